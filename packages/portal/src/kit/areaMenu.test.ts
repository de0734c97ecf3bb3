import { describe, expect, it } from 'vitest';
import type { Claim } from '@lcars/contract';
import { adminRoutes } from '../admin/routes';
import { moneyMenu as moneyRoutes } from '../apps/money/plan';
import type { MenuContext } from '../shell/menus';
import { areaMenuEntries } from './areaMenu';

const context = (claims: Claim[], overrides: Partial<MenuContext> = {}): MenuContext => ({
  claims,
  isOffline: false,
  isAppEnabled: () => true,
  isAppDisabledByUser: () => false,
  ...overrides,
});
const money = (...values: string[]): Claim[] => values.map((value) => ({ type: 'Money', value }));
const titles = (entries: { title: string }[]) => entries.map((entry) => entry.title);

describe('an area menu, derived from the routes (no list of pages kept beside them)', () => {
  it("gives Money's menu: the home and the start pages, in route order, with their paths", () => {
    const entries = areaMenuEntries(moneyRoutes, context(money('Access', 'Read')));
    expect(entries.map(({ path, title }) => [path, title])).toEqual([
      ['/money', 'Money home'],
      ['/money/accounts', 'Accounts'],
      ['/money/ledgers', 'Ledgers'],
      ['/money/templates', 'Budget Templates'],
      ['/money/budget', 'Budget'],
      ['/money/reports', 'Reports'],
      ['/money/categories', 'Categories'],
      ['/money/rules', 'Rules'],
      ['/money/subscriptions', 'Subscriptions'],
      ['/money/credit', 'Credit'],
      ['/money/search', 'Search'],
    ]);
    expect(entries.find((entry) => entry.path === '/money/credit')?.description).toBe(
      'Balances, limits and rates of credit accounts.',
    );
    expect(entries.filter((entry) => entry.isAppHome).map((entry) => entry.path)).toEqual(['/money']);
  });

  it('offers only the pages whose claim the user holds, none while the app is disabled, offline those that allow it', () => {
    expect(titles(areaMenuEntries(moneyRoutes, context(money('Access'))))).toEqual([
      'Money home',
      'Ledgers',
      'Budget Templates',
    ]);
    expect(
      areaMenuEntries(moneyRoutes, context(money('Access', 'Read'), { isAppEnabled: () => false })),
    ).toEqual([]);
    // Offline, the pages that read Money's copy on the device (issue 29); the home and the server's overviews go.
    expect(
      titles(areaMenuEntries(moneyRoutes, context(money('Access', 'Read'), { isOffline: true }))),
    ).toEqual(['Accounts', 'Ledgers', 'Budget Templates', 'Search']);
  });

  it("gives the admin home's cards: the admin menu (applicationMenuId 1), each with its description", () => {
    const admin: Claim[] = [{ type: 'Higgs', value: 'Boson' }];
    const entries = areaMenuEntries(adminRoutes, context(admin), 1);
    expect(titles(entries)).toEqual([
      'Global settings',
      'App settings',
      'Images',
      'Themes',
      'Name prefixes',
      'Name suffixes',
      'Users',
      'Roles',
      'Mail outbox',
      'Backups',
      'Audit log',
    ]);
    expect(entries.every((entry) => entry.description.length > 0)).toBe(true);
    expect(entries.find((entry) => entry.title === 'Users')?.path).toBe('/admin/users');
    expect(areaMenuEntries(adminRoutes, context([]), 1)).toEqual([]);
  });
});
