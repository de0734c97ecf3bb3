// /money/rules: the user's rules, run in order on each transaction entered and on each row of a bank
// import: conditions (memo contains, equals, starts with; amount equals or in a range; payee is) and actions
// (set a category, a payee, a memo). A rule is previewed on existing rows before it is saved.
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@lcars/ui';
import type { Rule, RuleCondition, RulePreview, RuleSave } from '@lcars/contract/money';
import { confirmDialog } from '../../../shell/confirm';
import { Amount, toastSuccess, useLoad } from '../../../kit';
import { budgetApi } from '../budgetApi';
import { MONEY_BASE } from '../constants';
import { parseAmount } from '../ledgerLogic';
import { MoneyHeader, MoneyMenu, useMoneyOffline } from '../components/shared';
import * as styles from '../money.css';
import * as budget from '../budget.css';

const KINDS: { id: RuleCondition['kind']; label: string }[] = [
  { id: 'memoContains', label: 'Memo contains' },
  { id: 'memoEquals', label: 'Memo equals' },
  { id: 'memoStartsWith', label: 'Memo starts with' },
  { id: 'amountEquals', label: 'Amount equals' },
  { id: 'amountRange', label: 'Amount between' },
  { id: 'payeeIs', label: 'Payee is' },
];

/** A condition as typed: text, or amounts as the user writes them (a minus for money going out). */
interface DraftCondition {
  kind: RuleCondition['kind'];
  value: string;
  max: string;
}

const signedCents = (text: string): number | null => {
  const parsed = parseAmount(text);
  if ('error' in parsed) return null;
  return parsed.typeId === 2 ? -parsed.cents : parsed.cents;
};

function toCondition(draft: DraftCondition): RuleCondition | string {
  switch (draft.kind) {
    case 'amountEquals': {
      const value = signedCents(draft.value);
      return value === null ? 'Enter an amount, e.g. -12.34.' : { kind: draft.kind, value };
    }
    case 'amountRange': {
      const min = signedCents(draft.value);
      const max = signedCents(draft.max);
      if (min === null || max === null) return 'Enter both amounts, e.g. -50.00 and -10.00.';
      return { kind: draft.kind, min: Math.min(min, max), max: Math.max(min, max) };
    }
    default:
      return draft.value.trim() === ''
        ? 'Enter the text to look for.'
        : { kind: draft.kind, value: draft.value };
  }
}

function describe(condition: RuleCondition): string {
  const label = KINDS.find((kind) => kind.id === condition.kind)?.label ?? condition.kind;
  switch (condition.kind) {
    case 'amountEquals':
      return `${label} ${(condition.value / 100).toFixed(2)}`;
    case 'amountRange':
      return `${label} ${(condition.min / 100).toFixed(2)} and ${(condition.max / 100).toFixed(2)}`;
    default:
      return `${label} “${condition.value}”`;
  }
}

