import {
  clear,
  createStore,
  del,
  delMany,
  entries,
  get,
  keys,
  set,
  setMany,
  type UseStore,
} from 'idb-keyval';
import { CLIENT_VERSION } from '@lcars/contract';
import { runPagedQuery, type PagedQuery, type PagedQueryResult } from './pagedQuery';

/**
 * The platform's local offline tables. An app's own tables (recipe, recipe-favorite,
 * ...) are declared by the app in its registry entry and joined here with `declareAppTables`: the engine
 * knows no app by name.
 */
export const OfflineTable = {
  app: 'app',
  appContext: 'app-context',
  accountContext: 'account-context',
  other: 'other',
  profile: 'profile',
  systemItemList: 'system-item-list',
  theme: 'theme',
  viewImage: 'view-image',
} as const;
export type PlatformTableName = (typeof OfflineTable)[keyof typeof OfflineTable];
/** A platform table or one an app declared (its name is the database's name suffix). */
export type OfflineTableName = string;

/** The tables the apps of this build declared (apps/registry.ts hands them over at start-up). */
const appTables = new Set<OfflineTableName>();

/** Joins an app's tables to the engine, so that logout and "clear" empty them too. */
export function declareAppTables(names: readonly OfflineTableName[]): void {
  for (const name of names) appTables.add(name);
}

/** Every table this build keeps: the platform's, then the apps'. */
export function offlineTableNames(): OfflineTableName[] {
  return [...new Set<OfflineTableName>([...Object.values(OfflineTable), ...appTables])];
}

/** The local database version: the client version's first three characters without the dot ('6.0.5-1' -> '60'). */
export function localDatabaseVersion(clientVersion: string = CLIENT_VERSION): string {
  return clientVersion.slice(0, 3).replace('.', '');
}

/**
 * One IndexedDB database per table: idb-keyval opens a database with a single object store, so tables
 * cannot share one. The version in the name makes a new client start from empty tables.
 */
export function databaseNameOf(table: OfflineTableName, version: string = localDatabaseVersion()): string {
  return `lcars-${version}-${table}`;
}

/** Records carry when they were first stored and last changed here. */
export interface LocalStamps {
  createdDate: string;
  modifiedDate: string;
}
export type LocalRecord<T> = T & LocalStamps;
export type RecordKey = string | number;

/** What a table needs of its storage; IndexedDB in the browser, a Map in Node tests. */
export interface TableBackend {
  get(key: RecordKey): Promise<unknown>;
  set(key: RecordKey, value: unknown): Promise<void>;
  setMany(items: [RecordKey, unknown][]): Promise<void>;
  del(key: RecordKey): Promise<void>;
  delMany(keys: RecordKey[]): Promise<void>;
  keys(): Promise<RecordKey[]>;
  entries(): Promise<[RecordKey, unknown][]>;
  clear(): Promise<void>;
}

export function idbBackend(table: OfflineTableName): TableBackend {
  const store: UseStore = createStore(databaseNameOf(table), table);
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    setMany: (items) => setMany(items, store),
    del: (key) => del(key, store),
    delMany: (keyList) => delMany(keyList, store),
    keys: () => keys<RecordKey>(store),
    entries: () => entries<RecordKey, unknown>(store),
    clear: () => clear(store),
  };
}

export function memoryBackend(): TableBackend {
  const map = new Map<RecordKey, unknown>();
  return {
    get: (key) => Promise.resolve(structuredClone(map.get(key))),
    set: (key, value) => Promise.resolve(void map.set(key, structuredClone(value))),
    setMany: (items) =>
      Promise.resolve(items.forEach(([key, value]) => map.set(key, structuredClone(value)))),
    del: (key) => Promise.resolve(void map.delete(key)),
    delMany: (keyList) => Promise.resolve(keyList.forEach((key) => map.delete(key))),
    keys: () => Promise.resolve([...map.keys()]),
    entries: () => Promise.resolve([...map].map(([key, value]) => [key, structuredClone(value)])),
    clear: () => Promise.resolve(map.clear()),
  };
}

