import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { AppId as PlatformAppId } from '@lcars/contract';
import { boxingManifest } from '@lcars/contract/boxing/manifest';
import { moneyManifest } from '@lcars/contract/money/manifest';
import { recipesManifest } from '@lcars/contract/recipes/manifest';
import { repoManifest } from '@lcars/contract/repo/manifest';
import { scannerManifest } from '@lcars/contract/scanner/manifest';
import { toolsManifest } from '@lcars/contract/tools/manifest';
import type { AppEntry } from '../kit/appEntry';
import { moneyOffline } from './money/offline';
import { recipeOffline } from './recipes/offline';
import {
  APP_CATALOGUE,
  APP_LIST_PATHS,
  APPS_WITH_SCREENS,
  appEntries,
  appIdsWithScreens,
  appListPaths,
  appOfflineTables,
  appRoutes,
  offlineOfApp,
} from './registry';

const Page = () => null;

/** The apps' ids, each from its manifest. */
const AppId = {
  ...PlatformAppId,
  Money: moneyManifest.id,
  Recipe: recipesManifest.id,
  SecRepo: repoManifest.id,
  Scanner: scannerManifest.id,
  Section31: toolsManifest.id,
  Boxing: boxingManifest.id,
};

/** Every app of the catalogue this build has screens for, and the admin area, in id order. */
const ALL_APPS = [
  AppId.Recipe,
  AppId.Money,
  AppId.Scanner,
  AppId.SecRepo,
  AppId.Boxing,
  AppId.Section31,
  AppId.Admin,
];

describe('the app route registry', () => {
  it('knows the apps of this build: every app of the catalogue and the admin area', () => {
    expect([...APPS_WITH_SCREENS].sort((a, b) => a - b)).toEqual(ALL_APPS);
    const withoutScreens = APP_CATALOGUE.filter((app) => !APPS_WITH_SCREENS.has(app.id)).map(
      (app) => app.title,
    );
    expect(withoutScreens).toEqual([]);
  });

  it('mounts every registered app under the base path the app context names', () => {
    const basePaths = appRoutes.map((route) => `/${route.path ?? ''}`);
    for (const appId of APPS_WITH_SCREENS) {
      const app = APP_CATALOGUE.find((candidate) => candidate.id === appId);
      expect(basePaths).toContain(app?.path);
    }
  });

  it('counts an app once it registers routes with an app home, and not before', () => {
    const recipeWithoutHome: RouteObject = {
      path: 'recipe',
      handle: { appId: AppId.Recipe },
      children: [{ path: 'list', Component: Page, handle: { showInMenu: true } }],
    };
    const recipe: RouteObject = {
      ...recipeWithoutHome,
      children: [
        ...(recipeWithoutHome.children ?? []),
        { index: true, Component: Page, handle: { isAppHome: true } },
      ],
    };
    const platformHome: RouteObject = { index: true, Component: Page, handle: { appId: 0, isAppHome: true } };
    expect([...appIdsWithScreens([platformHome, recipeWithoutHome])]).toEqual([]);
    expect([...appIdsWithScreens([platformHome, recipe, ...appRoutes])].sort((a, b) => a - b)).toEqual(
      ALL_APPS,
    );
  });

  it('finds the list pages of this build: Money, Recipes and the repository; Boxing and Admin land on /offline', () => {
    expect([...APP_LIST_PATHS]).toEqual([
      [AppId.Money, '/money/ledgers'],
      [AppId.Recipe, '/recipe/list'],
      [AppId.SecRepo, '/repo/sr'],
    ]);
  });

  it("takes an app's list page from its routes (isAppList), with its full path", () => {
    const recipe: RouteObject = {
      path: 'recipe',
      handle: { appId: AppId.Recipe },
      children: [
        { index: true, Component: Page, handle: { isAppHome: true } },
        { path: 'list', Component: Page, handle: { isAppList: true, allowOffline: true } },
        { path: ':id', Component: Page },
      ],
    };
    // The repository list is /repo/sr, nested a level deeper here to check the path is joined.
    const repo: RouteObject = {
      path: 'repo',
      handle: { appId: AppId.SecRepo },
      children: [
        { index: true, Component: Page, handle: { isAppHome: true } },
        {
          path: 'sr',
          children: [{ index: true, Component: Page, handle: { isAppList: true, allowOffline: true } }],
        },
        { path: 'sr/:id', Component: Page, handle: { isAppList: true, allowOffline: true } },
      ],
    };
    const platformList: RouteObject = { path: 'lists', Component: Page, handle: { isAppList: true } };
    expect(Object.fromEntries(appListPaths([platformList, recipe, repo, ...appRoutes]))).toEqual({
      [AppId.Money]: '/money/ledgers',
      [AppId.Recipe]: '/recipe/list',
      [AppId.SecRepo]: '/repo/sr',
    });
  });

  it('counts only a list page that allows offline use (the guard sends users there offline)', () => {
    const scanner: RouteObject = {
      path: 'scanner',
      handle: { appId: AppId.Scanner },
      children: [
        { index: true, Component: Page, handle: { isAppHome: true } },
        { path: 'list', Component: Page, handle: { isAppList: true } },
      ],
    };
    const recipe: RouteObject = {
      path: 'recipe',
      handle: { appId: AppId.Recipe, allowOffline: true },
      children: [{ path: 'list', Component: Page, handle: { isAppList: true } }],
    };
    // A list page inherits allowOffline from its ancestors, like every route flag.
    expect(Object.fromEntries(appListPaths([scanner, recipe]))).toEqual({ [AppId.Recipe]: '/recipe/list' });
  });

  it('takes offline tables and declarations from the app entries: Money, Recipes and the repository declare theirs', () => {
    expect(appOfflineTables(appEntries)).toEqual([
      'money-account',
      'money-ledger',
      'money-transaction',
      'recipe',
      'recipe-favorite',
      'recipe-images',
      'recipe-comments',
      'recipe-shopping-list',
      'recipe-shopping-change',
      'repo',
    ]);
    expect(offlineOfApp(appEntries, AppId.Recipe)).toBe(recipeOffline);
    expect(offlineOfApp(appEntries, AppId.Money)).toBe(moneyOffline);
    expect(offlineOfApp(appEntries, AppId.Admin)).toBeUndefined();
    // An app this build has no screens for (Inventory), so no real entry answers for it first.
    const inventory: AppEntry = {
      routes: [
        {
          path: 'inventory',
          handle: { appId: AppId.Inventory },
          children: [{ index: true, Component: Page, handle: { isAppHome: true } }],
        },
      ],
      offline: { tables: ['inventory-item'] },
    };
    expect(appOfflineTables([...appEntries, inventory])).toContain('inventory-item');
    expect(offlineOfApp([...appEntries, inventory], AppId.Inventory)).toBe(inventory.offline);
  });
});
