// Can a flood of anonymous sign-ins keep a real user out? (issue #28, item 5)
// A server at the production password cost behind one trusted proxy; a flood from 100 client addresses, each
// within its budget of 30 requests a minute (50 sign-ins a second in all: wrong passwords for the real user's
// account and unknown names), keeps the password-hash queue full and locks the account for unknown browsers.
// Meanwhile the real user signs in 10 times from a clean address: once with the device cookie an earlier
// sign-in gave the browser (the target: 10 of 10 within 2 s), once from a browser without one (what everyone
// got before device cookies), and, as the reference, 10 times with no flood at all.
// Server CPU time (utime + stime of its process) is printed beside the wall clock of each phase.
// Usage: npx tsc -b packages/api && node tests/bench/signin.mjs
// (BENCH_DATABASES=sqlite,postgres; PostgreSQL at BENCH_PG_URL or postgres://postgres@127.0.0.1:5432/test)
// Figures only: no assertion (docs/performance.md has the recorded results).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN_PASSWORD = 'bench-admin-password-1701';
const ADDRESSES = 100;
const PER_ADDRESS_PER_MINUTE = 30;
const SIGN_INS = 10;
const SPACING_MS = 2000;
const TARGET_MS = 2000;

const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** utime + stime of a process, in ms (Linux /proc; 100 ticks a second). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function startServer(kind, port) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lcars-bench-signin-'));
  let databaseUrl;
  let dropDatabase = async () => undefined;
  if (kind === 'postgres') {
    const name = `lcars_bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: pgAdminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(pgAdminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: pgAdminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const child = spawn(process.execPath, [path.join(root, 'packages/api/dist/server.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PORTAL_DATA_DIR: dataDir,
      PORTAL_STATIC_DIR: path.join(dataDir, 'none'),
      PORTAL_ADMIN_PASSWORD: ADMIN_PASSWORD,
      PORTAL_JWT_SECRET: 'a-bench-secret-of-at-least-thirty-two-characters',
      PORTAL_TRUSTED_PROXIES: '1',
      PORTAL_JOB_WORKERS: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase();
    },
  };
}

function signIn(url, { from, username, password, cookie }) {
  return fetch(`${url}/api/auth/token`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': from,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify({ username, password }),
  });
}

/** The flood: each address sends a sign-in every 2 s, offset so they spread over the interval. */
function startFlood(url) {
  let running = true;
  const counts = { sent: 0, refused: 0, checked: 0 };
  const address = async (index) => {
    await sleep((index * (60_000 / PER_ADDRESS_PER_MINUTE)) / ADDRESSES);
    while (running) {
      const started = Date.now();
      counts.sent += 1;
      const username = index % 2 === 0 ? 'admin' : `nobody-${index}-${counts.sent}`;
      signIn(url, { from: `203.0.113.${index + 1}`, username, password: 'a-wrong-guess' })
        .then((response) => {
          if (response.status === 429) counts.refused += 1;
          else counts.checked += 1;
          return response.arrayBuffer();
        })
        .catch(() => undefined);
      await sleep(Math.max(0, 60_000 / PER_ADDRESS_PER_MINUTE - (Date.now() - started)));
    }
  };
  const done = Promise.all(Array.from({ length: ADDRESSES }, (_, index) => address(index)));
  return {
    counts,
    async stop() {
      running = false;
      await done;
    },
  };
}

/** The real user's 10 sign-ins, 2 s apart: how many got in, and how long each took. */
async function realUser(url, cookie, from) {
  const times = [];
  let inWithinTarget = 0;
  let refused = 0;
  for (let i = 0; i < SIGN_INS; i += 1) {
    const started = performance.now();
    const response = await signIn(url, { from, username: 'admin', password: ADMIN_PASSWORD, cookie });
    const body = await response.json();
    const ms = performance.now() - started;
    times.push(ms);
    if (response.status === 200 && body.isAuthenticated && ms <= TARGET_MS) inWithinTarget += 1;
    if (response.status === 429) refused += 1;
    await sleep(Math.max(0, SPACING_MS - ms));
  }
  times.sort((a, b) => a - b);
  return { inWithinTarget, refused, median: times[Math.floor(times.length / 2)], max: times.at(-1) };
}

async function phase(server, label, run) {
  if (process.env.BENCH_VERBOSE) console.error(`phase: ${label}`);
  const cpuBefore = cpuMs(server.pid);
  const started = performance.now();
  const result = await run();
  const wallMs = performance.now() - started;
  const serverCpuMs = cpuMs(server.pid) - cpuBefore;
  return {
    phase: label,
    [`in within ${TARGET_MS / 1000} s`]: `${result.inWithinTarget} of ${SIGN_INS}`,
    '429s': result.refused,
    'median ms': Math.round(result.median),
    'max ms': Math.round(result.max),
    'server CPU s': (serverCpuMs / 1000).toFixed(1),
    'wall s': (wallMs / 1000).toFixed(1),
    ...(result.flood ? { 'flood sent': result.flood.sent, 'flood 429': result.flood.refused } : {}),
  };
}

console.log(
  `load average at start: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
let port = 3190;
for (const kind of databases) {
  const server = await startServer(kind, port++);
  try {
    // The browser signs in once before the flood: its device cookie.
    const first = await signIn(server.url, {
      from: '198.51.100.1',
      username: 'admin',
      password: ADMIN_PASSWORD,
    });
    const cookie = (first.headers.getSetCookie() ?? [])
      .map((header) => header.split(';')[0])
      .find((pair) => pair.startsWith('lcars_device='));
    const rows = [];
    rows.push(
      await phase(server, 'no flood (reference)', () => realUser(server.url, cookie, '198.51.100.1')),
    );
    const flood = startFlood(server.url);
    await sleep(5000);
    rows.push(
      await phase(server, 'flood, known browser', async () => ({
        ...(await realUser(server.url, cookie, '198.51.100.1')),
        flood: { ...flood.counts },
      })),
    );
    rows.push(
      await phase(server, 'flood, unknown browser', async () => ({
        ...(await realUser(server.url, undefined, '198.51.100.2')),
        flood: { ...flood.counts },
      })),
    );
    await flood.stop();
    console.log(
      `\n${kind}: ${ADDRESSES} addresses x ${PER_ADDRESS_PER_MINUTE}/min, production password cost`,
    );
    console.table(rows);
  } finally {
    await server.stop();
  }
}
console.log(
  `load average at end: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
