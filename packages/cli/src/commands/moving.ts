import { readFile, writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { importReportSchema, type CallInput, type Endpoint, type ImportReport } from '@lcars/contract';
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
      .option('--preview', 'only report what would be created and skipped'),
    ['lcars import recipes cookbook.zip --preview', 'lcars import recipes cookbook.zip --json'],
  ).action(
    async (app: string, file: string, options: { format?: string; preview?: boolean }, command: Command) => {
      const { client, json } = await commandClient(command);
      const importer = moverOf(app).importer;
      if (importer === undefined) throw new CliError(`${app} has no importer.`, ExitCode.Usage);
      const format = pick('importer', app, importer.formats, options.format);
      const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
        throw new CliError(`Cannot read ${file}: ${error.code ?? error.message}`, ExitCode.Usage);
      });
      const input = { query: { format, preview: options.preview === true } } as CallInput<Endpoint>;
      let report = importReportSchema.parse(
        await withSpinner(json, `Importing ${file}`, () => client.upload(importer.endpoint, input, bytes)),
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
      .description('Download everything you own in one of your apps, in an open format.')
      .argument('<app>', `the app (${Object.keys(movers).join(', ')})`)
      .option('--format <format>', 'the format, where the app writes more than one')
      .option('-o, --out <file>', 'where to save it (default: the export’s own name in this folder)'),
    ['lcars export recipes', 'lcars export recipes --out ~/backup/recipes.zip'],
  ).action(async (app: string, options: { format?: string; out?: string }, command: Command) => {
    const { client, json } = await commandClient(command);
    const exports = moverOf(app).exports ?? {};
    const format = pick('export', app, Object.keys(exports), options.format);
    const { endpoint, fileName } = exports[format]!;
    const bytes = await withSpinner(json, `Exporting ${app}`, () =>
      client.download(endpoint, {} as CallInput<Endpoint>),
    );
    const out = options.out ?? fileName;
    await writeFile(out, bytes, { mode: 0o600 });
    const saved = { app, format, file: out, bytes: bytes.byteLength };
    printResult(json, saved, () => `Saved ${app} (${format}, ${bytes.byteLength} bytes) to ${out}.`);
    if (!json && bytes.byteLength === 0) note('the export is empty');
  });
}
