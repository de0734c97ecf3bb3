// Moving in and out of the secure repository: a password manager's export becomes records of repositories,
// and a repository leaves as Bitwarden JSON.
//
// Import. The file is read in memory only (never the file store, a job, or a log), parsed by
// import-formats.ts, and every user name, password, TOTP secret, note and hidden field is sealed under its
// record's data key before the row is written, as a value typed in the portal is. Folders become repositories
// of the caller (found by title, made when missing) or one Folder field of a single repository.
//
// Idempotency key: an item is "already there" when the target repository has a record with the same title,
// user name and first URL (and, with folders as a field, the same folder). The key does not depend on the
// source format, so the same vault imported from its JSON and then its CSV creates nothing new either; the
// user names are opened in memory to compare, never sent. An item twice in one file is created once.
import type { Readable } from 'node:stream';
import type { FileStore } from '../../files/store.js';
import { attachmentsZip, exportedAttachmentsOf, type ExportedAttachment } from './attachments.js';
import { randomUUID } from 'node:crypto';
import type { ImportReport } from '@lcars/contract';
import {
  REPO_IMPORT_SOURCES,
  REPO_MAX_FIELDS,
  REPO_MAX_LENGTH,
  RepoAuditEvent,
  checkRepoValue,
  repoSaveSchema,
  type Repo,
  type RepoField,
  type RepoFolderMode,
  type RepoImportFormat,
  type repoExportSchema,
} from '@lcars/contract/repo';
import type { z } from 'zod';
import { isoOf } from '../../db/dates.js';
import { bool } from '../../db/knex.js';
import { typed } from '../../db/typed.js';
import { ApiError, badRequest } from '../../http/errors.js';
import { validate } from '../../http/validate.js';
import { audit } from '../../platform/audit/service.js';
import { loadRepo, requireEdit, requireRepoClaim, type RepoContext } from './access.js';
import { encryptBitwardenExport } from './bitwarden-crypto.js';
import { SealError, openValue, sealValue } from './crypto.js';
import { ImportFileError } from './import-error.js';
import { readExport, type ImportedItem, type ParsedExport, type SkippedItem } from './import-formats.js';
import { cannotOpen, dataKeyOf, insertRecord, type RecordKeyRow } from './keys.js';
import { fieldsOf, getRepo, saveRepo } from './repos.js';

/** The fields an imported repository has, in this order; custom fields follow. */
const FIELD = {
  title: 'Title',
  username: 'User name',
  password: 'Password',
  totp: 'TOTP',
  url: 'URL',
  notes: 'Notes',
  folder: 'Folder',
} as const;

interface FieldSpec {
  title: string;
  sensitive: boolean;
  maxCharacterLength: number | null;
}

/**
 * Notes are sealed too: password managers' notes (and Bitwarden's secure notes above all) are where recovery
 * codes and PINs are kept.
 */
const STANDARD_FIELDS: FieldSpec[] = [
  { title: FIELD.title, sensitive: false, maxCharacterLength: null },
  { title: FIELD.username, sensitive: true, maxCharacterLength: null },
  { title: FIELD.password, sensitive: true, maxCharacterLength: null },
  { title: FIELD.totp, sensitive: true, maxCharacterLength: null },
  { title: FIELD.url, sensitive: false, maxCharacterLength: REPO_MAX_LENGTH },
  { title: FIELD.notes, sensitive: true, maxCharacterLength: REPO_MAX_LENGTH },
];
const FOLDER_FIELD: FieldSpec = { title: FIELD.folder, sensitive: false, maxCharacterLength: null };

const lower = (text: string) => text.trim().toLowerCase();
const REPO_TITLE_MAX = 200;
const FIELD_TITLE_MAX = 100;

/** A custom field's title: clipped, and apart from the standard ones. */
function customTitle(name: string): string {
  const title = name.trim().slice(0, FIELD_TITLE_MAX - 9);
  const standard = Object.values(FIELD).some((known) => lower(known) === lower(title));
  return standard ? `${title} (custom)` : title;
}

/** The idempotency key of an item, or of a stored record, in its repository. */
const keyOf = (folder: string, title: string, username: string, url: string) =>
  JSON.stringify([folder, title.trim(), username, url.trim()]);
const firstLine = (text: string) => text.split('\n')[0] ?? '';

