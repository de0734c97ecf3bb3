// The live hub: server-sent event streams per signed-in user, a bounded replay buffer per user (and one for
// events to everyone), and the bus that brings events from every API instance.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import {
  LIVE_KEEP_ALIVE_MS,
  LiveEventType,
  type LiveEventTypeValue,
  type NotificationUpdateEvent,
  type ProgressEvent,
  type ToastEvent,
} from '@lcars/contract';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import type { Logger } from '../logger.js';
import {
  InProcessBus,
  RedisBus,
  type LiveBus,
  type LiveEvent,
  type LiveMessage,
  type LiveTarget,
  type ReplayPlan,
} from './bus.js';
import { nextEventId, parseEventId } from './event-id.js';
import { FAN_OUT_MIN_SOCKETS, SocketFanOut, descriptorOf, type FanOutTarget } from './fan-out.js';

/** Events kept per user (and for "everyone") for replay after Last-Event-ID. */
export const REPLAY_BUFFER_SIZE = 100;
/** Users whose buffers are kept; the least recently used is forgotten first. */
const MAX_BUFFERED_USERS = 10_000;
/**
 * Bytes a stream may have waiting to be sent (a client that stopped reading): past it the stream is cut, and
 * the client, when it comes back, resumes with Last-Event-ID. Without it one stalled reader holds every
 * event in memory.
 */
export const MAX_PENDING_BYTES = 256 * 1024;

/** A bounded buffer remembering the highest id it dropped, so a too-old Last-Event-ID is detected. */
class Ring {
  readonly events: LiveEvent[] = [];
  droppedUpTo = 0;

  push(event: LiveEvent): void {
    this.events.push(event);
    if (this.events.length > REPLAY_BUFFER_SIZE) {
      const dropped = this.events.shift();
      if (dropped) this.droppedUpTo = Math.max(this.droppedUpTo, Number(dropped.id));
    }
  }

  highest(): number {
    return this.events.reduce((max, event) => Math.max(max, Number(event.id)), this.droppedUpTo);
  }
}

/** Keep-alives go to one slot of the streams per tick: KEEP_ALIVE_SLOTS ticks per keep-alive period. */
export const KEEP_ALIVE_SLOTS = 15;
/** Session re-checks run CHECKS_PER_KEEP_ALIVE times per keep-alive period (every 5 s with 15 s). */
const CHECKS_PER_KEEP_ALIVE = 3;

/** What the hub re-checks on an open stream, spread like the keep-alives: the stream ends when it is false. */
export type StreamCheck = () => Promise<boolean>;

/** An event serialised once for every stream it goes to. */
export interface EncodedEvent {
  id: string;
  chunk: Buffer;
}

export interface LiveStream {
  userId: number;
  /**
   * `chunk`: one Buffer shared by every stream it goes to (events are serialised once, not per stream);
   * `events`: the events it carries, in order (absent for comments), so a stream still being replayed can
   * drop the ones the replay already carried.
   */
  write(chunk: Buffer, events?: readonly EncodedEvent[]): void;
  /**
   * The socket a broadcast may write its bytes to as they are, if the stream takes them unchanged and
   * nothing is waiting to be written to it; otherwise undefined, and the hub calls `write`.
   */
  directTarget?(): FanOutTarget | undefined;
  end(): void;
}

/** What one flush writes to a stream: the bytes of its events in one Buffer, and the events. */
interface Batch {
  bytes: Buffer;
  events: EncodedEvent[];
}

function batchOf(events: EncodedEvent[]): Batch | null {
  if (events.length === 0) return null;
  const bytes = events.length === 1 ? events[0]!.chunk : Buffer.concat(events.map((event) => event.chunk));
  return { bytes, events };
}

/** The keep-alive comment, one Buffer for every stream. */
const KEEP_ALIVE = Buffer.from(': keep-alive\n\n');

export type { ReplayPlan };

