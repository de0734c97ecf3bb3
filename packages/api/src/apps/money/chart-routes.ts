// The Money charts' routes (issue 21): Money/Read, like the pages they draw on; each aggregate checks the caller's
// rights on the ledger or account it reads (404 for another user's).
import { z } from 'zod';
import {
  balanceHistoryQuerySchema,
  balanceHistorySchema,
  cashflowQuerySchema,
  cashflowSchema,
  subscriptionForecastQuerySchema,
  subscriptionForecastSchema,
} from '@lcars/contract/money';
import { defineRoute, requireClaim } from '../../http/routes.js';
import { validate } from '../../http/validate.js';
import { accountBalanceHistory, cashflow, ledgerBalanceHistory, subscriptionForecast } from './charts.js';

const READ = requireClaim('Money', 'Read');
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const chartRoutes = [
  defineRoute(
    'GET',
    '/money/charts/cashflow',
    READ,
    'money.charts.cashflow',
    (ctx, context) => cashflow(context, validate(cashflowQuerySchema, ctx.query)),
    {
      summary:
        'Income and spending by month over the readable ledgers (templates and forecasts aside), or one',
      query: cashflowQuerySchema,
      response: cashflowSchema,
    },
  ),
  defineRoute(
    'GET',
    '/money/charts/subscriptions',
    READ,
    'money.charts.subscriptions',
    (ctx, context) => subscriptionForecast(context, validate(subscriptionForecastQuerySchema, ctx.query)),
    {
      summary: 'What each active subscription charges in this month and the coming ones',
      query: subscriptionForecastQuerySchema,
      response: subscriptionForecastSchema,
    },
  ),
  defineRoute(
    'GET',
    '/money/charts/ledger/:id/balance',
    READ,
    'money.charts.ledgerBalance',
    (ctx, context) =>
      ledgerBalanceHistory(
        context,
        validate(idParams, ctx.params).id,
        validate(balanceHistoryQuerySchema, ctx.query).months,
      ),
    {
      summary: "A ledger's balance at the end of each month",
      query: balanceHistoryQuerySchema,
      response: balanceHistorySchema,
    },
  ),
  defineRoute(
    'GET',
    '/money/charts/account/:id/balance',
    READ,
    'money.charts.accountBalance',
    (ctx, context) =>
      accountBalanceHistory(
        context,
        validate(idParams, ctx.params).id,
        validate(balanceHistoryQuerySchema, ctx.query).months,
      ),
    {
      summary: "An account's balance at the end of each month, from the ledgers that post to it",
      query: balanceHistoryQuerySchema,
      response: balanceHistorySchema,
    },
  ),
];
