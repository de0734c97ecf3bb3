// Money's schemas: what the calls take and answer.
// Every amount on the wire is an integer number of cents (amount, currentBalance, creditLimit,
// amountPerCycle...); the ...D and ...Formatted fields are exact decimal text for display. Rates
// (percentageRate) are percent with at most two decimals and are stored as basis points.
import { z } from 'zod';
import { currencyCodeSchema } from './currencies.js';
import { pagedListSchema } from '../paged.js';
import { lookupListSchema, lookupRecordSchema } from '../lookups.js';
import { queryFlag } from '../int32.js';
import { resultSchema } from '../common.js';

/** The largest value of an integer column (PostgreSQL integer): ids and order ids. */
const INT_MAX = 2_147_483_647;

const DATE_INPUT = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * The calendar date that was written (year 1000-9999, month and day of one or two digits), as YYYY-MM-DD,
 * or null: no rolling over (2026-13-01 is not 2027-01-01), no two-digit years read as 19xx, no trailing text.
 */
export function parseMoneyDate(value: string): string | null {
  const match = DATE_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000) return null;
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/** Year-month-day with a one- or two-digit month and day, normalised to YYYY-MM-DD. */
export const moneyDateSchema = z.string().transform((value, ctx) => {
  const date = parseMoneyDate(value);
  if (date === null) {
    ctx.addIssue({ code: 'custom', message: 'Enter a date as year-month-day.' });
    return z.NEVER;
  }
  return date;
});

/** Integer cents, well inside the safe integer range. */
export const centsSchema = z.number().int().min(-1e15).max(1e15);
const title = z.string().trim().min(1, 'Title is required.').max(200);
const text = (max: number) => z.string().max(max).optional().default('');
const userIds = z.array(z.number().int().min(1).max(INT_MAX)).max(500).optional().default([]);
const optionalId = z
  .number()
  .int()
  .min(1)
  .max(INT_MAX)
  .nullish()
  .transform((value) => value ?? null);

export const accountSaveSchema = z.object({
  id: z.number().int().min(0).max(INT_MAX).optional().default(0),
  title,
  description: text(2000),
  accountTypeId: z.number().int().min(1).max(11),
  accountNumber: text(100),
  active: z.boolean().optional().default(true),
  enableAccount: z.boolean().optional().default(true),
  enableLedger: z.boolean().optional().default(false),
  currentBalance: centsSchema.optional().default(0),
  /** Percent with at most two decimals, e.g. 19.99. */
  percentageRate: z
    .number()
    .min(0)
    .max(1000)
    .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, {
      message: 'Percentage rate has at most two decimals.',
    })
    .optional()
    .default(0),
  creditLimit: centsSchema.min(0).optional().default(0),
  amountPerCycle: centsSchema.optional().default(0),
  autoIncrementCycleDate: z.boolean().optional().default(false),
  scheduleIntervalId: z
    .number()
    .int()
    .min(1)
    .max(6)
    .nullish()
    .transform((value) => value ?? null),
  nextCycleDate: moneyDateSchema.nullish().transform((value) => value ?? null),
  sharedUsers: userIds,
  shareUsersCanEdit: z.boolean().optional().default(true),
  shareUsersCanEditUsers: z.boolean().optional().default(true),
  ledgerTypeId: z
    .number()
    .int()
    .min(1)
    .max(99)
    .refine((type) => [1, 2, 3, 4, 5, 99].includes(type), { message: 'Ledger type is one of 1-5 or 99.' })
    .optional()
    .default(1),
  budgetTemplateId: optionalId,
  /** ISO 4217 (money-moves): absent keeps it, null unsets it (then USD). */
  currency: currencyCodeSchema.nullish(),
});
export type AccountSave = z.input<typeof accountSaveSchema>;

