#!/usr/bin/env node
// The two-instance cluster test (issue #19): PostgreSQL (a fresh database on the local server), Redis (the
// local one; the live stream's key is unique per database), two API instances and HAProxy
// (deploy/haproxy/haproxy.cfg) on loopback ports. It drives a mixed load through HAProxy (sign-ins, Money
// writes, notifications to connected live listeners, and a few background jobs: Scanner text recognition of
// a one-page scan, spread over the run so one is likely running on the instance that dies), SIGKILLs one
// instance in the middle, and checks: every write answered 2xx is in the database; every notification
// answered 2xx reached every listener exactly once (listeners reconnect through HAProxy with Last-Event-ID
// and are replayed from Redis); every job whose scan was answered 2xx ran exactly once: it succeeded (a
// retry on the other instance after the kill is fine), and its effect is there once (the version's text and
// one PDF, one job row). A job running on the killed instance must be taken up by the other (it sees api1's
// liveness lock free within PORTAL_JOB_LOST_AFTER_SECONDS, jobs/postgres.ts) and succeed there.
// Prints its figures; exits 1 on a failed check, 2 when PostgreSQL, Redis or HAProxy is missing.
// The instances run packages/api/dist when it was built from the current sources (`npx tsc -b`, which
// `npm test` runs first), else from source through tsx as `npm run dev` does (a fresh clone, an edit
// not yet built): never a stale build, and no build needed. tsx costs about twice the CPU to start. Demo content is off: its Scanner jobs would compete for the CPU and send toasts of their
// own (two "Text recognition finished" to the demo user: the first CI failure, read as duplicates).
// Scanner recognition is the job kind because it is retried (retries: 1) and cheap with native tesseract;
// a Tools password search is never retried by design, so one lost with its instance ends failed.
// Usage: node tests/cluster/run.mjs [--seconds 20] [--listeners 4] [--jobs 5]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'packages/api/package.json'));
const pg = require('pg');
const { Redis } = require('ioredis');
const sharp = require('sharp');

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const SECONDS = arg('seconds', 20);
const LISTENERS = arg('listeners', 4);
const JOBS = arg('jobs', 5);
/**
 * PORTAL_JOB_LOST_AFTER_SECONDS of the instances: how often each looks for the jobs of an instance that died
 * (low here, so a lost job is back within the run).
 */
const JOB_LOST_AFTER_SECONDS = 5;
/** How long the jobs may take to end once the load stops: bounded, the run must end. */
const JOBS_SETTLE_MS = 15_000;
/** The word printed on the jobs' page, which recognition must read back. */
const JOB_WORD = 'Starfleet';
const PG_ADMIN = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy';
const ADMIN_PASSWORD = 'cluster-admin-password-1234';
const USER_PASSWORD = 'cluster-user-password-1234';
/** The notifications this run sends: listeners count only these (other toasts are not the test's). */
const NOTE_PREFIX = 'cluster note ';
const TSX = path.join(root, 'node_modules/tsx/dist/loader.mjs');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether packages/api/dist was built from the sources as they are: `tsc -b` writes dist/.tsbuildinfo on every
 * build (even one that only finds the outputs up to date), so no source file may be newer than it.
 */
function distIsCurrent() {
  const src = path.join(root, 'packages/api/src');
  const dist = path.join(root, 'packages/api/dist');
  const buildInfo = path.join(dist, '.tsbuildinfo');
  if (!existsSync(buildInfo) || !existsSync(path.join(dist, 'server.js'))) return false;
  const built = statSync(buildInfo).mtimeMs;
  for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    if (statSync(path.join(entry.parentPath, entry.name)).mtimeMs > built) return false;
  }
  return true;
}

/** The command line of one API instance: the build when current, else the source through tsx. */
function apiCommand() {
  if (distIsCurrent()) return { args: [path.join(root, 'packages/api/dist/server.js')], from: 'dist' };
  return {
    args: [
      '--import',
      pathToFileURL(TSX).href,
      '--conditions=@lcars/source',
      path.join(root, 'packages/api/src/server.ts'),
    ],
    from: 'source',
  };
}

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
  if (!existsSync(TSX)) missing.push(`tsx at ${TSX} (npm install)`);
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

/** Waits for /api/health; gives up after `ms`, or at once when `child` (the instance) has exited. */
async function waitHealthy(url, ms, child) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`${child.name} exited (${child.exitCode ?? child.signalCode}) before it answered`);
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
    connected: false,
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
        state.connected = true;
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
              const title = String(JSON.parse(data).title);
              if (title.startsWith(NOTE_PREFIX)) state.toasts.set(title, (state.toasts.get(title) ?? 0) + 1);
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

