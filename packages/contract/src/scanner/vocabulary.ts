// The Scanner's vocabularies, as Paperless-ngx has them: a user's correspondents (who sent a document),
// document types (invoice, letter), custom fields (typed values: text, number, date, money, yes/no) and saved
// views (a named filter of the scan list, listed in the app's menu). Tags stay on the scan as before; the tag
// vocabulary is the set of tags on the user's scans. Everything here belongs to one user: nobody else sees it.
import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { int32, queryId } from '../int32.js';

export const VOCABULARY_LIMITS = {
  name: 100,
  /** Correspondents, and document types, a user keeps. */
  items: 500,
  customFields: 50,
  savedViews: 50,
  /** A custom field's value as text (a text field's length). */
  value: 1000,
  /** Tags the vocabulary lists (the most used first). */
  tags: 500,
} as const;

/** The kinds of named items kept the same way: a correspondent, a document type. */
export const VOCABULARY_KINDS = ['correspondent', 'document-type'] as const;
export const vocabularyKindSchema = z.enum(VOCABULARY_KINDS, {
  error: () => `Kind is one of ${VOCABULARY_KINDS.join(', ')}.`,
});
export type VocabularyKind = z.infer<typeof vocabularyKindSchema>;

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'money', 'boolean'] as const;
export const customFieldTypeSchema = z.enum(CUSTOM_FIELD_TYPES, {
  error: () => `Type is one of ${CUSTOM_FIELD_TYPES.join(', ')}.`,
});
export type CustomFieldType = z.infer<typeof customFieldTypeSchema>;

const nameSchema = z.string().trim().min(1, 'Name is required.').max(VOCABULARY_LIMITS.name);

/** A correspondent or a document type, with the number of the user's scans that have it. */
export const vocabularyItemSchema = z.object({ id: int32(), name: z.string(), scanCount: int32() });
export type VocabularyItem = z.infer<typeof vocabularyItemSchema>;

export const customFieldSchema = z.object({
  id: int32(),
  name: z.string(),
  dataType: customFieldTypeSchema,
  scanCount: int32(),
});
export type CustomField = z.infer<typeof customFieldSchema>;

export const vocabularyNameSchema = z.object({ name: nameSchema });
export const customFieldCreateSchema = z.object({ name: nameSchema, dataType: customFieldTypeSchema });

/**
 * A value of a custom field as the wire carries it: text and dates (YYYY-MM-DD) as text, numbers as numbers,
 * money as text with at most two decimals ("12.50", exact), yes/no as a boolean. The server checks it against
 * the field's type (400 naming the value).
 */
export const fieldValueSchema = z.union([
  z.string().max(VOCABULARY_LIMITS.value),
  z.number().finite(),
  z.boolean(),
]);
export type FieldValue = z.infer<typeof fieldValueSchema>;

/** A custom field's value on a scan, as an edit sends it; null (or left out) clears it. */
export const scanFieldInputSchema = z.object({
  fieldId: int32().min(1),
  value: fieldValueSchema.nullable(),
});

/** A custom field's value on a scan, as the scan shows it. */
export const scanFieldSchema = z.object({
  fieldId: int32(),
  name: z.string(),
  dataType: customFieldTypeSchema,
  value: fieldValueSchema,
});
export type ScanField = z.infer<typeof scanFieldSchema>;

/** A correspondent or document type as a scan names it. */
export const vocabularyRefSchema = z.object({ id: int32(), name: z.string() });
export type VocabularyRef = z.infer<typeof vocabularyRefSchema>;

/**
 * The list's filters (its query string): a correspondent, a document type, a tag, a custom field (with a
 * value: equal to it; without: any scan that has the field). Every one given must hold.
 */
export const scanFilterQuerySchema = z
  .object({
    correspondentId: queryId().optional(),
    documentTypeId: queryId().optional(),
    tag: z.string().trim().max(50).optional(),
    fieldId: queryId().optional(),
    fieldValue: z.string().trim().max(200).optional(),
  })
  .refine((filter) => filter.fieldValue === undefined || filter.fieldId !== undefined, {
    message: 'A value filters by a custom field: name the field.',
    path: ['fieldValue'],
  });
export type ScanFilterQuery = z.output<typeof scanFilterQuerySchema>;

/** A saved view's filter: the list's filters and its search term. */
export const scanFilterSchema = z.object({
  term: z.string().trim().max(200).optional().default(''),
  correspondentId: int32().min(1).optional(),
  documentTypeId: int32().min(1).optional(),
  tag: z.string().trim().max(50).optional(),
  fieldId: int32().min(1).optional(),
  fieldValue: z.string().trim().max(200).optional(),
});
export type ScanFilter = z.output<typeof scanFilterSchema>;
export type ScanFilterInput = z.input<typeof scanFilterSchema>;

