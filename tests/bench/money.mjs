// Money benchmark: the ledger transactions page (50 rows, keyset paging, running balances) on a ledger of
// 100,000 transactions, on SQLite and (when it answers) PostgreSQL.
//
//   npx tsc -b packages/api && node tests/bench/money.mjs [--rows 100000] [--duration 10] [--connections 10]
//     [--month-rows 30000] [--only sqlite|postgres] [--keep] [--profile <dir>]
//
// Seeds a fresh database through the built API's own migrations (bulk insert of the rows and their month
// totals), starts the built server (packages/api/dist/server.js) as a child process, signs in, then hits
// POST /api/money/ledger/:id/transactions/false with autocannon from random keyset cursors (half ascending,
// half descending), then from cursors at every row (pages read for the first time: the server's kept
// pages miss). Prints req/s and latency percentiles. Targets (docs/performance.md): >= 3,000 req/s and
// p99 <= 10 ms with 10 connections on 2 cores. Prints figures only; never asserts on timings.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cpuMicros } from './cpu.mjs';
import { ledgerRows } from './ledger-rows.mjs';
import knexFactory from 'knex';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'packages/api/dist');
const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    // Rows added to January 2021, where half the backdated adds go: a busy month (issue 35's 30,000).
    'month-rows': { type: 'string', default: '30000' },
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
    // Writes a CPU profile of the server (node --cpu-prof) into this directory, to see where the time goes.
    profile: { type: 'string' },
  },
});
const ROWS = Number(args.rows);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const MONTH_ROWS = Number(args['month-rows']);

/** MONTH_ROWS more rows spread over the days of January 2021. */
function* busyMonth(ledgerId, userId) {
  for (let index = 0; index < MONTH_ROWS; index += 1) {
    const day = String(1 + (index % 31)).padStart(2, '0');
    yield {
      ledger_id: ledgerId,
      amount: -(100 + (index % 5_000)),
      transaction_type_id: 2,
      memo: 'Busy month',
      transaction_date: `2021-01-${day}`,
      order_id: ROWS + index + 1,
      created_by_id: userId,
      modified_by_id: userId,
    };
  }
}
const ADMIN_PASSWORD = 'bench-admin-password-1234';

const { prepare } = await import(path.join(dist, 'bootstrap.js'));
const { loadConfig } = await import(path.join(dist, 'config.js'));
const { rebuildLedgerBalances } = await import(path.join(dist, 'apps/money/postings.js'));
const { fillDerived } = await import(path.join(dist, 'apps/money/migrations/money_031_category_months.js'));

const quiet = { info: () => {}, error: (message, error) => console.error(message, error) };

function environment(dataDir, databaseUrl) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    PORTAL_DATA_DIR: dataDir,
    PORTAL_STATIC_DIR: path.join(dataDir, 'no-portal'),
    PORTAL_ADMIN_PASSWORD: ADMIN_PASSWORD,
    PORTAL_DEMO: 'false',
    PORTAL_ANONYMOUS_RATE_PER_MINUTE: '100000',
    PORTAL_JWT_SECRET: 'a-bench-secret-of-at-least-thirty-two-characters',
    PORTAL_SCRYPT_LOG_N: '10',
    PORTAL_MONEY_SCHEDULE_MINUTES: '0',
    // Room for the ~2,000 sampled pages (about 15 KB each; the default 32 MB is at the edge of them).
    PORTAL_MONEY_PAGE_CACHE_MB: '64',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
  };
}

/** The PostgreSQL server processes serving the API's connections to the bench database. */
async function postgresBackends(databaseUrl) {
  const db = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });
  try {
    const result = await db.raw(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return result.rows.map((row) => row.pid);
  } finally {
    await db.destroy();
  }
}

