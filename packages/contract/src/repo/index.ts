// @lcars/contract/repo: the secure repository's wire vocabulary, its zod
// schemas and endpoint descriptors, shared by the API's routes, the portal's apps/repo/api.ts and the CLI.
import { z } from 'zod';
import { INT32_MAX, int32, queryId } from '../int32.js';
import { endpoint } from '../endpoint.js';
import { REPO_MAX_LENGTH, REPO_MAX_PRECISION, RepoDataType } from './values.js';
import { repoAttachmentListSchema, repoAttachmentSchema } from './attachments.js';

export * from './manifest.js';

export * from './values.js';

export * from './totp.js';

export * from './moving.js';

export * from './attachments.js';

/** A sensitive value as every list shows it. */
export const MASKED_VALUE = '****';
/** A new repo's title, and a new field's. */
export const NEW_REPO_TITLE = 'New Repo';
export const NEW_FIELD_TITLE = 'New Field';
/** Reveals (and copies) a user may make in one window; more answer 429 with Retry-After. */
export const REPO_REVEAL_LIMIT = { count: 60, windowSeconds: 60 } as const;
/** Fields a repository may have. */
export const REPO_MAX_FIELDS = 100;

/** Audit events of the repository: who revealed or copied which value, never the value. */
export const RepoAuditEvent = {
  Reveal: 'repo.reveal',
  Copy: 'repo.copy',
  OpenFailed: 'repo.reveal.failed',
  /** The current code of a TOTP field shown, or copied (the secret itself stays on the server). */
  TotpCode: 'repo.totp',
  TotpCopy: 'repo.totp.copy',
  /** A health report opened a repository's password values in memory to compare them. */
  Health: 'repo.health',
  /** A whole repository exported with its secrets (encrypted or, confirmed twice, in clear). */
  Export: 'repo.export',
} as const;

export const REPO_MESSAGES = {
  noSelection: 'There was no repo selected for edit. Nothing to save.',
  invalid: 'Fix the indicated issues before saving.',
  deleted: (title: string) => `Repository '${title}' was successfully deleted.`,
  saved: (title: string) => `Successfully saved secure repository ${title}`,
  copied: 'The value was copied to the clipboard',
  confirmDelete: 'delete this repo',
  /** The owner un-shared (or deleted) the repository while its page was open. */
  noLongerShared: 'This repository is no longer shared with you.',
} as const;

const id = int32().min(1).max(2_147_483_647);
const text = (max: number) => z.string().max(max).optional().default('');

export const repoFieldSaveSchema = z.object({
  /** Existing fields keep their id; new ones arrive with a negative temporary id. */
  id: z
    .number()
    .int()
    .min(-2_147_483_648)
    .max(2_147_483_647)
    .refine((value) => value !== 0, { message: 'A new field has a negative temporary id.' }),
  title: z.string().trim().min(1, 'Title is required.').max(100),
  description: text(500),
  dataTypeId: int32().min(1).max(12).optional().default(RepoDataType.Nvarchar),
  order: int32().min(0).max(10_000).optional().default(0),
  maxCharacterLength: z
    .number()
    .int()
    .min(1)
    .max(REPO_MAX_LENGTH)
    .nullish()
    .transform((value) => value ?? null),
  numericPrecision: z
    .number()
    .int()
    .min(1)
    .max(REPO_MAX_PRECISION)
    .nullish()
    .transform((value) => value ?? null),
  alwaysEdit: z.boolean().optional().default(false),
  isSensitiveInformationField: z.boolean().optional().default(false),
});
export type RepoFieldSave = z.input<typeof repoFieldSaveSchema>;

