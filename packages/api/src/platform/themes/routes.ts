// The theme routes: list, save, delete. Each is a descriptor of the contract (contract/themes.ts).
import * as calls from '@lcars/contract';
import { AUTHENTICATED, route } from '../../http/routes.js';
import { deleteTheme, listThemes, saveTheme } from './service.js';

export const themeRoutes = [
  route(calls.listThemes, AUTHENTICATED, 'theme.list', (_input, { db, user }) => listThemes(db, user.id)),
  route(calls.saveTheme, AUTHENTICATED, 'theme.save', ({ body }, services) => saveTheme(services, body)),
  route(calls.deleteTheme, AUTHENTICATED, 'theme.delete', ({ params }, services) =>
    deleteTheme(services, params.id),
  ),
];
