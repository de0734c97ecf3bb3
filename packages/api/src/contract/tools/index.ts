// Tools (apps.md Tools, decisions.md Tools): the office password finder's wire vocabulary. A file's
// protection report, and the candidates its owner describes for a password search.
import { z } from 'zod';

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
  spinCount: z.number().int().optional(),
  keyBits: z.number().int().optional(),
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
export const MAX_WORDS = 24;
export const MAX_MASKS = 16;
export const MAX_COMBINED_WORDS = 4;

export const candidateSpecSchema = z.object({
  /** Words and fragments the owner remembers. */
  words: z.array(z.string().min(1).max(64)).max(MAX_WORDS).default([]),
  /** Up to this many different words are put together, in every order. */
  maxWords: z.number().int().min(1).max(MAX_COMBINED_WORDS).default(2),
  /** Put between combined words: one of them in each gap ('' joins them directly). */
  separators: z.array(z.string().max(4)).max(8).default(['']),
  variations: z.array(variationSchema).default([]),
  /** Masks: hashcat's `?u?l?l?l?d?d`, or the easy form `Summer20##` (# a digit). */
  masks: z.array(z.string().min(1).max(64)).max(MAX_MASKS).default([]),
});
export type CandidateSpec = z.output<typeof candidateSpecSchema>;
export type CandidateSpecInput = z.input<typeof candidateSpecSchema>;
