// Secure repository benchmark: the cost of the envelope encryption, and how the records page grows with the
// records, on SQLite and PostgreSQL in one run.
//
//   npx tsc -b packages/api && node tests/bench/repo.mjs [--sizes 1000,10000,100000] [--duration 5]
//     [--connections 10] [--only sqlite|postgres] [--rotate] [--keep]
//
// 1. In process: seals, opens, wraps and unwraps per second (node:crypto AES-256-GCM).
// 2. For each database, one repository (three plain fields and one sealed) grown to each size in turn through
//    the built API's own migrations and key code (bulk inserts, a data key wrapped to each record), the built
//    server started at each size, and a closed loop of --connections: the reference (GET the repository: the
//    same sign-in and access check, no records), the first page of 50 records, the page after a cursor from
//    across the repository, a filter that finds one record ("site-NNNN."), one that finds every record
//    ("example", the count capped), and page 7 by its number. Each figure: req/s, p50/p95/p99, the CPU time
//    per request of the server and of PostgreSQL, and `uptime`'s load.
// 3. Reveals are rate-limited per user (60 a minute): timed once, as a sequence of 50. --rotate also times
//    the key rotation (every data key re-wrapped in batches of 500) at the last size.
// Prints figures only; never asserts on timings.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  BENCH_JWT_SECRET,
  benchEnvironment,
  measure,
  postgresAdminUrl,
  startServer,
  stopServer,
  uptimeLoad,
  withPostgres,
} from './growth.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'packages/api/dist');
const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    // Leaves the PostgreSQL database in place (its name printed), to look at its plans.
    keep: { type: 'boolean', default: false },
    rotate: { type: 'boolean', default: false },
  },
});
const SIZES = args.sizes.split(',').map(Number);
const CONNECTIONS = Number(args.connections);
const DURATION = Number(args.duration);
const ADMIN_PASSWORD = 'bench-admin-password-1234';
const JWT_KEY = new TextEncoder().encode(BENCH_JWT_SECRET);

const { prepare } = await import(path.join(dist, 'bootstrap.js'));
const { loadConfig } = await import(path.join(dist, 'config.js'));
const crypto = await import(path.join(dist, 'apps/repo/crypto.js'));
const { keyringOf } = await import(path.join(dist, 'apps/repo/keyring.js'));
const { signCursor } = await import(path.join(dist, 'http/cursor.js'));

const quiet = { info: () => {}, error: (message, error) => console.error(message, error) };

function perSecond(label, count, run) {
  const started = performance.now();
  for (let index = 0; index < count; index += 1) run(index);
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label}: ${Math.round(count / seconds).toLocaleString('en')} /s`);
}

function cryptoFigures() {
  const kek = crypto.newDataKey();
  const dataKey = crypto.newDataKey();
  const value = 'correct horse battery staple 0123456789';
  const sealed = crypto.sealValue(dataKey, value, 1, 1);
  const wrapped = crypto.wrapDataKey(kek, dataKey, 1);
  perSecond('seal a value', 50_000, (index) => crypto.sealValue(dataKey, value, index, 1));
  perSecond('open a value', 50_000, () => crypto.openValue(dataKey, sealed, 1, 1));
  perSecond('wrap a data key', 50_000, (index) => crypto.wrapDataKey(kek, dataKey, index));
  perSecond('unwrap a data key', 50_000, () => crypto.unwrapDataKey(kek, wrapped, 1));
}

/** Grows the bench repository to `size` records (made on the first call); answers its ids. */
async function grow(env, state, size) {
  const config = loadConfig(env, root);
  const { server } = await prepare(config, quiet);
  const db = server.db;
  const started = performance.now();
  if (state.repoId === undefined) {
    const admin = await db('users').where({ normalized_user_name: 'admin' }).first('id');
    state.adminId = admin.id;
    const [repo] = await db('repo_repos')
      .insert({ title: 'Bench vault', created_by_id: admin.id, modified_by_id: admin.id })
      .returning('id');
    state.repoId = Number(repo.id ?? repo);
    state.fieldIds = [];
    for (const [order, title] of ['Site', 'User', 'Password', 'Notes'].entries()) {
      const [field] = await db('repo_fields')
        .insert({ repo_id: state.repoId, title, sort_order: order, is_sensitive: title === 'Password' })
        .returning('id');
      state.fieldIds.push(Number(field.id ?? field));
    }
    state.records = 0;
  }
  const ring = keyringOf(config);
  const [site, user, password, notes] = state.fieldIds;
  const postgres = config.database.client === 'pg';
  await db.transaction(async (trx) => {
    for (let from = state.records; from < size; from += 500) {
      const count = Math.min(500, size - from);
      const inserted = await trx('repo_records')
        .insert(
          Array.from({ length: count }, () => ({
            repo_id: state.repoId,
            created_by_id: state.adminId,
            modified_by_id: state.adminId,
            data_key: '',
            key_id: ring.currentId,
          })),
        )
        .returning('id');
      const ids = inserted.map((row) => Number(row.id ?? row));
      const keys = ids.map(() => crypto.newDataKey());
      const wrapped = ids.map((id, index) => crypto.wrapDataKey(ring.current(), keys[index], id));
      if (postgres) {
        await trx.raw(
          `update repo_records r set data_key = v.k from (values ${ids.map(() => '(?::int, ?)').join(', ')}) v(id, k)
           where r.id = v.id`,
          ids.flatMap((id, index) => [id, wrapped[index]]),
        );
      } else {
        for (const [index, id] of ids.entries()) {
          await trx('repo_records').where({ id }).update({ data_key: wrapped[index] });
        }
      }
      const values = ids.flatMap((id, index) => {
        const number = from + index;
        return [
          { rec_id: id, field_id: site, value: `site-${number}.example` },
          { rec_id: id, field_id: user, value: `user${number}` },
          {
            rec_id: id,
            field_id: password,
            sealed: crypto.sealValue(keys[index], `secret-${number}`, id, password),
          },
          { rec_id: id, field_id: notes, value: 'A note of some length to show in the list.' },
        ];
      });
      for (let start = 0; start < values.length; start += 500) {
        await trx('repo_record_values').insert(values.slice(start, start + 500));
      }
      state.firstRecord ??= ids[0];
    }
  });
  // What autovacuum does after a bulk load: statistics of every table a page reads (without those of
  // repo_values_plain the planner sorted a repository's every row for the filter's first 1,000).
  if (postgres)
    await db.raw('vacuum analyze repo_records, repo_record_values, repo_values_plain, repo_record_counts');
  else await db.raw('analyze');
  state.records = size;
  const seconds = (performance.now() - started) / 1000;
  await server.live.close();
  await db.destroy();
  return seconds;
}

async function signIn(url) {
  const login = await fetch(`${url}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const { jwtToken } = await login.json();
  return { authorization: `Bearer ${jwtToken}`, 'content-type': 'application/json' };
}

