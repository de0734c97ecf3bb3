// Waiting for a background job in a route test, as the portal does: asking for it until it has ended.
import type { Job } from '@lcars/contract';

/** The job once it succeeded, failed or was cancelled (asked for every 100 ms, for a minute at most). */
export async function jobEnded(
  get: (path: string, who: string) => PromiseLike<{ body: unknown }>,
  jobId: number,
  who: string,
): Promise<Job> {
  for (let tries = 0; tries < 600; tries += 1) {
    const job = (await get(`/api/jobs/${jobId}`, who)).body as Job;
    if (['succeeded', 'failed', 'cancelled'].includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Job ${jobId} did not end within a minute.`);
}
