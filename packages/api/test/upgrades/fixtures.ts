// Where each release's upgrade fixture lives, and what served.json holds (test/upgrades/record.ts writes them).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseKind } from '../server.js';
import type { Served } from './probe.js';

const UPGRADES_DIR = fileURLToPath(new URL('.', import.meta.url));

export interface RecordedFixture {
  /** The release that made the database (its packages/api version). */
  release: string;
  kind: DatabaseKind;
  /** When the release answered: the upgrade test sets the clock there, since Money's schedules run by the date. */
  clock: string;
  served: Served[];
}

export function fixtureDir(version: string, kind?: DatabaseKind): string {
  return kind === undefined ? path.join(UPGRADES_DIR, version) : path.join(UPGRADES_DIR, version, kind);
}

/** Every release that has a fixture, oldest first. */
export function recordedReleases(): string[] {
  return readdirSync(UPGRADES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d+\.\d+\.\d+$/.test(entry.name))
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

export function readFixture(version: string, kind: DatabaseKind): RecordedFixture | undefined {
  const file = path.join(fixtureDir(version, kind), 'served.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RecordedFixture) : undefined;
}
