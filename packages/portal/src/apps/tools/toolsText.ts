// The Tools pages' words: what each kind of protection means, a job's status, outcome and duration, and the
// candidate builder's form turned into the contract's spec. Pure, so that they are tested on their own.
import type { ProgressEvent } from '@lcars/contract';
import {
  MAX_MASK_LENGTH,
  MAX_MASKS,
  MAX_WORD_LENGTH,
  MAX_WORDS,
  type CandidateSpecInput,
  type ProtectionKind,
  type ToolResult,
  type Variation,
} from '@lcars/contract/tools';

/** A kind of protection in a few words (the report's explanation says the rest). */
export const PROTECTION_TITLES: Record<ProtectionKind, string> = {
  none: 'Not protected',
  flags: 'Protection flags (not encryption)',
  agile: 'Encrypted: Office 2010 or later (Agile)',
  standard: 'Encrypted: Office 2007 (Standard)',
  rc4: 'Encrypted: Office 97-2000 (RC4)',
  rc4cryptoapi: 'Encrypted: Office 2002-2003 (RC4 CryptoAPI)',
  xor: 'Obfuscated: old Excel (XOR)',
};

/** A short label of the kind, for tables. */
export const PROTECTION_LABELS: Record<ProtectionKind, string> = {
  none: 'None',
  flags: 'Flags',
  agile: 'Agile',
  standard: 'Standard',
  rc4: 'RC4',
  rc4cryptoapi: 'RC4 CryptoAPI',
  xor: 'XOR',
};

/** What each protection flag does, in plain words. */
export const FLAG_TITLES: Record<string, string> = {
  sheetProtection: 'A sheet is protected against changes',
  workbookProtection: 'The workbook structure is locked (sheets cannot be added, moved or deleted)',
  documentProtection: 'Editing is restricted in Word',
  writeProtection: 'A password is asked before saving changes',
  modifyPassword: 'A password to modify is set',
  readOnlyRecommended: 'The file asks to be opened read-only',
};

/** The variations the owner turns on one by one, each with what it adds. */
export const VARIATION_TEXT: Record<Variation, { title: string; description: string }> = {
  case: { title: 'Case', description: 'each word as written, lower case, Capitalised and UPPER CASE' },
  leetspeak: { title: 'Leetspeak', description: 'letters as digits: a→4, e→3, i→1, o→0, s→5, t→7' },
  digits: { title: 'Digits', description: 'one or two digits at the end (0-9, 00-99)' },
  years: { title: 'Years', description: 'a year at the end, 1950 to 2035' },
  symbols: { title: 'Symbol', description: 'one of ! @ # $ % & * ? . at the very end' },
};

/** The separators offered between combined words ('' joins them directly). */
export const SEPARATOR_CHOICES: { value: string; label: string }[] = [
  { value: '', label: 'nothing (joined)' },
  { value: ' ', label: 'space' },
  { value: '-', label: '-' },
  { value: '_', label: '_' },
  { value: '.', label: '.' },
  { value: '@', label: '@' },
];

/** The builder's form as the page keeps it. */
export interface BuilderForm {
  /** One word or fragment a line. */
  words: string;
  /** One mask a line. */
  masks: string;
  maxWords: number;
  separators: string[];
  variations: Variation[];
  /** The word list chosen (a file id of the user's lists), or none. */
  wordlistId: number | null;
  /** Rules for the word list, one a line (hashcat's language, a subset). */
  rules: string;
}

export const EMPTY_BUILDER: BuilderForm = {
  words: '',
  masks: '',
  maxWords: 2,
  separators: [''],
  variations: [],
  wordlistId: null,
  rules: '',
};

/** Lines of a text area: trimmed of the line break only (a space may be part of a password), blanks dropped. */
function lines(text: string): string[] {
  return [...new Set(text.split(/\r?\n/).filter((line) => line.trim() !== ''))];
}

/** The contract's spec of the form (words and masks one a line, duplicates dropped). */
export function specOf(form: BuilderForm): CandidateSpecInput {
  return {
    words: lines(form.words),
    masks: lines(form.masks),
    maxWords: form.maxWords,
    separators: form.separators.length === 0 ? [''] : form.separators,
    variations: form.variations,
    // The list and its rules only with a list chosen: rules alone change nothing.
    ...(form.wordlistId !== null && { wordlistId: form.wordlistId, rules: form.rules }),
  };
}

/**
 * Why the builder's spec cannot be counted or searched, in words that say the limit and what to do; null when it
 * can. The same limits as the contract's, which the server checks again.
 */
export function specProblem(spec: CandidateSpecInput): string | null {
  const words = spec.words ?? [];
  const masks = spec.masks ?? [];
  if (words.length > MAX_WORDS) {
    return (
      `A search takes at most ${formatCount(String(MAX_WORDS))} words and fragments; these are ` +
      `${formatCount(String(words.length))}. They are what you remember of the password, each tried with ` +
      'the others: keep the ones you are most likely to have used.'
    );
  }
  const longWord = words.findIndex((word) => word.length > MAX_WORD_LENGTH);
  if (longWord >= 0) {
    return `A word or fragment is at most ${MAX_WORD_LENGTH} characters; "${words[longWord]!.slice(0, 20)}…" has ${words[longWord]!.length}.`;
  }
  if (masks.length > MAX_MASKS) {
    return `A search takes at most ${MAX_MASKS} masks; these are ${masks.length}. A mask with more placeholders covers several.`;
  }
  const longMask = masks.findIndex((mask) => mask.length > MAX_MASK_LENGTH);
  if (longMask >= 0) {
    return `A mask is at most ${MAX_MASK_LENGTH} characters; mask ${longMask + 1} has ${masks[longMask]!.length}.`;
  }
  return null;
}

/** A candidate count (text: it may exceed 2^53) with thousands separators. */
export function formatCount(count: string): string {
  return count.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A duration in words: 850 ms, 12 s, 3 min 5 s, 2 h 4 min. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '';
  if (ms < 1000) return `${ms} ms`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

/** Whether the search ended (the server has recorded its outcome). */
export const hasEnded = (result: ToolResult): boolean => result.outcome !== null && result.endedDate !== null;

export const STATUS_TITLES: Record<ToolResult['status'], string> = {
  queued: 'Waiting',
  running: 'Running',
  succeeded: 'Finished',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** The outcome in words, once there is one. */
export function outcomeText(result: ToolResult): string {
  switch (result.outcome) {
    case 'found':
      return 'Password found';
    case 'notFound':
      return 'Not found among the candidates';
    case 'cancelled':
      return 'Cancelled';
    case 'failed':
      return 'Failed';
    default:
      return '';
  }
}

/**
 * The result with the live channel's last Progress event of its job laid over it (percent and text), while the
 * server's answer has not caught up. A `done` event is left to the next load (it has the outcome).
 */
export function withProgress(result: ToolResult, progress: ProgressEvent | undefined): ToolResult {
  if (!progress || hasEnded(result) || progress.jobId !== String(result.id)) return result;
  if (progress.percent < result.percent) return result;
  return {
    ...result,
    status: result.status === 'queued' ? 'running' : result.status,
    percent: Math.round(progress.percent),
    message: progress.message ?? result.message,
  };
}
