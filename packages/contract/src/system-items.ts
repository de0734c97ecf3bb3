import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { INT32_MAX, int32 } from './int32.js';
import { pagedListSchema } from './paged.js';
import { SYSTEM_ITEM_TYPES } from './vocabulary.js';

export const systemItemSchema = z.object({
  /** Unique within its type: the id the apps store (e.g. priorityId 3 is Normal). */
  id: z.number().int().min(0),
  systemItemType: z.number().int(),
  title: z.string(),
  description: z.string(),
  alternateId: z.string(),
  pluralTitle: z.string(),
  shortTitle: z.string(),
  usesAdditionalDetail: z.boolean(),
  usesIcon: z.boolean(),
  additionalDetail: z.string(),
  additionalDetailLabel: z.string(),
  sortOrder: z.number().int(),
  createdDate: z.string(),
  modifiedDate: z.string(),
});
export type SystemItem = z.infer<typeof systemItemSchema>;

const optionalText = (max: number) => z.string().max(max).optional().default('');

/** POST /api/systemitem/save: id 0 (or none) creates an item, another id updates it. */
export const systemItemSaveSchema = z.object({
  id: z.number().int().min(0).max(2_147_483_647).optional().default(0),
  systemItemType: int32().refine((type) => SYSTEM_ITEM_TYPES.includes(type), {
    message: 'System item type is not one of the known types.',
  }),
  title: z.string().trim().max(200).optional().default(''),
  description: z.string().trim().max(2000).optional().default(''),
  alternateId: optionalText(100),
  pluralTitle: optionalText(200),
  shortTitle: optionalText(50),
  usesAdditionalDetail: z.boolean().optional().default(false),
  usesIcon: z.boolean().optional().default(false),
  additionalDetail: optionalText(2000),
  additionalDetailLabel: optionalText(200),
  sortOrder: int32().optional(),
});
export type SystemItemSave = z.input<typeof systemItemSaveSchema>;

export const systemItemListSchema = z.object({ records: z.array(systemItemSchema) });
export const systemItemPagedSchema = pagedListSchema(systemItemSchema);

/** Paging numbers in a path: page from 1, at most 500 items a page. */
export const pageParamsSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000),
  itemsPerPage: z.coerce.number().int().min(1).max(500),
});

// The lookup-list calls: one list whole or a page of it, saving and deleting an item.

const systemItemTypeParams = z.object({
  type: z.coerce
    .number()
    .int()
    .refine((type) => SYSTEM_ITEM_TYPES.includes(type), {
      message: 'Type is not one of the known system item types.',
    }),
});
const systemItemPageParams = systemItemTypeParams.extend(pageParamsSchema.shape);

export const listSystemItems = endpoint({
  method: 'GET',
  path: '/systemitem/list/:type',
  params: systemItemTypeParams,
  response: systemItemListSchema,
  summary: 'One lookup list (e.g. 6 priorities, 7 severities)',
});

export const pageSystemItems = endpoint({
  method: 'GET',
  path: '/systemitem/list/:type/:page/:itemsPerPage',
  params: systemItemPageParams,
  response: systemItemPagedSchema,
  summary: 'A page of one lookup list, searched by title and description',
});

export const searchSystemItems = endpoint({
  method: 'GET',
  path: '/systemitem/list/:type/:page/:itemsPerPage/:searchTerm',
  params: systemItemPageParams.extend({ searchTerm: z.string().trim().max(200).optional().default('') }),
  response: systemItemPagedSchema,
  summary: 'A page of one lookup list, searched by title and description',
});

export const saveSystemItem = endpoint({
  method: 'POST',
  path: '/systemitem/save',
  request: systemItemSaveSchema,
  response: systemItemSchema,
  summary: 'Creates (id 0) or updates a lookup item',
});

export const deleteSystemItem = endpoint({
  method: 'DELETE',
  path: '/systemitem/:type/:id',
  params: systemItemTypeParams.extend({ id: z.coerce.number().int().min(1).max(INT32_MAX) }),
  response: z.string(),
  summary: 'Deletes a lookup item; answers a text message',
});
