// A password search split across worker threads: the candidate numbering cut into one range a thread
// (shardRanges), all stopping as soon as one finds the password or the search is cancelled. Progress is read
// from shared counters a few times a second: tried, guesses a second, and the time left at that pace.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { CANDIDATE_BOUND, type CandidateSpec } from '@lcars/contract/tools';
import { planCandidates } from '../candidates/generator.js';
import { wordlistWords } from '../candidates/wordlist.js';
import { joinRanges, remainingAfter, sizeOf, splitRanges, type Range } from './ranges.js';
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
  /** The parts of the numbering still to try (a resumed search); all of it by default. */
  ranges?: Range[];
  /** What is left to try, now and then (checkpointEveryMs) and once the threads stopped. */
  onCheckpoint?(remaining: Range[]): void;
  checkpointEveryMs?: number;
}

export interface ParallelSearchOutcome {
  password?: string;
  tried: number;
  total: number;
  cancelled: boolean;
  /** Tried before this run (a resumed search): the numbering's size less the ranges given. */
  before: number;
  /** What was left untried when the threads stopped. */
  remaining: Range[];
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
  const todo = options.ranges ?? (total > 0 ? [{ start: 0, end: total }] : []);
  const before = total - sizeOf(todo);
  const shards = splitRanges(todo, options.threads ?? availableParallelism());
  const counters = new SharedArrayBuffer(4 * (1 + shards.length));
  const shared = new Int32Array(counters);
  const triedSoFar = () => shards.reduce((sum, _, i) => sum + Atomics.load(shared, 1 + i), 0);
  const remaining = (tried: (i: number) => number) =>
    joinRanges(shards.flatMap((list, i) => remainingAfter(list, tried(i))));
  let lastCheckpoint = Date.now();
  const stop = () => Atomics.store(shared, 0, 1);
  options.signal?.addEventListener('abort', stop, { once: true });
  if (options.signal?.aborted) stop();

  const started = Date.now();
  const timer = setInterval(() => {
    const tried = triedSoFar();
    const perSecond = tried / Math.max(0.001, (Date.now() - started) / 1000);
    options.onProgress?.({
      tried: before + tried,
      total,
      perSecond,
      secondsLeft: perSecond > 0 ? (total - before - tried) / perSecond : undefined,
    });
    if (options.onCheckpoint && Date.now() - lastCheckpoint >= (options.checkpointEveryMs ?? 2000)) {
      lastCheckpoint = Date.now();
      options.onCheckpoint(remaining((i) => Atomics.load(shared, 1 + i)));
    }
  }, options.progressEveryMs ?? 500);

  try {
    const results = await Promise.all(
      shards.map(
        (list, shard) =>
          new Promise<ShardResult>((resolve, reject) => {
            const worker = shardWorker({
              file: options.file,
              spec: options.spec,
              wordlist: options.wordlist,
              ranges: list,
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
    const left = remaining((i) => results[i]!.tried);
    options.onCheckpoint?.(left);
    return {
      password,
      tried: results.reduce((sum, r) => sum + r.tried, 0),
      total,
      cancelled: password === undefined && Boolean(options.signal?.aborted),
      remaining: left,
      before,
    };
  } finally {
    clearInterval(timer);
    options.signal?.removeEventListener('abort', stop);
  }
}
