#!/usr/bin/env node
// Live channel at scale (issue #19): one API process (SQLite, in-process bus) holds N concurrent /a-hub
// streams opened from this (second) process over plain sockets (an HTTP client per stream here would cost
// this process more than the server and slow the readings). Prints:
// - the server's RSS before and after the N streams, per connection (target <= 20 KB), both read after a
//   garbage collection (the server runs with --expose-gc and collects on SIGUSR2);
// - the delivery latency of a broadcast (send-to-all) to all of them, from the POST to each stream's bytes
//   (p50/p99/max of three rounds; target p99 <= 100 ms), the spread from the first stream's bytes to the
//   last's (the fan-out alone), and the same with 100 streams as the reference. A notification is two
//   events per stream (NotificationUpdate, then the Toast timed here);
// - how the keep-alives spread: the share of the streams woken in the busiest second of a 6 s window
//   (all at once would be 100 %; one slot of the hub's 15 is 6.7 %).
// - the same fan-out from a bare node:net server (no portal code) writing the same bytes to as many
//   sockets from its one thread: the floor of a server that writes from its event loop alone.
// Every broadcast is read twice over: by this process (Node, one `onread` callback per stream) and by a
// native reader (live-reader.c, built here with the machine's `cc`; skipped, and said so, without one). On a
// machine whose two cores the reader shares with the server, the Node reader's own time per stream stands in
// the server's way and is part of what it measures; the native reader's is a fraction of it.
// Bounded: gives up opening after 30 s and prints what it has. Each stream is a descriptor on both sides:
// the soft `ulimit -n` must exceed N + 200 (raise it in the shell first: `ulimit -n 20000`).
// Usage: node tests/bench/live.mjs [--connections 10000]   (needs `npx tsc -b` for packages/api/dist)
import { execFileSync, spawn } from 'node:child_process';
import readline from 'node:readline';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const index = process.argv.indexOf('--connections');
const N = index === -1 ? 10_000 : Number(process.argv[index + 1]);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const limit = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
if (Number.isFinite(limit) && limit < N + 200) {
  console.log(
    `ulimit -n is ${limit}: run \`ulimit -n ${N + 1000}\` (within \`ulimit -Hn\`) first, or fewer --connections`,
  );
  process.exit(2);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'lcars-live-bench-'));

/** Builds the native reader; without a C compiler, says why. */
function buildNativeReader() {
  const binary = path.join(dataDir, 'live-reader');
  try {
    execFileSync('cc', ['-O2', '-o', binary, path.join(root, 'tests/bench/live-reader.c')], {
      stdio: 'pipe',
    });
    return { binary };
  } catch (error) {
    return { binary: null, why: `no native reader (cc: ${error.code ?? error.message.split('\n')[0]})` };
  }
}
const nativeReader = buildNativeReader();
// Below the ephemeral range (32768 and up on Linux), where the 10,000 client sockets of a previous run may linger.
const port = 20_000 + Math.floor(Math.random() * 12_000);
const server = spawn(
  process.execPath,
  [
    '--expose-gc',
    '--import',
    'data:text/javascript,process.on("SIGUSR2",()=>globalThis.gc())',
    path.join(root, 'packages/api/dist/server.js'),
  ],
  {
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
      // Every stream is the admin's here; the real picture is many users with a few each.
      PORTAL_LIVE_MAX_STREAMS_PER_USER: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const base = `http://127.0.0.1:${port}`;

async function health() {
  for (let i = 0; i < 450; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await sleep(200);
  }
  throw new Error('the server did not start');
}

/** The server's resident set in KB, read after a garbage collection there. */
async function readRss() {
  server.kill('SIGUSR2');
  await sleep(500);
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]);
}

const TOAST = Buffer.from('event: Toast');
const KEEP_ALIVE = Buffer.from(': keep-alive');
const CONNECTED = Buffer.from(': connected');

/**
 * Every stream reads into this one buffer (net's `onread`): no Buffer and no stream machinery per read, so
 * the client's share of the two cores stays small beside the server's.
 */
const READ_BUFFER = Buffer.alloc(64 * 1024);

