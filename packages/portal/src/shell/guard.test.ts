import { describe, expect, it } from 'vitest';
import {
  afterLoginPath,
  documentTitle,
  guardRoute,
  rememberedRouteOf,
  shouldRememberRoute,
  type GuardApp,
  type GuardOffline,
} from './guard';
import { mergeRouteMeta } from './routeMeta';

const online: GuardOffline = { offlineEnabled: true, isOffline: false };
const offline: GuardOffline = { offlineEnabled: true, isOffline: true };
const signedIn = { isAuthenticated: true };
const signedOut = { isAuthenticated: false };
const recipes: GuardApp = { basePath: '/recipe', listPath: '/recipe/list', isOfflineEnabled: false };

describe('navigation guard', () => {
  describe('rule 3: signed-in users leave public-only routes', () => {
    it('sends a signed-in user from the login page to /', () => {
      const route = { pathname: '/account/login', meta: { authenticationRequired: false } };
      expect(guardRoute(route, signedIn, online)).toEqual({ to: '/' });
    });

    it('lets a signed-in user stay on a route allowed when authenticated (404)', () => {
      const route = {
        pathname: '/nowhere',
        meta: { authenticationRequired: false, allowedWhenAuthenticated: true },
      };
      expect(guardRoute(route, signedIn, online)).toBeNull();
    });

    it('lets a signed-out visitor open the login page', () => {
      const route = { pathname: '/account/login', meta: { authenticationRequired: false } };
      expect(guardRoute(route, signedOut, online)).toBeNull();
    });
  });

  describe('rule 4: offline routes', () => {
    it('sends an app that is not offline-enabled to its /offline page', () => {
      const route = { pathname: '/recipe/edit/3', meta: { appId: 1 as const }, app: recipes };
      expect(guardRoute(route, signedIn, offline)).toEqual({ to: '/recipe/offline' });
    });

    it('sends an offline-enabled app to its list page', () => {
      const route = {
        pathname: '/recipe/edit/3',
        meta: { appId: 1 as const },
        app: { ...recipes, isOfflineEnabled: true },
      };
      expect(guardRoute(route, signedIn, offline)).toEqual({ to: '/recipe/list' });
    });

    it('sends an offline-enabled app without a list page that allows offline to its /offline page', () => {
      // Money made offline-enabled by an administrator: its home does not allow offline, so it is no landing.
      const money: GuardApp = { basePath: '/money', listPath: null, isOfflineEnabled: true };
      expect(
        guardRoute({ pathname: '/money', meta: { appId: 3 as const }, app: money }, signedIn, offline),
      ).toEqual({ to: '/money/offline' });
      expect(
        guardRoute(
          { pathname: '/money/ledgers', meta: { appId: 3 as const }, app: money },
          signedIn,
          offline,
        ),
      ).toEqual({ to: '/money/offline' });
    });

    it('sends every page of an app whose offline data is not on the device to its /offline page', () => {
      const notPreloaded: GuardApp = { ...recipes, isOfflineEnabled: true, offlineDataReady: false };
      const list = { pathname: '/recipe/list', meta: { appId: 1 as const, allowOffline: true } };
      expect(guardRoute({ ...list, app: notPreloaded }, signedIn, offline)).toEqual({
        to: '/recipe/offline',
      });
      expect(
        guardRoute({ ...list, pathname: '/recipe/offline', app: notPreloaded }, signedIn, offline),
      ).toBeNull();
      expect(
        guardRoute({ ...list, app: { ...notPreloaded, offlineDataReady: true } }, signedIn, offline),
      ).toBeNull();
      expect(guardRoute({ ...list, app: notPreloaded }, signedIn, online)).toBeNull();
    });

    it('lets routes that allow offline through', () => {
      const route = { pathname: '/', meta: { allowOffline: true } };
      expect(guardRoute(route, signedIn, offline)).toBeNull();
    });

    it('does nothing while online or when offline mode is not enabled globally', () => {
      const route = { pathname: '/recipe/edit/3', meta: {}, app: recipes };
      expect(guardRoute(route, signedIn, online)).toBeNull();
      expect(guardRoute(route, signedIn, { offlineEnabled: false, isOffline: true })).toBeNull();
    });

    it('never redirects a route to itself', () => {
      const route = { pathname: '/recipe/offline', meta: {}, app: recipes };
      expect(guardRoute(route, signedIn, offline)).toBeNull();
    });
  });

  describe('rule 5: signed-out visitors go to login', () => {
    it('redirects from an authentication-required route, remembering it with its query', () => {
      const route = {
        pathname: '/money/ledger/4',
        search: '?page=2',
        meta: { authenticationRequired: true },
      };
      expect(guardRoute(route, signedOut, online)).toEqual({
        to: '/account/login',
        requestedRoute: '/money/ledger/4?page=2',
      });
    });

    it('treats routes without the flag as authentication-required', () => {
      expect(guardRoute({ pathname: '/', meta: {} }, signedOut, online)).toEqual({
        to: '/account/login',
        requestedRoute: '/',
      });
    });

    it('lets a signed-in user through', () => {
      expect(
        guardRoute({ pathname: '/', meta: { authenticationRequired: true } }, signedIn, online),
      ).toBeNull();
    });
  });

  describe('rule 2: remembering routes', () => {
    it('remembers every route but the login path', () => {
      expect(shouldRememberRoute('/money')).toBe(true);
      expect(shouldRememberRoute('/account/login')).toBe(false);
    });

    it('remembers the route with its parameters and query, never the login path', () => {
      expect(rememberedRouteOf('/money/ledger/4', '?page=2', { id: '4' })).toEqual({
        path: '/money/ledger/4?page=2',
        params: { id: '4' },
      });
      expect(rememberedRouteOf('/account/login', '?x=1', {})).toBeNull();
    });

    it('returns to a remembered local route after login, otherwise to /', () => {
      expect(afterLoginPath('/money?x=1')).toBe('/money?x=1');
      expect(afterLoginPath(null)).toBe('/');
      expect(afterLoginPath('https://evil.example/')).toBe('/');
      expect(afterLoginPath('//evil.example/')).toBe('/');
      expect(afterLoginPath('/account/login?x=1')).toBe('/');
    });

    it("lands on the user's start page when no other route was asked for (regression: startUrl was ignored)", () => {
      expect(afterLoginPath('/', '/money/ledgers')).toBe('/money/ledgers');
      expect(afterLoginPath(null, '/money/ledgers')).toBe('/money/ledgers');
      expect(afterLoginPath('/account/login', '/money/ledgers')).toBe('/money/ledgers');
      expect(afterLoginPath('/money/credit', '/money/ledgers')).toBe('/money/credit');
      expect(afterLoginPath('/', 'https://evil.example/')).toBe('/');
      expect(afterLoginPath('/', '//evil.example/')).toBe('/');
      expect(afterLoginPath('/', '/account/login')).toBe('/');
    });
  });

  describe('rule 6: document title', () => {
    it('comes from the route', () => {
      expect(documentTitle({ htmlTitle: 'Login' })).toBe('Login | LCARS Portal');
      expect(documentTitle({})).toBe('LCARS Portal');
    });
  });
});

describe('route metadata', () => {
  it('merges ancestors into the deepest route, nested flags included', () => {
    const merged = mergeRouteMeta([
      { appId: 100, claimType: 'Higgs', app: { hideFooter: true } },
      { htmlTitle: 'Users', app: { hideDrawer: true } },
    ]);
    expect(merged).toMatchObject({
      appId: 100,
      claimType: 'Higgs',
      htmlTitle: 'Users',
      app: { hideFooter: true, hideDrawer: true },
    });
  });
});
