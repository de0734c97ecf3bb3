// A job's data key while the job lives: made when it is queued, wrapped in a row of job_keys (UNLOGGED on
// PostgreSQL), read to open its secrets for each run, deleted in the transaction that ends the job.
import type { Knex } from 'knex';
import type { Db } from '../db/knex.js';
import { newJobDataKey, unwrapJobDataKey, wrapJobDataKey } from './secrets.js';

export const JOB_KEYS_TABLE = 'job_keys';

/** Makes the job's data key and keeps it, wrapped, in the caller's transaction. */
export async function keepJobDataKey(trx: Knex.Transaction, kek: Buffer, jobId: number): Promise<Buffer> {
  const dataKey = newJobDataKey();
  await trx(JOB_KEYS_TABLE).insert({ job_id: jobId, wrapped: wrapJobDataKey(kek, dataKey, jobId) });
  return dataKey;
}

/** The job's data key, or undefined when it is gone; throws JobSecretsLost when it does not unwrap. */
export async function jobDataKey(db: Db, kek: Buffer, jobId: number): Promise<Buffer | undefined> {
  const row = await db(JOB_KEYS_TABLE)
    .where({ job_id: jobId })
    .first<{ wrapped: string } | undefined>('wrapped');
  return row ? unwrapJobDataKey(kek, row.wrapped, jobId) : undefined;
}

/** Destroys the job's data key (in the transaction that ends the job); true when there was one. */
export async function dropJobDataKey(db: Db, jobId: number): Promise<boolean> {
  return (await db(JOB_KEYS_TABLE).where({ job_id: jobId }).delete()) > 0;
}
