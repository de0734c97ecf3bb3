// What the growth benchmarks share (recipes.mjs, repo.mjs): the built server as a child process, a closed-loop
// load of N connections with every latency kept (exact p50/p95/p99, not a histogram's), the CPU time per request
// of the server and of its PostgreSQL backends, and the machine's load as `uptime` reports it.
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import knexFactory from 'knex';
import { cpuMicros } from './cpu.mjs';

/** `uptime`'s load averages (1, 5, 15 minutes), for the line beside each figure. */
export function uptimeLoad() {
  try {
    return execFileSync('uptime', { encoding: 'utf8' })
      .trim()
      .replace(/^.*load average:\s*/, '');
  } catch {
    return '?';
  }
}

/** The bench servers' token secret (a bench that signs its own tokens uses it too). */
export const BENCH_JWT_SECRET = 'a-bench-secret-of-at-least-thirty-two-characters';

/**
 * The environment of a bench's server: production mode on a loopback port, a throwaway data directory, no demo,
 * the API tests' password hash cost and rate limits out of the way of the load; `extra` adds or overrides.
 */
export function benchEnvironment(dataDir, databaseUrl, adminPassword, extra = {}) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    PORTAL_DATA_DIR: dataDir,
    PORTAL_STATIC_DIR: path.join(dataDir, 'no-portal'),
    PORTAL_ADMIN_PASSWORD: adminPassword,
    PORTAL_DEMO: 'false',
    PORTAL_ANONYMOUS_RATE_PER_MINUTE: '100000',
    PORTAL_JWT_SECRET: BENCH_JWT_SECRET,
    PORTAL_SCRYPT_LOG_N: '10',
    PORTAL_MONEY_SCHEDULE_MINUTES: '0',
    DATABASE_URL: databaseUrl ?? '',
    ...extra,
  };
}

export function startServer(dist, env) {
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
    child.once('exit', (code) => reject(new Error(`The server exited (${code}): ${output.slice(-2000)}`)));
  });
}

export async function stopServer(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function postgresAdminUrl() {
  const candidates = process.env.TEST_PG_URL
    ? [process.env.TEST_PG_URL]
    : [process.env.PGUSER, 'postgres', 'root']
        .filter(Boolean)
        .map((user) => `postgres://${user}@127.0.0.1:5432/test`);
  for (const url of candidates) {
    const db = knexFactory({
      client: 'pg',
      connection: { connectionString: url, connectionTimeoutMillis: 2000 },
      pool: { min: 0, max: 1 },
    });
    try {
      await db.raw('select 1');
      return url;
    } catch {
      // the next one
    } finally {
      await db.destroy();
    }
  }
  return null;
}

/** Runs `run` with the address of a database of its own, dropped afterwards. */
export async function withPostgres(adminUrl, prefix, run, { keep = false } = {}) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw('CREATE DATABASE ??', [name]);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    // --keep: left for EXPLAIN and psql, dropped by hand.
    if (keep) console.log(`postgres: database ${name} kept`);
    else await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
    await admin.destroy();
  }
}

async function postgresBackends(databaseUrl) {
  const db = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });
  try {
    const result = await db.raw(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return result.rows.map((row) => row.pid);
  } finally {
    await db.destroy();
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * `connections` loops, each sending `next()`'s request ({ method, path, headers, body }) as soon as the answer
 * before it has fully arrived, for `seconds`. Every latency is kept; a status other than 200 is counted.
 */
export async function load(url, next, { connections, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const latencies = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = (request) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const call = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: request.method ?? 'GET',
          path: request.path,
          headers: request.headers,
        },
        (response) => {
          response.on('data', () => {});
          response.on('end', () => {
            latencies.push(performance.now() - started);
            if (response.statusCode !== 200) failures += 1;
            resolve();
          });
          response.on('error', reject);
        },
      );
      call.on('error', reject);
      call.end(request.body);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await one(next());
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    requestsPerSecond: Math.round(sorted.length / elapsed),
    p50ms: Number(percentile(sorted, 50).toFixed(2)),
    p95ms: Number(percentile(sorted, 95).toFixed(2)),
    p99ms: Number(percentile(sorted, 99).toFixed(2)),
    maxMs: Number(sorted.at(-1).toFixed(2)),
    failures,
  };
}

/**
 * One figure: a short warm-up, then the load, with the CPU time per request of the server (`pid`) and of the
 * PostgreSQL backends of `databaseUrl` (none on SQLite). Prints a line of text and one of JSON.
 */
export async function measure({ url, pid, databaseUrl, label, name, next, connections, seconds, extra }) {
  await load(url, next, { connections, seconds: Math.min(1, seconds) });
  const database = databaseUrl ? await postgresBackends(databaseUrl) : [];
  const before = { api: cpuMicros([pid]), database: cpuMicros(database) };
  const result = await load(url, next, { connections, seconds });
  const perRequest = (start, pids) => {
    const end = cpuMicros(pids);
    return start === null || end === null ? null : Math.round((end - start) / result.requests);
  };
  const cpu = { api: perRequest(before.api, [pid]), database: perRequest(before.database, database) };
  const loadNow = uptimeLoad();
  const line = {
    database: label,
    target: name,
    ...extra,
    connections,
    seconds,
    ...result,
    cpu,
    load: loadNow,
  };
  console.log(
    `${label} ${name}: ${result.requestsPerSecond} req/s, p50 ${result.p50ms} ms, p95 ${result.p95ms} ms, ` +
      `p99 ${result.p99ms} ms, max ${result.maxMs} ms, failures ${result.failures}; CPU per request: ` +
      `API ${cpu.api ?? '?'} µs${databaseUrl ? `, PostgreSQL ${cpu.database ?? '?'} µs` : ''}; load ${loadNow}`,
  );
  console.log(JSON.stringify(line));
  return line;
}
