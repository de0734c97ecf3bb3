// `npm run upgrade-fixture`: records a release's upgrade fixture, one for each database. The release's own
// server (its built packages/api/dist/server.js, in this checkout or the one given with --checkout) starts on an
// empty database with the demo content, is walked until its answers settle, restarted and walked again; what the
// two starts answered alike is what the release serves. Then the database (a compacted SQLite file; a pg_dump),
// the repository's key file and the stored files are kept under test/upgrades/<version>/<kind>/, beside
// served.json. The upgrade test starts today's server on each. Loopback only; each server runs at most 5 minutes.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import knexFactory from 'knex';
import {
  createTestDatabase,
  TEST_ADMIN_PASSWORD,
  TEST_DEMO_PASSWORD,
  TEST_JWT_SECRET,
  TEST_SCRYPT_LOG_N,
  type DatabaseKind,
  type TestDatabase,
} from '../server.js';
import { common, walkServed, type Served } from './probe.js';
import { fixtureDir } from './fixtures.js';

const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

interface Running {
  url: string;
  stop(): Promise<void>;
}

/** Starts the release's server on the database and resolves once it listens. */
function startRelease(checkout: string, database: TestDatabase): Promise<Running> {
  const child = spawn(process.execPath, [path.join(checkout, 'packages/api/dist/server.js')], {
    cwd: checkout,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      PORTAL_DATA_DIR: database.dataDir,
      PORTAL_STATIC_DIR: path.join(database.dataDir, 'portal-dist'),
      PORTAL_DEMO: 'true',
      PORTAL_SCANNER_DEMO: 'true',
      PORTAL_SCRYPT_LOG_N: TEST_SCRYPT_LOG_N,
      PORTAL_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      PORTAL_DEMO_PASSWORD: TEST_DEMO_PASSWORD,
      PORTAL_JWT_SECRET: TEST_JWT_SECRET,
      PORTAL_ANONYMOUS_RATE_PER_MINUTE: '100000',
      ...database.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const limit = setTimeout(() => child.kill('SIGKILL'), 5 * 60_000);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/[^\s"]+)/.exec(output);
      if (listening === null) return;
      child.stdout.off('data', onData);
      resolve({
        url: listening[1]!,
        stop: () =>
          new Promise((stopped) => {
            child.once('exit', () => {
              clearTimeout(limit);
              stopped();
            });
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`The release's server stopped (${code}):\n${output}`)));
  });
}

/** Whether the release is still recognising a demo scan in the background (its answers would still change). */
function recognising(served: Served[]): boolean {
  return served.some(
    ({ path, answer }) =>
      path.startsWith('/scanner/list/') &&
      (answer as { records: { ocrStatus: string }[] }).records.some(({ ocrStatus }) =>
        ['queued', 'running'].includes(ocrStatus),
      ),
  );
}

const questions = (served: Served[]): string =>
  served.map(({ method, path }) => `${method} ${path}`).join('\n');

/**
 * Walks until the release has made and recognised its demo scans, which it does in the background after it
 * listens: two walks ask the same questions and nothing is being recognised (at most a minute).
 */
async function settledWalk(url: string): Promise<Served[]> {
  const passwords = { admin: TEST_ADMIN_PASSWORD, demo: TEST_DEMO_PASSWORD };
  let last = await walkServed(url, passwords);
  for (let attempt = 0; attempt < 30; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const walk = await walkServed(url, passwords);
    if (questions(walk) === questions(last) && !recognising(walk)) return walk;
    last = walk;
  }
  throw new Error('The demo content did not settle within a minute.');
}

async function keep(database: TestDatabase, into: string): Promise<void> {
  mkdirSync(into, { recursive: true });
  if (database.kind === 'sqlite') {
    // VACUUM INTO writes one compact file, the write-ahead log folded in.
    const db = knexFactory({
      client: 'better-sqlite3',
      connection: { filename: path.join(database.dataDir, 'portal.sqlite') },
      useNullAsDefault: true,
    });
    await db.raw('VACUUM INTO ?', [path.join(into, 'portal.sqlite')]);
    await db.destroy();
  } else {
    const dump = spawnSync(
      'pg_dump',
      ['--no-owner', '--no-privileges', '--file', path.join(into, 'portal.sql'), database.env.DATABASE_URL!],
      { encoding: 'utf8' },
    );
    if (dump.status !== 0) throw new Error(`pg_dump failed: ${dump.stderr}`);
  }
  cpSync(path.join(database.dataDir, 'field.key'), path.join(into, 'field.key'));
  const files = path.join(database.dataDir, 'files');
  if (existsSync(files)) cpSync(files, path.join(into, 'files'), { recursive: true });
}

async function record(checkout: string, version: string, kind: DatabaseKind): Promise<void> {
  const database = await createTestDatabase(kind);
  try {
    const first = await startRelease(checkout, database);
    const firstWalk = await settledWalk(first.url).finally(() => first.stop());
    const second = await startRelease(checkout, database);
    const clock = new Date().toISOString();
    const secondWalk = await settledWalk(second.url).finally(() => second.stop());
    if (questions(firstWalk) !== questions(secondWalk))
      throw new Error(
        `The two starts were asked different questions:\n${questions(firstWalk)}\n\n${questions(secondWalk)}`,
      );
    const served = firstWalk.map((item, index) => ({
      ...item,
      answer: common(item.answer, secondWalk[index]!.answer),
    }));
    const into = fixtureDir(version, kind);
    await keep(database, into);
    // One answer a line: small, and a reader can still find a question.
    const lines = served.map((item) => JSON.stringify(item)).join(',\n');
    const head = JSON.stringify({ release: version, kind, clock });
    writeFileSync(path.join(into, 'served.json'), `${head.slice(0, -1)},"served":[\n${lines}\n]}\n`);
    console.log(`${version} ${kind}: ${served.length} answers kept in ${path.relative(REPO_ROOT, into)}`);
  } finally {
    await database.drop();
  }
}

const checkout = path.resolve(option('--checkout') ?? REPO_ROOT);
const version = (
  JSON.parse(readFileSync(path.join(checkout, 'packages/api/package.json'), 'utf8')) as { version: string }
).version;
if (!existsSync(path.join(checkout, 'packages/api/dist/server.js')))
  throw new Error(`Build the release first: ${checkout} has no packages/api/dist/server.js (npm run build).`);
if (existsSync(fixtureDir(version)) && !process.argv.includes('--force'))
  throw new Error(`Release ${version} has its fixture already (give --force to record it again).`);
rmSync(fixtureDir(version), { recursive: true, force: true });
for (const kind of ['sqlite', 'postgres'] as const) await record(checkout, version, kind);
