// The search box's query text for each database, the way Recipes does it: a term is cut into words (letters
// and digits only, so nothing of the user's text reaches the query syntax); every word must match, as a
// word or as the start of one ("quarter" finds "Quartermaster") while the user types.
const MAX_WORDS = 12;

export function searchWords(term: string): string[] {
  return (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** An FTS5 MATCH expression, or null when the term has no words. */
export function ftsMatch(term: string): string | null {
  const words = searchWords(term);
  return words.length === 0 ? null : words.map((word) => `"${word}"*`).join(' AND ');
}

/** A to_tsquery('english', ...) text, or null when the term has no words. */
export function tsQuery(term: string): string | null {
  const words = searchWords(term);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/** Marks the snippet functions put around a matching word: control characters no text of ours holds. */
export const HIT_START = '\u0002';
export const HIT_END = '\u0003';

/** A marked snippet as parts, the matches flagged (the portal shows them without parsing any markup). */
export function snippetParts(marked: string | null | undefined): { text: string; hit: boolean }[] {
  if (!marked) return [];
  const parts: { text: string; hit: boolean }[] = [];
  for (const [index, piece] of marked.split(HIT_START).entries()) {
    if (index === 0) {
      if (piece !== '') parts.push({ text: piece.replaceAll(HIT_END, ''), hit: false });
      continue;
    }
    const end = piece.indexOf(HIT_END);
    const hit = end < 0 ? piece : piece.slice(0, end);
    const rest = end < 0 ? '' : piece.slice(end + 1).replaceAll(HIT_END, '');
    if (hit !== '') parts.push({ text: hit, hit: true });
    if (rest !== '') parts.push({ text: rest, hit: false });
  }
  return parts.map((part) => ({ ...part, text: part.text.replace(/\s+/g, ' ') }));
}
