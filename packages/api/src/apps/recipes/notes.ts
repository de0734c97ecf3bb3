// Notes on recipes (the comment calls). Every holder of Recipes/Read reads the visible notes of
// a recipe they can read; hidden notes are listed (with showHidden) only to those who may edit them. Editing,
// deleting and hiding one note: its author, the recipe's creator, a Recipe Super User or an Admin; the calls
// on every note of a recipe: the recipe's creator, a Super User or an Admin.
import type { Knex } from 'knex';
import type { PagedList } from '@lcars/contract';
import {
  NOTE_MESSAGES,
  NOTE_MESSAGE_TYPE,
  NOTE_SOURCE_RECIPE,
  NoteHiddenBy,
  type Note,
  type noteListRequestSchema,
  type noteSaveSchema,
} from '@lcars/contract/recipes';
import type { z } from 'zod';
import { bool, count } from '../../db/knex.js';
import { containsPattern, isoDate, pageOf } from '../../db/paging.js';
import { forbidden, notFound } from '../../http/errors.js';
import { touchData } from '../../platform/settings/data.js';
import {
  actorOf,
  canEditNote,
  canModerateNotes,
  type Queryable,
  type RecipeActor,
  type RecipeContext,
} from './access.js';
import { typed } from '../../db/typed.js';

interface NoteRow {
  id: number;
  recipe_id: number;
  user_id: number;
  title: string;
  description: string;
  message_type_id: number;
  message_source_id: number;
  message_status_id: number;
  comment_text: string;
  tags: string;
  hidden: boolean | number;
  hidden_by: number;
  created_date: unknown;
  modified_date: unknown;
  user_name: string | null;
  modified_by_id: number | null;
  modified_by_name: string | null;
  recipe_created_by_id: number;
}

function toNote(row: NoteRow, actor: RecipeActor): Note {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    userId: row.user_id,
    messageTypeId: row.message_type_id,
    messageSourceId: row.message_source_id,
    messageStatusId: row.message_status_id,
    messageSourceIdValue: row.recipe_id,
    commentText: row.comment_text,
    tags: row.tags,
    userName: row.user_name ?? '',
    createdDate: isoDate(row.created_date),
    modifiedDate: isoDate(row.modified_date),
    // Named only when someone other than the author changed the note last.
    modifiedByUserName:
      row.modified_by_id !== null && row.modified_by_id !== row.user_id ? (row.modified_by_name ?? '') : null,
    hidden: bool(row.hidden),
    canEdit: canEditNote(actor, row.recipe_created_by_id, row.user_id),
    canToggle: canToggleNote(actor, row),
  };
}

/**
 * A hide stands until someone with at least the same say shows the note: the author's own hide, the author
 * or a moderator (the recipe's creator, a Super User, an Admin); a moderator's hide, a moderator only. So an
 * author cannot bring back what the recipe's owner took down.
 */
function canToggleNote(actor: RecipeActor, row: NoteRow): boolean {
  if (!canEditNote(actor, row.recipe_created_by_id, row.user_id)) return false;
  const byModerator = bool(row.hidden) && Number(row.hidden_by) !== NoteHiddenBy.Author;
  return !byModerator || canModerateNotes(actor, row.recipe_created_by_id);
}

/** Notes of recipes that are not archived, with the author's name and the recipe's creator. */
function notesQuery(db: Queryable): Knex.QueryBuilder {
  return db('recipe_comments as c')
    .join('recipes as r', 'r.id', 'c.recipe_id')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('users as e', 'e.id', 'c.modified_by_id')
    .where('r.archived', false)
    .select(
      'c.*',
      'u.user_name',
      'e.user_name as modified_by_name',
      'r.created_by_id as recipe_created_by_id',
    );
}

/** The recipe's creator; 404 when it does not exist or is archived. */
async function recipeCreator(db: Queryable, recipeId: number): Promise<number> {
  const row = await typed<{ created_by_id: number } | undefined>(
    db('recipes').where({ id: recipeId, archived: false }).first('created_by_id'),
  );
  if (!row) throw notFound(`Recipe ${recipeId} was not found.`);
  return row.created_by_id;
}

