import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, IconButton, Switch, formatCurrency, type DataTableColumn } from '@lcars/ui';
import type { SubscriptionRow } from '@lcars/contract/money';
import { moneyApi } from '../api';
import { AccountTab, MONEY_BASE } from '../constants';
import { ACCOUNT_TYPE_TITLES, SUBSCRIPTION_ACCOUNT_TYPES } from '@lcars/contract/money';
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
  YesNo,
  SummaryItem,
} from '../components/shared';
import { MoneyIcon } from '../components/icons';
import * as styles from '../money.css';
import { SubscriptionsChart } from '../charts/MoneyCharts';

/** The subscription flow: type 3, interval 2 (monthly), the schedule tab, subscription types only. */
const subscriptionEdit = (id: number): AccountEditRequest => ({
  id,
  tab: AccountTab.Schedule,
  typeChoices: SUBSCRIPTION_ACCOUNT_TYPES,
  ...(id === 0 && { preset: { accountTypeId: 3, scheduleIntervalId: 2 } }),
});

/**
 * /money/subscriptions: active ones without leases by default; toggles show inactive
 * accounts and leases; the total per month is the API's exact sum of the active rows shown.
 */
export function SubscriptionsPage() {
  const [includeInactive, setIncludeInactive] = useState(false);
  const [includeLeases, setIncludeLeases] = useState(false);
  const loaded = useLoad(
    () => moneyApi.subscriptionList({ includeInactive, includeLeases }),
    `subscriptions:${String(includeInactive)}:${String(includeLeases)}`,
  );
  const { data, loading, reload } = loaded;
  const emptyText = useEmptyText(loaded, 'subscriptions', 'There are no saved subscriptions available.');
  const [editing, setEditing] = useState<AccountEditRequest | null>(null);

  const columns: DataTableColumn<SubscriptionRow>[] = [
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
    { key: 'accountTypeId', header: 'Type', render: (row) => ACCOUNT_TYPE_TITLES[row.accountTypeId] ?? '' },
    { key: 'frequency', header: 'Frequency', sortable: true },
    {
      key: 'amountPerCycle',
      header: 'Amount',
      align: 'end',
      sortable: true,
      render: (row) => <Amount cents={row.amountPerCycle} />,
    },
    {
      key: 'perCycleRate',
      header: 'Per month',
      align: 'end',
      sortable: true,
      render: (row) => <Amount cents={row.perCycleRate} />,
    },
    { key: 'nextCycleDate', header: 'Next cycle', sortable: true, render: (row) => row.nextCycleDate ?? '' },
    { key: 'active', header: 'Active', width: 84, render: (row) => <YesNo value={row.active} /> },
    {
      key: 'edit',
      header: 'Edit',
      width: 64,
      align: 'end',
      render: (row) => (
        <IconButton label={`Edit ${row.title}`} onPress={() => setEditing(subscriptionEdit(row.id))}>
          <MoneyIcon name="edit" />
        </IconButton>
      ),
    },
  ];

  const phone = usePhone();
  const shown = phone
    ? phoneColumns(columns, { title: '1fr', perCycleRate: 104, edit: 72 }, (row) =>
        [row.frequency, row.nextCycleDate].filter(Boolean).join(' · '),
      )
    : columns;

  return (
    <>
      <MoneyHeader
        title="Subscriptions"
        toolbar={
          <>
            <CreateButton label="Add subscription" onPress={() => setEditing(subscriptionEdit(0))} />
            <MoneyMenu />
          </>
        }
        extension={
          <div className={styles.toolbarGroup}>
            <Switch value={includeInactive} onChange={setIncludeInactive}>
              Show inactive
            </Switch>
            <Switch value={includeLeases} onChange={setIncludeLeases}>
              Show leases
            </Switch>
          </div>
        }
      />
      <dl className={styles.summary} aria-label="Subscription totals">
        <SummaryItem
          label="Total per month"
          value={data ? `${formatCurrency(data.totalPerMonth)} per month` : '…'}
          testId="subscription-total"
        />
        <SummaryItem label="Subscriptions shown" value={data?.records.length ?? 0} />
      </dl>
      <DataTable
        aria-label="Subscriptions"
        columns={shown}
        {...(phone && { rowHeight: PHONE_ROW_HEIGHT })}
        rows={data?.records ?? []}
        isLoading={loading}
        paging={false}
        emptyText={emptyText}
        defaultSort={{ column: 'title', direction: 'asc' }}
      />
      <SubscriptionsChart includeLeases={includeLeases} />
      <LazyAccountEditDialog
        request={editing}
        onClose={(saved) => {
          setEditing(null);
          // A subscription-only edit stays on the list (the accounts page opens the saved account's view).
          if (saved) void reload();
        }}
      />
    </>
  );
}
