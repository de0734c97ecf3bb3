// What a job kind's API-thread hooks (onSucceeded) need again and again: the job's user as the rules see them,
// and a way to tell that user how the writing goes. The handler in its worker thread reports through
// job.progress; the part that writes to the database runs here, after it, and reports through the live channel.
import type { AuthUser } from '../http/context.js';
import { loadSessionClaims } from '../platform/users/service.js';
import type { EndedJob, JobServer } from './kind.js';

/** The job's user with their claims as they are now (not when the job was queued): a role taken away in
 * between is taken away from the job too. */
export async function jobUserOf(server: JobServer, userId: number): Promise<AuthUser> {
  return { id: userId, userName: '', claims: await loadSessionClaims(server.db, userId), token: '' };
}

/**
 * Progress of the writing part, from `from` percent (where the worker's reading stopped) to 99: the job's own
 * end says 100. Reports at most every `every` items, and the last one.
 */
export function writingProgress(
  server: JobServer,
  job: EndedJob,
  title: string,
  { from, every, verb }: { from: number; every: number; verb: string },
): (done: number, total: number) => Promise<void> {
  return async (done, total) => {
    if (total === 0 || (done % every !== 0 && done !== total)) return;
    await server.live.progress([job.userId], {
      jobId: String(job.id),
      title,
      percent: Math.min(99, from + Math.floor((done / total) * (99 - from))),
      done: false,
      message: `${verb} ${done} of ${total}`,
    });
  };
}