export const repoSaveSchema = z.object({
  id: int32().min(0).optional().default(0),
  title: z.string().trim().min(1, 'Title is required.').max(200),
  description: text(2000),
  repoEnabled: z.boolean().optional().default(true),
  repoFields: z
    .array(repoFieldSaveSchema)
    .max(100)
    .optional()
    .default([])
    .refine((fields) => new Set(fields.map((field) => field.id)).size === fields.length, {
      message: 'Field ids must be unique.',
    }),
  sharedUsers: z.array(id).max(500).optional().default([]),
  /** Secrets are shared read-only unless the owner says otherwise. */
  shareUsersCanEdit: z.boolean().optional().default(false),
  shareUsersCanEditUsers: z.boolean().optional().default(false),
});
export type RepoSave = z.input<typeof repoSaveSchema>;

export const repoEntriesQuerySchema = z.object({
  /** Text searched in the non-sensitive values. */
  filterBy: z
    .string()
    .max(200)
    .nullish()
    .transform((value) => value?.trim() ?? ''),
  itemsPerPage: int32().min(1).max(500).optional().default(50),
  page: int32().min(1).max(1_000_000).optional().default(1),
  /** The page after another (keyset paging): the nextCursor of the page before, as it came. */
  after: z.string().max(400, 'After is a cursor from nextCursor.').optional(),
});
/**
 * The most records a page counts (docs/decisions.md, "Recipes and the repository: keyset pages and capped
 * counts"): past it the total is this number and totalIsEstimate is true; pages past it follow the cursor.
 */
export const REPO_LIST_CAP = 1000;
export type RepoEntriesQuery = z.input<typeof repoEntriesQuerySchema>;

export const repoRevealSchema = z.object({
  fieldId: id,
  /** Why the value is fetched: shown, or copied to the clipboard; each is audited as such. */
  purpose: z.enum(['reveal', 'copy']).optional().default('reveal'),
});
export type RepoReveal = z.input<typeof repoRevealSchema>;

export const repoTotpSchema = z.object({
  fieldId: id,
  /** Shown in the list, or copied to the clipboard; each is audited as such. */
  purpose: z.enum(['show', 'copy']).optional().default('show'),
});
export type RepoTotpRequest = z.input<typeof repoTotpSchema>;

export const repoTotpCodeSchema = z.object({
  recId: int32(),
  fieldId: int32(),
  /** The current code ('' when the record has no secret in that field). */
  code: z.string(),
  digits: int32(),
  /** Seconds a code lasts, and seconds the current one has left (at the server's clock). */
  period: int32(),
  remaining: int32(),
});
export type RepoTotpCode = z.infer<typeof repoTotpCodeSchema>;

/** Records a search across repositories answers at most. */
export const REPO_SEARCH_LIMIT = 50;

export const repoSearchSchema = z.object({
  /** Text searched in the titles and descriptions of repositories and in plain values, never in a sensitive one. */
  q: z.string().trim().min(2, 'Q needs at least 2 characters.').max(200, 'Q is at most 200 characters long.'),
  limit: int32().min(1).max(REPO_SEARCH_LIMIT).optional().default(REPO_SEARCH_LIMIT),
});
export type RepoSearchRequest = z.input<typeof repoSearchSchema>;

export const repoSearchResultSchema = z.object({
  /** Repositories whose title or description holds the text. */
  repos: z.array(z.object({ id: int32(), title: z.string(), description: z.string() })),
  /** Records with a plain value that holds the text, with their plain values (sensitive ones are left out). */
  records: z.array(
    z.object({
      repoId: int32(),
      repoTitle: z.string(),
      recordId: int32(),
      values: z.array(
        z.object({ fieldId: int32(), fieldTitle: z.string(), value: z.string(), matched: z.boolean() }),
      ),
    }),
  ),
  /** More records hold the text than the limit: a longer text narrows them. */
  more: z.boolean(),
});
export type RepoSearchResult = z.infer<typeof repoSearchResultSchema>;

/** Sensitive values a health report opens at most in one call (past it the report says it is partial). */
export const REPO_HEALTH_LIMIT = 5000;