interface Target {
  title: string;
  /** The repository when it exists (null: made by the import). */
  repo: Repo | null;
  items: ImportedItem[];
}

interface Planned {
  target: Target;
  fields: FieldSpec[];
  /** Fields the repository has already (by lower-case title). */
  existing: Map<string, RepoField>;
  create: { item: ImportedItem; values: Map<string, string> }[];
}

export interface ImportOptions {
  format: RepoImportFormat;
  preview: boolean;
  folders: RepoFolderMode;
  repoId?: number | undefined;
}

async function ownedRepoTitled(context: RepoContext, title: string): Promise<Repo | null> {
  const row = await typed<{ id: number } | undefined>(
    context.db('repo_repos').where({ created_by_id: context.user.id, title }).orderBy('id').first('id'),
  );
  return row ? getRepo(context, Number(row.id)) : null;
}

/** The repository an import may write into: the caller's, or shared with them to edit (404/403 otherwise). */
export async function writableRepo(context: RepoContext, repoId: number): Promise<Repo> {
  const { permissions } = await loadRepo(context.db, context.user.id, repoId);
  requireEdit(permissions);
  return getRepo(context, repoId);
}

async function targetsOf(
  context: RepoContext,
  items: ImportedItem[],
  options: ImportOptions,
): Promise<Target[]> {
  const product = REPO_IMPORT_SOURCES[options.format];
  const chosen = options.repoId === undefined ? null : await writableRepo(context, options.repoId);
  const byTitle = new Map<string, Target>();
  const targetFor = async (title: string, useChosen: boolean): Promise<Target> => {
    const key = useChosen && chosen ? `#${chosen.id}` : title;
    let target = byTitle.get(key);
    if (!target) {
      const repo = useChosen && chosen ? chosen : await ownedRepoTitled(context, title);
      target = { title: repo?.title ?? title, repo, items: [] };
      byTitle.set(key, target);
    }
    return target;
  };
  for (const item of items) {
    const inFolder = options.folders === 'repositories' && item.folder !== '';
    const title = inFolder ? item.folder.slice(0, REPO_TITLE_MAX) : product;
    (await targetFor(title, !inFolder)).items.push(item);
  }
  return [...byTitle.values()];
}

/** The values of an item by field title; custom fields that find no room go into the notes. */
function valuesOf(
  item: ImportedItem,
  folders: RepoFolderMode,
  room: Set<string>,
  renamed: Map<string, string>,
): Map<string, string> {
  const values = new Map<string, string>([
    [FIELD.title, item.title],
    [FIELD.username, item.username],
    [FIELD.password, item.password],
    [FIELD.totp, item.totp],
    [FIELD.url, item.urls.join('\n')],
  ]);
  if (folders === 'field') values.set(FIELD.folder, item.folder);
  const overflow: string[] = [];
  for (const field of item.fields) {
    const title = renamed.get(lower(customTitle(field.name))) ?? customTitle(field.name);
    if (room.has(lower(title))) {
      const before = values.get(title);
      values.set(title, before ? `${before}\n${field.value}` : field.value);
    } else overflow.push(`${field.name}: ${field.value}`);
  }
  values.set(FIELD.notes, [item.notes, ...overflow].filter((part) => part !== '').join('\n'));
  return values;
}

/** User names of stored records are sealed: they are opened here to compare, and go no further. */
async function storedKeys(context: RepoContext, repo: Repo): Promise<Set<string>> {
  const keys = new Set<string>();
  const byTitle = new Map(repo.repoFields.map((field) => [lower(field.title), field]));
  const wanted = [FIELD.title, FIELD.username, FIELD.url, FIELD.folder]
    .map((title) => byTitle.get(lower(title)))
    .filter((field): field is RepoField => field !== undefined);
  if (wanted.length === 0) return keys;
  const records = await typed<RecordKeyRow[]>(
    context.db('repo_records').where({ repo_id: repo.id }).select('id', 'data_key', 'key_id'),
  );
  const values = await typed<
    { rec_id: number; field_id: number; value: string | null; sealed: string | null }[]
  >(
    context
      .db('repo_record_values as v')
      .join('repo_records as r', 'r.id', 'v.rec_id')
      .where('r.repo_id', repo.id)
      .whereIn(
        'v.field_id',
        wanted.map((field) => field.id),
      )
      .select('v.rec_id', 'v.field_id', 'v.value', 'v.sealed'),
  );
  const valueAt = new Map(values.map((row) => [`${row.rec_id}:${row.field_id}`, row]));
  for (const record of records) {
    let dataKey: Buffer | null = null;
    const read = (title: string): string => {
      const field = byTitle.get(lower(title));
      const row = field ? valueAt.get(`${record.id}:${field.id}`) : undefined;
      if (!row) return '';
      if (row.sealed === null) return row.value ?? '';
      try {
        dataKey ??= dataKeyOf(context.config, record);
        return openValue(dataKey, row.sealed, record.id, field!.id);
      } catch (error) {
        if (error instanceof SealError || error instanceof ApiError) return '';
        throw error;
      }
    };
    keys.add(keyOf(read(FIELD.folder), read(FIELD.title), read(FIELD.username), firstLine(read(FIELD.url))));
  }
  return keys;
}

