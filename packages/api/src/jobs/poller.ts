// Takes queued jobs from the jobs table while this instance has free slots, in the scheduler's order (fair
// between users, short kinds in a lane of their own), on SQLite and PostgreSQL alike. The table is the queue on
// both: a job is queued by the insert of its row (in the transaction of the record that needs it), and taken
// by a compare-and-set on its status, so that of several instances exactly one runs it.
import type { Db } from '../db/knex.js';
import { toDate } from '../db/dates.js';
import type { Logger } from '../logger.js';
import type { DriverQueue } from './driver.js';
import type { JobRow } from './records.js';
import { anyRoom, chooseNext, type RunningJob, type SlotLimits, type WaitingJob } from './scheduler.js';

/** How often due jobs (a retry's backoff passed, another instance's enqueue) are looked for. */
export const POLL_MS = 500;

export class JobPoller {
  private timer: NodeJS.Timeout | undefined;
  private pumping = false;
  private again = false;
  private stopped = false;
  /** The jobs this instance runs, from their claim to their end. */
  private readonly active = new Map<number, RunningJob>();
  private readonly runs = new Set<Promise<unknown>>();

  constructor(
    private readonly queue: DriverQueue,
    private readonly db: Db,
    private readonly log: Logger,
    private readonly limits: SlotLimits,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  /** Looks for jobs to start now (a job was queued or one ended). */
  wake(): void {
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
          this.wake();
        }
      });
  }

  /** Stops taking jobs and waits for the running ones, which the queue has been asked to abort. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await Promise.allSettled([...this.runs]);
  }

  private async fill(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const row = await this.claimNext();
      if (!row) return;
      const kind = this.queue.kind(row.kind);
      this.active.set(row.id, { userId: row.user_id, lane: kind?.lane ?? 'long' });
      const run: Promise<unknown> = this.queue
        .run(row)
        .catch((error: unknown) =>
          this.log.error(`Jobs: job ${row.id} (${row.kind}) could not be run`, error),
        )
        .finally(() => {
          this.active.delete(row.id);
          this.runs.delete(run);
          this.wake();
        });
      this.runs.add(run);
    }
  }

  private async claimNext(): Promise<JobRow | undefined> {
    for (;;) {
      const running = [...this.active.values()];
      if (this.stopped || !anyRoom(running, this.limits)) return undefined;
      const waiting = await this.waiting();
      if (waiting.length === 0) return undefined;
      const next = chooseNext(waiting, running, await this.lastStarted(waiting), this.limits);
      if (!next) return undefined;
      const row = await this.queue.claim(next.id);
      if (row) return row;
      // Taken by another instance, cancelled, or out of attempts: choose again.
    }
  }

  /** The oldest due job of each user and kind (a handful of rows however long the queue). */
  private async waiting(): Promise<WaitingJob[]> {
    const rows = await this.db('jobs')
      .where({ status: 'queued', cancel_requested: false })
      .andWhere('run_after_ms', '<=', Date.now())
      .groupBy('user_id', 'kind')
      .select('user_id', 'kind')
      .min<{ user_id: number | null; kind: string; id: number | string }[]>({ id: 'id' });
    return rows.map((row) => ({
      id: Number(row.id),
      userId: row.user_id,
      lane: this.queue.kind(row.kind)?.lane ?? 'long',
    }));
  }

  /** When each waiting user's last job started (the round robin's turn). */
  private async lastStarted(waiting: readonly WaitingJob[]): Promise<Map<number | null, number>> {
    const users = [...new Set(waiting.map((job) => job.userId))];
    const ids = users.filter((userId): userId is number => userId !== null);
    const rows = await this.db('jobs')
      .where((where) => {
        if (ids.length > 0) void where.whereIn('user_id', ids);
        if (users.includes(null)) void where.orWhereNull('user_id');
      })
      .whereNotNull('started_at')
      .groupBy('user_id')
      .select('user_id')
      .max<{ user_id: number | null; last: unknown }[]>({ last: 'started_at' });
    const last = new Map<number | null, number>();
    for (const row of rows) {
      const date = toDate(row.last);
      if (date) last.set(row.user_id, date.getTime());
    }
    return last;
  }
}
