// The Money charts' routes (issue 21): Money/Read, like the pages they draw on; each aggregate checks the caller's
// rights on the ledger or account it reads (404 for another user's).
import * as calls from '@lcars/contract/money';
import { requireClaim, route } from '../../http/routes.js';
import { accountBalanceHistory, cashflow, ledgerBalanceHistory, subscriptionForecast } from './charts.js';
import { moneyReport } from './reports.js';

const READ = requireClaim('Money', 'Read');

export const chartRoutes = [
  route(calls.cashflowChart, READ, 'money.charts.cashflow', ({ query }, services) =>
    cashflow(services, query),
  ),
  route(calls.subscriptionsChart, READ, 'money.charts.subscriptions', ({ query }, services) =>
    subscriptionForecast(services, query),
  ),
  route(calls.ledgerBalanceChart, READ, 'money.charts.ledgerBalance', ({ params, query }, services) =>
    ledgerBalanceHistory(services, params.id, query.months),
  ),
  route(calls.accountBalanceChart, READ, 'money.charts.accountBalance', ({ params, query }, services) =>
    accountBalanceHistory(services, params.id, query.months),
  ),
  // The reports page: what the user owns over a date range, per currency.
  route(calls.moneyReport, READ, 'money.reports', ({ query }, services) => moneyReport(services, query)),
];
