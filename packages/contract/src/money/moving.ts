// Moving Money in and out (issue 31): CSV column mappings saved per user under a bank's name (chosen in
// the import dialog for any ledger), the whole-history import of Actual Budget's and Firefly III's
// transaction exports (accounts and ledgers created, the shared import report), and the export of one
// ledger or all of Money as CSV or OFX. Amounts stay integer cents throughout.
import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { int32, queryId } from '../int32.js';
import { importQuery, importReportSchema } from '../moving.js';
import { HISTORY_FORMATS, csvMappingSchema } from './data.js';

/** How many named mappings one user may keep. */
export const BANK_MAPPINGS_MAX = 100;

export const bankMappingSaveSchema = z
  .object({
    /** The bank's (or the file's) name, as the user chooses it in the import dialog. */
    name: z.string().trim().min(1, 'Name the mapping (the bank it is for).').max(100),
    mapping: csvMappingSchema,
  })
  .strict();
export type BankMappingSave = z.input<typeof bankMappingSaveSchema>;

export const bankMappingSchema = z.object({
  id: int32(),
  name: z.string(),
  mapping: csvMappingSchema,
  modifiedAt: z.string(),
});
export type BankMapping = z.infer<typeof bankMappingSchema>;

export const HISTORY_LIMITS = {
  /** Bytes of one export file (a few years of a household's transactions fit many times over). */
  maxBytes: 8 * 1024 * 1024,
  maxRows: 20_000,
  /** Accounts one file may create (the owner's account and ledger limits apply too). */
  maxAccounts: 200,
} as const;

export const historyImportQuerySchema = importQuery(HISTORY_FORMATS);

/** Which ledger to export; all of Money the caller can read when left out. */
export const moneyExportQuerySchema = z.object({ ledgerId: queryId().optional() }).strict();

export const moneyBankMappings = endpoint({
  method: 'GET',
  path: '/money/import/mappings',
  response: z.array(bankMappingSchema),
  summary: "The caller's saved CSV column mappings, by bank name",
});

export const moneySaveBankMapping = endpoint({
  method: 'POST',
  path: '/money/import/mappings',
  request: bankMappingSaveSchema,
  response: bankMappingSchema,
  summary: 'Saves a CSV column mapping under a bank name (replacing the one of that name)',
});

export const moneyDeleteBankMapping = endpoint({
  method: 'DELETE',
  path: '/money/import/mappings/:id',
  params: z.object({ id: queryId() }),
  response: z.boolean(),
  summary: 'Deletes one of the caller’s saved CSV column mappings',
});

export const moneyImportHistory = endpoint({
  method: 'POST',
  path: '/money/import/history',
  query: historyImportQuerySchema,
  response: importReportSchema,
  summary:
    "Imports a whole history (the body is the file): Actual Budget's or Firefly III's CSV export of transactions, YNAB's register CSV, or Money's own CSV export. Accounts and ledgers are created, transactions posted in date order; what was imported before is skipped; ?preview=true only reports",
});

export const moneyExportCsv = endpoint({
  method: 'GET',
  path: '/money/export/csv',
  request: moneyExportQuerySchema,
  summary:
    'One ledger (?ledgerId) or every ledger the caller can read as CSV: ledger, account, date, memo, signed amount, reconciled, id',
});

export const moneyExportOfx = endpoint({
  method: 'GET',
  path: '/money/export/ofx',
  request: moneyExportQuerySchema,
  summary:
    'One ledger (?ledgerId) or every ledger the caller can read as OFX 2 (one bank statement per ledger)',
});
