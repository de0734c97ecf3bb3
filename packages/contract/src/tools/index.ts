// Tools (docs/decisions.md, "Tools"): the office password finder's wire vocabulary. A file's
// protection report, and the candidates its owner describes for a password search.
import { z } from 'zod';
import { int32, queryId } from '../int32.js';
import { endpoint } from '../endpoint.js';

export * from './manifest.js';

/**
 * The kinds of protection told apart from the file itself:
 * - none: not protected;
 * - flags: an OOXML document (docx, xlsx, pptx) with protection flags only (not encryption);
 * - agile, standard: an OOXML document encrypted with ECMA-376 Agile (Office 2010+) or Standard (Office 2007);
 * - rc4, rc4cryptoapi: a legacy binary document (doc, xls, ppt) with RC4 (Office 97-2000) or RC4 CryptoAPI
 *   (Office 2002-2003, and later Office saving in the 97-2003 formats);
 * - xor: a legacy document with XOR obfuscation (Excel 95-era "encryption").
 */
export const PROTECTION_KINDS = ['none', 'flags', 'agile', 'standard', 'rc4', 'rc4cryptoapi', 'xor'] as const;
export const protectionKindSchema = z.enum(PROTECTION_KINDS);
export type ProtectionKind = z.infer<typeof protectionKindSchema>;

/** The formats a report names; `ooxml` when an encrypted package does not say which application made it. */
export const OFFICE_FORMATS = ['docx', 'xlsx', 'pptx', 'ooxml', 'doc', 'xls', 'ppt', 'unknown'] as const;
export const officeFormatSchema = z.enum(OFFICE_FORMATS);
export type OfficeFormat = z.infer<typeof officeFormatSchema>;

/** Protection flags of an OOXML document, each removable without a password. */
export const PROTECTION_FLAGS = [
  'sheetProtection',
  'workbookProtection',
  'documentProtection',
  'writeProtection',
  'modifyPassword',
  'readOnlyRecommended',
] as const;
export const protectionFlagSchema = z.enum(PROTECTION_FLAGS);
export type ProtectionFlag = z.infer<typeof protectionFlagSchema>;

/** One flag where it was found: the part of the package (`xl/worksheets/sheet1.xml`) and the flag. */
export const flagFindingSchema = z.object({ part: z.string(), flag: protectionFlagSchema });
export type FlagFinding = z.infer<typeof flagFindingSchema>;

export const protectionReportSchema = z.object({
  kind: protectionKindSchema,
  format: officeFormatSchema,
  /** kind flags: each flag found, with its part. */
  flags: z.array(flagFindingSchema),
  /** Encryption details read from the file (cipher, hash, spin count, key size), when encrypted. */
  cipher: z.string().optional(),
  hash: z.string().optional(),
  spinCount: int32().optional(),
  keyBits: int32().optional(),
  /** Whether a password search can open this file. */
  searchable: z.boolean(),
  /** What the kind means, in plain words. */
  explanation: z.string(),
});
export type ProtectionReport = z.infer<typeof protectionReportSchema>;

/** Variations of the words, each turned on by its owner (the candidate count grows with each). */
export const VARIATIONS = ['case', 'leetspeak', 'digits', 'years', 'symbols'] as const;
export const variationSchema = z.enum(VARIATIONS);
export type Variation = z.infer<typeof variationSchema>;

/** At most this many candidates in one search (the page refuses more, saying so). */
export const CANDIDATE_BOUND = 1_000_000_000;
/**
 * Words and fragments a search takes: what its owner remembers, not a word list. The candidate bound is what
 * limits a search's size; this keeps a search's job (which carries them, sealed) and each count small.
 */
export const MAX_WORDS = 1000;
export const MAX_WORD_LENGTH = 64;
export const MAX_MASKS = 16;
export const MAX_MASK_LENGTH = 64;
export const MAX_COMBINED_WORDS = 4;

/** Rules (a subset of hashcat's rule language) applied to a word list: one a line. */
export const MAX_RULES = 1000;
export const MAX_RULE_LENGTH = 255;
export const MAX_RULE_FUNCTIONS = 31;
/** The rules text a search takes (1,000 rules of a few functions each). */
export const MAX_RULES_TEXT = 64 * 1024;

/**
 * Word lists: a text file of one word a line (UTF-8), stored until its owner removes it, for any number of
 * searches one after another. Bounded while it streams in: its size, its lines and each line's length.
 */
