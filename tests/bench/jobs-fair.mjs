// Fair jobs (issue 28): while one member's ten password searches hold or wait for the job slots, how soon does
// another member's scan recognition start? Real jobs through the real routes: Agile-encrypted Word files
// searched with an eight-digit mask (hours each, on every core), and a one-page scan recognised by the
// configured engine. The server runs in this process with its default job settings (PORTAL_JOB_WORKERS cores - 1,
// PORTAL_JOB_SHORT_WORKERS 1, PORTAL_JOB_USER_SHARE 50). Before issue 28 the recognition waited 62 s, and ran only
// once the first search was cancelled.
// Usage: npx tsc -b packages/api && node tests/bench/jobs-fair.mjs
// (BENCH_DATABASE_URL=postgres://... for PostgreSQL: an empty database; BENCH_SCANS=5 recognitions in turn)
// Figures only: no assertion (docs/performance.md has the recorded results).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = path.join(root, 'packages/api/dist');
const { loadConfig, listen, prepare } = await import(path.join(dist, 'bootstrap.js'));
const { createUser } = await import(path.join(dist, 'platform/users/service.js'));
const { samplePage } = await import(path.join(dist, 'apps/scanner/sample.js'));

const SEARCHES = 10;
const scans = Number(process.env.BENCH_SCANS ?? 5);
const fixture = readFileSync(
  path.join(root, 'packages/api/test/fixtures/office/msoffcrypto/inputs/example_password.docx'),
);
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

const dataDir = mkdtempSync(path.join(tmpdir(), 'lcars-bench-fair-'));
const config = loadConfig({
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  PORTAL_DATA_DIR: dataDir,
  PORTAL_STATIC_DIR: path.join(dataDir, 'none'),
  PORTAL_ADMIN_PASSWORD: 'bench-admin-password-1701',
  PORTAL_JWT_SECRET: 'a-bench-secret-of-at-least-thirty-two-characters',
  PORTAL_DEMO: 'false',
  PORTAL_SCRYPT_LOG_N: '10',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
const quiet = { info: () => undefined, error: (message, error) => console.error(message, error ?? '') };
const { server } = await prepare(config, quiet);
const listening = await listen(server);
const url = listening.url.replace('localhost', '127.0.0.1');

async function member(userName) {
  const password = `${userName}-bench-password`;
  await createUser(server.db, {
    userName,
    email: `${userName}@example.com`,
    passwordHash: await server.passwords.hash(password, 'trusted'),
    emailConfirmed: true,
    roles: ['Member'],
  });
  const login = await fetch(`${url}/api/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: userName, password }),
  });
  return { authorization: `Bearer ${(await login.json()).jwtToken}` };
}

async function call(method, route, headers, body) {
  const response = await fetch(`${url}/api${route}`, { method, headers, body });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return response.json();
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const searcher = await member('searcher');
const scanner = await member('scanner');
console.log(
  `jobs fairness benchmark: ${config.database.client}, ${cpus().length} cores, ${config.jobs.workers} general + ` +
    `${config.jobs.shortWorkers} short slot(s), user share ${config.jobs.userSharePercent} %`,
);
console.log(`before: ${uptime()}`);

// One member's ten searches: each of an upload of its own, each for hours.
const searches = [];
for (let i = 0; i < SEARCHES; i++) {
  const form = new FormData();
  form.append('confirm', 'mine');
  form.append('file', new Blob([fixture]), `report-${i}.docx`);
  const upload = await call('POST', '/tools/op/upload', searcher, form);
  const started = await call(
    'POST',
    `/tools/op/${upload.fileId}/search`,
    { ...searcher, 'Content-Type': 'application/json' },
    JSON.stringify({ masks: ['?d?d?d?d?d?d?d?d'] }),
  );
  searches.push(started.id);
}
for (;;) {
  const first = await call('GET', `/jobs/${searches[0]}`, searcher);
  if (first.status === 'running') break;
  await sleep(100);
}
// The searches spin up on every core before the first scan comes.
await sleep(3000);
console.log(`searches running: ${uptime()}`);

const page = await samplePage(['Quartermaster invoice', 'Dilithium crystals, 40 units'], {
  width: 827,
  height: 600,
});
const rows = [];
for (let i = 0; i < scans; i++) {
  const form = new FormData();
  form.append('title', `Invoice ${i}`);
  form.append('file', new Blob([page], { type: 'image/jpeg' }), 'invoice.jpg');
  const sent = performance.now();
  const scan = await call('POST', '/scanner/scan', scanner, form);
  const saved = performance.now();
  const jobId = scan.versions[0].ocrJobId;
  let started;
  let job;
  for (;;) {
    job = await call('GET', `/jobs/${jobId}`, scanner);
    if (started === undefined && job.startedDate !== null) started = performance.now();
    if (['succeeded', 'failed', 'cancelled'].includes(job.status)) break;
    await sleep(50);
  }
  rows.push({
    scan: i + 1,
    'saved ms': Math.round(saved - sent),
    // Server clock: from the job's row to its claim by a slot.
    'queued to started ms': new Date(job.startedDate).getTime() - new Date(job.createdDate).getTime(),
    'seen started ms (client)': Math.round((started ?? performance.now()) - saved),
    'recognised s': ((performance.now() - saved) / 1000).toFixed(1),
    status: job.status,
  });
  await sleep(500);
}
const running = await server.db('jobs').where({ status: 'running' }).select('kind', 'user_id');
console.log(`after the scans: ${uptime()}`);
console.table(rows);
console.log(
  `searcher's searches running at the end: ${running.filter((job) => job.kind === 'tools.office-password').length} of ${SEARCHES}`,
);
for (const id of searches)
  await call('POST', `/tools/data/results/${id}/cancel`, searcher).catch(() => undefined);
await listening.close();
rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
