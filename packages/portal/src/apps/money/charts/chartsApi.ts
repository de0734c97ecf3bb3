// The Money charts' calls (issue 21); failures toast through the call wrapper and resolve undefined.
import * as calls from '@lcars/contract/money';
import { call } from '../../../core/call';

const id = (value: number): number => Math.trunc(value);

export const chartsApi = {
  ledgerBalance: (ledgerId: number, months: number) =>
    call(calls.ledgerBalanceChart, { params: { id: id(ledgerId) }, query: { months: id(months) } }),
  accountBalance: (accountId: number, months: number) =>
    call(calls.accountBalanceChart, { params: { id: id(accountId) }, query: { months: id(months) } }),
  cashflow: (months: number) => call(calls.cashflowChart, { query: { months: id(months) } }),
  subscriptions: (months: number, includeLeases: boolean) =>
    call(calls.subscriptionsChart, {
      query: { months: id(months), includeLeases: includeLeases ? 'true' : 'false' },
    }),
};
