import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import type { Claim } from '@lcars/contract';
import {
  adminMenu,
  appMenu,
  flattenRoutes,
  homeMenu,
  isRouteVisible,
  sideMenu,
  userSettingsMenu,
  type MenuContext,
} from './menus';
import type { RouteMeta } from './routeMeta';
import { documentTitle, hubTitle, menuTitle } from './titles';

const Page = () => null;
const route = (path: string | undefined, handle: RouteMeta, children?: RouteObject[]): RouteObject =>
  children
    ? { path, handle, children }
    : path === undefined
      ? { index: true, handle, Component: Page }
      : { path, handle, Component: Page };

const routes: RouteObject[] = [
  route(undefined, { appId: 0, isAppHome: true, allowOffline: true, htmlTitle: 'Home' }),
  route('account', { appId: 0 }, [
    route('settings/global', { showInMenu: true, htmlTitle: 'Global settings', allowOffline: true }),
    route('notification/manage', { showInMenu: true, htmlTitle: 'Notifications' }),
    route('login', { authenticationRequired: false }),
  ]),
  route('recipe', { appId: 1, claimType: 'Recipes', claimValue: 'Access' }, [
    route(undefined, { isAppHome: true, showInMenu: true, allowOffline: true, htmlTitle: 'Recipes' }),
    route('list', { showInMenu: true, allowOffline: true, htmlTitle: 'Recipe list' }),
    route('edit/:id', { showInMenu: true, htmlTitle: 'Edit recipe' }),
    route('favorites', { showInMenu: true, htmlTitle: 'Favourites' }),
    route('admin/types', { applicationMenuId: 1, showInMenu: true, htmlTitle: 'Recipe types' }),
  ]),
  route('money', { appId: 3, claimType: 'Money', claimValue: 'Access' }, [
    route(undefined, { isAppHome: true, htmlTitle: 'Money' }),
    route('ledgers', { showInMenu: true, htmlTitle: 'Ledgers' }),
  ]),
  route('admin', { appId: 100, claimType: 'Higgs', claimValue: 'Boson' }, [
    route(undefined, { isAppHome: true, htmlTitle: 'Admin' }),
    route('users', { applicationMenuId: 1, htmlTitle: 'Users' }),
    route('roles', { applicationMenuId: 1, htmlTitle: 'Roles' }),
    {
      ...route('system-item', { applicationMenuId: 1, htmlTitle: 'System items' }, [
        route('prefixes', { htmlTitle: 'Prefixes' }),
      ]),
      Component: Page,
    },
  ]),
  route('*', { authenticationRequired: false }),
];

const member: Claim[] = [
  { type: 'Recipes', value: 'Access' },
  { type: 'Money', value: 'Access' },
];
const admin: Claim[] = [...member, { type: 'Higgs', value: 'Boson' }];

const context = (overrides: Partial<MenuContext> = {}): MenuContext => ({
  claims: member,
  isOffline: false,
  isAppEnabled: () => true,
  isAppDisabledByUser: () => false,
  ...overrides,
});

const paths = (entries: { path: string }[]) => entries.map((entry) => entry.path);
const flat = flattenRoutes(routes);

describe('flattenRoutes', () => {
  it('gives every page its full path and merged metadata', () => {
    expect(paths(flat)).toEqual([
      '/',
      '/account/settings/global',
      '/account/notification/manage',
      '/account/login',
      '/recipe',
      '/recipe/list',
      '/recipe/edit/:id',
      '/recipe/favorites',
      '/recipe/admin/types',
      '/money',
      '/money/ledgers',
      '/admin',
      '/admin/users',
      '/admin/roles',
      '/admin/system-item',
      '/admin/system-item/prefixes',
      '/*',
    ]);
    expect(flat.find((entry) => entry.path === '/recipe/list')?.meta).toMatchObject({
      appId: 1,
      claimType: 'Recipes',
      allowOffline: true,
    });
  });
});

describe('menus ("Shell")', () => {
  it('home menu: app homes not in an admin menu, whose claims the user holds', () => {
    expect(paths(homeMenu(flat, context()))).toEqual(['/', '/recipe', '/money']);
    expect(paths(homeMenu(flat, context({ claims: admin })))).toEqual(['/', '/recipe', '/money', '/admin']);
  });

  it('home menu drops apps disabled globally or by the user', () => {
    expect(paths(homeMenu(flat, context({ isAppEnabled: (id) => id !== 3 })))).toEqual(['/', '/recipe']);
    expect(paths(homeMenu(flat, context({ isAppDisabledByUser: (id) => id === 1 })))).toEqual([
      '/',
      '/money',
    ]);
  });

  it('offline, only routes that allow offline', () => {
    expect(paths(homeMenu(flat, context({ isOffline: true })))).toEqual(['/', '/recipe']);
    expect(paths(appMenu(flat, 1, context({ isOffline: true })))).toEqual(['/recipe/list']);
  });

  it("an app's menu: its start pages, not the home, not routes with parameters, not the admin menu", () => {
    expect(paths(appMenu(flat, 1, context()))).toEqual(['/recipe/list', '/recipe/favorites']);
  });

  it('admin sub-group: applicationMenuId 1, not the app home, only with Higgs/Boson', () => {
    expect(paths(adminMenu(flat, 100, context({ claims: admin })))).toEqual([
      '/admin/users',
      '/admin/roles',
      '/admin/system-item',
      '/admin/system-item/prefixes',
    ]);
    expect(paths(adminMenu(flat, 1, context({ claims: admin })))).toEqual(['/recipe/admin/types']);
    expect(adminMenu(flat, 1, context())).toEqual([]);
  });

  it('side menu: one group per visible app with its entries and admin sub-group', () => {
    const groups = sideMenu(flat, context({ claims: admin }));
    expect(groups.map((group) => group.appId)).toEqual([1, 3, 100]);
    expect(paths(groups[0]!.entries)).toEqual(['/recipe/list', '/recipe/favorites']);
    expect(paths(groups[0]!.admin)).toEqual(['/recipe/admin/types']);
    expect(paths(groups[2]!.admin)).toHaveLength(4);
  });

  it('user-settings group: the platform start pages', () => {
    expect(paths(userSettingsMenu(flat, context()))).toEqual([
      '/account/settings/global',
      '/account/notification/manage',
    ]);
  });

  it('needs both claim type and value', () => {
    const entry = { path: '/money', meta: { appId: 3 as const, claimType: 'Money', claimValue: 'Access' } };
    expect(isRouteVisible(entry, context({ claims: [{ type: 'Money', value: 'Read' }] }))).toBe(false);
  });
});

describe('titles', () => {
  it('document title (guard rule 6), menu label and hub heading', () => {
    expect(documentTitle({ htmlTitle: 'Ledgers' })).toBe('Ledgers | LCARS Portal');
    expect(menuTitle({ htmlTitle: 'Ledgers' })).toBe('Ledgers');
    expect(hubTitle(false)).toBe('Choose your path');
    expect(hubTitle(true)).toBe('Choose your path (Offline)');
  });
});
