// The jobs of one instance on SQLite (one instance owns a SQLite file): the poller takes queued jobs, and on
// start the jobs a crash left "running" are queued again with backoff, or failed when they have no attempt left.
import type { Db } from '../db/knex.js';
import type { Logger } from '../logger.js';
import { backoffMs } from './backoff.js';
import type { DriverQueue, JobDriver } from './driver.js';
import { JobPoller } from './poller.js';
import type { JobRow } from './records.js';
import type { SlotLimits } from './scheduler.js';
import { bool } from '../db/knex.js';

export class EmbeddedDriver implements JobDriver {
  private readonly poller: JobPoller;

  constructor(
    private readonly queue: DriverQueue,
    private readonly db: Db,
    private readonly log: Logger,
    limits: SlotLimits,
  ) {
    this.poller = new JobPoller(queue, db, log, limits);
  }

  async start(): Promise<void> {
    await this.recover();
    this.poller.start();
  }

  wake(): void {
    this.poller.wake();
  }

  async stop(): Promise<void> {
    this.queue.abortAll();
    await this.poller.stop();
  }

  /** Jobs left running by a server that stopped without handing them back. */
  private async recover(): Promise<void> {
    const rows = await this.db<JobRow>('jobs').where({ status: 'running' });
    for (const row of rows) {
      if (bool(row.cancel_requested)) {
        await this.queue.finish(row, 'cancelled', {});
      } else if (row.attempts < row.max_attempts) {
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
}
