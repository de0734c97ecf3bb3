// Money reports (the Money depth issue): spending by category and by payee, income against spending by month and
// net worth at each month's end, for a chosen date range. Amounts are integer minor units of one currency: the
// report has one part per currency the user's ledgers hold, never a sum across currencies.
import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { moneyDateSchema } from './schemas.js';

/** The longest range a report covers (ten years), as the charts allow. */
export const REPORT_MAX_DAYS = 3_660;

export const moneyReportQuerySchema = z
  .object({ from: moneyDateSchema, to: moneyDateSchema })
  .superRefine((range, ctx) => {
    if (range.from > range.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end of the range comes before its start.' });
      return;
    }
    const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
    if (days > REPORT_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'A report covers ten years at most.' });
    }
  });

const amount = z.number().int();

export const reportCategorySchema = z.object({
  /** null: uncategorised. */
  categoryId: z.number().int().nullable(),
  name: z.string(),
  group: z.string().nullable(),
  /** Net of the range, signed as stored: spending is negative. */
  total: amount,
});

export const reportPayeeSchema = z.object({
  /** null: no payee. */
  payeeId: z.number().int().nullable(),
  name: z.string(),
  total: amount,
});

export const reportMonthSchema = z.object({
  month: z.string(),
  /** Deposits in the month (within the range), positive. */
  income: amount,
  /** Withdrawals in the month (within the range), positive. */
  spending: amount,
});

export const netWorthPointSchema = z.object({
  month: z.string(),
  /** What the ledgers and accounts hold at the month's end. */
  assets: amount,
  /** What is owed at the month's end (debt ledgers, credit and loan accounts), positive. */
  liabilities: amount,
  net: amount,
});

export const currencyReportSchema = z.object({
  currency: z.string(),
  /** How many ledgers the part covers. */
  ledgerCount: z.number().int(),
  byCategory: z.array(reportCategorySchema),
  byPayee: z.array(reportPayeeSchema),
  months: z.array(reportMonthSchema),
  netWorth: z.array(netWorthPointSchema),
});

export const moneyReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  currencies: z.array(currencyReportSchema),
});
export type MoneyReport = z.infer<typeof moneyReportSchema>;
export type CurrencyReport = z.infer<typeof currencyReportSchema>;

export const moneyReport = endpoint({
  method: 'GET',
  path: '/money/reports',
  request: moneyReportQuerySchema,
  response: moneyReportSchema,
  summary:
    'Spending by category and by payee, income against spending and net worth over a date range, per currency',
});
