import type { Command } from 'commander';

/** Adds an "Examples:" block to a command's --help. */
export function examples(command: Command, lines: readonly string[]): Command {
  return command.addHelpText('after', `\nExamples:\n${lines.map((line) => `  $ ${line}`).join('\n')}`);
}

/** Collects a repeatable option's values (`--role a --role b`). */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}
