// Money, depth (categories, splits, budgets, payees and rules): the wire of the budgeting half. Every amount
// is integer cents. Categories, budgets, payees and rules belong to a user; a ledger's transactions use the
// categories and payees of the ledger's owner (a shared user picks from the owner's lists).
import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { INT32_MAX, int32, queryId } from '../int32.js';
import { centsSchema } from './schemas.js';
import { currencyCodeSchema } from './currencies.js';

/** Bounds on what one user may keep (each checked under a per-user lock). */
export const BUDGETING_LIMITS = {
  groups: 100,
  categories: 500,
  payees: 5_000,
  rules: 200,
  conditions: 10,
  splitParts: 50,
  /** Existing transactions a rule preview reads (the most recent first). */
  previewScan: 5_000,
  /** Changed rows a rule preview lists. */
  previewRows: 50,
  suggestions: 10,
} as const;

const id = z.number().int().min(1).max(INT32_MAX);
const name = (what: string) =>
  z.string().trim().min(1, `${what} is required.`).max(100, `${what} is at most 100 characters.`);

/** A month as YYYY-MM (months 01 to 12). */
export const budgetMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as year-month (2026-11).');

// Categories.
export const categoryGroupSaveSchema = z
  .object({ name: name('Name'), sortOrder: z.number().int().min(0).max(10_000).optional() })
  .strict();
export const categorySaveSchema = z
  .object({
    name: name('Name'),
    /** The group it is listed under; null or absent: ungrouped. */
    groupId: id.nullable().optional(),
    /** Whether what is left (or overspent) of a month's budget carries into the next month. */
    carryOver: z.boolean().optional(),
    sortOrder: z.number().int().min(0).max(10_000).optional(),
  })
  .strict();
export type CategorySave = z.input<typeof categorySaveSchema>;

