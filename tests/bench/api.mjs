// Throughput of the built API against a bare node:http server answering the same JSON, in the same run.
// Usage: npx tsc -b packages/api && node tests/bench/api.mjs
// (BENCH_ROUNDS=5 rounds of BENCH_DURATION=4 seconds on each side, BENCH_CONNECTIONS=10,
// BENCH_DATABASE_URL=postgres://... for PostgreSQL)
// A bare node:http server, bare Koa and Koa with @koa/router (the framework's own ceiling) and the API take
// turns, round after round, and the medians are compared: a swing in the machine's load then hits all of them
// alike. Prints req/s, p99 latency, CPU time per request and the ratio to raw for a public GET and an
// authenticated GET. Figures only: no assertion (see
// docs/performance.md for the targets and the recorded results).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cpuMicros } from './cpu.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverScript = path.join(root, 'packages/api/dist/server.js');
const duration = Number(process.env.BENCH_DURATION ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const adminPassword = 'bench-admin-password-1701';
const jwtSecret = 'an-api-bench-secret-of-at-least-thirty-two-characters';
const tokensModule = path.join(root, 'packages/api/dist/platform/auth/tokens.js');
/** The targets of issue 19: ratios to Koa + @koa/router in the same run (docs/performance.md). */
const TARGETS = { public: 0.9, authenticated: 0.75 };

/** Starts a child process and resolves with the URL it prints ("... listening on http://host:port"). */
function startProcess(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s"]+)/.exec(output);
      if (match) {
        child.stdout.off('data', onData);
        resolve({ child, url: match[1].replace('localhost', '127.0.0.1') });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`Process exited (${code}) before listening:\n${output}`)));
  });
}

/** A bare node:http server answering one fixed JSON body at every path. */
/**
 * The framework alone, for reference: Koa answering the same body from one middleware, and Koa with an error
 * handler and @koa/router holding one route. The API cannot do better than these on the same machine.
 */
const KOA_SERVER = `
import http from 'node:http';
import Koa from 'koa';
import Router from '@koa/router';
const body = process.env.RAW_BODY;
const app = new Koa();
const answer = (ctx) => {
  ctx.type = 'application/json';
  ctx.body = body;
};
// WITH_JWT: the bearer token checked by the API's own HS256 verification (jose, the same key and claims;
// JWT_CACHE=1 keeps its verified-token cache, as the API does, JWT_CACHE=0 verifies every request).
let verify = null;
if (process.env.WITH_JWT) {
  const key = new TextEncoder().encode(process.env.JWT_SECRET);
  if (process.env.JWT_CACHE === '1') {
    const { verifyAccessToken } = await import(process.env.TOKENS_MODULE);
    verify = (token) => verifyAccessToken(key, token);
  } else {
    const { jwtVerify } = await import('jose');
    const secret = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verify = async (token) => {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'], issuer: 'lcars-portal', audience: 'lcars-portal',
          requiredClaims: ['exp', 'iat', 'sub'], maxTokenAge: 960,
        });
        return { userId: Number(payload.sub) };
      } catch {
        return null;
      }
    };
  }
}
if (process.env.HEADERS_JSON) {
  const headers = JSON.parse(process.env.HEADERS_JSON);
  app.use(async (ctx, next) => {
    for (const [name, value] of headers) ctx.res.setHeader(name, value);
    await next();
  });
}
if (process.env.WITH_ROUTER) {
  const router = new Router();
  router.get('/', async (ctx) => {
    if (verify) {
      const header = ctx.get('authorization');
      const verified = header.startsWith('Bearer ') ? await verify(header.slice(7)) : null;
      if (!verified) {
        ctx.status = 401;
        return;
      }
    }
    answer(ctx);
  });
  app.use(async (ctx, next) => {
    try {
      await next();
    } catch {
      ctx.status = 500;
    }
  });
  app.use(router.routes());
} else {
  app.use(answer);
}
const server = http.createServer(app.callback());
server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));
`;

const RAW_SERVER = `
const http = require('node:http');
const body = Buffer.from(process.env.RAW_BODY);
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));
`;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One autocannon run against `url`, with the CPU time the serving process spent per request. */
async function run(url, pid, headers) {
  const before = cpuMicros([pid]);
  const result = await autocannon({ url, connections, duration, headers });
  const after = cpuMicros([pid]);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpu: before === null || after === null ? null : (after - before) / result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Rounds in which every server answers in turn, after a warm-up of each; medians of req/s, p99 and CPU per
 * request, and each server's median ratio to the first (raw node:http) of the same rounds.
 */
async function compare(servers) {
  for (const server of servers)
    await autocannon({ url: server.url, connections, duration: 2, headers: server.headers });
  const runs = servers.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, server] of servers.entries())
      runs[index].push(await run(server.url, server.pid, server.headers));
  }
  return servers.map((server, index) => {
    const list = runs[index];
    return {
      title: server.title,
      rps: median(list.map((r) => r.rps)),
      p99: median(list.map((r) => r.p99)),
      cpu: list.some((r) => r.cpu === null) ? null : median(list.map((r) => r.cpu)),
      failures: list.reduce((sum, r) => sum + r.failures, 0),
      ratio: median(list.map((r, i) => r.rps / runs[0][i].rps)),
      rpsList: list.map((r) => r.rps),
    };
  });
}