const environment = (dataDir, databaseUrl) => benchEnvironment(dataDir, databaseUrl, ADMIN_PASSWORD);

async function growth(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lcars-repo-bench-'));
  const env = environment(dataDir, databaseUrl);
  const state = {};
  try {
    for (const [step, size] of SIZES.entries()) {
      const seconds = await grow(env, state, size);
      console.log(
        `${label}: grown to ${size.toLocaleString('en')} records in ${seconds.toFixed(1)} s; load ${uptimeLoad()}`,
      );
      const { child, url } = await startServer(dist, env);
      try {
        const headers = await signIn(url);
        const entriesPath = `/api/tools/repo/${state.repoId}/entries`;
        const post = (body) => ({ method: 'POST', path: entriesPath, headers, body: JSON.stringify(body) });
        // Cursors from across the repository, signed as the server signs them (the bench knows its secret).
        const scope = `repo|${state.adminId}|${state.repoId}|`;
        const cursors = Array.from(
          { length: 200 },
          () =>
            [signCursor(JWT_KEY, scope, [state.firstRecord + Math.floor(Math.random() * (size - 100))])][0],
        );
        const check = await (
          await fetch(url + entriesPath, {
            method: 'POST',
            headers,
            body: JSON.stringify({ filterBy: 'example' }),
          })
        ).json();
        console.log(
          `${label} ${size}: page 1 total ${check.result.total}${check.result.totalIsEstimate ? ' (capped)' : ''}, ` +
            `${cursors.length} cursors across the repository`,
        );
        const pick = (list) => list[Math.floor(Math.random() * list.length)];
        const targets = [
          [
            'reference: the repository (sign-in, access, fields; no records)',
            () => ({ path: `/api/tools/repo/${state.repoId}`, headers }),
          ],
          ['records page 1 (50)', () => post({ itemsPerPage: 50 })],
          [
            'records page after a cursor (50)',
            () => post({ itemsPerPage: 50, page: 2, after: pick(cursors) }),
          ],
          [
            'filter finding one record (site-N.)',
            () => post({ itemsPerPage: 50, filterBy: `site-${Math.floor(Math.random() * size)}.` }),
          ],
          ['filter finding every record (example)', () => post({ itemsPerPage: 50, filterBy: 'example' })],
          ['records page 7 by number (50)', () => post({ itemsPerPage: 50, page: 7 })],
        ];
        for (const [name, next] of targets) {
          await measure({
            url,
            pid: child.pid,
            databaseUrl,
            label,
            name,
            next,
            connections: CONNECTIONS,
            seconds: DURATION,
            extra: { records: size },
          });
        }
        if (step === 0) {
          const revealStarted = performance.now();
          for (let index = 0; index < 50; index += 1) {
            const response = await fetch(
              `${url}/api/tools/repo/${state.repoId}/entry/${state.firstRecord + index}`,
              {
                method: 'POST',
                headers,
                body: JSON.stringify({ fieldId: state.fieldIds[2] }),
              },
            );
            if (!response.ok) throw new Error(`reveal answered ${response.status}`);
          }
          console.log(
            `${label} reveal (audited, one after another): ${((performance.now() - revealStarted) / 50).toFixed(2)} ms each`,
          );
        }
        if (args.rotate && step === SIZES.length - 1) {
          const rotateStarted = performance.now();
          await fetch(`${url}/api/tools/repo/key/rotate`, { method: 'POST', headers, body: '{}' });
          let remaining = size;
          while (remaining > 0) {
            const answer = await fetch(`${url}/api/tools/repo/key/rewrap`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ limit: 500 }),
            });
            remaining = (await answer.json()).remaining;
          }
          const rotateSeconds = (performance.now() - rotateStarted) / 1000;
          console.log(
            `${label} key rotation: ${size} data keys re-wrapped in ${rotateSeconds.toFixed(2)} s ` +
              `(${Math.round(size / rotateSeconds)} records/s)`,
          );
        }
      } finally {
        await stopServer(child);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`uptime load ${uptimeLoad()}`);
cryptoFigures();
try {
  if (args.only !== 'postgres') await growth('sqlite', undefined);
  if (args.only !== 'sqlite') {
    const adminUrl = await postgresAdminUrl();
    if (adminUrl === null) console.log('postgres: not reachable, skipped');
    else
      await withPostgres(adminUrl, 'lcars_repo_bench', (url) => growth('postgres', url), {
        keep: args.keep,
      });
  }
} catch (error) {
  console.error(String(error instanceof Error ? error.stack : error).slice(0, 3000));
  process.exitCode = 1;
}
console.log(`uptime load ${uptimeLoad()}`);