export const categoryGroupSchema = z.object({ id: int32(), name: z.string(), sortOrder: int32() });
export type CategoryGroup = z.infer<typeof categoryGroupSchema>;
export const categorySchema = z.object({
  id: int32(),
  name: z.string(),
  groupId: int32().nullable(),
  carryOver: z.boolean(),
  sortOrder: int32(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.object({
  /** Whose lists these are (the ledger's owner when asked for a ledger). */
  ownerId: int32().nullable(),
  /** Whether the caller may change these lists (they are the caller's own). */
  own: z.boolean(),
  groups: z.array(categoryGroupSchema),
  categories: z.array(categorySchema),
});
export type CategoryList = z.infer<typeof categoryListSchema>;
export const categoryListQuerySchema = z.object({ ledgerId: queryId().optional() }).strict();

const idParams = z.object({ id: queryId() });

export const listCategories = endpoint({
  method: 'GET',
  path: '/money/categories',
  request: categoryListQuerySchema,
  response: categoryListSchema,
  summary: "The caller's category groups and categories, or (with ?ledgerId) those of the ledger's owner",
});
export const createCategoryGroup = endpoint({
  method: 'POST',
  path: '/money/categories/groups',
  request: categoryGroupSaveSchema,
  response: categoryGroupSchema,
  summary: 'Adds a category group',
});
export const updateCategoryGroup = endpoint({
  method: 'PUT',
  path: '/money/categories/groups/:id',
  params: idParams,
  request: categoryGroupSaveSchema,
  response: categoryGroupSchema,
  summary: 'Renames or reorders a category group',
});
export const deleteCategoryGroup = endpoint({
  method: 'DELETE',
  path: '/money/categories/groups/:id',
  params: idParams,
  response: z.boolean(),
  summary: 'Deletes a category group; its categories become ungrouped',
});
export const createCategory = endpoint({
  method: 'POST',
  path: '/money/categories',
  request: categorySaveSchema,
  response: categorySchema,
  summary: 'Adds a category',
});
export const updateCategory = endpoint({
  method: 'PUT',
  path: '/money/categories/:id',
  params: idParams,
  request: categorySaveSchema,
  response: categorySchema,
  summary: 'Changes a category (name, group, carry-over, order)',
});
export const deleteCategory = endpoint({
  method: 'DELETE',
  path: '/money/categories/:id',
  params: idParams,
  response: z.boolean(),
  summary: 'Deletes a category: its transactions and split parts become uncategorised, its budgets go',
});

// A transaction's category, payee and split.
export const transactionCategorySchema = z.object({ categoryId: id.nullable() }).strict();
export const transactionPayeeSchema = z
  .object({ payee: z.string().trim().max(100, 'Payee is at most 100 characters.') })
  .strict();
export const splitPartSchema = z
  .object({
    categoryId: id.nullable(),
    /** Signed cents as the viewer sees the transaction (the parts sum to its amount). */
    amount: centsSchema,
    memo: z.string().max(200).optional().default(''),
  })
  .strict();
export const transactionSplitSchema = z
  .object({ parts: z.array(splitPartSchema).max(BUDGETING_LIMITS.splitParts) })
  .strict();
export type TransactionSplitSave = z.input<typeof transactionSplitSchema>;
export const splitPartAnswerSchema = z.object({
  categoryId: int32().nullable(),
  amount: z.number().int(),
  memo: z.string(),
});
export const transactionSplitAnswerSchema = z.object({
  transactionId: z.number().int(),
  amount: z.number().int(),
  parts: z.array(splitPartAnswerSchema),
});
export type TransactionSplit = z.infer<typeof transactionSplitAnswerSchema>;
/** What a transaction carries of the budgeting half (the row's own fields stay in transactionSchema). */
export const transactionTagsSchema = z.object({
  id: z.number().int(),
  categoryId: int32().nullable(),
  payeeId: int32().nullable(),
  payee: z.string().nullable(),
  split: z.boolean(),
});
export type TransactionTags = z.infer<typeof transactionTagsSchema>;
export const transactionTagsRequestSchema = z.object({ ids: z.array(id).max(1_000) }).strict();

export const setTransactionCategory = endpoint({
  method: 'PUT',
  path: '/money/ledger/transaction/:id/category',
  params: idParams,
  request: transactionCategorySchema,
  response: transactionTagsSchema,
  summary: "Sets (or with null clears) a transaction's category: one of the ledger owner's categories",
});
export const setTransactionPayee = endpoint({
  method: 'PUT',
  path: '/money/ledger/transaction/:id/payee',
  params: idParams,
  request: transactionPayeeSchema,
  response: transactionTagsSchema,
  summary: "Sets a transaction's payee by name (remembered on first use); an empty name clears it",
});
export const getTransactionSplit = endpoint({
  method: 'GET',
  path: '/money/ledger/transaction/:id/split',
  params: idParams,
  response: transactionSplitAnswerSchema,
  summary: "A transaction's split parts (none when it is not split)",
});
export const saveTransactionSplit = endpoint({
  method: 'PUT',
  path: '/money/ledger/transaction/:id/split',
  params: idParams,
  request: transactionSplitSchema,
  response: transactionSplitAnswerSchema,
  summary:
    "Splits a transaction over categories: the parts' cents sum exactly to its amount; no parts undoes the split",
});
export const ledgerTransactionTags = endpoint({
  method: 'POST',
  path: '/money/ledger/:ledgerId/tags',
  params: z.object({ ledgerId: queryId() }),
  request: transactionTagsRequestSchema,
  response: z.array(transactionTagsSchema),
  summary: 'The category, payee and split flag of some of a ledger’s transactions (the rows on screen)',
});

// Budgets.
export const budgetLineSchema = z.object({
  categoryId: int32(),
  name: z.string(),
  carryOver: z.boolean(),
  budgeted: z.number().int(),
  /** What went out (withdrawals less refunds) in the month: positive is spending. */
  spent: z.number().int(),
  /** What carried in from the months before (carry-over categories; negative is overspending). */
  carried: z.number().int(),
  /** budgeted + carried - spent. */
  left: z.number().int(),
});
export type BudgetLine = z.infer<typeof budgetLineSchema>;
const totals = {
  budgeted: z.number().int(),
  spent: z.number().int(),
  carried: z.number().int(),
  left: z.number().int(),
};
export const budgetGroupSchema = z.object({
  groupId: int32().nullable(),
  name: z.string(),
  ...totals,
  categories: z.array(budgetLineSchema),
});
export const budgetMonthAnswerSchema = z.object({
  month: z.string(),
  /** The budget's currency: the month counts the ledgers of this currency only, in its minor units. */
  currency: z.string(),
  /** Every currency the user's ledgers keep: each has a budget of its own. */
  currencies: z.array(z.string()),
  groups: z.array(budgetGroupSchema),
  /** What went out without a category in the month. */
  uncategorised: z.number().int(),
  totals: z.object(totals),
});
export type BudgetMonth = z.infer<typeof budgetMonthAnswerSchema>;
export const budgetSetSchema = z
  .object({
    categoryId: id,
    amount: z.number().int().min(0).max(1e13),
    /** The budget's currency (the main one when left out). */
    currency: currencyCodeSchema.optional(),
  })
  .strict();
export const budgetFillSchema = z
  .object({
    templateId: id,
    /** The budget's currency (the main one when left out). */
    currency: currencyCodeSchema.optional(),
    /** Replace amounts already set for the month (otherwise only empty categories are filled). */
    overwrite: z.boolean().optional().default(false),
  })
  .strict();
const monthParams = z.object({ month: budgetMonthSchema });
export const budgetMonthQuerySchema = z.object({ currency: currencyCodeSchema.optional() });

export const getBudgetMonth = endpoint({
  method: 'GET',
  path: '/money/budget/:month',
  params: monthParams,
  request: budgetMonthQuerySchema,
  response: budgetMonthAnswerSchema,
  summary:
    "Budget against actual for a month: per category and group, budgeted, spent (the caller's ledgers), carried, left",
});
export const setBudget = endpoint({
  method: 'PUT',
  path: '/money/budget/:month',
  params: monthParams,
  request: budgetSetSchema,
  response: budgetMonthAnswerSchema,
  summary: "Sets a category's budget for the month (0 clears it)",
});
export const fillBudget = endpoint({
  method: 'POST',
  path: '/money/budget/:month/fill',
  params: monthParams,
  request: budgetFillSchema,
  response: budgetMonthAnswerSchema,
  summary:
    "Fills the month's budget from a budget template (ledger type 99): each category gets what its rows spend",
});

// Payees.
export const payeeSchema = z.object({ id: int32(), name: z.string() });
export type Payee = z.infer<typeof payeeSchema>;
export const payeeSuggestQuerySchema = z
  .object({
    ledgerId: queryId().optional(),
    q: z.string().max(100, 'Search is at most 100 characters.').optional().default(''),
  })
  .strict();
export const suggestPayees = endpoint({
  method: 'GET',
  path: '/money/payees/suggest',
  request: payeeSuggestQuerySchema,
  response: z.array(payeeSchema),
  summary:
    'Payees whose name starts with what was typed (at most 10): the ledger owner’s with ?ledgerId, else the caller’s',
});

// Rules.
const ruleText = z.string().trim().min(1, 'Value is required.').max(200);
export const ruleConditionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('memoContains'), value: ruleText }).strict(),
  z.object({ kind: z.literal('memoEquals'), value: ruleText }).strict(),
  z.object({ kind: z.literal('memoStartsWith'), value: ruleText }).strict(),
  z.object({ kind: z.literal('amountEquals'), value: centsSchema }).strict(),
  z
    .object({ kind: z.literal('amountRange'), min: centsSchema, max: centsSchema })
    .strict()
    .refine((range) => range.min <= range.max, { message: 'Min is at most max.', path: ['max'] }),
  z.object({ kind: z.literal('payeeIs'), value: ruleText }).strict(),
]);
export type RuleCondition = z.infer<typeof ruleConditionSchema>;
export const ruleActionsSchema = z
  .object({
    categoryId: id.optional(),
    payee: z.string().trim().min(1).max(100).optional(),
    memo: z.string().max(500).optional(),
  })
  .strict()
  .refine((actions) => Object.values(actions).some((value) => value !== undefined), {
    message: 'A rule sets a category, a payee or a memo.',
  });
