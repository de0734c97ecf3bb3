// Reads that every request repeats (the signed-in user and their claims, the app context, a user's
// settings) are kept in memory and dropped when a table they were read from is written.
//
// Writes are seen in one place, the knex instance, rather than at each of the dozens of places that
// write: a statement's table is read from its SQL (written-tables.ts). A write outside a transaction
// drops what it touched as soon as it is answered; a write inside one when its connection goes back to
// the pool, i.e. after COMMIT or ROLLBACK, so nothing read before the commit outlives it. Every write is
// also announced on the bus, so other API instances (Redis) drop the same entries. A load that was under
// way while its tables were written is not kept, and every entry expires after `ttlMs` whatever happens
// (a bound on staleness should a bus message be lost).
import type { Db } from './knex.js';
import { ALL_TABLES, writtenTable } from './written-tables.js';

/** How writes travel between API instances (the live bus implements it). */
export interface WriteAnnouncer {
  announceWrites(tables: readonly string[]): void;
  onWrites(handler: (tables: readonly string[]) => void): void;
}

export interface ReadCacheOptions {
  /** Longest life of an entry. */
  ttlMs: number;
  /** Most entries one region holds; the least recently read go first. */
  maxEntries: number;
}

const DEFAULT_OPTIONS: ReadCacheOptions = { ttlMs: 60_000, maxEntries: 10_000 };

/** A region whose values differ widely in size (whole answers) is bounded by their weight as well. */
export interface RegionLimits<V> {
  /** Most entries the region holds (default: the cache's maxEntries). */
  maxEntries?: number;
  /** A value's weight, e.g. the length of its text. */
  weigh?: (value: V) => number;
  /** Most weight the region holds in all; the least recently read entries go first. */
  maxWeight?: number;
}

interface Entry<V> {
  value: V;
  expires: number;
  weight: number;
}

interface QueryEvent {
  sql?: string;
  __knexUid?: string;
  __knexTxId?: string;
}

interface PoolLike {
  on(event: 'release', listener: (connection: { __knexUid?: string }) => void): void;
}

/** One kind of cached read: values by key, all read from the same tables. */
export class CachedRead<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly loading = new Map<K, Promise<V>>();
  /** Moves on at every write to one of the tables: a load begun under an older generation is not kept. */
  private generation = 0;
  /** The weight of every entry held. */
  private weight = 0;
  private readonly limits: Required<RegionLimits<V>>;

  constructor(
    readonly name: string,
    readonly tables: readonly string[],
    private readonly options: ReadCacheOptions,
    limits: RegionLimits<V> = {},
  ) {
    this.limits = {
      maxEntries: limits.maxEntries ?? options.maxEntries,
      weigh: limits.weigh ?? (() => 0),
      maxWeight: limits.maxWeight ?? Infinity,
    };
  }

  /** The cached value of `key`, or what `load` reads (shared by concurrent callers). Treat it as read-only. */
  get(key: K, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && entry.expires > Date.now()) {
      // Read again: the newest now, so the oldest to go is the least recently read (a ledger's first page
      // stays while pages read once go).
      this.entries.delete(key);
      this.entries.set(key, entry);
      return Promise.resolve(entry.value);
    }
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loaded = load().then(
      (value) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        if (generation === this.generation) this.store(key, deepFreeze(value));
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }

  /** Forgets every value (one of the tables was written). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The weight of every entry held (0 unless the region weighs its values). */
  get heldWeight(): number {
    return this.weight;
  }

  private store(key: K, value: V): void {
    const weight = this.limits.weigh(value);
    // A value heavier than the whole region is answered but not kept.
    if (weight > this.limits.maxWeight) return;
    this.remove(key);
    this.entries.set(key, { value, expires: Date.now() + this.options.ttlMs, weight });
    this.weight += weight;
    while (this.entries.size > this.limits.maxEntries || this.weight > this.limits.maxWeight) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value);
    }
  }

  private remove(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }
}

/** The cached reads of one API instance, kept in step with the writes made through its knex instance. */
export class ReadCache {
  /** Regions by name. */
  private readonly reads = new Map<string, CachedRead<unknown, unknown>>();
  /** Tables written inside a transaction, by connection, until the connection is released. */
  private readonly pending = new Map<string, Set<string>>();
  private readonly options: ReadCacheOptions;

  constructor(
    db: Db,
    private readonly announcer: WriteAnnouncer,
    options: Partial<ReadCacheOptions> = {},
  ) {
    this.options = { ...DEFAULT_OPTIONS, ...options };
    db.on('query', (query: QueryEvent) => this.onQuery(query));
    db.on('query-response', (_response: unknown, query: QueryEvent) => this.onResponse(query));
    (db.client as { pool?: PoolLike }).pool?.on('release', (connection) => this.onRelease(connection));
    announcer.onWrites((tables) => this.drop(tables));
  }

  /** The cached read called `name`, over `tables`: made on first use, the same one afterwards. */
  region<K, V>(name: string, tables: readonly string[], limits?: RegionLimits<V>): CachedRead<K, V> {
    const known = this.reads.get(name);
    if (known) return known as CachedRead<K, V>;
    const read = new CachedRead<K, V>(name, tables, this.options, limits);
    // Its values' weigher takes only V: held here as one region among others, never called from here.
    this.reads.set(name, read as unknown as CachedRead<unknown, unknown>);
    return read;
  }

  /** Drops every value read from one of `tables` (ALL_TABLES: everything), in this instance only. */
  drop(tables: readonly string[]): void {
    const all = tables.includes(ALL_TABLES);
    for (const read of this.reads.values()) {
      if (all || read.tables.some((table) => tables.includes(table))) read.clear();
    }
  }

  private written(tables: readonly string[]): void {
    this.drop(tables);
    this.announcer.announceWrites(tables);
  }

  private onQuery({ sql, __knexUid, __knexTxId }: QueryEvent): void {
    if (__knexTxId === undefined || __knexUid === undefined || sql === undefined) return;
    const table = writtenTable(sql);
    if (table === null) return;
    const tables = this.pending.get(__knexUid) ?? new Set<string>();
    tables.add(table);
    this.pending.set(__knexUid, tables);
  }

  private onResponse({ sql, __knexTxId }: QueryEvent): void {
    if (__knexTxId !== undefined || sql === undefined) return;
    const table = writtenTable(sql);
    if (table !== null) this.written([table]);
  }

  private onRelease({ __knexUid }: { __knexUid?: string }): void {
    if (__knexUid === undefined) return;
    const tables = this.pending.get(__knexUid);
    if (!tables) return;
    this.pending.delete(__knexUid);
    this.written([...tables]);
  }
}

/** Freezes a cached value, so a caller that changes it fails loudly instead of changing it for everyone. */
function deepFreeze<V>(value: V): V {
  // A Buffer (a serialised answer's bytes) cannot be frozen: it is left as it is, read-only by convention.
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
