// Writes one event's bytes to many sockets from several threads at once (issue #19). A broadcast to 10,000
// streams costs 10,000 socket writes, and each is kernel work (the TCP send, and on loopback the receiver's
// side too): from the event loop's thread alone it takes one core's time per write. Worker threads write
// their share straight to the sockets' descriptors, beside the main thread.
//
// Why this is safe: the main thread blocks until every worker has finished the round. While it waits, no
// socket can be closed (closing is the main thread's work), so a descriptor cannot be reused by another
// connection under a worker's write, and nothing else is written to these sockets, so a stream's bytes keep
// their order. The caller passes only sockets with nothing waiting in Node's own write queue; what a kernel
// buffer could not take (a slow reader) goes through `socket.write` after the round, before anything else is
// written to that socket.
import { writeSync } from 'node:fs';
import type { Socket } from 'node:net';
import { Worker } from 'node:worker_threads';
import type { Logger } from '../logger.js';

/** Below this many sockets the main thread writes them alone: waking a worker costs more than it saves. */
export const FAN_OUT_MIN_SOCKETS = 256;
/** Sockets per claim: a thread takes this many at a time from the shared cursor. */
const CLAIM = 32;
/** Descriptors per round; a longer list is written in several rounds. */
const ROUND_SOCKETS = 1 << 16;
/** The largest chunk the threads write; a bigger one (no event batch in practice) goes the usual way. */
const MAX_BYTES = 64 * 1024;
/** A worker that has not finished a round in this time is taken as lost: the pool stops being used. */
const ROUND_TIMEOUT_MS = 10_000;

/**
 * The words of the shared control array. Per worker i: WORK + 2i holds the round it is asked to take part in,
 * WORK + 2i + 1 the last round it finished.
 */
const LAYOUT = { NEXT: 0, COUNT: 1, LENGTH: 2, WORK: 4, CLAIM };
const { NEXT, COUNT, LENGTH, WORK } = LAYOUT;

interface SharedState {
  control: Int32Array;
  /** The sockets' descriptors of this round. */
  fds: Int32Array;
  /** Bytes each write took (0 for none: a full buffer or a closed connection). */
  written: Int32Array;
  bytes: Uint8Array;
}

/**
 * One thread's share of a round, the main thread's or a worker's: claims descriptors until none are left,
 * writes `bytes` to each and records what the kernel took. Returns how many it wrote. Self-contained: the
 * workers run it from its source text.
 */
function writeClaims(
  shared: SharedState,
  layout: typeof LAYOUT,
  bytes: Uint8Array,
  write: typeof writeSync,
): number {
  const { control, fds, written } = shared;
  const count = Atomics.load(control, layout.COUNT);
  const length = Atomics.load(control, layout.LENGTH);
  let claimed = 0;
  for (;;) {
    const start = Atomics.add(control, layout.NEXT, layout.CLAIM);
    if (start >= count) return claimed;
    const end = Math.min(count, start + layout.CLAIM);
    claimed += end - start;
    for (let i = start; i < end; i++) {
      let sent = 0;
      try {
        sent = write(fds[i]!, bytes, 0, length);
      } catch {
        // EAGAIN (the socket's buffer is full) or a connection the client closed: the main thread writes
        // what is missing through the socket, which reports its own errors.
      }
      written[i] = sent;
    }
  }
}

/**
 * The worker's whole program, run from its source text with writeClaims' (so it needs no file of its own,
 * built or not). It waits for a round, writes its share, and says it is done.
 */
function writerLoop(index: number, shared: SharedState, layout: typeof LAYOUT): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- an eval worker has CommonJS require
  const { writeSync: write } = require('node:fs') as { writeSync: typeof writeSync };
  const { control } = shared;
  const work = layout.WORK + 2 * index;
  let done = 0;
  for (;;) {
    Atomics.wait(control, work, done);
    const round = Atomics.load(control, work);
    writeClaims(shared, layout, shared.bytes, write);
    done = round;
    Atomics.store(control, work + 1, round);
    Atomics.notify(control, work + 1);
  }
}

/**
 * A socket the fan-out may write to through its descriptor. Passed to `write` only while nothing waits in
 * the socket's own write queue (`writableLength` 0), so that bytes written past Node keep their order.
 */
export interface FanOutTarget {
  readonly socket: Socket;
  /** From `descriptorOf`, read once: a socket keeps its descriptor until it closes. */
  readonly fd: number;
}

/** The descriptor of a plain TCP socket (never TLS: its descriptor carries ciphertext), or -1. */
export function descriptorOf(socket: Socket): number {
  if ((socket as { encrypted?: boolean }).encrypted) return -1;
  const fd = (socket as unknown as { _handle?: { fd?: unknown } | null })._handle?.fd;
  return typeof fd === 'number' && fd >= 0 ? fd : -1;
}

export class SocketFanOut {
  private readonly shared: SharedState;
  private readonly workers: Worker[] = [];
  /** Workers that have started their loop (they take part from the next round on). */
  private readonly ready = new Set<number>();
  private round = 0;
  private broken = false;
  private readyWaiters: (() => void)[] = [];
  /** The last round's sockets written by the worker threads, by the main thread, and the usual way. */
  lastRound = { byWorkers: 0, byMain: 0, throughSocket: 0 };