/** Opens one stream on a plain socket; `sink.toasts` / `sink.keepAlives` get the arrival times. */
function open(token, sink, toPort = port) {
  return new Promise((resolve, reject) => {
    let opened = false;
    let head = Buffer.alloc(0);
    const onRead = (length, buffer) => {
      const chunk = buffer.subarray(0, length);
      if (!opened) {
        // The headers and the first bytes of the stream may come in separate reads.
        head = Buffer.concat([head, chunk]);
        if (head.length >= 12 && !head.subarray(0, 12).toString().startsWith('HTTP/1.1 200')) {
          socket.destroy();
          reject(new Error(`status line ${head.subarray(0, 20).toString()}`));
          return;
        }
        if (head.includes(CONNECTED)) {
          head = null;
          opened = true;
          resolve(socket);
        }
        return;
      }
      if (chunk.includes(TOAST)) {
        sink.toasts.push(performance.now());
        sink.lastChunk = Buffer.from(chunk);
      } else if (chunk.includes(KEEP_ALIVE)) sink.keepAlives.push(Date.now());
    };
    const socket = net.connect({
      port: toPort,
      host: '127.0.0.1',
      onread: { buffer: READ_BUFFER, callback: onRead },
    });
    socket.setNoDelay(true);
    socket.on('connect', () =>
      socket.write(
        `GET /a-hub HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
          'Accept: text/event-stream\r\n\r\n',
      ),
    );
    socket.on('error', (error) => {
      if (!opened) reject(error);
    });
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

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const round1 = (value) => Math.round(value * 10) / 10;

/** Opens up to `count` streams (200 at a time, giving up after `budgetMs`). */
async function openMany(count, token, sink, budgetMs, toPort = port) {
  const sockets = [];
  const end = Date.now() + budgetMs;
  while (sockets.length < count && Date.now() < end) {
    const batch = Math.min(200, count - sockets.length);
    const opened = await Promise.allSettled(Array.from({ length: batch }, () => open(token, sink, toPort)));
    for (const result of opened) if (result.status === 'fulfilled') sockets.push(result.value);
    if (opened.some((result) => result.status === 'rejected')) {
      console.log(`opening failed: ${opened.find((result) => result.status === 'rejected').reason}`);
      break;
    }
  }
  return sockets;
}

async function broadcasts(send, sink, count, times = 3) {
  const rounds = [];
  for (let round = 0; round < times; round++) {
    sink.toasts.length = 0;
    const sent = await send(round);
    const deadline = Date.now() + 5_000;
    while (sink.toasts.length < count && Date.now() < deadline) await sleep(5);
    const latencies = sink.toasts.map((at) => at - sent).sort((a, b) => a - b);
    rounds.push({
      received: latencies.length,
      p50: round1(pct(latencies, 50)),
      p99: round1(pct(latencies, 99)),
      max: round1(latencies.at(-1) ?? NaN),
      // From the first stream's bytes to the last one's: the fan-out alone, without the POST's own time.
      spread: round1((latencies.at(-1) ?? NaN) - (latencies[0] ?? NaN)),
    });
    await sleep(300);
  }
  return rounds;
}

/** Milliseconds on CLOCK_MONOTONIC, the native reader's clock. */
const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;

/**
 * The same broadcasts read by the native reader: it opens `count` streams to `toPort` itself, and `send`
 * starts each broadcast. Returns the rounds after the first (a warm-up), or null without a reader.
 */
async function nativeRounds(toPort, token, count, send, times = 4) {
  if (!nativeReader.binary) return null;
  const reader = spawn(nativeReader.binary, [String(toPort), token, String(count)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: reader.stdout })[Symbol.asyncIterator]();
  const nextLine = async () => (await lines.next()).value ?? '';
  try {
    const ready = await nextLine();
    if (!ready.startsWith('ready ')) throw new Error(`native reader: ${ready}`);
    const rounds = [];
    for (let round = 0; round < times; round++) {
      reader.stdin.write(`${monotonicMs()}\n`);
      await send(round);
      rounds.push(JSON.parse(await nextLine()));
      await sleep(300);
    }
    return { opened: Number(ready.slice(6)), rounds: rounds.slice(1) };
  } finally {
    reader.kill();
  }
}

/**
 * The same fan-out from a bare node:net server in a child process: it answers each connection's request
 * with a status line and `: connected`, and on a message writes the given bytes to every socket it holds.
 */
async function rawFanOut(count, chunk) {
  const code = `
    const net = require('node:net');
    const sockets = new Set();
    const server = net.createServer((socket) => {
      socket.setNoDelay(true);
      socket.once('data', () => {
        socket.write('HTTP/1.1 200 OK\\r\\nContent-Type: text/event-stream\\r\\n\\r\\n: connected\\n\\n');
        sockets.add(socket);
      });
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    });
    server.listen(0, '127.0.0.1', () => process.send(server.address().port));
    process.on('message', (bytes) => {
      const buffer = Buffer.from(bytes, 'base64');
      for (const socket of sockets) socket.write(buffer);
    });`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    const rawPort = await new Promise((resolve) => child.once('message', resolve));
    const sink = { toasts: [], keepAlives: [] };
    const sockets = await openMany(count, '-', sink, 30_000, rawPort);
    const bytes = chunk.toString('base64');
    const rounds = await broadcasts(
      () => {
        const sent = performance.now();
        child.send(bytes);
        return sent;
      },
      sink,
      sockets.length,
      4,
    );
    for (const socket of sockets) socket.destroy();
    const native = await nativeRounds(rawPort, '-', count, () => child.send(bytes));
    // The first round warms the child's code up, as the 100-stream rounds warm the portal's.
    return { nodeReader: rounds.slice(1), nativeReader: native?.rounds ?? null };
  } finally {
    child.kill();
  }
}

let exitCode = 0;
try {
  const loadAtStart = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  await health();
  const login = await fetch(`${base}/api/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'bench-admin-password-1234' }),
  });
  const adminToken = (await login.json()).jwtToken;

  // The reference: 100 streams (and a warm server: every code path has run once before RSS is read).
  const small = { toasts: [], keepAlives: [] };
  const few = await openMany(100, adminToken, small, 10_000);
  const reference100 = await broadcasts(
    (round) => broadcast(adminToken, `reference ${round}`),
    small,
    few.length,
  );
  for (const socket of few) socket.destroy();
  await sleep(500);
  const before = await readRss();

  const sink = { toasts: [], keepAlives: [] };
  const started = Date.now();
  const sockets = await openMany(N, adminToken, sink, 30_000);
  const openSeconds = (Date.now() - started) / 1000;
  const after = await readRss();
  const rounds = await broadcasts(
    (round) => broadcast(adminToken, `broadcast ${round}`),
    sink,
    sockets.length,
  );

  // Keep-alives over 6 s: the busiest second's share of the streams.
  sink.keepAlives.length = 0;
  await sleep(6_000);
  const perSecond = new Map();
  for (const at of sink.keepAlives) {
    const second = Math.floor(at / 1000);
    perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
  }
  const busiest = Math.max(0, ...perSecond.values());
  for (const socket of sockets) socket.destroy();

  // The floor of this machine: a bare node:net server (no portal code, no HTTP parsing after the opening)
  // writing the portal's own bytes of one broadcast to as many sockets from this process, in one loop.
  // The portal's broadcasts again, read by the native reader.
  await sleep(500);
  const native = await nativeRounds(port, adminToken, sockets.length, (round) =>
    broadcast(adminToken, `native ${round}`),
  );
  const raw = await rawFanOut(sockets.length, sink.lastChunk);
  const worst = (list) => (list ? Math.max(...list.map((r) => r.p99)) : NaN);
  const p99 = worst(rounds);
  const nativeP99 = worst(native?.rounds);
  const kbPerConnection = round1((after - before) / Math.max(1, sockets.length));
  const figures = {
    connections: sockets.length,
    asked: N,
    openSeconds,
    rssBeforeMB: round1(before / 1024),
    rssAfterMB: round1(after / 1024),
    kbPerConnection,
    broadcast: rounds,
    broadcastNativeReader: native?.rounds ?? nativeReader.why,
    reference100,
    rawNodeNet: raw,
    keepAlivesIn6s: sink.keepAlives.length,
    busiestSecondShareOfStreams: Math.round((busiest / Math.max(1, sockets.length)) * 1000) / 1000,
    loadAtStart,
    loadAtEnd: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
  };
  console.log(JSON.stringify(figures, null, 2));
  const verdict = (value) => (value <= 100 ? 'met' : 'MISSED');
  console.log(
    `${sockets.length} streams: ${kbPerConnection} KB each (target <= 20: ${kbPerConnection <= 20 ? 'met' : 'MISSED'}); ` +
      `busiest second woke ${(figures.busiestSecondShareOfStreams * 100).toFixed(1)} % of the streams (all at once: 100 %)`,
  );
  console.log(
    `broadcast p99, the worst of the rounds (target <= 100 ms): read by Node ${p99} ms (${verdict(p99)}), ` +
      (native ? `by the native reader ${nativeP99} ms (${verdict(nativeP99)})` : nativeReader.why) +
      `; 100 streams: ${worst(reference100)} ms; a bare node:net server writing the same bytes from one thread: ` +
      `read by Node ${worst(raw.nodeReader)} ms` +
      (raw.nativeReader ? `, by the native reader ${worst(raw.nativeReader)} ms` : ''),
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await sleep(500);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
