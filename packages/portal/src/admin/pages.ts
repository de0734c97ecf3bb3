/** The admin pages as the admin home's cards and the breadcrumbs name them (platform.md section 2). */
export interface AdminPage {
  path: string;
  title: string;
  description: string;
}

export const ADMIN_BASE = '/admin';

export const ADMIN_PAGES: readonly AdminPage[] = [
  {
    path: 'users',
    title: 'Users',
    description: 'Search users, edit roles and claims, disable, reset passwords.',
  },
  { path: 'roles', title: 'Roles', description: 'Roles and the claims they grant.' },
  { path: 'app', title: 'Global settings', description: 'Registration and password requirements.' },
  {
    path: 'app-settings',
    title: 'App settings',
    description: 'Enable apps, offline use, preloading and colours.',
  },
  { path: 'theme', title: 'Themes', description: 'Built-in and shared themes.' },
  { path: 'system-item/prefixes', title: 'Name prefixes', description: 'The name prefixes of profiles.' },
  { path: 'system-item/suffixes', title: 'Name suffixes', description: 'The name suffixes of profiles.' },
  { path: 'images', title: 'Images', description: 'Account, recipe and scan photos.' },
  { path: 'outbox', title: 'Mail outbox', description: 'Mails kept when no SMTP server is configured.' },
  { path: 'audit', title: 'Audit log', description: 'Who changed what, newest first.' },
];

export const adminPath = (path: string): string => (path ? `${ADMIN_BASE}/${path}` : ADMIN_BASE);
