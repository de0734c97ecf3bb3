// Scanner text recognition: pages recognised per minute on one worker for a generated A4 page at 300 dpi, by
// each engine in the same run (Debian's tesseract, when installed, against tesseract.js as the reference),
// and the time from saving a three-page version to its text being searchable through the list call.
// Usage: npx tsc -b packages/api && node tests/bench/scanner.mjs   (BENCH_PAGES=3 pages per engine)
// Figures only, no assertion: see docs/performance.md for the recorded results.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = path.join(root, 'packages/api/dist/apps/scanner');
const { nativeTesseractAvailable, openEngine } = await import(path.join(dist, 'ocr.js'));
const { samplePage } = await import(path.join(dist, 'sample.js'));
const pagesPerEngine = Number(process.env.BENCH_PAGES ?? 3);
const adminPassword = 'bench-admin-password-1701';

const LINES = [
  'Starfleet Corps of Engineers, maintenance report',
  '',
  ...Array.from(
    { length: 28 },
    (_, i) => `Item ${i + 1}: inspected plasma conduit ${100 + i}, coupling torque within tolerance.`,
  ),
];
/** A4 at 300 dpi: 2480 x 3508 pixels, 30 lines of 11 pt-ish text. */
const a4 = await samplePage(LINES, { width: 2480, height: 3508, fontSize: 46 });

console.log(
  `Load before: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} (1, 5, 15 min)`,
);
const engines = (await nativeTesseractAvailable()) ? ['wasm', 'native'] : ['wasm'];
const rates = {};
for (const name of engines) {
  const opened = performance.now();
  const engine = await openEngine(name);
  const openMs = performance.now() - opened;
  let words = 0;
  const started = performance.now();
  for (let i = 0; i < pagesPerEngine; i++) words = (await engine.recognize(a4)).words.length;
  const perPage = (performance.now() - started) / pagesPerEngine;
  await engine.close();
  rates[name] = 60_000 / perPage;
  console.log(
    `${name.padEnd(6)}: ${(perPage / 1000).toFixed(1)} s a page, ${rates[name].toFixed(1)} pages/min on one worker ` +
      `(engine start ${(openMs / 1000).toFixed(1)} s, ${words} words a page)`,
  );
}
if (rates.native) console.log(`native / wasm: ${(rates.native / rates.wasm).toFixed(2)}x`);

// Saving a three-page version to searchable, through the built server (one job worker, its default engine).
function startServer(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'packages/api/dist/server.js')], {
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
    child.once('exit', (code) => reject(new Error(`Server exited (${code}) before listening:\n${output}`)));
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'lcars-bench-scanner-'));
const { child, url } = await startServer({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  PORTAL_DATA_DIR: dataDir,
  PORTAL_STATIC_DIR: path.join(dataDir, 'no-portal'),
  PORTAL_ADMIN_PASSWORD: adminPassword,
  PORTAL_DEMO: 'false',
  PORTAL_JOB_WORKERS: '1',
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  REDIS_URL: '',
});
try {
  const login = await fetch(`${url}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: adminPassword }),
  });
  const { jwtToken } = await login.json();
  const headers = { authorization: `Bearer ${jwtToken}` };
  const form = new FormData();
  form.append('title', 'Benchmark');
  for (let i = 0; i < 3; i++) {
    const page = await samplePage([...LINES.slice(0, 12), `Unique marker word zebracorn${i}`], {
      width: 2480,
      height: 3508,
      fontSize: 46,
    });
    form.append('file', new Blob([page], { type: 'image/jpeg' }), `page${i}.jpg`);
  }
  const saving = performance.now();
  const saved = await fetch(`${url}/api/scanner/scan`, { method: 'POST', headers, body: form });
  if (!saved.ok) throw new Error(`Save failed: ${saved.status} ${await saved.text()}`);
  const savedMs = performance.now() - saving;
  let searchableMs = Number.NaN;
  for (let i = 0; i < 3000; i++) {
    const list = await (await fetch(`${url}/api/scanner/list/1/10/zebracorn2`, { headers })).json();
    if (list.total === 1) {
      searchableMs = performance.now() - saving;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.log(
    `3-page version (A4, 300 dpi): saved in ${(savedMs / 1000).toFixed(1)} s, searchable ` +
      `${(searchableMs / 1000).toFixed(1)} s after the save started`,
  );
} finally {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await exited;
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
}
console.log(
  `Load after: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} (1, 5, 15 min)`,
);
