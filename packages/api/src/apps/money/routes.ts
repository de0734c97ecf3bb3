// Money routes (apps.md section 7): parse with the contract schemas, call the services. Screens need
// Money/Read (accounts, a ledger's transactions) or Money/Access (ledger list, form lists); saves check
// Create (new) or Update (existing) in the service; deletes need Money/Delete; transaction changes Money/Update.
import { z } from 'zod';
import {
  accountSaveSchema,
  creditListQuerySchema,
  ledgerSaveSchema,
  saveOrderSchema,
  subscriptionListQuerySchema,
  transactionPageSchema,
  transactionPagedSchema,
  transactionSaveSchema,
  transactionUpdateSchema,
} from '../../contract/index.js';
import { defineRoute, requireClaim } from '../../http/routes.js';
import { chartRoutes } from './chart-routes.js';
import { validate } from '../../http/validate.js';
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
  transactionPage,
  updateTransaction,
} from './transactions.js';

const ACCESS = requireClaim('Money', 'Access');
const READ = requireClaim('Money', 'Read');
const UPDATE = requireClaim('Money', 'Update');
const DELETE = requireClaim('Money', 'Delete');

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const idParams = z.object({ id });
const ledgerParams = z.object({ ledgerId: id });
const pageParams = z.object({
  ledgerId: id,
  historical: z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'),
});

export const moneyRoutes = [
  // Charts (issue 21): aggregates of what the pages list.
  ...chartRoutes,
  // Accounts: the fixed paths first, then the :id ones.
  defineRoute(
    'GET',
    '/money/account/list',
    READ,
    'money.account.list',
    (_ctx, context) => listAccounts(context),
    {
      summary: 'The accounts the user owns or that are shared with them',
    },
  ),
  defineRoute(
    'GET',
    '/money/account/md',
    READ,
    'money.account.md',
    async (_ctx, context) => ({ lists: await accountLookups(context) }),
    { summary: 'Account lookup lists: account types, intervals, users, balance modes, ledger types' },
  ),
  defineRoute(
    'GET',
    '/money/account/credit-account-list',
    READ,
    'money.account.credit',
    (ctx, context) => creditAccountList(context, validate(creditListQuerySchema, ctx.query).accountTypeId),
    {
      summary: 'Active credit accounts (types 4, 5, 6, 7, 9) with totals and the rate colour',
      query: creditListQuerySchema,
    },
  ),
  defineRoute(
    'GET',
    '/money/account/subscription-list',
    READ,
    'money.account.subscriptions',
    (ctx, context) => subscriptionList(context, validate(subscriptionListQuerySchema, ctx.query)),
    {
      summary: 'Subscription accounts (types 3, 8, 11) with exact monthly rates and total',
      query: subscriptionListQuerySchema,
    },
  ),
  defineRoute(
    'POST',
    '/money/account/save',
    ACCESS,
    'money.account.save',
    (ctx, context) => saveAccount(context, validate(accountSaveSchema, ctx.request.body)),
    { summary: 'Creates (id 0, Money/Create) or updates an account', body: accountSaveSchema },
  ),
  defineRoute(
    'DELETE',
    '/money/account/delete/:id',
    DELETE,
    'money.account.delete',
    (ctx, context) => deleteAccount(context, validate(idParams, ctx.params).id),
    { summary: 'Deletes an account and its own ledgers (owner only)' },
  ),
  defineRoute(
    'GET',
    '/money/account/:id/edit',
    READ,
    'money.account.edit',
    (ctx, context) => getAccountEdit(context, validate(idParams, ctx.params).id),
    { summary: 'The account edit form: the account, the accounts and ledgers to link, its creation date' },
  ),
  defineRoute('GET', '/money/account/:id', READ, 'money.account.get', (ctx, context) =>
    getAccount(context, validate(idParams, ctx.params).id),
  ),

  // Ledgers.
  defineRoute('GET', '/money/ledger/list', ACCESS, 'money.ledger.list', (_ctx, context) =>
    listLedgers(context),
  ),
  defineRoute(
    'GET',
    '/money/ledger/md',
    ACCESS,
    'money.ledger.md',
    (_ctx, context) => ledgerLookups(context),
    {
      summary:
        'Ledger form lists: accounttype, availableAccounts, balancemodes, intervals, ledgertypes, users',
    },
  ),
  defineRoute(
    'PUT',
    '/money/ledger/transaction/save-order',
    UPDATE,
    'money.transaction.saveOrder',
    (ctx, context) => saveOrder(context, validate(saveOrderSchema, ctx.request.body)),
    { summary: 'Saves the rank order of a keepOrder ledger', body: saveOrderSchema },
  ),
  defineRoute(
    'POST',
    '/money/ledger/transaction/:id/reconcile',
    UPDATE,
    'money.transaction.reconcile',
    (ctx, context) => reconcileTransaction(context, validate(idParams, ctx.params).id),
    { summary: 'Reconciles a pending transaction (any transaction in an Account ledger)' },
  ),
  defineRoute(
    'PUT',
    '/money/ledger/transaction/:id/update',
    UPDATE,
    'money.transaction.update',
    (ctx, context) =>
      updateTransaction(
        context,
        validate(idParams, ctx.params).id,
        validate(transactionUpdateSchema, ctx.request.body),
      ),
    { summary: 'Updates one allow-listed property of a transaction', body: transactionUpdateSchema },
  ),
  defineRoute(
    'DELETE',
    '/money/ledger/transaction/:id/delete',
    UPDATE,
    'money.transaction.delete',
    (ctx, context) => deleteTransaction(context, validate(idParams, ctx.params).id),
  ),
  defineRoute(
    'POST',
    '/money/ledger/:ledgerId/transactions/:historical',
    READ,
    'money.ledger.transactions',
    (ctx, context, server) => {
      const params = validate(pageParams, ctx.params);
      return transactionPage(
        { ...context, cache: server.cache },
        params.ledgerId,
        params.historical,
        validate(transactionPageSchema, ctx.request.body),
      );
    },
    {
      summary: 'A page of live (unreconciled) or historical (reconciled) transactions with running balances',
      body: transactionPageSchema,
      response: transactionPagedSchema,
    },
  ),
  defineRoute(
    'POST',
    '/money/ledger/:ledgerId/transaction',
    UPDATE,
    'money.transaction.add',
    (ctx, context) =>
      addTransaction(
        context,
        validate(ledgerParams, ctx.params).ledgerId,
        validate(transactionSaveSchema, ctx.request.body),
      ),
    { summary: 'Adds a transaction to a ledger', body: transactionSaveSchema },
  ),
  defineRoute(
    'POST',
    '/money/ledger',
    ACCESS,
    'money.ledger.save',
    (ctx, context) => saveLedger(context, validate(ledgerSaveSchema, ctx.request.body)),
    {
      summary: 'Creates (id 0, Money/Create) or updates a ledger; answers it with its title',
      body: ledgerSaveSchema,
    },
  ),
  defineRoute('GET', '/money/ledger/:id', READ, 'money.ledger.get', (ctx, context) =>
    getLedger(context, validate(idParams, ctx.params).id),
  ),
  defineRoute('DELETE', '/money/ledger/:id', DELETE, 'money.ledger.delete', (ctx, context) =>
    deleteLedger(context, validate(idParams, ctx.params).id),
  ),
];