function row(result) {
  const cpu = result.cpu === null ? '' : `  cpu ${result.cpu.toFixed(1).padStart(5)} µs/req`;
  const failed = result.failures ? `  (${result.failures} failed)` : '';
  return `${result.title.padEnd(34)} ${result.rps.toFixed(0).padStart(8)} req/s  p99 ${String(result.p99).padStart(4)} ms${cpu}  ${(result.ratio * 100).toFixed(1).padStart(5)} % of raw${failed}`;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lcars-bench-'));
  const children = [];
  try {
    const api = await startProcess([serverScript], {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      PORTAL_DATA_DIR: dataDir,
      PORTAL_STATIC_DIR: path.join(dataDir, 'no-portal'),
      PORTAL_ADMIN_PASSWORD: adminPassword,
      PORTAL_DEMO: 'false',
      PORTAL_ANONYMOUS_RATE_PER_MINUTE: '100000',
      // SQLite unless BENCH_DATABASE_URL names an (empty) PostgreSQL database.
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      REDIS_URL: '',
      PORTAL_JWT_SECRET: jwtSecret,
    });
    children.push(api.child);

    const login = await fetch(`${api.url}/api/auth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: adminPassword }),
    }).then((response) => response.json());
    if (!login.jwtToken) throw new Error(`Sign-in failed: ${JSON.stringify(login)}`);
    const auth = { Authorization: `Bearer ${login.jwtToken}` };

    const publicPath = '/api/app/context/1';
    const privatePath = '/api/account/context/1';
    const publicResponse = await fetch(api.url + publicPath);
    const publicBody = await publicResponse.text();
    // The headers the API adds to every answer (security headers), for a reference that sends them too.
    const KOA_OWN = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
    const extraHeaders = JSON.stringify([...publicResponse.headers].filter(([name]) => !KOA_OWN.has(name)));
    const privateBody = await fetch(api.url + privatePath, { headers: auth }).then((response) =>
      response.text(),
    );

    const results = [];
    for (const [label, apiPath, body, headers] of [
      ['public', publicPath, publicBody, {}],
      ['authenticated', privatePath, privateBody, auth],
    ]) {
      const env = { RAW_BODY: body };
      const koa = ['--input-type=module', '-e', KOA_SERVER];
      const jwt = { WITH_JWT: '1', JWT_SECRET: jwtSecret, TOKENS_MODULE: tokensModule };
      // The reference of the target: Koa + @koa/router answering the same body (and, for the authenticated
      // GET, checking the same bearer token with the API's HS256 verification).
      const references =
        label === 'public'
          ? [
              [`raw node:http (${body.length} B)`, ['-e', RAW_SERVER], env],
              ['bare Koa', koa, env],
              ['Koa + @koa/router', koa, { ...env, WITH_ROUTER: '1' }, 'reference'],
              // For comparison, not the target: the same plus the API's response headers, set as the API sets
              // them (one setHeader each): how much of the API's distance to the reference they are.
              [
                'Koa + router + the same headers',
                koa,
                { ...env, WITH_ROUTER: '1', HEADERS_JSON: extraHeaders },
              ],
            ]
          : [
              [`raw node:http (${body.length} B)`, ['-e', RAW_SERVER], env],
              ['Koa + @koa/router', koa, { ...env, WITH_ROUTER: '1' }],
              [
                'Koa + router + HS256 every request',
                koa,
                { ...env, WITH_ROUTER: '1', ...jwt, JWT_CACHE: '0' },
              ],
              [
                "Koa + router + the API's HS256 check",
                koa,
                { ...env, WITH_ROUTER: '1', ...jwt, JWT_CACHE: '1' },
                'reference',
              ],
            ];
      const servers = [];
      for (const [title, args, referenceEnv, role] of references) {
        const started = await startProcess(args, referenceEnv);
        children.push(started.child);
        // The references with a token check get the same bearer token as the API.
        const referenceHeaders = referenceEnv.WITH_JWT ? headers : {};
        servers.push({ title, url: started.url, pid: started.child.pid, headers: referenceHeaders, role });
      }
      servers.push({
        title: `API ${apiPath}`,
        url: api.url + apiPath,
        pid: api.child.pid,
        headers,
        role: 'api',
      });
      results.push({ label, servers, rows: await compare(servers) });
      for (const server of servers.slice(0, -1)) process.kill(server.pid);
    }

    const cpu = cpus();
    console.log(`\nLCARS API benchmark, ${new Date().toISOString()}`);
    const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : `SQLite in ${dataDir}`;
    console.log(`node ${process.version}, ${cpu.length} x ${cpu[0]?.model ?? 'unknown CPU'}, ${database}`);
    console.log(
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} (other work on the machine skews the figures)`,
    );
    console.log(
      `autocannon: ${connections} connections; ${rounds} rounds of ${duration} s on each side, taking turns; medians\n`,
    );
    for (const { label, servers, rows } of results) {
      console.log(`[${label}]`);
      for (const result of rows) console.log(row(result));
      // The target's ratio: the API against its reference, each round's pair taken side by side (median).
      const reference = servers.findIndex((server) => server.role === 'reference');
      const apiIndex = servers.findIndex((server) => server.role === 'api');
      const ratio = median(rows[apiIndex].rpsList.map((rps, round) => rps / rows[reference].rpsList[round]));
      const target = TARGETS[label];
      console.log(
        `=> ${label}: API / ${rows[reference].title} = ${(ratio * 100).toFixed(1)} % ` +
          `(target >= ${target * 100} %: ${ratio >= target ? 'met' : 'NOT met'})`,
      );
      console.log('');
    }
  } finally {
    for (const child of children) child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
