// Money data in and out (issue 21) through the portal's call wrapper: statement import (preview, commit,
// batches, undo), search, CSV export and the restore of a deleted transaction. Failures toast and resolve
// undefined, as in api.ts.
import type {
  BankMappingSave,
  HistoryFormat,
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
  /** One ledger, or all of Money, as CSV or OFX text (issue 31). */
  exportMoney: (format: 'csv' | 'ofx', ledgerId?: number) =>
    call(format === 'csv' ? calls.moneyExportCsv : calls.moneyExportOfx, {
      query: ledgerId === undefined ? {} : { ledgerId: id(ledgerId) },
    }) as Promise<string | undefined>,
  bankMappings: () => call(calls.moneyBankMappings, {}),
  saveBankMapping: (mapping: BankMappingSave) =>
    whenOnline(() => call(calls.moneySaveBankMapping, { body: mapping })),
  deleteBankMapping: (mappingId: number) =>
    whenOnline(() => call(calls.moneyDeleteBankMapping, { params: { id: id(mappingId) } })),
  /** A whole history (Actual, Firefly III, Money's own CSV): the report of what would be, or was, created. */
  importHistory: (format: HistoryFormat, file: Blob, preview: boolean) =>
    whenOnline(() =>
      call(
        calls.moneyImportHistory,
        { query: { format, preview: preview ? 'true' : 'false' } },
        { data: file },
      ),
    ),
  restoreTransaction: (ledgerId: number, transaction: TransactionRestore) =>
    whenOnline(() =>
      call(calls.restoreTransaction, { params: { ledgerId: id(ledgerId) }, body: transaction }),
    ),
};
