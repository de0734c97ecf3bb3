import { useState } from 'react';
import { MoneyAmount } from '../components/MoneyAmount';
import { Link, useSearchParams } from 'react-router';
import { Button, Card, Column, Columns, DataTable, type DataTableColumn } from '@lcars/ui';
import type { Account } from '@lcars/contract/money';
import { confirmDialog } from '../../../shell/confirm';
import { moneyApi } from '../api';
import { MONEY_BASE } from '../constants';
import { ACCOUNT_LIST_PAGE_SIZE, ACCOUNT_TYPE_TITLES, MONEY_MESSAGES } from '@lcars/contract/money';
import type { AccountEditRequest } from '../components/AccountEditDialog';
import { LazyAccountEditDialog } from '../components/lazyDialogs';
import { toastSuccess, useEmptyText, useLoad } from '../../../kit';
import {
  CreateButton,
  MoneyHeader,
  MoneyMenu,
  OfflineCopyNote,
  PHONE_ROW_HEIGHT,
  YesNo,
  phoneColumns,
  useMoneyOffline,
  useNarrow,
  usePhone,
} from '../components/shared';
import * as styles from '../money.css';
import { AccountBalanceChart } from '../charts/MoneyCharts';

/** /money/accounts: the accounts, one account's view, and the edit dialog. */
export function AccountsPage() {
  const loaded = useLoad(() => moneyApi.listAccounts(), 'accounts');
  const { data: accounts, loading, reload } = loaded;
  const emptyText = useEmptyText(loaded, 'accounts', 'There are no saved accounts available.');
  const [search, setSearch] = useSearchParams();
  const selectedId = Number(search.get('account') ?? 0);
  const [editing, setEditing] = useState<AccountEditRequest | null>(null);
  const view = (id: number | null) =>
    setSearch((params) => {
      const next = new URLSearchParams(params);
      if (id) next.set('account', String(id));
      else next.delete('account');
      return next;
    });

  const columns: DataTableColumn<Account>[] = [
    {
      key: 'title',
      header: 'Title',
      isRowHeader: true,
      width: '2fr',
      sortable: true,
      render: (account) => (
        <Link
          to={`?account=${String(account.id)}`}
          className={`${styles.link} ${styles.ellipsis}`}
          aria-label={`View ${account.title}`}
          title={account.title}
        >
          {account.title}
        </Link>
      ),
    },
    {
      key: 'accountTypeId',
      header: 'Type',
      sortable: true,
      render: (account) => ACCOUNT_TYPE_TITLES[account.accountTypeId] ?? '',
    },
    { key: 'accountNumber', header: 'Number' },
    {
      key: 'currentBalance',
      header: 'Balance',
      align: 'end',
      // Room for "($245,000.00)" with the cell's padding: a right-aligned amount that overflows loses its start.
      width: 150,
      sortable: true,
      render: (account) => <MoneyAmount cents={account.currentBalance} currency={account.currency} />,
    },
    { key: 'active', header: 'Active', width: 90, render: (account) => <YesNo value={account.active} /> },
  ];

  // Every column needs about 720 px: beside the account panel, or in the lcars frame, the table is a phone's.
  const [tableBox, narrow] = useNarrow<HTMLDivElement>(720);
  const phone = usePhone() || narrow;
  const shown = phone
    ? phoneColumns(columns, { title: '1fr', currentBalance: 150 }, (account) =>
        [ACCOUNT_TYPE_TITLES[account.accountTypeId], account.accountNumber].filter(Boolean).join(' · '),
      )
    : columns;

  const selected = accounts?.find((account) => account.id === selectedId) ?? null;

  const remove = async (account: Account) => {
    if (!(await confirmDialog({ text: MONEY_MESSAGES.confirmDeleteAccount(account.title) }))) return;
    const answer = await moneyApi.deleteAccount(account.id);
    if (!answer) return;
    toastSuccess(answer.message || MONEY_MESSAGES.accountDeleted(account.title));
    view(null);
    await reload();
  };

  return (
    <>
      <MoneyHeader
        title="Accounts"
        toolbar={
          <>
            <CreateButton label="Add account" onPress={() => setEditing({ id: 0 })} />
            <MoneyMenu />
          </>
        }
      />
      <OfflineCopyNote />
      <Columns collapseBelow="md" space="lg" alignY="start">
        <Column>
          <div ref={tableBox} className={styles.fill}>
            <DataTable
              aria-label="Accounts"
              columns={shown}
              rows={accounts ?? []}
              {...(phone && { rowHeight: PHONE_ROW_HEIGHT })}
              isLoading={loading}
              emptyText={emptyText}
              pageSizeOptions={[ACCOUNT_LIST_PAGE_SIZE, 50, 100]}
              defaultSort={{ column: 'title', direction: 'asc' }}
            />
          </div>
          {!selected && selectedId ? (
            <p className={styles.muted}>{loading ? 'Loading data...' : 'The account was not found.'}</p>
          ) : null}
        </Column>
        {selected ? (
          <Column width="2/5">
            <AccountView
              account={selected}
              onEdit={() => setEditing({ id: selected.id })}
              onDelete={() => void remove(selected)}
              onClose={() => view(null)}
            />
          </Column>
        ) : null}
      </Columns>
      <LazyAccountEditDialog
        request={editing}
        onClose={(saved) => {
          setEditing(null);
          if (!saved) return;
          // Saving a general account shows its view and reloads the list, so the list shows the saved values.
          view(saved.id);
          void reload();
        }}
      />
    </>
  );
}

