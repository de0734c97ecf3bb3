// Office password finder benchmark: guesses checked per second per core, for each kind of encryption and each
// engine of the spin loop, beside hashcat's CPU figures for the same modes when Debian's hashcat is installed.
//
//   npx tsc -b packages/api && node tests/bench/office.mjs [--seconds 3] [--no-hashcat]
//
// Per engine, figures are CPU time (user + system of this single-threaded process): per core, and steady
// on a busy machine. Then the fastest engine runs one worker thread a core for the same wall time, to set
// beside hashcat's own benchmark, which counts that way (all cores, wall time), mode by mode so that both
// see the same load. 2007 Standard and 2013 Agile use the fixtures; 2010 Agile (SHA-1 x 100,000, AES-128)
// and RC4 have none and are checked against a made-up verifier (a check costs the same either way).
import { spawnSync } from 'node:child_process';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'packages/api/dist/apps/tools');
const { values: args } = parseArgs({
  options: { seconds: { type: 'string', default: '3' }, 'no-hashcat': { type: 'boolean', default: false } },
});
const seconds = Number(args.seconds);

const { inspectOfficeFile } = await import(path.join(dist, 'office/detect.js'));
const { passwordChecker } = await import(path.join(dist, 'search/verify.js'));
const spin = await import(path.join(dist, 'search/spin.js'));

const fixture = (p) => readFileSync(path.join(root, 'packages/api/test/fixtures/office', p));
const encryptionOf = (p) => inspectOfficeFile(fixture(p)).encryption;

const modes = [
  {
    name: '2007 Standard (SHA-1 x 50,000, AES-128)',
    hashcat: 9400,
    encryption: encryptionOf('msoffcrypto/inputs/ecma376standard_password.docx'),
  },
  {
    name: '2010 Agile (SHA-1 x 100,000, AES-128)',
    hashcat: 9500,
    encryption: {
      kind: 'agile',
      hash: 'SHA1',
      spinCount: 100_000,
      keyBits: 128,
      blockSize: 16,
      cipher: 'AES-128 CBC',
      salt: randomBytes(16),
      encryptedVerifierHashInput: randomBytes(16),
      encryptedVerifierHashValue: randomBytes(32),
    },
  },
  {
    name: '2013 Agile (SHA-512 x 100,000, AES-256)',
    hashcat: 9600,
    encryption: encryptionOf('msoffcrypto/inputs/example_password.docx'),
  },
  {
    name: 'RC4 CryptoAPI (Office 2002-2003, SHA-1)',
    hashcat: 9800,
    encryption: encryptionOf('msoffcrypto/inputs/rc4cryptoapi_password.doc'),
  },
  {
    name: 'RC4 (Office 97-2000, MD5)',
    hashcat: 9700,
    encryption: {
      kind: 'rc4',
      salt: randomBytes(16),
      encryptedVerifier: randomBytes(16),
      encryptedVerifierHash: randomBytes(16),
    },
  },
];

const addon = spin.loadHashchainAddon();
const engines = [
  addon && { name: 'hashchain addon (SIMD)', engine: spin.spinEngine() },
  addon && {
    name: 'addon, OpenSSL SHA512() a round',
    engine: {
      name: 'openssl',
      lanes: 8,
      spin: (h, d, n) => (h === 'SHA512' ? addon.sha512SpinOpenssl(d, n) : spin.nodeSpinEngine.spin(h, d, n)),
    },
    only: 'SHA512',
  },
  { name: 'WebAssembly SIMD (i64x2)', engine: spin.wasmSpinEngine(true), only: 'SHA512' },
  { name: 'WebAssembly scalar', engine: spin.wasmSpinEngine(false), only: 'SHA512' },
  { name: 'node:crypto createHash a round', engine: spin.nodeSpinEngine, slow: true },
].filter(Boolean);

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/** Guesses per CPU second: batches until `seconds` of CPU time (at least one batch). */
function measure(checker, budget) {
  const batch = Array.from({ length: checker.batchSize }, (_, i) => `candidate-${i}`);
  const start = cpu();
  let tried = 0;
  do {
    checker.check(batch);
    tried += batch.length;
  } while (cpu() - start < budget);
  return tried / (cpu() - start);
}

