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
  transactionSaveSchema,
  transactionUpdateSchema,
} from '@lcars/contract/money';
import * as calls from '@lcars/contract/money';
import { requireClaim, routeFor } from '../../http/routes.js';
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
  transactionPageAnswer,
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
  routeFor(calls.listAccounts, READ, 'money.account.list', (_ctx, context) => listAccounts(context)),
  routeFor(calls.accountLookups, READ, 'money.account.md', async (_ctx, context) => ({
    lists: await accountLookups(context),
  })),
  routeFor(calls.creditAccountList, READ, 'money.account.credit', (ctx, context) =>
    creditAccountList(context, validate(creditListQuerySchema, ctx.query).accountTypeId),
  ),
  routeFor(calls.subscriptionList, READ, 'money.account.subscriptions', (ctx, context) =>
    subscriptionList(context, validate(subscriptionListQuerySchema, ctx.query)),
  ),
  routeFor(calls.saveAccount, ACCESS, 'money.account.save', (ctx, context) =>
    saveAccount(context, validate(accountSaveSchema, ctx.request.body)),
  ),
  routeFor(calls.deleteAccount, DELETE, 'money.account.delete', (ctx, context) =>
    deleteAccount(context, validate(idParams, ctx.params).id),
  ),
  routeFor(calls.getAccountEdit, READ, 'money.account.edit', (ctx, context) =>
    getAccountEdit(context, validate(idParams, ctx.params).id),
  ),
  routeFor(calls.getAccount, READ, 'money.account.get', (ctx, context) =>
    getAccount(context, validate(idParams, ctx.params).id),
  ),

  // Ledgers.
  routeFor(calls.listLedgers, ACCESS, 'money.ledger.list', (_ctx, context) => listLedgers(context)),
  routeFor(calls.ledgerLookups, ACCESS, 'money.ledger.md', (_ctx, context) => ledgerLookups(context)),
  routeFor(calls.saveOrder, UPDATE, 'money.transaction.saveOrder', (ctx, context) =>
    saveOrder(context, validate(saveOrderSchema, ctx.request.body)),
  ),
  routeFor(calls.reconcileTransaction, UPDATE, 'money.transaction.reconcile', (ctx, context) =>
    reconcileTransaction(context, validate(idParams, ctx.params).id),
  ),
  routeFor(calls.updateTransaction, UPDATE, 'money.transaction.update', (ctx, context) =>
    updateTransaction(
      context,
      validate(idParams, ctx.params).id,
      validate(transactionUpdateSchema, ctx.request.body),
    ),
  ),
  routeFor(calls.deleteTransaction, UPDATE, 'money.transaction.delete', (ctx, context) =>
    deleteTransaction(context, validate(idParams, ctx.params).id),
  ),
  routeFor(calls.transactionPage, READ, 'money.ledger.transactions', (ctx, context, server) => {
    const params = validate(pageParams, ctx.params);
    return transactionPageAnswer(
      { ...context, cache: server.cache },
      params.ledgerId,
      params.historical,
      validate(transactionPageSchema, ctx.request.body),
      server.config.moneyPageCacheMb * 1024 * 1024,
    );
  }),
  routeFor(calls.addTransaction, UPDATE, 'money.transaction.add', (ctx, context) =>
    addTransaction(
      context,
      validate(ledgerParams, ctx.params).ledgerId,
      validate(transactionSaveSchema, ctx.request.body),
    ),
  ),
  routeFor(calls.saveLedger, ACCESS, 'money.ledger.save', (ctx, context) =>
    saveLedger(context, validate(ledgerSaveSchema, ctx.request.body)),
  ),
  routeFor(calls.getLedger, READ, 'money.ledger.get', (ctx, context) =>
    getLedger(context, validate(idParams, ctx.params).id),
  ),
  routeFor(calls.deleteLedger, DELETE, 'money.ledger.delete', (ctx, context) =>
    deleteLedger(context, validate(idParams, ctx.params).id),
  ),
];
