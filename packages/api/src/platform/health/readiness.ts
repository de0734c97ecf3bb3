// Whether this instance can serve: its database answers and holds exactly the migrations this release knows,
// the live channel's Redis (when there is one) is connected, and the file store takes a write. A load balancer
// or an orchestrator asks it often, and anyone may: the answer is kept for a second, so that a flood of
// anonymous readiness requests costs the database one query a second.
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readiness, ReadinessCheck } from '@lcars/contract';
import type { ServerContext } from '../../server-context.js';

const KEEP_MS = 1_000;

const failed = (error: unknown): ReadinessCheck => (error instanceof Error ? error.message : String(error));

async function databaseChecks(
  server: ServerContext,
): Promise<Pick<Readiness['checks'], 'database' | 'migrations'>> {
  let names: string[];
  try {
    names = (await server.db('knex_migrations').select<{ name: string }[]>('name')).map((row) => row.name);
  } catch (error) {
    return { database: failed(error), migrations: 'not checked: the database does not answer' };
  }
  const applied = new Set(names);
  const known = new Set(server.migrations);
  const pending = server.migrations.filter((name) => !applied.has(name));
  const unknown = names.filter((name) => !known.has(name));
  const migrations =
    unknown.length > 0
      ? `the database has ${unknown.length} migration(s) of a newer release`
      : pending.length > 0
        ? `${pending.length} migration(s) not applied`
        : 'ok';
  return { database: 'ok', migrations };
}

async function fileStoreCheck(server: ServerContext): Promise<ReadinessCheck> {
  // The temporary folder is where every upload starts: a write there is the write the store needs.
  const probe = path.join(server.files.root, 'tmp', `ready-${randomUUID()}`);
  try {
    await writeFile(probe, '', { flag: 'wx', mode: 0o600 });
    await rm(probe, { force: true });
    return 'ok';
  } catch (error) {
    return failed(error);
  }
}

async function check(server: ServerContext): Promise<Readiness> {
  const [database, files] = await Promise.all([databaseChecks(server), fileStoreCheck(server)]);
  const checks: Readiness['checks'] = { ...database, files };
  if (server.live.bus.kind === 'redis') {
    checks.redis = server.live.bus.connected() ? 'ok' : 'the live channel’s Redis is not connected';
  }
  const ready = Object.values(checks).every((value) => value === 'ok');
  return { status: ready ? 'ready' : 'not ready', checks };
}

const kept = new WeakMap<ServerContext, { at: number; answer: Promise<Readiness> }>();

/** The readiness of this instance, checked at most once a second. */
export function readiness(server: ServerContext): Promise<Readiness> {
  const last = kept.get(server);
  if (last !== undefined && Date.now() - last.at < KEEP_MS) return last.answer;
  const answer = check(server);
  kept.set(server, { at: Date.now(), answer });
  return answer;
}
