// Repositories: list, one, the form lists, save (one transaction with its fields), delete.
import type { z } from 'zod';
import {
  RepoDataType,
  REPO_DATA_TYPES,
  REPO_MESSAGES,
  type Repo,
  type RepoField,
  type RepoLookups,
  type RepoResult,
  type repoSaveSchema,
} from '@lcars/contract/repo';
import { isoOf } from '../../db/dates.js';
import { bool, count, isPostgres } from '../../db/knex.js';
import { badRequest, forbidden } from '../../http/errors.js';
import {
  loadRepo,
  permissionsOf,
  requireEdit,
  requireOwner,
  requireRepoClaim,
  visibleRepos,
  type Queryable,
  type RepoContext,
  type RepoPermissions,
  type RepoRow,
} from './access.js';
import { openValue, sealValue } from './crypto.js';
import { REPO_VALUE_TABLES, dataKeyOf, type RecordKeyRow } from './keys.js';
import { typed } from '../../db/typed.js';
import { purgeOldPages, shredDeleted } from '../../db/shred.js';
import type { FileStore } from '../../files/store.js';
import { attachmentFilesOf, releaseAttachmentFiles } from './attachment-files.js';

export interface FieldRow {
  id: number;
  repo_id: number;
  title: string;
  description: string;
  data_type_id: number;
  sort_order: number;
  max_character_length: number | null;
  numeric_precision: number | null;
  always_edit: boolean | number;
  is_sensitive: boolean | number;
  is_user_defined: boolean | number;
}

const dataTypeTitle = (id: number) => REPO_DATA_TYPES.find((type) => type.id === id)?.title ?? '';

export function fieldOf(row: FieldRow): RepoField {
  return {
    id: row.id,
    repoId: row.repo_id,
    title: row.title,
    description: row.description,
    dataTypeId: row.data_type_id,
    dataType: dataTypeTitle(row.data_type_id),
    order: row.sort_order,
    maxCharacterLength: row.max_character_length,
    numericPrecision: row.numeric_precision,
    alwaysEdit: bool(row.always_edit),
    isSensitiveInformationField: bool(row.is_sensitive),
    isUserDefined: bool(row.is_user_defined),
  };
}

export async function fieldsOf(db: Queryable, repoIds: readonly number[]): Promise<FieldRow[]> {
  if (repoIds.length === 0) return [];
  return typed<FieldRow[]>(
    db('repo_fields')
      .whereIn('repo_id', repoIds)
      .orderBy([{ column: 'sort_order' }, { column: 'id' }])
      .select('*'),
  );
}

async function reposOf(db: Queryable, userId: number, rows: RepoRow[]): Promise<Repo[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [fields, shares, counts] = await Promise.all([
    fieldsOf(db, ids),
    typed<{ repo_id: number; user_id: number }[]>(
      db('repo_users').whereIn('repo_id', ids).orderBy('user_id').select('repo_id', 'user_id'),
    ),
    // Kept by triggers (005_repo_005_growth): a count of every record grew with the repository.
    typed<{ repo_id: number; n: unknown }[]>(
      db('repo_record_counts').whereIn('repo_id', ids).select('repo_id', 'records as n'),
    ),
  ]);
  return rows.map((row) => {
    const permissions = permissionsOf(row, userId);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      repoEnabled: bool(row.repo_enabled),
      repoFields: fields.filter((field) => field.repo_id === row.id).map(fieldOf),
      sharedUsers: shares.filter((share) => share.repo_id === row.id).map((share) => share.user_id),
      shareUsersCanEdit: bool(row.share_users_can_edit),
      shareUsersCanEditUsers: bool(row.share_users_can_edit_users),
      createdDate: isoOf(row.created_at),
      createdById: row.created_by_id,
      modifiedDate: isoOf(row.modified_at),
      modifiedById: row.modified_by_id,
      recs: count(counts.find((entry) => entry.repo_id === row.id)?.n),
      isOwner: permissions.owner,
      canEdit: permissions.canEdit,
      canEditUsers: permissions.canEditUsers,
    };
  });
}

export async function listRepos({ db, user }: RepoContext): Promise<Repo[]> {
  const rows = await typed<RepoRow[]>(
    visibleRepos(db, user.id)
      .orderBy([{ column: 'r.title' }, { column: 'r.id' }])
      .select('r.*'),
  );
  return reposOf(db, user.id, rows);
}

export async function getRepo({ db, user }: RepoContext, id: number): Promise<Repo> {
  const { row } = await loadRepo(db, user.id, id);
  const [repo] = await reposOf(db, user.id, [row]);
  return repo!;
}