function planTarget(
  target: Target,
  options: ImportOptions,
  seen: Map<string, string>,
  stored: Set<string>,
  skipped: SkippedItem[],
): Planned {
  const existing = new Map((target.repo?.repoFields ?? []).map((field) => [lower(field.title), field]));
  const wanted = [...STANDARD_FIELDS, ...(options.folders === 'field' ? [FOLDER_FIELD] : [])];
  // Custom fields in order of first appearance; sealed when any item has it hidden or protected.
  const custom = new Map<string, FieldSpec>();
  for (const item of target.items) {
    for (const field of item.fields) {
      const title = customTitle(field.name);
      const spec = custom.get(lower(title));
      if (spec) spec.sensitive ||= field.sensitive;
      else
        custom.set(lower(title), { title, sensitive: field.sensitive, maxCharacterLength: REPO_MAX_LENGTH });
    }
  }
  // A secret custom field whose title is a plain field of the repository already gets a sealed field of its
  // own beside it (a CSV cannot say which fields were hidden, so all of its custom fields are secret).
  const renamed = new Map<string, string>();
  for (const [key, spec] of [...custom]) {
    const known = existing.get(key);
    if (spec.sensitive && known && !known.isSensitiveInformationField) {
      const title = `${spec.title} (sealed)`;
      renamed.set(key, title);
      custom.delete(key);
      custom.set(lower(title), { ...spec, title });
    }
  }
  const fields: FieldSpec[] = [];
  let count = existing.size;
  const room = new Set<string>();
  for (const spec of [...wanted, ...custom.values()]) {
    const known = existing.get(lower(spec.title));
    if (known) {
      // A secret never goes into a field that shows its values in the list.
      if (spec.sensitive && !known.isSensitiveInformationField) {
        throw badRequest(
          [{ field: 'repoId', message: `The field ${known.title} of ${target.title} is not sensitive.` }],
          `The field ${known.title} of the repository ${target.title} is not marked sensitive: the import would show its secrets in the list. Mark it sensitive, or import into another repository.`,
        );
      }
      room.add(lower(spec.title));
      fields.push({
        ...spec,
        sensitive: known.isSensitiveInformationField,
        maxCharacterLength: known.maxCharacterLength,
      });
      continue;
    }
    const isCustom = !wanted.includes(spec);
    // A standard field without room refuses the import; a custom one goes into the notes instead.
    if (count >= REPO_MAX_FIELDS) {
      if (!isCustom) {
        throw badRequest([
          {
            field: 'repoId',
            message: `The repository ${target.title} has no room for the field ${spec.title}.`,
          },
        ]);
      }
      continue;
    }
    count += 1;
    room.add(lower(spec.title));
    fields.push(spec);
  }
  const create: Planned['create'] = [];
  const folderOfKey = (item: ImportedItem) => (options.folders === 'field' ? item.folder : '');
  for (const item of target.items) {
    const key = keyOf(folderOfKey(item), item.title, item.username, item.urls[0] ?? '');
    const where = `${target.title}\u0000${key}`;
    if (stored.has(key)) {
      skipped.push({ source: item.source, title: item.title, reason: `It is already in ${target.title}.` });
      continue;
    }
    if (seen.has(where)) {
      skipped.push({
        source: item.source,
        title: item.title,
        reason: `The same item (title, user name and URL) is earlier in the file (${seen.get(where)}).`,
      });
      continue;
    }
    const values = valuesOf(item, options.folders, room, renamed);
    const fault = [...values].flatMap(([title, value]) => {
      const spec = fields.find((field) => lower(field.title) === lower(title));
      const known = existing.get(lower(title));
      if (!spec || value === '') return [];
      const checked = checkRepoValue(
        {
          title: spec.title,
          dataTypeId: known?.dataTypeId ?? 9,
          maxCharacterLength: spec.maxCharacterLength,
          numericPrecision: known?.numericPrecision ?? null,
        },
        value,
      );
      return checked.ok ? [] : [checked.message];
    })[0];
    if (fault !== undefined) {
      skipped.push({ source: item.source, title: item.title, reason: fault });
      continue;
    }
    seen.set(where, item.source);
    create.push({ item, values });
  }
  return { target, fields, existing, create };
}

