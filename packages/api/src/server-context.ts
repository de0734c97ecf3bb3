// What the running server holds: built once by server.ts (or a test) and handed to createApp, the routes,
// the apps' start hooks and the job queue. A module of its own (not the HTTP layer's) so that the parts it
// holds can name it without importing each other in a circle.
import type { ClaimCatalogue } from '@lcars/contract';
import type { Config } from './config.js';
import type { Db } from './db/knex.js';
import type { ReadCache } from './db/read-cache.js';
import type { FileStore } from './files/store.js';
import type { JobQueue } from './jobs/queue.js';
import type { LiveHub } from './live/hub.js';
import type { Logger } from './logger.js';
import type { PortalMetrics } from './http/metrics.js';
import type { PasswordHasher } from './platform/auth/passwords.js';
import type { PlatformReads } from './platform/reads.js';
import type { AppSettingsByApp } from './platform/settings/app-settings.js';
import type { DataReaders } from './platform/settings/data.js';

export interface ServerContext {
  config: Config;
  db: Db;
  /** HS256 key for access tokens. */
  jwtKey: Uint8Array;
  passwords: PasswordHasher;
  /** Where server faults are reported (never the client). */
  log: Logger;
  /** What the server does, for GET /api/metrics. */
  metrics: PortalMetrics;
  /** The live channel: SSE streams of this instance and the bus shared by every instance. */
  live: LiveHub;
  /** Reads kept in memory until a write to their tables; apps make their own regions in it. */
  cache: ReadCache;
  /** The platform's regions of the cache: sessions, app and account context. */
  reads: PlatformReads;
  /** Every claim the platform and its apps check (from their manifests), what a role or a user may be given. */
  claimCatalogue: ClaimCatalogue;
  /** The names of the migrations this release knows, in order: the readiness check compares the database's. */
  migrations: readonly string[];
  /** The apps' own per-user settings (from their modules), which the platform serves and saves. */
  appSettings: AppSettingsByApp;
  /** Who may read the last-modified mark of each data name: the platform's and the app modules'. */
  dataReaders: DataReaders;
  /** Background jobs: enqueue, cancel, list (jobs/). */
  jobs: JobQueue;
  /** Stored files: uploads, references, serving (files/). */
  files: FileStore;
}