export type RuleActions = z.infer<typeof ruleActionsSchema>;
export const ruleSaveSchema = z
  .object({
    name: z.string().trim().max(100).optional().default(''),
    conditions: z
      .array(ruleConditionSchema)
      .min(1, 'A rule needs a condition.')
      .max(BUDGETING_LIMITS.conditions),
    actions: ruleActionsSchema,
  })
  .strict();
export type RuleSave = z.input<typeof ruleSaveSchema>;
export const ruleSchema = z.object({
  id: int32(),
  name: z.string(),
  position: int32(),
  conditions: z.array(ruleConditionSchema),
  actions: ruleActionsSchema,
});
export type Rule = z.infer<typeof ruleSchema>;
export const ruleOrderSchema = z.object({ ids: z.array(id).max(BUDGETING_LIMITS.rules) }).strict();
export const rulePreviewRowSchema = z.object({
  transactionId: z.number().int(),
  ledgerId: int32(),
  transactionDate: z.string(),
  amount: z.number().int(),
  memo: z.string(),
  categoryId: int32().nullable(),
  payee: z.string().nullable(),
  newCategoryId: int32().nullable(),
  newPayee: z.string().nullable(),
  newMemo: z.string(),
});
export const rulePreviewAnswerSchema = z.object({
  scanned: int32(),
  matched: int32(),
  rows: z.array(rulePreviewRowSchema),
});
export type RulePreview = z.infer<typeof rulePreviewAnswerSchema>;

