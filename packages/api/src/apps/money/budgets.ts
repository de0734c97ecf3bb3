// Money, depth: budgets. A user's monthly amount per category, and the month's budget against what was spent
// across the ledgers the user owns (the ledgers whose transactions take the user's categories; budget
// templates, ledger type 99, excluded). Spent is read from the category totals the database keeps per ledger
// and month (money_031: split parts counted in their own categories, transfers left out): one row per ledger,
// category and month, whatever the history's length.
// Each currency has its own budget: a month counts the ledgers of one currency against the amounts budgeted in
// it, never adding amounts of two currencies.
// Carry-over: for a category that carries over, what is left (or overspent) moves into the next month, from
// the first month it was budgeted: carried(M) = its budgets before M + its transactions from that first month
// up to M (spending is negative).
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  LedgerType,
  type BudgetMonth,
  type budgetFillSchema,
  type budgetSetSchema,
} from '@lcars/contract/money';
import { bool } from '../../db/knex.js';
import { typed } from '../../db/typed.js';
import { badRequest } from '../../http/errors.js';
import type { MoneyContext, Queryable } from './access.js';
import { cents } from './arithmetic.js';
import { ownCategory } from './categories.js';
import { ledgerCurrencies, mainCurrencyOf, type CurrencyLedger } from './currencies.js';
import { loadLedger } from './ledgers.js';

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}

/** The ledgers a budget counts: the user's own (templates aside), by currency (a linked account's first). */
async function budgetLedgers(db: Queryable, userId: number): Promise<Map<string, number[]>> {
  const ledgers = await typed<CurrencyLedger[]>(
    db('money_ledgers')
      .where({ created_by_id: userId })
      .whereNot({ ledger_type_id: LedgerType.Template })
      .select('id', 'currency', 'account_id', 'balance_account_id'),
  );
  const byCurrency = new Map<string, number[]>();
  for (const [id, code] of await ledgerCurrencies(db, ledgers))
    byCurrency.set(code, [...(byCurrency.get(code) ?? []), id]);
  return byCurrency;
}

/**
 * The currency a month's budget shows when none is asked for: the one most of the user's ledgers keep (the
 * default currency when they have none, or on a tie, the first code).
 */
const mainCurrency = (byCurrency: ReadonlyMap<string, readonly number[]>): string =>
  mainCurrencyOf([...byCurrency].flatMap(([currency, ids]) => ids.map(() => ({ currency }))));

const inList = (ids: readonly number[]): string => (ids.length ? ids.map(() => '?').join(', ') : 'null');

interface Sums {
  byCategory: Map<number, number>;
  uncategorised: number;
}

/** What each category's rows (and split parts) add up to in the month, signed as stored; 0 is uncategorised. */
async function monthSums(db: Queryable, ledgerIds: readonly number[], month: string): Promise<Sums> {
  const rows = rowsOf<{ category_id: number; total: unknown }>(
    await db.raw(
      `select category_id, sum(total) as total from money_category_months
       where ledger_id in (${inList(ledgerIds)}) and month = ? group by category_id`,
      [...ledgerIds, month],
    ),
  );
  const byCategory = new Map<number, number>();
  let uncategorised = 0;
  for (const row of rows) {
    const total = cents(row.total ?? 0);
    if (Number(row.category_id) === 0) uncategorised = total;
    else byCategory.set(Number(row.category_id), total);
  }
  return { byCategory, uncategorised };
}

/** Per carry-over category: its budgets before the month and its totals from its first budgeted month on. */
async function carriedIn(
  db: Queryable,
  userId: number,
  currency: string,
  ledgerIds: readonly number[],
  month: string,
): Promise<Map<number, number>> {
  // f: each carry-over category's first budgeted month and its budgets before this one.
  const statement = `
    with f as (
      select b.category_id, min(b.month) as first_month, sum(b.amount) as budgeted
      from money_budgets b join money_categories c on c.id = b.category_id
      where b.user_id = ? and b.currency = ? and b.month < ? and c.carry_over = ?
      group by b.category_id
    )
    select f.category_id, f.budgeted from f
    union all
    select s.category_id, sum(s.total) as budgeted from money_category_months s
      join f on f.category_id = s.category_id
      where s.ledger_id in (${inList(ledgerIds)}) and s.month >= f.first_month and s.month < ?
      group by s.category_id`;
  const rows = rowsOf<{ category_id: number; budgeted: unknown }>(
    await db.raw(statement, [userId, currency, month, true, ...ledgerIds, month]),
  );
  const carried = new Map<number, number>();
  for (const row of rows) {
    const id = Number(row.category_id);
    carried.set(id, (carried.get(id) ?? 0) + cents(row.budgeted ?? 0));
  }
  return carried;
}

/**
 * A month's budget in one currency (the asked one, else the main one): what the user's ledgers of that currency
 * spent, against what was budgeted in it. The answer lists every currency the user's ledgers keep.
 */
