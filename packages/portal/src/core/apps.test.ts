import { describe, expect, it } from 'vitest';
import { DEFAULT_GLOBAL_APP_SETTINGS, NAME_IDENTIFIER } from '@lcars/contract';
import type { AccountContext, AppContext, AppSetting, Claim } from '@lcars/contract';
import { APP_CATALOGUE } from '../apps/registry';
import { appSettingEntries, guardAppOf, isSwitchedOffByUser, usableApps, visibleApps } from './apps';

const appContext: AppContext = {
  id: 1,
  apiVersion: '6.0.5',
  apps: [
    ...APP_CATALOGUE.map((app) => ({
      ...app,
      isEnabled: true,
      isOfflineEnabled: app.id === 1,
      isOfflinePreloadEnabled: false,
      preloaded: false,
      primaryColor: '#2962FF',
      secondaryColor: '#3F51B5',
      themeId: 0,
    })),
    {
      id: 2,
      title: 'Inventory',
      narrative: '',
      path: '/inventory',
      claimType: 'Inventory',
      claimValue: 'Access',
      isEnabled: true,
      isOfflineEnabled: false,
      isOfflinePreloadEnabled: false,
      preloaded: false,
      primaryColor: '',
      secondaryColor: '',
      themeId: 0,
    },
  ],
  themes: [],
  globalAppSettings: DEFAULT_GLOBAL_APP_SETTINGS,
  environmentName: 'test',
  isProduction: false,
  requirements: {
    allowedUserNameCharacters: '',
    requireDigit: false,
    requireLowercase: false,
    requireUppercase: false,
    requiredLength: 12,
    requiredUserNameLength: 3,
  },
  registrationEnabled: true,
};

function account(claims: Claim[], appSettings: AccountContext['appSettings'] = []): AccountContext {
  return {
    profile: {} as AccountContext['profile'],
    claims: [{ type: NAME_IDENTIFIER, value: '1' }, ...claims],
    appSettings,
    globalAppSettings: DEFAULT_GLOBAL_APP_SETTINGS,
    token: 't',
  };
}

/** Every catalogued app has screens unless a test says otherwise. */
const allScreens: ReadonlySet<number> = new Set([...APP_CATALOGUE.map((app) => app.id), 2]);

const memberClaims = APP_CATALOGUE.filter((app) => app.claimType !== 'Higgs').map((app) => ({
  type: app.claimType,
  value: app.claimValue,
}));

describe('visibleApps: which apps a user sees', () => {
  it('lists every app whose claim the user holds, Admin only with Higgs/Boson, never Inventory', () => {
    const admin = account([
      ...memberClaims,
      { type: 'Higgs', value: 'Boson' },
      { type: 'Inventory', value: 'Access' },
    ]);
    expect(visibleApps(appContext, admin, allScreens).map((app) => app.title)).toEqual(
      APP_CATALOGUE.map((app) => app.title),
    );
    expect(visibleApps(appContext, account(memberClaims), allScreens).map((app) => app.title)).not.toContain(
      'Admin',
    );
  });

  it('drops apps that are disabled, or switched off in the user settings', () => {
    const context = {
      ...appContext,
      apps: appContext.apps.map((app) => ({ ...app, isEnabled: app.id !== 3 })),
    };
    const user = account(memberClaims, [
      { appId: 1, isEnabled: false } as AccountContext['appSettings'][number],
    ]);
    const titles = visibleApps(context, user, allScreens).map((app) => app.title);
    expect(titles).not.toContain('Money');
    expect(titles).not.toContain('Recipes');
    expect(titles).toContain('Scanner');
  });

  it('lists nothing before both contexts are there', () => {
    expect(visibleApps(null, account(memberClaims), allScreens)).toEqual([]);
    expect(visibleApps(appContext, null, allScreens)).toEqual([]);
  });

  it('drops the apps this build has no screens for, even when the user holds their claim', () => {
    const admin = account([...memberClaims, { type: 'Higgs', value: 'Boson' }]);
    expect(visibleApps(appContext, admin, new Set([3, 100])).map((app) => app.title)).toEqual([
      'Money',
      'Admin',
    ]);
    expect(visibleApps(appContext, account(memberClaims), new Set([3, 100])).map((app) => app.id)).toEqual([
      3,
    ]);
    expect(visibleApps(appContext, admin, new Set())).toEqual([]);
  });
});

