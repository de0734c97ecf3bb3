// The Money API through the portal's call wrapper: failures toast through the api client (core/api.ts)
// and resolve undefined, so callers never need a catch. Paths and answer types are
// the contract's endpoint descriptors (@lcars/contract/money), written once for the API and the portal.
import type { ResponseOf } from '@lcars/contract';
import * as calls from '@lcars/contract/money';
import type {
  AccountSave,
  LedgerSave,
  TransactionPageRequest,
  TransactionSave,
  TransactionUpdate,
} from '@lcars/contract/money';
import { call, type CallOptions } from '../../core/call';
import { whenOnline } from '../../core/offline/whenOnline';
import { useOfflineStore } from '../../core/stores/offline';

export type { AccountLookups, LedgerLookups } from '@lcars/contract/money';
export { whenOnline };

const id = (value: number): number => Math.trunc(value);

/** Offline, Money reads the copy preloaded on the device (offlineData.ts, loaded on first use). */
const isOffline = (): boolean => useOfflineStore.getState().isOffline;
const offlineData = () => import('./offlineData');

export const moneyApi = {
  listAccounts: async () =>
    isOffline() ? (await offlineData()).offlineAccounts() : call(calls.listAccounts, {}),
  accountLookups: () => call(calls.accountLookups, {}),
  getAccount: (accountId: number) => call(calls.getAccount, { params: { id: id(accountId) } }),
  getAccountEdit: (accountId: number) => call(calls.getAccountEdit, { params: { id: id(accountId) } }),
  saveAccount: (account: AccountSave) => whenOnline(() => call(calls.saveAccount, { body: account })),
  deleteAccount: (accountId: number) =>
    whenOnline(() => call(calls.deleteAccount, { params: { id: id(accountId) } })),
  creditList: (accountTypeId?: number) =>
    call(calls.creditAccountList, {
      query: accountTypeId === undefined ? {} : { accountTypeId: id(accountTypeId) },
    }),
  subscriptionList: (options: { includeInactive: boolean; includeLeases: boolean }) =>
    call(calls.subscriptionList, { query: options }),

  listLedgers: async () =>
    isOffline() ? (await offlineData()).offlineLedgers() : call(calls.listLedgers, {}),
  ledgerLookups: () => call(calls.ledgerLookups, {}),
  getLedger: async (ledgerId: number, options?: CallOptions<ResponseOf<typeof calls.getLedger>>) =>
    isOffline()
      ? (await offlineData()).offlineLedger(id(ledgerId))
      : call(calls.getLedger, { params: { id: id(ledgerId) } }, options),
  saveLedger: (ledger: LedgerSave) => whenOnline(() => call(calls.saveLedger, { body: ledger })),
  deleteLedger: (ledgerId: number) =>
    whenOnline(() => call(calls.deleteLedger, { params: { id: id(ledgerId) } })),

  transactions: async (ledgerId: number, historical: boolean, request: TransactionPageRequest) =>
    isOffline()
      ? (await offlineData()).offlineTransactionPage(id(ledgerId), historical, request)
      : call(calls.transactionPage, { params: { ledgerId: id(ledgerId), historical }, body: request }),
  addTransaction: (ledgerId: number, transaction: TransactionSave) =>
    whenOnline(() => call(calls.addTransaction, { params: { ledgerId: id(ledgerId) }, body: transaction })),
  reconcile: (transactionId: number) =>
    whenOnline(() => call(calls.reconcileTransaction, { params: { id: id(transactionId) } })),
  updateTransaction: (update: TransactionUpdate) =>
    whenOnline(() => call(calls.updateTransaction, { params: { id: id(update.id) }, body: update })),
  /** Where a row stands in its ledger (a search result opens the page holding it); undefined offline. */
  transactionPlace: (transactionId: number) =>
    isOffline()
      ? Promise.resolve(undefined)
      : call(calls.transactionPlace, { params: { id: id(transactionId) } }, { toastOnError: false }),
  deleteTransaction: (transactionId: number) =>
    whenOnline(() => call(calls.deleteTransaction, { params: { id: id(transactionId) } })),
  /** The caller says 'There was an error saving the sort order.' itself. */
  saveOrder: (ledgerId: number, sortedItems: { id: number; orderId: number }[]) =>
    whenOnline(() => call(calls.saveOrder, { body: { ledgerId, sortedItems } }, { toastOnError: false })),
};
