// Demo content for Money (only when demo content is on): the demo user's checking account with a ledger of a
// few hundred realistic transactions (a deterministic pseudo-random sequence), a credit card, a loan, three
// subscriptions, and a ledger shared between `admin` and `demo`. Seeded once: skipped when the demo user
// already has Money accounts.
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { AccountType, BalanceMode, Interval, LedgerType } from '@lcars/contract/money';
import { normalizeName } from '../../platform/users/service.js';
import { nextCycleDate, today } from './arithmetic.js';
import { refreshMonth } from './postings.js';
import { typed } from '../../db/typed.js';

/** mulberry32: a small deterministic generator, so every demo database holds the same ledger. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface DemoRow {
  date: string;
  memo: string;
  amount: number;
}

function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** About ten months of a household's checking account, ending today. */
export function demoCheckingRows(end: string = today()): DemoRow[] {
  const random = generator(20_260_101);
  const between = (low: number, high: number): number => low + Math.floor(random() * (high - low + 1));
  const rows: DemoRow[] = [];
  const start = addDays(end, -300);
  const groceries = ['Fresh Market', 'Green Grocer', 'Corner Store', 'Farmers market'];
  const dining = ['Pizza night', 'Cafe Roma', 'Noodle bar', 'Taco truck', 'Sushi place'];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    const day = Number(date.slice(8, 10));
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (day === 1) rows.push({ date, memo: 'Rent', amount: -145_000 });
    if (day === 1 || day === 15) rows.push({ date, memo: 'Salary', amount: 245_000 });
    if (day === 5) rows.push({ date, memo: 'Electricity', amount: -between(7_500, 13_500) });
    if (day === 8) rows.push({ date, memo: 'Internet', amount: -6_499 });
    if (day === 12) rows.push({ date, memo: 'Water and sewer', amount: -between(3_000, 5_500) });
    if (day === 20) rows.push({ date, memo: 'Phone', amount: -4_500 });
    if (weekday === 6) {
      rows.push({
        date,
        memo: `Groceries - ${groceries[between(0, 3)] ?? 'Market'}`,
        amount: -between(6_000, 14_000),
      });
    }
    if (weekday === 3 && random() < 0.7)
      rows.push({ date, memo: 'Gas station', amount: -between(3_500, 6_500) });
    if (random() < 0.18)
      rows.push({ date, memo: dining[between(0, 4)] ?? 'Dinner', amount: -between(1_200, 5_800) });
    if (random() < 0.05) rows.push({ date, memo: 'Pharmacy', amount: -between(800, 3_500) });
    if (random() < 0.02) rows.push({ date, memo: 'Refund', amount: between(1_000, 8_000) });
  }
  return rows;
}

async function insertRows(
  trx: Knex.Transaction,
  ledgerId: number,
  userId: number,
  rows: readonly DemoRow[],
  reconciledBefore: string,
): Promise<number> {
  const records = rows.map((row, index) => {
    const reconciled = row.date < reconciledBefore;
    return {
      ledger_id: ledgerId,
      amount: row.amount,
      transaction_type_id: row.amount < 0 ? 2 : 1,
      memo: row.memo,
      transaction_date: row.date,
      reconciled,
      reconciliation_date: reconciled ? addDays(row.date, 3) : null,
      // A few of the newest rows are still pending at the bank.
      transaction_initiated: !reconciled && index % 3 === 0,
      order_id: index + 1,
      created_by_id: userId,
      modified_by_id: userId,
    };
  });
  for (let start = 0; start < records.length; start += 100) {
    await trx('money_transactions').insert(records.slice(start, start + 100));
  }
  // The demo's rows fall on many days: each month (and set) they touch is recomputed whole.
  const months = new Map<string, { month: string; reconciled: boolean }>();
  for (const record of records) {
    const month = record.transaction_date.slice(0, 7);
    months.set(`${month}:${String(record.reconciled)}`, { month, reconciled: record.reconciled });
  }
  for (const entry of months.values()) {
    await refreshMonth(trx, ledgerId, entry.reconciled, entry.month);
  }
  return records.reduce((sum, record) => sum + record.amount, 0);
}

async function userId(db: Knex.Transaction, userName: string): Promise<number | undefined> {
  const row = await typed<{ id: number } | undefined>(
    db('users')
      .where({ normalized_user_name: normalizeName(userName) })
      .first('id'),
  );
  return row?.id;
}

