// The category and payee totals the database keeps by triggers (money_031), and the same totals recomputed from the rows
// they derive from, for tests that check the first equals the second (Money's own, the backup's restore).
import type { Knex } from 'knex';

/** The totals recomputed from the rows, the way money_031's first fill computes them. */
const RECOMPUTED = `
  select ledger_id, month, category_id, sum(total) as total, sum(income) as income, sum(spending) as spending
  from (
    select ledger_id, substr(transaction_date, 1, 7) as month, coalesce(category_id, 0) as category_id,
      amount as total, case when amount > 0 then amount else 0 end as income,
      case when amount < 0 then -amount else 0 end as spending
    from money_transactions where transfer_id is null
    union all
    select ledger_id, substr(transaction_date, 1, 7), category_id, amount, 0, 0
    from money_transaction_splits where category_id is not null
    union all
    select ledger_id, substr(transaction_date, 1, 7), 0, -amount, 0, 0
    from money_transaction_splits where category_id is not null
  ) s group by ledger_id, month, category_id`;

export interface CategoryMonth {
  ledger_id: number;
  month: string;
  category_id: number;
  total: number;
  income: number;
  spending: number;
}

/** Rows in a stable order, numbers as numbers, all-zero rows (left when rows move away) left out. */
function normal(result: unknown): CategoryMonth[] {
  const rows = (
    Array.isArray(result) ? result : (result as { rows: CategoryMonth[] }).rows
  ) as CategoryMonth[];
  return rows
    .map((row) => ({
      ledger_id: Number(row.ledger_id),
      month: row.month,
      category_id: Number(row.category_id),
      total: Number(row.total),
      income: Number(row.income),
      spending: Number(row.spending),
    }))
    .filter((row) => row.total !== 0 || row.income !== 0 || row.spending !== 0)
    .sort(
      (a, b) => a.ledger_id - b.ledger_id || a.month.localeCompare(b.month) || a.category_id - b.category_id,
    );
}

export async function keptCategoryMonths(db: Knex): Promise<CategoryMonth[]> {
  return normal(
    await db.raw('select ledger_id, month, category_id, total, income, spending from money_category_months'),
  );
}

export async function recomputedCategoryMonths(db: Knex): Promise<CategoryMonth[]> {
  return normal(await db.raw(RECOMPUTED));
}

/** Payee totals per ledger and month (money_payee_months), kept and recomputed, in the same shape. */
export async function keptPayeeMonths(db: Knex): Promise<CategoryMonth[]> {
  return normal(
    await db.raw(`select ledger_id, month, payee_id as category_id, total, 0 as income, 0 as spending
      from money_payee_months`),
  );
}

export async function recomputedPayeeMonths(db: Knex): Promise<CategoryMonth[]> {
  return normal(
    await db.raw(`select ledger_id, substr(transaction_date, 1, 7) as month, coalesce(payee_id, 0) as category_id,
        sum(amount) as total, 0 as income, 0 as spending
      from money_transactions where transfer_id is null
      group by ledger_id, substr(transaction_date, 1, 7), coalesce(payee_id, 0)`),
  );
}