export async function repoLookups({ db }: RepoContext): Promise<RepoLookups> {
  const users = await typed<{ id: number; user_name: string }[]>(
    db('users').where({ disabled: false }).orderBy('user_name').select('id', 'user_name'),
  );
  return {
    lists: {
      users: { records: users.map((row) => ({ id: Number(row.id), title: row.user_name })) },
      datatypes: { records: REPO_DATA_TYPES.map((type) => ({ ...type })) },
    },
  };
}

type RepoInput = z.output<typeof repoSaveSchema>;

async function checkUsers(db: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await typed<{ id: number }[]>(db('users').whereIn('id', ids).select('id'));
  if (found.length !== ids.length) {
    throw badRequest([{ field: 'sharedUsers', message: 'Every shared user must be an existing user.' }]);
  }
}

function fieldColumns(field: RepoInput['repoFields'][number], order: number) {
  return {
    title: field.title,
    description: field.description,
    data_type_id: field.dataTypeId,
    sort_order: order,
    max_character_length: field.maxCharacterLength,
    numeric_precision: field.numericPrecision,
    always_edit: field.alwaysEdit,
    is_sensitive: field.isSensitiveInformationField,
  };
}

/**
 * A field that turns sensitive has its plain values sealed; one that stops being sensitive has them opened.
 * Both happen in the save's transaction, so a value is never stored both ways or lost half-way.
 */
async function resealField(
  trx: Queryable,
  context: RepoContext,
  fieldId: number,
  toSensitive: boolean,
): Promise<void> {
  const rows = await typed<
    (RecordKeyRow & { value_id: number; value: string | null; sealed: string | null })[]
  >(
    trx('repo_record_values as v')
      .join('repo_records as r', 'r.id', 'v.rec_id')
      .where('v.field_id', fieldId)
      .select('v.id as value_id', 'v.value', 'v.sealed', 'r.id', 'r.data_key', 'r.key_id'),
  );
  for (const row of rows) {
    const dataKey = dataKeyOf(context.config, row);
    if (toSensitive && row.value !== null && row.value !== '') {
      await trx('repo_record_values')
        .where({ id: row.value_id })
        .update({ value: null, sealed: sealValue(dataKey, row.value, row.id, fieldId) });
    } else if (!toSensitive && row.sealed !== null) {
      await trx('repo_record_values')
        .where({ id: row.value_id })
        .update({ value: openValue(dataKey, row.sealed, row.id, fieldId), sealed: null });
    }
  }
}

