// Secure repository benchmark: the cost of the envelope encryption and of the calls around it, on SQLite.
//
//   npx tsc -b packages/api && node tests/bench/repo.mjs [--records 2000] [--duration 8] [--connections 10]
//
// 1. In process: seals, opens, wraps and unwraps per second (node:crypto AES-256-GCM).
// 2. Seeds a repository of RECORDS records (three plain fields and one sealed) through the built API's own
//    migrations and record code, starts the built server, signs in, and hits the entries page (50 records,
//    POST /api/tools/repo/:id/entries) with autocannon. Reveals are rate-limited per user (60 a minute), so
//    their cost is the in-process open plus one audited request: timed as a sequence of 50.
// 3. Rotates the key-encryption key and re-wraps every data key in batches of 500: records per second.
// Prints figures only; never asserts on timings.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'packages/api/dist');
const { values: args } = parseArgs({
  options: {
    records: { type: 'string', default: '2000' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10' },
  },
});
const RECORDS = Number(args.records);
const ADMIN_PASSWORD = 'bench-admin-password-1234';

const { prepare } = await import(path.join(dist, 'bootstrap.js'));
const { loadConfig } = await import(path.join(dist, 'config.js'));
const crypto = await import(path.join(dist, 'apps/repo/crypto.js'));
const { insertRecord } = await import(path.join(dist, 'apps/repo/keys.js'));

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

async function seed(env) {
  const config = loadConfig(env, root);
  const { server } = await prepare(config, quiet);
  const db = server.db;
  const admin = await db('users').where({ normalized_user_name: 'admin' }).first('id');
  const [repo] = await db('repo_repos')
    .insert({ title: 'Bench vault', created_by_id: admin.id, modified_by_id: admin.id })
    .returning('id');
  const repoId = Number(repo.id ?? repo);
  const fieldIds = [];
  for (const [order, title] of ['Site', 'User', 'Password', 'Notes'].entries()) {
    const [field] = await db('repo_fields')
      .insert({ repo_id: repoId, title, sort_order: order, is_sensitive: title === 'Password' })
      .returning('id');
    fieldIds.push(Number(field.id ?? field));
  }
  const started = performance.now();
  let firstRecord = 0;
  await db.transaction(async (trx) => {
    for (let index = 0; index < RECORDS; index += 1) {
      const record = await insertRecord(trx, config, {
        repo_id: repoId,
        created_by_id: admin.id,
        modified_by_id: admin.id,
      });
      firstRecord ||= record.id;
      await trx('repo_record_values').insert([
        { rec_id: record.id, field_id: fieldIds[0], value: `site-${index}.example` },
        { rec_id: record.id, field_id: fieldIds[1], value: `user${index}` },
        {
          rec_id: record.id,
          field_id: fieldIds[2],
          sealed: crypto.sealValue(record.dataKey, `secret-${index}`, record.id, fieldIds[2]),
        },
        { rec_id: record.id, field_id: fieldIds[3], value: 'A note of some length to show in the list.' },
      ]);
    }
  });
  const seconds = (performance.now() - started) / 1000;
  await server.live.close();
  await db.destroy();
  return { repoId, passwordField: fieldIds[2], firstRecord, seconds };
}

function startServer(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(dist, 'server.js')], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/[^\s"]+)/.exec(output);
      if (match) {
        child.stdout.off('data', onData);
        resolve({ child, url: match[1].replace('localhost', '127.0.0.1') });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`The server exited (${code}): ${output}`)));
  });
}

console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
cryptoFigures();

const dataDir = mkdtempSync(path.join(tmpdir(), 'lcars-repo-bench-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  PORTAL_DATA_DIR: dataDir,
  PORTAL_STATIC_DIR: path.join(dataDir, 'no-portal'),
  PORTAL_ADMIN_PASSWORD: ADMIN_PASSWORD,
  PORTAL_DEMO: 'false',
  PORTAL_JWT_SECRET: 'a-bench-secret-of-at-least-thirty-two-characters',
  PORTAL_SCRYPT_LOG_N: '10',
  DATABASE_URL: '',
};
try {
  const seeded = await seed(env);
  console.log(
    `seeded ${RECORDS} records (a data key and a sealed value each) in ${seeded.seconds.toFixed(1)} s`,
  );
  const { child, url } = await startServer(env);
  try {
    const login = await fetch(`${url}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const { jwtToken } = await login.json();
    const headers = { authorization: `Bearer ${jwtToken}`, 'content-type': 'application/json' };
    const entries = await autocannon({
      url: `${url}/api/tools/repo/${seeded.repoId}/entries`,
      method: 'POST',
      headers,
      body: JSON.stringify({ page: 7, itemsPerPage: 50 }),
      connections: Number(args.connections),
      duration: Number(args.duration),
    });
    console.log(
      `entries page (50 records): ${Math.round(entries.requests.average)} req/s, ` +
        `p50 ${entries.latency.p50} ms, p99 ${entries.latency.p99} ms, errors ${entries.non2xx + entries.errors}`,
    );
    const revealStarted = performance.now();
    for (let index = 0; index < 50; index += 1) {
      const response = await fetch(
        `${url}/api/tools/repo/${seeded.repoId}/entry/${seeded.firstRecord + index}`,
        {
          method: 'POST',
          headers,
          body: JSON.stringify({ fieldId: seeded.passwordField }),
        },
      );
      if (!response.ok) throw new Error(`reveal answered ${response.status}`);
    }
    console.log(
      `reveal (audited, one after another): ${((performance.now() - revealStarted) / 50).toFixed(2)} ms each`,
    );
    const rotateStarted = performance.now();
    await fetch(`${url}/api/tools/repo/key/rotate`, { method: 'POST', headers, body: '{}' });
    let remaining = RECORDS;
    while (remaining > 0) {
      const step = await fetch(`${url}/api/tools/repo/key/rewrap`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ limit: 500 }),
      });
      remaining = (await step.json()).remaining;
    }
    const rotateSeconds = (performance.now() - rotateStarted) / 1000;
    console.log(
      `key rotation: ${RECORDS} data keys re-wrapped in ${rotateSeconds.toFixed(2)} s ` +
        `(${Math.round(RECORDS / rotateSeconds)} records/s)`,
    );
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