export async function budgetMonth(
  { db, user }: MoneyContext,
  month: string,
  asked?: string,
): Promise<BudgetMonth> {
  const byCurrency = await budgetLedgers(db, user.id);
  const currency = asked ?? mainCurrency(byCurrency);
  const ledgerIds = byCurrency.get(currency) ?? [];
  const [groups, categories, budgets, sums, carried] = await Promise.all([
    typed<{ id: number; name: string }[]>(
      db('money_category_groups')
        .where({ user_id: user.id })
        .orderBy(['sort_order', 'name', 'id'])
        .select('id', 'name'),
    ),
    typed<{ id: number; name: string; group_id: number | null; carry_over: unknown }[]>(
      db('money_categories')
        .where({ user_id: user.id })
        .orderBy(['sort_order', 'name', 'id'])
        .select('id', 'name', 'group_id', 'carry_over'),
    ),
    typed<{ category_id: number; amount: unknown }[]>(
      db('money_budgets').where({ user_id: user.id, month, currency }).select('category_id', 'amount'),
    ),
    monthSums(db, ledgerIds, month),
    carriedIn(db, user.id, currency, ledgerIds, month),
  ]);
  const budgeted = new Map(budgets.map((row) => [Number(row.category_id), cents(row.amount)]));
  const lines = categories.map((row) => {
    const id = Number(row.id);
    const carryOver = bool(row.carry_over);
    const amount = budgeted.get(id) ?? 0;
    const spent = -(sums.byCategory.get(id) ?? 0) || 0;
    const carriedAmount = carryOver ? (carried.get(id) ?? 0) : 0;
    return {
      groupId: row.group_id === null ? null : Number(row.group_id),
      line: {
        categoryId: id,
        name: row.name,
        carryOver,
        budgeted: amount,
        spent,
        carried: carriedAmount,
        left: amount + carriedAmount - spent,
      },
    };
  });
  const sum = (items: { budgeted: number; spent: number; carried: number; left: number }[]) => ({
    budgeted: items.reduce((total, item) => total + item.budgeted, 0),
    spent: items.reduce((total, item) => total + item.spent, 0),
    carried: items.reduce((total, item) => total + item.carried, 0),
    left: items.reduce((total, item) => total + item.left, 0),
  });
  const grouped = [
    ...groups.map((group): { groupId: number | null; name: string } => ({
      groupId: Number(group.id),
      name: group.name,
    })),
    { groupId: null, name: 'Ungrouped' },
  ]
    .map((group) => {
      const members = lines.filter((line) => line.groupId === group.groupId).map((line) => line.line);
      return { ...group, ...sum(members), categories: members };
    })
    .filter((group) => group.groupId !== null || group.categories.length > 0);
  const all = lines.map((line) => line.line);
  return {
    month,
    currency,
    currencies: [...new Set([...byCurrency.keys(), currency])].sort(),
    groups: grouped,
    uncategorised: -sums.uncategorised || 0,
    totals: sum(all),
  };
}

type SetInput = z.output<typeof budgetSetSchema>;

export async function setBudget(context: MoneyContext, month: string, input: SetInput): Promise<BudgetMonth> {
  const { db, user } = context;
  const currency = await db.transaction(async (trx) => {
    await ownCategory(trx, user.id, input.categoryId);
    const currency = input.currency ?? mainCurrency(await budgetLedgers(trx, user.id));
    await writeBudget(trx, user.id, input.categoryId, { month, currency }, input.amount, true);
    return currency;
  });
  return budgetMonth(context, month, currency);
}

async function writeBudget(
  trx: Knex.Transaction,
  userId: number,
  categoryId: number,
  { month, currency }: { month: string; currency: string },
  amount: number,
  overwrite: boolean,
): Promise<void> {
  if (amount === 0) {
    if (overwrite) await trx('money_budgets').where({ category_id: categoryId, month, currency }).delete();
    return;
  }
  const insert = trx('money_budgets')
    .insert({ category_id: categoryId, month, currency, user_id: userId, amount })
    .onConflict(['category_id', 'month', 'currency']);
  await (overwrite ? insert.merge(['amount']) : insert.ignore());
}

type FillInput = z.output<typeof budgetFillSchema>;

/**
 * Fills a month from a budget template (a ledger of type 99 the caller can read): each of the caller's
 * categories gets what the template's rows in it spend (withdrawals less deposits, split parts by their own
 * categories). Rows without a category, or with another user's, fill nothing. Without `overwrite` only
 * categories with no amount for the month are filled.
 */
export async function fillBudget(
  context: MoneyContext,
  month: string,
  input: FillInput,
): Promise<BudgetMonth> {
  const { db, user } = context;
  const currency = await db.transaction(async (trx) => {
    const template = await loadLedger(trx, user.id, input.templateId);
    if (template.row.ledger_type_id !== LedgerType.Template) {
      throw badRequest([{ field: 'templateId', message: 'Choose a budget template (a ledger of type 99).' }]);
    }
    const rows = rowsOf<{ category_id: number; total: unknown }>(
      await trx.raw(
        `select s.category_id, sum(s.total) as total from (
           select category_id, amount as total from money_transactions where ledger_id = ? and category_id is not null
           union all
           select category_id, amount as total from money_transaction_splits where ledger_id = ? and category_id is not null
         ) s join money_categories c on c.id = s.category_id and c.user_id = ?
         group by s.category_id`,
        [input.templateId, input.templateId, user.id],
      ),
    );
    const chosen = input.currency ?? mainCurrency(await budgetLedgers(trx, user.id));
    for (const row of rows) {
      const spend = -cents(row.total ?? 0);
      if (spend > 0)
        await writeBudget(
          trx,
          user.id,
          Number(row.category_id),
          { month, currency: chosen },
          spend,
          input.overwrite,
        );
    }
    return chosen;
  });
  return budgetMonth(context, month, currency);
}
