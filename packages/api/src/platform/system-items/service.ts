// Lookup lists: read by every signed-in user, edited by holders of SystemItem/SystemItemCreate or Higgs/Boson.
import type { Knex } from 'knex';
import {
  SYSTEM_ITEM_MESSAGES,
  type PagedList,
  type SystemItem,
  type systemItemSaveSchema,
} from '@lcars/contract';
import type { z } from 'zod';
import type { Db } from '../../db/knex.js';
import { bool } from '../../db/knex.js';
import { isoDate, pagedQuery, whereContains } from '../../db/paging.js';
import { ApiError, badRequest, notFound } from '../../http/errors.js';
import { isUniqueViolation } from '../admin/users.js';
import { SYSTEM_ITEM_SEED, type LookupListSeed } from './seed-data.js';

interface SystemItemRow {
  system_item_type: number;
  id: number;
  title: string;
  description: string;
  alternate_id: string;
  plural_title: string;
  short_title: string;
  uses_additional_detail: boolean | number;
  uses_icon: boolean | number;
  additional_detail: string;
  additional_detail_label: string;
  sort_order: number;
  created_at: unknown;
  modified_at: unknown;
}

function toSystemItem(row: SystemItemRow): SystemItem {
  return {
    id: row.id,
    systemItemType: row.system_item_type,
    title: row.title,
    description: row.description,
    alternateId: row.alternate_id,
    pluralTitle: row.plural_title,
    shortTitle: row.short_title,
    usesAdditionalDetail: bool(row.uses_additional_detail),
    usesIcon: bool(row.uses_icon),
    additionalDetail: row.additional_detail,
    additionalDetailLabel: row.additional_detail_label,
    sortOrder: row.sort_order,
    createdDate: isoDate(row.created_at),
    modifiedDate: isoDate(row.modified_at),
  };
}

const byOrder = (query: Knex.QueryBuilder): Knex.QueryBuilder =>
  query.orderBy([
    { column: 'sort_order', order: 'asc' },
    { column: 'id', order: 'asc' },
  ]);

export async function listSystemItems(db: Db, type: number): Promise<SystemItem[]> {
  const rows = (await byOrder(
    db('system_items').where({ system_item_type: type }).select('*'),
  )) as SystemItemRow[];
  return rows.map(toSystemItem);
}

export function pageSystemItems(
  db: Db,
  type: number,
  page: number,
  itemsPerPage: number,
  searchTerm: string,
): Promise<PagedList<SystemItem>> {
  return pagedQuery<SystemItemRow, SystemItem>(
    () =>
      whereContains(
        db('system_items').where({ system_item_type: type }).select('*'),
        ['title', 'description'],
        searchTerm,
      ),
    { page, itemsPerPage, sortBy: 'sortOrder', sortDirection: 'asc' },
    byOrder,
    toSystemItem,
  );
}

export async function getSystemItem(
  db: Db | Knex.Transaction,
  type: number,
  id: number,
): Promise<SystemItem> {
  const row = await db<SystemItemRow>('system_items').where({ system_item_type: type, id }).first();
  if (!row) throw notFound(`System item ${type}/${id} was not found.`);
  return toSystemItem(row);
}

export async function saveSystemItem(
  db: Db,
  input: z.output<typeof systemItemSaveSchema>,
): Promise<SystemItem> {
  // One message, the portal's wording, for a missing title or description.
  if (input.title === '' || input.description === '') {
    throw badRequest(
      [
        ...(input.title === '' ? [{ field: 'title', message: SYSTEM_ITEM_MESSAGES.missingData }] : []),
        ...(input.description === ''
          ? [{ field: 'description', message: SYSTEM_ITEM_MESSAGES.missingData }]
          : []),
      ],
      SYSTEM_ITEM_MESSAGES.missingData,
    );
  }
  const values = {
    title: input.title,
    normalized_title: normalizedTitle(input.title),
    description: input.description,
    alternate_id: input.alternateId,
    plural_title: input.pluralTitle,
    short_title: input.shortTitle,
    uses_additional_detail: input.usesAdditionalDetail,
    uses_icon: input.usesIcon,
    additional_detail: input.additionalDetail,
    additional_detail_label: input.additionalDetailLabel,
  };
  const type = input.systemItemType;
  // A 400 naming the field, as for other bad input: the portal shows its text to the administrator.
  const duplicate = (): ApiError =>
    badRequest(
      [{ field: 'title', message: SYSTEM_ITEM_MESSAGES.duplicateTitle(input.title) }],
      SYSTEM_ITEM_MESSAGES.duplicateTitle(input.title),
    );
  try {
    return await writeSystemItem(db, input, values, duplicate);
  } catch (error) {
    // The unique index on (list, lowered title) settles a race the check below cannot: two requests adding
    // the same title at once both pass the check, and the database refuses the second row.
    if (!isUniqueViolation(error)) throw error;
    if (await titleTaken(db, type, values.normalized_title, input.id)) throw duplicate();
    throw new ApiError(409, { detail: 'The list changed while saving: save again.' });
  }
}

