// The queue of several instances on PostgreSQL: pg-boss (docs/decisions.md). Its job carries only our job's
// id; the jobs table keeps the payload, status and progress. pg-boss gives each job to one instance
// (SKIP LOCKED), and when an instance dies its job expires (the kind's time limit and a margin) and is
// retried on another; a job with no retries left goes to the dead-letter queue, where it is failed with a reason.
import PgBoss from 'pg-boss';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { JobKind } from './kind.js';
import type { DriverQueue, JobDriver } from './driver.js';
import type { JobRow } from './records.js';

const QUEUE = 'lcars-jobs';
const DEAD_LETTERS = 'lcars-jobs-dead';
/** pg-boss retries beyond the kind's own, for runs handed back when an instance stops gracefully. */
const SPARE_RETRIES = 3;

interface QueuedJob {
  jobId: number;
}

export class PgBossDriver implements JobDriver {
  private readonly boss: PgBoss;
  private stopped = false;

  constructor(
    private readonly queue: DriverQueue,
    private readonly config: Config,
    private readonly log: Logger,
  ) {
    if (config.database.client !== 'pg') throw new Error('pg-boss needs PostgreSQL.');
    this.boss = new PgBoss({
      connectionString: config.database.connectionString,
      application_name: 'lcars-jobs',
      max: Math.max(2, Math.min(10, config.jobs.workers + 1)),
      schedule: false,
      // pg-boss looks for expired jobs (their instance gone) at this interval.
      maintenanceIntervalSeconds: Math.max(1, Math.min(30, config.jobs.lostAfterSeconds)),
    });
    this.boss.on('error', (error) => log.error('Jobs: pg-boss error', error));
  }

  async start(): Promise<void> {
    await this.boss.start();
    await this.boss.createQueue(DEAD_LETTERS);
    await this.boss.createQueue(QUEUE, { name: QUEUE, deadLetter: DEAD_LETTERS });
    const options = { batchSize: 1, includeMetadata: true as const, pollingIntervalSeconds: 0.5 };
    // One pg-boss worker per pool slot: each takes a job only when it has finished its last.
    for (let slot = 0; slot < this.config.jobs.workers; slot++) {
      await this.boss.work<QueuedJob>(QUEUE, options, async ([job]) => {
        if (!job || this.stopped) throw new Error('This instance is stopping.');
        const row = await this.queue.claim(job.data.jobId, job.retryCount > 0);
        if (!row) return;
        const end = await this.queue.run(row, job.retryCount >= job.retryLimit);
        // pg-boss retries it (with its backoff) on whichever instance fetches it next.
        if (end === 'retry') throw new Error('The job goes back to the queue.');
      });
    }
    await this.boss.work<QueuedJob>(DEAD_LETTERS, options, async ([job]) => {
      if (job) await this.queue.failLost(job.data.jobId);
    });
  }

  async enqueued(row: JobRow, kind: JobKind): Promise<void> {
    try {
      await this.boss.send(QUEUE, { jobId: row.id } satisfies QueuedJob, {
        retryLimit: kind.retries + SPARE_RETRIES,
        retryDelay: 2,
        retryBackoff: true,
        // Past its time limit and a margin, the instance running it counts as gone: another takes it up.
        expireInSeconds: Math.ceil(kind.timeLimitMs / 1000) + this.config.jobs.lostAfterSeconds,
      });
    } catch (error) {
      this.log.error(`Jobs: job ${row.id} could not be queued`, error);
      await this.queue.failLost(row.id, 'The job could not be queued.');
      throw error;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.queue.abortAll();
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
