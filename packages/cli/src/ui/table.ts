/** Plain-text tables: column widths that fit a terminal, or natural widths for scripts and pipes. */

export interface Column<T> {
  header: string;
  value: (row: T) => string;
}

const GAP = 2;
const MIN_WIDTH = 3;

/** Column widths: natural when they fit in `width`, else the widest columns shrink first (never below 3). */
export function fitWidths(
  headers: readonly string[],
  cells: readonly string[][],
  width = Infinity,
): number[] {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...cells.map((row) => (row[i] ?? '').length)),
  );
  const total = () => widths.reduce((sum, w) => sum + w, 0) + GAP * Math.max(0, widths.length - 1);
  while (total() > width) {
    let widest = -1;
    for (let i = 0; i < widths.length; i++) {
      if (widths[i]! > MIN_WIDTH && (widest < 0 || widths[i]! > widths[widest]!)) widest = i;
    }
    if (widest < 0) break; // every column is as narrow as it may be
    widths[widest]! -= 1;
  }
  return widths;
}

/** Cuts text to `width` characters, marking the cut with an ellipsis. */
export function truncate(text: string, width: number): string {
  if (text.length <= width) return text;
  return width <= 1 ? text.slice(0, width) : `${text.slice(0, width - 1)}…`;
}

/** One line of cells padded to their widths (the last column is not padded, so lines carry no trailing spaces). */
export function formatRow(cells: readonly string[], widths: readonly number[]): string {
  return cells
    .map((cell, i) => {
      const text = truncate(cell.replace(/\s*\n\s*/g, ' '), widths[i]!);
      return i === cells.length - 1 ? text : text.padEnd(widths[i]!);
    })
    .join(' '.repeat(GAP))
    .trimEnd();
}

/** The cells of a table as strings: the header row first. */
export function tableCells<T>(
  columns: readonly Column<T>[],
  rows: readonly T[],
): { headers: string[]; cells: string[][] } {
  return {
    headers: columns.map((c) => c.header),
    cells: rows.map((row) => columns.map((c) => c.value(row))),
  };
}

/** The table as lines of text; `width` limits each line (terminals), Infinity keeps every character (pipes). */
export function formatTable(
  headers: readonly string[],
  cells: readonly string[][],
  width = Infinity,
): string[] {
  const widths = fitWidths(headers, cells, width);
  return [formatRow(headers, widths), ...cells.map((row) => formatRow(row, widths))];
}
