import type { Command } from 'commander';
import { FINISHED_JOB_STATUSES, JOB_STATUSES, LiveEventType } from '@lcars/contract';
import type { Job, JobStatus, ProgressEvent } from '@lcars/contract';
import type { ApiClient } from '../client.js';
import { commandClient } from '../context.js';
import { CliError, ExitCode } from '../errors.js';
import { followLive } from '../live.js';
import { note, printResult, shortDate } from '../output.js';
import { parsePositiveInt } from '../resolve.js';
import { printTable, progressReporter, withSpinner, type Column } from '../ui/screens.js';
import { examples } from './help.js';

const columns: Column<Job>[] = [
  { header: 'ID', value: (job) => String(job.id) },
  { header: 'CREATED', value: (job) => shortDate(job.createdDate) },
  { header: 'KIND', value: (job) => job.kind },
  { header: 'STATUS', value: (job) => job.status },
  { header: '%', value: (job) => String(job.percent) },
  { header: 'MESSAGE', value: (job) => job.error ?? job.message ?? '' },
];

function describeJob(job: Job): string {
  const lines = [
    `Job ${job.id}: ${job.title} (${job.kind})`,
    `Status: ${job.status}, ${job.percent} %${job.message ? `: ${job.message}` : ''}`,
    `Created ${shortDate(job.createdDate)}${job.startedDate ? `, started ${shortDate(job.startedDate)}` : ''}${
      job.endedDate ? `, ended ${shortDate(job.endedDate)}` : ''
    }; attempts: ${job.attempts}`,
  ];
  if (job.error) lines.push(`Error: ${job.error}`);
  if (job.result !== null) lines.push(`Result: ${JSON.stringify(job.result)}`);
  return lines.join('\n');
}

const finished = (job: Job): boolean => FINISHED_JOB_STATUSES.includes(job.status);

/** Exit 0 for a job that succeeded, 1 for one that failed or was cancelled (scripts branch on it). */
function exitFor(job: Job): void {
  if (job.status !== 'succeeded') {
    throw new CliError(`Job ${job.id} ${job.status}${job.error ? `: ${job.error}` : '.'}`, ExitCode.Error);
  }
}

function parseStatus(value: string | undefined): JobStatus | undefined {
  if (value === undefined) return undefined;
  if (!(JOB_STATUSES as readonly string[]).includes(value)) {
    throw new CliError(`--status must be one of ${JOB_STATUSES.join(', ')}.`, ExitCode.Usage);
  }
  return value as JobStatus;
}

/** Follows the job's Progress events until it ends; resolves with the job as it ended. */
export async function watchJob(client: ApiClient, jobId: number, json: boolean | undefined): Promise<Job> {
  let job = await client.getJob(jobId);
  if (finished(job)) return job;
  const bar = await progressReporter(json, `Job ${jobId}`, 100);
  bar.update(job.percent, 0);
  const controller = new AbortController();
  const stop = (): void => controller.abort();
  process.once('SIGINT', stop);
  try {
    await followLive(client, {
      signal: controller.signal,
      onState: (state, detail) => {
        if (state !== 'connected') note(`reconnecting: ${detail}`);
        // It may have ended before the channel was open: look again once it is.
        else
          void client.getJob(jobId).then((latest) => {
            if (finished(latest)) controller.abort();
          });
      },
      onEvent: (event) => {
        if (event.type !== LiveEventType.Progress) return;
        const progress = event.data as ProgressEvent;
        if (progress.jobId !== String(jobId)) return;
        if (json) process.stdout.write(JSON.stringify(progress) + '\n');
        bar.update(progress.percent, 0);
        if (progress.done) controller.abort();
      },
    });
  } finally {
    process.off('SIGINT', stop);
    bar.finish();
  }
  job = await client.getJob(jobId);
  return job;
}

export function registerJobCommands(program: Command): void {
  const jobs = program
    .command('jobs')
    .description('Your background jobs (text recognition, password searches...): list, show, cancel, watch.');

  examples(
    jobs
      .command('list')
      .description('List your jobs, newest first.')
      .option('--status <status>', `only jobs in this status (${JOB_STATUSES.join(', ')})`)
      .option('--kind <kind>', 'only jobs of this kind (tools.office-password...)')
      .option('--page <n>', 'page number', '1')
      .option('--page-size <n>', 'jobs per page (at most 100)', '20'),
    [
      'lcars jobs list --status running',
      'lcars jobs list --json | jq -r \'.records[] | select(.status == "failed") | .id\'',
    ],
  ).action(
    async (options: { status?: string; kind?: string; page: string; pageSize: string }, command: Command) => {
      const status = parseStatus(options.status);
      const { client, json } = await commandClient(command);
      const page = await withSpinner(json, 'Loading jobs', () =>
        client.listJobs({
          page: parsePositiveInt(options.page, '--page'),
          itemsPerPage: parsePositiveInt(options.pageSize, '--page-size'),
          status,
          kind: options.kind,
        }),
      );
      await printTable(json, columns, page.records, page, 'No jobs.');
    },
  );

  examples(jobs.command('show').description('Show one of your jobs.').argument('<id>', 'job id (see list)'), [
    'lcars jobs show 42',
    "lcars jobs show 42 --json | jq '.result'",
  ]).action(async (id: string, _options: unknown, command: Command) => {
    const jobId = parsePositiveInt(id, 'Job id');
    const { client, json } = await commandClient(command);
    const job = await withSpinner(json, 'Loading the job', () => client.getJob(jobId));
    printResult(json, job, () => describeJob(job));
  });

  examples(
    jobs
      .command('cancel')
      .description('Cancel one of your jobs: a waiting one at once, a running one is stopped.')
      .argument('<id>', 'job id (see list)'),
    ['lcars jobs cancel 42'],
  ).action(async (id: string, _options: unknown, command: Command) => {
    const jobId = parsePositiveInt(id, 'Job id');
    const { client, json } = await commandClient(command);
    const job = await withSpinner(json, 'Cancelling', () => client.cancelJob(jobId));
    printResult(json, job, () =>
      job.status === 'cancelled'
        ? `Cancelled job ${jobId}.`
        : finished(job)
          ? `Job ${jobId} had already ended (${job.status}).`
          : `Job ${jobId} is being stopped.`,
    );
  });

  examples(
    jobs
      .command('watch')
      .description(
        'Follow one of your jobs live with a progress bar until it ends (with --json, each Progress event a ' +
          'line). Exits 0 when it succeeded, 1 when it failed or was cancelled.',
      )
      .argument('<id>', 'job id (see list)'),
    ['lcars jobs watch 42', 'lcars jobs watch 42 --json | jq .percent'],
  ).action(async (id: string, _options: unknown, command: Command) => {
    const jobId = parsePositiveInt(id, 'Job id');
    const { client, json } = await commandClient(command);
    const job = await watchJob(client, jobId, json);
    if (json) process.stdout.write(JSON.stringify(job) + '\n');
    else process.stdout.write(describeJob(job) + '\n');
    exitFor(job);
  });
}
