import type { RouterContext } from '@koa/router';
import type { Claim } from '@lcars/contract';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';

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
  /** The name of the route that answers (metrics count by it, not by the path with its ids). */
  routeName?: string;
  /** This request's id: in the X-Request-Id answer header and in every log line about it. */
  requestId?: string;
}

export type ApiContext = RouterContext<ApiState>;

/** Who a password hash is for: anyone on the internet, or a known browser or signed-in user (own queues). */
export type HashLane = 'untrusted' | 'trusted';

/**
 * The password hashing a service may use. The platform implements it (platform/auth/passwords.ts) and the
 * server context holds it: declared here so that a service's context names no platform code.
 */
export interface PasswordHashing {
  hash(password: string, lane: HashLane): Promise<string>;
  verify(password: string, stored: string, lane: HashLane): Promise<boolean>;
  verifyDummy(password: string): Promise<false>;
  needsRehash(stored: string): boolean;
}

/** What a service receives: never Koa, only the database, the settings and (maybe) the user. */
export interface ServiceContext {
  db: Db;
  config: Config;
  passwords: PasswordHashing;
  user: AuthUser | null;
}

export interface UserServiceContext extends ServiceContext {
  user: AuthUser;
}
