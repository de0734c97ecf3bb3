import type { RouteObject } from 'react-router';
import { AppId } from '@lcars/contract';
import type { RouteMeta } from '../shell/routeMeta';
import { requireAdmin } from './access';

/** The admin area is one lazy chunk: every page comes from this module. */
const area = () => import('./AdminArea');

/** An admin-menu page (platform.md section 2: appId 100, applicationMenuId 1), with its admin home card's text. */
const menuPage = (htmlTitle: string, icon: string, description: string): RouteMeta => ({
  applicationMenuId: 1,
  showInMenu: true,
  htmlTitle,
  icon,
  description,
});

/**
 * /admin (claim Higgs/Boson): every leaf declares `requireAdmin` up front (a loader from `lazy` would be
 * ignored: the guard's loader is set already). The guard runs first, then the claim check; a member is
 * shown the area's 403 page.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    handle: {
      appId: AppId.Admin,
      claimType: 'Higgs',
      claimValue: 'Boson',
      authenticationRequired: true,
    } satisfies RouteMeta,
    lazy: {
      Component: async () => (await area()).AdminLayout,
      ErrorBoundary: async () => (await area()).AdminErrorPage,
    },
    children: [
      {
        index: true,
        loader: requireAdmin,
        lazy: { Component: async () => (await area()).AdminHomePage },
        handle: { isAppHome: true, showInMenu: true, htmlTitle: 'Admin', icon: 'admin' } satisfies RouteMeta,
      },
      {
        path: 'app',
        loader: requireAdmin,
        lazy: { Component: async () => (await area()).GlobalSettingsPage },
        handle: menuPage('Global settings', 'settings', 'Registration and password requirements.'),
      },
      {
        path: 'app-settings',
        loader: requireAdmin,
        lazy: { Component: async () => (await area()).AppSettingsPage },
        handle: menuPage('App settings', 'apps', 'Enable apps, offline use, preloading and colours.'),
      },
      {
        path: 'images',
        loader: requireAdmin,
        lazy: { Component: async () => (await area()).ImagesPage },
        handle: menuPage('Images', 'image', 'Account, recipe and scan photos.'),
      },
      {
        path: 'theme',
        loader: requireAdmin,
        lazy: { Component: async () => (await area()).ThemesPage },
        handle: menuPage('Themes', 'palette', 'Built-in and shared themes.'),
      },
      {
        path: 'system-item',
        children: [
          {
            path: 'prefixes',
            loader: requireAdmin,
            lazy: { Component: async () => (await area()).NamePrefixesPage },
            handle: menuPage('Name prefixes', 'list', 'The name prefixes of profiles.'),
          },
          {
            path: 'suffixes',
            loader: requireAdmin,
            lazy: { Component: async () => (await area()).NameSuffixesPage },
            handle: menuPage('Name suffixes', 'list', 'The name suffixes of profiles.'),
          },
        ],
      },
      {
        path: 'users',
        loader: requireAdmin,
        lazy: { Component: async () => (await area()).UsersPage },
        handle: menuPage('Users', 'people', 'Search users, edit roles and claims, disable, reset passwords.'),
      },
      {
        path: 'users/:id/edit',
        loader: requireAdmin,
        lazy: { Component: async () => (await area()).UserEditPage },
        handle: { htmlTitle: 'Edit user', icon: 'person' } satisfies RouteMeta,
      },
      {
        path: 'roles',
        loader: requireAdmin,
        lazy: { Component: async () => (await area()).RolesPage },
        handle: menuPage('Roles', 'badge', 'Roles and the claims they grant.'),
      },
      {
        path: 'outbox',
        loader: requireAdmin,
        lazy: { Component: async () => (await area()).OutboxPage },
        handle: menuPage('Mail outbox', 'mail', 'Mails kept when no SMTP server is configured.'),
      },
      {
        path: 'audit',
        loader: requireAdmin,
        lazy: { Component: async () => (await area()).AuditPage },
        handle: menuPage('Audit log', 'history', 'Who changed what, newest first.'),
      },
      {
        path: 'offline',
        loader: requireAdmin,
        lazy: { Component: async () => (await import('../pages/AppOfflinePage')).AppOfflinePage },
        handle: { allowOffline: true, htmlTitle: 'Admin offline' } satisfies RouteMeta,
      },
    ],
  },
];