/**
 * The jobs' page: a dozen printed lines, which native tesseract reads in about two seconds on this machine,
 * so a job queued a second before the kill is still running when it comes (a one-line page took well under
 * a second from the build: no job was running on api1 when it died).
 */
function jobPage() {
  const lines = Array.from(
    { length: 12 },
    (_, i) =>
      `<text x="40" y="${60 + i * 60}" font-family="DejaVu Sans, Liberation Sans, sans-serif" ` +
      `font-size="36" fill="#111111">${JOB_WORD} log entry ${i + 1}, warp core nominal</text>`,
  );
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="820">' +
    `<rect width="100%" height="100%" fill="#ffffff"/>${lines.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * When each job is queued, in ms from the load's start. Two a second before the kill: an instance runs
 * cores - 1 jobs at once (one on 2 cores), so each is likely running one when api1 dies. The others are
 * spread over the run.
 */
function jobTimes(count, seconds) {
  const total = seconds * 1000;
  const pair = Math.min(2, count);
  const rest = count - pair;
  const times = Array.from({ length: pair }, () => Math.max(0, total / 2 - 1000));
  for (let i = 1; i <= rest; i++) times.push((total * i) / (rest + 1));
  return times.sort((a, b) => a - b);
}

/** Waits until none of the jobs is queued or running, or `ms` passed; answers their rows. */
async function settledJobs(db, ids, ms) {
  const end = Date.now() + ms;
  for (;;) {
    const { rows } = await db.query(
      'SELECT id, status, attempts, claimed_by, result, error FROM jobs WHERE id = ANY($1)',
      [ids],
    );
    const open = rows.filter((row) => row.status === 'queued' || row.status === 'running');
    if (open.length === 0 || Date.now() >= end) return rows;
    await sleep(250);
  }
}

/**
 * What each scan version's recognition left, read from the database: its status and text, the job rows made
 * for it (one), and its stored PDFs (one: a second run's copy is released, a lost run leaves none).
 */
async function jobEffects(db, versionIds) {
  const { rows } = await db.query(
    `SELECT v.id, v.ocr_status, v.ocr_text, v.ocr_job_id,
       (SELECT count(*)::int FROM jobs j
         WHERE j.kind = 'scanner.recognition' AND (j.payload::jsonb ->> 'versionId')::int = v.id) AS job_rows,
       (SELECT count(*)::int FROM stored_files f WHERE f.name = 'version-' || v.id || '.pdf') AS pdfs
     FROM scan_versions v WHERE v.id = ANY($1)`,
    [versionIds],
  );
  return new Map(rows.map((row) => [row.id, row]));
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
  // Stopped from outside (the Vitest wrapper's time limit, ^C): leave no instance running, no database behind.
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => {
      console.log(`cluster test stopped by ${signal}`);
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
      const drop = admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
      void Promise.race([drop, sleep(3000)]).then(() => process.exit(1));
    });
  }
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
      PORTAL_SCRYPT_LOG_N: '10',
      PORTAL_ANONYMOUS_RATE_PER_MINUTE: '100000',
      PORTAL_TRUSTED_PROXIES: '1',
      PORTAL_DEMO: 'false',
      PORTAL_JOB_LOST_AFTER_SECONDS: String(JOB_LOST_AFTER_SECONDS),
      // Native tesseract when installed (about two seconds for the jobs' page), else the WebAssembly engine.
      PORTAL_SCANNER_OCR: 'auto',
    };
    const command = apiCommand();
    figures.instancesFrom = command.from;
    const api = (port, name) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), `lcars-cluster-${name}-`));
      dataDirs.push(dataDir);
      return start(
        process.execPath,
        command.args,
        {
          ...common,
          PORT: String(port),
          PORTAL_DATA_DIR: dataDir,
          TSX_TSCONFIG_PATH: path.join(root, 'packages/api/tsconfig.lib.json'),
        },
        name,
      );
    };
    const t0 = Date.now();
    const one = api(port1, 'api1');
    await waitHealthy(`http://127.0.0.1:${port1}`, 60_000, one); // migrations and seeds run once, here
    figures.firstInstanceSeconds = (Date.now() - t0) / 1000;
    const two = api(port2, 'api2');
    await waitHealthy(`http://127.0.0.1:${port2}`, 40_000, two);
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
    // A Scanner job: a scan of one page, whose first version's recognition is queued with it.
    const postScan = (token, page, title) => {
      const form = new FormData();
      form.append('title', title);
      form.append('pages', JSON.stringify([{ upload: 0 }]));
      form.append('file', new Blob([page], { type: 'image/png' }), 'page.png');
      return fetch(`${base}/api/scanner/scan`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
    };
    const page = await jobPage();
    const adminToken = await signIn('admin', ADMIN_PASSWORD);
    // The listening (and writing) user: a member created through the admin API.
    const created = await post('/api/admin/users', adminToken, {
      userName: 'cluster-user',
      email: 'cluster-user@example.com',
      password: USER_PASSWORD,
      roles: ['Member'],
    });
    if (created.status !== 201)
      throw new Error(`creating the user: ${created.status} ${await created.text()}`);
    const userId = (await created.json()).user.id;
    const userToken = await signIn('cluster-user', USER_PASSWORD);
    await db.connect();
    const ledgerAnswer = await post('/api/money/ledger', userToken, { title: `Cluster ${dbName}` });
    const ledgerId = (await ledgerAnswer.json()).result.id;

    const listeners = Array.from({ length: LISTENERS }, (_, i) => listener(base, userToken, i));
    for (let waited = 0; waited < 10_000 && !listeners.every((l) => l.connected); waited += 50)
      await sleep(50);

    const counts = { signIns: 0, signInErrors: 0, writes: 0, writeErrors: 0, sends: 0, sendErrors: 0 };
    const writtenMemos = [];
    const sentTitles = [];
    const failedTitles = [];
    let stop = false;
    let killedAt = null;
    const started = Date.now();
    const worker = async (kind, n) => {
      let i = 0;
      while (!stop) {
        i += 1;
        try {
          if (kind === 'signin') {
            await signIn('cluster-user', USER_PASSWORD);
            counts.signIns += 1;
          } else if (kind === 'money') {
            const memo = `cluster ${n}-${i}`;
            const response = await post(`/api/money/ledger/${ledgerId}/transaction`, userToken, {
              amount: 100 + i,
              memo,
              transactionDate: '2026-01-15',
            });
            if (response.ok) {
              counts.writes += 1;
              writtenMemos.push(memo);
            } else counts.writeErrors += 1;
          } else {
            const title = `${NOTE_PREFIX}${n}-${i}`;
            const response = await post('/api/notification/send-to-user', adminToken, {
              notificationTitle: title,
              message: 'cluster',
              targetUserId: userId,
              sendToSelf: false,
            });
            if (response.ok) {
              counts.sends += 1;
              sentTitles.push(title);
            } else {
              counts.sendErrors += 1;
              failedTitles.push(`${title} (${response.status})`);
            }
            await sleep(50);
          }
        } catch {
          if (kind === 'signin') counts.signInErrors += 1;
          else if (kind === 'money') counts.writeErrors += 1;
          else counts.sendErrors += 1;
          if (kind === 'notify') failedTitles.push(`${NOTE_PREFIX}${n}-${i} (error)`);
        }
      }
    };
    const queuedJobs = [];
    const jobErrors = [];
    const jobLoad = async () => {
      for (const [n, at] of jobTimes(JOBS, SECONDS).entries()) {
        await sleep(Math.max(0, started + at - Date.now()));
        try {
          const response = await postScan(userToken, page, `cluster job ${n}`);
          if (!response.ok) {
            jobErrors.push(`${n} (${response.status})`);
            continue;
          }
          const [version] = (await response.json()).versions;
          queuedJobs.push({ n, versionId: version.id, jobId: version.ocrJobId });
        } catch {
          jobErrors.push(`${n} (error)`);
        }
      }
    };
    const workers = [
      worker('signin', 1),
      worker('money', 1),
      worker('money', 2),
      worker('notify', 1),
      jobLoad(),
    ];
    await sleep((SECONDS * 1000) / 2);
    one.kill('SIGKILL');
    killedAt = (Date.now() - started) / 1000;
    await sleep((SECONDS * 1000) / 2);
    stop = true;
    await Promise.all(workers);
    // Let the last events travel (at most 5 s).
    const arrived = () => listeners.every((l) => sentTitles.every((title) => l.toasts.has(title)));
    for (let waited = 0; waited < 5000 && !arrived(); waited += 100) await sleep(100);
    for (const l of listeners) await l.stop();
    // A job lost with api1 is taken up by api2 once it finds api1's liveness lock free; the others end in seconds.
    const jobsStopped = Date.now();
    const jobRows = await settledJobs(
      db,
      queuedJobs.map((job) => job.jobId),
      JOBS_SETTLE_MS,
    );
    const jobsSettledSeconds = (Date.now() - jobsStopped) / 1000;

    // Checks.
    const rows = (await db.query('SELECT memo FROM money_transactions WHERE ledger_id = $1', [ledgerId]))
      .rows;
    const stored = new Set(rows.map((row) => row.memo));
    const missingWrites = writtenMemos.filter((memo) => !stored.has(memo));
    const delivery = listeners.map((l) => {
      const missed = sentTitles.filter((title) => !l.toasts.has(title)).length;
      const twice = [...l.toasts].filter(([, n]) => n > 1).map(([title]) => title);
      const duplicated = twice.length;
      if (twice.length > 0) console.log(`listener ${l.index} twice: ${twice.join(', ')}`);
      return {
        listener: l.index,
        received: l.toasts.size,
        missed,
        duplicated,
        reconnects: l.reconnects,
        resyncs: l.resyncs ?? 0,
      };
    });
    const effects = await jobEffects(
      db,
      queuedJobs.map((job) => job.versionId),
    );
    const jobById = new Map(jobRows.map((row) => [row.id, row]));
    // Still running when the wait ended: its run takes seconds, so it was lost with api1 and not taken up.
    const lostJobs = jobRows.filter((row) => row.status === 'running');
    const lostMessage = `still running ${JOBS_SETTLE_MS / 1000} s after the load: lost with api1`;
    const jobProblems = queuedJobs.flatMap((job) => {
      const row = jobById.get(job.jobId);
      const effect = effects.get(job.versionId);
      if (!row || !effect) return [`scan ${job.n}: no job queued (job id ${job.jobId})`];
      const problems = [];
      if (effect.job_rows !== 1) problems.push(`${effect.job_rows} job rows`);
      if (row.status === 'running') {
        problems.push(lostMessage);
        if (effect.pdfs !== 0) problems.push(`lost, yet ${effect.pdfs} PDFs`);
      } else {
        if (row.status !== 'succeeded')
          problems.push(`status ${row.status} after attempt ${row.attempts} (${row.error ?? 'no error'})`);
        if (effect.ocr_status !== 'done' || !effect.ocr_text.includes(JOB_WORD))
          problems.push(`version ${effect.ocr_status}, text ${JSON.stringify(effect.ocr_text.slice(0, 40))}`);
        if (effect.pdfs !== 1) problems.push(`${effect.pdfs} PDFs`);
      }
      return problems.map((problem) => `job ${job.jobId} (scan ${job.n}): ${problem}`);
    });
    figures.seconds = SECONDS;
    figures.killedApi1AtSecond = killedAt;
    Object.assign(figures, counts);
    figures.writesMissingFromDatabase = missingWrites.length;
    figures.writesPerSecond = Math.round(counts.writes / SECONDS);
    figures.jobs = queuedJobs.length;
    figures.jobErrors = jobErrors.length;
    figures.jobsSucceeded = jobRows.filter((row) => row.status === 'succeeded').length;
    figures.jobsRetried = jobRows.filter((row) => row.attempts > 1).length;
    figures.jobsLostWithKilledInstance = lostJobs.length;
    figures.jobEngines = [...new Set(jobRows.map((row) => row.result && JSON.parse(row.result).engine))]
      .filter(Boolean)
      .join(', ');
    figures.jobsSettledSeconds = jobsSettledSeconds;
    console.log('cluster figures', JSON.stringify(figures, null, 2));
    console.table(delivery);
    if (failedTitles.length > 0) console.log(`sends not answered 2xx: ${failedTitles.join(', ')}`);
    if (jobErrors.length > 0) console.log(`jobs not answered 2xx: ${jobErrors.join(', ')}`);
    if (jobProblems.length > 0) {
      failed = true;
      for (const problem of jobProblems) console.log(`FAIL: ${problem}`);
    }
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
    if (counts.writes === 0 || counts.sends === 0 || (JOBS > 0 && queuedJobs.length === 0)) {
      failed = true;
      console.log('FAIL: no load got through');
    }
    console.log(failed ? 'cluster test FAILED' : 'cluster test passed');
    if (failed)
      for (const child of children) console.log(`--- ${child.name}\n${child.lines.slice(-20).join('\n')}`);
  } finally {
    await Promise.all(
      children
        .filter((child) => child.exitCode === null && child.signalCode === null)
        .map((child) => {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          return Promise.race([exited, sleep(5000)]);
        }),
    );
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
