// The Money calls, written once for the API's routes, the portal's apps/money/api.ts
// and the OpenAPI document. Fixed paths come before the :id ones (the router tries them in order).
import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { queryId } from '../int32.js';
import {
  balanceHistoryQuerySchema,
  balanceHistorySchema,
  cashflowQuerySchema,
  cashflowSchema,
  subscriptionForecastQuerySchema,
  subscriptionForecastSchema,
} from './charts.js';
import {
  importBatchSchema,
  importCommitResultSchema,
  importCommitSchema,
  importPreviewResultSchema,
  importPreviewSchema,
  ledgerExportQuerySchema,
  transactionRestoreSchema,
  transactionSearchResultSchema,
  transactionSearchSchema,
} from './data.js';
import {
  accountEditSchema,
  accountLookupsSchema,
  accountSaveSchema,
  accountSchema,
  creditListQuerySchema,
  creditListSchema,
  ledgerLookupsSchema,
  ledgerSaveSchema,
  ledgerSchema,
  moneyResultSchema,
  saveOrderSchema,
  subscriptionListQuerySchema,
  subscriptionListSchema,
  transactionPageSchema,
  transactionPagedSchema,
  transactionSaveSchema,
  transactionSchema,
  transactionUpdateSchema,
} from './schemas.js';

const deleted = moneyResultSchema(z.boolean());

const ledgerParams = z.object({ ledgerId: queryId() });
const batchParams = z.object({ batchId: queryId() });
const idParams = z.object({ id: queryId() });
/** A ledger's page of live or historical transactions: `historical` is 'true'/'false' (or '1'/'0') in the path. */
const pageParams = z.object({
  ledgerId: queryId(),
  historical: z
    .enum(['true', 'false', '1', '0'])
    .or(z.boolean())
    .transform((value) => value === true || value === 'true' || value === '1'),
});

// Accounts.
export const listAccounts = endpoint({
  method: 'GET',
  path: '/money/account/list',
  response: z.array(accountSchema),
  summary: 'The accounts the user owns or that are shared with them',
});
export const accountLookups = endpoint({
  method: 'GET',
  path: '/money/account/md',
  response: z.object({ lists: accountLookupsSchema }),
  summary: 'Account lookup lists: account types, intervals, users, balance modes, ledger types',
});
export const creditAccountList = endpoint({
  method: 'GET',
  path: '/money/account/credit-account-list',
  request: creditListQuerySchema,
  response: creditListSchema,
  summary: 'Active credit accounts (types 4, 5, 6, 7, 9) with totals and the rate colour',
});
export const subscriptionList = endpoint({
  method: 'GET',
  path: '/money/account/subscription-list',
  request: subscriptionListQuerySchema,
  response: subscriptionListSchema,
  summary: 'Subscription accounts (types 3, 8, 11) with exact monthly rates and total',
});
export const saveAccount = endpoint({
  method: 'POST',
  path: '/money/account/save',
  request: accountSaveSchema,
  response: moneyResultSchema(accountSchema),
  summary: 'Creates (id 0, Money/Create) or updates an account',
});
export const deleteAccount = endpoint({
  method: 'DELETE',
  path: '/money/account/delete/:id',
  params: idParams,
  response: deleted,
  summary: 'Deletes an account and its own ledgers (owner only)',
});
export const getAccountEdit = endpoint({
  method: 'GET',
  path: '/money/account/:id/edit',
  params: idParams,
  response: accountEditSchema,
  summary: 'The account edit form: the account, the accounts and ledgers to link, its creation date',
});
export const getAccount = endpoint({
  method: 'GET',
  path: '/money/account/:id',
  params: idParams,
  response: accountSchema,
  summary: 'One account the user owns or that is shared with them',
});

