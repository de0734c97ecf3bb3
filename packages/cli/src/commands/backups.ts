import type { Command } from 'commander';
import { getBackupStatus, startBackup, type BackupStatus } from '@lcars/contract';
import { commandClient } from '../context.js';
import { CliError, ExitCode } from '../errors.js';
import { printResult, shortDate } from '../output.js';
import { printTable, withSpinner, type Column } from '../ui/screens.js';
import { examples } from './help.js';

type Run = BackupStatus['runs'][number];

const columns: Column<Run>[] = [
  { header: 'ID', value: (run) => String(run.id) },
  { header: 'STARTED', value: (run) => shortDate(run.startedDate) },
  { header: 'RESULT', value: (run) => (run.ok === null ? 'running' : run.ok ? 'ok' : 'failed') },
  { header: 'FILE', value: (run) => run.file },
  { header: 'BYTES', value: (run) => (run.bytes === null ? '' : String(run.bytes)) },
  { header: 'MESSAGE', value: (run) => run.message ?? '' },
];

export function registerBackupCommands(program: Command): void {
  const backups = program
    .command('backup')
    .description("The server's scheduled backups (administrators; the server needs PORTAL_BACKUP_DIR).");
  examples(backups.command('list').description('Show the backup settings and the last runs, newest first.'), [
    'lcars backup list',
    "lcars backup list --json | jq '.runs[0].ok'",
  ]).action(async (_options: unknown, command: Command) => {
    const { client, json } = await commandClient(command);
    const status = await withSpinner(json, 'Reading the backups', () => client.call(getBackupStatus, {}));
    if (!json) {
      process.stdout.write(
        status.scheduled
          ? `Every ${status.everyHours} h; keeping ${status.keepDaily} daily and ${status.keepWeekly} weekly archives.\n`
          : 'The server makes no backups of its own (PORTAL_BACKUP_DIR is not set).\n',
      );
    }
    await printTable(json, columns, status.runs, status, 'No backup has run yet.');
    // Scripts watching backups branch on the exit code: 1 when the last run failed.
    if (status.runs[0]?.ok === false) throw new CliError('The last backup failed.', ExitCode.Error);
  });
  examples(backups.command('now').description('Queue a backup now (unless one waits or runs).'), [
    'lcars backup now',
  ]).action(async (_options: unknown, command: Command) => {
    const { client, json } = await commandClient(command);
    const answer = await client.call(startBackup, {});
    printResult(json, answer, () =>
      answer.queued
        ? 'Backup queued: `lcars backup list` shows it when it ends.'
        : 'A backup already waits or runs.',
    );
  });
}
