// Parts of a search's numbering still to try, as [start, end) ranges: split among threads, and what is left
// of them once each thread tried some from its front (a stopped search's position, to resume from).

export interface Range {
  start: number;
  end: number;
}

export const sizeOf = (ranges: readonly Range[]): number => ranges.reduce((n, r) => n + r.end - r.start, 0);

/** The ranges cut into `parts` lists of nearly equal size, in order, covering them exactly (none empty). */
export function splitRanges(ranges: readonly Range[], parts: number): Range[][] {
  const total = sizeOf(ranges);
  const n = Math.max(1, Math.min(parts, total));
  const lists: Range[][] = [];
  let index = 0;
  let at = ranges[0]?.start ?? 0;
  for (let i = 0; i < n; i++) {
    let want = Math.floor((total * (i + 1)) / n) - Math.floor((total * i) / n);
    const list: Range[] = [];
    while (want > 0 && index < ranges.length) {
      const range = ranges[index]!;
      const take = Math.min(want, range.end - at);
      if (take > 0) list.push({ start: at, end: at + take });
      want -= take;
      at += take;
      if (at >= range.end) {
        index++;
        at = ranges[index]?.start ?? 0;
      }
    }
    if (list.length > 0) lists.push(list);
  }
  return lists;
}

/** What is left of the ranges once `tried` candidates from their front were tried. */
export function remainingAfter(ranges: readonly Range[], tried: number): Range[] {
  const left: Range[] = [];
  for (const range of ranges) {
    const skip = Math.min(tried, range.end - range.start);
    tried -= skip;
    if (range.start + skip < range.end) left.push({ start: range.start + skip, end: range.end });
  }
  return left;
}

/** Adjacent ranges joined (a checkpoint kept small). */
export function joinRanges(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const joined: Range[] = [];
  for (const range of sorted) {
    const last = joined.at(-1);
    if (last && last.end === range.start) last.end = range.end;
    else joined.push({ ...range });
  }
  return joined;
}

/** A checkpoint as read back: ranges within [0, total), or undefined when it is not one. */
export function validRanges(value: unknown, total: number): Range[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const ranges: Range[] = [];
  for (const item of value as unknown[]) {
    const { start, end } = (item ?? {}) as Partial<Range>;
    if (!Number.isInteger(start) || !Number.isInteger(end)) return undefined;
    if (start! < 0 || end! > total || start! >= end!) return undefined;
    ranges.push({ start: start!, end: end! });
  }
  return ranges;
}
