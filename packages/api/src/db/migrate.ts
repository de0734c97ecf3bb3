// Migrations are listed in code (not discovered on disk) so that src/ under Vitest and dist/ under node
// run the same list. Each one is written with the knex schema builder only, so it runs on SQLite and PostgreSQL.
// The platform's come first, then the apps' (handed in by the caller: db/ never names an app).
import type { Knex } from 'knex';
import type { Db } from './knex.js';
import * as m001 from './migrations/001_platform.js';
import * as m002 from './migrations/002_accounts.js';
import * as m003 from './migrations/003_notifications.js';
import * as m005 from './migrations/005_notification_preferences.js';
import * as m006 from './migrations/006_portal_defaults.js';
import * as m007 from './migrations/007_jobs_and_files.js';
import * as m008 from './migrations/008_live_tickets.js';
import * as m009 from './migrations/009_job_queue_ids.js';
import * as m010 from './migrations/010_image_files.js';
import * as m011 from './migrations/011_sign_in_defences.js';
import * as m012 from './migrations/012_job_scheduling.js';
import * as m013 from './migrations/013_maintenance_jobs.js';
import * as m014 from './migrations/014_job_secrets.js';
import * as m015 from './migrations/015_system_item_titles.js';
import * as m016 from './migrations/016_backup_runs.js';

/** A schema change, written with the knex schema builder only (SQLite and PostgreSQL). */
export interface Migration {
  /** Unique across the portal and never renamed: knex records it in knex_migrations. */
  readonly name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

// 004 belongs to an app now: it moved to the app's folder under the same name (databases recorded it).
export const PLATFORM_MIGRATIONS: readonly Migration[] = [
  { name: '001_platform', ...m001 },
  { name: '002_accounts', ...m002 },
  { name: '003_notifications', ...m003 },
  { name: '005_notification_preferences', ...m005 },
  { name: '006_portal_defaults', ...m006 },
  { name: '007_jobs_and_files', ...m007 },
  { name: '008_live_tickets', ...m008 },
  { name: '009_job_queue_ids', ...m009 },
  { name: '010_image_files', ...m010 },
  { name: '011_sign_in_defences', ...m011 },
  { name: '012_job_scheduling', ...m012 },
  { name: '013_maintenance_jobs', ...m013 },
  { name: '014_job_secrets', ...m014 },
  { name: '015_system_item_titles', ...m015 },
  { name: '016_backup_runs', ...m016 },
];

function migratorConfig(appMigrations: readonly Migration[]): Knex.MigratorConfig {
  const migrations = [...PLATFORM_MIGRATIONS, ...appMigrations];
  const source: Knex.MigrationSource<Migration> = {
    getMigrations: () => Promise.resolve(migrations),
    getMigrationName: (migration) => migration.name,
    getMigration: (migration) => Promise.resolve(migration),
  };
  return { migrationSource: source, tableName: 'knex_migrations' };
}

/** The database was migrated by a newer release: this server must not start on it (nor roll it back). */
export class DatabaseNewerError extends Error {
  constructor(readonly unknownMigrations: readonly string[]) {
    super(
      `This database was upgraded by a newer release of the LCARS portal: it has ${unknownMigrations.length} ` +
        `change(s) this server does not know (${unknownMigrations.join(', ')}). Start the newer release on it, ` +
        'or restore a backup made by this release.',
    );
    this.name = 'DatabaseNewerError';
  }
}

/** Refuses a database that records migrations this server does not have (knex would only say "corrupt"). */
async function refuseNewerDatabase(db: Db, known: readonly string[]): Promise<void> {
  if (!(await db.schema.hasTable('knex_migrations'))) return;
  const applied = await db('knex_migrations').select<{ name: string }[]>('name');
  const names = new Set(known);
  const unknown = applied.map((row) => row.name).filter((name) => !names.has(name));
  if (unknown.length > 0) throw new DatabaseNewerError(unknown);
}

/**
 * Applies every pending migration; returns the names applied (none when already up to date). A database
 * made by a newer release is refused with DatabaseNewerError before anything is changed.
 */
export async function migrateLatest(db: Db, appMigrations: readonly Migration[]): Promise<string[]> {
  await refuseNewerDatabase(db, migrationNames(appMigrations));
  const [, applied] = (await db.migrate.latest(migratorConfig(appMigrations))) as [number, string[]];
  return applied;
}

export async function migrateRollbackAll(db: Db, appMigrations: readonly Migration[]): Promise<void> {
  await db.migrate.rollback(migratorConfig(appMigrations), true);
}

/** The names of every migration, in the order they apply. */
export function migrationNames(appMigrations: readonly Migration[]): string[] {
  return [...PLATFORM_MIGRATIONS, ...appMigrations].map((migration) => migration.name);
}