export const repoHealthSchema = z.object({
  /** Values checked (opened in memory on the server, never stored or sent). */
  checked: int32(),
  /** More password values than REPO_HEALTH_LIMIT: the report covers the first ones. */
  partial: z.boolean(),
  /** The password values with a problem; never the value itself. */
  items: z.array(
    z.object({
      repoId: int32(),
      repoTitle: z.string(),
      recordId: int32(),
      fieldId: int32(),
      fieldTitle: z.string(),
      /** The record's first plain value (its site or title), so the user knows which it is. */
      label: z.string(),
      /** How many other places hold the same value (0: not reused). */
      reusedWith: int32(),
      /** Why the value is weak, or null. */
      weak: z.string().nullable(),
    }),
  ),
});
export type RepoHealth = z.infer<typeof repoHealthSchema>;

export const repoValueUpdateSchema = z.object({
  /** The record: 0 creates it with this first value. */
  id: int32().min(0).max(2_147_483_647),
  repoId: id,
  recValue: z.object({
    fieldId: id,
    secValue: z.string().max(REPO_MAX_LENGTH * 4),
  }),
});
export type RepoValueUpdate = z.input<typeof repoValueUpdateSchema>;

export const repoAuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(500).optional().default(50),
});

export const repoRewrapSchema = z.object({
  /** Records re-wrapped by this call at most. */
  limit: int32().min(1).max(10_000).optional().default(500),
});

// The answers, as the API sends them (the API's answer tests parse them strictly against these).
const date = z.string();
const userRef = int32().nullable();

export const repoFieldSchema = z.object({
  id: int32(),
  repoId: int32(),
  title: z.string(),
  description: z.string(),
  dataTypeId: int32(),
  dataType: z.string(),
  order: int32(),
  maxCharacterLength: int32().nullable(),
  numericPrecision: int32().nullable(),
  alwaysEdit: z.boolean(),
  isSensitiveInformationField: z.boolean(),
  isUserDefined: z.boolean(),
});
export type RepoField = z.infer<typeof repoFieldSchema>;

export const repoSchema = z.object({
  id: int32(),
  title: z.string(),
  description: z.string(),
  repoEnabled: z.boolean(),
  repoFields: z.array(repoFieldSchema),
  sharedUsers: z.array(int32()),
  shareUsersCanEdit: z.boolean(),
  shareUsersCanEditUsers: z.boolean(),
  createdDate: date,
  createdById: userRef,
  modifiedDate: date,
  modifiedById: userRef,
  /** Number of records. */
  recs: int32(),
  /** What the signed-in user may do with it. */
  isOwner: z.boolean(),
  canEdit: z.boolean(),
  canEditUsers: z.boolean(),
});
export type Repo = z.infer<typeof repoSchema>;

export const repoRecordValueSchema = z.object({
  id: int32(),
  recId: int32(),
  fieldId: int32(),
  /** The value as text; a sensitive field's value is always MASKED_VALUE here (or '' when empty). */
  secValue: z.string(),
});
export type RepoRecordValue = z.infer<typeof repoRecordValueSchema>;

export const repoRecordSchema = z.object({
  id: int32(),
  repoId: int32(),
  recTypeId: int32().nullable(),
  recValues: z.array(repoRecordValueSchema),
  createdDate: date,
  createdById: userRef,
  modifiedDate: date,
  modifiedById: userRef,
});
export type RepoRecord = z.infer<typeof repoRecordSchema>;

export const repoEntriesPageSchema = z.object({
  page: int32(),
  itemsPerPage: int32(),
  total: int32(),
  /** True when there are more records than REPO_LIST_CAP: total is then the cap ("more than 1,000"). */
  totalIsEstimate: z.boolean().optional(),
  /** The cursor of the next page (send it as `after`), null on the last page. */
  nextCursor: z.string().nullable().optional(),
  records: z.array(repoRecordSchema),
});
export type RepoEntriesPage = z.infer<typeof repoEntriesPageSchema>;

const lookupList = z.object({ records: z.array(z.object({ id: int32(), title: z.string() })) });
export const repoLookupsSchema = z.object({
  lists: z.object({ users: lookupList, datatypes: lookupList }),
});
export type RepoLookups = z.infer<typeof repoLookupsSchema>;

