// Office password finder benchmark: guesses per CPU-second, ours against hashcat's CPU backend, one real mask
// attack each on the same file, in one run.
//
//   npx tsc -b packages/api && node tests/bench/office.mjs [--seconds 3] [--no-hashcat] [--engines]
//
// CPU seconds (user + system), not wall time: on a busy machine wall time swings with the other processes
// (hashcat's own `-b` figure, all cores and wall time, moved up to 3x between runs here), CPU time does not.
// Ours: searchCandidates over planCandidates' mask, in this single-threaded process. hashcat: `-D 1` (CPU),
// `-a 3` with the same mask on the hash our parser reads from the same file (office2hashcat's format), its CPU
// time from /usr/bin/time. hashcat spends seconds starting (OpenCL, self-test, autotune), so it runs twice, a
// tiny mask and the full one (autotune's choice pinned for both), and the difference is the attack's CPU time.
// 2007 Standard, 2013 Agile and RC4 CryptoAPI use the fixtures; 2010 Agile (SHA-1 x 100,000, AES-128) and
// Office 97-2000 RC4 have none and use a header made here (a check costs the same either way).
// --engines adds each spin engine's rate (addon, WebAssembly, node:crypto) per kind.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { candidateSpecSchema } from '@lcars/contract/tools';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'packages/api/dist/apps/tools');
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    'no-hashcat': { type: 'boolean', default: false },
    engines: { type: 'boolean', default: false },
  },
});
const seconds = Number(args.seconds);

const { inspectOfficeFile, compoundEncryption } = await import(path.join(dist, 'office/detect.js'));
const { passwordChecker } = await import(path.join(dist, 'search/verify.js'));
const { searchCandidates } = await import(path.join(dist, 'search/run.js'));
const { rc4 } = await import(path.join(dist, 'search/rc4.js'));
const { planCandidates } = await import(path.join(dist, 'candidates/generator.js'));
const spin = await import(path.join(dist, 'search/spin.js'));

const fixture = (p) =>
  readFileSync(path.join(root, 'packages/api/test/fixtures/office/msoffcrypto/inputs', p));
const ooxml = async (p) => (await inspectOfficeFile(fixture(p))).encryption;
const md5 = (...parts) => parts.reduce((h, p) => h.update(p), createHash('md5')).digest();

/** An Office 97-2000 header for a password outside every mask here (2.3.6.2). */
function office97Header(password) {
  const salt = randomBytes(16);
  const h0 = md5(Buffer.from(password, 'utf16le')).subarray(0, 5);
  const h1 = md5(Buffer.concat(Array.from({ length: 16 }, () => [h0, salt]).flat())).subarray(0, 5);
  const verifier = randomBytes(16);
  const sealed = rc4(md5(h1, Buffer.alloc(4)), Buffer.concat([verifier, md5(verifier)]));
  return {
    kind: 'rc4',
    salt,
    encryptedVerifier: sealed.subarray(0, 16),
    encryptedVerifierHash: sealed.subarray(16),
  };
}

const modes = [
  {
    name: '2007 Standard (SHA-1 x 50,000, AES-128)',
    hashcat: 9400,
    encryption: await ooxml('ecma376standard_password.docx'),
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
    encryption: await ooxml('example_password.docx'),
  },
  {
    name: 'RC4 CryptoAPI (Office 2002-2003, SHA-1)',
    hashcat: 9800,
    encryption: compoundEncryption(fixture('rc4cryptoapi_password.doc')),
  },
  { name: 'RC4 (Office 97-2000, MD5)', hashcat: 9700, encryption: office97Header('not in any mask') },
];

