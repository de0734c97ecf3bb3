// The vocabularies on a scan: its correspondent, document type and custom field values (read for a scan and
// for a page of the list, written by an edit), and the list's filters by them. A scan's edit may name only
// the caller's own items: another user's correspondent, type or field is a 404, as one that does not exist.
import type { Knex } from 'knex';
import {
  customFieldTypeSchema,
  type ScanEdit,
  type ScanField,
  type ScanFilterQuery,
  type VocabularyRef,
} from '@lcars/contract/scanner';
import { type Db } from '../../../db/knex.js';
import { typed } from '../../../db/typed.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { canonicalValue, isCalendarDate, wireValue } from './values.js';
import { KINDS } from './service.js';

type Queryable = Db | Knex.Transaction;

export interface ScanVocabulary {
  correspondent: VocabularyRef | null;
  documentType: VocabularyRef | null;
  fields: ScanField[];
}

/** The names of the scans' correspondents and types (by scan id), for a page of the list. */
export async function scanRefs(
  db: Queryable,
  userId: number,
  scans: readonly { id: number; correspondent_id?: number | null; document_type_id?: number | null }[],
): Promise<Map<number, Omit<ScanVocabulary, 'fields'>>> {
  const namesOf = async (table: string, ids: (number | null | undefined)[]) => {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null && id !== undefined))];
    if (wanted.length === 0) return new Map<number, string>();
    const rows = await typed<{ id: number; name: string }[]>(
      db(table).where({ user_id: userId }).whereIn('id', wanted).select('id', 'name'),
    );
    return new Map(rows.map((row) => [Number(row.id), row.name]));
  };
  const correspondents = await namesOf(
    KINDS.correspondent.table,
    scans.map((scan) => scan.correspondent_id),
  );
  const types = await namesOf(
    KINDS['document-type'].table,
    scans.map((scan) => scan.document_type_id),
  );
  const ref = (names: Map<number, string>, id: number | null | undefined): VocabularyRef | null => {
    if (id === null || id === undefined) return null;
    const name = names.get(Number(id));
    return name === undefined ? null : { id: Number(id), name };
  };
  return new Map(
    scans.map((scan) => [
      scan.id,
      {
        correspondent: ref(correspondents, scan.correspondent_id),
        documentType: ref(types, scan.document_type_id),
      },
    ]),
  );
}

/** One scan's correspondent, type and custom field values. */
export async function scanVocabulary(
  db: Queryable,
  userId: number,
  scan: { id: number; correspondent_id?: number | null; document_type_id?: number | null },
): Promise<ScanVocabulary> {
  const refs = (await scanRefs(db, userId, [scan])).get(scan.id)!;
  const rows = await typed<{ field_id: number; name: string; data_type: string; value: string }[]>(
    db('scan_field_values as v')
      .join('scan_custom_fields as f', 'f.id', 'v.field_id')
      .where({ 'v.scan_id': scan.id, 'f.user_id': userId })
      .orderBy('f.id')
      .select('v.field_id', 'f.name', 'f.data_type', 'v.value'),
  );
  return {
    ...refs,
    fields: rows.map((row) => {
      const dataType = customFieldTypeSchema.parse(row.data_type);
      return {
        fieldId: Number(row.field_id),
        name: row.name,
        dataType,
        value: wireValue(dataType, row.value),
      };
    }),
  };
}

async function checkOwned(trx: Knex.Transaction, table: string, userId: number, id: number, noun: string) {
  const row = await typed<{ id: number } | undefined>(trx(table).where({ id, user_id: userId }).first('id'));
  if (!row) throw notFound(`The ${noun} ${id} was not found.`);
}

/**
 * Writes an edit's correspondent, type and fields on a scan the caller owns (in the edit's transaction): what
 * the edit leaves out stays; `fields` replaces the scan's values. Each value is checked against its field's
 * type (400 naming `fields.N.value`).
 */
