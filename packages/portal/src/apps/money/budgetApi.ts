// The budgeting half of Money, depth (categories, splits, budgets, payees, rules) through the portal's call
// wrapper: failures toast and resolve undefined. Online only: these screens ask the server.
import * as calls from '@lcars/contract/money';
import type { CategorySave, RuleSave, TransactionSplitSave } from '@lcars/contract/money';
import { call } from '../../core/call';
import { whenOnline } from '../../core/offline/whenOnline';

const id = (value: number): number => Math.trunc(value);

export const budgetApi = {
  categories: (ledgerId?: number) =>
    call(calls.listCategories, { query: ledgerId === undefined ? {} : { ledgerId: id(ledgerId) } }),
  createGroup: (name: string) => whenOnline(() => call(calls.createCategoryGroup, { body: { name } })),
  updateGroup: (groupId: number, name: string) =>
    whenOnline(() => call(calls.updateCategoryGroup, { params: { id: id(groupId) }, body: { name } })),
  deleteGroup: (groupId: number) =>
    whenOnline(() => call(calls.deleteCategoryGroup, { params: { id: id(groupId) } })),
  createCategory: (category: CategorySave) =>
    whenOnline(() => call(calls.createCategory, { body: category })),
  updateCategory: (categoryId: number, category: CategorySave) =>
    whenOnline(() => call(calls.updateCategory, { params: { id: id(categoryId) }, body: category })),
  deleteCategory: (categoryId: number) =>
    whenOnline(() => call(calls.deleteCategory, { params: { id: id(categoryId) } })),

  tags: (ledgerId: number, ids: number[]) =>
    call(calls.ledgerTransactionTags, { params: { ledgerId: id(ledgerId) }, body: { ids } }),
  setCategory: (transactionId: number, categoryId: number | null) =>
    whenOnline(() =>
      call(calls.setTransactionCategory, { params: { id: id(transactionId) }, body: { categoryId } }),
    ),
  setPayee: (transactionId: number, payee: string) =>
    whenOnline(() => call(calls.setTransactionPayee, { params: { id: id(transactionId) }, body: { payee } })),
  split: (transactionId: number) => call(calls.getTransactionSplit, { params: { id: id(transactionId) } }),
  saveSplit: (transactionId: number, split: TransactionSplitSave) =>
    whenOnline(() => call(calls.saveTransactionSplit, { params: { id: id(transactionId) }, body: split })),

  month: (month: string, currency?: string) =>
    call(calls.getBudgetMonth, { params: { month }, query: currency ? { currency } : {} }),
  setBudget: (month: string, categoryId: number, amount: number, currency: string) =>
    whenOnline(() => call(calls.setBudget, { params: { month }, body: { categoryId, amount, currency } })),
  fill: (month: string, templateId: number, overwrite: boolean, currency: string) =>
    whenOnline(() =>
      call(calls.fillBudget, { params: { month }, body: { templateId, overwrite, currency } }),
    ),

  suggestPayees: (q: string, ledgerId?: number) =>
    call(
      calls.suggestPayees,
      { query: { q, ...(ledgerId === undefined ? {} : { ledgerId: id(ledgerId) }) } },
      { toastOnError: false },
    ),

  rules: () => call(calls.listRules, {}),
  createRule: (rule: RuleSave) => whenOnline(() => call(calls.createRule, { body: rule })),
  updateRule: (ruleId: number, rule: RuleSave) =>
    whenOnline(() => call(calls.updateRule, { params: { id: id(ruleId) }, body: rule })),
  deleteRule: (ruleId: number) => whenOnline(() => call(calls.deleteRule, { params: { id: id(ruleId) } })),
  orderRules: (ids: number[]) => whenOnline(() => call(calls.orderRules, { body: { ids } })),
  previewRule: (rule: RuleSave) => call(calls.previewRule, { body: rule }),
  applyRule: (ruleId: number) => whenOnline(() => call(calls.applyRule, { params: { id: id(ruleId) } })),
};
