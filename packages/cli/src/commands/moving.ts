import { readFile, writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import {
  downloadPersonalExport,
  importReportSchema,
  personalExportResultSchema,
  startPersonalExport,
  type CallInput,
  type Endpoint,
  type ImportReport,
} from '@lcars/contract';
import { listRepos, repoExport } from '@lcars/contract/repo';
import type { ApiClient } from '../client.js';
import { commandClient } from '../context.js';
import { CliError, ExitCode } from '../errors.js';
import { note, printResult } from '../output.js';
import { withSpinner } from '../ui/screens.js';
import { examples } from './help.js';
import { watchJob } from './jobs.js';
import { movers, type AppMover } from './movers.js';

function moverOf(app: string): AppMover {
  const mover = movers[app];
  if (mover === undefined) {
    throw new CliError(`No app "${app}": one of ${Object.keys(movers).join(', ')}.`, ExitCode.Usage);
  }
  return mover;
}

/** The format asked for, or the only one there is. */
function pick(kind: string, app: string, offered: readonly string[], asked: string | undefined): string {
  if (offered.length === 0) throw new CliError(`${app} has no ${kind}.`, ExitCode.Usage);
  if (asked === undefined && offered.length === 1) return offered[0]!;
  if (asked !== undefined && offered.includes(asked)) return asked;
  throw new CliError(`--format for ${app} is one of ${offered.join(', ')}.`, ExitCode.Usage);
}

export function describeReport(report: ImportReport): string {
  const counts = Object.entries(report.counts)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');
  const lines = [
    `${report.preview ? 'Would create' : 'Created'} ${counts || 'nothing'}; skipped ${report.skipped.length}.`,
    ...report.created.map(
      (item) => `  + ${item.title} (${item.source})${item.id === null ? '' : ` #${item.id}`}`,
    ),
    ...report.skipped.map((item) => `  - ${item.title} (${item.source}): ${item.reason}`),
  ];
  return lines.join('\n');
}

export function registerMovingCommands(program: Command): void {
  examples(
    program
      .command('import')
      .description(
        "Import another product's export into one of your apps. --preview says what would be created and " +
          'skipped without writing; importing the same file again creates nothing new.',
      )
      .argument('<app>', `the app (${Object.keys(movers).join(', ')})`)
      .argument('<file>', 'the exported file')
      .option('--format <format>', 'the file’s format, where the app reads more than one')
      .option('--preview', 'only report what would be created and skipped')
      .option(
        '--passphrase-file <file>',
        "repo: a password-protected Bitwarden export's file password, the file's first line",
      ),
    [
      'lcars import recipes cookbook.zip --preview',
      'lcars import recipes cookbook.zip --json',
      'lcars import repo bitwarden_encrypted.json --format bitwarden-json --passphrase-file ~/.vault-pass',
    ],
  ).action(
    async (
      app: string,
      file: string,
      options: { format?: string; preview?: boolean; passphraseFile?: string },
      command: Command,
    ) => {
      const { client, json } = await commandClient(command);
      const importer = moverOf(app).importer;
      if (importer === undefined) throw new CliError(`${app} has no importer.`, ExitCode.Usage);
      const format = pick('importer', app, importer.formats, options.format);
      if (options.passphraseFile !== undefined && importer.passphraseHeader === undefined)
        throw new CliError(`${app} takes no passphrase.`, ExitCode.Usage);
      const headers: Record<string, string> =
        options.passphraseFile === undefined || importer.passphraseHeader === undefined
          ? {}
          : { [importer.passphraseHeader]: await passphraseOf(options.passphraseFile) };
      const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
        throw new CliError(`Cannot read ${file}: ${error.code ?? error.message}`, ExitCode.Usage);
      });
      const input = { query: { format, preview: options.preview === true } } as CallInput<Endpoint>;
      let report = importReportSchema.parse(
        await withSpinner(json, `Importing ${file}`, () =>
          client.upload(importer.endpoint, input, bytes, undefined, headers),
        ),
      );
      if (report.jobId !== undefined) {
        // A large file went to a background job: follow it, then its result is the report.
        const job = await watchJob(client, report.jobId, json);
        if (job.status !== 'succeeded') {
          throw new CliError(`The import ${job.status}${job.error ? `: ${job.error}` : '.'}`, ExitCode.Error);
        }
        report = importReportSchema.parse(job.result);
      }
      printResult(json, report, () => describeReport(report));
    },
  );

  examples(
    program
      .command('export')
      .description(
        'Download everything you own in one of your apps, in an open format; `all` makes one zip of every ' +
          "app's export (Download my data), `repo <repository>` one repository as Bitwarden's " +
          'password-protected JSON.',
      )
      .argument('<app>', `the app (${[...Object.keys(movers), 'all'].join(', ')})`)
      .argument('[repository]', 'repo: the repository, by its id or its title')
      .option('--format <format>', 'the format, where the app writes more than one')
      .option('-o, --out <file>', 'where to save it (default: the export’s own name in this folder)')
      .option(
        '--passphrase-file <file>',
        'repo and all: a file whose first line is the passphrase (12 characters or more) that locks the repositories',
      ),
    [
      'lcars export recipes',
      'lcars export recipes --out ~/backup/recipes.zip',
      'lcars export repo Personal --passphrase-file ~/.vault-pass --out personal.json',
      'lcars export all --passphrase-file ~/.vault-pass --out my-data.zip',
    ],
  ).action(
    async (
      app: string,
      repository: string | undefined,
      options: { format?: string; out?: string; passphraseFile?: string },
      command: Command,
    ) => {
      const { client, json } = await commandClient(command);
      const passphrase =
        options.passphraseFile === undefined ? undefined : await passphraseOf(options.passphraseFile);
      let saved: { app: string; format: string; file: string; bytes: number };
      if (app === 'all') {
        saved = await exportAll(client, json, passphrase, options.out);
      } else if (app === 'repo') {
        if (repository === undefined)
          throw new CliError('Name the repository: lcars export repo <id or title>.', ExitCode.Usage);
        if (passphrase === undefined)
          throw new CliError(
            'A repository leaves only locked: give --passphrase-file <file> (its first line is the passphrase).',
            ExitCode.Usage,
          );
        saved = await exportRepository(client, json, repository, passphrase, options.out);
      } else {
        const exports = moverOf(app).exports ?? {};
        const format = pick('export', app, Object.keys(exports), options.format);
        const { endpoint, fileName } = exports[format]!;
        const bytes = await withSpinner(json, `Exporting ${app}`, () =>
          client.download(endpoint, {} as CallInput<Endpoint>),
        );
        const out = options.out ?? fileName;
        await writeFile(out, bytes, { mode: 0o600 });
        saved = { app, format, file: out, bytes: bytes.byteLength };
      }
      printResult(
        json,
        saved,
        () => `Saved ${app} (${saved.format}, ${saved.bytes} bytes) to ${saved.file}.`,
      );
      if (!json && saved.bytes === 0) note('the export is empty');
    },
  );
}

