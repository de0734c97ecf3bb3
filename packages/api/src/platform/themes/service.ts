// Themes: the built-in ones, a user's own, and those other users share (allowUseByOtherUsers).
import type { Knex } from 'knex';
import {
  ADMIN_CLAIM,
  hasClaim,
  type ResultWrapper,
  type Theme,
  type ThemeColor,
  type themeSaveSchema,
} from '@lcars/contract';
import type { z } from 'zod';
import type { Db } from '../../db/knex.js';
import { bool } from '../../db/knex.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { UserServiceContext } from '../../http/context.js';
import { touchData } from '../settings/data.js';
import { BUILT_IN_THEMES } from './builtin.js';

interface ThemeRow {
  id: number;
  title: string;
  narrative: string;
  dark: boolean | number;
  allow_use_by_other_users: boolean | number;
  created_by_id: number;
}

interface ThemeColorRow {
  theme_id: number;
  theme_color_name: string;
  theme_color_value: string;
}

async function withColors(db: Db | Knex.Transaction, rows: ThemeRow[], userId: number): Promise<Theme[]> {
  if (rows.length === 0) return [];
  const colors = await db<ThemeColorRow>('theme_colors')
    .whereIn(
      'theme_id',
      rows.map((r) => r.id),
    )
    .orderBy([{ column: 'theme_id' }, { column: 'theme_color_name' }])
    .select('*');
  const byTheme = new Map<number, ThemeColor[]>();
  for (const color of colors) {
    const list = byTheme.get(color.theme_id) ?? [];
    list.push({
      themeId: color.theme_id,
      themeColorName: color.theme_color_name,
      themeColorValue: color.theme_color_value,
    });
    byTheme.set(color.theme_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    narrative: row.narrative,
    isBuiltIn: false,
    isUserOwned: row.created_by_id === userId,
    allowUseByOtherUsers: bool(row.allow_use_by_other_users),
    dark: bool(row.dark),
    createdById: row.created_by_id,
    themeColors: byTheme.get(row.id) ?? [],
  }));
}

/** Built-in themes, the user's own and the shared ones of others. */
export async function listThemes(db: Db, userId: number): Promise<Theme[]> {
  const rows = await db<ThemeRow>('themes')
    .where({ created_by_id: userId })
    .orWhere({ allow_use_by_other_users: true })
    .orderBy([{ column: 'title' }, { column: 'id' }])
    .select('*');
  return [...BUILT_IN_THEMES, ...(await withColors(db, rows, userId))];
}

export async function saveTheme(
  { db, user }: UserServiceContext,
  theme: z.output<typeof themeSaveSchema>,
): Promise<ResultWrapper<Theme>> {
  const now = new Date();
  const saved = await db.transaction(async (trx) => {
    let id = theme.id;
    const values = {
      title: theme.title,
      narrative: theme.narrative,
      dark: theme.dark,
      allow_use_by_other_users: theme.allowUseByOtherUsers,
      modified_date: now,
    };
    if (id === 0) {
      const [inserted] = await trx('themes')
        .insert({ ...values, created_by_id: user.id, created_date: now })
        .returning<{ id: number }[]>('id');
      id = Number(inserted?.id);
    } else {
      if (BUILT_IN_THEMES.some((t) => t.id === id)) throw forbidden('Built-in themes cannot be changed.');
      const row = await trx<ThemeRow>('themes').where({ id }).first();
      if (!row) throw notFound('The theme does not exist.');
      if (row.created_by_id !== user.id) throw forbidden('Only the owner may change a theme.');
      await trx('themes').where({ id }).update(values);
      await trx('theme_colors').where({ theme_id: id }).delete();
    }
    if (theme.themeColors.length > 0) {
      await trx('theme_colors').insert(
        theme.themeColors.map((c) => ({
          theme_id: id,
          theme_color_name: c.themeColorName,
          theme_color_value: c.themeColorValue.toUpperCase(),
        })),
      );
    }
    await touchData(trx, 'theme', id);
    const row = await trx<ThemeRow>('themes').where({ id }).first();
    if (!row) throw notFound('The theme does not exist.');
    const [result] = await withColors(trx, [row], user.id);
    if (!result) throw notFound('The theme does not exist.');
    return result;
  });
  return { success: true, message: 'Save complete!', result: saved };
}

/** Deletes an own theme (an administrator may delete any); settings that used it fall back to 0. */
export async function deleteTheme(
  { db, user }: UserServiceContext,
  id: number,
): Promise<ResultWrapper<null>> {
  if (BUILT_IN_THEMES.some((t) => t.id === id)) throw forbidden('Built-in themes cannot be deleted.');
  await db.transaction(async (trx) => {
    const row = await trx<ThemeRow>('themes').where({ id }).first();
    if (!row) throw notFound('The theme does not exist.');
    if (row.created_by_id !== user.id && !hasClaim(user.claims, ADMIN_CLAIM.type, ADMIN_CLAIM.value)) {
      throw forbidden('Only the owner may delete a theme.');
    }
    await trx('user_app_settings').where({ theme_id: id }).update({ theme_id: 0 });
    await trx('apps').where({ theme_id: id }).update({ theme_id: 0 });
    await trx('themes').where({ id }).delete();
    await touchData(trx, 'theme', id);
  });
  return { success: true, message: 'The theme was deleted.', result: null };
}