export async function writeScanVocabulary(
  trx: Knex.Transaction,
  userId: number,
  scanId: number,
  edit: Pick<ScanEdit, 'correspondentId' | 'documentTypeId' | 'fields' | 'documentDate'>,
): Promise<void> {
  const update: Record<string, number | string | null> = {};
  if (edit.documentDate !== undefined) {
    if (edit.documentDate !== null && !isCalendarDate(edit.documentDate))
      throw badRequest([{ field: 'documentDate', message: 'There is no such day.' }]);
    update.document_date = edit.documentDate;
  }
  if (edit.correspondentId !== undefined) {
    if (edit.correspondentId !== null)
      await checkOwned(trx, KINDS.correspondent.table, userId, edit.correspondentId, 'correspondent');
    update.correspondent_id = edit.correspondentId;
  }
  if (edit.documentTypeId !== undefined) {
    if (edit.documentTypeId !== null)
      await checkOwned(trx, KINDS['document-type'].table, userId, edit.documentTypeId, 'document type');
    update.document_type_id = edit.documentTypeId;
  }
  if (Object.keys(update).length > 0)
    await trx('scans').where({ id: scanId, user_id: userId }).update(update);
  if (edit.fields === undefined) return;
  const ids = [...new Set(edit.fields.map((field) => field.fieldId))];
  const owned = await typed<{ id: number; data_type: string }[]>(
    ids.length === 0
      ? Promise.resolve([])
      : trx('scan_custom_fields').where({ user_id: userId }).whereIn('id', ids).select('id', 'data_type'),
  );
  const types = new Map(owned.map((row) => [Number(row.id), customFieldTypeSchema.parse(row.data_type)]));
  const rows: { scan_id: number; field_id: number; value: string }[] = [];
  const problems: { field: string; message: string }[] = [];
  const seen = new Set<number>();
  for (const [index, field] of edit.fields.entries()) {
    const type = types.get(field.fieldId);
    if (type === undefined) throw notFound(`The custom field ${field.fieldId} was not found.`);
    if (seen.has(field.fieldId)) {
      problems.push({ field: `fields.${index}.fieldId`, message: 'The field is given twice.' });
      continue;
    }
    seen.add(field.fieldId);
    if (field.value === null) continue;
    const canonical = canonicalValue(type, field.value);
    if (!canonical.ok) problems.push({ field: `fields.${index}.value`, message: canonical.message });
    else rows.push({ scan_id: scanId, field_id: field.fieldId, value: canonical.text });
  }
  if (problems.length > 0) throw badRequest(problems);
  await trx('scan_field_values').where({ scan_id: scanId }).delete();
  if (rows.length > 0) await trx('scan_field_values').insert(rows);
}

/** A LIKE pattern of text holding `,tag,` (its wildcards escaped). */
const tagPattern = (tag: string): string => `%,${tag.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)},%`;

/**
 * The list's filters as a function adding them to a query of `scans as s` (already the caller's scans),
 * resolved once (the field's type) so that the count and the page apply the same. A custom field's value is
 * compared canonically; a value that cannot be the field's is a 400 naming it.
 */
export async function scanFilters(
  db: Queryable,
  userId: number,
  filter: ScanFilterQuery | undefined,
): Promise<(query: Knex.QueryBuilder) => Knex.QueryBuilder> {
  if (!filter) return (query) => query;
  let fieldValue: string | null | undefined;
  if (filter.fieldId !== undefined) {
    const field = await typed<{ data_type: string } | undefined>(
      db('scan_custom_fields').where({ id: filter.fieldId, user_id: userId }).first('data_type'),
    );
    // Another user's field filters to nothing, as a field that does not exist.
    if (!field) fieldValue = undefined;
    else if ((filter.fieldValue ?? '') === '') fieldValue = null;
    else {
      const canonical = canonicalValue(customFieldTypeSchema.parse(field.data_type), filter.fieldValue!);
      if (!canonical.ok) throw badRequest([{ field: 'fieldValue', message: canonical.message }]);
      fieldValue = canonical.text;
    }
  }
  return (query) => {
    if (filter.correspondentId !== undefined) query.where('s.correspondent_id', filter.correspondentId);
    if (filter.documentTypeId !== undefined) query.where('s.document_type_id', filter.documentTypeId);
    if (filter.tag !== undefined && filter.tag !== '') {
      query.whereRaw(`',' || lower(s.tags) || ',' like ? escape '\\'`, [tagPattern(filter.tag)]);
    }
    if (filter.fieldId !== undefined) {
      if (fieldValue === undefined) return query.whereRaw('1 = 0');
      const values = db('scan_field_values as fv')
        .whereRaw('fv.scan_id = s.id')
        .where('fv.field_id', filter.fieldId)
        .select(db.raw('1'));
      if (fieldValue !== null) values.where('fv.value', fieldValue);
      query.whereExists(values);
    }
    return query;
  };
}
