// Money charts (issue 21): the aggregates behind the charts of the Money pages. Every amount is integer cents;
// months are 'YYYY-MM', oldest first, one entry per calendar month with no gaps. A right-group user of a ledger
// sees its amounts with the sign reversed, as on the ledger page.
import { z } from 'zod';
import { queryFlag } from '../int32.js';

/** How many months a chart may ask for (ten years), and how many it gets when it does not say. */
export const CHART_MAX_MONTHS = 120;
export const CHART_DEFAULT_MONTHS = 12;

const months = z.coerce.number().int().min(1).max(CHART_MAX_MONTHS).optional();

/** GET /money/charts/ledger/:id/balance and /money/charts/account/:id/balance. */
export const balanceHistoryQuerySchema = z.object({ months });

/** GET /money/charts/cashflow: every ledger the user may read (templates and forecasts aside), or one. */
export const cashflowQuerySchema = z.object({
  months,
  ledgerId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

/** GET /money/charts/subscriptions: what the active subscriptions will charge in each coming month. */
export const subscriptionForecastQuerySchema = z.object({
  months,
  includeLeases: queryFlag(),
});

export const balancePointSchema = z.object({
  month: z.string(),
  /** The month's net change (deposits less withdrawals). */
  net: z.number().int(),
  /** The balance at the month's end; null when the ledger shows no balance (balance mode None). */
  balance: z.number().int().nullable(),
});
export type BalancePoint = z.infer<typeof balancePointSchema>;

export const balanceHistorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  points: z.array(balancePointSchema),
});
export type BalanceHistory = z.infer<typeof balanceHistorySchema>;

export const cashflowMonthSchema = z.object({
  month: z.string(),
  /** Deposits, a positive number of cents. */
  income: z.number().int(),
  /** Withdrawals, a positive number of cents. */
  spending: z.number().int(),
});
export type CashflowMonth = z.infer<typeof cashflowMonthSchema>;

export const cashflowSchema = z.object({
  /** How many ledgers the figures cover. */
  ledgerCount: z.number().int(),
  /** The main currency's months (the currency most of the ledgers keep): never a sum of two currencies. */
  months: z.array(cashflowMonthSchema),
  /** The main currency. */
  currency: z.string().optional(),
  /** Every currency's months, ordered by code. */
  byCurrency: z
    .array(z.object({ currency: z.string(), months: z.array(cashflowMonthSchema) }))
    .optional()
    .default([]),
});
export type Cashflow = z.infer<typeof cashflowSchema>;

export const subscriptionForecastSchema = z.object({
  months: z.array(z.string()),
  /** One series per subscription: what it charges in each month of `months` (cents). */
  series: z.array(z.object({ id: z.number().int(), title: z.string(), amounts: z.array(z.number().int()) })),
  /** The sum of the series per month. */
  totals: z.array(z.number().int()),
});
export type SubscriptionForecast = z.infer<typeof subscriptionForecastSchema>;