/** The form a title is compared in: two titles differing only in case are the same entry. */
export const normalizedTitle = (title: string): string => title.trim().toLowerCase();

async function titleTaken(
  db: Db | Knex.Transaction,
  type: number,
  normalized: string,
  exceptId: number,
): Promise<boolean> {
  const row = await db<{ id: number; system_item_type: number; normalized_title: string }>('system_items')
    .where({ system_item_type: type, normalized_title: normalized })
    .whereNot({ id: exceptId })
    .first('id');
  return row !== undefined;
}

async function writeSystemItem(
  db: Db,
  input: z.output<typeof systemItemSaveSchema>,
  values: Record<string, unknown> & { normalized_title: string },
  duplicate: () => ApiError,
): Promise<SystemItem> {
  const type = input.systemItemType;
  return db.transaction(async (trx) => {
    if (
      input.id > 0 &&
      !(await trx('system_items').where({ system_item_type: type, id: input.id }).first('id'))
    )
      throw notFound(`System item ${type}/${input.id} was not found.`);
    if (await titleTaken(trx, type, values.normalized_title, input.id)) throw duplicate();
    if (input.id > 0) {
      const updated = await trx('system_items')
        .where({ system_item_type: type, id: input.id })
        .update({
          ...values,
          ...(input.sortOrder === undefined ? {} : { sort_order: input.sortOrder }),
          modified_at: trx.fn.now(),
        });
      if (updated === 0) throw notFound(`System item ${type}/${input.id} was not found.`);
      return getSystemItem(trx, type, input.id);
    }
    const max = (await trx('system_items')
      .where({ system_item_type: type })
      .max({ id: 'id', order: 'sort_order' })
      .first()) as { id: unknown; order: unknown } | undefined;
    const id = Number(max?.id ?? 0) + 1;
    await trx('system_items').insert({
      system_item_type: type,
      id,
      sort_order: input.sortOrder ?? Number(max?.order ?? 0) + 1,
      ...values,
    });
    return getSystemItem(trx, type, id);
  });
}

/**
 * The id of the item titled `title` in a list, whatever its case, adding it at the end of the list when it is
 * not there: what a recipe's save uses for an ingredient or unit a member typed. Runs in the caller's
 * transaction; two saves adding the same title at once get the one row (the unique index on the lowered
 * title), and a clash on the next id is tried again with the one after.
 */
export async function findOrAddSystemItem(
  trx: Knex.Transaction,
  type: number,
  title: string,
): Promise<number> {
  const normalized = normalizedTitle(title);
  const existing = async (): Promise<number | undefined> => {
    const row = await trx<{ id: number; system_item_type: number; normalized_title: string }>('system_items')
      .where({ system_item_type: type, normalized_title: normalized })
      .first('id');
    return row === undefined ? undefined : Number(row.id);
  };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const found = await existing();
    if (found !== undefined) return found;
    const max = (await trx('system_items')
      .where({ system_item_type: type })
      .max({ id: 'id', order: 'sort_order' })
      .first()) as { id: unknown; order: unknown } | undefined;
    // Nothing is raised on a clash (PostgreSQL would abort the caller's transaction): the row is read again.
    await trx('system_items')
      .insert({
        system_item_type: type,
        id: Number(max?.id ?? 0) + 1,
        sort_order: Number(max?.order ?? 0) + 1,
        title: title.trim(),
        normalized_title: normalized,
        description: title.trim(),
      })
      .onConflict()
      .ignore();
  }
  const found = await existing();
  if (found === undefined) throw new ApiError(409, { detail: 'The list changed while saving: save again.' });
  return found;
}

export async function deleteSystemItem(db: Db, type: number, id: number): Promise<string> {
  const deleted = await db('system_items').where({ system_item_type: type, id }).delete();
  if (deleted === 0) throw new ApiError(404, { detail: SYSTEM_ITEM_MESSAGES.notFoundForDelete });
  return SYSTEM_ITEM_MESSAGES.deleted;
}

/**
 * Seeds the platform's lookup lists and the apps' (appLists, from their modules); an item an administrator
 * changed or deleted is never brought back or overwritten.
 */
export async function seedSystemItems(db: Db, appLists: readonly LookupListSeed[]): Promise<void> {
  const seeded = await db('system_items').distinct('system_item_type').pluck<number[]>('system_item_type');
  const present = new Set(seeded.map(Number));
  for (const { type, items } of [...SYSTEM_ITEM_SEED, ...appLists]) {
    // A type already present was seeded before: leave the administrator's deletions alone.
    if (present.has(type)) continue;
    await db('system_items')
      .insert(
        items.map((item, index) => ({
          system_item_type: type,
          id: item.id,
          title: item.title,
          normalized_title: normalizedTitle(item.title),
          description: item.description ?? item.title,
          plural_title: item.pluralTitle ?? '',
          short_title: item.shortTitle ?? '',
          sort_order: index + 1,
        })),
      )
      .onConflict(['system_item_type', 'id'])
      .ignore();
  }
}
