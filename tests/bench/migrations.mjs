// Migrations that rewrite data, on a large copy: how long they take and how much memory they hold, beside a
// plain full-table UPDATE of the same table in the same run (what any rewrite of those rows costs at least).
//
//   npx tsc -b packages/api && node tests/bench/migrations.mjs [--transactions 500000] [--items 100000]
//     [--only sqlite|postgres]
//
// For each database (PostgreSQL when it answers at 127.0.0.1:5432), a fresh portal database is migrated to
// today's schema through the built API (packages/api/dist), then filled: one ledger of --transactions Money
// transactions, and --items lookup-list titles of which one in ten repeats another's in other case. Each
// migration is taken back with its own `down` and timed as it runs `up` on that data, in one transaction as knex
// runs a migration:
//   - money_002_running: the running balances backfilled by one UPDATE ... FROM a window per table;
//   - 015_system_item_titles: lookup titles told apart before the unique index on lowered titles.
// Prints wall time, CPU time (this process, plus PostgreSQL's server processes) and the largest resident memory
// of this process during the step. Figures only; nothing is asserted on timings.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import knexFactory from 'knex';
import { cpuMicros } from './cpu.mjs';
import { ledgerRows } from './ledger-rows.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'packages/api/dist');
const { values: args } = parseArgs({
  options: {
    transactions: { type: 'string', default: '500000' },
    items: { type: 'string', default: '100000' },
    only: { type: 'string' },
  },
});
const TRANSACTIONS = Number(args.transactions);
const ITEMS = Number(args.items);

const { prepare } = await import(path.join(dist, 'bootstrap.js'));
const { loadConfig } = await import(path.join(dist, 'config.js'));
const { rebuildLedgerBalances } = await import(path.join(dist, 'apps/money/postings.js'));
const running = await import(path.join(dist, 'apps/money/migrations/money_002_running.js'));
const days = await import(path.join(dist, 'apps/money/migrations/money_030_day_checkpoints.js'));
const titles = await import(path.join(dist, 'db/migrations/015_system_item_titles.js'));

const quiet = { info: () => {}, error: (message, error) => console.error(message, error) };
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

