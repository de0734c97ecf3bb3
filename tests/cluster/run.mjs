#!/usr/bin/env node
// The two-instance cluster test (issue #19): PostgreSQL (a fresh database on the local server), Redis (the
// local one; the live stream's key is unique per database), two API instances and HAProxy
// (deploy/haproxy/haproxy.cfg) on loopback ports. It drives a mixed load through HAProxy (sign-ins, Money
// writes, notifications to connected live listeners), SIGKILLs one instance in the middle, and checks:
// every write answered 2xx is in the database; every notification answered 2xx reached every listener
// exactly once (listeners reconnect through HAProxy with Last-Event-ID and are replayed from Redis).
// Prints its figures; exits 1 on a failed check, 2 when PostgreSQL, Redis or HAProxy is missing.
// Usage: node tests/cluster/run.mjs [--seconds 20] [--listeners 4]   (needs `npx tsc -b` for packages/api/dist)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'packages/api/package.json'));
const pg = require('pg');
const { Redis } = require('ioredis');

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const SECONDS = arg('seconds', 20);
const LISTENERS = arg('listeners', 4);
const PG_ADMIN = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy';
const ADMIN_PASSWORD = 'cluster-admin-password-1234';
const DEMO_PASSWORD = 'cluster-demo-password-1234';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function prerequisites() {
  const missing = [];
  const client = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
  } catch (error) {
    missing.push(`PostgreSQL at ${PG_ADMIN} (${error.message})`);
  }
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    missing.push(`Redis at ${REDIS_URL} (${error.message})`);
  } finally {
    redis.disconnect();
  }
  if (!existsSync(HAPROXY)) missing.push(`HAProxy at ${HAPROXY}`);
  if (!existsSync(path.join(root, 'packages/api/dist/server.js')))
    missing.push('packages/api/dist (run npx tsc -b)');
  return missing;
}

const children = [];
function start(command, args, env, name) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  const keep = (chunk) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  children.push(child);
  child.name = name;
  child.lines = lines;
  return child;
}

