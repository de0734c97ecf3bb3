// Records of a repository: a page of them (sensitive values masked, never opened), one changed value at a
// time (entry 0 creates the record), delete, and the reveal: the one call that opens a sensitive value,
// rate-limited per user and audited (who, repository, record, field, when; never the value).
import type { z } from 'zod';
import type { Knex } from 'knex';
import {
  MASKED_VALUE,
  REPO_LIST_CAP,
  REPO_REVEAL_LIMIT,
  RepoAuditEvent,
  checkRepoValue,
  type RepoAuditPage,
  type RepoEntriesPage,
  type RepoRecord,
  type RepoResult,
  type RepoRevealed,
  type repoAuditQuerySchema,
  type repoEntriesQuerySchema,
  type repoRevealSchema,
  type repoValueUpdateSchema,
} from '@lcars/contract/repo';
import { isoOf } from '../../db/dates.js';
import { bool, count, isPostgres } from '../../db/knex.js';
import { readCursor, signCursor } from '../../http/cursor.js';
import { ApiError, badRequest, notFound } from '../../http/errors.js';
import { audit } from '../../platform/audit/service.js';
import {
  loadRepo,
  requireEdit,
  requireOwner,
  requireRepoClaim,
  type Queryable,
  type RepoContext,
} from './access.js';
import { SealError, openValue, sealValue } from './crypto.js';
import { REPO_VALUE_TABLES, cannotOpen, dataKeyOf, insertRecord, type RecordKeyRow } from './keys.js';
import { fieldsOf, type FieldRow } from './repos.js';
import { typed } from '../../db/typed.js';
import { shredDeleted } from '../../db/shred.js';
import type { FileStore } from '../../files/store.js';
import { attachmentFilesOf, releaseAttachmentFiles } from './attachment-files.js';

interface RecordRow extends RecordKeyRow {
  repo_id: number;
  rec_type_id: number | null;
  created_by_id: number | null;
  modified_by_id: number | null;
  created_at: unknown;
  modified_at: unknown;
}

interface ValueRow {
  id: number;
  rec_id: number;
  field_id: number;
  value: string | null;
  sealed: string | null;
}

/** The wire form of records: a sensitive value is the mask (or '' when it has none), never its text. */
function recordsOf(records: RecordRow[], values: ValueRow[], fields: FieldRow[]): RepoRecord[] {
  const sensitive = new Set(fields.filter((field) => bool(field.is_sensitive)).map((field) => field.id));
  return records.map((record) => ({
    id: record.id,
    repoId: record.repo_id,
    recTypeId: record.rec_type_id,
    recValues: values
      .filter((value) => value.rec_id === record.id)
      .map((value) => ({
        id: value.id,
        recId: value.rec_id,
        fieldId: value.field_id,
        secValue: sensitive.has(value.field_id)
          ? value.sealed === null
            ? ''
            : MASKED_VALUE
          : (value.value ?? ''),
      })),
    createdDate: isoOf(record.created_at),
    createdById: record.created_by_id,
    modifiedDate: isoOf(record.modified_at),
    modifiedById: record.modified_by_id,
  }));
}

async function valuesOf(db: Queryable, recordIds: readonly number[]): Promise<ValueRow[]> {
  if (recordIds.length === 0) return [];
  // The sealed text is read only to tell "has a value" from "empty"; it never leaves this module.
  return typed<ValueRow[]>(
    db('repo_record_values')
      .whereIn('rec_id', recordIds)
      .orderBy('id')
      .select('id', 'rec_id', 'field_id', 'value', 'sealed'),
  );
}

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/** U+001F joins a record's plain values in SQLite's filter index (005_repo_003_keyset): no filter holds it. */
const VALUE_SEPARATOR = '\u001f';

/** PostgreSQL: records a filter checks in id order, from its plain values' rows, before it asks the index. */
const SCAN_WINDOW = 1000;

/** A filtered set of a repository's records, and the column that orders it (keyset and ORDER BY). */
interface Filtered {
  query: Knex.QueryBuilder;
  key: string;
  /** True when the records' rows of plain values are tried in id order first (PostgreSQL; see entriesPage()). */
  scans: boolean;
}

