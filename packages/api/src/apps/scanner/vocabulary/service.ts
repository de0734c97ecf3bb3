// The user's vocabularies: correspondents and document types (named items), custom fields and saved views.
// Every row is read with the caller's id: another user's item is as missing as one that does not exist (404).
// Names are unique per user without regard to case (409), and each list has a limit, taken under a per-user
// lock on PostgreSQL (SQLite has one writer) so that two requests at once cannot pass it together.
import type { Knex } from 'knex';
import {
  VOCABULARY_LIMITS,
  customFieldTypeSchema,
  scanFilterSchema,
  type CustomField,
  type CustomFieldType,
  type SavedView,
  type ScanFilter,
  type ScannerVocabularies,
  type VocabularyItem,
  type VocabularyKind,
} from '@lcars/contract/scanner';
import { count, lockKeys, type Db } from '../../../db/knex.js';
import { insertedId, typed } from '../../../db/typed.js';
import { conflict, notFound } from '../../../http/errors.js';
import type { UserServiceContext } from '../../../http/context.js';
import { isUniqueViolation } from '../../../platform/admin/users.js';

type Queryable = Db | Knex.Transaction;

/** The table and the words of each named kind. */
export const KINDS: Record<VocabularyKind, { table: string; column: string; noun: string }> = {
  correspondent: { table: 'scan_correspondents', column: 'correspondent_id', noun: 'correspondent' },
  'document-type': { table: 'scan_document_types', column: 'document_type_id', noun: 'document type' },
};

/** The key a name is unique by: trimmed, inner spaces folded, lower case. */
export const nameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();
const cleanName = (name: string): string => name.trim().replace(/\s+/g, ' ');

interface NamedRow {
  id: number;
  name: string;
  scan_count?: unknown;
}

async function namedItems(db: Queryable, userId: number, kind: VocabularyKind): Promise<VocabularyItem[]> {
  const { table, column } = KINDS[kind];
  const rows = await typed<NamedRow[]>(
    db(`${table} as t`)
      .where('t.user_id', userId)
      .select(
        't.id',
        't.name',
        db('scans as s')
          .where('s.user_id', userId)
          .whereRaw(`s.${column} = t.id`)
          .count('*')
          .as('scan_count'),
      )
      .orderBy('t.name_key'),
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name, scanCount: count(row.scan_count) }));
}

async function customFields(db: Queryable, userId: number): Promise<CustomField[]> {
  const rows = await typed<(NamedRow & { data_type: string })[]>(
    db('scan_custom_fields as f')
      .where('f.user_id', userId)
      .select(
        'f.id',
        'f.name',
        'f.data_type',
        db('scan_field_values as v').whereRaw('v.field_id = f.id').count('*').as('scan_count'),
      )
      .orderBy('f.id'),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    dataType: customFieldTypeSchema.parse(row.data_type),
    scanCount: count(row.scan_count),
  }));
}

/** A stored filter as the contract has it (a filter written by an older version loses what it no longer knows). */
function filterOf(text: string): ScanFilter {
  try {
    const parsed = scanFilterSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : { term: '' };
  } catch {
    return { term: '' };
  }
}

async function savedViews(db: Queryable, userId: number): Promise<SavedView[]> {
  const rows = await typed<{ id: number; name: string; filter: string }[]>(
    db('scan_saved_views').where({ user_id: userId }).orderBy('name_key').select('id', 'name', 'filter'),
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name, filter: filterOf(row.filter) }));
}