async function postgresAnswers() {
  const db = knexFactory({
    client: 'pg',
    connection: ADMIN_URL,
    pool: { min: 0, max: 1 },
    acquireConnectionTimeout: 2000,
  });
  try {
    await db.raw('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await db.destroy();
  }
}

/** The server processes of PostgreSQL serving this database, whose CPU time counts too. */
async function backends(db) {
  if (db.client.config.client !== 'pg') return [];
  const result = await db.raw('select pid from pg_stat_activity where datname = current_database()');
  return result.rows.map((row) => row.pid);
}

/** Runs a step and measures it: wall, CPU (this process and the database's), the largest RSS while it ran. */
async function measure(db, step) {
  const pids = await backends(db);
  const serverBefore = cpuMicros(pids) ?? 0;
  const cpuBefore = process.cpuUsage();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  await step();
  const wall = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const own = process.cpuUsage(cpuBefore);
  const server = (cpuMicros(pids) ?? serverBefore) - serverBefore;
  return { wall, cpu: (own.user + own.system + server) / 1000, peakMb: peak / 2 ** 20 };
}

const row = (label, { wall, cpu, peakMb }) =>
  console.log(
    `  ${label.padEnd(46)} ${(wall / 1000).toFixed(2).padStart(7)} s wall ${(cpu / 1000).toFixed(2).padStart(7)} s CPU ` +
      `${peakMb.toFixed(0).padStart(5)} MB peak RSS`,
  );

async function insertAll(trx, table, rows, batchSize) {
  let batch = [];
  for (const item of rows) {
    batch.push(item);
    if (batch.length === batchSize) {
      await trx(table).insert(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await trx(table).insert(batch);
}

/** Lookup titles of one bench type; every tenth repeats an earlier one in upper case. */
function* items(type) {
  for (let id = 1; id <= ITEMS; id += 1) {
    const title = id % 10 === 0 ? `Ingredient ${id - 5}`.toUpperCase() : `Ingredient ${id}`;
    yield { system_item_type: type, id, title, normalized_title: title.toLowerCase() };
  }
}

async function benchOn(kind, env) {
  const config = loadConfig(env, root);
  const { server } = await prepare(config, quiet);
  const db = server.db;
  try {
    console.log(
      `\n${kind} (${TRANSACTIONS.toLocaleString('en')} transactions, ${ITEMS.toLocaleString('en')} lookup titles)`,
    );
    const admin = await db('users').where({ normalized_user_name: 'admin' }).first('id');
    const [ledger] = await db('money_ledgers')
      .insert({
        title: 'Bench ledger',
        balance_mode_id: 1,
        created_by_id: admin.id,
        modified_by_id: admin.id,
      })
      .returning('id');
    const ledgerId = Number(ledger.id ?? ledger);
    await db.transaction(async (trx) => {
      await insertAll(trx, 'money_transactions', ledgerRows(ledgerId, admin.id, TRANSACTIONS), 400);
      await rebuildLedgerBalances(trx, ledgerId);
    });
    await db.raw(kind === 'PostgreSQL' ? 'vacuum analyze money_transactions' : 'analyze');

    row(
      'reference: update every transaction once',
      await measure(db, () => db.raw('update money_transactions set day_running = day_running + 0')),
    );
    await days.down(db);
    await running.down(db);
    row(
      'money_002_running up (running balances)',
      await measure(db, () => db.transaction((trx) => running.up(trx))),
    );
    row(
      'money_030_day_checkpoints up (day checkpoints)',
      await measure(db, () => db.transaction((trx) => days.up(trx))),
    );

    const type = 9_999;
    await titles.down(db);
    await db.transaction((trx) => insertAll(trx, 'system_items', items(type), 500));
    // A long-lived database has its statistics (autovacuum): without them PostgreSQL scans the table per update.
    await db.raw(kind === 'PostgreSQL' ? 'vacuum analyze system_items' : 'analyze');
    row(
      'reference: update every lookup title once',
      await measure(db, () => db('system_items').where({ system_item_type: type }).update({ sort_order: 1 })),
    );
    row(
      '015_system_item_titles up (told apart, indexed)',
      await measure(db, () => db.transaction((trx) => titles.up(trx))),
    );
    const renamed = await db('system_items')
      .where({ system_item_type: type })
      .whereLike('title', '% (%)')
      .count({ n: '*' });
    console.log(`  (${Number(renamed[0].n).toLocaleString('en')} repeated titles told apart by their id)`);
  } finally {
    await db.destroy();
  }
}

console.log(
  `load average before: ${(await import('node:os'))
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
if (args.only !== 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lcars-bench-migrations-'));
  try {
    await benchOn('SQLite', {
      NODE_ENV: 'production',
      PORTAL_DATA_DIR: dataDir,
      PORTAL_ADMIN_PASSWORD: 'bench-admin-password-1234',
      PORTAL_JWT_SECRET: 'a-bench-secret-of-at-least-thirty-two-characters',
      PORTAL_SCRYPT_LOG_N: '10',
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (args.only !== 'sqlite') {
  if (!(await postgresAnswers())) console.log('\nPostgreSQL does not answer at 127.0.0.1:5432: skipped.');
  else {
    const name = `lcars_bench_${randomBytes(4).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: ADMIN_URL, pool: { min: 0, max: 1 } });
    await admin.raw('create database ??', [name]);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lcars-bench-migrations-'));
    try {
      await benchOn('PostgreSQL', {
        NODE_ENV: 'production',
        PORTAL_DATA_DIR: dataDir,
        DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`,
        PORTAL_ADMIN_PASSWORD: 'bench-admin-password-1234',
        PORTAL_JWT_SECRET: 'a-bench-secret-of-at-least-thirty-two-characters',
        PORTAL_SCRYPT_LOG_N: '10',
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await admin.raw('drop database if exists ?? with (force)', [name]);
      await admin.destroy();
    }
  }
}
console.log(
  `load average after: ${(await import('node:os'))
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
// The API's timers (caches, the live hub) are not started for a server that never listened: end here.
process.exit(0);
