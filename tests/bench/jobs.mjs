// Does a CPU-heavy background job slow the API? Latency of an authenticated GET (GET /api/jobs/list, a
// database read) while idle, while PORTAL_JOB_WORKERS CPU-bound jobs run in worker threads, and, for
// contrast, while the same work runs on the API's own thread (what a job without workers would do).
// Usage: npx tsc -b packages/api && node tests/bench/jobs.mjs
// (BENCH_DURATION=4 seconds a phase, BENCH_CONNECTIONS=10, BENCH_DATABASE_URL=postgres://... for PostgreSQL)
// Figures only: no assertion (docs/performance.md has the recorded results).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const duration = Number(process.env.BENCH_DURATION ?? 4);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const dataDir = mkdtempSync(path.join(tmpdir(), 'lcars-bench-jobs-'));
const { loadConfig, listen, prepare } = await import('../../packages/api/dist/bootstrap.js');

const config = loadConfig({
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  PORTAL_DATA_DIR: dataDir,
  PORTAL_STATIC_DIR: path.join(dataDir, 'none'),
  PORTAL_ADMIN_PASSWORD: 'bench-admin-password-1701',
  PORTAL_JWT_SECRET: 'a-bench-secret-of-at-least-thirty-two-characters',
  PORTAL_SCRYPT_LOG_N: '10',
  PORTAL_JOBS_PER_USER: '1000',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  ...(process.env.PORTAL_JOB_WORKERS ? { PORTAL_JOB_WORKERS: process.env.PORTAL_JOB_WORKERS } : {}),
});
const kind = {
  name: 'bench.cpu',
  title: 'Busy',
  handler: new URL('./jobs-cpu.mjs', import.meta.url),
  timeLimitMs: 600_000,
  maxPayloadBytes: 100,
  retries: 0,
};
const quiet = { info: () => undefined, error: (message, error) => console.error(message, error) };
const { server } = await prepare(config, quiet, undefined, { jobKinds: [kind] });
const listening = await listen(server);
const url = listening.url.replace('localhost', '127.0.0.1');
const login = await fetch(`${url}/api/auth/token`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'bench-admin-password-1701' }),
});
const { jwtToken } = await login.json();
const adminId = (await server.db('users').where({ user_name: 'admin' }).first('id')).id;

async function measure(label) {
  const result = await autocannon({
    url: `${url}/api/jobs/list`,
    connections,
    duration,
    headers: { Authorization: `Bearer ${jwtToken}` },
  });
  return {
    phase: label,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    errors: result.errors + result.non2xx,
  };
}

const workers = config.jobs.workers;
const rows = [];
await measure('warm-up');
rows.push(await measure('idle'));
const busy = [];
for (let i = 0; i < workers; i++)
  busy.push(await server.jobs.enqueue('bench.cpu', { ms: (duration + 3) * 1000 }, adminId));
await new Promise((resolve) => setTimeout(resolve, 1000));
rows.push(await measure(`${workers} CPU job(s) in workers`));
for (const job of busy) await server.jobs.cancel(adminId, job.id);
await new Promise((resolve) => setTimeout(resolve, 1500));
// The same work on the API's thread, in 50 ms slices (a job without workers that yields now and then).
let stop = false;
const slice = () => {
  if (stop) return;
  const end = Date.now() + 50;
  while (Date.now() < end) Math.sqrt(Math.random());
  setImmediate(slice);
};
slice();
rows.push(await measure('same work on the API thread'));
stop = true;

console.log(
  `jobs benchmark: ${config.database.client}, ${workers} worker(s), ${cpus().length} cores, load ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}, ${connections} connections, ${duration} s a phase`,
);
console.table(rows);
await listening.close();
rmSync(dataDir, { recursive: true, force: true });
