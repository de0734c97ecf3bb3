// The app context: what any visitor needs before sign-in (apps, themes, password requirements).
import {
  API_VERSION,
  DEFAULT_GLOBAL_APP_SETTINGS,
  type AppContext,
  type AppContextApp,
} from '@lcars/contract';
import type { Db } from '../../db/knex.js';
import { bool } from '../../db/knex.js';
import type { ServiceContext } from '../../http/context.js';
import { getSystemSettings } from '../settings/service.js';
import { BUILT_IN_THEMES } from '../themes/builtin.js';

export interface AppRow {
  id: number;
  title: string;
  narrative: string;
  path: string;
  sort_order: number;
  is_enabled: boolean | number;
  is_offline_enabled: boolean | number;
  is_offline_preload_enabled: boolean | number;
  primary_color: string;
  secondary_color: string;
  theme_id: number;
  claim_type: string;
  claim_value: string;
}

export async function listApps(db: Db): Promise<AppRow[]> {
  return db<AppRow>('apps')
    .select('*')
    .orderBy([{ column: 'sort_order' }, { column: 'id' }]);
}

/** The ids of the apps enabled portal-wide (the administrator's switch of each app). */
export async function enabledAppIds(db: Db): Promise<ReadonlySet<number>> {
  const rows = await db<AppRow>('apps').select('id', 'is_enabled');
  return new Set(rows.filter((row) => bool(row.is_enabled)).map((row) => row.id));
}

export function toAppContextApp(row: AppRow): AppContextApp {
  return {
    id: row.id,
    title: row.title,
    isEnabled: bool(row.is_enabled),
    isOfflineEnabled: bool(row.is_offline_enabled),
    isOfflinePreloadEnabled: bool(row.is_offline_preload_enabled),
    preloaded: false,
    primaryColor: row.primary_color,
    secondaryColor: row.secondary_color,
    themeId: row.theme_id,
    claimType: row.claim_type,
    claimValue: row.claim_value,
    path: row.path,
    narrative: row.narrative,
  };
}

export async function getAppContext({ db, config }: ServiceContext): Promise<AppContext> {
  const [apps, settings] = await Promise.all([listApps(db), getSystemSettings(db)]);
  return {
    id: 1,
    apiVersion: API_VERSION,
    apps: apps.map(toAppContextApp),
    themes: [...BUILT_IN_THEMES],
    // The portal's own: whether offline use is allowed here, and the defaults before a user chooses.
    globalAppSettings: { ...DEFAULT_GLOBAL_APP_SETTINGS, ...settings.globalAppSettings },
    environmentName: config.nodeEnv,
    isProduction: config.isProduction,
    requirements: settings.requirements,
    registrationEnabled: settings.registrationEnabled,
  };
}
