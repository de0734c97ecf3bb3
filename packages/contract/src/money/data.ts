// Money data in and out (issue 21): bank statement import (CSV with a saved column mapping, OFX/QFX, QIF),
// its preview with duplicates and failures marked, undo of a whole import; search across a ledger's
// transactions; export of a ledger to CSV; restore of a deleted transaction (the undo of a delete).
// Amounts are integer cents, dates 'YYYY-MM-DD', as everywhere in Money.
import { z } from 'zod';
import { centsSchema, moneyDateSchema, refuseNegativeDeposit, transactionSchema } from './schemas.js';
import { transactionCategorySchema, transactionPayeeSchema, transactionSplitSchema } from './budgeting.js';

const INT_MAX = 2_147_483_647;

/** What one import may hold: the file's text and its transactions. */
export const IMPORT_LIMITS = {
  /** Characters of the statement's text (about its size in bytes for the ASCII these files are). */
  maxChars: 2 * 1024 * 1024,
  maxRows: 5000,
  /** Columns a CSV row may have. */
  maxColumns: 100,
} as const;

/** Bank statements: CSV with a column mapping, OFX/QFX, QIF, and ISO 20022 camt.053 (XML). */
export const IMPORT_FORMATS = ['csv', 'ofx', 'qif', 'camt053'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Whole histories (moving.ts): Actual Budget's CSV export, Firefly III's CSV export, and Money's own. */
export const HISTORY_FORMATS = ['actual', 'firefly', 'lcars', 'ynab'] as const;
export type HistoryFormat = (typeof HISTORY_FORMATS)[number];

/** Date layouts a statement may use (d day, M month, y year, as in date-fns). */
export const IMPORT_DATE_FORMATS = [
  'yyyy-MM-dd',
  'dd/MM/yyyy',
  'MM/dd/yyyy',
  'dd.MM.yyyy',
  'dd-MM-yyyy',
  'MM-dd-yyyy',
  'yyyy/MM/dd',
  'yyyyMMdd',
  'dd/MM/yy',
  'MM/dd/yy',
] as const;
export type ImportDateFormat = (typeof IMPORT_DATE_FORMATS)[number];

export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;

const column = z
  .number()
  .int()
  .min(0)
  .max(IMPORT_LIMITS.maxColumns - 1);

/** Which CSV column holds what, and how its dates and amounts are written. Columns count from 0. */
export const csvMappingSchema = z
  .object({
    delimiter: z.enum(CSV_DELIMITERS).optional().default(','),
    /** The first row (after skipRows) names the columns and is not a transaction. */
    hasHeader: z.boolean().optional().default(true),
    /** Lines before the header (a bank's title lines). */
    skipRows: z.number().int().min(0).max(50).optional().default(0),
    dateColumn: column,
    dateFormat: z.enum(IMPORT_DATE_FORMATS),
    /** The columns joined (with ' - ') into the memo, in this order. */
    memoColumns: z.array(column).min(1).max(5),
    /** 'signed': one amount column, withdrawals negative; 'debitCredit': money out and money in apart. */
    amountMode: z.enum(['signed', 'debitCredit']),
    amountColumn: column.nullish(),
    debitColumn: column.nullish(),
    creditColumn: column.nullish(),
    decimalSeparator: z.enum(['.', ',']).optional().default('.'),
    /** Flip every sign (a card statement that lists purchases as positive amounts). */
    negate: z.boolean().optional().default(false),
  })
  .superRefine((mapping, ctx) => {
    if (mapping.amountMode === 'signed' && (mapping.amountColumn ?? null) === null) {
      ctx.addIssue({ code: 'custom', path: ['amountColumn'], message: 'Choose the amount column.' });
    }
    if (mapping.amountMode === 'debitCredit') {
      if ((mapping.debitColumn ?? null) === null)
        ctx.addIssue({ code: 'custom', path: ['debitColumn'], message: 'Choose the debit column.' });
      if ((mapping.creditColumn ?? null) === null)
        ctx.addIssue({ code: 'custom', path: ['creditColumn'], message: 'Choose the credit column.' });
    }
  });
export type CsvMapping = z.output<typeof csvMappingSchema>;
export type CsvMappingInput = z.input<typeof csvMappingSchema>;

export const importPreviewSchema = z
  .object({
    format: z.enum(IMPORT_FORMATS),
    fileName: z.string().max(255).optional().default(''),
    content: z
      .string()
      .min(1, 'The file is empty.')
      .max(IMPORT_LIMITS.maxChars, `The file is larger than ${IMPORT_LIMITS.maxChars} characters.`),
    /** CSV only; without it the preview answers the columns and the mapping saved for the account. */
    mapping: csvMappingSchema.optional(),
    /** QIF dates carry no layout of their own: US files write month first, most others day first. */
    qifDateFormat: z.enum(['MM/dd/yyyy', 'dd/MM/yyyy']).optional().default('MM/dd/yyyy'),
  })
  .strict();
export type ImportPreviewRequest = z.input<typeof importPreviewSchema>;

export const importCommitSchema = importPreviewSchema
  .extend({
    /** The row indexes of the preview to post. */
    rows: z.array(z.number().int().min(0).max(IMPORT_LIMITS.maxRows)).min(1).max(IMPORT_LIMITS.maxRows),
    /** Save the CSV mapping for the ledger's account (or the ledger) for next time. */
    saveMapping: z.boolean().optional().default(true),
  })
  .strict();
export type ImportCommitRequest = z.input<typeof importCommitSchema>;

export const IMPORT_ROW_STATUSES = ['new', 'duplicate', 'error'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

export const importRowSchema = z.object({
  index: z.number().int(),
  /** The line of the file the row starts on (1-based). */
  line: z.number().int(),
  date: z.string().nullable(),
  /** Signed cents, withdrawals negative. */
  amount: z.number().int().nullable(),
  memo: z.string(),
  externalId: z.string().nullable(),
  /** The ISO code of the amount's currency when the statement names one (OFX); null otherwise. */
  currency: z.string().nullable(),
  status: z.enum(IMPORT_ROW_STATUSES),
  /** Why a row failed to parse, or what it duplicates. */
  reason: z.string().nullable(),
  duplicateOfId: z.number().int().nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importPreviewResultSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  /** CSV: the header's names (or Column 1, 2...); others: empty. */
  columns: z.array(z.string()),
  /** CSV: the first rows as split, to choose the mapping from. */
  sample: z.array(z.array(z.string())),
  /** CSV: the mapping saved for this ledger's account (or the ledger), if any. */
  savedMapping: csvMappingSchema.nullable(),
  /** CSV: the separator the columns were split with (the mapping's, or the one found in the file). */
  delimiter: z.enum(CSV_DELIMITERS).nullable(),
  /** CSV without a mapping: nothing is parsed until one is chosen. */
  needsMapping: z.boolean(),
  /** What the user should know about the file: trades left out, no transactions, another currency. */
  notices: z.array(z.string()),
  rows: z.array(importRowSchema),
  counts: z.object({ total: z.number(), new: z.number(), duplicate: z.number(), error: z.number() }),
});
export type ImportPreviewResult = z.infer<typeof importPreviewResultSchema>;

export const importBatchSchema = z.object({
  id: z.number().int(),
  ledgerId: z.number().int(),
  /** A statement's format, or the whole history's a ledger's transactions came with. */
  format: z.enum([...IMPORT_FORMATS, ...HISTORY_FORMATS]),
  fileName: z.string(),
  rowCount: z.number().int(),
  /** Transactions of the batch still in the ledger. */
  remaining: z.number().int(),
  createdAt: z.string(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;

export const importCommitResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  result: importBatchSchema,
});

/** Search across a ledger's transactions, live and reconciled. Amounts match on their size (12.50 finds both signs). */
export const transactionSearchSchema = z
  .object({
    memo: z.string().trim().max(200).optional().default(''),
    amountFrom: centsSchema.min(0).nullish(),
    amountTo: centsSchema.min(0).nullish(),
    dateFrom: moneyDateSchema.nullish(),
    dateTo: moneyDateSchema.nullish(),
    page: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
    itemsPerPage: z.coerce.number().int().min(1).max(500).optional().default(50),
  })
  .strict()
  .superRefine((search, ctx) => {
    if (search.amountFrom != null && search.amountTo != null && search.amountFrom > search.amountTo)
      ctx.addIssue({
        code: 'custom',
        path: ['amountTo'],
        message: 'The largest amount is below the smallest.',
      });
    if (search.dateFrom != null && search.dateTo != null && search.dateFrom > search.dateTo)
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'The last date is before the first.' });
  });
export type TransactionSearch = z.input<typeof transactionSearchSchema>;

export const transactionSearchResultSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  itemsPerPage: z.number().int(),
  pageCount: z.number().int(),
  records: z.array(transactionSchema),
});
export type TransactionSearchResult = z.infer<typeof transactionSearchResultSchema>;

