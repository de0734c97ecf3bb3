// The platform's cached reads (db/read-cache.ts): what nearly every request repeats, and the tables each
// is read from. A write to one of those tables drops the entries, so a disabled user, a revoked claim or
// a saved setting takes effect on the next request, as without the cache.
import type { AccountContext } from '@lcars/contract';
import type { CachedRead, ReadCache } from '../db/read-cache.js';
import type { JsonText } from '../http/json-text.js';
import type { UserSession } from './users/service.js';

/** The account context less what comes from the request (claims and token). */
export type AccountSettings = Omit<AccountContext, 'claims' | 'token'>;

export interface PlatformReads {
  /** A user's name, state and claims, by user id: read by every authenticated request. */
  sessions: CachedRead<number, UserSession | null>;
  /** The app context, serialised: the same for every visitor. */
  appContext: CachedRead<'app', JsonText>;
  /** A user's profile and settings (AccountSettings), serialised, by user id. */
  accountSettings: CachedRead<number, JsonText>;
  /**
   * The whole answer of GET /account/context/1, serialised, by bearer token (the token is part of it): the
   * settings and the caller's claims. Read from the tables of both regions above, so a write to any of them
   * (a claim granted or taken back, a setting saved) drops it before the next request.
   */
  accountContexts: CachedRead<string, JsonText>;
  /** One lookup list (`GET /systemitem/list/{type}`), serialised, by type: every form reads its lists. */
  systemItemLists: CachedRead<number, JsonText>;
  /** The ids of the apps the administrator has enabled: every app route checks it. */
  enabledApps: CachedRead<'apps', ReadonlySet<number>>;
}

const SESSION_TABLES = ['users', 'user_claims', 'user_roles', 'role_claims', 'roles'];
const ACCOUNT_SETTINGS_TABLES = [
  'users',
  'apps',
  'user_app_settings',
  'user_global_settings',
  // The administrator's defaults stand in for settings a user has not chosen.
  'system_settings',
];

export function platformReads(cache: ReadCache): PlatformReads {
  return {
    sessions: cache.region('sessions', SESSION_TABLES),
    appContext: cache.region('app context', ['apps', 'system_settings']),
    accountSettings: cache.region('account settings', ACCOUNT_SETTINGS_TABLES),
    accountContexts: cache.region('account contexts', [
      ...new Set([...SESSION_TABLES, ...ACCOUNT_SETTINGS_TABLES]),
    ]),
    systemItemLists: cache.region('system item lists', ['system_items']),
    enabledApps: cache.region('enabled apps', ['apps']),
  };
}