// Ledgers and their transactions.
export const listLedgers = endpoint({
  method: 'GET',
  path: '/money/ledger/list',
  response: z.array(ledgerSchema),
  summary: 'The ledgers the user owns or that are shared with them',
});
export const ledgerLookups = endpoint({
  method: 'GET',
  path: '/money/ledger/md',
  response: z.object({ lists: ledgerLookupsSchema }),
  summary: 'Ledger form lists: accounttype, availableAccounts, balancemodes, intervals, ledgertypes, users',
});
export const saveOrder = endpoint({
  method: 'PUT',
  path: '/money/ledger/transaction/save-order',
  request: saveOrderSchema,
  response: moneyResultSchema(z.number().int()),
  summary: 'Saves the rank order of a keepOrder ledger',
});
/** Where a transaction stands on its ledger's page: its set and its place in the portal's order of that set. */
export const transactionPlaceSchema = z.object({
  ledgerId: z.number().int(),
  /** Reconciled: in the historical view (newest first); otherwise in the live view (oldest first). */
  historical: z.boolean(),
  /** How many rows of its set come before it in that order. */
  index: z.number().int(),
});
export type TransactionPlace = z.infer<typeof transactionPlaceSchema>;
export const transactionPlace = endpoint({
  method: 'GET',
  path: '/money/ledger/transaction/:id/place',
  params: idParams,
  response: transactionPlaceSchema,
  summary:
    'Where a transaction stands in its ledger (its set and how many rows come before it), to open the page holding it',
});
export const reconcileTransaction = endpoint({
  method: 'POST',
  path: '/money/ledger/transaction/:id/reconcile',
  params: idParams,
  response: transactionSchema,
  summary: 'Reconciles a pending transaction (any transaction in an Account ledger)',
});
export const updateTransaction = endpoint({
  method: 'PUT',
  path: '/money/ledger/transaction/:id/update',
  params: idParams,
  request: transactionUpdateSchema,
  response: transactionSchema,
  summary: 'Updates one allow-listed property of a transaction',
});
export const deleteTransaction = endpoint({
  method: 'DELETE',
  path: '/money/ledger/transaction/:id/delete',
  params: idParams,
  response: deleted,
  summary: 'Deletes a transaction',
});
export const transactionPage = endpoint({
  method: 'POST',
  path: '/money/ledger/:ledgerId/transactions/:historical',
  params: pageParams,
  request: transactionPageSchema,
  response: transactionPagedSchema,
  summary: 'A page of live (unreconciled) or historical (reconciled) transactions with running balances',
});
export const addTransaction = endpoint({
  method: 'POST',
  path: '/money/ledger/:ledgerId/transaction',
  params: ledgerParams,
  request: transactionSaveSchema,
  response: transactionSchema,
  summary: 'Adds a transaction to a ledger',
});
export const saveLedger = endpoint({
  method: 'POST',
  path: '/money/ledger',
  request: ledgerSaveSchema,
  response: moneyResultSchema(ledgerSchema),
  summary: 'Creates (id 0, Money/Create) or updates a ledger; answers it with its title',
});
export const getLedger = endpoint({
  method: 'GET',
  path: '/money/ledger/:id',
  params: idParams,
  response: ledgerSchema,
  summary: 'One ledger the user owns or that is shared with them, with its balance as they see it',
});
export const deleteLedger = endpoint({
  method: 'DELETE',
  path: '/money/ledger/:id',
  params: idParams,
  response: deleted,
  summary: 'Deletes a ledger and its transactions (owner only)',
});

// Money data in and out (statement import, search, export, restore) and the charts.

export const previewImport = endpoint({
  method: 'POST',
  path: '/money/ledger/:ledgerId/import/preview',
  params: ledgerParams,
  request: importPreviewSchema,
  response: importPreviewResultSchema,
  summary:
    'Parses a bank statement (CSV with a mapping, OFX/QFX, QIF, camt.053) and marks duplicates and failed rows',
});

export const commitImport = endpoint({
  method: 'POST',
  path: '/money/ledger/:ledgerId/import',
  params: ledgerParams,
  request: importCommitSchema,
  response: importCommitResultSchema,
  summary: 'Posts the chosen rows of a statement in one transaction, as one batch that can be undone',
});

export const listImportBatches = endpoint({
  method: 'GET',
  path: '/money/ledger/:ledgerId/import/batches',
  params: ledgerParams,
  response: z.array(importBatchSchema),
  summary: "A ledger's imports, newest first",
});

export const undoImport = endpoint({
  method: 'DELETE',
  path: '/money/ledger/import/batch/:batchId',
  params: batchParams,
  response: moneyResultSchema(z.number()),
  summary: 'Undoes a whole import: removes the transactions it posted',
});

export const searchTransactions = endpoint({
  method: 'POST',
  path: '/money/ledger/:ledgerId/search',
  params: ledgerParams,
  request: transactionSearchSchema,
  response: transactionSearchResultSchema,
  summary: "Searches a ledger's transactions, live and reconciled, by memo, amount and date range",
});

export const exportLedger = endpoint({
  method: 'GET',
  path: '/money/ledger/:ledgerId/export',
  params: ledgerParams,
  request: ledgerExportQuerySchema,
  summary: 'The ledger (or the transactions a search finds) as CSV',
});

export const restoreTransaction = endpoint({
  method: 'POST',
  path: '/money/ledger/:ledgerId/transaction/restore',
  params: ledgerParams,
  request: transactionRestoreSchema,
  response: moneyResultSchema(transactionSchema),
  summary: 'Puts a deleted transaction back (the undo of a delete)',
});

export const cashflowChart = endpoint({
  method: 'GET',
  path: '/money/charts/cashflow',
  request: cashflowQuerySchema,
  response: cashflowSchema,
  summary: 'Income and spending by month over the readable ledgers (templates and forecasts aside), or one',
});

export const subscriptionsChart = endpoint({
  method: 'GET',
  path: '/money/charts/subscriptions',
  request: subscriptionForecastQuerySchema,
  response: subscriptionForecastSchema,
  summary: 'What each active subscription charges in this month and the coming ones',
});

export const ledgerBalanceChart = endpoint({
  method: 'GET',
  path: '/money/charts/ledger/:id/balance',
  params: idParams,
  request: balanceHistoryQuerySchema,
  response: balanceHistorySchema,
  summary: "A ledger's balance at the end of each month",
});

export const accountBalanceChart = endpoint({
  method: 'GET',
  path: '/money/charts/account/:id/balance',
  params: idParams,
  request: balanceHistoryQuerySchema,
  response: balanceHistorySchema,
  summary: "An account's balance at the end of each month, from the ledgers that post to it",
});
