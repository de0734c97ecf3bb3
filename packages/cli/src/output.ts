/** Writes a command's result: JSON for scripts (--json), lines of text for people. */
export function printResult(json: boolean | undefined, value: unknown, text: () => string): void {
  process.stdout.write(json ? JSON.stringify(value, null, 2) + '\n' : text() + '\n');
}

/** One line on standard error that is not a failure (a warning, a hint), kept off standard output. */
export function note(message: string): void {
  process.stderr.write(`lcars: ${message}\n`);
}

/** A date as the API sends it (ISO) shortened for a table: `2026-11-21 07:10`. */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return iso.replace('T', ' ').slice(0, 16);
}
