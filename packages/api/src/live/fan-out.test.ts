// The broadcast fan-out against real loopback sockets: every socket gets every chunk whole and in order,
// whoever writes it (a worker thread, the main thread, or the socket's own queue for a slow reader).
import net, { type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAN_OUT_MIN_SOCKETS, SocketFanOut, descriptorOf, type FanOutTarget } from './fan-out.js';

interface Pair {
  server: Socket;
  client: Socket;
  received: Buffer[];
}

/** The fan-out's view of server sockets (the live streams' ResponseStream is one). */
const targetsOf = (sockets: Socket[]): FanOutTarget[] =>
  sockets.map((socket) => ({ socket, fd: descriptorOf(socket) }));

const settle = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

async function openPairs(count: number): Promise<{ pairs: Pair[]; close: () => Promise<void> }> {
  const accepted: Socket[] = [];
  const listener = net.createServer((socket) => {
    socket.on('error', () => {});
    accepted.push(socket);
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as net.AddressInfo;
  const clients: Pair[] = [];
  for (let i = 0; i < count; i++) {
    const client = net.connect(port, '127.0.0.1');
    const pair = { client, received: [] as Buffer[] } as Pair;
    client.on('data', (chunk: Buffer) => pair.received.push(chunk));
    client.on('error', () => {});
    clients.push(pair);
  }
  await Promise.all(clients.map(({ client }) => new Promise((resolve) => client.once('connect', resolve))));
  while (accepted.length < count) await settle(5);
  // Pair each accepted socket with its client by port.
  const byPort = new Map(accepted.map((socket) => [socket.remotePort, socket]));
  const pairs = clients.map((pair) => ({ ...pair, server: byPort.get(pair.client.localPort)! }));
  return {
    pairs,
    close: async () => {
      for (const { client, server } of pairs) {
        client.destroy();
        server.destroy();
      }
      await new Promise((resolve) => listener.close(resolve));
    },
  };
}

async function receivedAll(pairs: Pair[], bytes: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  const total = (pair: Pair) => pair.received.reduce((sum, chunk) => sum + chunk.length, 0);
  while (pairs.some((pair) => total(pair) < bytes) && Date.now() < deadline) await settle(10);
}

const chunkOf = (round: number, length: number) => Buffer.alloc(length, `round ${round} `.padEnd(16, '.'));

describe('socket fan-out', () => {
  const COUNT = FAN_OUT_MIN_SOCKETS + 44;
  let opened: Awaited<ReturnType<typeof openPairs>>;
  let fanOut: SocketFanOut;

  beforeAll(async () => {
    opened = await openPairs(COUNT);
    fanOut = new SocketFanOut(1);
    await fanOut.whenReady();
  });
  afterAll(async () => {
    await fanOut.close();
    await opened.close();
  });

  it('writes every chunk to every socket, whole and in order, from the worker and the main thread', async () => {
    const chunks: Buffer[] = [];
    let byWorkers = 0;
    // Five rounds, and more while the worker has not yet taken part: on a loaded machine it may miss a round
    // (the main thread then writes every socket), which is correct but would not show the worker at work.
    for (let round = 1; round <= 5 || (byWorkers === 0 && round <= 60); round++) {
      const chunk = chunkOf(round, 200 + round);
      chunks.push(chunk);
      fanOut.write(chunk, targetsOf(opened.pairs.map((pair) => pair.server)));
      expect(fanOut.lastRound.byWorkers + fanOut.lastRound.byMain).toBe(COUNT);
      expect(fanOut.lastRound.throughSocket).toBe(0);
      byWorkers += fanOut.lastRound.byWorkers;
      await settle(5);
    }
    // The worker thread took part (it claims its share while the main thread writes).
    expect(byWorkers).toBeGreaterThan(0);
    const expected = Buffer.concat(chunks);
    await receivedAll(opened.pairs, expected.length);
    for (const pair of opened.pairs) expect(Buffer.concat(pair.received).equals(expected)).toBe(true);
    for (const pair of opened.pairs) pair.received.length = 0;
  });

  it('hands what a full buffer did not take to the socket, which writes it before anything newer', async () => {
    // Clients that stop reading: their kernel buffers fill, and writes come back short or EAGAIN.
    const slow = await openPairs(96);
    const few = new SocketFanOut(1, undefined, 1);
    await few.whenReady();
    try {
      for (const { client } of slow.pairs) client.pause();
      const chunks: Buffer[] = [];
      let throughSocket = 0;
      let byWorkers = 0;
      // Until every socket has bytes waiting in its own queue (at most 1024 rounds of 33 KB). As the hub does,
      // a socket with bytes waiting is written the usual way, never past its queue. An odd size of chunk, so
      // that some writes come back short, not only refused whole.
      for (let round = 0; round < 1024; round++) {
        const waiting = slow.pairs.filter((pair) => pair.server.writableLength > 0);
        if (waiting.length === slow.pairs.length) break;
        const chunk = chunkOf(round, 33 * 1024 + 5);
        chunks.push(chunk);
        for (const { server } of waiting) server.write(chunk);
        few.write(
          chunk,
          targetsOf(slow.pairs.filter((pair) => pair.server.writableLength === 0).map((pair) => pair.server)),
        );
        throughSocket += few.lastRound.throughSocket;
        byWorkers += few.lastRound.byWorkers;
      }
      // Each socket's first refused write was handed to it by the fan-out.
      expect(throughSocket).toBeGreaterThanOrEqual(slow.pairs.length);
      expect(byWorkers).toBeGreaterThan(0);
      for (const { client } of slow.pairs) client.resume();
      const expected = Buffer.concat(chunks);
      await receivedAll(slow.pairs, expected.length);
      for (const pair of slow.pairs) expect(Buffer.concat(pair.received).equals(expected)).toBe(true);
    } finally {
      await few.close();
      await slow.close();
    }
  });

  it('goes on past connections the clients closed, and the others still get everything', async () => {
    const gone = opened.pairs.slice(-20);
    for (const { client } of gone) client.destroy();
    await settle(50);
    const live = opened.pairs.slice(0, -20);
    const chunk = chunkOf(9, 300);
    for (let round = 0; round < 3; round++) {
      fanOut.write(
        chunk,
        targetsOf(opened.pairs.map((pair) => pair.server).filter((socket) => !socket.destroyed)),
      );
      await settle(20);
    }
    await receivedAll(live, chunk.length * 3);
    for (const pair of live)
      expect(Buffer.concat(pair.received).equals(Buffer.concat([chunk, chunk, chunk]))).toBe(true);
  });

  it('writes through the sockets alone once closed, or with too few sockets', async () => {
    const few = opened.pairs.slice(0, 5);
    for (const pair of few) pair.received.length = 0;
    fanOut.write(chunkOf(7, 100), targetsOf(few.map((pair) => pair.server)));
    expect(fanOut.lastRound).toEqual({ byWorkers: 0, byMain: 0, throughSocket: 5 });
    const closed = new SocketFanOut(1);
    await closed.whenReady();
    await closed.close();
    const live = opened.pairs.slice(0, -20);
    closed.write(chunkOf(8, 100), targetsOf(live.map((pair) => pair.server)));
    expect(closed.lastRound.throughSocket).toBe(live.length);
    await receivedAll(few, 200);
    for (const pair of few)
      expect(Buffer.concat(pair.received).equals(Buffer.concat([chunkOf(7, 100), chunkOf(8, 100)]))).toBe(
        true,
      );
  });
});