/** The file's hash as office2hashcat writes it, which is what hashcat reads. */
function hashcatLine(e) {
  const hex = (b) => b.toString('hex');
  switch (e.kind) {
    case 'standard':
      return `$office$*2007*20*${e.keyBits}*16*${hex(e.salt)}*${hex(e.encryptedVerifier)}*${hex(e.encryptedVerifierHash.subarray(0, 20))}`;
    case 'agile': {
      const year = e.hash === 'SHA1' ? 2010 : 2013;
      return `$office$*${year}*${e.spinCount}*${e.keyBits}*16*${hex(e.salt)}*${hex(e.encryptedVerifierHashInput)}*${hex(e.encryptedVerifierHashValue.subarray(0, 32))}`;
    }
    case 'rc4cryptoapi':
      return `$oldoffice$${e.keyBits === 40 ? 3 : 4}*${hex(e.salt)}*${hex(e.encryptedVerifier)}*${hex(e.encryptedVerifierHash)}`;
    case 'rc4':
      return `$oldoffice$1*${hex(e.salt)}*${hex(e.encryptedVerifier)}*${hex(e.encryptedVerifierHash)}`;
  }
}

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const fmt = (rate) => (rate >= 1000 ? Math.round(rate).toLocaleString('en') : rate.toFixed(1));

/** Guesses per CPU second of a checker on one batch, again and again for `budget` seconds. */
function rateOf(checker, budget) {
  const batch = Array.from({ length: checker.batchSize }, (_, i) => `candidate-${i}`);
  const start = cpu();
  let tried = 0;
  do {
    checker.check(batch);
    tried += batch.length;
  } while (cpu() - start < budget);
  return tried / (cpu() - start);
}

/** The largest mask of ?l and ?d (after a fixed prefix) whose keyspace is at most `target`. */
function maskFor(target) {
  let best = { mask: 'Pw?d', count: 10 };
  for (let l = 0; l <= 3; l++) {
    for (let d = 1; d <= 8; d++) {
      const count = 26 ** l * 10 ** d;
      if (count <= target && count > best.count)
        best = { mask: `Pw${'?l'.repeat(l)}${'?d'.repeat(d)}`, count };
    }
  }
  return best;
}

/** Ours: the whole mask through the search loop, as a search job runs it. */
function ourAttack(e, mask) {
  const plan = planCandidates(candidateSpecSchema.parse({ masks: [mask] }));
  const checker = passwordChecker(e);
  const start = cpu();
  const outcome = searchCandidates(checker, plan.generate());
  const used = cpu() - start;
  if (outcome.password !== undefined) throw new Error(`found ${outcome.password}: the bench's file is wrong`);
  return { tried: outcome.tried, cpu: used, rate: outcome.tried / used };
}

const work = mkdtempSync(path.join(tmpdir(), 'office-bench-'));
/** hashcat on the CPU device: its CPU seconds, or why it could not run. */
function hashcat(mode, mask, tuning = []) {
  const hashFile = path.join(work, `${mode.hashcat}.hash`);
  const timeFile = path.join(work, 'time');
  writeFileSync(hashFile, `${hashcatLine(mode.encryption)}\n`);
  const run = spawnSync(
    '/usr/bin/time',
    [
      ...[
        '-f',
        '%U %S',
        '-o',
        timeFile,
        'hashcat',
        '-m',
        String(mode.hashcat),
        '-D',
        '1',
        '-a',
        '3',
        ...tuning,
      ],
      ...['--potfile-disable', '--self-test-disable', '--force', '--session', `bench${process.pid}`],
      ...['--restore-disable', '--logfile-disable', hashFile, mask],
    ],
    { encoding: 'utf8', timeout: 600_000, cwd: work },
  );
  // 1 is "exhausted" (the password is not in the mask, on purpose).
  if (run.status !== 1)
    return { error: (run.stderr || run.stdout || `exit ${run.status}`).trim().split('\n').at(-1) };
  const [user, system] = readFileSync(timeFile, 'utf8').trim().split('\n').at(-1).split(' ').map(Number);
  // What autotune chose ("Speed.#1.....: 167 H/s (0.22ms) @ Accel:256 Loops:512 Thr:1 Vec:8").
  const speed = /Speed\.#1\.*:\s*([\d.]+) (k|M|)H\/s.*Accel:(\d+) Loops:(\d+) Thr:(\d+)/.exec(run.stdout);
  return {
    cpu: user + system,
    speed: speed ? Number(speed[1]) * { '': 1, k: 1e3, M: 1e6 }[speed[2]] : undefined,
    tuning: speed ? ['-n', speed[3], '-u', speed[4], '-T', speed[5]] : [],
  };
}