/** The query of the CSV export: the search's filters as query-string text (all optional). */
export const ledgerExportQuerySchema = z
  .object({
    memo: z.string().trim().max(200).optional().default(''),
    amountFrom: z.coerce.number().pipe(centsSchema.min(0)).optional(),
    amountTo: z.coerce.number().pipe(centsSchema.min(0)).optional(),
    dateFrom: moneyDateSchema.optional(),
    dateTo: moneyDateSchema.optional(),
  })
  .strict();
export type LedgerExportQuery = z.input<typeof ledgerExportQuerySchema>;

/** Rows one export may hold. */
export const EXPORT_MAX_ROWS = 100_000;

/**
 * A deleted transaction put back as it was (the undo of a delete): posted like a new one, with a new id, and
 * with its category, payee and split parts in the same database transaction, so nothing of it is lost.
 */
export const transactionRestoreSchema = z
  .object({
    amount: centsSchema,
    transactionTypeId: z.union([z.literal(1), z.literal(2)]),
    memo: z.string().max(500).optional().default(''),
    transactionDate: moneyDateSchema,
    transactionInitiated: z.boolean().optional().default(false),
    orderId: z.number().int().min(0).max(INT_MAX).optional().default(0),
    reconciled: z.boolean().optional().default(false),
    reconciliationDate: moneyDateSchema.nullish(),
    categoryId: transactionCategorySchema.shape.categoryId.optional(),
    payee: transactionPayeeSchema.shape.payee.optional(),
    /** The split's parts as the caller saw them (summing to the amount), or none. */
    parts: transactionSplitSchema.shape.parts.optional(),
  })
  .strict()
  .superRefine((value, ctx) => refuseNegativeDeposit(value.amount, value.transactionTypeId, 'amount', ctx));
export type TransactionRestore = z.input<typeof transactionRestoreSchema>;

export const IMPORT_NOTICES = {
  empty: 'The statement holds no transactions to import.',
  currency: (codes: readonly string[]) =>
    `The amounts are in ${codes.join(' and ')}: they are imported as they are, without converting them to the ledger's currency.`,
} as const;

export const MONEY_DATA_MESSAGES = {
  imported: (count: number) => `Imported ${count} transaction${count === 1 ? '' : 's'}.`,
  importUndone: (count: number) =>
    `The import was undone: ${count} transaction${count === 1 ? '' : 's'} removed.`,
  restored: 'The transaction was put back.',
} as const;
