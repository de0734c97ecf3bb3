import type { Command } from 'commander';
import type { FileCheck } from '@lcars/contract';
import { commandClient } from '../context.js';
import { CliError, ExitCode } from '../errors.js';
import { printResult } from '../output.js';
import { withSpinner } from '../ui/screens.js';
import { examples } from './help.js';

function describeCheck(check: FileCheck): string {
  const lines = [
    `File store (${check.store}): ${check.files} stored files, ${check.blobs} distinct contents, ${check.temporary} temporary files.`,
    `Orphaned (no file refers to them): ${check.orphaned.length}`,
    ...check.orphaned.map((sha) => `  ${sha}`),
    `Missing (their bytes are gone): ${check.missing.length}`,
    ...check.missing.map((sha) => `  ${sha}`),
    `Wrong reference counts: ${check.miscounted.length}`,
    ...check.miscounted.map(
      (blob) => `  ${blob.sha256}: counted ${blob.refCount}, referred to by ${blob.files}`,
    ),
    `Unreferenced (no record refers to them; the sweep deletes them): ${check.unreferenced.length}, ${check.unreferenced.reduce((sum, file) => sum + file.size, 0)} bytes`,
    ...check.unreferenced.map(
      (file) =>
        `  file ${file.id} (${file.kind}, user ${file.userId}, ${file.size} bytes, ${file.createdDate})`,
    ),
    `Unreferenced within the grace period (most are uploads being saved): ${check.recentUnreferenced}`,
    `Files with wrong reference counts: ${check.miscountedFiles.length}`,
    ...check.miscountedFiles.map(
      (file) => `  file ${file.id}: counted ${file.refCount}, referred to by ${file.references}`,
    ),
  ];
  return lines.join('\n');
}

/** What the check counts as problems; unreferenced files within their grace period are not (yet) one. */
export function problemsOf(check: FileCheck): number {
  return (
    check.orphaned.length +
    check.missing.length +
    check.miscounted.length +
    check.unreferenced.length +
    check.miscountedFiles.length
  );
}

export function registerFileCommands(program: Command): void {
  const files = program.command('files').description('The file store (administrators).');
  examples(
    files
      .command('check')
      .description(
        'Report orphaned content (no stored file refers to it), missing content (a stored file whose bytes are ' +
          'gone), wrong reference counts, and stored files no record refers to (left by a crash; the hourly ' +
          'sweep deletes them once past their grace period). Changes nothing; exits 1 when it finds a problem.',
      ),
    [
      'lcars files check',
      "lcars files check --json | jq '.missing'",
      "lcars files check --json | jq '.unreferenced'",
    ],
  ).action(async (_options: unknown, command: Command) => {
    const { client, json } = await commandClient(command);
    const check = await withSpinner(json, 'Checking the file store', () => client.checkFiles());
    printResult(json, check, () => describeCheck(check));
    const problems = problemsOf(check);
    if (problems > 0) throw new CliError(`The file store has ${problems} problem(s).`, ExitCode.Error);
  });
}
