// Schedules: an account or ledger with a schedule posts its amountPerCycle as an automated
// transaction when nextCycleDate arrives and, with autoIncrementCycleDate, moves the date on by one interval
// (catching up missed cycles). Posting is idempotent: each cycle first claims its row in
// money_schedule_postings (primary key owner kind, owner id, cycle date; insert-or-ignore) in the same
// database transaction as the posting, so a second run, a restart or a second instance never posts it twice.
//
// What is posted: a ledger's amountPerCycle as signed (positive a deposit, negative a withdrawal) into the
// ledger itself; an account's amountPerCycle as a payment (a withdrawal) into the account's own ledger, or,
// for an account without a ledger, taken off its currentBalance.
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import type { Logger } from '../../logger.js';
import { badRequest } from '../../http/errors.js';
import { BalanceMode, TransactionType } from '@lcars/contract/money';
import { cents, nextCycleDate, today } from './arithmetic.js';
import { postTransaction, type PostingLedger } from './postings.js';
import { typed } from '../../db/typed.js';

/**
 * Bounds on one run: the cycles one account or ledger catches up (a daily schedule a year late takes a
 * dozen runs), and the postings of the whole run; what is left waits for the next run. Each cycle is its own
 * transaction and the run yields to the event loop after each, so requests go on while it catches up.
 */
export const MAX_CYCLES_PER_RUN = 31;
export const MAX_POSTINGS_PER_RUN = 2000;

/** How far back a schedule may start: missed cycles are caught up, but not centuries of them. */
const EARLIEST_START_DAYS = 366;

/** 400 naming nextCycleDate when a new or changed schedule starts more than a year ago. */
export function checkScheduleStart(
  nextCycleDate: string | null,
  previous: string | null = null,
  now: Date = new Date(),
): void {
  if (nextCycleDate === null || nextCycleDate === previous) return;
  const earliest = today(new Date(now.getTime() - EARLIEST_START_DAYS * 86_400_000));
  if (nextCycleDate < earliest) {
    throw badRequest([
      {
        field: 'nextCycleDate',
        message: `Next cycle date may be at most a year back (${earliest} or later).`,
      },
    ]);
  }
}

const yieldToRequests = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

interface ScheduleOwner {
  id: number;
  title: string;
  amount_per_cycle: unknown;
  schedule_interval_id: number;
  next_cycle_date: string;
  auto_increment_cycle_date: boolean | number;
  created_by_id: number | null;
}

async function claimCycle(
  trx: Knex.Transaction,
  kind: 'account' | 'ledger',
  ownerId: number,
  cycleDate: string,
): Promise<boolean> {
  const claimed = (await trx('money_schedule_postings')
    .insert({ owner_kind: kind, owner_id: ownerId, cycle_date: cycleDate })
    .onConflict(['owner_kind', 'owner_id', 'cycle_date'])
    .ignore()
    .returning('owner_id')) as unknown[];
  return claimed.length > 0;
}

const LEDGER_FIELDS = [
  'id',
  'balance_mode_id',
  'balance_account_id',
  'enable_ledger_affects_current_balance',
  'created_by_id',
];

async function postCycle(
  trx: Knex.Transaction,
  kind: 'account' | 'ledger',
  owner: ScheduleOwner,
  cycleDate: string,
): Promise<boolean> {
  if (!(await claimCycle(trx, kind, owner.id, cycleDate))) return false;
  const amount = cents(owner.amount_per_cycle);
  const memo = `${owner.title} (scheduled)`;
  let ledger: PostingLedger | undefined;
  let posted: number;
  if (kind === 'ledger') {
    ledger = await typed<PostingLedger>(trx('money_ledgers').where({ id: owner.id }).first(LEDGER_FIELDS));
    posted = amount;
  } else {
    // The account's own ledger is one its owner made: a ledger a shared user tied to the account is not.
    ledger = await typed<PostingLedger | undefined>(
      trx('money_ledgers')
        .where({ account_id: owner.id, created_by_id: owner.created_by_id })
        .orderBy('id')
        .first(LEDGER_FIELDS),
    );
    posted = -Math.abs(amount);
  }
  if (ledger) {
    const row = await postTransaction(trx, ledger, owner.created_by_id, {
      amount: posted,
      typeId: posted < 0 ? TransactionType.Withdrawl : TransactionType.Deposit,
      memo,
      transactionDate: cycleDate,
      automated: true,
    });
    await trx('money_schedule_postings')
      .where({ owner_kind: kind, owner_id: owner.id, cycle_date: cycleDate })
      .update({ transaction_id: row.id });
    // An account's own ledger in Account mode already moved the account; otherwise move it here.
    if (
      kind === 'account' &&
      !(ledger.balance_mode_id === BalanceMode.Account && ledger.balance_account_id === owner.id)
    ) {
      await trx('money_accounts')
        .where({ id: owner.id })
        .update({ current_balance: trx.raw('current_balance + ?', [posted]) });
    }
  } else {
    await trx('money_accounts')
      .where({ id: owner.id })
      .update({ current_balance: trx.raw('current_balance + ?', [posted]) });
  }
  return true;
}

