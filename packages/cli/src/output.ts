/** Writes a command's result: JSON for scripts (--json), lines of text for people. */
export function printResult(json: boolean | undefined, value: unknown, text: () => string): void {
  process.stdout.write(json ? JSON.stringify(value, null, 2) + '\n' : text() + '\n');
}
