// The admin area's lazy chunk: routes.ts imports every page from here.
export { AdminErrorPage, AdminLayout } from './AdminLayout';
export { AdminHomePage } from './AdminHomePage';
export { AppSettingsPage } from './AppSettingsPage';
export { BackupsPage } from './BackupsPage';
export { AuditPage, OutboxPage } from './LogsPages';
export { GlobalSettingsPage } from './GlobalSettingsPage';
export { ImagesPage } from './ImagesPage';
export { NamePrefixesPage, NameSuffixesPage } from './SystemItemsPages';
export { RolesPage } from './RolesPage';
export { ThemesPage } from './ThemesPage';
export { UserEditPage } from './UserEditPage';
export { UsersPage } from './UsersPage';
