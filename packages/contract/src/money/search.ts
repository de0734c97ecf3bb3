// Search across every ledger the user can read (money-moves): memo text, amount (exact or a range, on its
// size), date range, reconciled or not; newest first, keyset-paged and bounded. Each result names its ledger,
// so it can link into the ledger at that row; a category (a split matches by its parts) and a payee narrow it.
import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { INT32_MAX } from '../int32.js';
import { centsSchema, moneyDateSchema, transactionSchema } from './schemas.js';

/** The most results one page answers. */
export const SEARCH_MAX_PAGE = 100;

export const moneySearchSchema = z
  .object({
    memo: z.string().trim().max(200).optional().default(''),
    /** An exact amount, by its size (12.50 finds a deposit and a withdrawal of 12.50). */
    amount: centsSchema.min(0).nullish(),
    amountFrom: centsSchema.min(0).nullish(),
    amountTo: centsSchema.min(0).nullish(),
    dateFrom: moneyDateSchema.nullish(),
    dateTo: moneyDateSchema.nullish(),
    /** true: reconciled only; false: open only; absent: both. */
    reconciled: z.boolean().nullish(),
    /** One of the caller's categories (a split transaction matches when a part has it); 0: uncategorised. */
    categoryId: z.number().int().min(0).max(INT32_MAX).nullish(),
    /** Words of the payee's name. */
    payee: z.string().trim().max(100).optional().default(''),
    limit: z.number().int().min(1).max(SEARCH_MAX_PAGE).optional().default(50),
    /** The cursor of the previous page (nextCursor). */
    after: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}_\d{1,16}$/, 'After is a cursor from nextCursor.')
      .optional(),
  })
  .strict()
  .superRefine((search, ctx) => {
    if (search.amountFrom != null && search.amountTo != null && search.amountFrom > search.amountTo)
      ctx.addIssue({ code: 'custom', path: ['amountTo'], message: 'Amount to is below amount from.' });
    if (search.dateFrom != null && search.dateTo != null && search.dateFrom > search.dateTo)
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'Date to is before date from.' });
  });
export type MoneySearch = z.input<typeof moneySearchSchema>;

export const moneySearchHitSchema = z.object({
  transaction: transactionSchema,
  ledgerTitle: z.string(),
  currency: z.string(),
});
export type MoneySearchHit = z.infer<typeof moneySearchHitSchema>;

export const moneySearchResultSchema = z.object({
  records: z.array(moneySearchHitSchema),
  /** Send as `after` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type MoneySearchResult = z.infer<typeof moneySearchResultSchema>;

export const searchMoney = endpoint({
  method: 'POST',
  path: '/money/search',
  request: moneySearchSchema,
  response: moneySearchResultSchema,
  summary: 'Searches the transactions of every ledger the caller can read, newest first, keyset-paged',
});