/**
 * hashcat's guesses per CPU second on a mask: a first run learns what autotune picks (and a rough speed), then
 * a tiny mask and the full one run with those settings pinned (no autotune, whose cost depends on the keyspace),
 * and the difference of their CPU times is the attack's.
 */
function hashcatAttack(mode, ourRate) {
  const probe = hashcat(mode, 'Pw?d?d');
  if (probe.error) return probe;
  const { mask, count } = maskFor(Math.max(ourRate, probe.speed ?? 0) * seconds);
  const tiny = hashcat(mode, 'Pw?d', probe.tuning);
  const full = tiny.error ? tiny : hashcat(mode, mask, probe.tuning);
  if (full.error) return full;
  return { mask, rate: (count - 10) / Math.max(full.cpu - tiny.cpu, 0.01), cpu: full.cpu - tiny.cpu };
}

const withHashcat = !args['no-hashcat'] && !spawnSync('hashcat', ['--version']).error;
if (!args['no-hashcat'] && !withHashcat) console.log('hashcat is not installed (apt-get install hashcat).');

if (args.engines) {
  const addon = spin.loadHashchainAddon();
  const engines = [
    addon && { name: 'hashchain addon', engine: spin.spinEngine() },
    { name: 'WebAssembly SIMD (i64x2)', engine: spin.wasmSpinEngine(true), only: 'SHA512' },
    { name: 'WebAssembly scalar', engine: spin.wasmSpinEngine(false), only: 'SHA512' },
    { name: 'node:crypto createHash a round', engine: spin.nodeSpinEngine },
  ].filter(Boolean);
  for (const mode of modes) {
    const e = mode.encryption;
    const hash = e.kind === 'agile' ? e.hash : e.kind === 'standard' ? 'SHA1' : undefined;
    const contenders = hash
      ? engines
          .filter((x) => !x.only || x.only === hash)
          .map((x) => ({ ...x, checker: passwordChecker(e, x.engine) }))
      : [
          { name: 'hashchain addon (RC4 in C)', checker: passwordChecker(e) },
          { name: 'JavaScript (RC4 in JS)', checker: passwordChecker(e, spin.nodeSpinEngine, null) },
        ];
    for (const { name, checker } of contenders) {
      console.log(
        `${mode.name.padEnd(42)} ${name.padEnd(32)} ${fmt(rateOf(checker, Math.min(seconds, 2))).padStart(12)} /CPU-s`,
      );
    }
  }
  console.log();
}

console.log(
  `${cpus()[0]?.model ?? 'CPU'}, ${cpus().length} cores; load average at the start ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  `${'mode'.padEnd(42)} ${'our mask (CPU)'.padEnd(24)} ${'ours /CPU-s'.padStart(12)} ` +
    `${'hashcat mask (CPU)'.padEnd(24)} ${'hashcat /CPU-s'.padStart(12)} ${'ratio'.padStart(6)}  load`,
);
for (const mode of modes) {
  // Size our mask for about `seconds` of our CPU, from a quick estimate.
  const estimate = rateOf(passwordChecker(mode.encryption), 0.3);
  const { mask } = maskFor(estimate * seconds);
  const ours = ourAttack(mode.encryption, mask);
  let theirs = '-';
  let ratio = '';
  let theirMask = '';
  if (withHashcat) {
    const attack = hashcatAttack(mode, ours.rate);
    if (attack.error) {
      theirs = `hashcat failed: ${attack.error}`.slice(0, 60);
    } else {
      theirs = fmt(attack.rate);
      ratio = (ours.rate / attack.rate).toFixed(2);
      theirMask = `${attack.mask} (${attack.cpu.toFixed(1)} s)`;
    }
  }
  console.log(
    `${mode.name.padEnd(42)} ${`${mask} (${ours.cpu.toFixed(1)} s)`.padEnd(24)} ${fmt(ours.rate).padStart(12)} ` +
      `${theirMask.padEnd(24)} ${theirs.padStart(12)} ${ratio.padStart(6)}  ${loadavg()[0].toFixed(2)}`,
  );
}
rmSync(work, { recursive: true, force: true });
