// A real API for integration tests: createApp + http.listen on port 0 against a real database
// (SQLite in a temp dir, or a fresh PostgreSQL database). The CLI and end-to-end tests can reuse the idea.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { pino } from 'pino';
import supertest from 'supertest';
import { describe } from 'vitest';
import { APP_MODULES } from '../src/apps/index.js';
import { listen, prepare, type PrepareOptions } from '../src/bootstrap.js';
import { loadConfig, type Config, type Env } from '../src/config.js';
import type { Db } from '../src/db/knex.js';
import { createLogger, type Logger } from '../src/logger.js';
import type { ServerContext } from '../src/server-context.js';
import type { RouteDefinition } from '../src/http/routes.js';
import type { JobKind } from '../src/jobs/kind.js';
import type { ApiAppModule } from '../src/apps/module.js';
import { createPostgresDatabase, postgresAdminUrl } from './postgres.js';

/** The app modules' migrations and lookup lists, for tests of db/ and platform/ (which never import apps/). */
export const APP_MIGRATIONS = APP_MODULES.flatMap((module) => module.migrations);
export const APP_LOOKUP_LISTS = APP_MODULES.flatMap((module) => module.lookupLists ?? []);
/** The app modules' manifests, for tests of the platform's catalogues. */
export const APP_MANIFESTS = APP_MODULES.map((module) => module.manifest);

export type DatabaseKind = 'sqlite' | 'postgres';
export const DATABASE_KINDS: readonly DatabaseKind[] = ['sqlite', 'postgres'];

/** The admin password of test servers, unless a test asks for a generated one. */
export const TEST_ADMIN_PASSWORD = 'admin-password-for-tests';
export const TEST_JWT_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
export const TEST_DEMO_PASSWORD = 'demo-password-for-tests';
/** scrypt cost for tests (N = 2^10): fast; production keeps OWASP's 2^17. */
export const TEST_SCRYPT_LOG_N = '10';

export interface TestDatabase {
  kind: DatabaseKind;
  dataDir: string;
  env: Env;
  /** Removes the temp dir and drops the PostgreSQL database. */
  drop(): Promise<void>;
}

/** A data dir and a database; the same one can back several server starts (migrations twice, seeds twice). */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: { prefix?: string; copyOf?: TestDatabase } = {},
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lcars-api-test-'));
  if (options.copyOf) cpSync(options.copyOf.dataDir, dataDir, { recursive: true });
  const removeDir = (): void => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') {
    return { kind, dataDir, env: {}, drop: () => Promise.resolve(removeDir()) };
  }
  const template = options.copyOf && new URL(options.copyOf.env.DATABASE_URL!).pathname.slice(1);
  const database = await createPostgresDatabase(options.prefix, template);
  return {
    kind,
    dataDir,
    env: { DATABASE_URL: database.url },
    drop: async () => {
      removeDir();
      await database.drop();
    },
  };
}

export function testConfig(database: TestDatabase, env: Env = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      PORTAL_DATA_DIR: database.dataDir,
      PORTAL_STATIC_DIR: path.join(database.dataDir, 'portal-dist'),
      PORTAL_SCRYPT_LOG_N: TEST_SCRYPT_LOG_N,
      PORTAL_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      PORTAL_DEMO_PASSWORD: TEST_DEMO_PASSWORD,
      PORTAL_JWT_SECRET: TEST_JWT_SECRET,
      // Suites sign in and register far more often than people: the address budget, the hourly registrations
      // and the proof of work's cost are tested on their own.
      PORTAL_ANONYMOUS_RATE_PER_MINUTE: '100000',
      PORTAL_REGISTRATIONS_PER_HOUR: '100000',
      PORTAL_REGISTRATION_WORK: '1',
      ...database.env,
      ...env,
    },
    database.dataDir,
  );
}

let workerLog: Logger | undefined;

/** This worker's file in the run's log folder (one open file however many servers it starts). */
function runLog(): Logger | undefined {
  const dir = process.env.LCARS_TEST_LOG_DIR;
  if (dir === undefined) return undefined;
  workerLog ??= createLogger(
    { level: 'info', format: 'json' },
    pino.destination({ dest: path.join(dir, `server-${process.pid}-${threadId}.log`), sync: true }),
  );
  return workerLog;
}

/**
 * A logger that keeps lines for assertions instead of printing them, and writes each through the server's own
 * logger (redaction included) into the run's log folder, which the run's end searches for test secrets
 * (test/log-sentinels.ts).
 */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const file = runLog();
  return {
    lines,
    info: (message, fields) => {
      lines.push(message);
      file?.info(message, fields);
    },
    error: (message, error, fields) => {
      lines.push(
        error === undefined
          ? message
          : `${message}: ${error instanceof Error ? String(error) : JSON.stringify(error)}`,
      );
      file?.error(message, error, fields);
    },
  };
}

export interface TestServer {
  url: string;
  request: ReturnType<typeof supertest>;
  db: Db;
  server: ServerContext;
  config: Config;
  database: TestDatabase;
  /** The admin password: the fixed test one, or the generated one when PORTAL_ADMIN_PASSWORD was unset. */
  adminPassword: string;
  demoPassword: string | undefined;
  logs: string[];
  /** Signs in and returns the bearer token (fails the test when sign-in fails). */
  login(userName: string, password: string): Promise<string>;
  /** Stops the server; drops the database too unless it was passed in. */
  close(): Promise<void>;
}

