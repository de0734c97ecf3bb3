// How well a page was read: the character error rate, as OCR evaluations measure it (the edits that turn what
// was read into the true text, over the true text's length), with runs of white space counted as one space so
// that line breaks and paragraph gaps do not count as errors. For the accuracy test and the benchmark.

const normalised = (text: string): string => text.split(/\s+/).filter(Boolean).join(' ');

/** Levenshtein distance (insertions, deletions, substitutions), two rows of the table at a time. */
export function editDistance(from: string, to: string): number {
  let previous = Array.from({ length: to.length + 1 }, (_, index) => index);
  let current = new Array<number>(to.length + 1).fill(0);
  for (let i = 1; i <= from.length; i += 1) {
    current[0] = i;
    for (let j = 1; j <= to.length; j += 1) {
      const substitution = previous[j - 1]! + (from[i - 1] === to[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    [previous, current] = [current, previous];
  }
  return previous[to.length]!;
}

/** Edits per character of the true text, 0 (perfect) upwards. */
export function characterErrorRate(read: string, truth: string): number {
  const expected = normalised(truth);
  return editDistance(normalised(read), expected) / Math.max(1, expected.length);
}