export function formatEvent(event: LiveEvent): Buffer {
  return Buffer.from(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
}

export class LiveHub {
  private readonly streams = new Map<number, Set<LiveStream>>();
  /**
   * The timer wheel: every stream sits in one of KEEP_ALIVE_SLOTS buckets (with its session check), and a
   * tick touches one bucket's keep-alives and CHECKS_PER_KEEP_ALIVE buckets' checks, never the whole set.
   */
  private readonly wheel = Array.from(
    { length: KEEP_ALIVE_SLOTS },
    () => new Map<LiveStream, StreamCheck | undefined>(),
  );
  private nextSlot = 0;
  private ticks = 0;
  private readonly userRings = new Map<number, Ring>();
  private readonly everyoneRing = new Ring();
  /** Highest id held in buffers forgotten to stay within MAX_BUFFERED_USERS. */
  private forgottenUpTo = 0;
  /** Ids before this one were published before this instance listened: it cannot replay them. */
  readonly startedAt: number;
  private readonly keepAlive: NodeJS.Timeout;
  private closed = false;
  /** Events delivered in this turn of the event loop, written to the streams together (flush). */
  private pending: { target: LiveTarget; event: EncodedEvent }[] = [];

  /** Writes to many sockets from several threads; started by the first write to FAN_OUT_MIN_SOCKETS streams. */
  private fanOut: SocketFanOut | null = null;

  constructor(
    readonly bus: LiveBus,
    private readonly log: Logger,
    keepAliveMs: number = LIVE_KEEP_ALIVE_MS,
    /** Threads beside this one writing broadcasts (Config.liveWriterThreads). */
    private readonly writerThreads = 0,
  ) {
    this.startedAt = Number(nextEventId());
    bus.subscribe((message) => this.deliver(message));
    // One timer for every stream, and each tick touches one slot of them: keep-alives (and the session
    // re-checks) are spread over the period instead of waking every connection at once (issue #19).
    this.keepAlive = setInterval(() => this.tick(), Math.max(1, Math.floor(keepAliveMs / KEEP_ALIVE_SLOTS)));
    this.keepAlive.unref();
  }

  /** Publishes an event to users (or everyone) through the bus, so every instance delivers it. */
  publish(target: LiveTarget, type: LiveEventTypeValue, data: unknown): Promise<string> {
    if (target.kind === 'users' && target.userIds.length === 0) return Promise.resolve('');
    return this.bus.publish(target, type, data);
  }

  notificationUpdate(userIds: number[], data: NotificationUpdateEvent): Promise<string> {
    return this.publish({ kind: 'users', userIds }, LiveEventType.NotificationUpdate, data);
  }

  toast(target: LiveTarget, data: ToastEvent): Promise<string> {
    return this.publish(target, LiveEventType.Toast, data);
  }

  progress(userIds: number[], data: ProgressEvent): Promise<string> {
    return this.publish({ kind: 'users', userIds }, LiveEventType.Progress, data);
  }

  private ringFor(userId: number): Ring {
    let ring = this.userRings.get(userId);
    if (ring) {
      // Most recently used last: Map keeps insertion order.
      this.userRings.delete(userId);
    } else {
      ring = new Ring();
    }
    this.userRings.set(userId, ring);
    if (this.userRings.size > MAX_BUFFERED_USERS) {
      const [oldestUser, oldest] = this.userRings.entries().next().value as [number, Ring];
      this.forgottenUpTo = Math.max(this.forgottenUpTo, oldest.highest());
      this.userRings.delete(oldestUser);
    }
    return ring;
  }

  private deliver({ target, event }: LiveMessage): void {
    if (this.closed) return;
    // With a shared replay (Redis) the stream is the buffer: no rings here.
    if (!this.sharedReplay) {
      if (target.kind === 'all') {
        if (event.type !== LiveEventType.Resync) this.everyoneRing.push(event);
      } else {
        for (const userId of new Set(target.userIds)) this.ringFor(userId).push(event);
      }
    }
    if (this.pending.length === 0) setImmediate(() => this.flush());
    this.pending.push({ target, event: { id: event.id, chunk: formatEvent(event) } });
  }

  /**
   * Writes what this turn of the event loop delivered, once per stream: a notification is two events
   * (NotificationUpdate, then its Toast), and for a broadcast to 10,000 streams the cost is the number of
   * writes to sockets, not their bytes (issue #19). Each stream gets its events in the order they came.
   */
  private flush(): void {
    const pending = this.pending;
    this.pending = [];
    if (this.closed) return;
    const targeted = new Map<number, EncodedEvent[]>();
    for (const { target } of pending) {
      if (target.kind === 'users') for (const userId of target.userIds) targeted.set(userId, []);
    }
    const toEveryone: EncodedEvent[] = [];
    for (const { target, event } of pending) {
      if (target.kind === 'all') {
        toEveryone.push(event);
        for (const events of targeted.values()) events.push(event);
      } else {
        for (const userId of new Set(target.userIds)) targeted.get(userId)?.push(event);
      }
    }
    const shared = batchOf(toEveryone);
    if (shared) {
      const everyone: LiveStream[] = [];
      for (const [userId, streams] of this.streams) {
        if (!targeted.has(userId)) for (const stream of streams) everyone.push(stream);
      }
      this.writeAll(everyone, shared.bytes, shared.events);
    }
    // Users given the same events share one batch: a notification to many users is the same bytes for each.
    const groups = new Map<string, { events: EncodedEvent[]; streams: LiveStream[] }>();
    for (const [userId, events] of targeted) {
      const streams = this.streams.get(userId);
      if (!streams) continue;
      const key = events.map((event) => event.id).join(' ');
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { events, streams: [] }));
      for (const stream of streams) group.streams.push(stream);
    }
    for (const { events, streams } of groups.values()) {
      const batch = batchOf(events);
      if (batch) this.writeAll(streams, batch.bytes, batch.events);
    }
  }

  /** Who wrote the last broadcast through the fan-out (null before the first to FAN_OUT_MIN_SOCKETS streams). */
  get fanOutRound(): SocketFanOut['lastRound'] | null {
    return this.fanOut?.lastRound ?? null;
  }

  /**
   * Writes the same bytes (with the events they carry; none for a comment) to many streams: those that take
   * the bytes as they are through the fan-out (several threads once there are enough of them), the others (a
   * replay still held, a slow reader) one by one.
   */
  private writeAll(streams: Iterable<LiveStream>, bytes: Buffer, events?: readonly EncodedEvent[]): void {
    const targets: FanOutTarget[] = [];
    for (const stream of streams) {
      const target = stream.directTarget?.();
      if (target) targets.push(target);
      else stream.write(bytes, events);
    }
    if (targets.length >= FAN_OUT_MIN_SOCKETS && this.writerThreads > 0) {
      this.fanOut ??= new SocketFanOut(this.writerThreads, this.log);
    }
    if (this.fanOut) this.fanOut.write(bytes, targets);
    else for (const { socket } of targets) socket.write(bytes);
  }

  /** Whether the replay buffer is shared by every instance (Redis) rather than kept in this process. */
  get sharedReplay(): boolean {
    return this.bus.replay !== undefined;
  }

  /** What a stream reconnecting with Last-Event-ID `lastId` must get: the missed events, or a resync. */
  async replayPlan(userId: number, lastId: string): Promise<ReplayPlan> {
    if (this.bus.replay) return this.bus.replay(userId, lastId);
    return this.localReplayPlan(userId, parseEventId(lastId));
  }

  /** The in-process replay: this instance's rings. */
  localReplayPlan(userId: number, lastId: number | null): ReplayPlan {
    const resync = { kind: 'resync', id: nextEventId() } as const;
    if (lastId === null || lastId < this.startedAt || lastId < this.everyoneRing.droppedUpTo) return resync;
    const ring = this.userRings.get(userId);
    if (ring ? lastId < ring.droppedUpTo : lastId < this.forgottenUpTo) return resync;
    const events = [...(ring?.events ?? []), ...this.everyoneRing.events]
      .filter((event) => Number(event.id) > lastId)
      .sort((a, b) => Number(a.id) - Number(b.id));
    return { kind: 'replay', events };
  }

  streamCount(userId?: number): number {
    if (userId !== undefined) return this.streams.get(userId)?.size ?? 0;
    let total = 0;
    for (const set of this.streams.values()) total += set.size;
    return total;
  }

  /**
   * Registers a stream (the caller has already written the replay); `check` is re-run every
   * keep-alive period / CHECKS_PER_KEEP_ALIVE, and the stream is detached and ended when it answers false.
   */
  attach(stream: LiveStream, check?: StreamCheck): void {
    let set = this.streams.get(stream.userId);
    if (!set) {
      set = new Set();
      this.streams.set(stream.userId, set);
    }
    set.add(stream);
    this.wheel[this.nextSlot++ % KEEP_ALIVE_SLOTS]?.set(stream, check);
  }

  /** Removes a stream (it ended, or its client left); a stream not attached is ignored. */
  detach(stream: LiveStream): void {
    const set = this.streams.get(stream.userId);
    if (set?.delete(stream) && set.size === 0) this.streams.delete(stream.userId);
    // Fifteen Map deletes: cheaper than remembering each stream's bucket in another map.
    for (const bucket of this.wheel) if (bucket.delete(stream)) break;
  }

  private tick(): void {
    const slot = this.ticks++ % KEEP_ALIVE_SLOTS;
    const keepAlives = this.wheel[slot];
    if (keepAlives) this.writeAll(keepAlives.keys(), KEEP_ALIVE);
    const checkEvery = KEEP_ALIVE_SLOTS / CHECKS_PER_KEEP_ALIVE;
    for (let bucket = slot % checkEvery; bucket < KEEP_ALIVE_SLOTS; bucket += checkEvery) {
      for (const [stream, check] of this.wheel[bucket] ?? []) {
        if (check) void this.recheck(stream, check);
      }
    }
  }

  private async recheck(stream: LiveStream, check: StreamCheck): Promise<void> {
    try {
      if (await check()) return;
      this.detach(stream);
      stream.end();
    } catch (error) {
      this.log.error('Live channel: checking a session failed', error);
    }
  }

  /** Ends every open stream (clients reconnect elsewhere); new events are no longer delivered. */
  endStreams(): void {
    this.closed = true;
    clearInterval(this.keepAlive);
    for (const set of this.streams.values()) for (const stream of set) stream.end();
    this.streams.clear();
    for (const bucket of this.wheel) bucket.clear();
    void this.fanOut?.close();
  }

  /** Ends the streams and quits the bus (Redis). */
  async close(): Promise<void> {
    this.endStreams();
    await this.bus.close();
  }
}