export const repoRevealedSchema = z.object({
  recId: int32(),
  fieldId: int32(),
  secValue: z.string(),
});
export type RepoRevealed = z.infer<typeof repoRevealedSchema>;

export const repoAuditEntrySchema = z.object({
  id: int32(),
  event: z.string(),
  userId: userRef,
  userName: z.string(),
  recordId: int32().nullable(),
  fieldId: int32().nullable(),
  createdDate: date,
});
export type RepoAuditEntry = z.infer<typeof repoAuditEntrySchema>;

export const repoAuditPageSchema = z.object({
  total: int32(),
  page: int32(),
  itemsPerPage: int32(),
  records: z.array(repoAuditEntrySchema),
});
export type RepoAuditPage = z.infer<typeof repoAuditPageSchema>;

export const repoKeyStatusSchema = z.object({
  /** Fingerprint of the current key-encryption key (never the key). */
  keyId: z.string(),
  /** Where the key comes from: the environment or the 0600 key file. */
  source: z.enum(['environment', 'file']),
  total: z.number().int(),
  /** Records whose data key is still wrapped by another key. */
  remaining: z.number().int(),
});
export type RepoKeyStatus = z.infer<typeof repoKeyStatusSchema>;

export const repoRewrapResultSchema = repoKeyStatusSchema.extend({ rewrapped: z.number().int() });
export type RepoRewrapResult = z.infer<typeof repoRewrapResultSchema>;

/** The repository's result wrapper of a change: success and what changed (a save and a delete say a message). */
export interface RepoResult<T> {
  success: boolean;
  message?: string;
  result: T;
}
function repoResultSchema<T extends z.ZodType>(result: T) {
  return z.object({ success: z.boolean(), result });
}
function repoMessageResultSchema<T extends z.ZodType>(result: T) {
  return z.object({ success: z.boolean(), message: z.string(), result });
}
const deletedSchema = z.object({ id: int32() });

/** The path's ids as numbers: a repository's from 1, a record's from 0 (0: the record a value creates). */
const idParams = z.object({ id: queryId() });
const entryId = z.coerce.number().int().min(0).max(INT32_MAX);
const entryParams = idParams.extend({ entryId });
const updateParams = z.object({ repoId: queryId(), entryId });