  /**
   * `threads`: worker threads beside the main thread (0: the main thread writes everything); `minSockets`:
   * fewer sockets than this are written by the main thread alone.
   */
  constructor(
    readonly threads: number,
    private readonly log?: Logger,
    private readonly minSockets = FAN_OUT_MIN_SOCKETS,
  ) {
    this.shared = {
      control: new Int32Array(new SharedArrayBuffer(4 * (WORK + 2 * threads))),
      fds: new Int32Array(new SharedArrayBuffer(4 * ROUND_SOCKETS)),
      written: new Int32Array(new SharedArrayBuffer(4 * ROUND_SOCKETS)),
      bytes: new Uint8Array(new SharedArrayBuffer(MAX_BYTES)),
    };
    for (let index = 0; index < threads; index++) this.start(index);
  }

  private start(index: number): void {
    const source = `const { workerData, parentPort } = require('node:worker_threads');
      const writeClaims = ${writeClaims.toString()};
      parentPort.postMessage('ready');
      (${writerLoop.toString()})(workerData.index, workerData.shared, workerData.layout);`;
    const worker = new Worker(source, {
      eval: true,
      workerData: { index, shared: this.shared, layout: LAYOUT },
      // The loop allocates nothing but an error now and then.
      resourceLimits: { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 1 },
    });
    worker.once('message', () => {
      this.ready.add(index);
      this.emitReady();
    });
    worker.once('error', (error) => this.lose(index, error));
    worker.once('exit', () => this.lose(index, new Error('the writer thread exited')));
    worker.unref();
    this.workers.push(worker);
  }

  private emitReady(): void {
    if (this.ready.size < this.threads) return;
    for (const resolve of this.readyWaiters.splice(0)) resolve();
  }

  /** Resolves once every worker thread has started (tests; the pool works before, with fewer threads). */
  whenReady(): Promise<void> {
    if (this.ready.size >= this.threads) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  private lose(index: number, error: unknown): void {
    if (!this.ready.delete(index) && this.broken) return;
    this.broken = true;
    this.log?.error(
      'Live channel: a writer thread stopped; broadcasts are written by the main thread',
      error,
    );
  }

  /** Writes `bytes` to every target, in parallel where it can; each gets them whole, after what it had. */
  write(bytes: Buffer, targets: readonly FanOutTarget[]): void {
    if (
      this.broken ||
      this.ready.size === 0 ||
      targets.length < this.minSockets ||
      bytes.length > MAX_BYTES
    ) {
      for (const { socket } of targets) socket.write(bytes);
      this.lastRound = { byWorkers: 0, byMain: 0, throughSocket: targets.length };
      return;
    }
    this.lastRound = { byWorkers: 0, byMain: 0, throughSocket: 0 };
    for (let from = 0; from < targets.length; from += ROUND_SOCKETS) {
      this.writeRound(bytes, targets.slice(from, from + ROUND_SOCKETS));
    }
  }

  private writeRound(bytes: Buffer, targets: readonly FanOutTarget[]): void {
    const { control, fds, written } = this.shared;
    this.shared.bytes.set(bytes);
    const count = targets.length;
    for (let i = 0; i < count; i++) {
      fds[i] = targets[i]!.fd;
      written[i] = 0;
    }
    Atomics.store(control, NEXT, 0);
    Atomics.store(control, COUNT, count);
    Atomics.store(control, LENGTH, bytes.length);
    const round = ++this.round;
    const taking = [...this.ready];
    for (const index of taking) {
      Atomics.store(control, WORK + 2 * index, round);
      Atomics.notify(control, WORK + 2 * index);
    }
    // The main thread claims its share like any worker.
    const byMain = writeClaims(this.shared, LAYOUT, bytes, writeSync);
    for (const index of taking) this.awaitRound(index, round);
    // What the kernel did not take goes the usual way, before anything else can be written to the socket.
    let throughSocket = 0;
    for (let i = 0; i < count; i++) {
      const sent = written[i]!;
      if (sent < bytes.length) {
        targets[i]!.socket.write(sent === 0 ? bytes : bytes.subarray(sent));
        throughSocket++;
      }
    }
    this.lastRound.byWorkers += count - byMain;
    this.lastRound.byMain += byMain;
    this.lastRound.throughSocket += throughSocket;
  }

  private awaitRound(index: number, round: number): void {
    const { control } = this.shared;
    const cell = WORK + 2 * index + 1;
    const deadline = performance.now() + ROUND_TIMEOUT_MS;
    for (;;) {
      const finished = Atomics.load(control, cell);
      if (finished === round) return;
      const left = deadline - performance.now();
      if (left <= 0) {
        // A worker this late is not writing (a thread that died cannot): stop using the pool.
        this.lose(index, new Error(`a writer thread did not finish a broadcast in ${ROUND_TIMEOUT_MS} ms`));
        void this.workers[index]?.terminate();
        return;
      }
      Atomics.wait(control, cell, finished, left);
    }
  }

  /** Stops the worker threads. */
  async close(): Promise<void> {
    this.broken = true;
    this.ready.clear();
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}