/** The tags on the user's scans, the most used first (read from the scans: tags are kept on each scan). */
async function tagCounts(db: Queryable, userId: number): Promise<ScannerVocabularies['tags']> {
  const rows = await typed<{ tags: string }[]>(
    db('scans').where({ user_id: userId }).whereNot('tags', '').orderBy('id').select('tags'),
  );
  const counts = new Map<string, { name: string; scanCount: number }>();
  for (const row of rows) {
    for (const tag of row.tags.split(',')) {
      const key = tag.toLowerCase();
      const entry = counts.get(key) ?? { name: tag, scanCount: 0 };
      entry.scanCount += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()]
    .sort((a, b) => b.scanCount - a.scanCount || a.name.localeCompare(b.name))
    .slice(0, VOCABULARY_LIMITS.tags);
}

export async function listVocabularies({ db, user }: UserServiceContext): Promise<ScannerVocabularies> {
  return {
    correspondents: await namedItems(db, user.id, 'correspondent'),
    documentTypes: await namedItems(db, user.id, 'document-type'),
    tags: await tagCounts(db, user.id),
    customFields: await customFields(db, user.id),
    savedViews: await savedViews(db, user.id),
  };
}

/** Runs a write that may take a name twice: a unique index's refusal is the 409 a check would have given. */
async function uniqueName<T>(noun: string, name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`There is a ${noun} named "${name}" already.`);
    throw error;
  }
}

/** Refuses a new row past the per-user limit, under the user's lock on the table. */
async function checkLimit(trx: Knex.Transaction, table: string, userId: number, limit: number, noun: string) {
  await lockKeys(trx, [`${table}:user:${userId}`]);
  const counted = await typed<{ n?: unknown } | undefined>(
    trx(table).where({ user_id: userId }).count({ n: '*' }).first(),
  );
  if (count(counted?.n) >= limit) throw conflict(`You have reached the limit of ${limit} ${noun}s.`);
}

async function ownRow(db: Queryable, table: string, userId: number, id: number, noun: string) {
  const row = await typed<NamedRow | undefined>(db(table).where({ id, user_id: userId }).first('id', 'name'));
  if (!row) throw notFound(`The ${noun} ${id} was not found.`);
  return row;
}

export async function createItem(
  { db, user }: UserServiceContext,
  kind: VocabularyKind,
  name: string,
): Promise<VocabularyItem> {
  const { table, noun } = KINDS[kind];
  const clean = cleanName(name);
  const id = await uniqueName(noun, clean, () =>
    db.transaction(async (trx) => {
      await checkLimit(trx, table, user.id, VOCABULARY_LIMITS.items, noun);
      return insertedId(
        trx(table)
          .insert({ user_id: user.id, name: clean, name_key: nameKey(clean) })
          .returning('id'),
      );
    }),
  );
  return { id, name: clean, scanCount: 0 };
}

/** The user's item of this name, made on first use (the import maps Paperless-ngx's names with it). */
export async function itemByName(
  trx: Knex.Transaction,
  userId: number,
  kind: VocabularyKind,
  name: string,
): Promise<number | null> {
  const { table } = KINDS[kind];
  const clean = cleanName(name).slice(0, VOCABULARY_LIMITS.name).trim();
  if (clean === '') return null;
  const find = () =>
    typed<{ id: number } | undefined>(
      trx(table)
        .where({ user_id: userId, name_key: nameKey(clean) })
        .first('id'),
    );
  const found = await find();
  if (found) return Number(found.id);
  await lockKeys(trx, [`${table}:user:${userId}`]);
  const again = await find();
  if (again) return Number(again.id);
  const counted = await typed<{ n?: unknown } | undefined>(
    trx(table).where({ user_id: userId }).count({ n: '*' }).first(),
  );
  if (count(counted?.n) >= VOCABULARY_LIMITS.items) return null;
  return insertedId(
    trx(table)
      .insert({ user_id: userId, name: clean, name_key: nameKey(clean) })
      .returning('id'),
  );
}

export async function renameItem(
  context: UserServiceContext,
  kind: VocabularyKind,
  id: number,
  name: string,
): Promise<VocabularyItem> {
  const { db, user } = context;
  const { table, noun } = KINDS[kind];
  await ownRow(db, table, user.id, id, noun);
  const clean = cleanName(name);
  await uniqueName(noun, clean, () =>
    db(table)
      .where({ id, user_id: user.id })
      .update({ name: clean, name_key: nameKey(clean) }),
  );
  const item = (await namedItems(db, user.id, kind)).find((entry) => entry.id === id);
  if (!item) throw notFound(`The ${noun} ${id} was not found.`);
  return item;
}