/**
 * The records a filter keeps (docs/decisions.md, "Recipes and the repository: keyset pages and capped counts",
 * and "The repository at 100,000 records"): only plain values are searched (a sensitive one is sealed, its
 * `value` null, and in no index). SQLite reads its trigram index in record order, lazily (a page stops at the
 * page): the query is ordered by the index's rowid, the record's id, so no sort of every match comes first.
 * PostgreSQL keeps each record's plain values in one row (repo_values_plain) with a trigram index, which is
 * its planner's choice: every match is taken from it first (materialised), so the planner cannot walk every
 * record in id order for a rare text; entriesPage() tries the next records in id order before this. A SQLite
 * filter with LIKE's own characters or shorter than a trigram checks the values one by one.
 */
function filtered(db: Queryable, repoId: number, filterBy: string): Filtered {
  const base = db('repo_records as r').where('r.repo_id', repoId);
  if (filterBy === '') return { query: base, key: 'r.id', scans: false };
  if (filterBy.includes(VALUE_SEPARATOR)) return { query: base.whereRaw('1 = 0'), key: 'r.id', scans: false };
  if (isPostgres(db)) {
    const query = base
      .withMaterialized('matching', plainMatches(db, repoId, filterBy))
      .whereIn('r.id', db('matching').select('rec_id'));
    return { query, key: 'r.id', scans: true };
  }
  if (filterBy.length >= 3 && !/[\\%_]/.test(filterBy)) {
    const query = base
      .join('repo_values_fts as f', 'f.rowid', 'r.id')
      .whereRaw('f.plain like ?', [`%${filterBy}%`]);
    return { query, key: 'f.rowid', scans: false };
  }
  const query = base.whereExists((exists) => {
    void exists
      .select(db.raw('1'))
      .from('repo_record_values as v')
      .whereRaw('v.rec_id = r.id')
      .andWhereRaw('lower(v.value) like ? escape ?', [likePattern(filterBy), '\\']);
  });
  return { query, key: 'r.id', scans: false };
}

/** PostgreSQL: the ids of the records whose plain values hold the text, from `rows` (the repository's by default). */
function plainMatches(
  db: Queryable,
  repoId: number,
  filterBy: string,
  rows: Knex.QueryBuilder = db('repo_values_plain').where('repo_id', repoId),
): Knex.QueryBuilder {
  return db
    .from(rows.as('p'))
    .whereRaw("p.plain like ? escape '\\'", [likePattern(filterBy)])
    .select('p.rec_id');
}

/**
 * PostgreSQL: the first `limit` records after `after` whose plain values hold the text, among the next `span`
 * records of the repository in id order: one index range of repo_values_plain, read in that order.
 */
async function nearMatches(
  db: Queryable,
  repoId: number,
  filterBy: string,
  after: number | null,
  span: number,
  limit: number,
): Promise<number[]> {
  const next = db('repo_values_plain')
    .where('repo_id', repoId)
    .modify((query) => {
      if (after !== null) void query.where('rec_id', '>', after);
    })
    .orderBy('rec_id')
    .limit(span)
    .select('rec_id', 'plain');
  const ids = await typed<{ rec_id: number }[]>(
    plainMatches(db, repoId, filterBy, next).orderBy('p.rec_id').limit(limit),
  );
  return ids.map((row) => Number(row.rec_id));
}

/**
 * A page of a repository's records in id order: after the cursor of the page before (keyset), or by its
 * number within the first REPO_LIST_CAP records. The total is counted up to the cap (totalIsEstimate past it).
 * On PostgreSQL a filter tries the next records in id order first: text that most records hold fills the page
 * from them and stops; rarer text goes to the trigram index, whose cost is its matches.
 */
