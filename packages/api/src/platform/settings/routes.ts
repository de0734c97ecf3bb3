// The settings routes: the signed-in user's app and global settings, the administrator's app settings, and when
// data last changed. Each is a descriptor of the contract (contract/settings.ts).
import * as calls from '@lcars/contract';
import { AUTHENTICATED, requireClaim, route } from '../../http/routes.js';
import { getLastModified } from './data.js';
import { saveAppSetting, saveGlobalAppSettings, saveUserAppSetting } from './user-settings.js';

export const settingsRoutes = [
  route(calls.saveUserAppSetting, AUTHENTICATED, 'account.app.save', ({ body }, services, _ctx, server) =>
    saveUserAppSetting(services, body, server.appSettings),
  ),
  route(calls.saveGlobalAppSettings, AUTHENTICATED, 'account.global.save', ({ body }, services) =>
    saveGlobalAppSettings(services, body),
  ),
  route(calls.setDarkMode, AUTHENTICATED, 'account.darkmode', ({ params }, services) =>
    saveGlobalAppSettings(services, { darkMode: params.value }),
  ),
  route(calls.setThemeMode, AUTHENTICATED, 'account.themeMode', ({ params }, services) =>
    saveGlobalAppSettings(services, { themeMode: params.value }),
  ),
  route(calls.saveAppSetting, requireClaim('Higgs', 'Boson'), 'app.save', ({ body }, services) =>
    saveAppSetting(services, body),
  ),
  route(calls.getDataLastModified, AUTHENTICATED, 'data.last', ({ params }, { db, user }, ctx, server) => {
    ctx.set('Cache-Control', 'no-store');
    return getLastModified(db, server.dataReaders, user, params.dataName, params.id);
  }),
];
