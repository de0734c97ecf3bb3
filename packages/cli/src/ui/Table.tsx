import { Box, Text, renderToString } from 'ink';
import { fitWidths, formatRow } from './table.js';

export interface TableProps {
  headers: readonly string[];
  cells: readonly string[][];
  /** Characters a line may take: the terminal's width. */
  width: number;
  /** Said instead of an empty table. */
  empty?: string;
}

/** A table fitted to the width: bold header, the widest columns cut with an ellipsis when space runs out. */
export function Table({ headers, cells, width, empty = 'Nothing to show.' }: TableProps) {
  if (cells.length === 0) return <Text dimColor>{empty}</Text>;
  const widths = fitWidths(headers, cells, width);
  return (
    <Box flexDirection="column">
      <Text bold>{formatRow(headers, widths)}</Text>
      {cells.map((row, i) => (
        <Text key={i}>{formatRow(row, widths)}</Text>
      ))}
    </Box>
  );
}

/**
 * The table as the terminal shows it (colours included). A string, not a live Ink screen: a long table
 * scrolls like any output instead of being redrawn.
 */
export function renderTable(props: TableProps): string {
  return renderToString(<Table {...props} />, { columns: props.width });
}
