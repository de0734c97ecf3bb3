// Money's transfers, statement reconciliation and search across ledgers (money-moves) through the portal's
// call wrapper: failures toast and resolve undefined, as in api.ts; changes need the server (whenOnline).
import type { MoneySearch, StatementReconcile, TransferSave } from '@lcars/contract/money';
import * as calls from '@lcars/contract/money';
import { call } from '../../core/call';
import { useOfflineStore } from '../../core/stores/offline';
import { whenOnline } from './api';

const id = (value: number): number => Math.trunc(value);

export const moneyMovesApi = {
  /** Offline, the same search over the device's copy (offlineSearch.ts). */
  search: async (search: MoneySearch) =>
    useOfflineStore.getState().isOffline
      ? (await import('./offlineSearch')).offlineSearch(search)
      : call(calls.searchMoney, { body: search }),
  transfer: (transfer: TransferSave) => whenOnline(() => call(calls.createTransfer, { body: transfer })),
  statement: (ledgerId: number, request: StatementReconcile) =>
    whenOnline(() => call(calls.reconcileStatement, { params: { ledgerId: id(ledgerId) }, body: request })),
  unlock: (transactionId: number) =>
    whenOnline(() => call(calls.unlockTransaction, { params: { id: id(transactionId) } })),
};