async function insertAccount(
  trx: Knex.Transaction,
  ownerId: number,
  fields: Record<string, unknown>,
): Promise<number> {
  const [row] = await typed<{ id: number }[]>(
    trx('money_accounts')
      .insert({ ...fields, created_by_id: ownerId, modified_by_id: ownerId })
      .returning('id'),
  );
  return Number(row?.id);
}

async function insertLedger(
  trx: Knex.Transaction,
  ownerId: number,
  fields: Record<string, unknown>,
): Promise<number> {
  const [row] = await typed<{ id: number }[]>(
    trx('money_ledgers')
      .insert({ ...fields, created_by_id: ownerId, modified_by_id: ownerId })
      .returning('id'),
  );
  return Number(row?.id);
}

export async function seedMoneyDemo(db: Db, adminUserName = 'admin', demoUserName = 'demo'): Promise<void> {
  await db.transaction(async (trx) => {
    const demo = await userId(trx, demoUserName);
    const admin = await userId(trx, adminUserName);
    if (demo === undefined || admin === undefined) return;
    if (await trx('money_accounts').where({ created_by_id: demo }).first('id')) return;
    const now = today();
    const inAWhile = (days: number): string => addDays(now, days);

    const checking = await insertAccount(trx, demo, {
      title: 'Everyday checking',
      description: 'Salary in, bills out.',
      account_type_id: AccountType.Checking,
      account_number: '****4821',
      enable_ledger: true,
    });
    const ledger = await insertLedger(trx, demo, {
      title: 'Everyday checking',
      description: 'The checking account register.',
      account_id: checking,
      balance_mode_id: BalanceMode.Account,
      balance_account_id: checking,
      ledger_type_id: LedgerType.Account,
    });
    const total = await insertRows(trx, ledger, demo, demoCheckingRows(now), addDays(now, -10));
    // An opening balance of $1,000.00 before the first row.
    await trx('money_accounts')
      .where({ id: checking })
      .update({ current_balance: 100_000 + total });

    await insertAccount(trx, demo, {
      title: 'Travel rewards card',
      account_type_id: AccountType.CreditCard,
      current_balance: 123_456,
      credit_limit: 500_000,
      percentage_rate: 2_299,
      account_number: '****9012',
    });
    await insertAccount(trx, demo, {
      title: 'Car loan',
      account_type_id: AccountType.Loan,
      current_balance: 1_250_000,
      credit_limit: 2_000_000,
      percentage_rate: 650,
      amount_per_cycle: 34_567,
      schedule_interval_id: Interval.Monthly,
      next_cycle_date: nextCycleDate(now, Interval.Monthly),
      auto_increment_cycle_date: true,
    });
    const subscriptions: [string, number, number][] = [
      ['Video streaming', 1_549, Interval.Monthly],
      ['Cloud storage', 9_999, Interval.Yearly],
      ['Meal kit', 5_994, Interval.EveryTwoWeeks],
    ];
    for (const [title, amount, interval] of subscriptions) {
      await insertAccount(trx, demo, {
        title,
        account_type_id: AccountType.Subscription,
        amount_per_cycle: amount,
        schedule_interval_id: interval,
        next_cycle_date: inAWhile(interval === Interval.Yearly ? 120 : 9),
        auto_increment_cycle_date: interval !== Interval.Yearly,
      });
    }

    // Shared between the two: what admin owes demo reads positive for demo (left) and negative for admin (right).
    const shared = await insertLedger(trx, demo, {
      title: 'Shared household',
      description: 'Expenses split between admin and demo.',
      balance_mode_id: BalanceMode.Self,
      ledger_type_id: LedgerType.Debt,
    });
    await trx('money_ledger_users').insert([
      { ledger_id: shared, user_id: admin, side: 2 },
      { ledger_id: shared, user_id: demo, side: 1 },
    ]);
    await insertRows(
      trx,
      shared,
      demo,
      [
        { date: inAWhile(-40), memo: 'Groceries (demo paid, half)', amount: 4_250 },
        { date: inAWhile(-33), memo: 'Concert tickets (admin paid, half)', amount: -6_000 },
        { date: inAWhile(-21), memo: 'Internet (demo paid, half)', amount: 3_250 },
        { date: inAWhile(-12), memo: 'Dinner out (demo paid, half)', amount: 3_875 },
        { date: inAWhile(-4), memo: 'Cleaning supplies (admin paid, half)', amount: -1_420 },
      ],
      '0000-00-00',
    );
  });
}
