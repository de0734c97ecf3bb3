// Money data routes (issue 21): statement import (preview, commit, the ledger's batches, undo of a batch),
// search across a ledger, its CSV export, and the restore of a deleted transaction. Reading needs
// Money/Read; changes need Money/Update, and the services check the caller's rights on the ledger.
import * as calls from '@lcars/contract/money';
import { HISTORY_LIMITS, IMPORT_LIMITS } from '@lcars/contract/money';
import { contentDisposition } from '../../../files/serve.js';
import { requireClaim, route } from '../../../http/routes.js';
import { readRawBody } from '../../../platform/profile/images.js';
import { exportMoneyCsv, exportMoneyOfx } from './export.js';
import { importHistory } from './history.js';
import { HISTORY_IMPORT_JOB_BYTES, queueHistoryImport } from './history-job.js';
import { deleteBankMapping, listBankMappings, saveBankMapping } from './mappings.js';
import { commitImport, listImportBatches, previewImport, undoImport } from './service.js';
import { exportLedger, restoreTransaction, searchTransactions } from './search.js';

const READ = requireClaim('Money', 'Read');
const UPDATE = requireClaim('Money', 'Update');

/** A statement's text in JSON, escapes and all, with room for the other fields. */
const IMPORT_BODY = { bytes: IMPORT_LIMITS.maxChars * 2 + 64 * 1024, depth: 8 };

/** A download's file name from a title: letters, digits, spaces, dashes and underscores. */
const fileName = (title: string, extension: string) =>
  `${title.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'money'}.${extension}`;

export const moneyDataRoutes = [
  // Moving in and out (issue 31): the fixed paths, before the ledger ones.
  route(calls.moneyBankMappings, READ, 'money.import.mappings', (_input, services) =>
    listBankMappings(services),
  ),
  route(calls.moneySaveBankMapping, UPDATE, 'money.import.mapping.save', ({ body }, services) =>
    saveBankMapping(services, body),
  ),
  route(calls.moneyDeleteBankMapping, UPDATE, 'money.import.mapping.delete', ({ params }, services) =>
    deleteBankMapping(services, params.id),
  ),
  // The body is the export file itself. A small one is imported here; a large one goes to a job
  // (history-job.ts), and the answer carries its id: the job's result is the report.
  route(
    calls.moneyImportHistory,
    UPDATE,
    'money.import.history',
    async ({ query }, services, ctx, server) => {
      const bytes = await readRawBody(ctx.req, HISTORY_LIMITS.maxBytes);
      if (bytes.byteLength > HISTORY_IMPORT_JOB_BYTES) {
        return queueHistoryImport(server, services.user.id, query.format, bytes, query.preview);
      }
      return importHistory(services, query.format, bytes, query.preview);
    },
  ),
  route(calls.moneyExportCsv, READ, 'money.export.csv', async ({ query }, services, ctx) => {
    const exported = await exportMoneyCsv(services, query.ledgerId);
    ctx.set('Content-Disposition', contentDisposition('attachment', fileName(exported.title, 'csv')));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = `\uFEFF${exported.csv}`;
  }),
  route(calls.moneyExportOfx, READ, 'money.export.ofx', async ({ query }, services, ctx) => {
    const exported = await exportMoneyOfx(services, query.ledgerId);
    ctx.set('Content-Disposition', contentDisposition('attachment', fileName(exported.title, 'ofx')));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = 'application/x-ofx';
    ctx.body = exported.ofx;
  }),
  route(
    calls.previewImport,
    UPDATE,
    'money.import.preview',
    ({ params, body }, services) => previewImport(services, params.ledgerId, body),
    { bodyLimits: IMPORT_BODY },
  ),
  route(
    calls.commitImport,
    UPDATE,
    'money.import.commit',
    ({ params, body }, services) => commitImport(services, params.ledgerId, body),
    { bodyLimits: IMPORT_BODY },
  ),
  route(calls.listImportBatches, READ, 'money.import.batches', ({ params }, services) =>
    listImportBatches(services, params.ledgerId),
  ),
  route(calls.undoImport, UPDATE, 'money.import.undo', ({ params }, services) =>
    undoImport(services, params.batchId),
  ),
  route(calls.searchTransactions, READ, 'money.ledger.search', ({ params, body }, services) =>
    searchTransactions(services, params.ledgerId, body),
  ),
  route(calls.exportLedger, READ, 'money.ledger.export', async ({ params, query }, services, ctx) => {
    const exported = await exportLedger(services, params.ledgerId, query);
    const name = `${exported.title.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'ledger'}.csv`;
    ctx.set('Content-Disposition', contentDisposition('attachment', name));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = 'text/csv; charset=utf-8';
    // A BOM, so that spreadsheet programs read the memo's accents as UTF-8.
    ctx.body = `\uFEFF${exported.csv}`;
  }),
  route(calls.restoreTransaction, UPDATE, 'money.transaction.restore', ({ params, body }, services) =>
    restoreTransaction(services, params.ledgerId, body),
  ),
];
