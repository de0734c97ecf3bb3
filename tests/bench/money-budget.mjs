// Money budget and reports benchmark: the budget month (budget against actual per category, carry-over
// included) and the reports (by category, by payee, income against spending, net worth) over 100,000
// transactions, on SQLite and (when it answers) PostgreSQL.
//
//   npx tsc -b packages/api && node tests/bench/money-budget.mjs [--rows 100000] [--runs 200] [--only sqlite|postgres]
//
// Seeds a fresh database through the built API's own migrations: one user with 4 ledgers (and a budget
// template, which the month leaves out), 6 groups of 40 categories (half carrying over), the rows spread over
// 5 years (80 % categorised, 5 % split in two parts), a budget for every category and month. Then calls the
// service the route calls (budgets.ts budgetMonth) for random months, `runs` times, and prints p50, p95 and
// p99 in milliseconds; then the reports (reports.ts moneyReport) for four shapes of range: a whole month, a
// quarter starting and ending mid-month, a year, the whole five years. The in-process call leaves out HTTP
// (about a millisecond here); what it measures is the database's part, and the load average is printed beside.
// Target (the issue): p95 under 100 ms on both databases. Prints figures only.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import knexFactory from 'knex';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'packages/api/dist');
const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '200' },
    only: { type: 'string' },
  },
});
const ROWS = Number(args.rows);
const RUNS = Number(args.runs);

const { prepare } = await import(path.join(dist, 'bootstrap.js'));
const { loadConfig } = await import(path.join(dist, 'config.js'));
const { rebuildLedgerBalances } = await import(path.join(dist, 'apps/money/postings.js'));
const { budgetMonth } = await import(path.join(dist, 'apps/money/budgets.js'));
const { moneyReport } = await import(path.join(dist, 'apps/money/reports.js'));
const { loadavg } = await import('node:os');

const quiet = { info: () => {}, error: (message, error) => console.error(message, error) };

