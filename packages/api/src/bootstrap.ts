// Opening the portal: database, migrations, seeds, keys; then listening. server.ts and the tests share it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { claimCatalogue } from '@lcars/contract';
import { createApp, type RouteDefinition } from './app.js';
import { APP_MODULES } from './apps/index.js';
import type { ApiAppModule } from './apps/module.js';
import { personalExportJob } from './apps/personal-export.js';
import { resolveJwtKey, type Config } from './config.js';
import { createDb } from './db/knex.js';
import { ReadCache } from './db/read-cache.js';
import { migrateLatest, migrationNames } from './db/migrate.js';
import { seed, type SeedResult } from './platform/seeds.js';
import { createLogger, logOptionsFrom, type Logger } from './logger.js';
import { PortalMetrics } from './http/metrics.js';
import type { ServerContext } from './server-context.js';
import type { FileReference } from './files/kind.js';
import { FileStore } from './files/store.js';
import { fileSweepJob, scheduleFileSweeps } from './jobs/file-sweep.js';
import { backupJob, scheduleBackups } from './ops/scheduled.js';
import type { JobKind } from './jobs/kind.js';
import { JobQueue } from './jobs/queue.js';
import { jobKeyEncryptionKey } from './jobs/secrets.js';
import { createLiveHub } from './live/hub.js';
import { PasswordHasher } from './platform/auth/passwords.js';
import { platformReads } from './platform/reads.js';
import { dataReaders, type DataReader } from './platform/settings/data.js';

export interface Prepared {
  server: ServerContext;
  seeded: SeedResult;
}

export interface PrepareOptions {
  /** Job kinds beyond the modules' own (tests register theirs). */
  jobKinds?: readonly JobKind[];
  /** Data readers beyond the modules' own (tests register theirs); one replaces a module's of its name. */
  dataReaders?: Readonly<Record<string, DataReader>>;
  /** References to stored files beyond the modules' own (tests declare theirs). */
  fileReferences?: readonly FileReference[];
}

/**
 * Connects to the database, applies migrations (the platform's, then each app module's), opens the file store
 * and runs each module's moves of stored data into it, runs the seeds (with each module's lookup lists and
 * demo content), opens the job queue (with each module's job kinds) and resolves the signing key.
 */
export async function prepare(
  config: Config,
  log: Logger = createLogger(logOptionsFrom(process.env)),
  modules: readonly ApiAppModule[] = APP_MODULES,
  options: PrepareOptions = {},
): Promise<Prepared> {
  const jwtKey = resolveJwtKey(config);
  const db = createDb(config.database);
  try {
    const appMigrations = modules.flatMap((module) => module.migrations);
    await migrateLatest(db, appMigrations);
    const files = new FileStore(db, config, [
      ...modules.flatMap((module) => module.fileReferences ?? []),
      ...(options.fileReferences ?? []),
    ]);
    await files.open();
    for (const module of modules) await module.migrateFiles?.({ db, files, log });
    const passwords = new PasswordHasher(config.scrypt, config.passwordHashing);
    const seeded = await seed(db, {
      files,
      config,
      passwords,
      log,
      apps: modules.map((module) => module.manifest),
      lookupLists: modules.flatMap((module) => module.lookupLists ?? []),
      demoSeeds: modules.flatMap((module) => (module.seedDemo ? [module.seedDemo.bind(module)] : [])),
    });
    const live = await createLiveHub(config, db, log);
    const metrics = new PortalMetrics();
    metrics.watch({ db, liveStreams: () => live.streamCount() });
    const cache = new ReadCache(db, live.bus);
    const appSettings = new Map(
      modules.flatMap((module) => (module.settings ? [[module.id, module.settings] as const] : [])),
    );
    const readers = dataReaders(modules.flatMap((module) => Object.entries(module.dataReaders ?? {})));
    for (const [dataName, reader] of Object.entries(options.dataReaders ?? {})) readers.set(dataName, reader);
    const jobs = new JobQueue(
      {
        db,
        config,
        log,
        live,
        readFile: (userId, fileId) => files.readOwned(userId, fileId),
        secretsKey: jobKeyEncryptionKey(jwtKey),
      },
      [
        fileSweepJob,
        backupJob,
        personalExportJob(modules),
        ...modules.flatMap((module) => module.jobs ?? []),
        ...(options.jobKinds ?? []),
      ],
    );
    return {
      server: {
        config,
        db,
        jwtKey,
        passwords,
        log,
        metrics,
        live,
        cache,
        reads: platformReads(cache),
        claimCatalogue: claimCatalogue(modules.map((module) => module.manifest)),
        migrations: migrationNames(appMigrations),
        appSettings,
        dataReaders: readers,
        jobs,
        files,
      },
      seeded,
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

export interface Listening {
  http: Server;
  port: number;
  /** http://<host or localhost>:<port> */
  url: string;
  /** Stops accepting connections, ends idle ones, then closes the database. */
  close(): Promise<void>;
}

export function displayHost(host: string): string {
  if (host === '' || host === '0.0.0.0' || host === '::' || host === '[::]') return 'localhost';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/**
 * Listens, then starts the job queue and every app module's runners; close() stops them before it closes
 * the database. `routes` defaults to every API route (tests may add their own).
 */
export async function listen(
  server: ServerContext,
  modules: readonly ApiAppModule[] = APP_MODULES,
  routes?: readonly RouteDefinition[],
): Promise<Listening> {
  const handle = (routes === undefined ? createApp(server) : createApp(server, routes)).callback();
  const http = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(server.config.port, server.config.host, () => {
      http.off('error', reject);
      resolve();
    });
  });
  const { port } = http.address() as AddressInfo;
  const url = `http://${displayHost(server.config.host)}:${port}`;
  // Background jobs: interrupted ones recovered, queued ones taken while the worker pool has room.
  await server.jobs.start(server);
  const runners = [
    scheduleFileSweeps(server.jobs, server.config.files.sweepEveryMs, server.log),
    scheduleBackups(server.jobs, server.config, server.log),
    ...modules.flatMap((module) => (module.start ? [module.start(server)] : [])),
  ];
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        // Live streams end first: the clients reconnect to another instance and resume with Last-Event-ID.
        server.live.endStreams();
        http.closeIdleConnections();
        // Connections still busy after a grace period (e.g. an open live channel) are cut.
        setTimeout(() => http.closeAllConnections(), 5000).unref();
      });
      await Promise.all(runners.map((runner) => runner.stop()));
      // Jobs running here go back to the queue (another instance, or the next start, runs them).
      await server.jobs.stop();
      await server.live.close();
      await server.db.destroy();
    })();
    return closing;
  };
  return { http, port, url, close };
}

export { loadConfig, type Config, type Env } from './config.js';
export type { SeedResult } from './platform/seeds.js';
