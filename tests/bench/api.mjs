// Throughput of the built API against a bare node:http server answering the same JSON, in the same run.
// Usage: npx tsc -b packages/api && node tests/bench/api.mjs
// (BENCH_DURATION=10 seconds per run, BENCH_CONNECTIONS=10, BENCH_DATABASE_URL=postgres://... for PostgreSQL)
// Prints req/s, p99 latency and the ratio API/raw for a public GET and an authenticated GET. Figures only:
// no assertion (see docs/performance.md for the targets and the recorded results).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverScript = path.join(root, 'packages/api/dist/server.js');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const adminPassword = 'bench-admin-password-1701';

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
      const match = /listening on (http:\/\/\S+)/.exec(output);
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
const RAW_SERVER = `
const http = require('node:http');
const body = Buffer.from(process.env.RAW_BODY);
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));
`;

async function measure(title, url, headers = {}) {
  // A short warm-up so the JIT and the database caches settle before the measured run.
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration, headers });
  const failures = result.non2xx + result.errors + result.timeouts;
  return { title, url, rps: result.requests.average, p99: result.latency.p99, failures };
}

function row(label, result) {
  return `${label.padEnd(34)} ${result.rps.toFixed(0).padStart(8)} req/s  p99 ${String(result.p99).padStart(4)} ms${
    result.failures ? `  (${result.failures} failed)` : ''
  }`;
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
      // SQLite unless BENCH_DATABASE_URL names an (empty) PostgreSQL database.
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      REDIS_URL: '',
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
    const publicBody = await fetch(api.url + publicPath).then((response) => response.text());
    const privateBody = await fetch(api.url + privatePath, { headers: auth }).then((response) =>
      response.text(),
    );

    const results = [];
    for (const [label, apiPath, body, headers] of [
      ['public', publicPath, publicBody, {}],
      ['authenticated', privatePath, privateBody, auth],
    ]) {
      const raw = await startProcess(['-e', RAW_SERVER], { RAW_BODY: body });
      children.push(raw.child);
      const rawResult = await measure(`raw node:http (${body.length} B)`, raw.url);
      raw.child.kill();
      const apiResult = await measure(`API ${apiPath}`, api.url + apiPath, headers);
      results.push({ label, rawResult, apiResult });
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
    console.log(`autocannon: ${connections} connections, ${duration} s per run (after 2 s warm-up)\n`);
    for (const { label, rawResult, apiResult } of results) {
      const ratio = apiResult.rps / rawResult.rps;
      console.log(`[${label}]`);
      console.log(row(rawResult.title, rawResult));
      console.log(row(apiResult.title, apiResult));
      console.log(`${'ratio API / raw'.padEnd(34)} ${(ratio * 100).toFixed(1).padStart(8)} %\n`);
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