export const listRepos = endpoint({
  method: 'GET',
  path: '/tools/repo/list',
  response: z.array(repoSchema),
  summary: 'The repositories the user owns or that are shared with them',
});
export const repoLookups = endpoint({
  method: 'GET',
  path: '/tools/repo/md',
  response: repoLookupsSchema,
  summary: 'The repo form lists: users and data types',
});
export const searchRepos = endpoint({
  method: 'POST',
  path: '/tools/repo/search',
  request: repoSearchSchema,
  response: repoSearchResultSchema,
  summary:
    'Searches every repository the user may read now: titles, descriptions and plain values (POST: the text stays out of logged addresses)',
});
export const repoHealth = endpoint({
  method: 'GET',
  path: '/tools/repo/health',
  response: repoHealthSchema,
  summary:
    "Reused and weak passwords across the user's own repositories, computed in memory (audited, rate-limited)",
});
export const getRepo = endpoint({
  method: 'GET',
  path: '/tools/repo/:id',
  params: idParams,
  response: repoSchema,
  summary: 'One repository',
});
export const saveRepo = endpoint({
  method: 'POST',
  path: '/tools/repo',
  request: repoSaveSchema,
  response: repoMessageResultSchema(repoSchema),
  summary: 'Creates (id 0) or updates a repository with its fields, in one transaction',
});
export const deleteRepo = endpoint({
  method: 'DELETE',
  path: '/tools/repo/:id',
  params: idParams,
  response: repoMessageResultSchema(deletedSchema),
  summary: 'Deletes a repository and its records (owner only)',
});
export const repoEntries = endpoint({
  method: 'POST',
  path: '/tools/repo/:id/entries',
  params: idParams,
  request: repoEntriesQuerySchema,
  response: repoResultSchema(repoEntriesPageSchema),
  summary: 'A page of records; sensitive values masked',
});
export const revealValue = endpoint({
  method: 'POST',
  path: '/tools/repo/:id/entry/:entryId',
  params: entryParams,
  request: repoRevealSchema,
  response: repoResultSchema(repoRevealedSchema),
  summary: 'The plain value of one sensitive field of a record (audited, rate-limited)',
});
export const totpCode = endpoint({
  method: 'POST',
  path: '/tools/repo/:id/entry/:entryId/totp',
  params: entryParams,
  request: repoTotpSchema,
  response: repoResultSchema(repoTotpCodeSchema),
  summary: 'The current code of a TOTP field of a record, computed on the server (audited, rate-limited)',
});
export const updateEntry = endpoint({
  method: 'PUT',
  path: '/tools/repo/:repoId/entry/:entryId/update',
  params: updateParams,
  request: repoValueUpdateSchema,
  response: repoResultSchema(repoRecordSchema),
  summary: 'Saves one changed value of a record (entryId 0 creates the record)',
});
export const deleteEntry = endpoint({
  method: 'DELETE',
  path: '/tools/repo/:id/entry/:entryId/delete',
  params: entryParams,
  response: repoResultSchema(deletedSchema),
  summary: 'Deletes a record',
});
const attachmentParams = entryParams.extend({ attachmentId: queryId() });
const attachmentUploadQuery = z.object({ name: z.string().max(1000).optional() });
export const repoAttachments = endpoint({
  method: 'GET',
  path: '/tools/repo/:id/entry/:entryId/attachments',
  params: entryParams,
  response: repoAttachmentListSchema,
  summary: "A record's attachments: name, size, type and date (names opened from their sealed form)",
});
export const repoAttachmentUpload = endpoint({
  method: 'POST',
  path: '/tools/repo/:id/entry/:entryId/attachments',
  params: entryParams,
  query: attachmentUploadQuery,
  response: repoAttachmentSchema,
  summary:
    'Adds an attachment (multipart "file", or the raw body with ?name=): sealed under the record\'s key as it streams in',
});
export const repoAttachmentDownload = endpoint({
  method: 'GET',
  path: '/tools/repo/:id/entry/:entryId/attachments/:attachmentId',
  params: attachmentParams,
  summary: 'The attachment, opened on the way out (a download; audited)',
});
export const repoAttachmentDelete = endpoint({
  method: 'DELETE',
  path: '/tools/repo/:id/entry/:entryId/attachments/:attachmentId',
  params: attachmentParams,
  response: repoAttachmentListSchema,
  summary: 'Deletes an attachment and its stored bytes; answers the attachments left',
});
export const repoAudit = endpoint({
  method: 'GET',
  path: '/tools/repo/:id/audit',
  params: idParams,
  request: repoAuditQuerySchema,
  response: repoAuditPageSchema,
  summary: 'Who revealed or copied which value of the repository, and when (owner only)',
});
export const repoKeyStatus = endpoint({
  method: 'GET',
  path: '/tools/repo/key/status',
  response: repoKeyStatusSchema,
  summary: 'The key-encryption key in use and how many data keys still need re-wrapping (admin)',
});
export const rotateRepoKey = endpoint({
  method: 'POST',
  path: '/tools/repo/key/rotate',
  response: repoKeyStatusSchema,
  summary:
    'Makes a new key-encryption key current (key file only); data keys are re-wrapped by rewrap (admin)',
});
export const rewrapRepoKeys = endpoint({
  method: 'POST',
  path: '/tools/repo/key/rewrap',
  request: repoRewrapSchema,
  response: repoRewrapResultSchema,
  summary:
    'Re-wraps up to limit data keys under the current key-encryption key; values are not touched (admin)',
});
