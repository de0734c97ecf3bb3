// Money data in and out (issue 21) through the portal's call wrapper: statement import (preview, commit,
// batches, undo), search, CSV export and the restore of a deleted transaction. Failures toast and resolve
// undefined, as in api.ts.
import type {
  ImportBatch,
  ImportCommitRequest,
  ImportPreviewRequest,
  ImportPreviewResult,
  MoneyResult,
  Transaction,
  TransactionRestore,
  TransactionSearch,
  TransactionSearchResult,
} from '@lcars/contract/money';
import { apiCall } from '../../core/call';
import { whenOnline } from './api';

const id = (value: number): string => String(Math.trunc(value));

/** The search's filters as the export's query string (empty ones left out). */
export function exportQuery(search: TransactionSearch): string {
  const params = new URLSearchParams();
  for (const key of ['memo', 'amountFrom', 'amountTo', 'dateFrom', 'dateTo'] as const) {
    const value = search[key];
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

// Every call here needs the server: offline each says "Offline commit is not implemented." (whenOnline).
export const moneyDataApi = {
  previewImport: (ledgerId: number, request: ImportPreviewRequest) =>
    whenOnline(() =>
      apiCall<ImportPreviewResult>('post', `money/ledger/${id(ledgerId)}/import/preview`, { data: request }),
    ),
  commitImport: (ledgerId: number, request: ImportCommitRequest) =>
    whenOnline(() =>
      apiCall<MoneyResult<ImportBatch>>('post', `money/ledger/${id(ledgerId)}/import`, { data: request }),
    ),
  importBatches: (ledgerId: number) =>
    apiCall<ImportBatch[]>('get', `money/ledger/${id(ledgerId)}/import/batches`),
  undoImport: (batchId: number) =>
    whenOnline(() => apiCall<MoneyResult<number>>('delete', `money/ledger/import/batch/${id(batchId)}`)),
  search: (ledgerId: number, search: TransactionSearch) =>
    apiCall<TransactionSearchResult>('post', `money/ledger/${id(ledgerId)}/search`, { data: search }),
  /** The CSV text of the ledger (filtered like a search). */
  exportCsv: (ledgerId: number, search: TransactionSearch = {}) =>
    apiCall<string>('get', `money/ledger/${id(ledgerId)}/export${exportQuery(search)}`),
  restoreTransaction: (ledgerId: number, transaction: TransactionRestore) =>
    whenOnline(() =>
      apiCall<MoneyResult<Transaction>>('post', `money/ledger/${id(ledgerId)}/transaction/restore`, {
        data: transaction,
      }),
    ),
};
