// The one seam where an app plugs into the API. Each app folder exports one ApiAppModule from its
// module.ts; apps/index.ts lists them, and the app, the migrator, the seed orchestrator and the server's
// start and stop loop over that list. Nothing outside apps/ names an app.
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import type { Logger, ServerContext } from '../http/context.js';
import type { RouteDefinition } from '../http/routes.js';

/** A schema change of an app, written with the knex schema builder only (SQLite and PostgreSQL). */
export interface AppMigration {
  /** Unique across the portal and never renamed: knex records it in knex_migrations. */
  readonly name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/** One lookup list (system item type) an app owns, with the items seeded when missing. */
export interface AppLookupList {
  readonly type: number;
  readonly items: readonly {
    readonly id: number;
    readonly title: string;
    readonly description?: string;
    readonly pluralTitle?: string;
    readonly shortTitle?: string;
  }[];
}

/** The app's own per-user settings (Recipe settings, say): stored with the user's app setting. */
export interface AppSettingsDefinition<T extends Record<string, unknown> = Record<string, unknown>> {
  /** The key under which the wire shape carries them (`recipeSettings`). */
  readonly key: string;
  readonly schema: z.ZodType<Partial<T>>;
  readonly defaults: T;
}

/** What a demo seed receives: the database and who the seeded users are. */
export interface DemoSeedContext {
  readonly db: Db;
  readonly config: Config;
  readonly log: Logger;
  readonly adminUserName: string;
  readonly demoUserName: string;
}

/** Something an app runs while the server listens (Money's schedules); stop() waits for work in progress. */
export interface AppRunner {
  stop(): Promise<void>;
}

export interface ApiAppModule {
  /** The app's id (AppId of the contract). */
  readonly id: number;
  /** The app's folder name, for logs and messages ('money'). */
  readonly name: string;
  readonly routes: readonly RouteDefinition[];
  /** Applied after the platform's, in the order of apps/index.ts, then in the order given here. */
  readonly migrations: readonly AppMigration[];
  readonly lookupLists?: readonly AppLookupList[];
  readonly settings?: AppSettingsDefinition;
  /** Idempotent: runs on every start when demo content is on. */
  seedDemo?(context: DemoSeedContext): Promise<void>;
  /** Called once the server listens. */
  start?(server: ServerContext): AppRunner;
}

/** A module, typed: `export const moneyModule = defineAppModule({...})`. */
export function defineAppModule(module: ApiAppModule): ApiAppModule {
  return module;
}
