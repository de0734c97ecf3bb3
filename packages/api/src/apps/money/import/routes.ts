// Money data routes (issue 21): statement import (preview, commit, the ledger's batches, undo of a batch),
// search across a ledger, its CSV export, and the restore of a deleted transaction. Reading needs
// Money/Read; changes need Money/Update, and the services check the caller's rights on the ledger.
import { z } from 'zod';
import {
  IMPORT_LIMITS,
  importCommitSchema,
  importCommitResultSchema,
  importPreviewResultSchema,
  importPreviewSchema,
  ledgerExportQuerySchema,
  transactionRestoreSchema,
  transactionSearchResultSchema,
  transactionSearchSchema,
} from '@lcars/contract/money';
import { contentDisposition } from '../../../files/serve.js';
import { defineRoute, requireClaim } from '../../../http/routes.js';
import { validate } from '../../../http/validate.js';
import { commitImport, listImportBatches, previewImport, undoImport } from './service.js';
import { exportLedger, restoreTransaction, searchTransactions } from './search.js';

const READ = requireClaim('Money', 'Read');
const UPDATE = requireClaim('Money', 'Update');

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const ledgerParams = z.object({ ledgerId: id });
const batchParams = z.object({ batchId: id });

/** A statement's text in JSON, escapes and all, with room for the other fields. */
const IMPORT_BODY = { bytes: IMPORT_LIMITS.maxChars * 2 + 64 * 1024, depth: 8 };

export const moneyDataRoutes = [
  defineRoute(
    'POST',
    '/money/ledger/:ledgerId/import/preview',
    UPDATE,
    'money.import.preview',
    (ctx, context) =>
      previewImport(
        context,
        validate(ledgerParams, ctx.params).ledgerId,
        validate(importPreviewSchema, ctx.request.body),
      ),
    {
      summary:
        'Parses a bank statement (CSV with a mapping, OFX/QFX, QIF) and marks duplicates and failed rows',
      body: importPreviewSchema,
      response: importPreviewResultSchema,
      bodyLimits: IMPORT_BODY,
    },
  ),
  defineRoute(
    'POST',
    '/money/ledger/:ledgerId/import',
    UPDATE,
    'money.import.commit',
    (ctx, context) =>
      commitImport(
        context,
        validate(ledgerParams, ctx.params).ledgerId,
        validate(importCommitSchema, ctx.request.body),
      ),
    {
      summary: 'Posts the chosen rows of a statement in one transaction, as one batch that can be undone',
      body: importCommitSchema,
      response: importCommitResultSchema,
      bodyLimits: IMPORT_BODY,
    },
  ),
  defineRoute(
    'GET',
    '/money/ledger/:ledgerId/import/batches',
    READ,
    'money.import.batches',
    (ctx, context) => listImportBatches(context, validate(ledgerParams, ctx.params).ledgerId),
    { summary: "A ledger's imports, newest first" },
  ),
  defineRoute(
    'DELETE',
    '/money/ledger/import/batch/:batchId',
    UPDATE,
    'money.import.undo',
    (ctx, context) => undoImport(context, validate(batchParams, ctx.params).batchId),
    { summary: 'Undoes a whole import: removes the transactions it posted' },
  ),
  defineRoute(
    'POST',
    '/money/ledger/:ledgerId/search',
    READ,
    'money.ledger.search',
    (ctx, context) =>
      searchTransactions(
        context,
        validate(ledgerParams, ctx.params).ledgerId,
        validate(transactionSearchSchema, ctx.request.body),
      ),
    {
      summary: "Searches a ledger's transactions, live and reconciled, by memo, amount and date range",
      body: transactionSearchSchema,
      response: transactionSearchResultSchema,
    },
  ),
  defineRoute(
    'GET',
    '/money/ledger/:ledgerId/export',
    READ,
    'money.ledger.export',
    async (ctx, context) => {
      const ledgerId = validate(ledgerParams, ctx.params).ledgerId;
      const exported = await exportLedger(context, ledgerId, validate(ledgerExportQuerySchema, ctx.query));
      const name = `${exported.title.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'ledger'}.csv`;
      ctx.set('Content-Disposition', contentDisposition('attachment', name));
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.type = 'text/csv; charset=utf-8';
      // A BOM, so that spreadsheet programs read the memo's accents as UTF-8.
      ctx.body = `\uFEFF${exported.csv}`;
    },
    { summary: 'The ledger (or the transactions a search finds) as CSV', query: ledgerExportQuerySchema },
  ),
  defineRoute(
    'POST',
    '/money/ledger/:ledgerId/transaction/restore',
    UPDATE,
    'money.transaction.restore',
    (ctx, context) =>
      restoreTransaction(
        context,
        validate(ledgerParams, ctx.params).ledgerId,
        validate(transactionRestoreSchema, ctx.request.body),
      ),
    { summary: 'Puts a deleted transaction back (the undo of a delete)', body: transactionRestoreSchema },
  ),
];
