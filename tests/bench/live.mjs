#!/usr/bin/env node
// Live channel at scale (issue #19): one API process (SQLite, in-process bus) holds N concurrent /a-hub
// streams opened from this (second) process. Prints the server's RSS before and after (per connection;
// target <= 20 KB), the delivery latency of a broadcast to all of them (p50/p99/max; target p99 <= 100 ms),
// and how keep-alives spread over the 15 s period (most streams woken in one second; one slot is 1/15).
// The reference in the same run: the same broadcast to 100 connections.
// Usage: node tests/bench/live.mjs [--connections 10000]   (needs `npx tsc -b` for packages/api/dist)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const index = process.argv.indexOf('--connections');
const N = index === -1 ? 10_000 : Number(process.argv[index + 1]);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const dataDir = mkdtempSync(path.join(tmpdir(), 'lcars-live-bench-'));
const port = 30_000 + Math.floor(Math.random() * 20_000);
const server = spawn(process.execPath, ['--expose-gc', path.join(root, 'packages/api/dist/server.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PORTAL_DATA_DIR: dataDir,
    PORTAL_ADMIN_PASSWORD: 'bench-admin-password-1234',
    PORTAL_JWT_SECRET: 'a-bench-secret-of-at-least-thirty-two-characters',
    PORTAL_ANONYMOUS_RATE_PER_MINUTE: '100000',
    PORTAL_SCRYPT_LOG_N: '10',
    REDIS_URL: '',
    PORTAL_LIVE_MAX_STREAMS_PER_USER: '100000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

async function health() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await sleep(200);
  }
  throw new Error('the server did not start');
}
function readRss() {
  // /proc of the server process: the resident set in KB.
  const status = require('node:fs').readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]);
}
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

/** Opens one stream; `onEvent(receivedAt, data)` for each Toast, `onComment` for keep-alives. */
function open(token, onEvent, onComment) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/a-hub`,
      { agent, headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`status ${response.statusCode}`));
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          if (chunk.includes('event: Toast')) onEvent(performance.now(), chunk);
          else if (chunk.includes(': keep-alive')) onComment(Date.now());
        });
        resolve(() => request.destroy());
      },
    );
    request.on('error', reject);
  });
}

async function broadcast(adminToken, title) {
  const sent = performance.now();
  const response = await fetch(`${base}/api/notification/send-to-all`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      notificationTitle: title,
      message: 'bench',
      notificationType: 1,
      sendToSelf: true,
    }),
  });
  if (!response.ok) throw new Error(`send-to-all ${response.status} ${await response.text()}`);
  return sent;
}

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function measure(count, adminToken, token, label) {
  const arrivals = [];
  const keepAlives = [];
  const closers = [];
  for (let i = 0; i < count; i += 200) {
    const batch = Math.min(200, count - i);
    closers.push(
      ...(await Promise.all(
        Array.from({ length: batch }, () =>
          open(
            token,
            (at) => arrivals.push(at),
            (at) => keepAlives.push(at),
          ),
        ),
      )),
    );
  }
  await sleep(1000);
  const rounds = [];
  for (let round = 0; round < 3; round++) {
    arrivals.length = 0;
    const sent = await broadcast(adminToken, `${label} ${round}`);
    const deadline = Date.now() + 10_000;
    while (arrivals.length < count && Date.now() < deadline) await sleep(10);
    const latencies = arrivals.map((at) => at - sent);
    rounds.push({
      received: arrivals.length,
      p50: pct(latencies, 50),
      p99: pct(latencies, 99),
      max: Math.max(...latencies),
    });
    await sleep(300);
  }
  return { closers, rounds, keepAlives };
}

try {
  await health();
  const login = async (username, password) =>
    (
      await (
        await fetch(`${base}/api/auth/token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username, password }),
        })
      ).json()
    ).jwtToken;
  const adminToken = await login('admin', 'bench-admin-password-1234');
  // Streams are limited per user (MAX_STREAMS_PER_USER): personal access tokens of many users would be
  // the real picture; the bench lifts the limit with PORTAL_LIVE_MAX_STREAMS_PER_USER.
  await sleep(1000);
  const before = readRss();
  const reference = await measure(100, adminToken, adminToken, 'reference');
  for (const close of reference.closers) close();
  await sleep(1000);
  const start = Date.now();
  const big = await measure(N, adminToken, adminToken, 'broadcast');
  const openSeconds = (Date.now() - start) / 1000;
  await sleep(2000);
  const after = readRss();
  // Keep-alives over a 16 s window: how many arrived in the busiest second.
  big.keepAlives.length = 0;
  await sleep(16_000);
  const perSecond = new Map();
  for (const at of big.keepAlives)
    perSecond.set(Math.floor(at / 1000), (perSecond.get(Math.floor(at / 1000)) ?? 0) + 1);
  const busiest = Math.max(0, ...perSecond.values());
  const figures = {
    connections: N,
    openSeconds,
    rssBeforeMB: Math.round(before / 1024),
    rssAfterMB: Math.round(after / 1024),
    kbPerConnection: Math.round(((after - before) / N) * 10) / 10,
    broadcast: big.rounds,
    reference100: reference.rounds,
    keepAlivesIn16s: big.keepAlives.length,
    busiestSecondShare: Math.round((busiest / Math.max(1, big.keepAlives.length)) * 1000) / 1000,
  };
  console.log(JSON.stringify(figures, null, 2));
  console.log(
    `per connection ${figures.kbPerConnection} KB (target <= 20): ${figures.kbPerConnection <= 20 ? 'met' : 'MISSED'}; ` +
      `broadcast p99 ${Math.max(...big.rounds.map((r) => r.p99)).toFixed(1)} ms (target <= 100): ` +
      `${Math.max(...big.rounds.map((r) => r.p99)) <= 100 ? 'met' : 'MISSED'}; ` +
      `busiest second carried ${(figures.busiestSecondShare * 100).toFixed(1)} % of keep-alives (all at once would be 100 %)`,
  );
  for (const close of big.closers) close();
} finally {
  server.kill('SIGTERM');
  await sleep(500);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
