// The Money charts' calls (issue 21); failures toast through the call wrapper and resolve undefined.
import type { BalanceHistory, Cashflow, SubscriptionForecast } from '@lcars/contract/money';
import { apiCall } from '../../../core/call';

const id = (value: number): string => String(Math.trunc(value));

export const chartsApi = {
  ledgerBalance: (ledgerId: number, months: number) =>
    apiCall<BalanceHistory>('get', `money/charts/ledger/${id(ledgerId)}/balance?months=${id(months)}`),
  accountBalance: (accountId: number, months: number) =>
    apiCall<BalanceHistory>('get', `money/charts/account/${id(accountId)}/balance?months=${id(months)}`),
  cashflow: (months: number) => apiCall<Cashflow>('get', `money/charts/cashflow?months=${id(months)}`),
  subscriptions: (months: number, includeLeases: boolean) =>
    apiCall<SubscriptionForecast>(
      'get',
      `money/charts/subscriptions?months=${id(months)}&includeLeases=${String(includeLeases)}`,
    ),
};