export async function entriesPage(
  context: RepoContext,
  repoId: number,
  query: z.output<typeof repoEntriesQuerySchema>,
  jwtKey: Uint8Array,
): Promise<RepoResult<RepoEntriesPage>> {
  const { db, user } = context;
  await loadRepo(db, user.id, repoId);
  const size = query.itemsPerPage;
  const offset = (query.page - 1) * size;
  if (query.after === undefined && offset >= REPO_LIST_CAP) {
    throw badRequest([
      {
        field: 'page',
        message: `Pages past the first ${REPO_LIST_CAP.toLocaleString('en')} records follow from the page before (after).`,
      },
    ]);
  }
  const scope = `repo|${user.id}|${repoId}|${query.filterBy}`;
  const cursor =
    query.after === undefined ? null : (readCursor(jwtKey, scope, query.after, 'n')[0] as number);
  const pageOf = (): Promise<RecordRow[]> => {
    const { query: page, key } = filtered(db, repoId, query.filterBy);
    if (cursor !== null) void page.where(key, '>', cursor);
    else void page.offset(offset);
    return typed<RecordRow[]>(
      page
        .orderBy(key)
        .limit(size + 1)
        .select('r.*'),
    );
  };
  const recordsById = (ids: number[]): Promise<RecordRow[]> =>
    typed<RecordRow[]>(
      db('repo_records as r').where('r.repo_id', repoId).whereIn('r.id', ids).orderBy('r.id').select('r.*'),
    );
  const { query: matching, key, scans } = filtered(db, repoId, query.filterBy);
  let found: RecordRow[];
  let counted: number;
  if (!scans) {
    // Counted up to one more than the cap: one more says "more than the cap".
    const capped = matching
      .select(`${key} as id`)
      .limit(REPO_LIST_CAP + 1)
      .as('capped');
    const countOf = async () =>
      count((await typed<{ n: unknown } | undefined>(db.from(capped).count({ n: '*' }).first()))?.n);
    [found, counted] = await Promise.all([pageOf(), countOf()]);
  } else {
    // PostgreSQL: the next records in id order first (a page by number past the first is read from the index,
    // as offsets count matches, not records). Text most records hold fills the page and the count there.
    const [near, nearCount] = await Promise.all([
      offset === 0 || cursor !== null
        ? nearMatches(db, repoId, query.filterBy, cursor, SCAN_WINDOW, size + 1)
        : Promise.resolve([]),
      nearMatches(db, repoId, query.filterBy, null, REPO_LIST_CAP * 2, REPO_LIST_CAP + 1).then(
        (ids) => ids.length,
      ),
    ]);
    if (nearCount > REPO_LIST_CAP) {
      counted = nearCount;
      found = near.length > size ? await recordsById(near) : await pageOf();
    } else {
      // Rarer text: its matches are read from the index once, for the count and, when they are all there
      // (at most the cap), for the page too.
      const ids = (
        await typed<{ id: number }[]>(
          matching
            .select(`${key} as id`)
            .orderBy(key)
            .limit(REPO_LIST_CAP + 1),
        )
      ).map((row) => Number(row.id));
      counted = ids.length;
      if (near.length > size) found = await recordsById(near);
      else if (ids.length <= REPO_LIST_CAP) {
        const rest = cursor === null ? ids.slice(offset) : ids.filter((id) => id > cursor);
        found = await recordsById(rest.slice(0, size + 1));
      } else found = await pageOf();
    }
  }
  const records = found.slice(0, size);
  const [values, fields] = await Promise.all([
    valuesOf(
      db,
      records.map((record) => record.id),
    ),
    fieldsOf(db, [repoId]),
  ]);
  const last = records.at(-1);
  return {
    success: true,
    result: {
      page: query.page,
      itemsPerPage: size,
      total: Math.min(counted, REPO_LIST_CAP),
      totalIsEstimate: counted > REPO_LIST_CAP,
      nextCursor: found.length > size && last ? signCursor(jwtKey, scope, [last.id]) : null,
      records: recordsOf(records, values, fields),
    },
  };
}

export async function loadRecord(db: Queryable, repoId: number, recordId: number): Promise<RecordRow> {
  const record = (await db('repo_records').where({ id: recordId, repo_id: repoId }).first('*')) as
    RecordRow | undefined;
  if (!record) throw notFound(`The record ${recordId} was not found.`);
  return record;
}

export async function loadField(
  db: Queryable,
  repoId: number,
  fieldId: number,
  path: string,
): Promise<FieldRow> {
  const field = (await db('repo_fields').where({ id: fieldId, repo_id: repoId }).first('*')) as
    FieldRow | undefined;
  if (!field)
    throw badRequest([{ field: path, message: `The field ${fieldId} is not a field of this repository.` }]);
  return field;
}

/**
 * Saves one value of a record (Repos/Update; the record is created first, with Repos/Create, when the
 * entry is 0). The value is checked against its field's data type; a sensitive one is sealed under the
 * record's data key before it reaches the database.
 */
