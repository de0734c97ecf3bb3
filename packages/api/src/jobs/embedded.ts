// The queue of one instance on SQLite: the jobs table itself. Queued jobs are claimed in order (a
// compare-and-set on their status) while the worker pool has room; on start, jobs a crash left "running"
// are queued again with backoff, or failed when they have no attempt left.
import type { Db } from '../db/knex.js';
import type { Logger } from '../logger.js';
import { backoffMs } from './backoff.js';
import type { DriverQueue, JobDriver } from './driver.js';
import type { JobRow } from './records.js';

/** How often due jobs (a retry's backoff passed) are looked for without an enqueue to wake the loop. */
const POLL_MS = 500;

export class EmbeddedDriver implements JobDriver {
  private timer: NodeJS.Timeout | undefined;
  private pumping = false;
  private again = false;
  private stopped = false;
  private readonly runs = new Set<Promise<unknown>>();

  constructor(
    private readonly queue: DriverQueue,
    private readonly db: Db,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    await this.recover();
    this.timer = setInterval(() => this.pump(), POLL_MS);
    this.timer.unref();
    this.pump();
  }

  /** Nothing to do: the poller takes every queued row, whenever it was queued. */
  adoptQueued(): Promise<void> {
    return Promise.resolve();
  }

  enqueued(): Promise<void> {
    this.pump();
    return Promise.resolve();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.queue.abortAll();
    await Promise.allSettled([...this.runs]);
  }

  /** Jobs left running by a server that stopped without handing them back. */
  private async recover(): Promise<void> {
    const rows = await this.db<JobRow>('jobs').where({ status: 'running' });
    for (const row of rows) {
      if (row.attempts < row.max_attempts) {
        await this.db('jobs')
          .where({ id: row.id, status: 'running' })
          .update({
            status: 'queued',
            message: 'Waiting (the server stopped while it ran)',
            run_after_ms: Date.now() + backoffMs(row.attempts),
            claimed_by: null,
          });
      } else {
        await this.queue.finish(row, 'failed', {
          error: 'The server stopped while the job ran, and it has no attempts left.',
        });
      }
    }
    if (rows.length > 0) this.log.info(`Jobs: ${rows.length} interrupted job(s) recovered.`);
  }

  private pump(): void {
    if (this.stopped) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    void this.fill()
      .catch((error: unknown) => this.log.error('Jobs: taking queued jobs failed', error))
      .finally(() => {
        this.pumping = false;
        if (this.again) {
          this.again = false;
          this.pump();
        }
      });
  }

  private async fill(): Promise<void> {
    while (!this.stopped && this.queue.pool.hasRoom()) {
      const row = await this.claimNext();
      if (!row) return;
      const run: Promise<unknown> = this.queue
        .run(row)
        .catch((error: unknown) => this.log.error(`Jobs: job ${row.id} could not be run`, error))
        .finally(() => {
          this.runs.delete(run);
          this.pump();
        });
      this.runs.add(run);
    }
  }

  private async claimNext(): Promise<JobRow | undefined> {
    for (;;) {
      const next = await this.db('jobs')
        .where({ status: 'queued', cancel_requested: false })
        .andWhere('run_after_ms', '<=', Date.now())
        .orderBy('id')
        .first<{ id: number } | undefined>('id');
      if (!next) return undefined;
      const row = await this.queue.claim(next.id, false);
      if (row) return row;
    }
  }
}
