// The legacy fighter import (fighter/legacy): a file of the older Boxing format (docs/user-guide.md, "Legacy
// fighter files"), previewed row by row and imported, valid rows only, on confirmation.
import { z } from 'zod';
import { int32 } from '../int32.js';
import { fighterSaveSchema } from './entities.js';

/** Largest legacy file accepted, in characters (about 2,000 rows). */
export const LEGACY_MAX_CHARS = 400_000;
export const LEGACY_MAX_ROWS = 2_000;

export const legacyFileSchema = z.object({
  format: z.enum(['csv', 'json'], 'Format is csv or json.'),
  content: z
    .string()
    .min(1, 'The file is empty.')
    .max(LEGACY_MAX_CHARS, `The file is larger than ${LEGACY_MAX_CHARS.toLocaleString('en')} characters.`),
});
export type LegacyFile = z.input<typeof legacyFileSchema>;

export const legacyRowSchema = z.object({
  /** The row's number in the file: 1 is the first fighter (after a CSV's header line). */
  row: int32().min(1),
  /** The row's name as written, for the preview even when the row is invalid. */
  name: z.string(),
  /** The fighter the row becomes, when it is valid. */
  fighter: fighterSaveSchema.nullable(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  /** Same name and weight class as a fighter already kept, or as an earlier row of the file. */
  duplicate: z.enum(['existing', 'file']).nullable(),
});
export type LegacyRow = z.infer<typeof legacyRowSchema>;

export const legacyPreviewSchema = z.object({
  rows: z.array(legacyRowSchema),
  total: int32(),
  valid: int32(),
  invalid: int32(),
  duplicates: int32(),
});
export type LegacyPreview = z.infer<typeof legacyPreviewSchema>;

export const legacyImportResultSchema = z.object({
  imported: int32(),
  skipped: int32(),
  ids: z.array(int32()),
});
export type LegacyImportResult = z.infer<typeof legacyImportResultSchema>;
