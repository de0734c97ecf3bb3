// Money data in and out (issue 21) through the portal's call wrapper: statement import (preview, commit,
// batches, undo), search, CSV export and the restore of a deleted transaction. Failures toast and resolve
// undefined, as in api.ts.
import type {
  LedgerExportQuery,
  ImportCommitRequest,
  ImportPreviewRequest,
  TransactionRestore,
  TransactionSearch,
} from '@lcars/contract/money';
import * as calls from '@lcars/contract/money';
import { call } from '../../core/call';
import { whenOnline } from './api';

const id = (value: number): number => Math.trunc(value);

/** The search's filters as the export's query (empty ones left out). */
export function exportFilters(search: TransactionSearch): LedgerExportQuery {
  const given = <T>(value: T | null | undefined | ''): value is T =>
    value !== undefined && value !== null && value !== '';
  return {
    ...(given(search.memo) ? { memo: search.memo } : {}),
    ...(given(search.amountFrom) ? { amountFrom: search.amountFrom } : {}),
    ...(given(search.amountTo) ? { amountTo: search.amountTo } : {}),
    ...(given(search.dateFrom) ? { dateFrom: search.dateFrom } : {}),
    ...(given(search.dateTo) ? { dateTo: search.dateTo } : {}),
  };
}

// Every call here needs the server: offline each says "Offline commit is not implemented." (whenOnline).
export const moneyDataApi = {
  previewImport: (ledgerId: number, request: ImportPreviewRequest) =>
    whenOnline(() => call(calls.previewImport, { params: { ledgerId: id(ledgerId) }, body: request })),
  commitImport: (ledgerId: number, request: ImportCommitRequest) =>
    whenOnline(() => call(calls.commitImport, { params: { ledgerId: id(ledgerId) }, body: request })),
  importBatches: (ledgerId: number) => call(calls.listImportBatches, { params: { ledgerId: id(ledgerId) } }),
  undoImport: (batchId: number) =>
    whenOnline(() => call(calls.undoImport, { params: { batchId: id(batchId) } })),
  search: (ledgerId: number, search: TransactionSearch) =>
    call(calls.searchTransactions, { params: { ledgerId: id(ledgerId) }, body: search }),
  /** The CSV text of the ledger (filtered like a search). */
  exportCsv: (ledgerId: number, search: TransactionSearch = {}) =>
    call(calls.exportLedger, { params: { ledgerId: id(ledgerId) }, query: exportFilters(search) }) as Promise<
      string | undefined
    >,
  restoreTransaction: (ledgerId: number, transaction: TransactionRestore) =>
    whenOnline(() =>
      call(calls.restoreTransaction, { params: { ledgerId: id(ledgerId) }, body: transaction }),
    ),
};