export interface StartOptions {
  database: DatabaseKind | TestDatabase;
  /** Environment overrides; set PORTAL_ADMIN_PASSWORD: '' to have one generated. */
  env?: Env;
  /** Job kinds to register (as app modules would). */
  jobKinds?: readonly JobKind[];
  /** Data readers to register (as app modules would); one replaces a module's of the same data name. */
  dataReaders?: PrepareOptions['dataReaders'];
  /** Routes served instead of the API's own (tests add theirs to ROUTES). */
  routes?: readonly RouteDefinition[];
  /** References to stored files (as app modules declare theirs). */
  fileReferences?: PrepareOptions['fileReferences'];
  /**
   * The app modules migrated, seeded and started instead of the portal's list (apps/index.ts): a test's own
   * app joins them (its routes go in `routes`, with moduleRoutes).
   */
  modules?: readonly ApiAppModule[];
}

/** Settings that change what the first start seeds or logs: a server with one of them starts from scratch. */
const SEEDING_SETTINGS = [
  'PORTAL_ADMIN_PASSWORD',
  'PORTAL_DEMO',
  'PORTAL_DEMO_PASSWORD',
  'PORTAL_SCANNER_DEMO',
];

/**
 * Settings that may change what the first start stores (where and how files, images, keys and hashes are kept):
 * a server with one of them gets a template of its own. The rest (proxies, lockout, job workers, live channel,
 * limits read per request) only shape the running server, so its copy comes from the worker's shared template:
 * a template per test file's settings cost a full migration on PostgreSQL each, and one took more than a test's
 * 30 s on a loaded CI machine.
 */
const STORED_WITH =
  /^(DATABASE_URL|PORTAL_(DATA_DIR|STATIC_DIR|FIELD_KEY\w*|FILE_\w+|IMAGE_\w+|MAX_IMAGE_BYTES|JWT_SECRET|SCRYPT_\w+|PASSWORD_\w+|REPO_\w+|RECIPE_\w+|SCANNER_\w+))$/;

function storedWith(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([name]) => STORED_WITH.test(name)));
}

/** The names of this run's template databases start with this (test/log-sentinels.ts drops them at its end). */
export const TEMPLATE_RUN_VARIABLE = 'LCARS_TEST_TEMPLATE_PREFIX';
const templatePrefix = (): string => process.env[TEMPLATE_RUN_VARIABLE] ?? `lcars_tmpl_${process.pid}`;

/** This worker's migrated and seeded databases, one per database kind and settings, copied for each server. */
const templates = new Map<string, Promise<TestDatabase>>();

/**
 * A fresh database for a test server: a copy of one this worker migrated and seeded before with the same
 * settings (its data dir, field key and stored files included). Migrating and seeding the demo content (its
 * recipe pictures drawn and resized) cost 1.5 s of CPU a server, and the suite starts several hundred.
 */
async function seededDatabase(kind: DatabaseKind, env: Env): Promise<TestDatabase> {
  const stored = storedWith(env);
  const key = `${kind}|${JSON.stringify(stored)}`;
  let template = templates.get(key);
  if (template === undefined) {
    template = (async () => {
      const database = await createTestDatabase(kind, { prefix: templatePrefix() });
      templateDirs.push(database.dataDir);
      const { server } = await prepare(testConfig(database, stored), memoryLogger());
      await server.live.close();
      await server.db.destroy();
      return database;
    })();
    templates.set(key, template);
  }
  return createTestDatabase(kind, { copyOf: await template });
}

/** The templates' data dirs, removed when the worker ends; their PostgreSQL databases by the run's teardown. */
const templateDirs: string[] = [];
process.once('exit', () => {
  for (const dir of templateDirs) rmSync(dir, { recursive: true, force: true });
});

export async function startTestServer(options: StartOptions): Promise<TestServer> {
  const ownsDatabase = typeof options.database === 'string';
  const env = options.env ?? {};
  const copied = options.modules === undefined && !SEEDING_SETTINGS.some((name) => name in env);
  const database =
    typeof options.database !== 'string'
      ? options.database
      : copied
        ? await seededDatabase(options.database, env)
        : await createTestDatabase(options.database);
  const config = testConfig(database, options.env);
  const log = memoryLogger();
  const { server, seeded } = await prepare(config, log, options.modules, {
    jobKinds: options.jobKinds ?? [],
    dataReaders: options.dataReaders,
    fileReferences: options.fileReferences,
  });
  const listening = await listen(server, options.modules, options.routes);
  const request = supertest(listening.url);
  return {
    url: listening.url,
    request,
    db: server.db,
    server,
    config,
    database,
    adminPassword: seeded.adminPassword ?? config.adminPassword ?? '',
    demoPassword: seeded.demoPassword ?? config.demoPassword,
    logs: log.lines,
    async login(userName, password) {
      const response = await request.post('/api/auth/token').send({ username: userName, password });
      const body = response.body as { isAuthenticated?: boolean; jwtToken?: string };
      if (response.status !== 200 || !body.isAuthenticated || !body.jwtToken) {
        throw new Error(`Sign-in as ${userName} failed: ${response.status} ${JSON.stringify(response.body)}`);
      }
      return body.jwtToken;
    },
    async close() {
      await listening.close();
      if (ownsDatabase) await database.drop();
    },
  };
}

const postgresUrl = await postgresAdminUrl();

/** Runs the same suite on SQLite and on PostgreSQL; the PostgreSQL run is skipped when it does not answer. */
export function describeEachDatabase(title: string, suite: (kind: DatabaseKind) => void): void {
  for (const kind of DATABASE_KINDS) {
    describe.skipIf(kind === 'postgres' && postgresUrl === null)(`${title} [${kind}]`, () => suite(kind));
  }
}