/** What applying a rule to existing transactions did. */
export const ruleAppliedSchema = z.object({
  /** The caller's latest transactions read (at most 5,000). */
  scanned: int32(),
  /** Rows changed. */
  applied: int32(),
  /** Rows the rule matched but could not change: locked by a statement, or a split's category. */
  skipped: int32(),
});
export type RuleApplied = z.infer<typeof ruleAppliedSchema>;

export const listRules = endpoint({
  method: 'GET',
  path: '/money/rules',
  response: z.array(ruleSchema),
  summary: "The caller's rules, in the order they run",
});
export const createRule = endpoint({
  method: 'POST',
  path: '/money/rules',
  request: ruleSaveSchema,
  response: ruleSchema,
  summary: 'Adds a rule (it runs after the others)',
});
export const previewRule = endpoint({
  method: 'POST',
  path: '/money/rules/preview',
  request: ruleSaveSchema,
  response: rulePreviewAnswerSchema,
  summary:
    "Which of the caller's recent transactions a rule would change, and how (at most 5,000 read, 50 listed)",
});
export const applyRule = endpoint({
  method: 'POST',
  path: '/money/rules/:id/apply',
  params: idParams,
  response: ruleAppliedSchema,
  summary:
    "Applies a saved rule to the caller's latest transactions (at most 5,000, in the ledgers they own), as its preview lists them",
});
export const orderRules = endpoint({
  method: 'PUT',
  path: '/money/rules/order',
  request: ruleOrderSchema,
  response: z.array(ruleSchema),
  summary: 'Sets the order the rules run in (every rule of the caller, once)',
});
export const updateRule = endpoint({
  method: 'PUT',
  path: '/money/rules/:id',
  params: idParams,
  request: ruleSaveSchema,
  response: ruleSchema,
  summary: 'Changes a rule',
});
export const deleteRule = endpoint({
  method: 'DELETE',
  path: '/money/rules/:id',
  params: idParams,
  response: z.boolean(),
  summary: 'Deletes a rule',
});
