import { PUBLIC, defineRoute } from '../../http/routes.js';
import { getAppContext } from './service.js';

export const appRoutes = [
  defineRoute('GET', '/app/context/1', PUBLIC, 'app.context', (_ctx, services) => getAppContext(services)),
];
