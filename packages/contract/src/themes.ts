import { z } from 'zod';
import { resultSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { INT32_MAX } from './int32.js';
import { hexColorSchema } from './settings.js';
import { THEME_COLOR_NAMES } from './vocabulary.js';

export const themeColorSchema = z.object({
  themeId: z.number().int().min(0).max(INT32_MAX).optional(),
  themeColorName: z.string().refine((name) => THEME_COLOR_NAMES.includes(name), 'Unknown theme colour name.'),
  themeColorValue: hexColorSchema,
});

/** POST /api/theme/save: a user-owned theme (id 0 or absent: a new one). */
export const themeSaveSchema = z.object({
  id: z.number().int().min(0).max(2_147_483_647).default(0),
  title: z.string().trim().min(1, 'Title is required.').max(100),
  narrative: z.string().trim().max(500).default(''),
  dark: z.boolean().default(true),
  allowUseByOtherUsers: z.boolean().default(false),
  themeColors: z
    .array(themeColorSchema)
    .max(THEME_COLOR_NAMES.length)
    .refine(
      (colors) => new Set(colors.map((c) => c.themeColorName)).size === colors.length,
      'Each colour may appear once.',
    )
    .default([]),
});
export type ThemeSaveRequest = z.input<typeof themeSaveSchema>;

/** The answer shape of a Theme (context.ts): built-in, the user's own, or shared by another user. */
export const themeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  narrative: z.string(),
  isBuiltIn: z.boolean(),
  isUserOwned: z.boolean(),
  allowUseByOtherUsers: z.boolean(),
  dark: z.boolean(),
  createdById: z.number().int().nullable(),
  themeColors: z.array(
    z.object({ themeId: z.number().int(), themeColorName: z.string(), themeColorValue: z.string() }),
  ),
});

// The theme calls: list, save, delete.

export const listThemes = endpoint({
  method: 'GET',
  path: '/theme/list',
  response: z.array(themeSchema),
  summary: "Built-in themes, the user's own and those others share",
});

export const saveTheme = endpoint({
  method: 'POST',
  path: '/theme/save',
  request: themeSaveSchema,
  response: resultSchema(themeSchema),
  summary: 'Creates (id 0) or updates an own theme',
});

export const deleteTheme = endpoint({
  method: 'DELETE',
  path: '/theme/:id',
  params: z.object({ id: z.coerce.number().int().positive().max(INT32_MAX) }),
  response: resultSchema(z.null()),
  summary: 'Deletes an own theme (any, with Higgs/Boson)',
});
