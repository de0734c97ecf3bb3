import { z } from 'zod';
import {
  SYSTEM_ITEM_TYPES,
  pageParamsSchema,
  systemItemListSchema,
  systemItemPagedSchema,
  systemItemSaveSchema,
  systemItemSchema,
} from '@lcars/contract';
import { AUTHENTICATED, JsonText, defineRoute, requireAnyClaim } from '../../http/routes.js';
import { validate } from '../../http/validate.js';
import { deleteSystemItem, listSystemItems, pageSystemItems, saveSystemItem } from './service.js';

/** Editing lookup lists: SystemItem/SystemItemCreate, or the administrator's Higgs/Boson. */
export const SYSTEM_ITEM_EDIT = requireAnyClaim(
  { type: 'SystemItem', value: 'SystemItemCreate' },
  { type: 'Higgs', value: 'Boson' },
);

const typeSchema = z.object({
  type: z.coerce
    .number()
    .int()
    .refine((type) => SYSTEM_ITEM_TYPES.includes(type), {
      message: 'Type is not one of the known system item types.',
    }),
});
const pagedParams = typeSchema.extend(pageParamsSchema.shape).extend({
  searchTerm: z.string().trim().max(200).optional().default(''),
});

function paged(path: string, name: string) {
  return defineRoute(
    'GET',
    path,
    AUTHENTICATED,
    name,
    (ctx, { db }) => {
      const params = validate(pagedParams, ctx.params);
      return pageSystemItems(db, params.type, params.page, params.itemsPerPage, params.searchTerm);
    },
    {
      summary: 'A page of one lookup list, searched by title and description',
      response: systemItemPagedSchema,
    },
  );
}

export const systemItemRoutes = [
  defineRoute(
    'GET',
    '/systemitem/list/:type',
    AUTHENTICATED,
    'systemitem.list',
    (ctx, { db }, server) => {
      const { type } = validate(typeSchema, ctx.params);
      return server.reads.systemItemLists.get(
        type,
        async () => new JsonText(JSON.stringify({ records: await listSystemItems(db, type) })),
      );
    },
    { summary: 'One lookup list (e.g. 6 priorities, 7 severities)', response: systemItemListSchema },
  ),
  paged('/systemitem/list/:type/:page/:itemsPerPage', 'systemitem.page'),
  paged('/systemitem/list/:type/:page/:itemsPerPage/:searchTerm', 'systemitem.search'),
  defineRoute(
    'POST',
    '/systemitem/save',
    SYSTEM_ITEM_EDIT,
    'systemitem.save',
    (ctx, { db }) => saveSystemItem(db, validate(systemItemSaveSchema, ctx.request.body)),
    {
      summary: 'Creates (id 0) or updates a lookup item',
      body: systemItemSaveSchema,
      response: systemItemSchema,
    },
  ),
  defineRoute(
    'DELETE',
    '/systemitem/:type/:id',
    SYSTEM_ITEM_EDIT,
    'systemitem.delete',
    async (ctx, { db }) => {
      const { type, id } = validate(
        typeSchema.extend({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        ctx.params,
      );
      const message = await deleteSystemItem(db, type, id);
      ctx.type = 'text/plain';
      ctx.body = message;
    },
    { summary: 'Deletes a lookup item; answers a text message', response: z.string() },
  ),
];