/** A small seeded generator (mulberry32), so both databases get the same history. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MONTHS = Array.from({ length: 60 }, (_, index) => {
  const year = 2022 + Math.floor(index / 12);
  return `${year}-${String((index % 12) + 1).padStart(2, '0')}`;
});

async function seed(db) {
  const next = random(42);
  const admin = await db('users').where({ normalized_user_name: 'admin' }).first('id');
  const userId = admin.id;
  const categories = [];
  for (let g = 0; g < 6; g += 1) {
    const [group] = await db('money_category_groups')
      .insert({ user_id: userId, name: `Group ${g}`, sort_order: g })
      .returning('id');
    const groupId = Number(group.id ?? group);
    const rows = Array.from({ length: 40 }, (_, c) => ({
      user_id: userId,
      group_id: groupId,
      name: `Category ${g}.${c}`,
      carry_over: c % 2 === 0,
      sort_order: c,
    }));
    for (const row of await db('money_categories').insert(rows).returning('id'))
      categories.push(Number(row.id ?? row));
  }
  const payees = [];
  for (let p = 0; p < 300; p += 1) {
    const [payee] = await db('money_payees')
      .insert({ user_id: userId, name: `Payee ${p}`, name_key: `payee ${p}` })
      .returning('id');
    payees.push(Number(payee.id ?? payee));
  }
  const ledgers = [];
  for (let l = 0; l < 4; l += 1) {
    const [ledger] = await db('money_ledgers')
      .insert({ title: `Bench ${l}`, balance_mode_id: 1, created_by_id: userId, modified_by_id: userId })
      .returning('id');
    ledgers.push(Number(ledger.id ?? ledger));
  }
  const [template] = await db('money_ledgers')
    .insert({ title: 'Template', ledger_type_id: 99, balance_mode_id: 99, created_by_id: userId })
    .returning('id');
  const templateId = Number(template.id ?? template);
  await db.transaction(async (trx) => {
    let batch = [];
    const splits = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const ids = await trx('money_transactions').insert(batch).returning('id');
      for (const split of splits) {
        const id = Number(ids[split.index].id ?? ids[split.index]);
        const row = batch[split.index];
        const first = Math.trunc(row.amount / 2);
        await trx('money_transaction_splits').insert([
          {
            transaction_id: id,
            ledger_id: row.ledger_id,
            transaction_date: row.transaction_date,
            category_id: split.a,
            amount: first,
            position: 0,
          },
          {
            transaction_id: id,
            ledger_id: row.ledger_id,
            transaction_date: row.transaction_date,
            category_id: split.b,
            amount: row.amount - first,
            position: 1,
          },
        ]);
      }
      batch = [];
      splits.length = 0;
    };
    for (let i = 0; i < ROWS; i += 1) {
      const month = MONTHS[Math.floor(next() * MONTHS.length)];
      const day = String(1 + Math.floor(next() * 28)).padStart(2, '0');
      const amount = next() < 0.15 ? Math.floor(next() * 300_000) : -Math.floor(next() * 20_000) - 1;
      const pick = next();
      const split = pick > 0.95;
      const category = pick < 0.8 ? categories[Math.floor(next() * categories.length)] : null;
      batch.push({
        ledger_id: i < 50 ? templateId : ledgers[i % ledgers.length],
        amount,
        transaction_type_id: amount < 0 ? 2 : 1,
        memo: `Row ${i}`,
        transaction_date: `${month}-${day}`,
        category_id: split ? null : category,
        payee_id: next() < 0.7 ? payees[Math.floor(next() * payees.length)] : null,
        is_split: split,
        created_by_id: userId,
        modified_by_id: userId,
      });
      if (split) {
        splits.push({
          index: batch.length - 1,
          a: categories[Math.floor(next() * categories.length)],
          b: categories[Math.floor(next() * categories.length)],
        });
      }
      if (batch.length === 400) await flush();
    }
    await flush();
    for (const ledgerId of [...ledgers, templateId]) await rebuildLedgerBalances(trx, ledgerId);
    const budgets = [];
    for (const month of MONTHS) {
      for (const categoryId of categories) {
        budgets.push({
          category_id: categoryId,
          month,
          user_id: userId,
          amount: 1000 + Math.floor(next() * 50_000),
        });
      }
    }
    for (let start = 0; start < budgets.length; start += 500)
      await trx('money_budgets').insert(budgets.slice(start, start + 500));
  });
  if (db.client.config.client === 'pg') await db.raw('vacuum analyze');
  else await db.raw('analyze');
  return { userId };
}

/** The last day of a 'YYYY-MM' month. */
function lastDay(month) {
  const [year, number] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(year, number, 0)).getUTCDate()).padStart(2, '0')}`;
}

/**
 * CPU milliseconds used so far by this process and, on PostgreSQL, by the backends serving this database (from
 * /proc, in clock ticks): what the calls cost whatever else the machine runs, where wall-clock times wait for a
 * core. Read around a whole loop and divided by its runs (a tick is 10 ms).
 */
async function cpuNow(db) {
  const own = process.cpuUsage();
  let backends = 0;
  if (db.client.config.client === 'pg') {
    const result = await db.raw('select pid from pg_stat_activity where datname = current_database()');
    for (const { pid } of result.rows) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        backends += (Number(fields[11]) + Number(fields[12])) * 10;
      } catch {
        // a backend that ended meanwhile
      }
    }
  }
  return (own.user + own.system) / 1000 + backends;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function runOne(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lcars-bench-budget-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORTAL_DATA_DIR: dataDir,
    PORTAL_ADMIN_PASSWORD: 'bench-admin-password-1234',
    PORTAL_DEMO: 'false',
    PORTAL_JWT_SECRET: 'a-bench-secret-of-at-least-thirty-two-characters',
    DATABASE_URL: databaseUrl ?? '',
  };
  const config = loadConfig(env, root);
  const { server } = await prepare(config, quiet);
  const db = server.db;
  try {
    const seeded = performance.now();
    const { userId } = await seed(db);
    const seedSeconds = (performance.now() - seeded) / 1000;
    const context = { db, user: { id: userId, claims: [] } };
    const next = random(7);
    // Warm-up: the statements prepared, the pages in the cache.
    for (let i = 0; i < 10; i += 1) await budgetMonth(context, MONTHS[59]);
    const times = [];
    let lines = 0;
    const cpuBefore = await cpuNow(db);
    for (let i = 0; i < RUNS; i += 1) {
      const month = MONTHS[Math.floor(next() * MONTHS.length)];
      const started = performance.now();
      const answer = await budgetMonth(context, month);
      times.push(performance.now() - started);
      lines = answer.groups.reduce((sum, group) => sum + group.categories.length, 0);
    }
    const cpu = (await cpuNow(db)) - cpuBefore;
    times.sort((a, b) => a - b);
    const fixed = (value) => value.toFixed(1);
    const load = () => loadavg()[0].toFixed(1);
    console.log(
      `${label}: ${ROWS} rows, ${lines} categories, seeded in ${seedSeconds.toFixed(1)} s; budget month over ${RUNS} runs: p50 ${fixed(percentile(times, 50))} ms, p95 ${fixed(percentile(times, 95))} ms, p99 ${fixed(percentile(times, 99))} ms, CPU ${fixed(cpu / RUNS)} ms a call (load ${load()})`,
    );
    // Reports: each shape of range from random starting months.
    const shapes = {
      'a month': (m) => [`${MONTHS[m]}-01`, lastDay(MONTHS[m])],
      'a quarter, mid-month to mid-month': (m) => [`${MONTHS[m]}-10`, `${MONTHS[Math.min(59, m + 3)]}-20`],
      'a year': (m) => [`${MONTHS[m]}-01`, lastDay(MONTHS[Math.min(59, m + 11)])],
      'five years': () => [`${MONTHS[0]}-01`, `${MONTHS[59]}-31`],
    };
    for (const [name, range] of Object.entries(shapes)) {
      const spent = [];
      const runs = Math.max(20, Math.floor(RUNS / 4));
      for (let i = 0; i < 3; i += 1) await moneyReport(context, { from: range(0)[0], to: range(0)[1] });
      const reportCpu = await cpuNow(db);
      for (let i = 0; i < runs; i += 1) {
        const [from, to] = range(Math.floor(next() * 48));
        const started = performance.now();
        await moneyReport(context, { from, to });
        spent.push(performance.now() - started);
      }
      const used = (await cpuNow(db)) - reportCpu;
      spent.sort((a, b) => a - b);
      console.log(
        `${label}: report over ${name}, ${runs} runs: p50 ${fixed(percentile(spent, 50))} ms, p95 ${fixed(percentile(spent, 95))} ms, p99 ${fixed(percentile(spent, 99))} ms, CPU ${fixed(used / runs)} ms a call (load ${load()})`,
      );
    }
  } finally {
    await server.live?.close?.();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresAdminUrl() {
  const candidates = process.env.TEST_PG_URL
    ? [process.env.TEST_PG_URL]
    : [process.env.PGUSER, 'postgres', 'root']
        .filter(Boolean)
        .map((user) => `postgres://${user}@127.0.0.1:5432/test`);
  for (const url of candidates) {
    const db = knexFactory({
      client: 'pg',
      connection: { connectionString: url, connectionTimeoutMillis: 2000 },
      pool: { min: 0, max: 1 },
    });
    try {
      await db.raw('select 1');
      return url;
    } catch {
      // try the next one
    } finally {
      await db.destroy();
    }
  }
  return null;
}

if (args.only !== 'postgres') await runOne('sqlite', undefined);
if (args.only !== 'sqlite') {
  const adminUrl = await postgresAdminUrl();
  if (adminUrl === null) console.log('postgres: not reachable, skipped');
  else {
    const name = `lcars_bench_${randomBytes(5).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
    await admin.raw('CREATE DATABASE ??', [name]);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      await runOne('postgres', url.toString());
    } finally {
      await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
      await admin.destroy();
    }
  }
}
