// Shopping list sync benchmark (issue 34): how long a device waits for its ticks made offline to be accepted.
//
//   npx tsc -b packages/api && node tests/bench/shopping.mjs [--ticks 10,50,200,500] [--rounds 40]
//     [--only sqlite|postgres]
//
// For each database: the built server started with a fresh database, a list of 500 items (the list's limit)
// typed through the API, then for each N of --ticks, --rounds syncs of N changes (ticks and unticks of random
// items, times that win), one after another as a device sends them: the whole round trip of POST .../sync
// (validation, access check, the list's lock, last-write-wins per item, the list read back). Each figure:
// p50/p95 in milliseconds and `uptime`'s load. Prints figures only; never asserts on timings.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  benchEnvironment,
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
    ticks: { type: 'string', default: '10,50,200,500' },
    rounds: { type: 'string', default: '40' },
    only: { type: 'string' },
  },
});
const TICKS = args.ticks.split(',').map(Number);
const ROUNDS = Number(args.rounds);
const ITEMS = 500;
const ADMIN_PASSWORD = 'bench-admin-password-1234';

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const environment = (dataDir, databaseUrl) =>
  benchEnvironment(dataDir, databaseUrl, ADMIN_PASSWORD, { PORTAL_USER_RATE_PER_MINUTE: '100000' });

async function json(url, method, headers, body) {
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function run(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lcars-shopping-bench-'));
  const { child, url } = await startServer(dist, environment(dataDir, databaseUrl));
  try {
    const { jwtToken } = await json(
      `${url}/api/auth/token`,
      'POST',
      { 'content-type': 'application/json' },
      {
        username: 'admin',
        password: ADMIN_PASSWORD,
      },
    );
    const headers = { authorization: `Bearer ${jwtToken}`, 'content-type': 'application/json' };
    const list = await json(`${url}/api/recipe/shopping/list`, 'POST', headers, { title: 'Bench shop' });
    let items = [];
    for (let index = 0; index < ITEMS; index += 1) {
      items = (
        await json(`${url}/api/recipe/shopping/list/${list.id}/items`, 'POST', headers, {
          name: `Item ${index}`,
          amount: `${index % 7} packs`,
        })
      ).items;
    }
    const ids = items.map((item) => item.id);
    let clock = Date.now() - 3_600_000;
    for (const count of TICKS) {
      const times = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        // N distinct items, each a change later than the last: every change wins.
        const start = Math.floor(Math.random() * ids.length);
        const changes = Array.from({ length: count }, (_, index) => ({
          itemId: ids[(start + index) % ids.length],
          checked: round % 2 === 0,
          changedAt: new Date((clock += 1)).toISOString(),
        }));
        const started = performance.now();
        const answer = await json(`${url}/api/recipe/shopping/list/${list.id}/sync`, 'POST', headers, {
          changes,
        });
        times.push(performance.now() - started);
        if (answer.applied.length !== count) throw new Error(`applied ${answer.applied.length} of ${count}`);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${label}: sync of ${count} ticks on a list of ${ITEMS}: p50 ${percentile(times, 50).toFixed(1)} ms, ` +
          `p95 ${percentile(times, 95).toFixed(1)} ms (${ROUNDS} rounds); load ${uptimeLoad()}`,
      );
    }
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (args.only !== 'postgres') await run('sqlite', null);
if (args.only !== 'sqlite') {
  const adminUrl = await postgresAdminUrl();
  if (adminUrl === null) console.log('postgres: not reachable, skipped');
  else await withPostgres(adminUrl, 'lcars_shopping_bench', (databaseUrl) => run('postgres', databaseUrl));
}
