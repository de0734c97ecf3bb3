// Migrations are listed in code (not discovered on disk) so that src/ under Vitest and dist/ under node
// run the same list. Each one is written with the knex schema builder only, so it runs on SQLite and PostgreSQL.
import type { Knex } from 'knex';
import type { Db } from './knex.js';
import * as m001 from './migrations/001_platform.js';
import * as m002 from './migrations/002_accounts.js';
import * as m003 from './migrations/003_notifications.js';
import * as m004 from './migrations/004_money.js';
import * as m005 from './migrations/005_notification_preferences.js';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

const MIGRATIONS: ReadonlyArray<readonly [string, Migration]> = [
  ['001_platform', m001],
  ['002_accounts', m002],
  ['003_notifications', m003],
  ['004_money', m004],
  ['005_notification_preferences', m005],
];

const source: Knex.MigrationSource<readonly [string, Migration]> = {
  getMigrations: () => Promise.resolve([...MIGRATIONS]),
  getMigrationName: ([name]) => name,
  getMigration: ([, migration]) => Promise.resolve(migration),
};

const MIGRATION_CONFIG: Knex.MigratorConfig = {
  migrationSource: source,
  tableName: 'knex_migrations',
};

/** Applies every pending migration; returns the names applied (none when already up to date). */
export async function migrateLatest(db: Db): Promise<string[]> {
  const [, applied] = (await db.migrate.latest(MIGRATION_CONFIG)) as [number, string[]];
  return applied;
}

export async function migrateRollbackAll(db: Db): Promise<void> {
  await db.migrate.rollback(MIGRATION_CONFIG, true);
}

export const MIGRATION_NAMES = MIGRATIONS.map(([name]) => name);
