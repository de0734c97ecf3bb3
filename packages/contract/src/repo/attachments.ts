// Attachments of a record (Bitwarden's file attachments): files kept with a record, sealed at rest under the
// record's data key. Their names are sealed too (a name often says what the file is); size, type and date are not.
import { z } from 'zod';
import { int32 } from '../int32.js';

/** Audit event: an attachment opened and downloaded (who, repository, record, attachment; never its name). */
export const REPO_ATTACHMENT_DOWNLOAD_EVENT = 'repo.attachment.download';

export const repoAttachmentSchema = z.object({
  id: int32(),
  recordId: int32(),
  /** The file's name as uploaded (sealed at rest, opened for this list). */
  name: z.string(),
  /** Bytes of the file itself (not of its ciphertext). */
  size: z.number().int(),
  /** The type its first bytes show ('application/octet-stream' when they show none). */
  contentType: z.string(),
  createdDate: z.string(),
  createdById: z.number().int().nullable(),
});
export type RepoAttachment = z.infer<typeof repoAttachmentSchema>;

export const repoAttachmentListSchema = z.object({
  attachments: z.array(repoAttachmentSchema),
  /** Whether the caller may add and delete attachments of this record now (owner or an editing share). */
  canEdit: z.boolean(),
  /** The caller's attachments, all records together, against their total. */
  usedBytes: z.number().int(),
  totalBytes: z.number().int(),
  /** The largest file one attachment may be. */
  maxBytes: z.number().int(),
});
export type RepoAttachmentList = z.infer<typeof repoAttachmentListSchema>;

export const REPO_ATTACHMENT_MESSAGES = {
  confirmDelete: 'delete this attachment',
  deleted: (name: string) => `The attachment '${name}' was deleted.`,
  uploaded: (name: string) => `The attachment '${name}' was added.`,
  /** A ciphertext that fails its integrity check: altered on disk or in the database. */
  tampered:
    'The attachment could not be opened: it fails its integrity check (its stored bytes were altered).',
} as const;