export async function updateEntry(
  context: RepoContext,
  params: { repoId: number; entryId: number },
  input: z.output<typeof repoValueUpdateSchema>,
): Promise<RepoResult<RepoRecord>> {
  const { db, user, config } = context;
  if (input.repoId !== params.repoId) {
    throw badRequest([{ field: 'repoId', message: 'Repo id does not match the address.' }]);
  }
  if (input.id !== params.entryId)
    throw badRequest([{ field: 'id', message: 'Id does not match the address.' }]);
  requireRepoClaim(user, input.id === 0 ? 'Create' : 'Update');
  let replacedSealed = false;
  const recordId = await db.transaction(async (trx) => {
    const { permissions } = await loadRepo(trx, user.id, params.repoId);
    requireEdit(permissions);
    const field = await loadField(trx, params.repoId, input.recValue.fieldId, 'recValue.fieldId');
    const checked = checkRepoValue(
      {
        title: field.title,
        dataTypeId: field.data_type_id,
        maxCharacterLength: field.max_character_length,
        numericPrecision: field.numeric_precision,
      },
      input.recValue.secValue,
    );
    if (!checked.ok) throw badRequest([{ field: 'recValue.secValue', message: checked.message }]);

    let id: number;
    let dataKey: Buffer | null = null;
    if (input.id === 0) {
      const created = await insertRecord(trx, config, {
        repo_id: params.repoId,
        created_by_id: user.id,
        modified_by_id: user.id,
      });
      id = created.id;
      dataKey = created.dataKey;
    } else {
      const record = await loadRecord(trx, params.repoId, input.id);
      id = record.id;
      if (bool(field.is_sensitive) && checked.value !== '') dataKey = dataKeyOf(config, record);
      replacedSealed = bool(field.is_sensitive);
      await trx('repo_records').where({ id }).update({ modified_by_id: user.id, modified_at: trx.fn.now() });
    }
    const stored = !bool(field.is_sensitive)
      ? { value: checked.value, sealed: null }
      : {
          value: null,
          sealed: checked.value === '' ? null : sealValue(dataKey!, checked.value, id, field.id),
        };
    await trx('repo_record_values')
      .insert({ rec_id: id, field_id: field.id, ...stored })
      .onConflict(['rec_id', 'field_id'])
      .merge(['value', 'sealed']);
    return id;
  });
  // The sealed value it replaced opens with the record's key: no copy of it stays in SQLite's WAL.
  if (replacedSealed) await shredDeleted(db, []);
  const [record, values, fields] = await Promise.all([
    loadRecord(db, params.repoId, recordId),
    valuesOf(db, [recordId]),
    fieldsOf(db, [params.repoId]),
  ]);
  return { success: true, result: recordsOf([record], values, fields)[0]! };
}

/** Deletes a record (Repos/Delete; owner or shared editor). */
export async function deleteEntry(
  context: RepoContext,
  repoId: number,
  entryId: number,
  files?: FileStore,
): Promise<RepoResult<{ id: number }>> {
  const { db, user } = context;
  requireRepoClaim(user, 'Delete');
  const attachmentFiles = await db.transaction(async (trx) => {
    const { permissions } = await loadRepo(trx, user.id, repoId);
    requireEdit(permissions);
    await loadRecord(trx, repoId, entryId);
    // Its attachments' rows go with it (cascade); their stored files are let go once it is deleted.
    const fileIds = await attachmentFilesOf(trx, { recordId: entryId });
    await trx('repo_records').where({ id: entryId, repo_id: repoId }).delete();
    return fileIds;
  });
  await releaseAttachmentFiles(db, files, attachmentFiles);
  await shredDeleted(db, REPO_VALUE_TABLES);
  return { success: true, result: { id: entryId } };
}

function windowOf(now: number): number {
  return Math.floor(now / 1000 / REPO_REVEAL_LIMIT.windowSeconds);
}

/**
 * Counts one reveal of the user in the current window, or answers 429. The count row is made if missing,
 * then raised only while below the limit, in one UPDATE: concurrent reveals cannot both take the last one
 * (the row lock on PostgreSQL, the single writer on SQLite).
 */
