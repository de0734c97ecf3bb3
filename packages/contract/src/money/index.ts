// @lcars/contract/money: Money's vocabulary, schemas and calls.
export * from './manifest.js';
export * from './vocabulary.js';
export * from './schemas.js';
export * from './endpoints.js';
export * from './data.js';
export * from './charts.js';
export * from './moving.js';
export * from './budgeting.js';
export * from './transfers.js';
export * from './currencies.js';
export * from './statements.js';
export * from './search.js';
export * from './reports.js';
