import type { RouterContext } from '@koa/router';
import type { Claim } from '@lcars/contract';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import type { ServerContext } from '../server-context.js';

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
  passwords: ServerContext['passwords'];
  user: AuthUser | null;
}

export interface UserServiceContext extends ServiceContext {
  user: AuthUser;
}
