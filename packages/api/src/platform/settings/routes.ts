import {
  appSettingSaveSchema,
  darkModeValueSchema,
  dataLastParamsSchema,
  globalAppSettingsSaveSchema,
  themeModeValueSchema,
  userAppSettingSaveSchema,
} from '@lcars/contract';
import { AUTHENTICATED, defineRoute, requireClaim } from '../../http/routes.js';
import { validate } from '../../http/validate.js';
import { z } from 'zod';
import { getLastModified } from './data.js';
import { saveAppSetting, saveGlobalAppSettings, saveUserAppSetting } from './user-settings.js';

const darkModeParams = z.object({ value: darkModeValueSchema });
const themeModeParams = z.object({ value: themeModeValueSchema });

export const settingsRoutes = [
  defineRoute(
    'POST',
    '/account/app/save',
    AUTHENTICATED,
    'account.app.save',
    (ctx, services, server) =>
      saveUserAppSetting(services, validate(userAppSettingSaveSchema, ctx.request.body), server.appSettings),
    { summary: "Saves the user's settings of one app", body: userAppSettingSaveSchema },
  ),
  defineRoute(
    'POST',
    '/account/global/save',
    AUTHENTICATED,
    'account.global.save',
    (ctx, services) =>
      saveGlobalAppSettings(services, validate(globalAppSettingsSaveSchema, ctx.request.body)),
    { summary: "Saves the user's global app settings", body: globalAppSettingsSaveSchema },
  ),
  defineRoute(
    'POST',
    '/account/darkmode/:value/1',
    AUTHENTICATED,
    'account.darkmode',
    (ctx, services) =>
      saveGlobalAppSettings(services, { darkMode: validate(darkModeParams, ctx.params).value }),
    { summary: 'Sets dark mode (true or false)' },
  ),
  defineRoute(
    'POST',
    '/account/theme-mode/:value/1',
    AUTHENTICATED,
    'account.themeMode',
    (ctx, services) =>
      saveGlobalAppSettings(services, { themeMode: validate(themeModeParams, ctx.params).value }),
    { summary: 'Sets the theme mode (1 material, 2 lcars)' },
  ),
  defineRoute(
    'POST',
    '/app/save',
    requireClaim('Higgs', 'Boson'),
    'app.save',
    (ctx, services) => saveAppSetting(services, validate(appSettingSaveSchema, ctx.request.body)),
    { summary: 'Saves the global settings of one app', body: appSettingSaveSchema },
  ),
  defineRoute(
    'GET',
    '/data/last/:dataName/:id',
    AUTHENTICATED,
    'data.last',
    (ctx, { db, user }, server) => {
      const params = validate(dataLastParamsSchema, ctx.params);
      ctx.set('Cache-Control', 'no-store');
      return getLastModified(db, server.dataReaders, user, params.dataName, params.id);
    },
    { summary: 'When data of a name and id last changed (offline freshness)' },
  ),
];
