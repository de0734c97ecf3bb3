// The LiveBus carries live events between API instances: in-process for one instance, a Redis Stream when
// REDIS_URL is set (issue #19). With Redis, the stream is both the transport and the shared replay buffer:
// XADD gives every event a global id ("<ms>-<seq>", ordered across instances), every instance reads the
// stream with XREAD from the last id it saw (so a dropped Redis link loses nothing: the read resumes where
// it stopped, issue #12), and a client reconnecting to any instance with Last-Event-ID is replayed from the
// stream (XRANGE), or told to resync when the events it missed were trimmed away (MAXLEN bound).
// Publishing while Redis is unreachable keeps the events in an ordered outbox and resends them.
// Pub/sub still carries the announcements of database writes that keep the other instances' read caches
// (db/read-cache.ts) in step; those reach the other instances only.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { LiveEventTypeValue } from '@lcars/contract';
import { LiveEventType } from '@lcars/contract';
import { ALL_TABLES } from '../db/written-tables.js';
import type { WriteAnnouncer } from '../db/read-cache.js';
import type { Logger } from '../logger.js';
import { nextEventId } from './event-id.js';

export interface LiveEvent {
  id: string;
  type: LiveEventTypeValue;
  data: unknown;
}

export type LiveTarget = { kind: 'all' } | { kind: 'users'; userIds: number[] };

export interface LiveMessage {
  target: LiveTarget;
  event: LiveEvent;
}

export type ReplayPlan =
  | { kind: 'replay'; events: LiveEvent[] }
  /** `id`: what the resync event carries, a good Last-Event-ID to resume from after reloading. */
  | { kind: 'resync'; id: string };

export interface LiveBus extends WriteAnnouncer {
  readonly kind: 'memory' | 'redis';
  /** Sends an event to every instance; resolves with its id (or '' when it waits in the outbox for Redis). */
  publish(target: LiveTarget, type: LiveEventTypeValue, data: unknown): Promise<string>;
  subscribe(handler: (message: LiveMessage) => void): void;
  /** A shared replay (Redis): what a client of `userId` missed after `lastId`. Absent: the hub keeps its own. */
  replay?(userId: number, lastId: string): Promise<ReplayPlan>;
  /** Whether it can carry events now (Redis: every connection is up), for the readiness check. */
  connected(): boolean;
  close(): Promise<void>;
}

/** An event id as a comparable pair: Redis stream ids "<ms>-<seq>", or the in-process bus's decimal ids. */
export function eventIdParts(id: string): [number, number] | null {
  const match = /^(\d{1,16})(?:-(\d{1,16}))?$/.exec(id.trim());
  if (!match) return null;
  return [Number(match[1]), Number(match[2] ?? 0)];
}

/** Negative, zero or positive as a is before, equal to or after b; unparsable ids come first. */
export function compareEventIds(a: string, b: string): number {
  const x = eventIdParts(a) ?? [-1, 0];
  const y = eventIdParts(b) ?? [-1, 0];
  return x[0] - y[0] || x[1] - y[1];
}

export class InProcessBus implements LiveBus {
  readonly kind = 'memory';
  private readonly handlers: Array<(message: LiveMessage) => void> = [];

  publish(target: LiveTarget, type: LiveEventTypeValue, data: unknown): Promise<string> {
    const message: LiveMessage = { target, event: { id: nextEventId(), type, data } };
    // Delivered after the caller's transaction code continues, as Redis would.
    queueMicrotask(() => {
      for (const handler of this.handlers) handler(message);
    });
    return Promise.resolve(message.event.id);
  }

  subscribe(handler: (message: LiveMessage) => void): void {
    this.handlers.push(handler);
  }

  /** One instance: there is no other instance to tell. */
  announceWrites(): void {}

  onWrites(): void {}

  connected(): boolean {
    return true;
  }

  close(): Promise<void> {
    this.handlers.length = 0;
    return Promise.resolve();
  }
}

interface WritesMessage {
  origin: string;
  tables: string[];
}

function isWritesMessage(value: unknown): value is WritesMessage {
  const message = value as Partial<WritesMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof message.origin === 'string' &&
    Array.isArray(message.tables) &&
    message.tables.every((table) => typeof table === 'string')
  );
}

