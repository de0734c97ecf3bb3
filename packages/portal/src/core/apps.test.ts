import { describe, expect, it } from 'vitest';
import { APP_CATALOGUE, DEFAULT_GLOBAL_APP_SETTINGS, NAME_IDENTIFIER } from '@lcars/api/contract';
import type { AccountContext, AppContext, Claim } from '@lcars/api/contract';
import { guardAppOf, visibleApps } from './apps';

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

describe('visibleApps (platform.md section 4, app visibility)', () => {
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

describe('guardAppOf', () => {
  it('describes an app for the guard, the platform itself as null', () => {
    expect(guardAppOf(1, appContext, account(memberClaims))).toEqual({
      basePath: '/recipe',
      listPath: '/recipe/list',
      isOfflineEnabled: true,
    });
    expect(guardAppOf(3, appContext, null)).toMatchObject({ basePath: '/money', isOfflineEnabled: false });
    expect(guardAppOf(0, appContext, null)).toBeNull();
    expect(guardAppOf(undefined, appContext, null)).toBeNull();
  });
});
