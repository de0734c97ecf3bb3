// The scheduled backups as administrators see them: whether the server makes them, and how the last runs went.
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { int32 } from './int32.js';

export const backupRunSchema = z.object({
  id: int32(),
  startedDate: z.string(),
  endedDate: z.string().nullable(),
  /** null while it runs. */
  ok: z.boolean().nullable(),
  /** The archive's file name in the backup folder. */
  file: z.string(),
  bytes: z.number().int().nonnegative().nullable(),
  /** What went wrong, or what the run did ("kept 7 daily and 2 weekly archives, deleted 1"). */
  message: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

export const backupStatusSchema = z.object({
  /** False when PORTAL_BACKUP_DIR is not set: the server makes no backups of its own. */
  scheduled: z.boolean(),
  everyHours: z.number().int(),
  keepDaily: z.number().int(),
  keepWeekly: z.number().int(),
  runs: z.array(backupRunSchema),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

export const getBackupStatus = endpoint({
  method: 'GET',
  path: '/admin/backups',
  response: backupStatusSchema,
  summary: 'The scheduled backups: their settings and the last 20 runs, newest first (administrators)',
});

export const startBackup = endpoint({
  method: 'POST',
  path: '/admin/backups',
  response: z.object({ queued: z.boolean() }),
  summary:
    'Queues a backup now, unless one waits or runs (administrators; 409 when PORTAL_BACKUP_DIR is not set)',
});