function AccountView({
  account,
  onEdit,
  onDelete,
  onClose,
}: {
  account: Account;
  onEdit: () => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  const offline = useMoneyOffline();
  return (
    <Card
      title={account.title}
      subtitle={ACCOUNT_TYPE_TITLES[account.accountTypeId]}
      headingLevel={2}
      actions={
        <>
          <Button variant="text" onPress={onClose}>
            Close
          </Button>
          <Button variant="secondary" onPress={onEdit} isDisabled={!account.canEdit || offline}>
            Edit
          </Button>
          <Button variant="secondary" onPress={onDelete} isDisabled={!account.canEdit || offline}>
            Delete
          </Button>
        </>
      }
    >
      <dl className={styles.details} aria-label="Account details">
        <dt>Description</dt>
        <dd>{account.description || '—'}</dd>
        <dt>Account number</dt>
        <dd>{account.accountNumber || '—'}</dd>
        <dt>Current balance</dt>
        <dd>
          <MoneyAmount cents={account.currentBalance} currency={account.currency} />
        </dd>
        <dt>Credit limit</dt>
        <dd>
          <MoneyAmount cents={account.creditLimit} currency={account.currency} />
        </dd>
        <dt>Rate</dt>
        <dd>{account.percentageRate.toFixed(2)}%</dd>
        <dt>Per cycle</dt>
        <dd>
          <MoneyAmount cents={account.amountPerCycle} currency={account.currency} />
        </dd>
        <dt>Next cycle</dt>
        <dd>{account.nextCycleDate ?? '—'}</dd>
        <dt>Active</dt>
        <dd>{account.active ? 'Yes' : 'No'}</dd>
        <dt>Ledgers</dt>
        <dd>
          {account.ledgers.length === 0
            ? '—'
            : account.ledgers.map((ledger, index) => (
                <span key={ledger.id}>
                  {index > 0 ? ', ' : ''}
                  <Link to={`${MONEY_BASE}/ledger/${String(ledger.id)}`} className={styles.link}>
                    {ledger.title}
                  </Link>
                </span>
              ))}
        </dd>
      </dl>
      {offline ? null : <AccountBalanceChart account={account} />}
    </Card>
  );
}
