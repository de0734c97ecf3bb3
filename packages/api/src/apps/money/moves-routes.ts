// The routes of Money's transfers, currencies, statement reconciliation and search (money-moves). Changes
// need Money/Update, reads Money/Read; each service checks the caller's rights on every ledger it touches.
import * as calls from '@lcars/contract/money';
import { requireClaim, route } from '../../http/routes.js';
import { createTransfer, getTransfer } from './transfers.js';
import { reconcileStatement, unlockTransaction } from './reconcile.js';
import { searchMoney } from './search.js';

const UPDATE = requireClaim('Money', 'Update');
const READ = requireClaim('Money', 'Read');

export const moneyMovesRoutes = [
  route(calls.searchMoney, READ, 'money.search', ({ body }, services) => searchMoney(services, body)),
  route(calls.createTransfer, UPDATE, 'money.transfer.create', ({ body }, services) =>
    createTransfer(services, body),
  ),
  route(calls.getTransfer, READ, 'money.transfer.get', ({ params }, services) =>
    getTransfer(services, params.id),
  ),
  route(calls.unlockTransaction, UPDATE, 'money.transaction.unlock', ({ params }, services) =>
    unlockTransaction(services, params.id),
  ),
  route(calls.reconcileStatement, UPDATE, 'money.ledger.statement', ({ params, body }, services) =>
    reconcileStatement(services, params.ledgerId, body),
  ),
];
