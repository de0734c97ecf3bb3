import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { SYSTEM_ITEM_MESSAGES } from '@lcars/contract';
import { flattenRoutes, adminMenu, homeMenu, type MenuContext } from '../shell/menus';
import { isAdmin } from './access';
import { IMAGE_DEFAULTS, imageListPath, imageMimeOf } from './images';
import { adminRoutes } from './routes';
import {
  newSystemItem,
  systemItemDeleteParams,
  systemItemListPath,
  systemItemPageSizes,
  systemItemSaveOf,
} from '../kit/systemItems';

const admin = [
  { type: 'Higgs', value: 'Boson' },
  { type: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier', value: '1' },
];
const member = [{ type: 'Recipes', value: 'Access' }];

describe('admin access', () => {
  it('needs Higgs/Boson', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(member)).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});

describe('admin routes', () => {
  const routes = flattenRoutes(adminRoutes);
  const context = (claims: typeof admin): MenuContext => ({
    claims,
    isOffline: false,
    isAppEnabled: () => true,
    isAppDisabledByUser: () => false,
  });

  it('give every page the admin app and claim', () => {
    for (const route of routes) {
      expect(route.meta).toMatchObject({ appId: 100, claimType: 'Higgs', claimValue: 'Boson' });
    }
  });

  it('make /admin the app home and list the admin menu', () => {
    expect(homeMenu(routes, context(admin)).map((route) => route.path)).toEqual(['/admin']);
    expect(adminMenu(routes, 100, context(admin)).map((route) => route.path)).toEqual([
      '/admin/app',
      '/admin/app-settings',
      '/admin/images',
      '/admin/theme',
      '/admin/system-item/prefixes',
      '/admin/system-item/suffixes',
      '/admin/users',
      '/admin/roles',
      '/admin/outbox',
      '/admin/backups',
      '/admin/audit',
    ]);
    expect(adminMenu(routes, 100, context(member))).toEqual([]);
  });

  it('declare the claim check loader up front on every leaf', () => {
    const leaves = (list: readonly RouteObject[]): RouteObject[] =>
      list.flatMap((route) => (route.children?.length ? leaves(route.children) : [route]));
    for (const leaf of leaves(adminRoutes)) expect(typeof leaf.loader).toBe('function');
  });
});

describe('system items', () => {
  it('refuse a save without title or description with its fixed message', () => {
    expect(systemItemSaveOf(null)).toEqual({ ok: false, message: SYSTEM_ITEM_MESSAGES.missingData });
    expect(systemItemSaveOf({ ...newSystemItem(8), title: 'Dr.' })).toEqual({
      ok: false,
      message: 'Item data was not found, cannot continue.',
    });
    const saved = systemItemSaveOf({ ...newSystemItem(8), title: ' Dr. ', description: 'Doctor' });
    expect(saved).toMatchObject({
      ok: true,
      item: { id: 0, systemItemType: 8, title: 'Dr.', description: 'Doctor' },
    });
  });

  it('refuse a delete without selection with its fixed message', () => {
    expect(systemItemDeleteParams(null)).toEqual({ ok: false, message: 'Could not find item to delete!' });
    expect(systemItemDeleteParams({ id: 4, systemItemType: 9 })).toEqual({
      ok: true,
      params: { type: 9, id: 4 },
    });
  });

  it('page and search by path', () => {
    expect(systemItemListPath(8, { page: 2, itemsPerPage: 10, searchTerm: '' })).toBe(
      'systemitem/list/8/2/10',
    );
    expect(systemItemListPath(8, { page: 1, itemsPerPage: 5, searchTerm: ' Dr/x ' })).toBe(
      'systemitem/list/8/1/5/Dr%2Fx',
    );
    expect(systemItemPageSizes(10)).toEqual([5, 10, 15, 20]);
    expect(systemItemPageSizes(25)).toEqual([5, 10, 15, 20, 25]);
  });
});

describe('images', () => {
  it('default to page 10 of recipe photos sorted by name ascending', () => {
    expect(imageListPath({ page: 1, ...IMAGE_DEFAULTS, search: '' })).toBe(
      'image/list/1/10/2/imageName/true',
    );
    expect(imageListPath({ page: 3, ...IMAGE_DEFAULTS, sortAsc: false, search: 'cake' })).toBe(
      'image/list/3/10/2/imageName/false/cake',
    );
  });

  it('detect the type from the base64 start', () => {
    expect(imageMimeOf('JVBERi0x')).toBe('application/pdf');
    expect(imageMimeOf('R0lGODlh')).toBe('image/gif');
    expect(imageMimeOf('iVBORw0K')).toBe('image/png');
    expect(imageMimeOf('AAAA')).toBe('image/png');
  });
});
