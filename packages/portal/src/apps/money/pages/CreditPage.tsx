import { useState } from 'react';
import { Select, Switch, type DataTableColumn } from '@lcars/ui';
import type { CreditRow } from '@lcars/contract/money';
import { ACCOUNT_TYPE_TITLES, CREDIT_ACCOUNT_TYPES } from '@lcars/contract/money';
import { moneyApi } from '../api';
import { AccountTab } from '../constants';
import type { AccountEditRequest } from '../components/AccountEditDialog';
import { AccountListPage, amountColumn } from '../components/AccountListPage';
import { useEmptyText, useLoad } from '../../../kit';
import { SummaryItem } from '../components/shared';
import { CurrencyTotals } from '../components/MoneyAmount';
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

const COLUMNS: DataTableColumn<CreditRow>[] = [
  {
    key: 'accountType',
    header: 'Type',
    sortable: true,
    render: (row) => ACCOUNT_TYPE_TITLES[row.accountType] ?? '',
  },
  amountColumn('currentBalance', 'Balance', (row) => row.currentBalance),
  amountColumn('creditLimit', 'Limit', (row) => row.creditLimit),
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
];

/**
 * /money/credit: active credit accounts; the quick search filters by account type and
 * the totals (balance and limit) follow the rows shown; each rate carries the API's gradient colour.
 */
export function CreditPage() {
  const [quickSearch, setQuickSearch] = useState(false);
  const [typeId, setTypeId] = useState<number | null>(null);
  const filter = quickSearch && typeId !== null ? typeId : undefined;
  const loaded = useLoad(() => moneyApi.creditList(filter), `credit:${String(filter)}`);
  const { data } = loaded;
  const emptyText = useEmptyText(loaded, 'credit accounts', 'There are no saved credit accounts available.');

  return (
    <AccountListPage
      title="Credit"
      createLabel="Add credit account"
      editRequest={creditEdit}
      filters={
        <>
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
        </>
      }
      totalsLabel="Credit totals"
      totals={
        <>
          <SummaryItem
            label="Total balance"
            value={
              data ? (
                <CurrencyTotals
                  items={data.totalsByCurrency.map(({ currency, balance }) => ({
                    currency,
                    amount: balance,
                  }))}
                />
              ) : (
                '…'
              )
            }
            testId="credit-total-balance"
          />
          <SummaryItem
            label="Total limit"
            value={
              data ? (
                <CurrencyTotals
                  items={data.totalsByCurrency.map(({ currency, limit }) => ({ currency, amount: limit }))}
                />
              ) : (
                '…'
              )
            }
            testId="credit-total-limit"
          />
        </>
      }
      tableLabel="Credit accounts"
      columns={COLUMNS}
      phone={{
        keep: { title: '1fr', currentBalance: 112, edit: 72 },
        sub: (row) => `${ACCOUNT_TYPE_TITLES[row.accountType] ?? ''} · ${row.percentageRate.toFixed(2)}%`,
      }}
      rows={data?.records ?? []}
      loading={loaded.loading}
      emptyText={emptyText}
      reload={loaded.reload}
      chart={<CreditUtilisationChart data={data} />}
    />
  );
}