export const WORDLIST_MAX_BYTES = 20 * 1024 * 1024;
export const WORDLIST_MAX_WORDS = 2_000_000;
export const WORDLIST_MAX_LINE_BYTES = 256;
export const WORDLISTS_PER_USER = 10;

export const candidateSpecSchema = z.object({
  /** Words and fragments the owner remembers. */
  words: z
    .array(
      z.string().min(1).max(MAX_WORD_LENGTH, `A word or fragment is at most ${MAX_WORD_LENGTH} characters.`),
    )
    .max(MAX_WORDS, `A search takes at most ${MAX_WORDS.toLocaleString('en')} words and fragments.`)
    .default([]),
  /** Up to this many different words are put together, in every order. */
  maxWords: int32().min(1).max(MAX_COMBINED_WORDS).default(2),
  /** Put between combined words: one of them in each gap ('' joins them directly). */
  separators: z.array(z.string().max(4)).max(8).default(['']),
  variations: z.array(variationSchema).default([]),
  /** Masks: hashcat's `?u?l?l?l?d?d`, or the easy form `Summer20##` (# a digit). */
  masks: z
    .array(z.string().min(1).max(MAX_MASK_LENGTH, `A mask is at most ${MAX_MASK_LENGTH} characters.`))
    .max(MAX_MASKS, `A search takes at most ${MAX_MASKS} masks.`)
    .default([]),
  /** One of the owner's word lists (its file id), each of its words put through each rule. */
  wordlistId: int32().nullable().default(null),
  /** Rules for the word list, one a line (hashcat's language, a subset); none is the words as they are. */
  rules: z
    .string()
    .max(MAX_RULES_TEXT, `The rules are at most ${MAX_RULES_TEXT.toLocaleString('en')} characters.`)
    .default(''),
});
export type CandidateSpec = z.output<typeof candidateSpecSchema>;
export type CandidateSpecInput = z.input<typeof candidateSpecSchema>;

// ---- Calls ----

/**
 * Uploads: at most this size (an Office file a person writes). Kept for further searches until their owner
 * removes them or a search finds the password, and deleted a day after the upload at the latest.
 */
export const OFFICE_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
export const OFFICE_UPLOAD_KEEP_HOURS = 24;

/** The answer to an upload (and to a look at a kept one): the stored file's id and what protects it. */
export const officeUploadSchema = z.object({
  fileId: int32(),
  name: z.string(),
  size: int32(),
  report: protectionReportSchema,
  /** When the file is deleted unless its owner removes it sooner (a day after the upload). */
  keptUntil: z.string(),
  /** The search running on it, if one is: a second cannot start until it ends. */
  searchId: int32().nullable(),
});
export type OfficeUpload = z.infer<typeof officeUploadSchema>;

/** The candidate count of a spec (text: it may exceed 2^53), and whether a search may run it. */
export const candidateCountSchema = z.object({
  count: z.string(),
  allowed: z.boolean(),
  /** Why not, when not allowed (above the bound, or a bad mask). */
  message: z.string().optional(),
});
export type CandidateCount = z.infer<typeof candidateCountSchema>;

/** A word list of the caller's, as listed. */
export const wordlistSchema = z.object({
  fileId: int32(),
  name: z.string(),
  size: int32(),
  /** Its words: non-empty lines. */
  words: int32(),
  createdDate: z.string(),
});
export type Wordlist = z.infer<typeof wordlistSchema>;
export const wordlistListSchema = z.object({ records: z.array(wordlistSchema) });

export const SEARCH_OUTCOMES = ['found', 'notFound', 'cancelled', 'failed'] as const;
export const searchOutcomeSchema = z.enum(SEARCH_OUTCOMES);
export type SearchOutcome = z.infer<typeof searchOutcomeSchema>;

