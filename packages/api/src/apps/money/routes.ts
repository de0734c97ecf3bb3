// Money routes: parse with the contract schemas, call the services. Screens need
// Money/Read (accounts, a ledger's transactions) or Money/Access (ledger list, form lists); saves check
// Create (new) or Update (existing) in the service; deletes need Money/Delete; transaction changes Money/Update.
import * as calls from '@lcars/contract/money';
import { requireClaim, route } from '../../http/routes.js';
import { chartRoutes } from './chart-routes.js';
import {
  accountLookups,
  creditAccountList,
  deleteAccount,
  getAccount,
  getAccountEdit,
  listAccounts,
  saveAccount,
  subscriptionList,
} from './service.js';
import { deleteLedger, getLedger, ledgerLookups, listLedgers, saveLedger } from './ledgers.js';
import {
  addTransaction,
  deleteTransaction,
  reconcileTransaction,
  saveOrder,
  updateTransaction,
} from './transactions.js';
import { transactionPageAnswer, transactionPlace } from './ledger-page.js';

const ACCESS = requireClaim('Money', 'Access');
const READ = requireClaim('Money', 'Read');
const UPDATE = requireClaim('Money', 'Update');
const DELETE = requireClaim('Money', 'Delete');

export const moneyRoutes = [
  // Charts (issue 21): aggregates of what the pages list.
  ...chartRoutes,
  // Accounts: the fixed paths first, then the :id ones.
  route(calls.listAccounts, READ, 'money.account.list', (_input, services) => listAccounts(services)),
  route(calls.accountLookups, READ, 'money.account.md', async (_input, services) => ({
    lists: await accountLookups(services),
  })),
  route(calls.creditAccountList, READ, 'money.account.credit', ({ query }, services) =>
    creditAccountList(services, query.accountTypeId),
  ),
  route(calls.subscriptionList, READ, 'money.account.subscriptions', ({ query }, services) =>
    subscriptionList(services, query),
  ),
  route(calls.saveAccount, ACCESS, 'money.account.save', ({ body }, services) => saveAccount(services, body)),
  route(calls.deleteAccount, DELETE, 'money.account.delete', ({ params }, services) =>
    deleteAccount(services, params.id),
  ),
  route(calls.getAccountEdit, READ, 'money.account.edit', ({ params }, services) =>
    getAccountEdit(services, params.id),
  ),
  route(calls.getAccount, READ, 'money.account.get', ({ params }, services) =>
    getAccount(services, params.id),
  ),

  // Ledgers.
  route(calls.listLedgers, ACCESS, 'money.ledger.list', (_input, services) => listLedgers(services)),
  route(calls.ledgerLookups, ACCESS, 'money.ledger.md', (_input, services) => ledgerLookups(services)),
  route(calls.saveOrder, UPDATE, 'money.transaction.saveOrder', ({ body }, services) =>
    saveOrder(services, body),
  ),
  route(calls.reconcileTransaction, UPDATE, 'money.transaction.reconcile', ({ params }, services) =>
    reconcileTransaction(services, params.id),
  ),
  route(calls.updateTransaction, UPDATE, 'money.transaction.update', ({ params, body }, services) =>
    updateTransaction(services, params.id, body),
  ),
  route(calls.deleteTransaction, UPDATE, 'money.transaction.delete', ({ params }, services) =>
    deleteTransaction(services, params.id),
  ),
  route(
    calls.transactionPage,
    READ,
    'money.ledger.transactions',
    ({ params, body }, services, _ctx, server) =>
      transactionPageAnswer(
        { ...services, cache: server.cache },
        params.ledgerId,
        params.historical,
        body,
        server.config.moneyPageCacheMb * 1024 * 1024,
      ),
  ),
  route(calls.transactionPlace, READ, 'money.transaction.place', ({ params }, services) =>
    transactionPlace(services, params.id),
  ),
  route(calls.addTransaction, UPDATE, 'money.transaction.add', ({ params, body }, services) =>
    addTransaction(services, params.ledgerId, body),
  ),
  route(calls.saveLedger, ACCESS, 'money.ledger.save', ({ body }, services) => saveLedger(services, body)),
  route(calls.getLedger, READ, 'money.ledger.get', ({ params }, services) => getLedger(services, params.id)),
  route(calls.deleteLedger, DELETE, 'money.ledger.delete', ({ params }, services) =>
    deleteLedger(services, params.id),
  ),
];
