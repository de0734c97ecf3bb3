// The jobs of several instances on PostgreSQL: every instance's poller takes queued jobs from the jobs table
// (a compare-and-set on the status gives each job to exactly one instance). When an instance dies (SIGKILL, a
// crash, its machine gone), the others see it within PORTAL_JOB_LOST_AFTER_SECONDS: every instance holds a
// PostgreSQL session lock of its own while it lives, which the database releases the moment the instance's
// connection drops, and a lock found free means the jobs still marked running there are lost: they go back to
// the queue, where the next free slot of any instance takes them (within their attempts).
import pg from 'pg';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import type { Logger } from '../logger.js';
import type { DriverQueue, JobDriver } from './driver.js';
import { JobPoller } from './poller.js';
import type { JobRow } from './records.js';
import type { SlotLimits } from './scheduler.js';

/** The first key of every instance's liveness lock (pg_advisory_lock(key, hashtext(instance id))). */
const LIVENESS_LOCK = 1_634_001;

export class PostgresDriver implements JobDriver {
  private readonly connectionString: string;
  private readonly poller: JobPoller;
  private stopped = false;
  /** The connection that holds this instance's liveness lock, and looks for lost instances' jobs. */
  private liveness: pg.Client | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping = false;

  constructor(
    private readonly queue: DriverQueue,
    db: Db,
    private readonly config: Config,
    private readonly log: Logger,
    limits: SlotLimits,
  ) {
    if (config.database.client !== 'pg') throw new Error('The PostgreSQL job driver needs PostgreSQL.');
    this.connectionString = config.database.connectionString;
    this.poller = new JobPoller(queue, db, log, limits);
  }

  async start(): Promise<void> {
    // The liveness lock first: no job may run here before the others can tell that this instance lives.
    this.liveness = new pg.Client({
      connectionString: this.connectionString,
      application_name: 'lcars-jobs-liveness',
    });
    this.liveness.on('error', (error) => this.log.error('Jobs: the liveness connection failed', error));
    // Lost while this instance lives (the database restarted, the network dropped): the others now take its
    // jobs for lost and run them again, so they stop here rather than run twice.
    this.liveness.on('end', () => {
      if (this.stopped) return;
      this.log.error(
        'Jobs: the liveness connection ended; the jobs running here stop and go back to the queue',
      );
      this.queue.abortAll();
    });
    await this.liveness.connect();
    await this.liveness.query('SELECT pg_advisory_lock($1, hashtext($2))', [
      LIVENESS_LOCK,
      this.queue.instanceId,
    ]);
    const everyMs = Math.max(1, Math.min(30, this.config.jobs.lostAfterSeconds)) * 1000;
    this.sweepTimer = setInterval(() => void this.takeUpLostJobs(), everyMs);
    this.sweepTimer.unref();
    this.poller.start();
  }

  wake(): void {
    this.poller.wake();
  }

  /**
   * Hands the jobs of instances that died back to the queue: an instance named by a running job whose liveness
   * lock is free holds no connection any more. Taking its lock here also keeps another instance's sweep off
   * its jobs meanwhile.
   */
  private async takeUpLostJobs(): Promise<void> {
    const db = this.liveness;
    if (!db || this.stopped || this.sweeping) return;
    this.sweeping = true;
    try {
      const { rows } = await db.query<{ claimed_by: string }>(
        `SELECT DISTINCT claimed_by FROM jobs WHERE status = 'running' AND claimed_by <> $1`,
        [this.queue.instanceId],
      );
      for (const { claimed_by: instance } of rows) {
        const lock = [LIVENESS_LOCK, instance];
        const { rows: taken } = await db.query<{ free: boolean }>(
          'SELECT pg_try_advisory_lock($1, hashtext($2)) AS free',
          lock,
        );
        if (taken[0]?.free !== true) continue;
        try {
          await this.handBack(db, instance);
        } finally {
          await db.query('SELECT pg_advisory_unlock($1, hashtext($2))', lock);
        }
      }
    } catch (error) {
      this.log.error('Jobs: looking for the jobs of stopped instances failed', error);
    } finally {
      this.sweeping = false;
    }
  }

  /**
   * The lost instance's running jobs go back to queued, due at once (their claim counts the attempt, and fails
   * a job past its attempts); one whose cancel was asked for ends cancelled.
   */
  private async handBack(db: pg.Client, instance: string): Promise<void> {
    const { rows: cancelled } = await db.query<JobRow>(
      `SELECT * FROM jobs WHERE status = 'running' AND claimed_by = $1 AND cancel_requested`,
      [instance],
    );
    for (const row of cancelled) await this.queue.finish(row, 'cancelled', {});
    const { rowCount } = await db.query(
      `UPDATE jobs SET status = 'queued', claimed_by = NULL, message = $2, run_after_ms = $3
       WHERE status = 'running' AND claimed_by = $1 AND NOT cancel_requested`,
      [instance, 'The server running it stopped; it runs again.', Date.now()],
    );
    if (!rowCount && cancelled.length === 0) return;
    this.log.info(
      `Jobs: ${rowCount ?? 0} job(s) of a stopped instance went back to the queue, ${cancelled.length} cancelled.`,
    );
    this.poller.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweepTimer);
    this.queue.abortAll();
    await this.poller.stop();
    // Last: until the jobs are handed back, the others must not take this instance for dead.
    await this.liveness?.end().catch(() => undefined);
  }
}
