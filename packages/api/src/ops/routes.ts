// The scheduled backups for administrators (the admin page and `lcars backup`): their status, and a run now.
import { ADMIN_CLAIM, getBackupStatus, startBackup } from '@lcars/contract';
import { ApiError } from '../http/errors.js';
import { requireClaim, route } from '../http/routes.js';
import { BACKUP_JOB, backupStatus } from './scheduled.js';

const ADMIN = requireClaim(ADMIN_CLAIM.type, ADMIN_CLAIM.value);

export const backupRoutes = [
  route(getBackupStatus, ADMIN, 'admin.backups', (_input, { db, config }) => backupStatus(config, db)),
  route(startBackup, ADMIN, 'admin.backups.start', async (_input, { config }, _ctx, server) => {
    if (config.backups.dir === undefined) {
      throw new ApiError(409, {
        detail: 'The server makes no backups of its own: set PORTAL_BACKUP_DIR and a backup passphrase.',
      });
    }
    return { queued: await server.jobs.enqueueMaintenance(BACKUP_JOB) };
  }),
];