/** Makes the repository, or adds the fields it lacks; answers it with its field ids. */
async function ensureRepo(context: RepoContext, plan: Planned, product: string): Promise<Repo> {
  const repo = plan.target.repo;
  const missing = plan.fields.filter((spec) => !plan.existing.has(lower(spec.title)));
  if (repo && missing.length === 0) return repo;
  const kept = (repo?.repoFields ?? []).map((field) => ({
    id: field.id,
    title: field.title,
    description: field.description,
    dataTypeId: field.dataTypeId,
    order: field.order,
    maxCharacterLength: field.maxCharacterLength,
    numericPrecision: field.numericPrecision,
    alwaysEdit: field.alwaysEdit,
    isSensitiveInformationField: field.isSensitiveInformationField,
  }));
  const added = missing.map((spec, index) => ({
    id: -(index + 1),
    title: spec.title,
    order: kept.length + index,
    maxCharacterLength: spec.maxCharacterLength,
    isSensitiveInformationField: spec.sensitive,
  }));
  const input = validate(repoSaveSchema, {
    id: repo?.id ?? 0,
    title: repo?.title ?? plan.target.title,
    description: repo?.description ?? `Imported from ${product}.`,
    repoEnabled: repo?.repoEnabled ?? true,
    repoFields: [...kept, ...added],
    sharedUsers: repo?.sharedUsers ?? [],
    shareUsersCanEdit: repo?.shareUsersCanEdit ?? false,
    shareUsersCanEditUsers: repo?.shareUsersCanEditUsers ?? false,
  });
  return (await saveRepo(context, input)).result;
}

async function writeRecords(
  context: RepoContext,
  repo: Repo,
  plan: Planned,
  onRecord: () => Promise<void>,
): Promise<number[]> {
  const { db, user, config } = context;
  const fieldIds = new Map(repo.repoFields.map((field) => [lower(field.title), field]));
  return db.transaction(async (trx) => {
    const ids: number[] = [];
    for (const { values } of plan.create) {
      const { id, dataKey } = await insertRecord(trx, config, {
        repo_id: repo.id,
        created_by_id: user.id,
        modified_by_id: user.id,
      });
      const rows = [...values].flatMap(
        ([title, value]): {
          rec_id: number;
          field_id: number;
          value: string | null;
          sealed: string | null;
        }[] => {
          const field = fieldIds.get(lower(title));
          if (!field || value === '') return [];
          return field.isSensitiveInformationField
            ? [
                {
                  rec_id: id,
                  field_id: field.id,
                  value: null,
                  sealed: sealValue(dataKey, value, id, field.id),
                },
              ]
            : [{ rec_id: id, field_id: field.id, value, sealed: null }];
        },
      );
      if (rows.length > 0) await trx('repo_record_values').insert(rows);
      ids.push(id);
      await onRecord();
    }
    return ids;
  });
}

/**
 * The items of a password manager's export (a 400 naming the problem when it is not one). Touches no database:
 * a request runs it for a small file, a job's worker thread for a large one.
 */
export async function readRepoFile(
  format: RepoImportFormat,
  bytes: Uint8Array,
  passphrase: string | undefined,
): Promise<ParsedExport> {
  if (bytes.length === 0) throw badRequest([{ field: 'file', message: 'The file is empty.' }]);
  try {
    return await readExport(format, bytes, passphrase);
  } catch (error) {
    if (error instanceof ImportFileError) throw badRequest([{ field: 'file', message: error.message }]);
    throw error;
  }
}