/** The Redis channel of this deployment: stored in the database, so every instance on it agrees. */
async function liveChannel(db: Db): Promise<string> {
  await db('live_channel')
    .insert({ id: 1, channel: `lcars:live:${randomBytes(8).toString('hex')}` })
    .onConflict('id')
    .ignore();
  const row = await db('live_channel').where({ id: 1 }).first<{ channel: string }>('channel');
  if (!row) throw new Error('The live channel name was not stored.');
  return row.channel;
}

export async function createLiveHub(config: Config, db: Db, log: Logger): Promise<LiveHub> {
  const bus =
    config.redisUrl === undefined
      ? new InProcessBus()
      : await RedisBus.connect(config.redisUrl, await liveChannel(db), log);
  return new LiveHub(bus, log, LIVE_KEEP_ALIVE_MS, config.liveWriterThreads);
}

/**
 * A LiveStream written straight to the connection's socket once the response's headers are out (no stream
 * object in between, and none of ServerResponse's per-write work: the body is close-delimited, so the bytes
 * on the socket are the body). Memory per connection and the time of a broadcast to 10,000 streams are the
 * issue-19 targets. A client that stopped reading is cut once MAX_PENDING_BYTES wait for it.
 */
export class ResponseStream implements LiveStream, FanOutTarget {
  readonly socket: Socket;
  /** The socket's descriptor, for broadcasts written past Node (fan-out.ts); -1 where there is none. */
  readonly fd: number;

  constructor(
    readonly userId: number,
    private readonly res: ServerResponse,
  ) {
    res.flushHeaders();
    this.socket = res.socket!;
    this.fd = descriptorOf(this.socket);
  }

  directTarget(): FanOutTarget | undefined {
    // Anything waiting (a slow reader) goes through `write`, which cuts the stream past MAX_PENDING_BYTES.
    const { socket } = this;
    if (this.fd < 0 || !socket.writable || socket.writableLength > 0 || this.res.writableEnded)
      return undefined;
    return this;
  }

  write(chunk: Buffer): void {
    const { socket } = this;
    // Not `writable`: ended by the client's FIN (a write then would be an error), or destroyed.
    if (!socket?.writable || this.res.writableEnded) return;
    if (socket.writableLength > MAX_PENDING_BYTES) {
      socket.destroy();
      return;
    }
    socket.write(chunk);
  }

  end(): void {
    if (!this.res.writableEnded) this.res.end();
  }
}
