// The one seam where an app plugs into the API. Each app folder exports one ApiAppModule from its
// module.ts, built on the app's manifest (its contract folder's manifest.ts: id, title, path, claims, lookup
// list types, settings); apps/index.ts lists them, and the app, the migrator, the seed orchestrator (apps,
// claims, roles, lookup lists) and the server's start and stop loop over that list. Nothing outside apps/ names
// an app: the shapes the platform and db/ consume (migration, lookup list, settings, demo seed) are declared
// there and named here.
import { defaultAppSettings, type AppManifest } from '@lcars/contract';
import type { Knex } from 'knex';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import type { ReadCache } from '../db/read-cache.js';
import type { AuthUser } from '../http/context.js';
import type { Migration } from '../db/migrate.js';
import type { FileStore } from '../files/store.js';
import type { Logger } from '../logger.js';
import type { DemoSeedContext } from '../platform/seeds.js';
import type { ServerContext } from '../server-context.js';
import type { JobKind } from '../jobs/kind.js';
import type { FileReference } from '../files/kind.js';
import type { RouteDefinition } from '../http/routes.js';
import type { AppSettingsDefinition } from '../platform/settings/app-settings.js';
import type { DataReader } from '../platform/settings/data.js';
import type { LookupListSeed } from '../platform/system-items/seed-data.js';

/** A schema change of an app, written with the knex schema builder only (SQLite and PostgreSQL). */
export type AppMigration = Migration;

/** One lookup list (system item type) an app owns, with the items seeded when missing. */
export type AppLookupList = LookupListSeed;

export type { AppSettingsDefinition, DataReader, DemoSeedContext };

/** What a move of stored data into the file store works with (ApiAppModule.migrateFiles). */
export interface FileMigrationContext {
  readonly db: Db;
  readonly files: FileStore;
  readonly log: Logger;
}

/** Something an app runs while the server listens (Money's schedules); stop() waits for work in progress. */
export interface AppRunner {
  stop(): Promise<void>;
}

/** Who a part of "Download my data" is made for, with what it is made (apps/personal-export.ts). */
export interface PersonalExportContext {
  readonly db: Db;
  readonly config: Config;
  readonly files: FileStore;
  readonly cache: ReadCache;
  /** The signed-in person, with their claims as they are now. */
  readonly user: AuthUser;
  /** The passphrase they gave for the files that hold secrets; undefined when they gave none. */
  readonly passphrase: string | undefined;
}

/** An app's part of the zip: its files (under a folder named after the app) and what it left out, why. */
export interface PersonalExportPart {
  files: {
    path: string;
    bytes: Uint8Array;
    /** A zip or photos: stored as they are. */ compressed?: boolean;
  }[];
  notes?: string[];
  /** What the files are and which programs read them, for the zip's README. */
  about?: string;
}

export interface ApiAppModule {
  /** What the app says of itself, shared with the portal and the CLI. */
  readonly manifest: AppManifest;
  /** The manifest's id. */
  readonly id: number;
  /** The app's folder name, for logs and messages ('money'). */
  readonly name: string;
  readonly routes: readonly RouteDefinition[];
  /** Applied after the platform's, in the order of apps/index.ts, then in the order given here. */
  readonly migrations: readonly AppMigration[];
  /** The items of the lookup lists the manifest says the app owns, seeded when their type is missing. */
  readonly lookupLists?: readonly AppLookupList[];
  /** The manifest's per-user settings (Recipe settings, say): stored with the user's app setting. */
  readonly settings?: AppSettingsDefinition;
  /**
   * The data names the app marks with touchData (the portal's offline freshness checks), each with who may
   * read an id's mark: the same rule as reading the data. A name is the app's alone.
   */
  readonly dataReaders?: Readonly<Record<string, DataReader>>;
  /** The app's kinds of background job (jobs/): each names its worker handler module, time limit,
   * payload size limit and retries. Enqueue with server.jobs.enqueue(kind.name, payload, userId). */
  readonly jobs?: readonly JobKind[];
  /**
   * Moves of stored data that need the file store (bytes an earlier version kept in rows): run on every
   * start, after the migrations, once the file store is open and before the seeds; each run moves what is
   * left, so an interrupted one goes on where it stopped. The schema change itself is a migration.
   */
  migrateFiles?(context: FileMigrationContext): Promise<void>;
  /**
   * Every column of the app's tables that holds a stored file's id, with the kind of file it holds: the file
   * sweep keeps what they refer to and collects the files of those kinds nothing refers to any more (left by
   * a crash mid-upload). A table that starts to refer to stored files adds one line here.
   */
  readonly fileReferences?: readonly FileReference[];
  /**
   * Fills the app's full-text index on SQLite again from its rows (after a restore: backups leave the index
   * out). PostgreSQL computes its search vectors itself, so this is called on SQLite only.
   */
  rebuildSearchIndex?(trx: Knex.Transaction): Promise<void>;
  /**
   * Tables the database derives from the app's other rows by triggers (Money's category totals): backups
   * leave them out, and a restore empties them and lets the triggers fill them as it inserts the rows. A table
   * one database has no need of is simply absent there.
   */
  readonly derivedTables?: readonly string[];
  /** Idempotent: runs on every start when demo content is on. */
  seedDemo?(context: DemoSeedContext): Promise<void>;
  /**
   * The app's part of a person's "Download my data" zip: its export, in an open format, of everything that
   * person owns in the app or may see by their rights there (Money's CSV and OFX, Recipes' collection zip, each
   * repository as Bitwarden JSON). Called only for a person who holds the app's Access claim while the app is
   * switched on; the app checks its own finer claims. An app joins the download by this one entry.
   */
  personalExport?(context: PersonalExportContext): Promise<PersonalExportPart>;
  /** Called once the server listens; the runner is stopped before the database closes. */
  start?(server: ServerContext): AppRunner;
}

/** What an app's module.ts writes: the id and the settings come from its manifest. */
export type AppModuleDeclaration = Omit<ApiAppModule, 'id' | 'settings'>;

/**
 * A module, typed: `export const moneyModule = defineAppModule({ manifest: moneyManifest, ... })`. Its lookup
 * lists are the ones its manifest owns, no more and no fewer: a list seeded by an app that does not own it,
 * or owned and never seeded, fails here at the start rather than in a user's empty drop-down.
 */
export function defineAppModule(declaration: AppModuleDeclaration): ApiAppModule {
  const { manifest } = declaration;
  const owned = [...(manifest.lookupLists ?? [])].sort((a, b) => a - b);
  const seeded = (declaration.lookupLists ?? []).map((list) => list.type).sort((a, b) => a - b);
  if (owned.join() !== seeded.join()) {
    throw new Error(
      `The app ${declaration.name} owns the lookup lists [${owned.join(', ')}] but seeds [${seeded.join(', ')}].`,
    );
  }
  const settings = manifest.settings;
  return {
    ...declaration,
    id: manifest.id,
    ...(settings && {
      settings: {
        key: settings.key,
        schema: settings.schema.partial(),
        defaults: defaultAppSettings(settings),
      },
    }),
  };
}
