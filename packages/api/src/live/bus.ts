// The LiveBus carries live events between API instances: in-process for one instance, Redis pub/sub when
// REDIS_URL is set. Every instance, the publisher included, receives each message through its subscription.
// It also carries the announcements of database writes that keep the other instances' read caches
// (db/read-cache.ts) in step; those reach the other instances only.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { LiveEventTypeValue } from '../contract/index.js';
import { ALL_TABLES } from '../db/written-tables.js';
import type { WriteAnnouncer } from '../db/read-cache.js';
import type { Logger } from '../http/context.js';

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

export interface LiveBus extends WriteAnnouncer {
  readonly kind: 'memory' | 'redis';
  publish(message: LiveMessage): Promise<void>;
  subscribe(handler: (message: LiveMessage) => void): void;
  close(): Promise<void>;
}

export class InProcessBus implements LiveBus {
  readonly kind = 'memory';
  private readonly handlers: Array<(message: LiveMessage) => void> = [];

  publish(message: LiveMessage): Promise<void> {
    // Delivered after the caller's transaction code continues, as Redis would.
    queueMicrotask(() => {
      for (const handler of this.handlers) handler(message);
    });
    return Promise.resolve();
  }

  subscribe(handler: (message: LiveMessage) => void): void {
    this.handlers.push(handler);
  }

  /** One instance: there is no other instance to tell. */
  announceWrites(): void {}

  onWrites(): void {}

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

function isLiveMessage(value: unknown): value is LiveMessage {
  const message = value as Partial<LiveMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof message.event?.id === 'string' &&
    typeof message.event.type === 'string' &&
    (message.target?.kind === 'all' ||
      (message.target?.kind === 'users' && Array.isArray(message.target.userIds)))
  );
}

/** Redis pub/sub: one connection publishes, one subscribes (a subscribed connection can do nothing else). */
export class RedisBus implements LiveBus {
  readonly kind = 'redis';
  private readonly handlers: Array<(message: LiveMessage) => void> = [];
  private readonly writeHandlers: Array<(tables: readonly string[]) => void> = [];
  /** Tells this instance's own write announcements from the others'. */
  private readonly origin = randomUUID();
  private closed = false;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
    private readonly log: Logger,
  ) {
    subscriber.on('message', (channelName: string, payload: string) => {
      if (channelName === this.channel) {
        const message = parse(payload);
        if (!isLiveMessage(message)) return;
        for (const handler of this.handlers) handler(message);
      } else if (channelName === writesChannel(this.channel)) {
        const message = parse(payload);
        if (!isWritesMessage(message) || message.origin === this.origin) return;
        for (const handler of this.writeHandlers) handler(message.tables);
      }
    });
    // Writes announced while the subscription was down are lost: after a reconnection, forget everything.
    subscriber.on('ready', () => {
      for (const handler of this.writeHandlers) handler([ALL_TABLES]);
    });
  }

  static async connect(url: string, channel: string, log: Logger): Promise<RedisBus> {
    const options = { lazyConnect: true, maxRetriesPerRequest: 3, connectionName: 'lcars-live' };
    // Loaded only when a Redis URL is configured: one instance without Redis keeps its memory (issue 19).
    const { Redis } = await import('ioredis');
    const publisher = new Redis(url, options);
    const subscriber = new Redis(url, options);
    for (const connection of [publisher, subscriber]) {
      // ioredis reconnects by itself; without a listener an outage would be an unhandled 'error' event.
      connection.on('error', (error: Error) => log.error('Live channel: Redis connection error', error));
    }
    try {
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.subscribe(channel, writesChannel(channel));
    } catch (error) {
      publisher.disconnect();
      subscriber.disconnect();
      throw error;
    }
    return new RedisBus(publisher, subscriber, channel, log);
  }

  async publish(message: LiveMessage): Promise<void> {
    if (this.closed) return;
    try {
      await this.publisher.publish(this.channel, JSON.stringify(message));
    } catch (error) {
      // A lost live event is recovered by the client's resync; the request that caused it still succeeds.
      this.log.error('Live channel: publishing to Redis failed', error);
    }
  }

  subscribe(handler: (message: LiveMessage) => void): void {
    this.handlers.push(handler);
  }

  announceWrites(tables: readonly string[]): void {
    if (this.closed) return;
    const message: WritesMessage = { origin: this.origin, tables: [...tables] };
    this.publisher.publish(writesChannel(this.channel), JSON.stringify(message)).catch((error: unknown) => {
      // The other instances' entries still expire (read-cache.ts): stale for at most that long.
      this.log.error('Read cache: announcing a write through Redis failed', error);
    });
  }

  onWrites(handler: (tables: readonly string[]) => void): void {
    this.writeHandlers.push(handler);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.handlers.length = 0;
    this.writeHandlers.length = 0;
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}

function writesChannel(channel: string): string {
  return `${channel}:writes`;
}