export async function deleteItem(
  { db, user }: UserServiceContext,
  kind: VocabularyKind,
  id: number,
): Promise<{ id: number; deleted: boolean }> {
  const { table, column, noun } = KINDS[kind];
  await db.transaction(async (trx) => {
    await ownRow(trx, table, user.id, id, noun);
    await trx('scans')
      .where({ user_id: user.id, [column]: id })
      .update({ [column]: null });
    await trx(table).where({ id, user_id: user.id }).delete();
  });
  return { id, deleted: true };
}

export async function createField(
  { db, user }: UserServiceContext,
  name: string,
  dataType: CustomFieldType,
): Promise<CustomField> {
  const clean = cleanName(name);
  const id = await uniqueName('custom field', clean, () =>
    db.transaction(async (trx) => {
      await checkLimit(trx, 'scan_custom_fields', user.id, VOCABULARY_LIMITS.customFields, 'custom field');
      return insertedId(
        trx('scan_custom_fields')
          .insert({
            user_id: user.id,
            name: clean,
            name_key: nameKey(clean),
            data_type: dataType,
          })
          .returning('id'),
      );
    }),
  );
  return { id, name: clean, dataType, scanCount: 0 };
}

export async function renameField(
  { db, user }: UserServiceContext,
  id: number,
  name: string,
): Promise<CustomField> {
  await ownRow(db, 'scan_custom_fields', user.id, id, 'custom field');
  const clean = cleanName(name);
  await uniqueName('custom field', clean, () =>
    db('scan_custom_fields')
      .where({ id, user_id: user.id })
      .update({ name: clean, name_key: nameKey(clean) }),
  );
  const field = (await customFields(db, user.id)).find((entry) => entry.id === id);
  if (!field) throw notFound(`The custom field ${id} was not found.`);
  return field;
}

export async function deleteField(
  { db, user }: UserServiceContext,
  id: number,
): Promise<{ id: number; deleted: boolean }> {
  await db.transaction(async (trx) => {
    await ownRow(trx, 'scan_custom_fields', user.id, id, 'custom field');
    await trx('scan_field_values').where({ field_id: id }).delete();
    await trx('scan_custom_fields').where({ id, user_id: user.id }).delete();
  });
  return { id, deleted: true };
}

export async function createView(
  { db, user }: UserServiceContext,
  name: string,
  filter: ScanFilter,
): Promise<SavedView> {
  const clean = cleanName(name);
  const id = await uniqueName('saved view', clean, () =>
    db.transaction(async (trx) => {
      await checkLimit(trx, 'scan_saved_views', user.id, VOCABULARY_LIMITS.savedViews, 'saved view');
      return insertedId(
        trx('scan_saved_views')
          .insert({
            user_id: user.id,
            name: clean,
            name_key: nameKey(clean),
            filter: JSON.stringify(filter),
          })
          .returning('id'),
      );
    }),
  );
  return { id, name: clean, filter };
}

export async function editView(
  { db, user }: UserServiceContext,
  id: number,
  name: string,
  filter: ScanFilter,
): Promise<SavedView> {
  await ownRow(db, 'scan_saved_views', user.id, id, 'saved view');
  const clean = cleanName(name);
  await uniqueName('saved view', clean, () =>
    db('scan_saved_views')
      .where({ id, user_id: user.id })
      .update({ name: clean, name_key: nameKey(clean), filter: JSON.stringify(filter) }),
  );
  return { id, name: clean, filter };
}

export async function deleteView(
  { db, user }: UserServiceContext,
  id: number,
): Promise<{ id: number; deleted: boolean }> {
  await ownRow(db, 'scan_saved_views', user.id, id, 'saved view');
  await db('scan_saved_views').where({ id, user_id: user.id }).delete();
  return { id, deleted: true };
}
