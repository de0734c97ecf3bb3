import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, IconButton, Select, Switch, formatCurrency, type DataTableColumn } from '@lcars/ui';
import type { CreditRow } from '@lcars/contract/money';
import { moneyApi } from '../api';
import { AccountTab, MONEY_BASE } from '../constants';
import { ACCOUNT_TYPE_TITLES, CREDIT_ACCOUNT_TYPES } from '@lcars/contract/money';
import type { AccountEditRequest } from '../components/AccountEditDialog';
import { LazyAccountEditDialog } from '../components/lazyDialogs';
import { Amount, useEmptyText, useLoad } from '../../../kit';
import {
  CreateButton,
  MoneyHeader,
  MoneyMenu,
  PHONE_ROW_HEIGHT,
  phoneColumns,
  usePhone,
  SummaryItem,
} from '../components/shared';
import { MoneyIcon } from '../components/icons';
import * as styles from '../money.css';
import { CreditUtilisationChart } from '../charts/MoneyCharts';

/** The credit flow: type 4 (credit card), the credit tab, credit types only. */
const creditEdit = (id: number): AccountEditRequest => ({
  id,
  tab: AccountTab.Credit,
  typeChoices: CREDIT_ACCOUNT_TYPES,
  ...(id === 0 && { preset: { accountTypeId: 4 } }),
});

const ALL_TYPES = 'all';

/**
 * /money/credit: active credit accounts; the quick search filters by account type and
 * the totals (balance and limit) follow the rows shown; each rate carries the API's gradient colour.
 */
export function CreditPage() {
  const [quickSearch, setQuickSearch] = useState(false);
  const [typeId, setTypeId] = useState<number | null>(null);
  const filter = quickSearch && typeId !== null ? typeId : undefined;
  const loaded = useLoad(() => moneyApi.creditList(filter), `credit:${String(filter)}`);
  const { data, loading, reload } = loaded;
  const emptyText = useEmptyText(loaded, 'credit accounts', 'There are no saved credit accounts available.');
  const [editing, setEditing] = useState<AccountEditRequest | null>(null);

  const columns: DataTableColumn<CreditRow>[] = [
    {
      key: 'title',
      header: 'Title',
      isRowHeader: true,
      width: '2fr',
      sortable: true,
      render: (row) => (
        <Link to={`${MONEY_BASE}/accounts?account=${String(row.id)}`} className={styles.link}>
          {row.title}
        </Link>
      ),
    },
    {
      key: 'accountType',
      header: 'Type',
      sortable: true,
      render: (row) => ACCOUNT_TYPE_TITLES[row.accountType] ?? '',
    },
    {
      key: 'currentBalance',
      header: 'Balance',
      align: 'end',
      sortable: true,
      render: (row) => <Amount cents={row.currentBalance} />,
    },
    {
      key: 'creditLimit',
      header: 'Limit',
      align: 'end',
      sortable: true,
      render: (row) => <Amount cents={row.creditLimit} />,
    },
    {
      key: 'percentageRate',
      header: 'Rate',
      align: 'end',
      sortable: true,
      render: (row) => (
        <span className={styles.money} data-rate-color={row.rateColor}>
          <span className={styles.swatch} style={{ background: row.rateColor }} aria-hidden="true" />
          {row.percentageRate.toFixed(2)}%
        </span>
      ),
    },
    { key: 'active', header: 'Active', width: 84 },
    {
      key: 'edit',
      header: 'Edit',
      width: 64,
      align: 'end',
      render: (row) => (
        <IconButton label={`Edit ${row.title}`} onPress={() => setEditing(creditEdit(row.id))}>
          <MoneyIcon name="edit" />
        </IconButton>
      ),
    },
  ];

  const phone = usePhone();
  const shown = phone
    ? phoneColumns(
        columns,
        { title: '1fr', currentBalance: 112, edit: 72 },
        (row) => `${ACCOUNT_TYPE_TITLES[row.accountType] ?? ''} · ${row.percentageRate.toFixed(2)}%`,
      )
    : columns;

  return (
    <>
      <MoneyHeader
        title="Credit"
        toolbar={
          <>
            <CreateButton label="Add credit account" onPress={() => setEditing(creditEdit(0))} />
            <MoneyMenu />
          </>
        }
        extension={
          <div className={styles.toolbarGroup}>
            <Switch value={quickSearch} onChange={setQuickSearch}>
              Quick search
            </Switch>
            {quickSearch ? (
              <Select
                aria-label="Account type"
                value={typeId ?? ALL_TYPES}
                onChange={(key) => setTypeId(key === ALL_TYPES || key === null ? null : Number(key))}
                options={[
                  { id: ALL_TYPES, label: 'All credit types' },
                  ...CREDIT_ACCOUNT_TYPES.map((id) => ({ id, label: ACCOUNT_TYPE_TITLES[id] ?? '' })),
                ]}
              />
            ) : null}
          </div>
        }
      />
      <dl className={styles.summary} aria-label="Credit totals">
        <SummaryItem
          label="Total balance"
          value={data ? formatCurrency(data.totalBalance) : '…'}
          testId="credit-total-balance"
        />
        <SummaryItem
          label="Total limit"
          value={data ? formatCurrency(data.totalLimit) : '…'}
          testId="credit-total-limit"
        />
      </dl>
      <DataTable
        aria-label="Credit accounts"
        columns={shown}
        {...(phone && { rowHeight: PHONE_ROW_HEIGHT })}
        rows={data?.records ?? []}
        isLoading={loading}
        paging={false}
        emptyText={emptyText}
        defaultSort={{ column: 'title', direction: 'asc' }}
      />
      <CreditUtilisationChart data={data} />
      <LazyAccountEditDialog
        request={editing}
        onClose={(saved) => {
          setEditing(null);
          // A credit-only edit stays on the list (the accounts page opens the saved account's view).
          if (saved) void reload();
        }}
      />
    </>
  );
}
