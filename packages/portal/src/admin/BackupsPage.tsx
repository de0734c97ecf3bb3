import { useState } from 'react';
import { Button, DataTable, Inline, Stack, type DataTableColumn } from '@lcars/ui';
import { getBackupStatus, startBackup, type BackupRun } from '@lcars/contract';
import { call } from '../core/call';
import { toastInfo, useLoad } from '../kit';
import { AdminHeader, formatDate } from './shared';
import * as styles from './admin.css';

const resultOf = (run: BackupRun): string => (run.ok === null ? 'Running' : run.ok ? 'Done' : 'Failed');

/** "12.3 MB": archive sizes are megabytes to gigabytes. */
function sizeOf(bytes: number | null): string {
  if (bytes === null) return '';
  return bytes < 1_000_000 ? `${Math.ceil(bytes / 1000)} kB` : `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** /admin/backups: the server's scheduled backups, their last runs, and a run now. */
export function BackupsPage() {
  const status = useLoad(getBackupStatus, {});
  const [starting, setStarting] = useState(false);
  const data = status.data;
  const last = data?.runs[0];
  const backUpNow = async () => {
    setStarting(true);
    const answer = await call(startBackup, {}, { finally: () => setStarting(false) });
    if (answer === undefined) return;
    toastInfo(answer.queued ? 'Backup queued.' : 'A backup already waits or runs.');
    await status.reload();
  };
  const columns: DataTableColumn<BackupRun>[] = [
    { key: 'startedDate', header: 'Started', width: 200, render: (run) => formatDate(run.startedDate) },
    { key: 'ok', header: 'Result', width: 100, render: resultOf },
    { key: 'file', header: 'Archive', isRowHeader: true, width: '2fr' },
    { key: 'bytes', header: 'Size', width: 100, align: 'end', render: (run) => sizeOf(run.bytes) },
    { key: 'message', header: 'Message', width: '2fr', render: (run) => run.message ?? '' },
  ];
  return (
    <>
      <AdminHeader title="Backups" />
      <Stack>
        {data === undefined ? null : data.scheduled ? (
          <p>
            Every {data.everyHours} hours, keeping the newest archive of each of the last {data.keepDaily}{' '}
            days and of each of the {data.keepWeekly} weeks before them.{' '}
            {last === undefined
              ? 'No backup has run yet.'
              : `Last: ${resultOf(last).toLowerCase()}, ${formatDate(last.endedDate ?? last.startedDate)}.`}
          </p>
        ) : (
          <p className={styles.muted}>
            The server makes no backups of its own: set PORTAL_BACKUP_DIR and a backup passphrase (deployment
            guide, Scheduled backups), or back up with lcars-server on the server&apos;s machine.
          </p>
        )}
        <Inline>
          <Button isDisabled={!data?.scheduled} isPending={starting} onPress={() => void backUpNow()}>
            Back up now
          </Button>
          <Button variant="secondary" onPress={() => void status.reload()}>
            Refresh
          </Button>
        </Inline>
        <DataTable<BackupRun>
          aria-label="Backup runs"
          columns={columns}
          rows={data?.runs ?? []}
          isLoading={status.loading}
          emptyText="No backup has run yet."
        />
      </Stack>
    </>
  );
}
