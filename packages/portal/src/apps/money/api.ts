// The Money API (apps.md section 7) through the portal's call wrapper: failures toast through the api client
// (platform.md section 8) and resolve undefined, so callers never need a catch. Paths and answer types are
// the contract's endpoint descriptors (@lcars/api/contract/money), written once for the API and the portal.
import { pathOf, type Endpoint, type ResponseOf } from '@lcars/api/contract';
import * as calls from '@lcars/api/contract/money';
import type {
  AccountSave,
  LedgerSave,
  TransactionPageRequest,
  TransactionSave,
  TransactionUpdate,
} from '@lcars/api/contract/money';
import { apiCall, type CallOptions } from '../../core/call';

export type { AccountLookups, LedgerLookups } from '@lcars/api/contract/money';

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

export const moneyApi = {
  listAccounts: () => call(calls.listAccounts, pathOf(calls.listAccounts, {})),
  accountLookups: () => call(calls.accountLookups, pathOf(calls.accountLookups, {})),
  getAccount: (accountId: number) => call(calls.getAccount, pathOf(calls.getAccount, { id: id(accountId) })),
  getAccountEdit: (accountId: number) =>
    call(calls.getAccountEdit, pathOf(calls.getAccountEdit, { id: id(accountId) })),
  saveAccount: (account: AccountSave) =>
    call(calls.saveAccount, pathOf(calls.saveAccount, {}), { data: account }),
  deleteAccount: (accountId: number) =>
    call(calls.deleteAccount, pathOf(calls.deleteAccount, { id: id(accountId) })),
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

  listLedgers: () => call(calls.listLedgers, pathOf(calls.listLedgers, {})),
  ledgerLookups: () => call(calls.ledgerLookups, pathOf(calls.ledgerLookups, {})),
  getLedger: (ledgerId: number) => call(calls.getLedger, pathOf(calls.getLedger, { id: id(ledgerId) })),
  saveLedger: (ledger: LedgerSave) => call(calls.saveLedger, pathOf(calls.saveLedger, {}), { data: ledger }),
  deleteLedger: (ledgerId: number) =>
    call(calls.deleteLedger, pathOf(calls.deleteLedger, { id: id(ledgerId) })),

  transactions: (ledgerId: number, historical: boolean, request: TransactionPageRequest) =>
    call(calls.transactionPage, pathOf(calls.transactionPage, { ledgerId: id(ledgerId), historical }), {
      data: request,
    }),
  addTransaction: (ledgerId: number, transaction: TransactionSave) =>
    call(calls.addTransaction, pathOf(calls.addTransaction, { ledgerId: id(ledgerId) }), {
      data: transaction,
    }),
  reconcile: (transactionId: number) =>
    call(calls.reconcileTransaction, pathOf(calls.reconcileTransaction, { id: id(transactionId) })),
  updateTransaction: (update: TransactionUpdate) =>
    call(calls.updateTransaction, pathOf(calls.updateTransaction, { id: id(update.id) }), { data: update }),
  deleteTransaction: (transactionId: number) =>
    call(calls.deleteTransaction, pathOf(calls.deleteTransaction, { id: id(transactionId) })),
  /** The caller says 'There was an error saving the sort order.' itself (apps.md section 8). */
  saveOrder: (ledgerId: number, sortedItems: { id: number; orderId: number }[]) =>
    call(calls.saveOrder, pathOf(calls.saveOrder, {}), {
      data: { ledgerId, sortedItems },
      toastOnError: false,
    }),
};
