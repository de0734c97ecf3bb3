// Text recognition, accuracy and cost side by side: each engine reads the same scanned-looking pages set in two
// and three columns (300 dpi, skewed, specked, JPEG), and the benchmark prints its character error rate and the
// CPU seconds it spent, against native tesseract (Debian's program) as the reference in the same run.
//
//   npx tsc -b packages/api && node tests/bench/ocr-accuracy.mjs   (BENCH_ROUNDS=2 reads of each page)
//
// CPU time: this process and its threads for tesseract.js (process.cpuUsage), the finished child processes for
// the tesseract program (cutime + cstime of /proc/self/stat). Figures only; nothing is asserted.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = path.join(root, 'packages/api/dist/apps/scanner');
const { nativeTesseractAvailable, openEngine } = await import(path.join(dist, 'ocr.js'));
const { columnPage, SAMPLE_PROSE } = await import(path.join(dist, 'sample.js'));
const { characterErrorRate } = await import(path.join(dist, 'accuracy.js'));
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

/** CPU seconds of this process (all its threads) and of its ended children. */
function cpuSeconds() {
  const own = process.cpuUsage();
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  const children = (Number(fields[13]) + Number(fields[14])) / 100;
  return (own.user + own.system) / 1e6 + children;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
console.log(`Load before: ${load()} (1, 5, 15 min)`);

const pages = [
  {
    name: '2 columns',
    page: await columnPage(SAMPLE_PROSE, { columns: 2, skew: 0.8, noise: 0.5, quality: 70 }),
  },
  {
    name: '3 columns',
    page: await columnPage(SAMPLE_PROSE, { columns: 3, skew: -1.2, noise: 0.8, quality: 60 }),
  },
];
const engines = (await nativeTesseractAvailable()) ? ['native', 'wasm'] : ['wasm'];
const cpu = {};
for (const name of engines) {
  const engine = await openEngine(name);
  try {
    await engine.recognize(pages[0].page.jpeg); // the first read loads the language data
    let spent = 0;
    for (const { name: pageName, page } of pages) {
      let rate = 0;
      const before = cpuSeconds();
      const started = performance.now();
      for (let round = 0; round < rounds; round += 1)
        rate = characterErrorRate((await engine.recognize(page.jpeg)).text, page.text);
      const seconds = (cpuSeconds() - before) / rounds;
      spent += seconds;
      console.log(
        `${name.padEnd(6)} ${pageName}: ${(rate * 100).toFixed(1).padStart(5)} % of characters wrong, ` +
          `${seconds.toFixed(2)} CPU s and ${((performance.now() - started) / rounds / 1000).toFixed(2)} s a page`,
      );
    }
    cpu[name] = spent;
  } finally {
    await engine.close();
  }
}
if (cpu.native)
  console.log(`wasm / native CPU seconds: ${(cpu.wasm / cpu.native).toFixed(2)}x (target at most 1.6x)`);
console.log(`Load after: ${load()} (1, 5, 15 min)`);
