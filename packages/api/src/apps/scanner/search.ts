// The search box's query text for each database, the way Recipes does it: a term is cut into words (letters
// and digits only, so nothing of the user's text reaches the query syntax); every word must match, as a
// word or as the start of one ("quarter" finds "Quartermaster") while the user types. Words in double quotes
// are a phrase: those words next to each other, in that order, each a whole word.
const MAX_WORDS = 12;
const MAX_TERM_CHARS = 500;

export function searchWords(term: string): string[] {
  return (
    term
      .slice(0, MAX_TERM_CHARS)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, MAX_WORDS);
}

/** A term as its parts: single words (matched as prefixes) and quoted phrases; at most MAX_WORDS words in all. */
export function searchParts(term: string): { words: string[]; phrases: string[][] } {
  const words: string[] = [];
  const phrases: string[][] = [];
  let left = MAX_WORDS;
  // Splitting at quotes: the odd pieces were inside a pair of quotes (an unclosed quote quotes the rest).
  for (const [index, piece] of term.slice(0, MAX_TERM_CHARS).split('"').entries()) {
    const found = searchWords(piece).slice(0, left);
    left -= found.length;
    if (index % 2 === 1 && found.length > 1) phrases.push(found);
    else words.push(...found);
  }
  return { words, phrases };
}

/** An FTS5 MATCH expression, or null when the term has no words. */
export function ftsMatch(term: string): string | null {
  const { words, phrases } = searchParts(term);
  const parts = [...words.map((word) => `"${word}"*`), ...phrases.map((phrase) => `"${phrase.join(' ')}"`)];
  return parts.length === 0 ? null : parts.join(' AND ');
}

/** A to_tsquery('english', ...) text, or null when the term has no words. */
export function tsQuery(term: string): string | null {
  const { words, phrases } = searchParts(term);
  const parts = [
    ...words.map((word) => `${word}:*`),
    ...phrases.map((phrase) => `(${phrase.join(' <-> ')})`),
  ];
  return parts.length === 0 ? null : parts.join(' & ');
}

/** Text folded the way the index folds it: lower case, without diacritics. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Whether a text holds every part of the term (a word as the start of a word, a phrase as whole words in a
 * row), the way the index would find it but without its stemming: which version of a scan matched is told
 * from this, on the page's rows only. Tokenised in one pass, no regular expression over the user's words.
 */
export function textMatches(text: string, term: string): boolean {
  const { words, phrases } = searchParts(fold(term));
  if (words.length === 0 && phrases.length === 0) return false;
  const tokens = fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  const stem = (word: string) => (word.length > 4 ? word.slice(0, word.length - 2) : word);
  for (const word of words) {
    const start = stem(word);
    if (!tokens.some((token) => token.startsWith(start))) return false;
  }
  for (const phrase of phrases) {
    let found = false;
    for (let i = 0; i + phrase.length <= tokens.length && !found; i++) {
      found = phrase.every((word, offset) => tokens[i + offset]?.startsWith(stem(word)) === true);
    }
    if (!found) return false;
  }
  return true;
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