export const ledgerSaveSchema = z.object({
  id: z.number().int().min(0).max(INT_MAX).optional().default(0),
  title,
  description: text(2000),
  accountId: optionalId,
  balanceModeId: z
    .number()
    .int()
    .min(1)
    .max(99)
    .refine((mode) => [1, 2, 3, 99].includes(mode), { message: 'Balance mode is one of 1, 2, 3 or 99.' })
    .optional()
    .default(1),
  balanceAccountId: optionalId,
  balanceLedgerId: optionalId,
  ledgerTypeId: z
    .number()
    .int()
    .min(1)
    .max(99)
    .refine((type) => [1, 2, 3, 4, 5, 99].includes(type), { message: 'Ledger type is one of 1-5 or 99.' })
    .optional()
    .default(1),
  keepOrder: z.boolean().optional().default(false),
  enableRankOrder: z.boolean().optional().default(false),
  enableLedgerDate: z.boolean().optional().default(true),
  enableLedgerAffectsCurrentBalance: z.boolean().optional().default(true),
  enableSchedule: z.boolean().optional().default(false),
  scheduleIntervalId: z
    .number()
    .int()
    .min(1)
    .max(6)
    .nullish()
    .transform((value) => value ?? null),
  amountPerCycle: centsSchema.optional().default(0),
  nextCycleDate: moneyDateSchema.nullish().transform((value) => value ?? null),
  autoIncrementCycleDate: z.boolean().optional().default(false),
  sharedUsers: userIds,
  leftGroupUsers: userIds,
  rightGroupUsers: userIds,
  shareUsersCanEdit: z.boolean().optional().default(true),
  shareUsersCanEditUsers: z.boolean().optional().default(true),
  /** A template ledger (type 99) whose rows a new ledger starts with. */
  budgetTemplateId: optionalId,
  /** ISO 4217, used while the ledger is linked to no account (money-moves); absent keeps it, null unsets it. */
  currency: currencyCodeSchema.nullish(),
});
export type LedgerSave = z.input<typeof ledgerSaveSchema>;

/** Why a negative amount sent as a deposit is refused (issue 29: it was saved as a deposit, silently). */
export const NEGATIVE_DEPOSIT_MESSAGE =
  'A negative amount is a withdrawal: send it with transactionTypeId 2, or without a type.';

/**
 * A transaction's amount and type never disagree silently: a negative amount is a withdrawal, so with the
 * deposit type (1) it is refused. A positive amount with the withdrawal type (2) is that withdrawal's size.
 */
export function refuseNegativeDeposit(
  amount: unknown,
  typeId: unknown,
  path: string,
  ctx: z.RefinementCtx,
): void {
  if (typeof amount === 'number' && amount < 0 && typeId === 1) {
    ctx.addIssue({ code: 'custom', path: [path], message: NEGATIVE_DEPOSIT_MESSAGE });
  }
}

export const transactionSaveSchema = z
  .object({
    id: z.number().int().min(0).max(INT_MAX).optional().default(0),
    /** Cents; its sign gives the type when transactionTypeId is not sent. */
    amount: centsSchema,
    memo: z.string().max(500).optional().default(''),
    transactionDate: moneyDateSchema,
    /** 1 deposit, 2 withdrawal; with a type the amount's size is what counts, but a deposit cannot be negative. */
    transactionTypeId: z.union([z.literal(1), z.literal(2)]).optional(),
    transactionInitiated: z.boolean().optional().default(false),
    orderId: z.number().int().min(0).max(2_147_483_647).optional(),
  })
  .superRefine((value, ctx) => refuseNegativeDeposit(value.amount, value.transactionTypeId, 'amount', ctx));
export type TransactionSave = z.input<typeof transactionSaveSchema>;

export const TRANSACTION_PROPERTIES = [
  'amount',
  'memo',
  'orderId',
  'transactionDate',
  'currentBalance',
  'initiated',
  'type',
] as const;

export const transactionUpdateSchema = z
  .object({
    id: z.number().int().min(1).max(INT_MAX),
    ledgerId: z.number().int().min(1).max(INT_MAX),
    /**
     * The type the sender sees (1 deposit, 2 withdrawal). With property `amount` it is saved with the amount
     * in the same write, so what was typed and its type land together; 0 or absent keeps the row's type.
     */
    transactionType: z.number().int().min(0).max(INT_MAX).optional(),
    property: z.enum(TRANSACTION_PROPERTIES),
    value: z.union([z.string().max(500), z.number(), z.boolean(), z.null()]).optional(),
  })
  .superRefine((update, ctx) => {
    if (update.property !== 'amount') return;
    if (update.transactionType !== undefined && update.transactionType > 2) {
      ctx.addIssue({
        code: 'custom',
        path: ['transactionType'],
        message: 'Transaction type is 1 (deposit) or 2 (withdrawal).',
      });
    }
    refuseNegativeDeposit(update.value, update.transactionType, 'value', ctx);
  });
export type TransactionUpdate = z.input<typeof transactionUpdateSchema>;

export const saveOrderSchema = z.object({
  ledgerId: z.number().int().min(1).max(INT_MAX),
  sortedItems: z
    .array(
      z.object({ id: z.number().int().min(1).max(INT_MAX), orderId: z.number().int().min(0).max(INT_MAX) }),
    )
    .min(1)
    .max(10_000),
});

