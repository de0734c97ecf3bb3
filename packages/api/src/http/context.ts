import type { RouterContext } from '@koa/router';
import type { Claim } from '../contract/index.js';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import type { ReadCache } from '../db/read-cache.js';
import type { FileStore } from '../files/store.js';
import type { JobQueue } from '../jobs/queue.js';
import type { LiveHub } from '../live/hub.js';
import type { PasswordHasher } from '../platform/auth/passwords.js';
import type { PlatformReads } from '../platform/reads.js';
import type { AppSettingsByApp } from '../platform/settings/app-settings.js';

/** Everything a request handler may reach: built once by server.ts (or a test) and given to createApp. */
export interface ServerContext {
  config: Config;
  db: Db;
  /** HS256 key for access tokens. */
  jwtKey: Uint8Array;
  passwords: PasswordHasher;
  /** Where server faults are reported (never the client). */
  log: Logger;
  /** The live channel: SSE streams of this instance and the bus shared by every instance. */
  live: LiveHub;
  /** Reads kept in memory until a write to their tables; apps make their own regions in it. */
  cache: ReadCache;
  /** The platform's regions of the cache: sessions, app and account context. */
  reads: PlatformReads;
  /** The apps' own per-user settings (from their modules), which the platform serves and saves. */
  appSettings: AppSettingsByApp;
  /** Background jobs: enqueue, cancel, list (jobs/). */
  jobs: JobQueue;
  /** Stored files: uploads, references, serving (files/). */
  files: FileStore;
}

export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

/** The signed-in user of a request; claims are current: a write to them drops the cached session. */
export interface AuthUser {
  id: number;
  userName: string;
  claims: Claim[];
  /** The bearer token the request carried. */
  token: string;
}

export interface ApiState {
  user?: AuthUser;
}

export type ApiContext = RouterContext<ApiState>;

/** What a service receives: never Koa, only the database, the settings and (maybe) the user. */
export interface ServiceContext {
  db: Db;
  config: Config;
  passwords: PasswordHasher;
  user: AuthUser | null;
}

export interface UserServiceContext extends ServiceContext {
  user: AuthUser;
}