export async function listNotes(
  context: RecipeContext,
  request: z.output<typeof noteListRequestSchema>,
): Promise<PagedList<Note>> {
  const { db } = context;
  const creator = await recipeCreator(db, request.sourceIdValue);
  const actor = await actorOf(db, context.user);
  const base = (): Knex.QueryBuilder => {
    let query = notesQuery(db).where('c.recipe_id', request.sourceIdValue);
    if (!request.showHidden) query = query.where('c.hidden', false);
    else if (!canModerateNotes(actor, creator)) {
      // Others' hidden notes stay hidden from those who may not edit them; one's own are listed.
      query = query.where((where) => {
        void where.where('c.hidden', false).orWhere('c.user_id', actor.id);
      });
    }
    if (request.filterBy !== '')
      query = query.whereRaw("lower(c.comment_text) like ? escape '\\'", [containsPattern(request.filterBy)]);
    return query;
  };
  const totalRow = await typed<{ total?: unknown } | undefined>(
    base().clearSelect().count({ total: '*' }).first(),
  );
  const total = count(totalRow?.total);
  const offset = (request.page - 1) * request.itemsPerPage;
  const rows = await typed<NoteRow[]>(
    base()
      .orderBy([
        { column: 'c.created_date', order: 'desc' },
        { column: 'c.id', order: 'desc' },
      ])
      .limit(request.itemsPerPage)
      .offset(offset),
  );
  const records = rows.map((row) => toNote(row, actor));
  return pageOf(total, request, { sortBy: 'createdDate', sortDirection: 'desc' }, records);
}

/** Every visible note of every recipe, newest first: what the device keeps when notes are wanted offline. */
export async function listAllNotes(context: RecipeContext): Promise<Note[]> {
  const actor = await actorOf(context.db, context.user);
  const rows = await typed<NoteRow[]>(
    notesQuery(context.db)
      .where('c.hidden', false)
      .orderBy([
        { column: 'c.created_date', order: 'desc' },
        { column: 'c.id', order: 'desc' },
      ]),
  );
  return rows.map((row) => toNote(row, actor));
}

async function noteRow(db: Queryable, id: number): Promise<NoteRow> {
  const row = await typed<NoteRow | undefined>(notesQuery(db).where('c.id', id).first());
  if (!row) throw notFound(`Note ${id} was not found.`);
  return row;
}

export async function getNote(context: RecipeContext, id: number): Promise<Note> {
  const row = await noteRow(context.db, id);
  const actor = await actorOf(context.db, context.user);
  // A hidden note of someone else is not there for those who may not edit it.
  if (bool(row.hidden) && !canEditNote(actor, row.recipe_created_by_id, row.user_id))
    throw notFound(`Note ${id} was not found.`);
  return toNote(row, actor);
}

/** The note's row, if the actor may edit it (403 otherwise; 404 when they may not even see it). */
async function editableNote(trx: Queryable, actor: RecipeActor, id: number): Promise<NoteRow> {
  const row = await noteRow(trx, id);
  if (!canEditNote(actor, row.recipe_created_by_id, row.user_id)) {
    if (bool(row.hidden)) throw notFound(`Note ${id} was not found.`);
    throw forbidden(
      'Only its author, the recipe’s creator, a Recipe Super User or an Admin may change this note.',
    );
  }
  return row;
}

