// Moving in: what every import dialog shares once the server hands a large file to a background job. The
// answer then carries only the job's id; the job's progress comes on the live channel, and the dialog also
// asks for the job now and then in case the channel is away. Once the job has ended, its result is the import
// report (or its error says why not). The same bar shows any job the user waits for (a data download).
import { Stack } from '@lcars/ui';
import {
  FINISHED_JOB_STATUSES,
  getJob,
  importReportSchema,
  type ImportReport,
  type Job,
} from '@lcars/contract';
import { call } from '../core/call';
import { useLiveStore } from '../core/liveEvents';
import { ProgressBar } from './ProgressBar';

/** Where a run of an import is: asked, working in a job (its id), or answered with a report. */
export type ImportRun =
  | { state: 'idle' }
  | { state: 'running'; preview: boolean; jobId?: number }
  | { state: 'done'; report: ImportReport }
  | { state: 'failed'; message: string };

const JOB_POLL_MS = 2000;

/** Waits for a job to end, asking every two seconds; undefined when it cannot be asked for any more. */
export async function jobEnded(jobId: number): Promise<Job | undefined> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
    const job = await call(getJob, { params: { id: jobId } });
    if (!job) return undefined;
    if (FINISHED_JOB_STATUSES.includes(job.status)) return job;
  }
}

/**
 * Runs an import (or its preview) through `send`, following its job when the server hands it to one; tells
 * `onRun` of each step. `send` answers undefined when the request failed (its toast said why).
 */
export async function runImport(
  send: () => Promise<ImportReport | undefined>,
  preview: boolean,
  onRun: (run: ImportRun) => void,
): Promise<ImportRun> {
  const finish = (run: ImportRun): ImportRun => {
    onRun(run);
    return run;
  };
  onRun({ state: 'running', preview });
  const answer = await send();
  if (!answer) return finish({ state: 'idle' });
  if (answer.jobId === undefined) return finish({ state: 'done', report: answer });
  onRun({ state: 'running', preview, jobId: answer.jobId });
  const job = await jobEnded(answer.jobId);
  if (!job) return finish({ state: 'failed', message: 'The import could not be followed.' });
  const report = importReportSchema.safeParse(job.result);
  if (job.status === 'succeeded' && report.success) return finish({ state: 'done', report: report.data });
  return finish({ state: 'failed', message: job.error ?? `The import ${job.status}.` });
}

/** A job's progress bar with its latest message, from the live channel's Progress events. */
export function JobProgress({
  jobId,
  title,
  waiting,
}: {
  jobId: number | undefined;
  /** What the bar is of ('Recipe import'), for its accessible name. */
  title: string;
  /** What it says before the first event arrives. */
  waiting: string;
}) {
  const event = useLiveStore((state) => (jobId === undefined ? undefined : state.jobs[String(jobId)]));
  const label = event?.message ?? waiting;
  const percent = event?.percent ?? 0;
  return (
    <Stack aria-live="polite">
      <span>{label}</span>
      <ProgressBar percent={percent} label={`${title}: ${label}`} />
    </Stack>
  );
}
