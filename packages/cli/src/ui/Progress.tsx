import { Box, Text, render } from 'ink';

export interface ProgressProps {
  label: string;
  done: number;
  total: number;
  failed: number;
  /** Characters of the whole line. */
  width: number;
}

/** The bar as text: `[#####.....]`, `barWidth` characters between the brackets. */
export function progressBar(done: number, total: number, barWidth: number): string {
  const inner = Math.max(1, barWidth);
  const filled = total === 0 ? inner : Math.min(inner, Math.round((done / total) * inner));
  return `[${'#'.repeat(filled)}${'.'.repeat(inner - filled)}]`;
}

/** One line: label, bar, count and failures, fitted to the width. */
export function Progress({ label, done, total, failed, width }: ProgressProps) {
  const count = ` ${done}/${total}`;
  const failures = failed > 0 ? ` ${failed} failed` : '';
  const shownLabel =
    label.length > width / 3 ? `${label.slice(0, Math.max(0, Math.floor(width / 3) - 1))}…` : label;
  const barWidth = Math.max(1, width - shownLabel.length - 1 - 2 - count.length - failures.length);
  return (
    <Box>
      <Text>{shownLabel} </Text>
      <Text color="cyan">{progressBar(done, total, barWidth)}</Text>
      <Text>{count}</Text>
      {failed > 0 ? <Text color="red">{failures}</Text> : null}
    </Box>
  );
}

export interface ProgressReporter {
  update(done: number, failed: number): void;
  finish(): void;
}

/** Draws a progress line on standard error, redrawn on each update. */
export function showProgress(label: string, total: number): ProgressReporter {
  const width = Math.min(process.stderr.columns || 80, 100);
  const screen = (done: number, failed: number) => (
    <Progress label={label} done={done} total={total} failed={failed} width={width} />
  );
  const instance = render(screen(0, 0), { stdout: process.stderr, patchConsole: false, exitOnCtrlC: false });
  return {
    update: (done, failed) => instance.rerender(screen(done, failed)),
    finish: () => instance.unmount(),
  };
}
