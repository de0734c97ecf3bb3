// @lcars/contract: the wire types and zod schemas shared by the API, the portal and the CLI.
// No server code may be imported from here.
export * from './common.js';
export * from './paged.js';
export * from './lookups.js';
export * from './endpoint.js';
export * from './vocabulary.js';
export * from './claims.js';
export * from './apps.js';
export * from './auth.js';
export * from './context.js';
export * from './roles.js';
export * from './manifest.js';
export * from './catalogues.js';
export * from './system-items.js';
export * from './notifications.js';
export * from './live.js';
export * from './admin.js';
export * from './account.js';
export * from './logs.js';
export * from './profile.js';
export * from './settings.js';
export * from './themes.js';
export * from './tokens.js';
export * from './jobs.js';
export * from './int32.js';
export * from './digits.js';
export * from './moving.js';
