// The Money API (apps.md section 7) through the portal's call wrapper: failures toast through the api client
// (platform.md section 8) and resolve undefined, so callers never need a catch.
import type {
  Account,
  AccountEdit,
  AccountSave,
  CreditList,
  Ledger,
  LedgerSave,
  LookupList,
  MoneyResult,
  SubscriptionList,
  Transaction,
  TransactionPage,
  TransactionPageRequest,
  TransactionSave,
  TransactionUpdate,
} from '@lcars/api/contract';
import { apiCall } from '../../core/call';

export interface AccountLookups {
  accounttype: LookupList;
  intervals: LookupList;
  users: LookupList;
  balancemodes: LookupList;
  ledgertypes: LookupList;
}

export interface LedgerLookups extends AccountLookups {
  availableAccounts: LookupList;
}

const id = (value: number): string => String(Math.trunc(value));

export const moneyApi = {
  listAccounts: () => apiCall<Account[]>('get', 'money/account/list'),
  accountLookups: () => apiCall<{ lists: AccountLookups }>('get', 'money/account/md'),
  getAccount: (accountId: number) => apiCall<Account>('get', `money/account/${id(accountId)}`),
  getAccountEdit: (accountId: number) => apiCall<AccountEdit>('get', `money/account/${id(accountId)}/edit`),
  saveAccount: (account: AccountSave) =>
    apiCall<MoneyResult<Account>>('post', 'money/account/save', { data: account }),
  deleteAccount: (accountId: number) =>
    apiCall<MoneyResult<boolean>>('delete', `money/account/delete/${id(accountId)}`),
  creditList: (accountTypeId?: number) =>
    apiCall<CreditList>(
      'get',
      accountTypeId === undefined
        ? 'money/account/credit-account-list'
        : `money/account/credit-account-list?accountTypeId=${id(accountTypeId)}`,
    ),
  subscriptionList: (options: { includeInactive: boolean; includeLeases: boolean }) =>
    apiCall<SubscriptionList>(
      'get',
      `money/account/subscription-list?includeInactive=${String(options.includeInactive)}&includeLeases=${String(options.includeLeases)}`,
    ),

  listLedgers: () => apiCall<Ledger[]>('get', 'money/ledger/list'),
  ledgerLookups: () => apiCall<{ lists: LedgerLookups }>('get', 'money/ledger/md'),
  getLedger: (ledgerId: number) => apiCall<Ledger>('get', `money/ledger/${id(ledgerId)}`),
  saveLedger: (ledger: LedgerSave) => apiCall<MoneyResult<Ledger>>('post', 'money/ledger', { data: ledger }),
  deleteLedger: (ledgerId: number) => apiCall<MoneyResult<boolean>>('delete', `money/ledger/${id(ledgerId)}`),

  transactions: (ledgerId: number, historical: boolean, request: TransactionPageRequest) =>
    apiCall<TransactionPage>('post', `money/ledger/${id(ledgerId)}/transactions/${String(historical)}`, {
      data: request,
    }),
  addTransaction: (ledgerId: number, transaction: TransactionSave) =>
    apiCall<Transaction>('post', `money/ledger/${id(ledgerId)}/transaction`, { data: transaction }),
  reconcile: (transactionId: number) =>
    apiCall<Transaction>('post', `money/ledger/transaction/${id(transactionId)}/reconcile`),
  updateTransaction: (update: TransactionUpdate) =>
    apiCall<Transaction>('put', `money/ledger/transaction/${id(update.id)}/update`, { data: update }),
  deleteTransaction: (transactionId: number) =>
    apiCall<MoneyResult<boolean>>('delete', `money/ledger/transaction/${id(transactionId)}/delete`),
  /** The caller says 'There was an error saving the sort order.' itself (apps.md section 8). */
  saveOrder: (ledgerId: number, sortedItems: { id: number; orderId: number }[]) =>
    apiCall<MoneyResult<number>>('put', 'money/ledger/transaction/save-order', {
      data: { ledgerId, sortedItems },
      toastOnError: false,
    }),
};
