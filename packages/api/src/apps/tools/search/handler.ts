// The office password search as a job, in a worker thread of the pool: reads the user's upload, runs the
// search across threads (parallel.ts), reports Progress (tried, per second, time left), and once a password
// opens the file, decrypts it. Nothing here logs a candidate or the password.
import type { CandidateSpec } from '@lcars/contract/tools';
import { defineJobHandler } from '../../../jobs/handler.js';
import { decryptedCopy, DecryptionError } from './decrypt.js';
import { parallelSearch } from './parallel.js';
import type { Range } from './ranges.js';

export interface SearchPayload {
  fileId: number;
  words: CandidateSpec['words'];
  masks: CandidateSpec['masks'];
  maxWords: CandidateSpec['maxWords'];
  separators: CandidateSpec['separators'];
  variations: CandidateSpec['variations'];
  wordlistId: CandidateSpec['wordlistId'];
  rules: CandidateSpec['rules'];
  /** A resumed search: the parts of the numbering its stopped search left untried. */
  ranges?: Range[];
}

/** What a search keeps of a run as it goes (JobContext.saveCheckpoint): the parts still untried. */
export interface SearchCheckpoint {
  remaining: Range[];
}

export interface SearchResult {
  found: boolean;
  tried: number;
  /** Only when found; the API thread keeps it for its one showing (tools_found_passwords), never in the job row. */
  password?: string;
  copy?: Uint8Array;
}

const number = (n: number) => Math.round(n).toLocaleString('en');

function timeLeft(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds)) return '';
  if (seconds < 90) return `, about ${Math.ceil(seconds)} s left`;
  if (seconds < 90 * 60) return `, about ${Math.ceil(seconds / 60)} min left`;
  if (seconds < 48 * 3600) return `, about ${Math.ceil(seconds / 3600)} h left`;
  return `, about ${Math.ceil(seconds / 86400)} days left`;
}

export default defineJobHandler<SearchPayload, SearchResult>(async (job) => {
  const { fileId, ranges: resumeFrom, ...spec } = job.payload;
  const file = await job.readFile(fileId);
  // A payload queued before word lists has no wordlistId.
  const wordlistId = spec.wordlistId ?? null;
  const wordlist = wordlistId === null ? undefined : await job.readFile(wordlistId);
  const outcome = await parallelSearch({
    file,
    spec,
    wordlist,
    // A run after a server restart goes on from its last checkpoint; a resumed search from its stop.
    ranges: (job.checkpoint as SearchCheckpoint | undefined)?.remaining ?? resumeFrom,
    onCheckpoint: (remaining) => job.saveCheckpoint({ remaining } satisfies SearchCheckpoint),
    signal: job.signal,
    onProgress: ({ tried, total, perSecond, secondsLeft }) =>
      job.progress(
        total === 0 ? 100 : Math.floor((tried / total) * 100),
        `Tried ${number(tried)} of ${number(total)}, ${number(perSecond)}/s${timeLeft(secondsLeft)}`,
      ),
  });
  // Cancelled (or out of time, or the server stops): the pool records it as such, not as a finished search.
  if (outcome.password === undefined && job.signal.aborted) throw new Error('The search was stopped.');
  if (outcome.password === undefined) return { found: false, tried: outcome.before + outcome.tried };
  job.progress(100, 'Found; decrypting');
  try {
    const copy = await decryptedCopy(file, outcome.password);
    return { found: true, tried: outcome.before + outcome.tried, password: outcome.password, copy };
  } catch (error) {
    // The password is what the owner came for: a copy that cannot be made does not lose it.
    if (error instanceof DecryptionError)
      return { found: true, tried: outcome.before + outcome.tried, password: outcome.password };
    throw error;
  }
});
