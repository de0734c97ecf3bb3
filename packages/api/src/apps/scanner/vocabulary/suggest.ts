// Suggestions of a scan's correspondent and document type, learnt from the owner's own scans only: a
// multinomial naive Bayes classifier over the words of each scan (title, description, recognised text) that has
// one. Trained on each request from a bounded sample (the newest TRAINING_SCANS, the first TEXT_CHARS of each),
// so there is no model to keep in step with edits, and nothing of another user's ever enters it.
import type { Knex } from 'knex';
import type { ScanSuggestions } from '@lcars/contract/scanner';
import { type Db } from '../../../db/knex.js';
import { typed } from '../../../db/typed.js';
import { ownScan } from '../rows.js';
import { KINDS } from './service.js';

type Queryable = Db | Knex.Transaction;

const TRAINING_SCANS = 2_000;
const TEXT_CHARS = 4_000;
const MAX_WORDS = 600;
/** A class needs this many examples before it is suggested. */
const MIN_EXAMPLES = 1;
/** Below this share of the probability the best class is not worth offering. */
const MIN_CONFIDENCE = 0.5;

// Words that say nothing of who wrote a document or what kind it is.
const STOP_WORDS = new Set(
  (
    'the and for you your with from this that are was were has have had not but all any can our out per its ' +
    'der die das und mit von den ist des ein eine auf für les une pour'
  ).split(' '),
);

/** The words of a text, lower case, three letters or more, at most MAX_WORDS (a linear scan of a bounded prefix). */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const match of text
    .slice(0, TEXT_CHARS)
    .toLowerCase()
    .matchAll(/\p{L}{3,30}/gu)) {
    if (!STOP_WORDS.has(match[0])) words.push(match[0]);
    if (words.length >= MAX_WORDS) break;
  }
  return words;
}

interface Example {
  label: number;
  words: string[];
}

/**
 * The most probable label of `words` under multinomial naive Bayes with add-one smoothing, and its share of
 * the probability over every label; null without examples.
 */
export function classify(
  examples: readonly Example[],
  words: readonly string[],
): { label: number; confidence: number } | null {
  if (examples.length === 0 || words.length === 0) return null;
  const labels = new Map<number, { docs: number; total: number; counts: Map<string, number> }>();
  const vocabulary = new Set<string>();
  for (const example of examples) {
    const entry = labels.get(example.label) ?? { docs: 0, total: 0, counts: new Map<string, number>() };
    entry.docs += 1;
    for (const word of example.words) {
      entry.counts.set(word, (entry.counts.get(word) ?? 0) + 1);
      entry.total += 1;
      vocabulary.add(word);
    }
    labels.set(example.label, entry);
  }
  const known = words.filter((word) => vocabulary.has(word));
  if (known.length === 0) return null;
  const scores: { label: number; score: number }[] = [];
  for (const [label, entry] of labels) {
    if (entry.docs < MIN_EXAMPLES) continue;
    let score = Math.log(entry.docs / examples.length);
    for (const word of known) {
      score += Math.log(((entry.counts.get(word) ?? 0) + 1) / (entry.total + vocabulary.size));
    }
    scores.push({ label, score });
  }
  if (scores.length === 0) return null;
  scores.sort((a, b) => b.score - a.score);
  const best = scores[0]!;
  // The best label's share, computed stably from log scores.
  const sum = scores.reduce((total, entry) => total + Math.exp(entry.score - best.score), 0);
  return { label: best.label, confidence: 1 / sum };
}

interface TrainingRow {
  id: number;
  title: string;
  description: string;
  ocr_text: string;
  correspondent_id: number | null;
  document_type_id: number | null;
}

const textOf = (row: { title: string; description: string; ocr_text: string }) =>
  `${row.title}\n${row.description}\n${row.ocr_text.slice(0, TEXT_CHARS)}`;

/** The suggestions for one of the caller's scans (another user's is a 404), from the caller's other scans. */
export async function suggestForScan(
  db: Queryable,
  userId: number,
  scanId: number,
): Promise<ScanSuggestions> {
  const scan = await ownScan(db, userId, scanId);
  const rows = await typed<TrainingRow[]>(
    db('scans')
      .where({ user_id: userId })
      .whereNot('id', scanId)
      .whereRaw('(correspondent_id is not null or document_type_id is not null)')
      .orderBy('modified_at', 'desc')
      .limit(TRAINING_SCANS)
      .select(
        'id',
        'title',
        'description',
        db.raw('substr(ocr_text, 1, ?) as ocr_text', [TEXT_CHARS]),
        'correspondent_id',
        'document_type_id',
      ),
  );
  const words = wordsOf(textOf(scan));
  const examples = rows.map((row) => ({ row, words: wordsOf(textOf(row)) }));
  const suggest = async (
    column: 'correspondent_id' | 'document_type_id',
    table: string,
  ): Promise<ScanSuggestions['correspondent']> => {
    const labelled = examples.flatMap(({ row, words: rowWords }) =>
      row[column] === null ? [] : [{ label: Number(row[column]), words: rowWords }],
    );
    const best = classify(labelled, words);
    if (best === null || best.confidence < MIN_CONFIDENCE) return null;
    const item = await typed<{ id: number; name: string } | undefined>(
      db(table).where({ id: best.label, user_id: userId }).first('id', 'name'),
    );
    return item
      ? { id: Number(item.id), name: item.name, confidence: Math.round(best.confidence * 100) / 100 }
      : null;
  };
  return {
    correspondent: await suggest('correspondent_id', KINDS.correspondent.table),
    documentType: await suggest('document_type_id', KINDS['document-type'].table),
  };
}
