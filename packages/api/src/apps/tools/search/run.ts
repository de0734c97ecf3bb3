// The search loop of one worker: candidates in batches through the checker, progress reported, stopping at
// the first password that opens the file or when the job is cancelled. Nothing here logs a candidate.
import type { PasswordChecker } from './verify.js';

export interface SearchOutcome {
  /** The password that opens the file, when one did. */
  password?: string;
  tried: number;
  stopped: boolean;
}

export interface SearchHooks {
  /** Called after each batch with the number tried so far. */
  progress?(tried: number): void;
  /** Polled between batches: true stops the search. */
  cancelled?(): boolean;
}

export function searchCandidates(
  checker: PasswordChecker,
  candidates: Iterable<string>,
  hooks: SearchHooks = {},
): SearchOutcome {
  let tried = 0;
  let batch: string[] = [];
  const run = (): SearchOutcome | undefined => {
    const hit = checker.check(batch);
    if (hit >= 0) return { password: batch[hit], tried: tried + hit + 1, stopped: false };
    tried += batch.length;
    batch = [];
    hooks.progress?.(tried);
    return hooks.cancelled?.() ? { tried, stopped: true } : undefined;
  };
  for (const candidate of candidates) {
    batch.push(candidate);
    if (batch.length < checker.batchSize) continue;
    const outcome = run();
    if (outcome) return outcome;
  }
  if (batch.length > 0) return run() ?? { tried, stopped: false };
  return { tried, stopped: false };
}
