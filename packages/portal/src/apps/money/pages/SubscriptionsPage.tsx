import { useState } from 'react';
import { Switch, type DataTableColumn } from '@lcars/ui';
import type { SubscriptionRow } from '@lcars/contract/money';
import { ACCOUNT_TYPE_TITLES, SUBSCRIPTION_ACCOUNT_TYPES } from '@lcars/contract/money';
import { moneyApi } from '../api';
import { AccountTab } from '../constants';
import type { AccountEditRequest } from '../components/AccountEditDialog';
import { AccountListPage, amountColumn } from '../components/AccountListPage';
import { useEmptyText, useLoad } from '../../../kit';
import { YesNo, SummaryItem } from '../components/shared';
import { CurrencyTotals } from '../components/MoneyAmount';
import { SubscriptionsChart } from '../charts/MoneyCharts';

/** The subscription flow: type 3, interval 2 (monthly), the schedule tab, subscription types only. */
const subscriptionEdit = (id: number): AccountEditRequest => ({
  id,
  tab: AccountTab.Schedule,
  typeChoices: SUBSCRIPTION_ACCOUNT_TYPES,
  ...(id === 0 && { preset: { accountTypeId: 3, scheduleIntervalId: 2 } }),
});

const COLUMNS: DataTableColumn<SubscriptionRow>[] = [
  { key: 'accountTypeId', header: 'Type', render: (row) => ACCOUNT_TYPE_TITLES[row.accountTypeId] ?? '' },
  { key: 'frequency', header: 'Frequency', sortable: true },
  amountColumn('amountPerCycle', 'Amount', (row) => row.amountPerCycle),
  amountColumn('perCycleRate', 'Per month', (row) => row.perCycleRate),
  { key: 'nextCycleDate', header: 'Next cycle', sortable: true, render: (row) => row.nextCycleDate ?? '' },
  { key: 'active', header: 'Active', width: 84, render: (row) => <YesNo value={row.active} /> },
];

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
  const { data } = loaded;
  const emptyText = useEmptyText(loaded, 'subscriptions', 'There are no saved subscriptions available.');

  return (
    <AccountListPage
      title="Subscriptions"
      createLabel="Add subscription"
      editRequest={subscriptionEdit}
      filters={
        <>
          <Switch value={includeInactive} onChange={setIncludeInactive}>
            Show inactive
          </Switch>
          <Switch value={includeLeases} onChange={setIncludeLeases}>
            Show leases
          </Switch>
        </>
      }
      totalsLabel="Subscription totals"
      totals={
        <>
          <SummaryItem
            label="Total per month"
            value={
              data ? (
                <>
                  <CurrencyTotals items={data.totalsPerMonthByCurrency} /> per month
                </>
              ) : (
                '…'
              )
            }
            testId="subscription-total"
          />
          <SummaryItem label="Subscriptions shown" value={data?.records.length ?? 0} />
        </>
      }
      tableLabel="Subscriptions"
      columns={COLUMNS}
      phone={{
        keep: { title: '1fr', perCycleRate: 104, edit: 72 },
        sub: (row) => [row.frequency, row.nextCycleDate].filter(Boolean).join(' · '),
      }}
      rows={data?.records ?? []}
      loading={loaded.loading}
      emptyText={emptyText}
      reload={loaded.reload}
      chart={<SubscriptionsChart includeLeases={includeLeases} />}
    />
  );
}
