// Backups the server makes on its own: every PORTAL_BACKUP_EVERY_HOURS one instance queues a maintenance job
// (unless one waits or runs, on any instance), which writes an archive into PORTAL_BACKUP_DIR exactly as
// `lcars-server backup` does, then deletes the archives the retention no longer keeps. Each run is a row of
// backup_runs: the admin page, `lcars backup list` and the metrics read them.
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BackupRun, BackupStatus } from '@lcars/contract';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import { bool } from '../db/knex.js';
import { isoOf } from '../db/dates.js';
import { insertedId } from '../db/typed.js';
import { defineJobKind } from '../jobs/kind.js';
import type { JobQueue } from '../jobs/queue.js';
import type { Logger } from '../logger.js';
import { backup } from './backup.js';
import { archiveName, archivesToDelete } from './retention.js';

export const BACKUP_JOB = 'ops.backup';

interface BackupRunRow {
  id: number;
  started_at: unknown;
  ended_at: unknown;
  ok: unknown;
  file: string;
  bytes: unknown;
  message: string | null;
}

const runOf = (row: BackupRunRow): BackupRun => ({
  id: row.id,
  startedDate: isoOf(row.started_at),
  endedDate: row.ended_at === null ? null : isoOf(row.ended_at),
  ok: row.ok === null ? null : bool(row.ok),
  file: row.file,
  bytes: row.bytes === null ? null : Number(row.bytes),
  message: row.message,
});

/** One scheduled run: the archive, then the retention; recorded from start to end. */
export async function runScheduledBackup(config: Config, db: Db): Promise<BackupRun> {
  const { dir, passphrase, keepDaily, keepWeekly } = config.backups;
  if (dir === undefined || passphrase === undefined) throw new Error('Scheduled backups are not configured.');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const started = new Date();
  const file = archiveName(started);
  const id = await insertedId(db('backup_runs').insert({ started_at: started, file }, ['id']));
  try {
    await backup(config, path.join(dir, file), passphrase);
    const { size } = await stat(path.join(dir, file));
    const deleted = archivesToDelete(await readdir(dir), keepDaily, keepWeekly);
    for (const name of deleted) await rm(path.join(dir, name), { force: true });
    await db('backup_runs')
      .where({ id })
      .update({
        ended_at: new Date(),
        ok: true,
        bytes: size,
        message:
          deleted.length === 0
            ? null
            : `Deleted ${deleted.length} older archive(s): ${deleted.join(', ')}`.slice(0, 1000),
      });
  } catch (error) {
    await db('backup_runs')
      .where({ id })
      .update({
        ended_at: new Date(),
        ok: false,
        message: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
      });
    throw error;
  }
  const [row] = await db('backup_runs').where({ id }).select<BackupRunRow[]>('*');
  return runOf(row!);
}

export const backupJob = defineJobKind({
  name: BACKUP_JOB,
  title: 'Backing up the portal',
  runOnApiThread: (server) => runScheduledBackup(server.config, server.db),
  timeLimitMs: 6 * 3600_000,
  maxPayloadBytes: 16,
  retries: 1,
});

/** Queues a backup every PORTAL_BACKUP_EVERY_HOURS when PORTAL_BACKUP_DIR is set; stop() ends the timer. */
export function scheduleBackups(
  jobs: Pick<JobQueue, 'enqueueMaintenance'>,
  config: Config,
  log: Logger,
): { stop(): Promise<void> } {
  if (config.backups.dir === undefined) return { stop: () => Promise.resolve() };
  const timer = setInterval(() => {
    jobs
      .enqueueMaintenance(BACKUP_JOB)
      .catch((error: unknown) => log.error('Backups: queuing one failed', error));
  }, config.backups.everyMs);
  timer.unref();
  return { stop: () => Promise.resolve(clearInterval(timer)) };
}

export async function backupStatus(config: Config, db: Db): Promise<BackupStatus> {
  const rows = await db('backup_runs').orderBy('id', 'desc').limit(20).select<BackupRunRow[]>('*');
  return {
    scheduled: config.backups.dir !== undefined,
    everyHours: config.backups.everyMs / 3600_000,
    keepDaily: config.backups.keepDaily,
    keepWeekly: config.backups.keepWeekly,
    runs: rows.map(runOf),
  };
}