export async function saveNote(
  context: RecipeContext,
  input: z.output<typeof noteSaveSchema>,
): Promise<Note> {
  const { db, user } = context;
  const id = await db.transaction(async (trx) => {
    const actor = await actorOf(trx, user);
    const now = new Date();
    const fields = {
      title: input.title,
      description: input.description,
      comment_text: input.commentText,
      tags: input.tags,
      modified_date: now,
    };
    if (input.id === 0) {
      await recipeCreator(trx, input.messageSourceIdValue);
      const [inserted] = await typed<{ id: number }[]>(
        trx('recipe_comments')
          .insert({
            ...fields,
            recipe_id: input.messageSourceIdValue,
            user_id: user.id,
            message_type_id: NOTE_MESSAGE_TYPE,
            message_source_id: NOTE_SOURCE_RECIPE,
            message_status_id: 0,
            created_date: now,
          })
          .returning('id'),
      );
      await touchData(trx, 'recipe-comments', input.messageSourceIdValue);
      return Number(inserted?.id);
    }
    const row = await editableNote(trx, actor, input.id);
    // A note stays on its recipe: the body's recipe id must be the note's.
    if (row.recipe_id !== input.messageSourceIdValue) throw notFound(`Note ${input.id} was not found.`);
    await trx('recipe_comments')
      .where({ id: input.id })
      .update({ ...fields, modified_by_id: user.id });
    await touchData(trx, 'recipe-comments', row.recipe_id);
    return input.id;
  });
  return getNote(context, id);
}

export async function deleteNote(context: RecipeContext, id: number): Promise<{ deleted: number }> {
  return context.db.transaction(async (trx) => {
    const row = await editableNote(trx, await actorOf(trx, context.user), id);
    const deleted = await trx('recipe_comments').where({ id }).delete();
    await touchData(trx, 'recipe-comments', row.recipe_id);
    return { deleted };
  });
}

async function moderated(trx: Knex.Transaction, context: RecipeContext, recipeId: number): Promise<void> {
  const creator = await recipeCreator(trx, recipeId);
  if (!canModerateNotes(await actorOf(trx, context.user), creator))
    throw forbidden(
      'Only the recipe’s creator, a Recipe Super User or an Admin may change all of its notes.',
    );
}

export async function deleteAllNotes(context: RecipeContext, recipeId: number): Promise<{ deleted: number }> {
  return context.db.transaction(async (trx) => {
    await moderated(trx, context, recipeId);
    const deleted = await trx('recipe_comments').where({ recipe_id: recipeId }).delete();
    await touchData(trx, 'recipe-comments', recipeId);
    return { deleted };
  });
}

export async function toggleNote(
  context: RecipeContext,
  id: number,
): Promise<{ changed: number; hidden: boolean }> {
  return context.db.transaction(async (trx) => {
    const actor = await actorOf(trx, context.user);
    const row = await editableNote(trx, actor, id);
    if (!canToggleNote(actor, row)) throw forbidden(NOTE_MESSAGES.hiddenByModerator);
    const hidden = !bool(row.hidden);
    const hiddenBy = !hidden
      ? NoteHiddenBy.None
      : canModerateNotes(actor, row.recipe_created_by_id)
        ? NoteHiddenBy.Moderator
        : NoteHiddenBy.Author;
    const changed = await trx('recipe_comments').where({ id }).update({ hidden, hidden_by: hiddenBy });
    await touchData(trx, 'recipe-comments', row.recipe_id);
    return { changed, hidden };
  });
}

/**
 * Hides every visible note of a recipe (or only other people's), or, when none is left visible, shows again
 * the ones such a press hid: a note hidden one by one (by its author or a moderator) stays hidden, so the
 * bulk buttons never undo a single hide.
 */
export async function toggleNotes(
  context: RecipeContext,
  recipeId: number,
  othersOnly: boolean,
): Promise<{ changed: number; hidden: boolean }> {
  return context.db.transaction(async (trx) => {
    await moderated(trx, context, recipeId);
    const scope = (): Knex.QueryBuilder => {
      const query = trx('recipe_comments').where({ recipe_id: recipeId });
      return othersOnly ? query.whereNot({ user_id: context.user.id }) : query;
    };
    const visible = await typed<unknown>(scope().clone().where('hidden', false).first('id'));
    const hidden = visible !== undefined;
    const changed = hidden
      ? await scope().where('hidden', false).update({ hidden: true, hidden_by: NoteHiddenBy.EveryNote })
      : await scope()
          .where('hidden_by', NoteHiddenBy.EveryNote)
          .update({ hidden: false, hidden_by: NoteHiddenBy.None });
    await touchData(trx, 'recipe-comments', recipeId);
    return { changed, hidden };
  });
}