export function RulesPage() {
  const loaded = useLoad(() => budgetApi.rules(), 'rules');
  const categories = useLoad(() => budgetApi.categories(), 'categories');
  const offline = useMoneyOffline();
  const rules = loaded.data ?? [];
  const names = new Map((categories.data?.categories ?? []).map((category) => [category.id, category.name]));
  const [name, setName] = useState('');
  const [conditions, setConditions] = useState<DraftCondition[]>([
    { kind: 'memoContains', value: '', max: '' },
  ]);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [payee, setPayee] = useState('');
  const [memo, setMemo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<RulePreview | null>(null);

  const draft = (): RuleSave | null => {
    const built = conditions.map(toCondition);
    const problem = built.find((item): item is string => typeof item === 'string');
    if (problem) {
      setError(problem);
      return null;
    }
    const actions = {
      ...(categoryId !== null && { categoryId }),
      ...(payee.trim() !== '' && { payee: payee.trim() }),
      ...(memo !== '' && { memo }),
    };
    if (Object.keys(actions).length === 0) {
      setError('A rule sets a category, a payee or a memo.');
      return null;
    }
    setError(null);
    return { name, conditions: built as RuleCondition[], actions };
  };
  const runPreview = async () => {
    const rule = draft();
    if (!rule) return;
    const answer = await budgetApi.previewRule(rule);
    if (answer) setPreview(answer);
  };
  const save = async () => {
    const rule = draft();
    if (!rule) return;
    if (!(await budgetApi.createRule(rule))) return;
    toastSuccess('The rule was saved.');
    setName('');
    setConditions([{ kind: 'memoContains', value: '', max: '' }]);
    setCategoryId(null);
    setPayee('');
    setMemo('');
    setPreview(null);
    await loaded.reload();
  };
  const move = async (index: number, delta: number) => {
    const ids = rules.map((rule) => rule.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + delta, 0, id);
    if (await budgetApi.orderRules(ids)) await loaded.reload();
  };
  const remove = async (rule: Rule) => {
    if (!(await confirmDialog({ text: `delete the rule ${rule.name || describe(rule.conditions[0]!)}` })))
      return;
    if (await budgetApi.deleteRule(rule.id)) await loaded.reload();
  };
  /** Runs a saved rule over the latest transactions, after saying how many it would change. */
  const apply = async (rule: Rule) => {
    const name = rule.name || describe(rule.conditions[0]!);
    const previewed = await budgetApi.previewRule({
      name: rule.name,
      conditions: rule.conditions,
      actions: rule.actions,
    });
    if (!previewed) return;
    if (previewed.matched === 0) {
      toastSuccess(
        `The rule ${name} changes none of your ${String(previewed.scanned)} most recent transactions.`,
      );
      return;
    }
    const text = `apply the rule ${name} to ${String(previewed.matched)} of your ${String(previewed.scanned)} most recent transactions`;
    if (!(await confirmDialog({ text }))) return;
    const done = await budgetApi.applyRule(rule.id);
    if (!done) return;
    toastSuccess(
      `The rule changed ${String(done.applied)} transaction${done.applied === 1 ? '' : 's'}${
        done.skipped > 0
          ? `; ${String(done.skipped)} left as they were (locked by a statement, or split)`
          : ''
      }.`,
    );
  };
  const setCondition = (index: number, change: Partial<DraftCondition>) =>
    setConditions(
      conditions.map((condition, at) => (at === index ? { ...condition, ...change } : condition)),
    );

  return (
    <>
      <MoneyHeader
        title="Rules"
        toolbar={
          <>
            <Link to={`${MONEY_BASE}/categories`} className={styles.link}>
              Categories
            </Link>
            <MoneyMenu />
          </>
        }
      />
      <div className={budget.page}>
        <p className={styles.muted}>
          Rules run in this order on every transaction you enter and on every row of a bank import. A rule
          whose conditions all hold sets what it says; a later rule sees what the earlier ones set.
        </p>
        {rules.length === 0 ? (
          <p className={styles.muted}>{loaded.loading ? 'Loading data...' : 'There are no rules yet.'}</p>
        ) : (
          <ol className={budget.list} aria-label="Rules">
            {rules.map((rule, index) => (
              <li key={rule.id} className={budget.card}>
                <div className={budget.row}>
                  <strong style={{ flex: 1 }}>{rule.name || `Rule ${String(index + 1)}`}</strong>
                  <button
                    type="button"
                    className={styles.smallButton}
                    aria-label={`Move ${rule.name || `rule ${String(index + 1)}`} up`}
                    disabled={offline || index === 0}
                    onClick={() => void move(index, -1)}
                  >
                    ▲
                  </button>
                  <button
                    type="button"
                    className={styles.smallButton}
                    aria-label={`Move ${rule.name || `rule ${String(index + 1)}`} down`}
                    disabled={offline || index === rules.length - 1}
                    onClick={() => void move(index, 1)}
                  >
                    ▼
                  </button>
                  <button
                    type="button"
                    className={styles.smallButton}
                    aria-label={`Apply ${rule.name || `rule ${String(index + 1)}`} to existing transactions`}
                    disabled={offline}
                    onClick={() => void apply(rule)}
                  >
                    Apply
                  </button>
                  <button
                    type="button"
                    className={styles.smallButton}
                    disabled={offline}
                    onClick={() => void remove(rule)}
                  >
                    Delete
                  </button>
                </div>
                <span>If {rule.conditions.map(describe).join(' and ')}</span>
                <span className={styles.muted}>
                  then
                  {rule.actions.categoryId !== undefined
                    ? ` category ${names.get(rule.actions.categoryId) ?? '(deleted)'}`
                    : ''}
                  {rule.actions.payee !== undefined ? ` payee ${rule.actions.payee}` : ''}
                  {rule.actions.memo !== undefined ? ` memo “${rule.actions.memo}”` : ''}
                </span>
              </li>
            ))}
          </ol>
        )}
        <form
          className={budget.card}
          aria-label="New rule"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <h2 className={budget.heading}>New rule</h2>
          <label className={budget.field}>
            <span className={budget.label}>Name</span>
            <input
              className={styles.cellInput}
              value={name}
              maxLength={100}
              onChange={(event) => setName(event.target.value)}
            />
          </label>
          {conditions.map((condition, index) => (
            <div
              key={index}
              className={budget.row}
              role="group"
              aria-label={`Condition ${String(index + 1)}`}
            >
              <select
                className={styles.cellInput}
                style={{ flex: '1 1 10rem', width: 'auto' }}
                aria-label="Condition"
                value={condition.kind}
                onChange={(event) =>
                  setCondition(index, { kind: event.target.value as RuleCondition['kind'] })
                }
              >
                {KINDS.map((kind) => (
                  <option key={kind.id} value={kind.id}>
                    {kind.label}
                  </option>
                ))}
              </select>
              <input
                className={styles.cellInput}
                style={{ flex: '2 1 8rem', width: 'auto' }}
                aria-label={condition.kind === 'amountRange' ? 'From amount' : 'Value'}
                value={condition.value}
                maxLength={200}
                onChange={(event) => setCondition(index, { value: event.target.value })}
              />
              {condition.kind === 'amountRange' ? (
                <input
                  className={styles.cellInput}
                  style={{ flex: '2 1 8rem', width: 'auto' }}
                  aria-label="To amount"
                  value={condition.max}
                  onChange={(event) => setCondition(index, { max: event.target.value })}
                />
              ) : null}
              {conditions.length > 1 ? (
                <button
                  type="button"
                  className={styles.smallButton}
                  onClick={() => setConditions(conditions.filter((_, at) => at !== index))}
                >
                  Remove
                </button>
              ) : null}
            </div>
          ))}
          <div className={budget.row}>
            <button
              type="button"
              className={styles.smallButton}
              disabled={conditions.length >= 10}
              onClick={() => setConditions([...conditions, { kind: 'memoContains', value: '', max: '' }])}
            >
              And another condition
            </button>
          </div>
          <div className={budget.row}>
            <label className={budget.field}>
              <span className={budget.label}>Set category</span>
              <select
                className={styles.cellInput}
                value={categoryId ?? ''}
                onChange={(event) =>
                  setCategoryId(event.target.value === '' ? null : Number(event.target.value))
                }
              >
                <option value="">(leave)</option>
                {(categories.data?.categories ?? []).map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
            </label>
            <label className={budget.field}>
              <span className={budget.label}>Set payee</span>
              <input
                className={styles.cellInput}
                value={payee}
                maxLength={100}
                onChange={(event) => setPayee(event.target.value)}
              />
            </label>
            <label className={budget.field}>
              <span className={budget.label}>Set memo</span>
              <input
                className={styles.cellInput}
                value={memo}
                maxLength={500}
                onChange={(event) => setMemo(event.target.value)}
              />
            </label>
          </div>
          {error ? (
            <p className={styles.errorText} role="alert">
              {error}
            </p>
          ) : null}
          <div className={budget.row}>
            <Button variant="secondary" isDisabled={offline} onPress={() => void runPreview()}>
              Preview
            </Button>
            <Button type="submit" isDisabled={offline}>
              Save rule
            </Button>
          </div>
          {preview ? (
            <div aria-label="Preview" role="region">
              <p data-testid="rule-preview-count">
                {preview.matched === 0
                  ? `No change to your ${String(preview.scanned)} most recent transactions.`
                  : `${String(preview.matched)} of your ${String(preview.scanned)} most recent transactions would change${
                      preview.matched > preview.rows.length
                        ? ` (the first ${String(preview.rows.length)} shown)`
                        : ''
                    }.`}
              </p>
              {preview.rows.length > 0 ? (
                <table className={budget.table}>
                  <thead>
                    <tr>
                      <th className={budget.headCell}>Date</th>
                      <th className={budget.headCell}>Memo</th>
                      <th className={`${budget.headCell} ${budget.number}`}>Amount</th>
                      <th className={budget.headCell}>Becomes</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.rows.map((row) => (
                      <tr key={row.transactionId}>
                        <td className={budget.cell}>{row.transactionDate}</td>
                        <td className={budget.cell}>{row.memo}</td>
                        <td className={`${budget.cell} ${budget.number}`}>
                          <Amount cents={row.amount} />
                        </td>
                        <td className={budget.cell}>
                          {[
                            row.newCategoryId !== row.categoryId
                              ? (names.get(row.newCategoryId ?? 0) ?? 'Uncategorised')
                              : null,
                            row.newPayee !== row.payee ? row.newPayee : null,
                            row.newMemo !== row.memo ? `“${row.newMemo}”` : null,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
            </div>
          ) : null}
        </form>
      </div>
    </>
  );
}
