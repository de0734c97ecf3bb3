// The Money API through the portal's call wrapper: failures toast through the api client (core/api.ts)
// and resolve undefined, so callers never need a catch. Paths and answer types are
// the contract's endpoint descriptors (@lcars/contract/money), written once for the API and the portal.
import { pathOf, type Endpoint, type ResponseOf } from '@lcars/contract';
import * as calls from '@lcars/contract/money';
import type {
  AccountSave,
  LedgerSave,
  TransactionPageRequest,
  TransactionSave,
  TransactionUpdate,
} from '@lcars/contract/money';
import { apiCall, type CallOptions } from '../../core/call';
import { whenOnline } from '../../core/offline/whenOnline';
import { useOfflineStore } from '../../core/stores/offline';

export type { AccountLookups, LedgerLookups } from '@lcars/contract/money';
export { whenOnline };

const id = (value: number): number => Math.trunc(value);
const method = (call: { method: string }) => call.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';

/** One call of a descriptor: its path filled in, its answer typed by its response schema. */
function call<E extends Endpoint>(
  endpoint: E,
  path: string,
  options?: CallOptions<ResponseOf<E>>,
): Promise<ResponseOf<E> | undefined> {
  return apiCall<ResponseOf<E>>(method(endpoint), path, options);
}

/** Offline, Money reads the copy preloaded on the device (offlineData.ts, loaded on first use). */
const isOffline = (): boolean => useOfflineStore.getState().isOffline;
const offlineData = () => import('./offlineData');

export const moneyApi = {
  listAccounts: async () =>
    isOffline()
      ? (await offlineData()).offlineAccounts()
      : call(calls.listAccounts, pathOf(calls.listAccounts, {})),
  accountLookups: () => call(calls.accountLookups, pathOf(calls.accountLookups, {})),
  getAccount: (accountId: number) => call(calls.getAccount, pathOf(calls.getAccount, { id: id(accountId) })),
  getAccountEdit: (accountId: number) =>
    call(calls.getAccountEdit, pathOf(calls.getAccountEdit, { id: id(accountId) })),
  saveAccount: (account: AccountSave) =>
    whenOnline(() => call(calls.saveAccount, pathOf(calls.saveAccount, {}), { data: account })),
  deleteAccount: (accountId: number) =>
    whenOnline(() => call(calls.deleteAccount, pathOf(calls.deleteAccount, { id: id(accountId) }))),
  creditList: (accountTypeId?: number) =>
    call(
      calls.creditAccountList,
      pathOf(calls.creditAccountList, {}) +
        (accountTypeId === undefined ? '' : `?accountTypeId=${id(accountTypeId)}`),
    ),
  subscriptionList: (options: { includeInactive: boolean; includeLeases: boolean }) =>
    call(
      calls.subscriptionList,
      `${pathOf(calls.subscriptionList, {})}?includeInactive=${String(options.includeInactive)}&includeLeases=${String(options.includeLeases)}`,
    ),

  listLedgers: async () =>
    isOffline()
      ? (await offlineData()).offlineLedgers()
      : call(calls.listLedgers, pathOf(calls.listLedgers, {})),
  ledgerLookups: () => call(calls.ledgerLookups, pathOf(calls.ledgerLookups, {})),
  getLedger: async (ledgerId: number, options?: CallOptions<ResponseOf<typeof calls.getLedger>>) =>
    isOffline()
      ? (await offlineData()).offlineLedger(id(ledgerId))
      : call(calls.getLedger, pathOf(calls.getLedger, { id: id(ledgerId) }), options),
  saveLedger: (ledger: LedgerSave) =>
    whenOnline(() => call(calls.saveLedger, pathOf(calls.saveLedger, {}), { data: ledger })),
  deleteLedger: (ledgerId: number) =>
    whenOnline(() => call(calls.deleteLedger, pathOf(calls.deleteLedger, { id: id(ledgerId) }))),

  transactions: async (ledgerId: number, historical: boolean, request: TransactionPageRequest) =>
    isOffline()
      ? (await offlineData()).offlineTransactionPage(id(ledgerId), historical, request)
      : call(calls.transactionPage, pathOf(calls.transactionPage, { ledgerId: id(ledgerId), historical }), {
          data: request,
        }),
  addTransaction: (ledgerId: number, transaction: TransactionSave) =>
    whenOnline(() =>
      call(calls.addTransaction, pathOf(calls.addTransaction, { ledgerId: id(ledgerId) }), {
        data: transaction,
      }),
    ),
  reconcile: (transactionId: number) =>
    whenOnline(() =>
      call(calls.reconcileTransaction, pathOf(calls.reconcileTransaction, { id: id(transactionId) })),
    ),
  updateTransaction: (update: TransactionUpdate) =>
    whenOnline(() =>
      call(calls.updateTransaction, pathOf(calls.updateTransaction, { id: id(update.id) }), { data: update }),
    ),
  deleteTransaction: (transactionId: number) =>
    whenOnline(() =>
      call(calls.deleteTransaction, pathOf(calls.deleteTransaction, { id: id(transactionId) })),
    ),
  /** The caller says 'There was an error saving the sort order.' itself. */
  saveOrder: (ledgerId: number, sortedItems: { id: number; orderId: number }[]) =>
    whenOnline(() =>
      call(calls.saveOrder, pathOf(calls.saveOrder, {}), {
        data: { ledgerId, sortedItems },
        toastOnError: false,
      }),
    ),
};
