// The admin area's place and pages, without their code: the admin home's cards and the admin menu read them,
// and routes.ts opens each page from the area's lazy chunk (the home page importing routes.ts closed a circle).
import type { RouteObject } from 'react-router';
import { AppId } from '@lcars/contract';
import type { RouteMeta } from '../shell/routeMeta';

/** An admin-menu page (appId 100, applicationMenuId 1), with its admin home card's text. */
const menuPage = (htmlTitle: string, icon: string, description: string): RouteMeta => ({
  applicationMenuId: 1,
  showInMenu: true,
  htmlTitle,
  icon,
  description,
});

/** /admin: claim Higgs/Boson. */
export const ADMIN_HANDLE = {
  appId: AppId.Admin,
  claimType: 'Higgs',
  claimValue: 'Boson',
  authenticationRequired: true,
} satisfies RouteMeta;

/** Each page: its path under /admin (none for the home), the area's export that draws it, its metadata. */
export const adminPages = [
  {
    page: 'AdminHomePage',
    handle: { isAppHome: true, showInMenu: true, htmlTitle: 'Admin', icon: 'admin' } satisfies RouteMeta,
  },
  {
    path: 'app',
    page: 'GlobalSettingsPage',
    handle: menuPage('Global settings', 'settings', 'Registration and password requirements.'),
  },
  {
    path: 'app-settings',
    page: 'AppSettingsPage',
    handle: menuPage('App settings', 'apps', 'Enable apps, offline use, preloading and colours.'),
  },
  {
    path: 'images',
    page: 'ImagesPage',
    handle: menuPage('Images', 'image', 'Account, recipe and scan photos.'),
  },
  {
    path: 'theme',
    page: 'ThemesPage',
    handle: menuPage('Themes', 'palette', 'Built-in and shared themes.'),
  },
  {
    path: 'system-item/prefixes',
    page: 'NamePrefixesPage',
    handle: menuPage('Name prefixes', 'list', 'The name prefixes of profiles.'),
  },
  {
    path: 'system-item/suffixes',
    page: 'NameSuffixesPage',
    handle: menuPage('Name suffixes', 'list', 'The name suffixes of profiles.'),
  },
  {
    path: 'users',
    page: 'UsersPage',
    handle: menuPage('Users', 'people', 'Search users, edit roles and claims, disable, reset passwords.'),
  },
  {
    path: 'users/:id/edit',
    page: 'UserEditPage',
    handle: { htmlTitle: 'Edit user', icon: 'person' } satisfies RouteMeta,
  },
  {
    path: 'roles',
    page: 'RolesPage',
    handle: menuPage('Roles', 'badge', 'Roles and the claims they grant.'),
  },
  {
    path: 'outbox',
    page: 'OutboxPage',
    handle: menuPage('Mail outbox', 'mail', 'Mails kept when no SMTP server is configured.'),
  },
  {
    path: 'backups',
    page: 'BackupsPage',
    handle: menuPage('Backups', 'history', 'The server’s scheduled backups and their last runs.'),
  },
  {
    path: 'audit',
    page: 'AuditPage',
    handle: menuPage('Audit log', 'history', 'Who changed what, newest first.'),
  },
] as const satisfies readonly { path?: string; page: string; handle: RouteMeta }[];

/** The plan as the route tree the menus read: paths and handles, no code. */
export const adminMenuRoutes: RouteObject[] = [
  {
    path: 'admin',
    handle: ADMIN_HANDLE,
    children: adminPages.map((page) => ({
      ...('path' in page ? { path: page.path } : { index: true as const }),
      handle: page.handle,
    })),
  },
];
