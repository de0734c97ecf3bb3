/**
 * Whether to draw Ink screens: only for a person at a terminal. Scripts (a pipe, a file, --json) get plain
 * text and nothing that moves. LCARS_NO_TTY=1 forces plain text even on a terminal.
 */
export function isRich(json: boolean | undefined, stream: NodeJS.WriteStream = process.stdout): boolean {
  return !json && Boolean(stream.isTTY) && !process.env.LCARS_NO_TTY && process.env.TERM !== 'dumb';
}

/** Width to fit a table in: the terminal's columns, or 80. */
export function terminalWidth(stream: NodeJS.WriteStream = process.stdout): number {
  return stream.columns || 80;
}