export async function importRepoFile(
  context: RepoContext,
  bytes: Uint8Array,
  options: ImportOptions,
  passphrase?: string,
): Promise<ImportReport> {
  requireRepoClaim(context.user, 'Create');
  return writeRepoImport(context, await readRepoFile(options.format, bytes, passphrase), options);
}

/**
 * Says what of a read export is new and (unless a preview) writes it; answers the report. `onProgress` hears
 * of every record written (a job's progress).
 */
export async function writeRepoImport(
  context: RepoContext,
  parsed: ParsedExport,
  options: ImportOptions,
  onProgress?: (done: number, total: number) => Promise<void>,
): Promise<ImportReport> {
  requireRepoClaim(context.user, 'Create');
  const product = REPO_IMPORT_SOURCES[options.format];
  const skipped = [...parsed.skipped];
  const seen = new Map<string, string>();
  const plans: Planned[] = [];
  for (const target of await targetsOf(context, parsed.items, options)) {
    const stored = target.repo ? await storedKeys(context, target.repo) : new Set<string>();
    plans.push(planTarget(target, options, seen, stored, skipped));
  }
  const created: ImportReport['created'] = [];
  let repositories = 0;
  const total = plans.reduce((sum, plan) => sum + plan.create.length, 0);
  let written = 0;
  for (const plan of plans) {
    if (plan.create.length === 0) continue;
    if (!plan.target.repo) repositories += 1;
    let ids: (number | null)[] = plan.create.map(() => null);
    if (!options.preview) {
      const repo = await ensureRepo(context, plan, product);
      ids = await writeRecords(context, repo, plan, async () => {
        written += 1;
        await onProgress?.(written, total);
      });
    }
    plan.create.forEach(({ item }, index) =>
      created.push({
        source: `${plan.target.title}: ${item.source}`,
        title: item.title,
        id: ids[index] ?? null,
      }),
    );
  }
  return {
    preview: options.preview,
    format: options.format,
    created,
    skipped,
    counts: { records: created.length, repositories },
  };
}

// ------------------------------------------------------------------------------------------------- export

type ExportRequest = z.output<typeof repoExportSchema>;

interface ExportedItem {
  id: string;
  organizationId: null;
  folderId: string | null;
  type: 1 | 2;
  reprompt: 0;
  name: string;
  notes: string | null;
  favorite: false;
  fields: { name: string; value: string; type: 0 | 1; linkedId: null }[];
  login?: {
    uris: { match: null; uri: string }[];
    username: string | null;
    password: string | null;
    totp: string | null;
  };
  secureNote?: { type: 0 };
  /** The record's attachments, listed (not part of Bitwarden's format: its importers pass over it). */
  attachments?: ExportedAttachment[];
  collectionIds: null;
  creationDate: string;
  revisionDate: string;
  deletedDate: null;
  passwordHistory: null;
}

