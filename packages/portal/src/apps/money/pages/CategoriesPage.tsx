// /money/categories: the user's category groups and categories (what the ledgers' rows and the budget are
// sorted by). Rows without a category are "Uncategorised".
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@lcars/ui';
import type { Category } from '@lcars/contract/money';
import { confirmDialog } from '../../../shell/confirm';
import { useLoad } from '../../../kit';
import { budgetApi } from '../budgetApi';
import { MONEY_BASE } from '../constants';
import { MoneyHeader, MoneyMenu, useMoneyOffline } from '../components/shared';
import * as styles from '../money.css';
import * as budget from '../budget.css';

function CategoryItem({
  category,
  groups,
  disabled,
  reload,
}: {
  category: Category;
  groups: { id: number; name: string }[];
  disabled: boolean;
  reload: () => Promise<unknown>;
}) {
  const [name, setName] = useState(category.name);
  const save = async (changes: { name?: string; groupId?: number | null; carryOver?: boolean }) => {
    const answer = await budgetApi.updateCategory(category.id, {
      name: changes.name ?? category.name,
      groupId: changes.groupId === undefined ? category.groupId : changes.groupId,
      carryOver: changes.carryOver ?? category.carryOver,
    });
    if (answer) await reload();
  };
  const remove = async () => {
    if (
      !(await confirmDialog({ text: `delete the category ${category.name} (its rows become uncategorised)` }))
    )
      return;
    if (await budgetApi.deleteCategory(category.id)) await reload();
  };
  return (
    <li className={budget.row} data-testid={`category-${category.name}`}>
      <input
        className={styles.cellInput}
        style={{ flex: '2 1 10rem' }}
        aria-label={`Name of ${category.name}`}
        value={name}
        disabled={disabled}
        maxLength={100}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => {
          if (name.trim() !== '' && name !== category.name) void save({ name });
        }}
      />
      <select
        className={styles.cellInput}
        style={{ flex: '1 1 8rem', width: 'auto' }}
        aria-label={`Group of ${category.name}`}
        value={category.groupId ?? ''}
        disabled={disabled}
        onChange={(event) =>
          void save({ groupId: event.target.value === '' ? null : Number(event.target.value) })
        }
      >
        <option value="">Ungrouped</option>
        {groups.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </select>
      <label className={budget.row}>
        <input
          type="checkbox"
          checked={category.carryOver}
          disabled={disabled}
          onChange={(event) => void save({ carryOver: event.target.checked })}
        />
        Carry over
      </label>
      <button
        type="button"
        className={styles.smallButton}
        disabled={disabled}
        aria-label={`Delete ${category.name}`}
        onClick={() => void remove()}
      >
        Delete
      </button>
    </li>
  );
}

export function CategoriesPage() {
  const loaded = useLoad(() => budgetApi.categories(), 'categories');
  const offline = useMoneyOffline();
  const groups = loaded.data?.groups ?? [];
  const categories = loaded.data?.categories ?? [];
  const [groupName, setGroupName] = useState('');
  const [categoryName, setCategoryName] = useState('');
  const [groupId, setGroupId] = useState<number | null>(null);
  const [carryOver, setCarryOver] = useState(false);

  const addGroup = async () => {
    if (groupName.trim() === '') return;
    if (await budgetApi.createGroup(groupName.trim())) {
      setGroupName('');
      await loaded.reload();
    }
  };
  const addCategory = async () => {
    if (categoryName.trim() === '') return;
    if (await budgetApi.createCategory({ name: categoryName.trim(), groupId, carryOver })) {
      setCategoryName('');
      await loaded.reload();
    }
  };
  const removeGroup = async (id: number, name: string) => {
    if (!(await confirmDialog({ text: `delete the group ${name} (its categories become ungrouped)` })))
      return;
    if (await budgetApi.deleteGroup(id)) await loaded.reload();
  };
  const sections: { id: number | null; name: string }[] = [
    ...groups.map((group) => ({ id: group.id, name: group.name })),
    { id: null, name: 'Ungrouped' },
  ];

  return (
    <>
      <MoneyHeader
        title="Categories"
        toolbar={
          <>
            <Link to={`${MONEY_BASE}/budget`} className={styles.link}>
              Budget
            </Link>
            <MoneyMenu />
          </>
        }
      />
      <div className={budget.page}>
        <form
          className={budget.card}
          aria-label="Add a category"
          onSubmit={(event) => {
            event.preventDefault();
            void addCategory();
          }}
        >
          <h2 className={budget.heading}>Add a category</h2>
          <div className={budget.row}>
            <label className={budget.field}>
              <span className={budget.label}>Name</span>
              <input
                className={styles.cellInput}
                value={categoryName}
                maxLength={100}
                onChange={(event) => setCategoryName(event.target.value)}
              />
            </label>
            <label className={budget.field}>
              <span className={budget.label}>Group</span>
              <select
                className={styles.cellInput}
                value={groupId ?? ''}
                onChange={(event) =>
                  setGroupId(event.target.value === '' ? null : Number(event.target.value))
                }
              >
                <option value="">Ungrouped</option>
                {groups.map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.name}
                  </option>
                ))}
              </select>
            </label>
            <label className={budget.row}>
              <input
                type="checkbox"
                checked={carryOver}
                onChange={(event) => setCarryOver(event.target.checked)}
              />
              Carry over
            </label>
            <Button type="submit" isDisabled={offline || categoryName.trim() === ''}>
              Add category
            </Button>
          </div>
        </form>
        <form
          className={budget.card}
          aria-label="Add a group"
          onSubmit={(event) => {
            event.preventDefault();
            void addGroup();
          }}
        >
          <h2 className={budget.heading}>Add a group</h2>
          <div className={budget.row}>
            <label className={budget.field}>
              <span className={budget.label}>Group name</span>
              <input
                className={styles.cellInput}
                value={groupName}
                maxLength={100}
                onChange={(event) => setGroupName(event.target.value)}
              />
            </label>
            <Button type="submit" variant="secondary" isDisabled={offline || groupName.trim() === ''}>
              Add group
            </Button>
          </div>
        </form>
        <p className={styles.muted}>
          A transaction without a category is <strong>Uncategorised</strong>. With carry over, what is left of
          a month's budget (or overspent) moves into the next month.
        </p>
        {sections.map((section) => {
          const members = categories.filter((category) => category.groupId === section.id);
          if (section.id === null && members.length === 0) return null;
          return (
            <section key={section.id ?? 'ungrouped'} className={budget.card} aria-label={section.name}>
              <div className={budget.row}>
                <h2 className={budget.heading} style={{ flex: 1 }}>
                  {section.name}
                </h2>
                {section.id === null ? null : (
                  <button
                    type="button"
                    className={styles.smallButton}
                    disabled={offline}
                    onClick={() => void removeGroup(section.id ?? 0, section.name)}
                  >
                    Delete group
                  </button>
                )}
              </div>
              {members.length === 0 ? (
                <p className={styles.muted}>No categories in this group.</p>
              ) : (
                <ul className={budget.list}>
                  {members.map((category) => (
                    <CategoryItem
                      key={`${String(category.id)}:${category.name}`}
                      category={category}
                      groups={groups}
                      disabled={offline}
                      reload={loaded.reload}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}