async function waitHealthy(url, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not become healthy`);
}

/** A live listener through the load balancer: reconnects with Last-Event-ID after a drop. */
function listener(base, token, index) {
  const state = {
    index,
    toasts: new Map(),
    reconnects: 0,
    lastEventId: '',
    stopped: false,
    controller: null,
  };
  const run = async () => {
    while (!state.stopped) {
      const controller = new AbortController();
      state.controller = controller;
      try {
        const headers = { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' };
        if (state.lastEventId) headers['Last-Event-ID'] = state.lastEventId;
        const response = await fetch(`${base}/a-hub`, { headers, signal: controller.signal });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const decoder = new TextDecoder();
        let buffer = '';
        for await (const chunk of response.body) {
          buffer += decoder.decode(chunk, { stream: true });
          let end;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let id = '';
            let event = 'message';
            let data = '';
            for (const line of block.split('\n')) {
              if (line.startsWith('id: ')) id = line.slice(4);
              else if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data += line.slice(6);
            }
            if (id) state.lastEventId = id;
            if (event === 'Toast') {
              const title = JSON.parse(data).title;
              state.toasts.set(title, (state.toasts.get(title) ?? 0) + 1);
            } else if (event === 'resync') {
              state.resyncs = (state.resyncs ?? 0) + 1;
            }
          }
        }
      } catch {
        // dropped (the instance was killed) or aborted
      }
      if (state.stopped) break;
      state.reconnects += 1;
      await sleep(200);
    }
  };
  state.done = run();
  state.stop = async () => {
    state.stopped = true;
    state.controller?.abort();
    await state.done;
  };
  return state;
}

async function main() {
  const missing = await prerequisites();
  if (missing.length > 0) {
    console.log(`cluster test skipped: missing ${missing.join('; ')}`);
    process.exit(2);
  }
  const dbName = `lcars_cluster_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const databaseUrl = PG_ADMIN.replace(/\/[^/]*$/, `/${dbName}`);
  const dataDirs = [];
  const db = new pg.Client({ connectionString: databaseUrl });
  let failed = false;
  const figures = {};
  try {
    const [port1, port2, lbPort] = [await freePort(), await freePort(), await freePort()];
    const common = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      PORTAL_JWT_SECRET: randomBytes(32).toString('hex'),
      PORTAL_ADMIN_PASSWORD: ADMIN_PASSWORD,
      PORTAL_DEMO_PASSWORD: DEMO_PASSWORD,
      PORTAL_SCRYPT_LOG_N: '10',
      PORTAL_ANONYMOUS_RATE_PER_MINUTE: '100000',
      PORTAL_TRUSTED_PROXIES: '1',
      PORTAL_DEMO: 'true',
    };
    const api = (port, name) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), `lcars-cluster-${name}-`));
      dataDirs.push(dataDir);
      return start(
        process.execPath,
        [path.join(root, 'packages/api/dist/server.js')],
        { ...common, PORT: String(port), PORTAL_DATA_DIR: dataDir },
        name,
      );
    };
    const t0 = Date.now();
    const one = api(port1, 'api1');
    await waitHealthy(`http://127.0.0.1:${port1}`); // migrations and seeds run once, here
    api(port2, 'api2');
    await waitHealthy(`http://127.0.0.1:${port2}`);
    start(
      HAPROXY,
      ['-db', '-f', path.join(root, 'deploy/haproxy/haproxy.cfg')],
      { LB_BIND: `127.0.0.1:${lbPort}`, API1: `127.0.0.1:${port1}`, API2: `127.0.0.1:${port2}` },
      'haproxy',
    );
    const base = `http://127.0.0.1:${lbPort}`;
    await waitHealthy(base, 20_000);
    figures.startupSeconds = (Date.now() - t0) / 1000;

    const post = (p, token, body) =>
      fetch(`${base}${p}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body ?? {}),
      });
    const signIn = async (username, password) => {
      const response = await post('/api/auth/token', null, { username, password });
      const body = await response.json();
      if (!body.jwtToken) throw new Error(`sign-in ${username}: ${response.status}`);
      return body.jwtToken;
    };
    const adminToken = await signIn('admin', ADMIN_PASSWORD);
    const demoToken = await signIn('demo', DEMO_PASSWORD);
    await db.connect();
    const demoId = (await db.query("SELECT id FROM users WHERE user_name = 'demo'")).rows[0].id;
    const ledgerAnswer = await post('/api/money/ledger', demoToken, { title: `Cluster ${dbName}` });
    const ledgerId = (await ledgerAnswer.json()).result.id;

    const listeners = Array.from({ length: LISTENERS }, (_, i) => listener(base, demoToken, i));
    await sleep(1000);

    const counts = { signIns: 0, signInErrors: 0, writes: 0, writeErrors: 0, sends: 0, sendErrors: 0 };
    const writtenMemos = [];
    const sentTitles = [];
    let stop = false;
    let killedAt = null;
    const started = Date.now();
    const worker = async (kind, n) => {
      let i = 0;
      while (!stop) {
        i += 1;
        try {
          if (kind === 'signin') {
            await signIn('demo', DEMO_PASSWORD);
            counts.signIns += 1;
          } else if (kind === 'money') {
            const memo = `cluster ${n}-${i}`;
            const response = await post(`/api/money/ledger/${ledgerId}/transaction`, demoToken, {
              amount: 100 + i,
              memo,
              transactionDate: '2026-01-15',
            });
            if (response.ok) {
              counts.writes += 1;
              writtenMemos.push(memo);
            } else counts.writeErrors += 1;
          } else {
            const title = `cluster note ${n}-${i}`;
            const response = await post('/api/notification/send-to-user', adminToken, {
              notificationTitle: title,
              message: 'cluster',
              targetUserId: demoId,
              sendToSelf: false,
            });
            if (response.ok) {
              counts.sends += 1;
              sentTitles.push(title);
            } else counts.sendErrors += 1;
            await sleep(50);
          }
        } catch {
          if (kind === 'signin') counts.signInErrors += 1;
          else if (kind === 'money') counts.writeErrors += 1;
          else counts.sendErrors += 1;
        }
      }
    };
    const workers = [worker('signin', 1), worker('money', 1), worker('money', 2), worker('notify', 1)];
    await sleep((SECONDS * 1000) / 2);
    one.kill('SIGKILL');
    killedAt = (Date.now() - started) / 1000;
    await sleep((SECONDS * 1000) / 2);
    stop = true;
    await Promise.all(workers);
    // Let the last events travel.
    await sleep(2000);
    for (const l of listeners) await l.stop();

    // Checks.
    const rows = (await db.query('SELECT memo FROM money_transactions WHERE ledger_id = $1', [ledgerId]))
      .rows;
    const stored = new Set(rows.map((row) => row.memo));
    const missingWrites = writtenMemos.filter((memo) => !stored.has(memo));
    const delivery = listeners.map((l) => {
      const missed = sentTitles.filter((title) => !l.toasts.has(title)).length;
      const duplicated = [...l.toasts.values()].filter((n) => n > 1).length;
      return {
        listener: l.index,
        received: l.toasts.size,
        missed,
        duplicated,
        reconnects: l.reconnects,
        resyncs: l.resyncs ?? 0,
      };
    });
    figures.seconds = SECONDS;
    figures.killedApi1AtSecond = killedAt;
    Object.assign(figures, counts);
    figures.writesMissingFromDatabase = missingWrites.length;
    figures.writesPerSecond = Math.round(counts.writes / SECONDS);
    console.log('cluster figures', JSON.stringify(figures, null, 2));
    console.table(delivery);
    if (missingWrites.length > 0) {
      failed = true;
      console.log(`FAIL: ${missingWrites.length} writes answered 2xx are not in the database`);
    }
    for (const d of delivery) {
      if (d.missed > 0 || d.duplicated > 0) {
        failed = true;
        console.log(`FAIL: listener ${d.listener} missed ${d.missed} and got ${d.duplicated} twice`);
      }
      if (d.reconnects === 0) console.log(`note: listener ${d.listener} was on the surviving instance`);
    }
    if (counts.writes === 0 || counts.sends === 0) {
      failed = true;
      console.log('FAIL: no load got through');
    }
    console.log(failed ? 'cluster test FAILED' : 'cluster test passed');
    if (failed)
      for (const child of children) console.log(`--- ${child.name}\n${child.lines.slice(-20).join('\n')}`);
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await sleep(1000);
    await db.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  for (const child of children) console.error(`--- ${child.name}\n${child.lines.slice(-15).join('\n')}`);
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  process.exit(1);
});
