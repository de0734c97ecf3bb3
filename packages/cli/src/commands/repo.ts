import type { Command } from 'commander';
import type { RepoHealth, RepoKeyStatus, RepoSearchResult } from '@lcars/contract/repo';
import type { ApiClient } from '../client.js';
import { commandClient } from '../context.js';
import { printResult } from '../output.js';
import { parsePositiveInt } from '../resolve.js';
import { progressReporter, withSpinner } from '../ui/screens.js';
import { examples } from './help.js';

export interface RotationReport extends RepoKeyStatus {
  rotated: boolean;
  rewrapped: number;
}

/**
 * Rotates the secure repository's key-encryption key and re-wraps every record's data key under it, in
 * batches, so progress shows and an interrupted run simply continues when started again. With the key in
 * the key file, the server makes the new key; with PORTAL_FIELD_KEY the administrator has already set the new
 * key (the old one in PORTAL_FIELD_KEY_PREVIOUS), so only the re-wrap runs. Values are never touched.
 */
export async function rotateRepoKey(
  client: ApiClient,
  batch: number,
  onProgress: (done: number, total: number) => Promise<void> | void = () => {},
): Promise<RotationReport> {
  const before = await client.repoKeyStatus();
  const rotated = before.source === 'file' && before.remaining === 0;
  let status = rotated ? await client.rotateRepoKey() : before;
  const total = status.remaining;
  let rewrapped = 0;
  await onProgress(0, total);
  while (status.remaining > 0) {
    const step = await client.rewrapRepoKeys(batch);
    if (step.rewrapped === 0) break;
    rewrapped += step.rewrapped;
    status = step;
    await onProgress(Math.min(rewrapped, total), total);
  }
  return { ...status, rotated, rewrapped };
}

/** A search's answer as lines: the repositories found, then each record's plain values (matches marked *). */
export function searchLines(result: RepoSearchResult): string[] {
  const lines = result.repos.map((repo) => `Repository ${repo.id} ${repo.title}`);
  for (const record of result.records) {
    const values = record.values.map(
      (value) => `${value.fieldTitle}: ${value.value}${value.matched ? ' *' : ''}`,
    );
    lines.push(`${record.repoTitle} #${record.recordId}  ${values.join('  ')}`);
  }
  if (result.more) lines.push('More records hold it: a longer text narrows them.');
  return lines.length === 0 ? ['Nothing found.'] : lines;
}

/** A health report as lines: the summary, then each password to change and why (never the password). */
export function healthLines(report: RepoHealth): string[] {
  const reused = report.items.filter((item) => item.reusedWith > 0).length;
  const weak = report.items.filter((item) => item.weak !== null).length;
  const lines = [`${report.checked} passwords checked: ${reused} reused, ${weak} weak.`];
  for (const item of report.items) {
    const why = [
      item.reusedWith > 0
        ? `reused in ${item.reusedWith} other place${item.reusedWith === 1 ? '' : 's'}`
        : '',
      item.weak ? `weak: ${item.weak}` : '',
    ].filter(Boolean);
    lines.push(`${item.repoTitle} / ${item.label} (${item.fieldTitle}): ${why.join('; ')}`);
  }
  if (report.partial) lines.push('Only the first 5,000 passwords were checked.');
  return lines;
}

export function registerRepoCommands(program: Command): void {
  const repo = program
    .command('repo')
    .description(
      'The secure repository: search, password health, and its key-encryption key (key commands need the Higgs/Boson claim).',
    );

  examples(
    repo
      .command('search')
      .description('Search every repository you may read: titles and plain values, never a sensitive one.')
      .argument('<text>', 'the text to look for (2 to 200 characters)'),
    ['lcars repo search bank', 'lcars repo search "mail.example" --json'],
  ).action(async (text: string, _options: unknown, command: Command) => {
    const { client, json } = await commandClient(command);
    const result = await withSpinner(json, 'Searching', () => client.searchRepos(text));
    printResult(json, result, () => searchLines(result).join('\n'));
  });

  examples(
    repo
      .command('health')
      .description(
        'Reused and weak passwords of the repositories you own (judged on the server; none is shown).',
      ),
    ['lcars repo health', 'lcars repo health --json'],
  ).action(async (_options: unknown, command: Command) => {
    const { client, json } = await commandClient(command);
    const report = await withSpinner(json, 'Checking passwords', () => client.repoHealth());
    printResult(json, report, () => healthLines(report).join('\n'));
  });

  examples(
    repo
      .command('key-status')
      .description('Show the current key fingerprint and how many data keys still wait for a re-wrap.'),
    ['lcars repo key-status', 'lcars repo key-status --json'],
  ).action(async (_options: unknown, command: Command) => {
    const { client, json } = await commandClient(command);
    const status = await withSpinner(json, 'Reading the key status', () => client.repoKeyStatus());
    printResult(
      json,
      status,
      () =>
        `Key ${status.keyId} (from the ${status.source === 'file' ? 'key file' : 'environment'}): ` +
        `${status.total} records, ${status.remaining} to re-wrap.`,
    );
  });

  examples(
    repo
      .command('rotate-key')
      .description(
        'Make a new key-encryption key current and re-wrap every data key under it (values are not touched). ' +
          'With PORTAL_FIELD_KEY: set the new key there and the old one in PORTAL_FIELD_KEY_PREVIOUS, restart, then run this.',
      )
      .option('--batch <n>', 'records re-wrapped per call', '500'),
    ['lcars repo rotate-key', 'lcars repo rotate-key --batch 100 --json'],
  ).action(async (options: { batch: string }, command: Command) => {
    const { client, json } = await commandClient(command);
    const batch = parsePositiveInt(options.batch, '--batch');
    let progress: Awaited<ReturnType<typeof progressReporter>> | undefined;
    const report = await rotateRepoKey(client, batch, async (done, total) => {
      progress ??= await progressReporter(json, 'Re-wrapping data keys', total);
      progress.update(done, 0);
    });
    progress?.finish();
    printResult(
      json,
      report,
      () =>
        `${report.rotated ? `New key ${report.keyId} is current. ` : `Key ${report.keyId} is current. `}` +
        `Re-wrapped ${report.rewrapped} data keys; ${report.remaining} left.`,
    );
  });
}
