// A password search split across worker threads: the candidate numbering cut into one range a thread
// (shardRanges), all stopping as soon as one finds the password or the search is cancelled. Progress is read
// from shared counters a few times a second: tried, guesses a second, and the time left at that pace.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { CANDIDATE_BOUND, type CandidateSpec } from '@lcars/contract/tools';
import { planCandidates, shardRanges } from '../candidates/generator.js';
import { wordlistWords } from '../candidates/wordlist.js';
import type { ShardResult, ShardStart } from './shard-worker.js';

export interface SearchProgress {
  tried: number;
  total: number;
  perSecond: number;
  /** Seconds left at the current pace; undefined until there is a pace. */
  secondsLeft?: number;
}

export interface ParallelSearchOptions {
  file: Uint8Array;
  spec: CandidateSpec;
  /** The word list's bytes, when the spec names one (each thread reads its words from them). */
  wordlist?: Uint8Array;
  /** Threads; the machine's cores by default. */
  threads?: number;
  signal?: AbortSignal;
  onProgress?(progress: SearchProgress): void;
  /** How often progress is read, in ms. */
  progressEveryMs?: number;
}

export interface ParallelSearchOutcome {
  password?: string;
  tried: number;
  total: number;
  cancelled: boolean;
}

/** The shard module's worker; from the TypeScript sources (tests) through tsx's loader, as jobs/pool.ts does. */
function shardWorker(start: ShardStart): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./shard-worker.js', import.meta.url), { workerData: start });
  }
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const entry = new URL('./shard-worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(code, { eval: true, workerData: start, execArgv: ['--conditions=@lcars/source'] });
}

export async function parallelSearch(options: ParallelSearchOptions): Promise<ParallelSearchOutcome> {
  const words = options.wordlist ? wordlistWords(options.wordlist) : undefined;
  // Throws CandidateBoundError above the bound.
  const total = planCandidates(options.spec, CANDIDATE_BOUND, words && { count: words.length, words }).count;
  const ranges = shardRanges(total, options.threads ?? availableParallelism());
  const counters = new SharedArrayBuffer(4 * (1 + ranges.length));
  const shared = new Int32Array(counters);
  const triedSoFar = () => ranges.reduce((sum, _, i) => sum + Atomics.load(shared, 1 + i), 0);
  const stop = () => Atomics.store(shared, 0, 1);
  options.signal?.addEventListener('abort', stop, { once: true });
  if (options.signal?.aborted) stop();

  const started = Date.now();
  const timer = setInterval(() => {
    const tried = triedSoFar();
    const perSecond = tried / Math.max(0.001, (Date.now() - started) / 1000);
    options.onProgress?.({
      tried,
      total,
      perSecond,
      secondsLeft: perSecond > 0 ? (total - tried) / perSecond : undefined,
    });
  }, options.progressEveryMs ?? 500);

  try {
    const results = await Promise.all(
      ranges.map(
        ({ start, end }, shard) =>
          new Promise<ShardResult>((resolve, reject) => {
            const worker = shardWorker({
              file: options.file,
              spec: options.spec,
              wordlist: options.wordlist,
              start,
              end,
              shard,
              counters,
            });
            worker.once('message', (result: ShardResult) => resolve(result));
            worker.once('error', (error) => {
              stop();
              reject(error);
            });
            worker.once('exit', (code) => {
              if (code !== 0) reject(new Error(`A search thread stopped (exit code ${code}).`));
            });
          }),
      ),
    );
    const password = results.find((r) => r.password !== undefined)?.password;
    return {
      password,
      tried: results.reduce((sum, r) => sum + r.tried, 0),
      total,
      cancelled: password === undefined && Boolean(options.signal?.aborted),
    };
  } finally {
    clearInterval(timer);
    options.signal?.removeEventListener('abort', stop);
  }
}