async function runOwner(
  db: Db,
  kind: 'account' | 'ledger',
  owner: ScheduleOwner,
  until: string,
  budget: number,
): Promise<number> {
  const table = kind === 'account' ? 'money_accounts' : 'money_ledgers';
  let cycleDate = owner.next_cycle_date;
  let posted = 0;
  const cycles = Math.min(MAX_CYCLES_PER_RUN, budget);
  for (let cycle = 0; cycle < cycles && cycleDate <= until; cycle += 1) {
    const current = cycleDate;
    const next = nextCycleDate(current, owner.schedule_interval_id);
    const autoIncrement = owner.auto_increment_cycle_date === true || owner.auto_increment_cycle_date === 1;
    const done = await db.transaction(async (trx) => {
      const didPost = await postCycle(trx, kind, owner, current);
      if (autoIncrement) {
        // Conditional on the date still being this cycle's: a concurrent run that moved it on wins.
        await trx(table).where({ id: owner.id, next_cycle_date: current }).update({ next_cycle_date: next });
      }
      return didPost;
    });
    if (done) posted += 1;
    await yieldToRequests();
    if (!autoIncrement) break;
    cycleDate = next;
  }
  return posted;
}

/** Posts every due cycle up to `until` (today, UTC); answers how many transactions were posted. */
export async function runDueSchedules(db: Db, until: string = today()): Promise<number> {
  const columns = [
    'id',
    'title',
    'amount_per_cycle',
    'schedule_interval_id',
    'next_cycle_date',
    'auto_increment_cycle_date',
    'created_by_id',
  ];
  const accounts = await typed<ScheduleOwner[]>(
    db('money_accounts')
      .where({ active: true })
      .whereNot('amount_per_cycle', 0)
      .whereNotNull('schedule_interval_id')
      .whereNotNull('next_cycle_date')
      .where('next_cycle_date', '<=', until)
      .select(columns),
  );
  const ledgers = await typed<ScheduleOwner[]>(
    db('money_ledgers')
      .where({ enable_schedule: true })
      .whereNot('amount_per_cycle', 0)
      .whereNotNull('schedule_interval_id')
      .whereNotNull('next_cycle_date')
      .where('next_cycle_date', '<=', until)
      .select(columns),
  );
  let posted = 0;
  const owners = [
    ...accounts.map((owner) => ['account', owner] as const),
    ...ledgers.map((owner) => ['ledger', owner] as const),
  ];
  for (const [kind, owner] of owners) {
    if (posted >= MAX_POSTINGS_PER_RUN) break;
    posted += await runOwner(db, kind, owner, until, MAX_POSTINGS_PER_RUN - posted);
  }
  return posted;
}

export interface ScheduleRunner {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** Runs due schedules now and then every config.moneyScheduleMinutes (0: only now), until stopped. */
export function startMoneySchedules(server: {
  db: Db;
  log: Logger;
  config: { moneyScheduleMinutes: number };
}): ScheduleRunner {
  const intervalMs = server.config.moneyScheduleMinutes * 60_000;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = (): void => {
    if (stopped) return;
    running = running.then(async () => {
      if (stopped) return;
      try {
        const posted = await runDueSchedules(server.db);
        if (posted > 0) server.log.info(`Money schedules posted ${posted} transaction(s).`);
      } catch (error) {
        server.log.error('Running the Money schedules failed', error);
      }
    });
  };
  run();
  const timer = intervalMs > 0 ? setInterval(run, intervalMs) : undefined;
  timer?.unref();
  return {
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