function parse(payload: string): unknown {
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

interface StreamEntry {
  target: LiveTarget;
  type: LiveEventTypeValue;
  data: unknown;
  /** A unique id per published event: an XADD resent after a lost reply is not delivered twice. */
  uid: string;
}

function isStreamEntry(value: unknown): value is StreamEntry {
  const entry = value as Partial<StreamEntry> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.type === 'string' &&
    typeof entry.uid === 'string' &&
    (entry.target?.kind === 'all' || (entry.target?.kind === 'users' && Array.isArray(entry.target.userIds)))
  );
}

/** Events the shared stream keeps for replay (approximately: MAXLEN ~ trims by whole nodes, never below this). */
export const LIVE_STREAM_MAXLEN = 10_000;
/** Events kept for resending while Redis is unreachable; past this the oldest are dropped (and logged). */
export const LIVE_OUTBOX_LIMIT = 10_000;
/** How long a publisher waits for Redis before its request goes on (the event stays in the outbox). */
const PUBLISH_WAIT_MS = 1_000;
/** Recently seen uids, to drop the duplicate of an XADD resent after a lost reply. */
const SEEN_UIDS = 4_096;

interface Pending {
  fields: string;
  resolve: (id: string) => void;
}

/** A Redis reply field as text. */
function text(value: unknown, fallback: string): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Redis: a stream per deployment carries the live events (publisher: XADD; reader: a blocking XREAD loop on a
 * connection of its own), and pub/sub the read cache's write announcements.
 */