/** One of the user's tool jobs, as the results pages show it. */
export const toolResultSchema = z.object({
  /** The job's id. */
  id: int32(),
  fileName: z.string(),
  protection: protectionKindSchema,
  status: z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']),
  percent: int32().min(0).max(100),
  /** The last progress text (tried, per second, time left). */
  message: z.string().nullable(),
  total: int32(),
  tried: int32().nullable(),
  outcome: searchOutcomeSchema.nullable(),
  /** The password, on the one read that shows it; null before and after. */
  password: z.string().nullable(),
  /** Whether the password was shown already (it is not kept after that). */
  passwordShown: z.boolean(),
  /** Whether the decrypted copy can still be downloaded (once). */
  copyAvailable: z.boolean(),
  createdDate: z.string(),
  endedDate: z.string().nullable(),
  durationMs: int32().nullable(),
  /** Candidates tried so far (a running or stopped search: what it will not try again when resumed). */
  position: int32().nullable(),
  /** A stopped search can go on from its position (its file kept and free, what it searched still there). */
  resumable: z.boolean(),
  /** The search this one went on from, and the one that went on from this one. */
  resumedFrom: int32().nullable(),
  resumedAs: int32().nullable(),
  /** The upload this search read, while it is kept and no search runs on it: another search can start. */
  keptFile: z.object({ fileId: int32(), keptUntil: z.string() }).nullable(),
});
export type ToolResult = z.infer<typeof toolResultSchema>;

export const toolResultListSchema = z.object({ records: z.array(toolResultSchema) });

/** The path parameters of the calls on one upload and on one search. */
const fileParams = z.object({ fileId: queryId() });
const idParams = z.object({ id: queryId() });

export const uploadOfficeFile = endpoint({
  method: 'POST',
  path: '/tools/op/upload',
  response: officeUploadSchema,
  summary:
    'Upload an Office file of the caller\'s own (multipart "file", or the raw body with ?name=; ?confirm=true ' +
    'confirms it is theirs); answers its id and protection report',
});

export const getOfficeUpload = endpoint({
  method: 'GET',
  path: '/tools/op/:fileId',
  params: fileParams,
  response: officeUploadSchema,
  summary: "One of the caller's kept uploads and its protection report, to search it again",
});

export const deleteOfficeUpload = endpoint({
  method: 'DELETE',
  path: '/tools/op/:fileId',
  params: fileParams,
  response: z.object({ fileId: int32(), deleted: z.boolean() }),
  summary: "Delete one of the caller's uploads now (not while a search runs on it)",
});

export const unprotectOfficeFile = endpoint({
  method: 'POST',
  path: '/tools/op/:fileId/unprotect',
  params: fileParams,
  summary:
    'The unprotected copy of an uploaded file with protection flags (the flags removed, nothing else changed)',
});

export const uploadWordlist = endpoint({
  method: 'POST',
  path: '/tools/wordlists',
  response: wordlistSchema,
  summary:
    'Upload a word list: a UTF-8 text file, one word a line (multipart "file", or the raw body with ?name=); ' +
    'refused while it streams past its size, line count or line length',
});

export const listWordlists = endpoint({
  method: 'GET',
  path: '/tools/wordlists',
  response: wordlistListSchema,
  summary: "The caller's word lists",
});

export const deleteWordlist = endpoint({
  method: 'DELETE',
  path: '/tools/wordlists/:fileId',
  params: fileParams,
  response: z.object({ fileId: int32(), deleted: z.boolean() }),
  summary: "Delete one of the caller's word lists",
});

export const countOfficeCandidates = endpoint({
  method: 'POST',
  path: '/tools/op/count',
  request: candidateSpecSchema,
  response: candidateCountSchema,
  summary: 'The exact number of candidates a spec makes, and whether a search may run it',
});

export const startOfficeSearch = endpoint({
  method: 'POST',
  path: '/tools/op/:fileId/search',
  params: fileParams,
  request: candidateSpecSchema,
  response: toolResultSchema,
  summary: 'Start a password search of an uploaded encrypted file, as a background job; answers the job',
});

export const resumeToolResult = endpoint({
  method: 'POST',
  path: '/tools/data/results/:id/resume',
  params: idParams,
  response: toolResultSchema,
  summary:
    'Resume a stopped search from its position, as a new search of the same candidates; answers the new one',
});

export const listToolResults = endpoint({
  method: 'GET',
  path: '/tools/data/results',
  response: toolResultListSchema,
  summary: "The caller's tool jobs, newest first",
});

export const getToolResult = endpoint({
  method: 'GET',
  path: '/tools/data/results/:id',
  params: idParams,
  response: toolResultSchema,
  summary:
    "One of the caller's tool jobs; a found password is in the first answer after the search, then never again",
});

export const getToolResultFile = endpoint({
  method: 'GET',
  path: '/tools/data/results/:id/file',
  params: idParams,
  summary: 'The decrypted copy, once: it is deleted after this download',
});

export const cancelToolResult = endpoint({
  method: 'POST',
  path: '/tools/data/results/:id/cancel',
  params: idParams,
  response: toolResultSchema,
  summary: 'Cancel a queued or running search',
});
