// `lcars-server`: commands an operator runs on the server's machine, beside the server, with the server's own
// configuration (the same environment: PORTAL_DATA_DIR, DATABASE_URL, the keys). Today: backup, verify,
// restore. Exit codes: 0 done, 1 refused or failed, 2 wrong usage (commander's).
import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { loadConfig, type Env } from '../config.js';
import { backup, serverVersion } from './backup.js';
import { restore, verify } from './restore.js';

/** The passphrase: the first line of --passphrase-file, or PORTAL_BACKUP_PASSPHRASE. */
function passphraseOf(env: Env, file: string | undefined, required: boolean): string | undefined {
  const text = file !== undefined ? readFileSync(file, 'utf8').split('\n')[0] : env.PORTAL_BACKUP_PASSPHRASE;
  if (text !== undefined && text.length > 0) {
    if (text.length < 12) throw new Error('The backup passphrase must have at least 12 characters.');
    return text;
  }
  if (required)
    throw new Error(
      'Give the passphrase that seals the keys: --passphrase-file <file> or PORTAL_BACKUP_PASSPHRASE.',
    );
  return undefined;
}

/** Runs the command line; the environment is the server's configuration (process.env, as `loadConfig` reads it). */
export async function run(argv: readonly string[], env: Env = process.env): Promise<number> {
  const program = new Command('lcars-server')
    .description('Operate an LCARS portal server: back up, verify and restore its data.')
    .version(await serverVersion())
    .exitOverride();
  program
    .command('backup')
    .argument('<file>', 'the archive to write (or, with --verify, to check)')
    .option('--verify', 'check an archive without restoring it')
    .option('--passphrase-file <file>', 'a file whose first line is the passphrase sealing the keys')
    .description('Write one archive: database snapshot, stored files, sealed keys and a manifest.')
    .action(async (file: string, options: { verify?: boolean; passphraseFile?: string }) => {
      if (options.verify) {
        const { manifest, keys } = await verify(file, passphraseOf(env, options.passphraseFile, false));
        const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
        process.stdout.write(
          `${file}: whole. ${Object.keys(manifest.entries).length + 1} entries, ${rows} rows in ${manifest.tables.length} tables, ${manifest.files.count} stored files; taken ${manifest.createdDate} from ${manifest.database} by server ${manifest.serverVersion}${keys ? '; the keys open with the passphrase' : ''}.\n`,
        );
        return;
      }
      const passphrase = passphraseOf(env, options.passphraseFile, true)!;
      const { manifest } = await backup(loadConfig(env), file, passphrase);
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      process.stdout.write(
        `${file}: ${rows} rows in ${manifest.tables.length} tables, ${manifest.files.count} stored files (${manifest.files.bytes} bytes).\n`,
      );
    });
  program
    .command('restore')
    .argument('<file>', 'the archive to restore')
    .option('--passphrase-file <file>', 'a file whose first line is the passphrase sealing the keys')
    .option('--force', 'empty a target that is not empty first (its data is lost)')
    .description('Restore an archive into the configured data directory and database, which must be empty.')
    .action(async (file: string, options: { passphraseFile?: string; force?: boolean }) => {
      const passphrase = passphraseOf(env, options.passphraseFile, true)!;
      const result = await restore(loadConfig(env), file, { passphrase, force: options.force === true });
      process.stdout.write(
        `Restored ${result.rows} rows and ${result.files} stored files from ${file}; start the server to finish.\n`,
      );
      for (const note of result.notes) process.stdout.write(`${note}\n`);
    });
  try {
    await program.parseAsync(argv);
    return 0;
  } catch (error) {
    const code = (error as { exitCode?: unknown }).exitCode;
    if (typeof code === 'number') return code === 0 ? 0 : 2;
    process.stderr.write(`lcars-server: ${(error as Error).message}\n`);
    return 1;
  }
}
