import type { RouteObject } from 'react-router';
import type { RouteMeta, RouteTransition } from '../shell/routeMeta';
import { LoginPage } from './LoginPage';

/** The account pages' transition: the quick set, 400 ms both ways. */
export const accountTransition: RouteTransition = { duration: 'quick' };

/** Sign-in flows: only for visitors who are not signed in (guard rule 3). */
const signedOutOnly = {
  authenticationRequired: false,
  allowOffline: true,
  appId: 0,
  transition: accountTransition,
  app: { hideDrawer: true },
} satisfies RouteMeta;

/** The signed-in account pages: the platform's (app 0) user-settings group. */
const signedIn = {
  authenticationRequired: true,
  appId: 0,
  applicationMenuId: 0,
  transition: accountTransition,
} satisfies RouteMeta;

/**
 * The account area. The login page is in the entry chunk because it is where every signed-out visit starts;
 * every other page is a lazy route chunk.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: 'account/login',
    Component: LoginPage,
    handle: { ...signedOutOnly, htmlTitle: 'Login' } satisfies RouteMeta,
  },
  {
    path: 'account/register',
    lazy: { Component: async () => (await import('./RegisterPage')).RegisterPage },
    handle: { ...signedOutOnly, allowOffline: false, htmlTitle: 'Register' } satisfies RouteMeta,
  },
  {
    path: 'account/forgot',
    lazy: { Component: async () => (await import('./ForgotPage')).ForgotPage },
    handle: { ...signedOutOnly, allowOffline: false, htmlTitle: 'Forgot password' } satisfies RouteMeta,
  },
  {
    path: 'account/forgot/reset',
    lazy: { Component: async () => (await import('./ResetPage')).ResetPage },
    handle: { ...signedOutOnly, allowOffline: false, htmlTitle: 'Reset password' } satisfies RouteMeta,
  },
  {
    path: 'account/confirm-email',
    lazy: { Component: async () => (await import('./ConfirmEmailPage')).ConfirmEmailPage },
    handle: {
      ...signedOutOnly,
      allowOffline: false,
      allowedWhenAuthenticated: true,
      htmlTitle: 'Confirm e-mail',
    } satisfies RouteMeta,
  },
  {
    path: 'account/manage/profile',
    lazy: { Component: async () => (await import('./ProfilePage')).ProfilePage },
    handle: {
      ...signedIn,
      htmlTitle: 'Profile',
      showInMenu: true,
      icon: 'account_circle',
      componentname: 'profile',
    } satisfies RouteMeta,
  },
  {
    path: 'account/manage/security',
    lazy: { Component: async () => (await import('./SecurityPage')).SecurityPage },
    handle: {
      ...signedIn,
      htmlTitle: 'Security',
      showInMenu: true,
      icon: 'security',
      componentname: 'security',
    } satisfies RouteMeta,
  },
  {
    path: 'account/settings/global',
    lazy: { Component: async () => (await import('./GlobalSettingsPage')).GlobalSettingsPage },
    handle: {
      ...signedIn,
      htmlTitle: 'Global settings',
      showInMenu: true,
      icon: 'settings',
      componentname: 'global-settings',
    } satisfies RouteMeta,
  },
  {
    path: 'account/settings/app',
    lazy: { Component: async () => (await import('./AppSettingsPage')).AppSettingsPage },
    handle: {
      ...signedIn,
      htmlTitle: 'App settings',
      showInMenu: true,
      icon: 'apps',
      componentname: 'app-settings',
    } satisfies RouteMeta,
  },
  {
    path: 'account/settings/theme',
    lazy: { Component: async () => (await import('./ThemeSettingsPage')).ThemeSettingsPage },
    handle: {
      ...signedIn,
      htmlTitle: 'Themes',
      showInMenu: true,
      icon: 'palette',
      componentname: 'theme-settings',
    } satisfies RouteMeta,
  },
  {
    path: 'account/settings/notification',
    lazy: {
      Component: async () =>
        (await import('../notifications/NotificationSettingsPage')).NotificationSettingsPage,
    },
    handle: {
      ...signedIn,
      htmlTitle: 'Notification settings',
      showInMenu: true,
      icon: 'notifications_active',
      componentname: 'notification-settings',
    } satisfies RouteMeta,
  },
];