export class RedisBus implements LiveBus {
  readonly kind = 'redis';
  private readonly handlers: Array<(message: LiveMessage) => void> = [];
  private readonly writeHandlers: Array<(tables: readonly string[]) => void> = [];
  /** Tells this instance's own write announcements from the others'. */
  private readonly origin = randomUUID();
  private readonly streamKey: string;
  private readonly outbox: Pending[] = [];
  private draining = false;
  private readonly seen = new Set<string>();
  private closed = false;
  /** Set by close(): no new events, the outbox still drains for a moment. */
  private closing = false;
  private readLoopDone: Promise<void> = Promise.resolve();
  private readerId = 0;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly reader: Redis,
    private readonly channel: string,
    private readonly log: Logger,
    private readonly maxLen: number,
  ) {
    this.streamKey = `${channel}:stream`;
    subscriber.on('message', (channelName: string, payload: string) => {
      if (channelName !== writesChannel(this.channel)) return;
      const message = parse(payload);
      if (!isWritesMessage(message) || message.origin === this.origin) return;
      for (const handler of this.writeHandlers) handler(message.tables);
    });
    // Writes announced while the subscription was down are lost: after a reconnection, forget everything.
    subscriber.on('ready', () => {
      for (const handler of this.writeHandlers) handler([ALL_TABLES]);
    });
  }

  static async connect(
    url: string,
    channel: string,
    log: Logger,
    maxLen: number = LIVE_STREAM_MAXLEN,
  ): Promise<RedisBus> {
    const options = { lazyConnect: true, connectionName: 'lcars-live' };
    // Loaded only when a Redis URL is configured: one instance without Redis keeps its memory (issue 19).
    const { Redis } = await import('ioredis');
    // Commands wait through a reconnection instead of failing after a few retries: the outbox and the read
    // loop rely on it (the publisher's callers do not wait longer than PUBLISH_WAIT_MS).
    const publisher = new Redis(url, { ...options, maxRetriesPerRequest: null });
    const subscriber = new Redis(url, { ...options, maxRetriesPerRequest: 3 });
    const reader = new Redis(url, { ...options, maxRetriesPerRequest: null });
    for (const connection of [publisher, subscriber, reader]) {
      // ioredis reconnects by itself; without a listener an outage would be an unhandled 'error' event.
      connection.on('error', (error: Error) => log.error('Live channel: Redis connection error', error));
    }
    let bus: RedisBus;
    let start: string;
    try {
      await Promise.all([publisher.connect(), subscriber.connect(), reader.connect()]);
      await subscriber.subscribe(writesChannel(channel));
      bus = new RedisBus(publisher, subscriber, reader, channel, log, maxLen);
      bus.readerId = await reader.client('ID');
      reader.on('ready', () => {
        void reader
          .client('ID')
          .then((id) => (bus.readerId = id))
          .catch(() => undefined);
      });
      start = (await bus.streamInfo())?.lastId ?? '0-0';
    } catch (error) {
      publisher.disconnect();
      subscriber.disconnect();
      reader.disconnect();
      throw error;
    }
    bus.readLoopDone = bus.readLoop(start);
    return bus;
  }

  publish(target: LiveTarget, type: LiveEventTypeValue, data: unknown): Promise<string> {
    if (this.closing) return Promise.resolve('');
    const entry: StreamEntry = { target, type, data, uid: randomUUID() };
    return new Promise<string>((resolve) => {
      const timer = setTimeout(() => resolve(''), PUBLISH_WAIT_MS);
      timer.unref();
      this.outbox.push({
        fields: JSON.stringify(entry),
        resolve: (id) => {
          clearTimeout(timer);
          resolve(id);
        },
      });
      if (this.outbox.length > LIVE_OUTBOX_LIMIT) {
        this.outbox.shift()?.resolve('');
        this.log.error(
          'Live channel: Redis unreachable, outbox full: the oldest event was dropped',
          undefined,
        );
      }
      void this.drain();
    });
  }

  /** Sends the outbox in order, one XADD at a time (a pipeline would reorder nothing but complicate retries). */
  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    let delay = 100;
    try {
      while (!this.closed && this.outbox.length > 0) {
        const next = this.outbox[0]!;
        try {
          // Approximate trimming (~) is cheaper but trims by whole nodes of ~100 entries: small bounds trim exactly.
          const id = await this.publisher.xadd(
            this.streamKey,
            'MAXLEN',
            this.maxLen >= 1000 ? '~' : '=',
            String(this.maxLen),
            '*',
            'm',
            next.fields,
          );
          if (this.outbox[0] === next) this.outbox.shift();
          next.resolve(id ?? '');
          delay = 100;
        } catch (error) {
          // The request that caused the event has gone on; the event waits here and is sent again.
          this.log.error('Live channel: publishing to Redis failed; will resend', error);
          await sleep(delay);
          delay = Math.min(delay * 2, 5_000);
        }
      }
    } finally {
      this.draining = false;
    }
  }

  private toMessage(id: string, fields: string[]): LiveMessage | null {
    const payload = fields[0] === 'm' ? fields[1] : undefined;
    const entry = payload === undefined ? undefined : parse(payload);
    if (!isStreamEntry(entry)) return null;
    return { target: entry.target, event: { id, type: entry.type, data: entry.data } };
  }

  /** Whether this uid was delivered already (an XADD resent after its reply was lost). */
  private duplicate(fields: string[]): boolean {
    const entry = fields[0] === 'm' && fields[1] !== undefined ? parse(fields[1]) : undefined;
    if (!isStreamEntry(entry)) return false;
    if (this.seen.has(entry.uid)) return true;
    this.seen.add(entry.uid);
    if (this.seen.size > SEEN_UIDS) this.seen.delete(this.seen.values().next().value as string);
    return false;
  }

  private deliver(message: LiveMessage): void {
    for (const handler of this.handlers) handler(message);
  }

  /**
   * Reads the stream from `last` on, for as long as the bus is open. After an error (the link dropped) it
   * reads on from the same id: nothing published meanwhile is lost, unless it was trimmed away, in which
   * case every local stream is told to resync.
   */
  private async readLoop(start: string): Promise<void> {
    let last = start;
    let checkGap = false;
    while (!this.closed) {
      try {
        if (checkGap) {
          const info = await this.streamInfo();
          if (info?.lostAfter(last)) {
            this.deliver({
              target: { kind: 'all' },
              event: {
                id: last,
                type: LiveEventType.Resync,
                data: { reason: 'Events were missed while the server was away from Redis.' },
              },
            });
          }
          checkGap = false;
        }
        const reply = await this.reader.xread('COUNT', 1000, 'BLOCK', 5000, 'STREAMS', this.streamKey, last);
        for (const [, entries] of reply ?? []) {
          for (const [id, fields] of entries) {
            last = id;
            if (this.duplicate(fields)) continue;
            const message = this.toMessage(id, fields);
            if (message) this.deliver(message);
          }
        }
      } catch (error) {
        if (this.closed) break;
        this.log.error('Live channel: reading the Redis stream failed; resuming', error);
        checkGap = true;
        await sleep(500);
      }
    }
  }

  /**
   * The stream's last id, and whether events after `lastId` may have been trimmed away (MAXLEN trimming does
   * not move max-deleted-entry-id: what was trimmed is everything before the first entry, once more entries
   * were added than the stream holds), or null when the stream does not exist yet.
   */
  private async streamInfo(): Promise<{ lastId: string; lostAfter: (lastId: string) => boolean } | null> {
    let raw: unknown[];
    try {
      raw = (await this.publisher.call('XINFO', 'STREAM', this.streamKey)) as unknown[];
    } catch (error) {
      if (String(error).includes('no such key')) return null;
      throw error;
    }
    const info = new Map<string, unknown>();
    for (let i = 0; i + 1 < raw.length; i += 2) info.set(String(raw[i]), raw[i + 1]);
    const first = info.get('first-entry') as [string, string[]] | null | undefined;
    const firstId = first ? first[0] : null;
    const added = info.get('entries-added');
    // Redis 6 does not count: then assume trimming happened.
    const trimmed = added === undefined || Number(added) > Number(info.get('length') ?? 0);
    const maxDeletedId = text(info.get('max-deleted-entry-id'), '0-0');
    return {
      lastId: text(info.get('last-generated-id'), '0-0'),
      lostAfter: (lastId) =>
        compareEventIds(maxDeletedId, lastId) > 0 ||
        (trimmed && (firstId === null || compareEventIds(lastId, firstId) < 0)),
    };
  }

  /** The shared replay: the stream's entries after `lastId` meant for `userId`, or resync when trimmed. */
  async replay(userId: number, lastId: string): Promise<ReplayPlan> {
    const info = await this.streamInfo();
    const resync = { kind: 'resync', id: info?.lastId ?? '0-0' } as const;
    if (!info || eventIdParts(lastId) === null || !lastId.includes('-')) return resync;
    // Missed events were trimmed away, or the id is from the future (another deployment, a reset Redis).
    if (info.lostAfter(lastId) || compareEventIds(lastId, info.lastId) > 0) return resync;
    const events: LiveEvent[] = [];
    const seen = new Set<string>();
    let from = `(${lastId}`;
    for (;;) {
      const entries = (await this.publisher.xrange(this.streamKey, from, '+', 'COUNT', 1000)) as [
        string,
        string[],
      ][];
      for (const [id, fields] of entries) {
        const payload = fields[0] === 'm' ? fields[1] : undefined;
        const entry = payload === undefined ? undefined : parse(payload);
        if (!isStreamEntry(entry) || seen.has(entry.uid)) continue;
        seen.add(entry.uid);
        if (entry.target.kind === 'users' && !entry.target.userIds.includes(userId)) continue;
        events.push({ id, type: entry.type, data: entry.data });
      }
      if (entries.length < 1000) break;
      from = `(${entries[entries.length - 1]![0]}`;
    }
    return { kind: 'replay', events };
  }

  subscribe(handler: (message: LiveMessage) => void): void {
    this.handlers.push(handler);
  }

  announceWrites(tables: readonly string[]): void {
    if (this.closing) return;
    const message: WritesMessage = { origin: this.origin, tables: [...tables] };
    this.publisher.publish(writesChannel(this.channel), JSON.stringify(message)).catch((error: unknown) => {
      // The other instances' entries still expire (read-cache.ts): stale for at most that long.
      this.log.error('Read cache: announcing a write through Redis failed', error);
    });
  }

  onWrites(handler: (tables: readonly string[]) => void): void {
    this.writeHandlers.push(handler);
  }

  /** Test hook: the ids of the publishing and reading connections (to cut them with CLIENT KILL ID). */
  async clientIds(): Promise<{ publisher: number; reader: number }> {
    // The reader is usually blocked in XREAD: its id was taken when it connected.
    return { publisher: await this.publisher.client('ID'), reader: this.readerId };
  }

  connected(): boolean {
    return (
      !this.closed &&
      [this.publisher, this.subscriber, this.reader].every((redis) => redis.status === 'ready')
    );
  }

  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    // Events still in the outbox get a last chance (bounded): a clean shutdown should not drop them.
    const deadline = Date.now() + 2_000;
    while (this.outbox.length > 0 && Date.now() < deadline) await sleep(20);
    this.closed = true;
    for (const pending of this.outbox.splice(0)) pending.resolve('');
    this.handlers.length = 0;
    this.writeHandlers.length = 0;
    // The reader is blocked in XREAD: disconnect, do not QUIT behind it.
    this.reader.disconnect();
    await this.readLoopDone.catch(() => undefined);
    this.publisher.disconnect();
    await this.subscriber.quit().catch(() => undefined);
  }
}

function writesChannel(channel: string): string {
  return `${channel}:writes`;
}