/** The user's own setting of an app, as the account context carries one per app. */
const settingOf = (appId: number, isEnabled = true): AppSetting =>
  ({ appId, isEnabled, isOfflineEnabled: true, title: '', narrative: '' }) as AppSetting;

describe("usableApps and the App settings page (the hub's apps)", () => {
  const money = 3;
  const recipes = 1;
  const member = account(
    memberClaims,
    [3, 1, 5, 4, 99, 51, 100].map((appId) => settingOf(appId)),
  );
  const switchedOff = account(memberClaims, [settingOf(money, false), settingOf(recipes, false)]);

  it('keeps the apps the user switched off, which the hub drops', () => {
    expect(visibleApps(appContext, switchedOff, allScreens).map((app) => app.id)).not.toContain(money);
    expect(usableApps(appContext, switchedOff, allScreens).map((app) => app.id)).toEqual(
      visibleApps(appContext, member, allScreens).map((app) => app.id),
    );
    expect(isSwitchedOffByUser(switchedOff, money)).toBe(true);
    expect(isSwitchedOffByUser(member, money)).toBe(false);
    expect(isSwitchedOffByUser(account(memberClaims), money)).toBe(false);
    expect(isSwitchedOffByUser(null, money)).toBe(false);
  });

  it('otherwise drops what the hub drops: no claim, disabled, Inventory, no screens in this build', () => {
    const context = {
      ...appContext,
      apps: appContext.apps.map((app) => ({ ...app, isEnabled: app.id !== 5 })),
    };
    const withInventory = account([...memberClaims, { type: 'Inventory', value: 'Access' }]);
    expect(usableApps(context, withInventory, allScreens).map((app) => app.title)).toEqual([
      'Money',
      'Recipes',
      'Scanner',
      'Tools',
      'Boxing',
    ]);
    expect(usableApps(appContext, switchedOff, new Set([money, 100])).map((app) => app.id)).toEqual([money]);
    expect(usableApps(null, member, allScreens)).toEqual([]);
    expect(usableApps(appContext, null, allScreens)).toEqual([]);
  });

  it("gives one card per usable app, in hub order, with the user's setting of it", () => {
    const settings = [settingOf(100), settingOf(recipes, false), settingOf(5), settingOf(money)];
    const apps = usableApps(appContext, account(memberClaims, settings), new Set([money, recipes, 100]));
    const entries = appSettingEntries(apps, settings);
    expect(entries.map(({ app, setting }) => [app.title, setting.appId, setting.isEnabled])).toEqual([
      ['Money', money, true],
      ['Recipes', recipes, false],
    ]);
  });

  it('leaves out an app the account context has no setting for, and lists nothing without settings', () => {
    const apps = usableApps(appContext, member, allScreens);
    expect(appSettingEntries(apps, [settingOf(recipes)]).map(({ app }) => app.id)).toEqual([recipes]);
    expect(appSettingEntries(apps, [])).toEqual([]);
  });
});

describe('guardAppOf', () => {
  /** Recipes with a list page among its routes (the app route registry's isAppList pages). */
  const listPaths: ReadonlyMap<number, string> = new Map([[1, '/recipe/list']]);

  it('describes an app for the guard, the platform itself as null', () => {
    expect(guardAppOf(1, appContext, account(memberClaims), listPaths)).toEqual({
      basePath: '/recipe',
      listPath: '/recipe/list',
      isOfflineEnabled: true,
    });
    expect(guardAppOf(0, appContext, null, listPaths)).toBeNull();
    expect(guardAppOf(undefined, appContext, null, listPaths)).toBeNull();
  });

  it('gives an app without a list page none (the guard sends it to its /offline page)', () => {
    expect(guardAppOf(3, appContext, null, listPaths)).toEqual({
      basePath: '/money',
      listPath: null,
      isOfflineEnabled: false,
    });
    expect(guardAppOf(1, appContext, null, new Map())).toMatchObject({ listPath: null });
  });

  it("is offline-enabled only when the app and the user's setting of it both are", () => {
    const offlineOff = account(memberClaims, [{ ...settingOf(1), isOfflineEnabled: false }]);
    expect(guardAppOf(1, appContext, offlineOff, listPaths)).toMatchObject({ isOfflineEnabled: false });
    expect(guardAppOf(1, appContext, account(memberClaims, [settingOf(1)]), listPaths)).toMatchObject({
      isOfflineEnabled: true,
    });
  });
});
