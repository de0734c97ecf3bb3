// The lookup-list routes: one list whole or a page of it, saving and deleting an item. Each is a descriptor of
// the contract (contract/system-items.ts).
import * as calls from '@lcars/contract';
import { AUTHENTICATED, JsonText, requireAnyClaim, route } from '../../http/routes.js';
import { deleteSystemItem, listSystemItems, pageSystemItems, saveSystemItem } from './service.js';

/** Editing lookup lists: SystemItem/SystemItemCreate, or the administrator's Higgs/Boson. */
export const SYSTEM_ITEM_EDIT = requireAnyClaim(
  { type: 'SystemItem', value: 'SystemItemCreate' },
  { type: 'Higgs', value: 'Boson' },
);

export const systemItemRoutes = [
  route(
    calls.listSystemItems,
    AUTHENTICATED,
    'systemitem.list',
    ({ params: { type } }, { db }, _ctx, server) =>
      server.reads.systemItemLists.get(
        type,
        async () => new JsonText(JSON.stringify({ records: await listSystemItems(db, type) })),
      ),
  ),
  route(calls.pageSystemItems, AUTHENTICATED, 'systemitem.page', ({ params }, { db }) =>
    pageSystemItems(db, params.type, params.page, params.itemsPerPage, ''),
  ),
  route(calls.searchSystemItems, AUTHENTICATED, 'systemitem.search', ({ params }, { db }) =>
    pageSystemItems(db, params.type, params.page, params.itemsPerPage, params.searchTerm),
  ),
  route(calls.saveSystemItem, SYSTEM_ITEM_EDIT, 'systemitem.save', ({ body }, { db }) =>
    saveSystemItem(db, body),
  ),
  route(calls.deleteSystemItem, SYSTEM_ITEM_EDIT, 'systemitem.delete', async ({ params }, { db }, ctx) => {
    const message = await deleteSystemItem(db, params.type, params.id);
    ctx.type = 'text/plain';
    ctx.body = message;
  }),
];
