import { z } from 'zod';
import { themeSaveSchema } from '@lcars/contract';
import { AUTHENTICATED, defineRoute } from '../../http/routes.js';
import { validate } from '../../http/validate.js';
import { deleteTheme, listThemes, saveTheme } from './service.js';

const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const themeRoutes = [
  defineRoute(
    'GET',
    '/theme/list',
    AUTHENTICATED,
    'theme.list',
    (_ctx, { db, user }) => listThemes(db, user.id),
    { summary: "Built-in themes, the user's own and those others share" },
  ),
  defineRoute(
    'POST',
    '/theme/save',
    AUTHENTICATED,
    'theme.save',
    (ctx, services) => saveTheme(services, validate(themeSaveSchema, ctx.request.body)),
    { summary: 'Creates (id 0) or updates an own theme', body: themeSaveSchema },
  ),
  defineRoute(
    'DELETE',
    '/theme/:id',
    AUTHENTICATED,
    'theme.delete',
    (ctx, services) => deleteTheme(services, validate(idParamsSchema, ctx.params).id),
    { summary: 'Deletes an own theme (any, with Higgs/Boson)' },
  ),
];