export const TRANSACTION_SORTS = ['transactionDate', 'orderId', 'amount', 'memo', 'id'] as const;

/** The transactions page: offset paging (page) or keyset paging (after, a cursor from nextCursor). */
export const transactionPageSchema = z.object({
  filterBy: z.string().trim().max(200).optional().default(''),
  itemsPerPage: z.number().int().min(1).max(10_000).optional().default(10),
  page: z.number().int().min(1).max(1_000_000).optional().default(1),
  // A client sends an empty sortBy (or direction) when nothing is sorted: that is the default order.
  sortBy: z
    .enum([...TRANSACTION_SORTS, ''])
    .nullish()
    .transform((value) => value || undefined),
  sortDirection: z
    .enum(['asc', 'desc', ''])
    .nullish()
    .transform((value) => value || 'asc'),
  after: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}_\d+$/, 'After is a cursor from nextCursor.')
    .optional(),
});
export type TransactionPageRequest = z.input<typeof transactionPageSchema>;

export const transactionSchema = z.object({
  id: z.number().int(),
  ledgerId: z.number().int(),
  amount: z.number().int(),
  amountD: z.string(),
  memo: z.string(),
  transactionDate: z.string(),
  reconciliationDate: z.string().nullable(),
  reconciled: z.boolean(),
  archived: z.boolean(),
  orderId: z.number().int(),
  transactionInitiated: z.boolean(),
  transactionTypeId: z.number().int(),
  automatedTransaction: z.boolean(),
  /** The transfer this row is one side of (both sides share it), or null: not income or spending. */
  transferId: z.number().int().nullable().optional(),
  /** Reconciled to a statement and locked: not edited or deleted until unlocked (money-moves). */
  locked: z.boolean().optional(),
  /** Running balance after this row (cents), as the viewer sees it; null in balance mode None. */
  balance: z.number().int().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionPagedSchema = pagedListSchema(transactionSchema).extend({
  /** Keyset cursor of the next page (send it as `after`), null on the last page or with offset paging. */
  nextCursor: z.string().nullable(),
  currentBalance: z.number().int().nullable(),
  /** A memo filter counts its matches up to 1,000: past it the total is 1,000 and this is true. */
  totalIsEstimate: z.boolean().optional(),
});
export type TransactionPage = z.infer<typeof transactionPagedSchema>;

const int = z.number().int();
const ids = z.array(int);
const date = z.string();

/** Who an account or a ledger is shared with, and what they may change. */
const sharingFields = {
  sharedUsers: ids,
  shareUsersCanEdit: z.boolean(),
  shareUsersCanEditUsers: z.boolean(),
};
/** Who made and last changed a record, and when. */
const changeFields = { modifiedDate: date, createdById: int.nullable(), modifiedById: int.nullable() };
/** What the signed-in user may do with a record. */
const rightFields = { canEdit: z.boolean(), canEditUsers: z.boolean() };

export const accountSchema = z.object({
  id: int,
  title: z.string(),
  description: z.string(),
  accountTypeId: int,
  accountNumber: z.string(),
  active: z.boolean(),
  enableAccount: z.boolean(),
  enableLedger: z.boolean(),
  currentBalance: int,
  percentageRate: z.number(),
  creditLimit: int,
  amountPerCycle: int,
  autoIncrementCycleDate: z.boolean(),
  scheduleIntervalId: int.nullable(),
  nextCycleDate: date.nullable(),
  ...sharingFields,
  ledgerTypeId: int,
  budgetTemplateId: int.nullable(),
  ledgers: z.array(lookupRecordSchema),
  ...changeFields,
  ...rightFields,
  /** ISO 4217; amounts are its minor units (money-moves). */
  currency: z.string().optional(),
});
export type Account = z.infer<typeof accountSchema>;

export const accountEditSchema = accountSchema.extend({
  availableAccounts: z.array(lookupRecordSchema),
  availableLedgers: z.array(lookupRecordSchema),
  createdDate: date,
});
export type AccountEdit = z.infer<typeof accountEditSchema>;

export const ledgerSchema = z.object({
  id: int,
  title: z.string(),
  description: z.string(),
  accountId: int.nullable(),
  balanceMode: z.string(),
  balanceModeId: int,
  balanceAccountId: int.nullable(),
  balanceLedgerId: int.nullable(),
  /** Cents as the viewer sees them (sign reversed for right-group users); null in balance mode None. */
  currentBalance: int.nullable(),
  currentBalanceD: z.string().nullable(),
  ledgerTypeId: int,
  ledgerType: z.string(),
  keepOrder: z.boolean(),
  enableRankOrder: z.boolean(),
  enableLedgerDate: z.boolean(),
  enableLedgerAffectsCurrentBalance: z.boolean(),
  enableSchedule: z.boolean(),
  scheduleIntervalId: int.nullable(),
  amountPerCycle: int,
  nextCycleDate: date.nullable(),
  autoIncrementCycleDate: z.boolean(),
  ...sharingFields,
  leftGroupUsers: ids,
  rightGroupUsers: ids,
  ...changeFields,
  ...rightFields,
  /** Whether the viewer sees balances with the sign reversed. */
  signReversed: z.boolean(),
  /** ISO 4217: the linked account's, else the ledger's own, else USD; amounts are its minor units. */
  currency: z.string().optional(),
});
export type Ledger = z.infer<typeof ledgerSchema>;

export const creditRowSchema = z.object({
  id: int,
  title: z.string(),
  description: z.string(),
  accountType: int,
  currentBalance: int,
  percentageRate: z.number(),
  creditLimit: int,
  active: z.enum(['Yes', 'No']),
  shareUsersCanEdit: z.boolean(),
  modifiedDate: date,
  createdById: int.nullable(),
  currentBalanceFormatted: z.string(),
  creditLimitFormatted: z.string(),
  rateColor: z.string(),
  /** The account's currency (ISO 4217): amounts are its minor units. */
  currency: z.string().optional(),
});
export type CreditRow = z.infer<typeof creditRowSchema>;

export const creditListSchema = z.object({
  records: z.array(creditRowSchema),
  /** The totals of the rows in the main currency (the most rows'): never a sum of two currencies. */
  totalBalance: int,
  totalLimit: int,
  /** The totals per currency, ordered by code. */
  totalsByCurrency: z
    .array(z.object({ currency: z.string(), balance: int, limit: int }))
    .optional()
    .default([]),
  totalBalanceFormatted: z.string(),
  totalLimitFormatted: z.string(),
});
export type CreditList = z.infer<typeof creditListSchema>;

export const subscriptionRowSchema = z.object({
  id: int,
  title: z.string(),
  description: z.string(),
  scheduleIntervalId: int.nullable(),
  accountTypeId: int,
  frequency: z.string(),
  amountPerCycle: int,
  automated: z.boolean(),
  nextCycleDate: date.nullable(),
  /** Monthly equivalent in cents, rounded half-even. */
  perCycleRate: int,
  /** The exact monthly equivalent times 12 (an integer): sum these and divide once for an exact total. */
  perCycleRateTwelfths: int,
  active: z.boolean(),
  shareUsersCanEdit: z.boolean(),
  modifiedDate: date,
  createdById: int.nullable(),
  amountPerCycleFormatted: z.string(),
  perCycleRateFormatted: z.string(),
  /** The account's currency (ISO 4217): amounts are its minor units. */
  currency: z.string().optional(),
});
export type SubscriptionRow = z.infer<typeof subscriptionRowSchema>;

export const subscriptionListSchema = z.object({
  records: z.array(subscriptionRowSchema),
  /** Sum of the active rows' exact monthly rates in the main currency (the most rows'), rounded half-even once. */
  totalPerMonth: int,
  /** The same per currency, ordered by code: never a sum of two currencies. */
  totalsPerMonthByCurrency: z
    .array(z.object({ currency: z.string(), amount: int }))
    .optional()
    .default([]),
  totalPerMonthFormatted: z.string(),
});
export type SubscriptionList = z.infer<typeof subscriptionListSchema>;

/** The account form's lists (GET money/account/md answers them under `lists`). */
export const accountLookupsSchema = z.object({
  accounttype: lookupListSchema,
  intervals: lookupListSchema,
  users: lookupListSchema,
  balancemodes: lookupListSchema,
  ledgertypes: lookupListSchema,
});
export type AccountLookups = z.infer<typeof accountLookupsSchema>;

/** The ledger form's lists: the account form's and the accounts a ledger may be linked to. */
export const ledgerLookupsSchema = accountLookupsSchema.extend({ availableAccounts: lookupListSchema });
export type LedgerLookups = z.infer<typeof ledgerLookupsSchema>;

export const subscriptionListQuerySchema = z.object({
  includeInactive: queryFlag(),
  includeLeases: queryFlag(),
});
export const creditListQuerySchema = z.object({
  accountTypeId: z.coerce.number().int().min(1).max(11).optional(),
});

/** Money's result wrapper of a save or delete: success, the message to show and what was saved. */
export const moneyResultSchema = resultSchema;
export interface MoneyResult<T> {
  success: boolean;
  message: string;
  result: T;
}