export const savedViewSchema = z.object({ id: int32(), name: z.string(), filter: scanFilterSchema });
export type SavedView = z.infer<typeof savedViewSchema>;

export const savedViewInputSchema = z.object({ name: nameSchema, filter: scanFilterSchema });
export type SavedViewInput = z.input<typeof savedViewInputSchema>;

export const scannerVocabulariesSchema = z.object({
  correspondents: z.array(vocabularyItemSchema),
  documentTypes: z.array(vocabularyItemSchema),
  /** The tags on the user's scans, the most used first. */
  tags: z.array(z.object({ name: z.string(), scanCount: int32() })),
  customFields: z.array(customFieldSchema),
  savedViews: z.array(savedViewSchema),
});
export type ScannerVocabularies = z.infer<typeof scannerVocabulariesSchema>;

const deletedSchema = z.object({ id: int32(), deleted: z.boolean() });
const kindParams = z.object({ kind: vocabularyKindSchema });
const kindItemParams = kindParams.extend({ id: queryId() });
const idParams = z.object({ id: queryId() });

export const scannerVocabularies = endpoint({
  method: 'GET',
  path: '/scanner/vocabularies',
  response: scannerVocabulariesSchema,
  summary: "The caller's correspondents, document types, tags, custom fields and saved views",
});
export const vocabularyCreate = endpoint({
  method: 'POST',
  path: '/scanner/vocabulary/:kind',
  params: kindParams,
  request: vocabularyNameSchema,
  response: vocabularyItemSchema,
  summary: 'A new correspondent or document type (409 when the name is taken or the limit is reached)',
});
export const vocabularyRename = endpoint({
  method: 'POST',
  path: '/scanner/vocabulary/:kind/:id',
  params: kindItemParams,
  request: vocabularyNameSchema,
  response: vocabularyItemSchema,
  summary: 'Renames a correspondent or document type',
});
export const vocabularyDelete = endpoint({
  method: 'DELETE',
  path: '/scanner/vocabulary/:kind/:id',
  params: kindItemParams,
  response: deletedSchema,
  summary: 'Deletes a correspondent or document type; the scans that had it keep no correspondent or type',
});
export const customFieldCreate = endpoint({
  method: 'POST',
  path: '/scanner/field',
  request: customFieldCreateSchema,
  response: customFieldSchema,
  summary: 'A new custom field of a type: text, number, date, money or boolean',
});
export const customFieldRename = endpoint({
  method: 'POST',
  path: '/scanner/field/:id',
  params: idParams,
  request: vocabularyNameSchema,
  response: customFieldSchema,
  summary: "Renames a custom field (its type stays: the scans' values were checked against it)",
});
export const customFieldDelete = endpoint({
  method: 'DELETE',
  path: '/scanner/field/:id',
  params: idParams,
  response: deletedSchema,
  summary: "Deletes a custom field and every scan's value of it",
});
export const savedViewCreate = endpoint({
  method: 'POST',
  path: '/scanner/view',
  request: savedViewInputSchema,
  response: savedViewSchema,
  summary: 'Saves a filter of the scan list under a name (listed in the Scanner menu)',
});
export const savedViewEdit = endpoint({
  method: 'POST',
  path: '/scanner/view/:id',
  params: idParams,
  request: savedViewInputSchema,
  response: savedViewSchema,
  summary: "A saved view's name and filter",
});
export const savedViewDelete = endpoint({
  method: 'DELETE',
  path: '/scanner/view/:id',
  params: idParams,
  response: deletedSchema,
  summary: 'Deletes a saved view',
});

/** A suggested correspondent or type, with the classifier's confidence (0.5 to 1). */
const suggestionSchema = vocabularyRefSchema.extend({ confidence: z.number().min(0).max(1) });
export const scanSuggestionsSchema = z.object({
  correspondent: suggestionSchema.nullable(),
  documentType: suggestionSchema.nullable(),
});
export type ScanSuggestions = z.infer<typeof scanSuggestionsSchema>;

export const scanSuggestions = endpoint({
  method: 'GET',
  path: '/scanner/scan/:id/suggestions',
  params: idParams,
  response: scanSuggestionsSchema,
  summary:
    "A correspondent and a document type for one of the caller's scans, learnt from the caller's own scans " +
    'with similar words (naive Bayes); null when none is likely',
});
