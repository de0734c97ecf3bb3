// Money, depth: the routes of categories, splits, budgets, payees and rules. Reads need Money/Read; changes
// of one's own lists Money/Update; a transaction's category, payee and split Money/Update plus the ledger's
// edit right (checked in the services, with the caller's rights at that moment).
import * as calls from '@lcars/contract/money';
import { requireClaim, route } from '../../http/routes.js';
import { budgetMonth, fillBudget, setBudget } from './budgets.js';
import {
  createCategory,
  createGroup,
  deleteCategory,
  deleteGroup,
  listCategories,
  updateCategory,
  updateGroup,
} from './categories.js';
import { ledgerTags, setTransactionCategory, setTransactionPayee, suggestPayees } from './payees.js';
import {
  applyRule,
  createRule,
  deleteRule,
  listRules,
  orderRules,
  previewRule,
  updateRule,
} from './rules.js';
import { getSplit, saveSplit } from './splits.js';

const READ = requireClaim('Money', 'Read');
const UPDATE = requireClaim('Money', 'Update');

export const budgetingRoutes = [
  route(calls.listCategories, READ, 'money.categories.list', ({ query }, services) =>
    listCategories(services, query.ledgerId),
  ),
  route(calls.createCategoryGroup, UPDATE, 'money.categories.groups.create', ({ body }, services) =>
    createGroup(services, body),
  ),
  route(calls.updateCategoryGroup, UPDATE, 'money.categories.groups.update', ({ params, body }, services) =>
    updateGroup(services, params.id, body),
  ),
  route(calls.deleteCategoryGroup, UPDATE, 'money.categories.groups.delete', ({ params }, services) =>
    deleteGroup(services, params.id),
  ),
  route(calls.createCategory, UPDATE, 'money.categories.create', ({ body }, services) =>
    createCategory(services, body),
  ),
  route(calls.updateCategory, UPDATE, 'money.categories.update', ({ params, body }, services) =>
    updateCategory(services, params.id, body),
  ),
  route(calls.deleteCategory, UPDATE, 'money.categories.delete', ({ params }, services) =>
    deleteCategory(services, params.id),
  ),
  route(calls.setTransactionCategory, UPDATE, 'money.transaction.category', ({ params, body }, services) =>
    setTransactionCategory(services, params.id, body.categoryId),
  ),
  route(calls.setTransactionPayee, UPDATE, 'money.transaction.payee', ({ params, body }, services) =>
    setTransactionPayee(services, params.id, body.payee),
  ),
  route(calls.getTransactionSplit, READ, 'money.transaction.split.get', ({ params }, services) =>
    getSplit(services, params.id),
  ),
  route(calls.saveTransactionSplit, UPDATE, 'money.transaction.split.save', ({ params, body }, services) =>
    saveSplit(services, params.id, body),
  ),
  route(calls.ledgerTransactionTags, READ, 'money.ledger.tags', ({ params, body }, services) =>
    ledgerTags(services, params.ledgerId, body.ids),
  ),
  route(calls.getBudgetMonth, READ, 'money.budget.month', ({ params, query }, services) =>
    budgetMonth(services, params.month, query.currency),
  ),
  route(calls.setBudget, UPDATE, 'money.budget.set', ({ params, body }, services) =>
    setBudget(services, params.month, body),
  ),
  route(calls.fillBudget, UPDATE, 'money.budget.fill', ({ params, body }, services) =>
    fillBudget(services, params.month, body),
  ),
  route(calls.suggestPayees, READ, 'money.payees.suggest', ({ query }, services) =>
    suggestPayees(services, query.ledgerId, query.q),
  ),
  route(calls.listRules, READ, 'money.rules.list', (_input, services) => listRules(services)),
  route(calls.createRule, UPDATE, 'money.rules.create', ({ body }, services) => createRule(services, body)),
  route(calls.previewRule, READ, 'money.rules.preview', ({ body }, services) => previewRule(services, body)),
  route(calls.applyRule, UPDATE, 'money.rules.apply', ({ params }, services) =>
    applyRule(services, params.id),
  ),
  route(calls.orderRules, UPDATE, 'money.rules.order', ({ body }, services) => orderRules(services, body)),
  route(calls.updateRule, UPDATE, 'money.rules.update', ({ params, body }, services) =>
    updateRule(services, params.id, body),
  ),
  route(calls.deleteRule, UPDATE, 'money.rules.delete', ({ params }, services) =>
    deleteRule(services, params.id),
  ),
];