const spun = (e) => (e.kind === 'agile' ? e.hash : e.kind === 'standard' ? 'SHA1' : undefined);
// A worker thread: the fastest engine on one mode for `seconds` of wall time, then its count.
if (!isMainThread) {
  const { modeIndex, wallSeconds } = workerData;
  const checker = passwordChecker(modes[modeIndex].encryption, spin.spinEngine());
  const batch = Array.from({ length: checker.batchSize }, (_, i) => `candidate-${i}`);
  const end = Date.now() + wallSeconds * 1000;
  let tried = 0;
  while (Date.now() < end) {
    checker.check(batch);
    tried += batch.length;
  }
  parentPort.postMessage(tried);
  process.exit(0);
}

/** Guesses per wall second with one worker thread a core, all at once: hashcat's way of counting. */
async function measureAllCores(modeIndex, wallSeconds) {
  const started = Date.now();
  const counts = await Promise.all(
    Array.from(
      { length: availableParallelism() },
      () =>
        new Promise((resolve, reject) => {
          const worker = new Worker(fileURLToPath(import.meta.url), {
            workerData: { modeIndex, wallSeconds },
          });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  return counts.reduce((a, b) => a + b, 0) / ((Date.now() - started) / 1000);
}

const rows = [];
for (const mode of modes) {
  const hash = spun(mode.encryption);
  // RC4 and XOR have no spin loop: the engine does not matter.
  const contenders = hash
    ? engines.filter((e) => !e.only || e.only === hash)
    : [{ name: 'node:crypto (no spin loop)', engine: spin.nodeSpinEngine }];
  for (const { name, engine, slow } of contenders) {
    const rate = measure(passwordChecker(mode.encryption, engine), slow ? Math.min(seconds, 2) : seconds);
    rows.push({ mode: mode.name, engine: name, rate });
    console.log(`${mode.name.padEnd(44)} ${name.padEnd(34)} ${fmt(rate)} /s/core`);
  }
}

function fmt(rate) {
  return rate >= 1000 ? Math.round(rate).toLocaleString('en') : rate.toFixed(1);
}

// hashcat's own benchmark, CPU only (Debian's package runs on PoCL): H/s over all cores, wall time.
const withHashcat = !args['no-hashcat'] && !spawnSync('hashcat', ['--version']).error;
if (!args['no-hashcat'] && !withHashcat) {
  console.log('\nhashcat is not installed (apt-get install hashcat): no hashcat figures to compare with.');
}
function hashcatRate(mode) {
  const run = spawnSync('hashcat', ['-b', '-m', String(mode), '--force', '--machine-readable', '--quiet'], {
    encoding: 'utf8',
    timeout: 900_000,
  });
  // Machine-readable lines: device:mode:...:H/s as the last field.
  const line = run.stdout.split('\n').find((l) => /^\d+:\d+:/.test(l));
  return line ? Number(line.split(':').at(-1)) : undefined;
}

const cores = availableParallelism();
const allCores = [];
const hashcat = [];
for (const [i, mode] of modes.entries()) {
  allCores[i] = await measureAllCores(i, seconds);
  hashcat[i] = withHashcat ? hashcatRate(mode.hashcat) : undefined;
}

const load = loadavg().map((l) => l.toFixed(2));
console.log(`\nload average ${load.join(' ')}, ${cores} cores`);
console.log(
  `${'mode'.padEnd(44)} ${'ours /s/core (CPU)'.padStart(19)} ${'ours /s all cores'.padStart(18)} ` +
    `${'hashcat /s all cores'.padStart(27)} ${'ratio'.padStart(6)}`,
);
for (const [i, mode] of modes.entries()) {
  const best = Math.max(...rows.filter((r) => r.mode === mode.name).map((r) => r.rate));
  const theirs = hashcat[i];
  console.log(
    `${mode.name.padEnd(44)} ${fmt(best).padStart(19)} ${fmt(allCores[i]).padStart(18)} ` +
      `${(theirs === undefined ? '-' : `${fmt(theirs)} (-m ${mode.hashcat})`).padStart(27)} ` +
      `${(theirs === undefined ? '' : (allCores[i] / theirs).toFixed(2)).padStart(6)}`,
  );
}
