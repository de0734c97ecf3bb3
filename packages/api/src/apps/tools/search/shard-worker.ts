// One shard of a password search, in a worker thread of its own: the candidates [start, end) in the search's
// numbering, checked against the file. It shares an Int32Array with the search: [0] is the stop flag (set by
// the search on cancel, or by any shard that found the password), [1 + shard] this shard's tried count.
// Reading shared memory needs no event loop, so a shard stops within one batch.
import { parentPort, workerData } from 'node:worker_threads';
import type { CandidateSpec } from '@lcars/contract/tools';
import { CANDIDATE_BOUND } from '@lcars/contract/tools';
import { planCandidates } from '../candidates/generator.js';
import { wordlistWords } from '../candidates/wordlist.js';
import { compoundEncryption } from '../office/detect.js';
import type { Range } from './ranges.js';
import { searchCandidates } from './run.js';
import { passwordChecker } from './verify.js';

export interface ShardStart {
  file: Uint8Array;
  spec: CandidateSpec;
  /** The word list's bytes, when the spec names one. */
  wordlist?: Uint8Array;
  /** The parts of the numbering this shard tries, in order. */
  ranges: Range[];
  shard: number;
  counters: SharedArrayBuffer;
}

export interface ShardResult {
  password?: string;
  tried: number;
}

const { file, spec, wordlist, ranges, shard, counters } = workerData as ShardStart;
const shared = new Int32Array(counters);
const encryption = compoundEncryption(file);
if (!encryption) throw new Error('The file is not encrypted.');
const words = wordlist ? wordlistWords(wordlist) : undefined;
const plan = planCandidates(spec, CANDIDATE_BOUND, words && { count: words.length, words });
function* candidates() {
  for (const range of ranges) yield* plan.generate(range.start, range.end);
}
const outcome = searchCandidates(passwordChecker(encryption), candidates(), {
  progress: (tried) => Atomics.store(shared, 1 + shard, tried),
  cancelled: () => Atomics.load(shared, 0) !== 0,
});
Atomics.store(shared, 1 + shard, outcome.tried);
if (outcome.password !== undefined) Atomics.store(shared, 0, 1);
parentPort!.postMessage({ password: outcome.password, tried: outcome.tried } satisfies ShardResult);