/**
 * Stamps a record for storage: createdDate kept from the stored copy, modifiedDate now. A record that
 * brings its own createdDate (a recipe, a note: when it was written) keeps it.
 */
export function stampRecord<T extends object>(
  record: T,
  stored: Partial<LocalStamps> | undefined,
  now: string,
): LocalRecord<T> {
  const own = (record as Partial<LocalStamps>).createdDate;
  return {
    ...record,
    createdDate: typeof own === 'string' && own !== '' ? own : (stored?.createdDate ?? now),
    modifiedDate: now,
  };
}

/** One offline table: records by key, stamped on save, queried with the local paged query. */
export class LocalTable<T extends object> {
  constructor(
    readonly name: OfflineTableName,
    private readonly backend: TableBackend,
    private readonly now: () => string = () => new Date().toISOString(),
  ) {}

  get(key: RecordKey): Promise<LocalRecord<T> | undefined> {
    return this.backend.get(key) as Promise<LocalRecord<T> | undefined>;
  }

  async save(key: RecordKey, record: T): Promise<LocalRecord<T>> {
    const stamped = stampRecord(record, await this.get(key), this.now());
    await this.backend.set(key, stamped);
    return stamped;
  }

  /** Saves a list, each record under its `key` field (default 'id'). */
  async saveMany(records: readonly T[], key = 'id'): Promise<void> {
    const stored = new Map(await this.backend.entries());
    const now = this.now();
    await this.backend.setMany(
      records.map((record) => {
        const id = (record as Record<string, unknown>)[key] as RecordKey;
        return [id, stampRecord(record, stored.get(id) as Partial<LocalStamps> | undefined, now)];
      }),
    );
  }

  async all(): Promise<LocalRecord<T>[]> {
    return (await this.backend.entries()).map(([, value]) => value as LocalRecord<T>);
  }

  async query(query: PagedQuery): Promise<PagedQueryResult<LocalRecord<T>>> {
    return runPagedQuery(await this.all(), query);
  }

  remove(key: RecordKey): Promise<void> {
    return this.backend.del(key);
  }

  /** Removes many records in one go (one transaction in IndexedDB). */
  removeMany(keyList: readonly RecordKey[]): Promise<void> {
    return keyList.length === 0 ? Promise.resolve() : this.backend.delMany([...keyList]);
  }

  /** How many records the table holds, without reading them. */
  async count(): Promise<number> {
    return (await this.backend.keys()).length;
  }

  clear(): Promise<void> {
    return this.backend.clear();
  }
}

type BackendFactory = (table: OfflineTableName) => TableBackend;

/** IndexedDB where the browser has it; memory otherwise (Node, or private modes without IndexedDB). */
const defaultFactory: BackendFactory = (table) =>
  typeof globalThis.indexedDB === 'undefined' ? memoryBackend() : idbBackend(table);

let backendFactory: BackendFactory = defaultFactory;
const tables = new Map<OfflineTableName, LocalTable<object>>();

/** Tests swap the storage; opening is lazy, so nothing touches IndexedDB at import time. */
export function setTableBackendFactory(factory: BackendFactory | null): void {
  backendFactory = factory ?? defaultFactory;
  tables.clear();
}

export function localTable<T extends object>(name: OfflineTableName): LocalTable<T> {
  let table = tables.get(name);
  if (!table) {
    table = new LocalTable<object>(name, backendFactory(name));
    tables.set(name, table);
  }
  return table as LocalTable<T>;
}

/** Empties every table (logout clears the profile and app data; "clear" in the app settings). */
export async function clearAllTables(): Promise<void> {
  await Promise.all(offlineTableNames().map((name) => localTable(name).clear()));
}

/** Deletes databases of earlier client versions, which a new version never reads again. */
export async function dropStaleDatabases(version: string = localDatabaseVersion()): Promise<void> {
  const factory = globalThis.indexedDB;
  if (!factory?.databases) return;
  const current = `lcars-${version}-`;
  for (const { name } of await factory.databases()) {
    if (name?.startsWith('lcars-') && !name.startsWith(current)) factory.deleteDatabase(name);
  }
}
