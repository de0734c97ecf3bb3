// Notes (comments) on recipes: the comment calls.
import { z } from 'zod';
import { int32 } from '../int32.js';
import { pagedListSchema } from '../paged.js';

/** Message type 1 (a comment) from source 1 (a recipe): the only ones the portal writes. */
export const NOTE_MESSAGE_TYPE = 1;
export const NOTE_SOURCE_RECIPE = 1;

export const noteSchema = z.object({
  id: int32(),
  title: z.string(),
  description: z.string(),
  userId: int32(),
  messageTypeId: int32(),
  messageSourceId: int32(),
  messageStatusId: int32(),
  /** The recipe id. */
  messageSourceIdValue: int32(),
  commentText: z.string(),
  tags: z.string(),
  userName: z.string(),
  createdDate: z.string(),
  modifiedDate: z.string(),
  /** Who changed the note last when it was not its author (the recipe's creator or a moderator), else null. */
  modifiedByUserName: z.string().nullable(),
  /** Hidden notes are listed only with showHidden (a note's visibility toggles). */
  hidden: z.boolean(),
  /** Whether the caller may edit, delete and hide it. */
  canEdit: z.boolean(),
  /** Whether the caller may hide or show it now: a note hidden by a moderator stays hidden for its author. */
  canToggle: z.boolean(),
});
export type Note = z.infer<typeof noteSchema>;

/** Who hid a note: who may show it again depends on it (docs/decisions.md, notes' visibility). */
export const NoteHiddenBy = { None: 0, Author: 1, Moderator: 2, EveryNote: 3 } as const;

/** The author pressing Show on a note a moderator hid. */
export const NOTE_MESSAGES = {
  hiddenByModerator:
    'This note was hidden by the recipe’s creator or a moderator: only they can show it again.',
} as const;

/** POST social/comment/list/1: body showHidden, sourceIdValue, page, itemsPerPage, filterBy. */
export const noteListRequestSchema = z.object({
  showHidden: z.boolean().optional().default(false),
  sourceIdValue: int32().min(1).max(2_147_483_647),
  page: int32().min(1).optional().default(1),
  itemsPerPage: int32().min(1).max(5000).optional().default(1000),
  filterBy: z.string().trim().max(200).optional().default(''),
});
export type NoteListRequest = z.input<typeof noteListRequestSchema>;
export const notePageSchema = pagedListSchema(noteSchema);

/** POST social/comment: id 0 adds a note to the recipe messageSourceIdValue, another id edits it. */
export const noteSaveSchema = z.object({
  id: int32().min(0).optional().default(0),
  messageSourceIdValue: int32().min(1, 'Recipe is required.').max(2_147_483_647),
  title: z.string().trim().max(200).optional().default(''),
  description: z.string().trim().max(500).optional().default(''),
  commentText: z.string().trim().min(1, 'Comment text is required.').max(10_000),
  tags: z.string().trim().max(500).optional().default(''),
});
export type NoteSaveRequest = z.input<typeof noteSaveSchema>;

/** The visibility toggles' answer: how many notes changed and whether they are now hidden. */
export const noteToggleSchema = z.object({ changed: int32(), hidden: z.boolean() });
export const noteDeleteSchema = z.object({ deleted: int32() });