/** The repository as Bitwarden's unencrypted JSON export: every value opened (the caller may reveal each). */
async function bitwardenDocument(
  context: RepoContext,
  repoId: number,
): Promise<{ title: string; json: string; itemIds: Map<number, string> }> {
  const { db, config } = context;
  const repo = await getRepo(context, repoId);
  const itemIds = new Map<number, string>();
  const fields = await fieldsOf(db, [repoId]);
  const records = await typed<(RecordKeyRow & { created_at: unknown; modified_at: unknown })[]>(
    db('repo_records')
      .where({ repo_id: repoId })
      .orderBy('id')
      .select('id', 'data_key', 'key_id', 'created_at', 'modified_at'),
  );
  const values = await typed<
    { rec_id: number; field_id: number; value: string | null; sealed: string | null }[]
  >(
    db('repo_record_values as v')
      .join('repo_records as r', 'r.id', 'v.rec_id')
      .where('r.repo_id', repoId)
      .select('v.rec_id', 'v.field_id', 'v.value', 'v.sealed'),
  );
  const attachments = await exportedAttachmentsOf(db, config, repoId);
  const byRecord = new Map<number, typeof values>();
  for (const row of values) byRecord.set(row.rec_id, [...(byRecord.get(row.rec_id) ?? []), row]);
  const role = (title: string) => {
    const name = lower(title);
    if (name === 'title' || name === 'name') return 'name';
    if (name === 'user name' || name === 'username') return 'username';
    if (name === 'password' || name === 'totp' || name === 'notes' || name === 'folder') return name;
    if (name === 'url' || name === 'urls') return 'url';
    return null;
  };
  const folders = new Map<string, string>();
  const items: ExportedItem[] = records.map((record) => {
    let dataKey: Buffer | null = null;
    const item: Record<string, string> = {};
    const custom: ExportedItem['fields'] = [];
    for (const field of fields) {
      const row = (byRecord.get(record.id) ?? []).find((value) => value.field_id === field.id);
      if (!row) continue;
      let text = row.value ?? '';
      if (row.sealed !== null) {
        try {
          dataKey ??= dataKeyOf(config, record);
          text = openValue(dataKey, row.sealed, record.id, field.id);
        } catch (error) {
          if (error instanceof SealError) throw cannotOpen('value');
          throw error;
        }
      }
      if (text === '') continue;
      const known = role(field.title);
      if (known && item[known] === undefined) item[known] = text;
      else
        custom.push({
          name: field.title,
          value: text,
          type: bool(field.is_sensitive) ? 1 : 0,
          linkedId: null,
        });
    }
    let folderId: string | null = null;
    if (item.folder) {
      folderId = folders.get(item.folder) ?? randomUUID();
      folders.set(item.folder, folderId);
    }
    const name = item.name ?? custom.find((field) => field.type === 0)?.value ?? `Record ${record.id}`;
    const uris = (item.url ?? '').split('\n').filter((uri) => uri.trim() !== '');
    const isLogin = Boolean(item.username || item.password || item.totp || uris.length > 0);
    const itemId = randomUUID();
    itemIds.set(record.id, itemId);
    return {
      id: itemId,
      organizationId: null,
      folderId,
      type: isLogin ? 1 : 2,
      reprompt: 0,
      name: name.slice(0, 1000),
      notes: item.notes ?? null,
      favorite: false,
      fields: custom,
      ...(isLogin
        ? {
            login: {
              uris: uris.map((uri) => ({ match: null, uri })),
              username: item.username ?? null,
              password: item.password ?? null,
              totp: item.totp ?? null,
            },
          }
        : { secureNote: { type: 0 as const } }),
      ...(attachments.has(record.id) && { attachments: attachments.get(record.id) }),
      collectionIds: null,
      creationDate: isoOf(record.created_at),
      revisionDate: isoOf(record.modified_at),
      deletedDate: null,
      passwordHistory: null,
    };
  });
  const document = {
    encrypted: false,
    folders: [...folders].map(([name, id]) => ({ id, name })),
    items,
  };
  return { title: repo.title, json: JSON.stringify(document, null, 2), itemIds };
}

/**
 * A repository as a Bitwarden JSON file: password-protected by default; in clear only with the second
 * confirmation. Anyone who may reveal the repository's values may export it; the export is audited.
 */
export async function exportRepo(
  context: RepoContext,
  repoId: number,
  request: ExportRequest,
  files?: FileStore,
): Promise<{ fileName: string; text: string } | { fileName: string; zip: Readable }> {
  requireRepoClaim(context.user, 'Read');
  await loadRepo(context.db, context.user.id, repoId);
  const { title, json, itemIds } = await bitwardenDocument(context, repoId);
  const safe = title.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 60) || 'repository';
  // The plain form holds every secret opened: its attachments come with it, opened, as Bitwarden's zip export
  // with attachments does (data.json and attachments/<item id>/<file name>). Each is checked before the zip starts.
  const zip =
    request.format === 'plain' && files
      ? await attachmentsZip(context, files, repoId, json, itemIds)
      : undefined;
  const text = request.format === 'encrypted' ? await encryptBitwardenExport(json, request.passphrase) : json;
  await audit(context.db, {
    event: RepoAuditEvent.Export,
    userId: context.user.id,
    detail: { repoId, format: request.format, ...(zip && { attachments: zip.count }) },
  });
  if (zip) return { fileName: `bitwarden_${request.format}_${safe}.zip`, zip: zip.stream };
  return { fileName: `bitwarden_${request.format}_${safe}.json`, text };
}
