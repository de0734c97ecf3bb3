// What commands call to show results. Ink (and React) load only when a person is at a terminal: scripts
// start faster and get plain text.
import type { ProgressReporter } from './Progress.js';
import { fitWidths, formatRow, tableCells, type Column } from './table.js';
import { isRich, terminalWidth } from './terminal.js';

export type { Column } from './table.js';
export type { ProgressReporter } from './Progress.js';

/** On a terminal both streams must be one: the spinner and progress draw on stderr, results go to stdout. */
const richBoth = (json: boolean | undefined): boolean => isRich(json) && isRich(json, process.stderr);

/**
 * Prints rows as a table: an Ink table fitted to a terminal, aligned plain text for a pipe, or `jsonValue`
 * with --json.
 */
export async function printTable<T>(
  json: boolean | undefined,
  columns: readonly Column<T>[],
  rows: readonly T[],
  jsonValue: unknown,
  empty = 'Nothing to show.',
): Promise<void> {
  if (json) {
    process.stdout.write(JSON.stringify(jsonValue, null, 2) + '\n');
    return;
  }
  const { headers, cells } = tableCells(columns, rows);
  if (isRich(json)) {
    const { renderTable } = await import('./Table.js');
    process.stdout.write(renderTable({ headers, cells, width: terminalWidth(), empty }) + '\n');
    return;
  }
  if (rows.length === 0) {
    process.stdout.write(`${empty}\n`);
    return;
  }
  const widths = fitWidths(headers, cells);
  process.stdout.write([headers, ...cells].map((row) => formatRow(row, widths)).join('\n') + '\n');
}

/** Shows a spinner on standard error while `work` runs (terminals only). */
export async function withSpinner<T>(
  json: boolean | undefined,
  label: string,
  work: () => Promise<T>,
): Promise<T> {
  if (!richBoth(json)) return work();
  const { showSpinner } = await import('./Spinner.js');
  const hide = showSpinner(label);
  try {
    return await work();
  } finally {
    hide();
  }
}

/** A progress bar on standard error for a person at a terminal; nothing for scripts. */
export async function progressReporter(
  json: boolean | undefined,
  label: string,
  total: number,
): Promise<ProgressReporter> {
  if (!richBoth(json)) return { update() {}, finish() {} };
  const { showProgress } = await import('./Progress.js');
  return showProgress(label, total);
}