async function seed(env) {
  const config = loadConfig(env, root);
  const { server } = await prepare(config, quiet);
  const db = server.db;
  const started = performance.now();
  const admin = await db('users').where({ normalized_user_name: 'admin' }).first('id');
  const [ledger] = await db('money_ledgers')
    .insert({ title: 'Bench ledger', balance_mode_id: 1, created_by_id: admin.id, modified_by_id: admin.id })
    .returning('id');
  const ledgerId = Number(ledger.id ?? ledger);
  await db.transaction(async (trx) => {
    // On PostgreSQL the secondary indexes (btree and the memo's trigram GIN) are built after the load, as a
    // restore builds them: kept during the load, 1,000,000 rows took more than 20 minutes to insert.
    const deferred =
      config.database.client === 'pg'
        ? (
            await trx.raw(
              `select indexname, indexdef from pg_indexes
               where tablename = 'money_transactions' and indexdef not like 'CREATE UNIQUE%'`,
            )
          ).rows
        : [];
    for (const index of deferred) await trx.raw(`drop index "${index.indexname}"`);
    // The category and payee totals' row trigger is off during the load and the totals filled at once after
    // it: on PostgreSQL each row's upsert adds a version of its month's row that the next row's upsert walks
    // (one transaction), and 1,000,000 rows were still loading after 18 minutes.
    if (config.database.client === 'pg') {
      await trx.raw('alter table money_transactions disable trigger money_category_months_row');
    }
    let batch = [];
    for (const row of [...ledgerRows(ledgerId, admin.id, ROWS), ...busyMonth(ledgerId, admin.id)]) {
      batch.push(row);
      if (batch.length === 400) {
        await trx('money_transactions').insert(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await trx('money_transactions').insert(batch);
    for (const index of deferred) await trx.raw(index.indexdef);
    if (config.database.client === 'pg') {
      await trx.raw('alter table money_transactions enable trigger money_category_months_row');
      // fillDerived sums every ledger's rows: the totals start empty.
      await trx('money_category_months').delete();
      await trx('money_payee_months').delete();
      await fillDerived(trx);
    }
    // The month totals, openings and stored running balances, as an import that bulk-loads rows would.
    await rebuildLedgerBalances(trx, ledgerId);
  });
  // What autovacuum does to a table some time after a bulk load: statistics, and the visibility map without
  // which PostgreSQL cannot answer from the index alone (the opening balance's index-only scans).
  if (config.database.client === 'pg')
    await db.raw('vacuum analyze money_transactions, money_ledger_months, money_ledger_days');
  else await db.raw('analyze');
  // The alternative design, a balance stored after each transaction: a backdated add at the ledger's start
  // would rewrite every row after it. Timed here once (then rolled back) to compare with the month checkpoints.
  // Once only: on PostgreSQL each rolled-back whole-table update leaves a dead copy of every row, and three of
  // them tripled the table (790 MB instead of 245 MB at 1M rows) and slowed every later measure.
  const perRow = [];
  for (let run = 0; run < 1; run += 1) {
    const trx = await db.transaction();
    trx.executionPromise.catch(() => {});
    const start = performance.now();
    await trx.raw(
      'update money_transactions set day_running = day_running + 1 where ledger_id = ? and reconciled = ?',
      [ledgerId, false],
    );
    perRow.push(performance.now() - start);
    await trx.rollback();
  }
  // The dead row versions of the rollback go before anything else is timed (VACUUM FULL rewrites the table).
  if (config.database.client === 'pg') await db.raw('vacuum full analyze money_transactions');
  // About 1,000 rows at any size: at 1M rows every 97th row made 10,300 pages, more than the server's page cache
  // holds, so the "repeated" reads were first reads.
  const step = Math.max(97, Math.ceil(ROWS / 1000));
  const sample = await db('money_transactions')
    .where({ ledger_id: ledgerId })
    .whereRaw('id % ? = 0', [step])
    .select('id', 'transaction_date', 'amount');
  // Every row as a cursor: pages picked from these are nearly all read for the first time (cache misses).
  const everyRow = await db('money_transactions')
    .where({ ledger_id: ledgerId })
    .select('id', 'transaction_date');
  // The balance after a sampled row, straight from the table: to check the API's answer.
  const probe = sample[Math.floor(sample.length / 2)];
  const expected = await db('money_transactions')
    .where({ ledger_id: ledgerId })
    .whereRaw('(transaction_date, id) <= (?, ?)', [probe.transaction_date, probe.id])
    .sum({ total: 'amount' })
    .first();
  const seconds = (performance.now() - started) / 1000;
  await server.live.close();
  await db.destroy();
  return {
    ledgerId,
    seconds,
    perRowBackdatedMs: Math.min(...perRow),
    cursors: sample.map((row) => `${row.transaction_date}_${row.id}`),
    everyCursor: everyRow.map((row) => `${row.transaction_date}_${row.id}`),
    probe: {
      cursor: `${probe.transaction_date}_${probe.id}`,
      amount: Number(probe.amount),
      balance: Number(expected.total),
    },
  };
}

function startServer(env) {
  return new Promise((resolve, reject) => {
    const profile = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile)}`] : [];
    const child = spawn(process.execPath, [...profile, path.join(dist, 'server.js')], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/[^\s"]+)/.exec(output);
      if (match) {
        child.stdout.off('data', onData);
        resolve({ child, url: match[1] });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`The server exited (${code}): ${output}`)));
  });
}

async function stopServer(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function runOne(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lcars-money-bench-'));
  const env = environment(dataDir, databaseUrl);
  try {
    const seeded = await seed(env);
    console.log(
      `${label}: seeded ${(ROWS + MONTH_ROWS).toLocaleString('en')} transactions (${MONTH_ROWS.toLocaleString('en')} of them in January 2021) in ${seeded.seconds.toFixed(1)} s`,
    );
    const { child, url } = await startServer(env);
    try {
      const login = await fetch(`${url}/api/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
      });
      const { jwtToken } = await login.json();
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${jwtToken}` };
      const pagePath = `/api/money/ledger/${seeded.ledgerId}/transactions/false`;

      // Correctness first: the first row after the probe's predecessor carries the balance the table gives.
      const check = await fetch(`${url}${pagePath}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ itemsPerPage: 50, after: seeded.probe.cursor, sortDirection: 'desc' }),
      });
      const checked = await check.json();
      const first = checked.records?.[0];
      const expectedFirst = seeded.probe.balance - seeded.probe.amount;
      console.log(
        `${label}: balance check ${first && first.balance === expectedFirst ? 'ok' : `FAILED (${first?.balance} != ${expectedFirst})`}`,
      );

      // Warm up, then measure.
      // A page from a random one of `cursors`, in a random direction, on every request.
      const pageRequest = (cursors) => ({
        method: 'POST',
        path: pagePath,
        headers,
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            itemsPerPage: 50,
            after: cursors[Math.floor(Math.random() * cursors.length)],
            sortDirection: Math.random() < 0.5 ? 'asc' : 'desc',
          }),
        }),
      });
      const request = pageRequest(seeded.cursors);
      await autocannon({ url, connections: CONNECTIONS, duration: 2, requests: [request] });
      // Every sampled page read once, so the first measure is of pages read again (the steady state).
      const bodies = seeded.cursors.flatMap((after) =>
        ['asc', 'desc'].map((sortDirection) => JSON.stringify({ itemsPerPage: 50, after, sortDirection })),
      );
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async (_, worker) => {
          for (let index = worker; index < bodies.length; index += CONNECTIONS) {
            const answer = await fetch(url + pagePath, { method: 'POST', headers, body: bodies[index] });
            await answer.arrayBuffer();
          }
        }),
      );
      const measure = async (name, requests, seconds) => {
        // CPU per request of the API process and, on PostgreSQL, of the server processes it talks to.
        const database = databaseUrl ? await postgresBackends(databaseUrl) : [];
        const before = { api: cpuMicros([child.pid]), database: cpuMicros(database) };
        const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, requests });
        const perRequest = (start, pids) => {
          const end = cpuMicros(pids);
          return start === null || end === null ? null : Math.round((end - start) / result.requests.total);
        };
        const cpu = {
          api: perRequest(before.api, [child.pid]),
          database: perRequest(before.database, database),
        };
        const line = {
          database: label,
          target: name,
          rows: ROWS,
          connections: CONNECTIONS,
          seconds,
          requestsPerSecond: Math.round(result.requests.average),
          p50ms: result.latency.p50,
          p99ms: result.latency.p99,
          maxMs: result.latency.max,
          non2xx: result.non2xx,
          errors: result.errors,
          apiCpuMicrosPerRequest: cpu.api,
          databaseCpuMicrosPerRequest: databaseUrl ? cpu.database : undefined,
        };
        const cpuText =
          `, CPU per request: API ${cpu.api ?? '?'} µs` +
          (databaseUrl ? `, PostgreSQL ${cpu.database ?? '?'} µs (${database.length} connections)` : '');
        console.log(
          `${label} ${name}: ${line.requestsPerSecond} req/s, p50 ${line.p50ms} ms, p99 ${line.p99ms} ms, ` +
            `max ${line.maxMs} ms, non-2xx ${line.non2xx}, errors ${line.errors}${cpuText}`,
        );
        console.log(JSON.stringify(line));
      };
      // Baselines on the same harness: the ceiling of the HTTP stack, and bearer authentication (which reads
      // the user and claims from the database on every request) plus one small query.
      const baseline = Math.max(2, Math.round(DURATION / 2));
      await measure('baseline GET /api/health', [{ method: 'GET', path: '/api/health' }], baseline);
      await measure(
        'baseline GET /api/data/last/account-context/1 (auth + 1 query)',
        [{ method: 'GET', path: '/api/data/last/account-context/1', headers }],
        baseline,
      );
      // The server keeps whole pages until the next Money write (PORTAL_MONEY_PAGE_CACHE_MB): the sample's
      // ~2,000 pages are read again and again, as a household's screens re-read the pages they show.
      await measure('transactions page (50 rows, keyset, balances)', [request], DURATION);
      // The other extreme: nearly every request a page never read before (100,000 cursors x 2 directions).
      const unread = pageRequest(seeded.everyCursor);
      await measure('transactions page, pages not read before (kept pages missed)', [unread], DURATION);

      // Every other shape of the page (issue 35): numbered pages of the date order anywhere in the ledger,
      // the other sort orders and memo filters, each from a random page, so that few are kept pages.
      const setRows = ROWS + MONTH_ROWS;
      const shape = (body) => ({
        method: 'POST',
        path: pagePath,
        headers,
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ itemsPerPage: 50, ...body() }) }),
      });
      const somePage = (pages) => 1 + Math.floor(Math.random() * pages);
      const direction = () => (Math.random() < 0.5 ? 'asc' : 'desc');
      const shapes = [
        [
          'numbered page anywhere, date order',
          () => ({ page: somePage(setRows / 50), sortDirection: direction() }),
        ],
        [
          'sorted by amount, pages 1-200',
          () => ({ page: somePage(200), sortBy: 'amount', sortDirection: direction() }),
        ],
        [
          'sorted by memo, pages 1-200',
          () => ({ page: somePage(200), sortBy: 'memo', sortDirection: direction() }),
        ],
        [
          'filter common "groceries", pages 1-20',
          () => ({ page: somePage(20), filterBy: 'groceries', sortDirection: 'desc' }),
        ],
        [
          `filter rare "refund", all its pages`,
          () => ({
            page: somePage(Math.max(1, ROWS / 5_000 / 50)),
            filterBy: 'refund',
            sortDirection: 'desc',
          }),
        ],
      ];
      for (const [name, body] of shapes) await measure(`page shape: ${name}`, [shape(body)], DURATION);

      // Backdated adds on the idle server: at the ledger's first day and in the middle, each moving every
      // balance after it. The month checkpoints rewrite one month's rows and the later months' openings.
      const addPath = `/api/money/ledger/${seeded.ledgerId}/transaction`;
      const timings = [];
      let added = 0;
      const backends = databaseUrl ? await postgresBackends(databaseUrl) : [];
      const cpuBefore = { api: cpuMicros([child.pid]), database: cpuMicros(backends) };
      for (let index = 0; index < 20; index += 1) {
        const transactionDate = index % 2 === 0 ? '2016-01-01' : '2021-01-15';
        const started = performance.now();
        const response = await fetch(`${url}${addPath}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ amount: 100 + index, transactionDate, memo: 'Backdated' }),
        });
        timings.push(performance.now() - started);
        if (response.status !== 200) throw new Error(`backdated add: ${response.status}`);
        await response.json();
        if (transactionDate <= seeded.probe.cursor.slice(0, 10)) added += 100 + index;
      }
      const cpuPerAdd = (start, pids) => {
        const end = cpuMicros(pids);
        return start === null || end === null ? '?' : ((end - start) / 20 / 1000).toFixed(1);
      };
      const addCpu =
        `API ${cpuPerAdd(cpuBefore.api, [child.pid])} ms` +
        (databaseUrl ? ` + PostgreSQL ${cpuPerAdd(cpuBefore.database, backends)} ms` : '');
      timings.sort((a, b) => a - b);
      console.log(
        `${label} backdated add into ${(ROWS + MONTH_ROWS).toLocaleString('en')} rows, half into January 2021 (HTTP POST, 20 adds): median ` +
          `${timings[10].toFixed(1)} ms, max ${timings[19].toFixed(1)} ms (target <= 50 ms), CPU per add ${addCpu}; a balance ` +
          `stored after each transaction would rewrite every later row: ${seeded.perRowBackdatedMs.toFixed(1)} ms ` +
          `for the UPDATE alone`,
      );
      console.log(
        JSON.stringify({
          database: label,
          target: 'backdated add',
          medianMs: Number(timings[10].toFixed(1)),
          maxMs: Number(timings[19].toFixed(1)),
          perRowStoreUpdateMs: Number(seeded.perRowBackdatedMs.toFixed(1)),
        }),
      );
      const recheck = await fetch(`${url}${pagePath}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ itemsPerPage: 50, after: seeded.probe.cursor, sortDirection: 'desc' }),
      });
      const rechecked = (await recheck.json()).records?.[0];
      console.log(
        `${label}: balance check after the backdated adds ${rechecked && rechecked.balance === expectedFirst + added ? 'ok' : `FAILED (${rechecked?.balance} != ${expectedFirst + added})`}`,
      );
    } finally {
      await stopServer(child);
    }
  } finally {
    if (args.keep) console.log(`${label}: data kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
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

async function withPostgres(adminUrl, run) {
  const name = `lcars_bench_${randomBytes(5).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw('CREATE DATABASE ??', [name]);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await run(url.toString());
  } finally {
    if (args.keep) console.log(`postgres: database ${name} kept`);
    else await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
    await admin.destroy();
  }
}

try {
  if (args.only !== 'postgres') await runOne('sqlite', undefined);
  if (args.only !== 'sqlite') {
    const adminUrl = await postgresAdminUrl();
    if (adminUrl === null) console.log('postgres: not reachable, skipped');
    else await withPostgres(adminUrl, (url) => runOne('postgres', url));
  }
} catch (error) {
  // Knex errors carry the whole statement: keep the report short.
  console.error(String(error instanceof Error ? error.message : error).slice(0, 2000));
  process.exitCode = 1;
}