export async function takeReveal(db: Queryable, userId: number): Promise<void> {
  const now = Date.now();
  const window = windowOf(now);
  await db('repo_reveal_counts')
    .insert({ user_id: userId, window_start: window, reveals: 0 })
    .onConflict(['user_id', 'window_start'])
    .ignore();
  const taken = count(
    await db('repo_reveal_counts')
      .where({ user_id: userId, window_start: window })
      .andWhere('reveals', '<', REPO_REVEAL_LIMIT.count)
      .increment('reveals', 1),
  );
  if (taken === 0) {
    const retryAfter = Math.max(1, (window + 1) * REPO_REVEAL_LIMIT.windowSeconds - Math.floor(now / 1000));
    throw new ApiError(429, {
      detail: `Too many values revealed: try again in ${retryAfter} seconds.`,
      headers: { 'Retry-After': String(retryAfter) },
    });
  }
  await db('repo_reveal_counts').where({ user_id: userId }).andWhere('window_start', '<', window).delete();
}

/**
 * The plain value of one sensitive field of a record (Repos/Read, anyone the repository is shared with).
 * Audited before the value leaves; the audit's detail names repository, record and field, in that order,
 * which is what the owner's audit query matches on.
 */
export async function revealValue(
  context: RepoContext,
  params: { repoId: number; entryId: number },
  input: z.output<typeof repoRevealSchema>,
): Promise<RepoResult<RepoRevealed>> {
  const { db, user, config } = context;
  requireRepoClaim(user, 'Read');
  await loadRepo(db, user.id, params.repoId);
  const record = await loadRecord(db, params.repoId, params.entryId);
  const field = await loadField(db, params.repoId, input.fieldId, 'fieldId');
  if (!bool(field.is_sensitive)) {
    throw badRequest([
      { field: 'fieldId', message: `${field.title} is not sensitive: its value is in the list.` },
    ]);
  }
  await takeReveal(db, user.id);
  const detail = { repoId: params.repoId, recordId: record.id, fieldId: field.id };
  const stored = await typed<{ sealed: string | null } | undefined>(
    db('repo_record_values').where({ rec_id: record.id, field_id: field.id }).first('sealed'),
  );
  let secValue = '';
  if (stored?.sealed) {
    try {
      secValue = openValue(dataKeyOf(config, record), stored.sealed, record.id, field.id);
    } catch (error) {
      if (!(error instanceof SealError || error instanceof ApiError)) throw error;
      await audit(db, { event: RepoAuditEvent.OpenFailed, userId: user.id, detail });
      throw cannotOpen('value');
    }
  }
  await audit(db, {
    event: input.purpose === 'copy' ? RepoAuditEvent.Copy : RepoAuditEvent.Reveal,
    userId: user.id,
    detail,
  });
  return { success: true, result: { recId: record.id, fieldId: field.id, secValue } };
}

interface AuditRow {
  id: number;
  event: string;
  user_id: number | null;
  user_name: string | null;
  detail: string;
  created_date: unknown;
}

/** The reveals and copies of a repository's values, newest first (owner only). */
export async function repoAudit(
  context: RepoContext,
  repoId: number,
  query: z.output<typeof repoAuditQuerySchema>,
): Promise<RepoAuditPage> {
  const { db, user } = context;
  const { permissions } = await loadRepo(db, user.id, repoId);
  requireOwner(permissions, 'read its audit');
  // The detail is JSON written by revealValue with repoId first: '{"repoId":7,"recordId":...'.
  const base = db('audit_log as a')
    .whereIn('a.event', Object.values(RepoAuditEvent))
    .andWhere('a.detail', 'like', `{"repoId":${repoId},%`);
  const [totalRow] = await typed<{ n: unknown }[]>(base.clone().count({ n: '*' }));
  const rows = await typed<AuditRow[]>(
    base
      .clone()
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .orderBy([
        { column: 'a.created_date', order: 'desc' },
        { column: 'a.id', order: 'desc' },
      ])
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage)
      .select('a.id', 'a.event', 'a.user_id', 'u.user_name', 'a.detail', 'a.created_date'),
  );
  return {
    total: count(totalRow?.n),
    page: query.page,
    itemsPerPage: query.itemsPerPage,
    records: rows.map((row) => {
      const detail = JSON.parse(row.detail) as { recordId?: number; fieldId?: number };
      return {
        id: row.id,
        event: row.event,
        userId: row.user_id,
        userName: row.user_name ?? '',
        recordId: detail.recordId ?? null,
        fieldId: detail.fieldId ?? null,
        createdDate: isoOf(row.created_date),
      };
    }),
  };
}
