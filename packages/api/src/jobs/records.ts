// The jobs table: every change of a job's status is a compare-and-set on its current status, so two
// instances (or a cancel racing a finish) can never both move the same job.
import type { Job, JobListQuery, JobStatus, PagedList } from '@lcars/contract';
import { jobListQuerySchema } from '@lcars/contract';
import { toIso, isoOf } from '../db/dates.js';
import { bool, type Db } from '../db/knex.js';
import { pagedQuery } from '../db/paging.js';

export interface JobRow {
  id: number;
  /** null for the portal's own maintenance jobs (the file sweep). */
  user_id: number | null;
  kind: string;
  title: string;
  status: JobStatus;
  percent: number;
  message: string | null;
  payload: string | null;
  /** The kind's secret fields, sealed under the job's data key (jobs/secrets.ts); null once it ended. */
  secrets?: string | null;
  result: string | null;
  error: string | null;
  attempts: number;
  max_attempts: number;
  run_after_ms: number | string;
  cancel_requested: boolean | number;
  claimed_by: string | null;
  created_at: unknown;
  started_at: unknown;
  ended_at: unknown;
}

export function jobOf(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    status: row.status,
    percent: row.percent,
    message: row.message,
    result: row.result === null ? null : (JSON.parse(row.result) as unknown),
    error: row.error,
    attempts: row.attempts,
    cancelRequested: bool(row.cancel_requested),
    createdDate: isoOf(row.created_at),
    startedDate: toIso(row.started_at),
    endedDate: toIso(row.ended_at),
  };
}

export async function jobRow(db: Db, id: number): Promise<JobRow | undefined> {
  return db<JobRow>('jobs').where({ id }).first();
}

/** One of the user's jobs; another user's job is as missing as one that does not exist. */
export async function userJobRow(db: Db, userId: number, id: number): Promise<JobRow | undefined> {
  return db<JobRow>('jobs').where({ id, user_id: userId }).first();
}

/** The user's jobs, newest first (apps filter by their kinds for their own views). */
export function listUserJobs(db: Db, userId: number, query: JobListQuery): Promise<PagedList<Job>> {
  const request = jobListQuerySchema.parse(query);
  return pagedQuery<JobRow, Job>(
    () => {
      const base = db('jobs').where({ user_id: userId });
      if (request.status !== undefined) base.andWhere({ status: request.status });
      if (request.kind !== undefined) base.andWhere({ kind: request.kind });
      return base.select('*');
    },
    { page: request.page, itemsPerPage: request.itemsPerPage, sortBy: 'createdDate', sortDirection: 'desc' },
    (query) => query.orderBy('id', 'desc'),
    jobOf,
  );
}

/** Moves a job from one of `from` to the fields given; true when this call made the move. */
export async function moveJob(
  db: Db,
  id: number,
  from: readonly JobStatus[],
  fields: Partial<Omit<JobRow, 'id'>> & Record<string, unknown>,
): Promise<boolean> {
  const changed = await db('jobs')
    .where({ id })
    .whereIn('status', [...from])
    .update(fields);
  return changed === 1;
}