/** The passphrase: the file's first line (a trailing newline is not part of it). */
async function passphraseOf(file: string): Promise<string> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new CliError(`Cannot read ${file}: ${error.code ?? error.message}`, ExitCode.Usage);
  });
  const passphrase = (text.split(/\r?\n/)[0] ?? '').trim();
  if (passphrase === '') throw new CliError(`${file} holds no passphrase on its first line.`, ExitCode.Usage);
  return passphrase;
}

/** Download my data: the server makes the zip in a job (its progress shown), then it is fetched. */
async function exportAll(
  client: ApiClient,
  json: boolean | undefined,
  passphrase: string | undefined,
  out: string | undefined,
) {
  const started = await client.call(startPersonalExport, {
    body: passphrase === undefined ? {} : { passphrase },
  });
  const job = await watchJob(client, started.id, json);
  if (job.status !== 'succeeded')
    throw new CliError(`Your data was not collected: ${job.error ?? job.status}`, ExitCode.Error);
  const result = personalExportResultSchema.parse(job.result);
  const bytes = await withSpinner(json, 'Downloading the zip', () =>
    client.download(downloadPersonalExport, { params: { jobId: job.id } }),
  );
  const file = out ?? result.fileName;
  await writeFile(file, bytes, { mode: 0o600 });
  if (!json)
    for (const app of result.apps)
      note(
        `${app.title}: ${app.files} file${app.files === 1 ? '' : 's'}${app.notes.length ? ` (${app.notes.join(' ')})` : ''}`,
      );
  return { app: 'all', format: 'zip', file, bytes: bytes.byteLength };
}

/** One repository (by id, or by a title the caller sees once) as Bitwarden's password-protected JSON. */
async function exportRepository(
  client: ApiClient,
  json: boolean | undefined,
  repository: string,
  passphrase: string,
  out: string | undefined,
) {
  const repos = await client.call(listRepos, {});
  const wanted = repository.trim().toLowerCase();
  const matches = /^\d+$/.test(wanted)
    ? repos.filter((repo) => repo.id === Number(wanted))
    : repos.filter((repo) => repo.title.trim().toLowerCase() === wanted);
  if (matches.length === 0) throw new CliError(`No repository ${repository} of yours.`, ExitCode.Error);
  if (matches.length > 1)
    throw new CliError(
      `${matches.length} repositories are called ${repository}: give its id (${matches.map((repo) => repo.id).join(', ')}).`,
      ExitCode.Usage,
    );
  const repo = matches[0]!;
  const bytes = await withSpinner(json, `Exporting ${repo.title}`, () =>
    client.download(repoExport, { params: { id: repo.id }, body: { format: 'encrypted', passphrase } }),
  );
  const safe = repo.title.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 60) || 'repository';
  const file = out ?? `bitwarden_encrypted_${safe}.json`;
  await writeFile(file, bytes, { mode: 0o600 });
  return { app: 'repo', format: 'bitwarden-encrypted', file, bytes: bytes.byteLength };
}
