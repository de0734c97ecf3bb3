// Boxing benchmark: bouts simulated per second, 12 rounds each, with the built simulation (pure function, no
// database). It is what one POST boxing/bout/:id/fight costs on top of its reads and the one write: the
// per-request bound that lets the server fight bouts in the request instead of a worker.
//
//   npx tsc -b packages/api && node tests/bench/boxing.mjs [--bouts 2000] [--rounds 12]
//
// Fighters are drawn from a fixed sequence (evenly matched to mismatches, every style), so runs compare.
// Prints figures only; never asserts on timings.
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { simulateBout } = await import(
  pathToFileURL(path.join(root, 'packages/api/dist/apps/boxing/simulation/simulate.js')).href
);
const { values: args } = parseArgs({
  options: { bouts: { type: 'string', default: '2000' }, rounds: { type: 'string', default: '12' } },
});
const bouts = Number(args.bouts);
const rounds = Number(args.rounds);

/** A fixed pseudo-random fighter (mulberry32 of the index): the same roster every run. */
function fighter(index) {
  let state = (index * 0x9e3779b1) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const rating = () => 40 + Math.floor(next() * 60);
  const heightCm = 165 + Math.floor(next() * 30);
  return {
    heightCm,
    reachCm: heightCm - 5 + Math.floor(next() * 15),
    age: 20 + Math.floor(next() * 18),
    stance: ['orthodox', 'southpaw', 'switch'][Math.floor(next() * 3)],
    weightLb: 147,
    power: rating(),
    speed: rating(),
    stamina: rating(),
    chin: rating(),
    defence: rating(),
    accuracy: rating(),
    heart: rating(),
  };
}

const inputs = Array.from({ length: bouts }, (_, index) => ({
  red: fighter(index * 2),
  blue: fighter(index * 2 + 1),
  scheduledRounds: rounds,
  seed: index,
}));

// Warm the JIT, then time.
for (const input of inputs.slice(0, 200)) simulateBout(input);
const results = {};
let roundsFought = 0;
const times = [];
const cpuStart = process.cpuUsage();
const started = performance.now();
for (const input of inputs) {
  const before = performance.now();
  const outcome = simulateBout(input);
  times.push(performance.now() - before);
  results[outcome.result] = (results[outcome.result] ?? 0) + 1;
  roundsFought += outcome.rounds.length;
}
const elapsed = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStart);
times.sort((a, b) => a - b);
const percentile = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(2);

console.log(
  `Boxing simulation, ${bouts} bouts scheduled for ${rounds} rounds (${cpus().length} cores, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')})`,
);
console.log(
  `  bouts/s: ${Math.round(bouts / elapsed)} wall, ${Math.round(bouts / ((cpu.user + cpu.system) / 1e6))} per CPU second`,
);
console.log(
  `  per bout: p50 ${percentile(50)} ms, p99 ${percentile(99)} ms, max ${times.at(-1).toFixed(2)} ms`,
);
console.log(`  rounds fought: ${(roundsFought / bouts).toFixed(2)} a bout`);
console.log(
  `  results: ${Object.entries(results)
    .map(([kind, n]) => `${kind} ${((n * 100) / bouts).toFixed(1)}%`)
    .join(', ')}`,
);