/** Creates (id 0, Repos/Create) or updates (Repos/Update; owner or shared editor) a repository and its fields. */
export async function saveRepo(context: RepoContext, input: RepoInput): Promise<RepoResult<Repo>> {
  const { db, user } = context;
  const requested = [...new Set(input.sharedUsers)];
  await checkUsers(db, requested);
  // The fields in the order the client gave them: their order is their position.
  const ordered = input.repoFields
    .map((field, index) => ({ field, index }))
    .sort((a, b) => a.field.order - b.field.order || a.index - b.index)
    // A TOTP secret is a secret whatever the form says: the field is sensitive (sealed, masked, audited).
    .map(({ field }) =>
      field.dataTypeId === RepoDataType.TOTP ? { ...field, isSensitiveInformationField: true } : field,
    );

  // Whether a field turned sensitive (its values were in clear until now, in pages the database keeps), and
  // whether sealed values went with a removed field.
  let sealedPlainValues = false;
  let removedSealed = false;
  const repoId = await db.transaction(async (trx) => {
    let id = input.id;
    // The caller's rights on an existing repository (null for a new one, which is theirs).
    let permissions: RepoPermissions | null = null;
    const columns = {
      title: input.title,
      description: input.description,
      repo_enabled: input.repoEnabled,
      modified_by_id: user.id,
    };
    if (id === 0) {
      requireRepoClaim(user, 'Create');
      const [inserted] = await typed<{ id: number }[]>(
        trx('repo_repos')
          .insert({
            ...columns,
            share_users_can_edit: input.shareUsersCanEdit,
            share_users_can_edit_users: input.shareUsersCanEditUsers,
            created_by_id: user.id,
          })
          .returning('id'),
      );
      id = Number(inserted?.id);
      const sharedUsers = requested.filter((userId) => userId !== user.id);
      if (sharedUsers.length > 0) {
        await trx('repo_users').insert(sharedUsers.map((userId) => ({ repo_id: id, user_id: userId })));
      }
    } else {
      requireRepoClaim(user, 'Update');
      const loaded = await loadRepo(trx, user.id, id);
      const row = loaded.row;
      permissions = loaded.permissions;
      requireEdit(permissions);
      // The owner is never in the list of shared users, whoever sends it.
      const sharedUsers = requested.filter((userId) => userId !== row.created_by_id);
      const current = (
        await typed<{ user_id: number }[]>(trx('repo_users').where({ repo_id: id }).select('user_id'))
      ).map((share) => share.user_id);
      const sameUsers =
        current.length === sharedUsers.length && current.every((userId) => sharedUsers.includes(userId));
      const flagsChanged =
        input.shareUsersCanEdit !== bool(row.share_users_can_edit) ||
        input.shareUsersCanEditUsers !== bool(row.share_users_can_edit_users);
      if (flagsChanged) requireOwner(permissions, 'change what shared users may do');
      if (!sameUsers && !permissions.canEditUsers) {
        throw forbidden('You may not change who this repository is shared with.');
      }
      await trx('repo_repos')
        .where({ id })
        .update({
          ...columns,
          share_users_can_edit: input.shareUsersCanEdit,
          share_users_can_edit_users: input.shareUsersCanEditUsers,
          modified_at: trx.fn.now(),
        });
      if (!sameUsers) {
        await trx('repo_users').where({ repo_id: id }).delete();
        if (sharedUsers.length > 0) {
          await trx('repo_users').insert(sharedUsers.map((userId) => ({ repo_id: id, user_id: userId })));
        }
      }
    }

    const existing = await fieldsOf(trx, [id]);
    const kept = new Set(ordered.filter((field) => field.id > 0).map((field) => field.id));
    const unknown = [...kept].find((fieldId) => !existing.some((row) => row.id === fieldId));
    if (unknown !== undefined) {
      throw badRequest([
        { field: 'repoFields', message: `The field ${unknown} is not a field of this repository.` },
      ]);
    }
    const removed = existing.filter((row) => !kept.has(row.id));
    if (permissions && removed.some((row) => bool(row.is_sensitive))) {
      requireOwner(permissions, 'remove a sensitive field');
    }
    removedSealed = removed.some((row) => bool(row.is_sensitive));
    if (removed.length > 0) {
      await trx('repo_fields')
        .whereIn(
          'id',
          removed.map((row) => row.id),
        )
        .delete();
    }
    for (const [order, field] of ordered.entries()) {
      if (field.id < 0) {
        await trx('repo_fields').insert({
          ...fieldColumns(field, order),
          repo_id: id,
          is_user_defined: true,
        });
        continue;
      }
      const before = existing.find((row) => row.id === field.id)!;
      if (bool(before.is_sensitive) !== field.isSensitiveInformationField) {
        // Making a sensitive field plain would put every value of it in the lists, unaudited: the owner's call.
        if (!field.isSensitiveInformationField && permissions)
          requireOwner(permissions, 'make a sensitive field plain');
        await resealField(trx, context, field.id, field.isSensitiveInformationField);
        if (field.isSensitiveInformationField) sealedPlainValues = true;
      }
      await trx('repo_fields').where({ id: field.id }).update(fieldColumns(field, order));
    }
    return id;
  });
  if (sealedPlainValues) {
    // The filter's index (SQLite's FTS5, 005_repo_003_keyset) keeps a removed value's trigrams in older segments
    // until a merge: merged now, so none stay. PostgreSQL's index is rewritten with its table below.
    if (!isPostgres(db)) await db.raw(`INSERT INTO repo_values_fts (repo_values_fts) VALUES ('optimize')`);
    // The clear values were in the WAL, in free space and in pages the table no longer uses: rewrite them away
    // (db/shred.ts says what stays on PostgreSQL), with PostgreSQL's copy of each record's plain values.
    await purgeOldPages(db, ['repo_record_values', 'repo_values_plain']);
  } else if (removedSealed) {
    await shredDeleted(db, REPO_VALUE_TABLES);
  }
  const repo = await getRepo(context, repoId);
  return { success: true, message: REPO_MESSAGES.saved(repo.title), result: repo };
}

/** Deletes a repository with its fields and records (Repos/Delete, owner only). */
export async function deleteRepo(
  context: RepoContext,
  id: number,
  files?: FileStore,
): Promise<RepoResult<{ id: number }>> {
  const { db, user } = context;
  requireRepoClaim(user, 'Delete');
  const { title, fileIds } = await db.transaction(async (trx) => {
    const { row, permissions } = await loadRepo(trx, user.id, id);
    requireOwner(permissions, 'delete it');
    // The records' attachments go with them; their stored files are let go once the delete is done.
    const fileIds = await attachmentFilesOf(trx, { repoId: id });
    await trx('repo_repos').where({ id }).delete();
    return { title: row.title, fileIds };
  });
  await releaseAttachmentFiles(db, files, fileIds);
  await shredDeleted(db, REPO_VALUE_TABLES);
  return { success: true, message: REPO_MESSAGES.deleted(title), result: { id } };
}
