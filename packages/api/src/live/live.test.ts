import net from 'node:net';
import type { ServerResponse } from 'node:http';
import { EventSource } from 'eventsource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_RETRY_MS } from '@lcars/contract';
import {
  createTestDatabase,
  describeEachDatabase,
  memoryLogger,
  startTestServer,
  type TestServer,
} from '../../test/server.js';
import { REDIS_URL, redisUp } from '../../test/redis.js';
import { openSse, type SseClient } from '../../test/sse.js';
import { ROUTES } from '../app.js';
import { AUTHENTICATED, defineRoute } from '../http/routes.js';
import { InProcessBus } from './bus.js';
import { nextEventId, parseEventId } from './event-id.js';
import { LiveHub, MAX_PENDING_BYTES, REPLAY_BUFFER_SIZE, ResponseStream, type LiveStream } from './hub.js';

const settle = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

describe('live hub (unit)', () => {
  it('makes increasing, comparable event ids', () => {
    const a = Number(nextEventId());
    const b = Number(nextEventId());
    expect(b).toBeGreaterThan(a);
    expect(Number(nextEventId(Date.now() + 60_000))).toBeGreaterThan(b);
    expect(parseEventId('12')).toBe(12);
    expect(parseEventId('nope')).toBeNull();
  });

  it('replays what was missed, and asks for a resync when the gap is older than the buffer', async () => {
    const hub = new LiveHub(new InProcessBus(), memoryLogger());
    const first = Number(await hub.progress([7], { jobId: 'a', title: 'job', percent: 1, done: false }));
    await settle();
    const second = await hub.toast({ kind: 'all' }, { type: 'info', title: 'hi', text: 'all' });
    await settle();
    const plan = hub.localReplayPlan(7, first);
    expect(plan).toEqual({
      kind: 'replay',
      events: [expect.objectContaining({ id: second, type: 'Toast' })],
    });
    expect(hub.localReplayPlan(8, first)).toMatchObject({ kind: 'replay', events: [{ id: second }] });
    expect(hub.localReplayPlan(7, hub.startedAt - 1)).toMatchObject({ kind: 'resync' });
    expect(await hub.replayPlan(7, 'nope')).toMatchObject({ kind: 'resync' });
    for (let i = 0; i < REPLAY_BUFFER_SIZE + 5; i++) {
      await hub.progress([7], { jobId: 'a', title: 'job', percent: 50, done: false });
    }
    await settle();
    expect(hub.localReplayPlan(7, first)).toMatchObject({ kind: 'resync' });
    expect(await hub.replayPlan(8, String(first))).toMatchObject({ kind: 'replay' });
    await hub.close();
  });

  it('writes a keep-alive comment on every stream and ends streams on close', async () => {
    const hub = new LiveHub(new InProcessBus(), memoryLogger(), 10);
    const chunks: string[] = [];
    let ended = false;
    const stream: LiveStream = {
      userId: 1,
      write: (c) => void chunks.push(String(c)),
      end: () => void (ended = true),
    };
    hub.attach(stream);
    await settle(40);
    expect(chunks).toContain(': keep-alive\n\n');
    await hub.close();
    expect(ended).toBe(true);
    expect(hub.streamCount()).toBe(0);
  });
});

describe('response stream (unit)', () => {
  // A stand-in for the response and its socket: only what ResponseStream touches.
  const fakeResponse = () => {
    const socket = {
      writable: true,
      writableLength: 0,
      written: [] as Buffer[],
      destroyed: false,
      write(chunk: Buffer) {
        this.written.push(chunk);
        return true;
      },
      destroy() {
        this.destroyed = true;
        this.writable = false;
      },
    };
    const res = { socket, writableEnded: false, flushHeaders: () => undefined, end: () => undefined };
    return { socket, res: res as unknown as ServerResponse };
  };

  it('writes the same Buffer to the socket, and cuts a client that stopped reading', () => {
    const { socket, res } = fakeResponse();
    const stream = new ResponseStream(1, res);
    const chunk = Buffer.from('data: x\n\n');
    stream.write(chunk);
    expect(socket.written[0]).toBe(chunk);
    // A hostile (or stalled) reader: the bytes waiting for it pass the bound, and the stream is cut
    // rather than holding every later event in memory.
    socket.writableLength = MAX_PENDING_BYTES + 1;
    stream.write(chunk);
    expect(socket.destroyed).toBe(true);
    expect(socket.written).toHaveLength(1);
    stream.write(chunk);
    expect(socket.written).toHaveLength(1);
  });
});

/** An answer longer than the kernel's socket buffers, still being written while a client does not read. */
const LONG_ANSWER = defineRoute('GET', '/test-long-answer', AUTHENTICATED, 'test.long-answer', (ctx) => {
  ctx.body = Buffer.alloc(32 * 1024 * 1024, 'x');
});

describeEachDatabase('live channel', (kind) => {
  let api: TestServer;
  let admin: string;
  let demo: string;
  let demoId: number;
  const open: SseClient[] = [];

  beforeAll(async () => {
    api = await startTestServer({ database: kind, routes: [...ROUTES, LONG_ANSWER] });
    admin = await api.login('admin', api.adminPassword);
    demo = await api.login('demo', api.demoPassword ?? '');
    demoId = (await api.db('users').where({ user_name: 'demo' }).first<{ id: number }>('id')).id;
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await api?.close();
  });

  const sse = async (options: Parameters<typeof openSse>[1]) => {
    const client = await openSse(`${api.url}/a-hub`, options);
    open.push(client);
    return client;
  };
  const sendToDemo = (title: string) =>
    api.request.post('/api/notification/send-to-user').set('Authorization', `Bearer ${admin}`).send({
      notificationTitle: title,
      message: 'From the bridge',
      targetUserId: demoId,
      sendToSelf: false,
    });

  it('refuses anonymous and invalid tokens with 401', async () => {
    expect((await api.request.get('/a-hub')).status).toBe(401);
    expect((await api.request.get('/a-hub?access_token=garbage')).status).toBe(401);
    expect((await api.request.get('/a-hub').set('Authorization', 'Bearer garbage')).status).toBe(401);
  });

  it('delivers a notification sent by another user to an EventSource client (bearer via custom fetch)', async () => {
    const source = new EventSource(`${api.url}/a-hub`, {
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...init.headers, Authorization: `Bearer ${demo}` } }),
    });
    try {
      await new Promise<void>((resolve, reject) => {
        source.onopen = () => resolve();
        source.onerror = () => reject(new Error('EventSource failed to open'));
      });
      const received = (type: string) =>
        new Promise<{ data: string; lastEventId: string }>((resolve) =>
          source.addEventListener(type, (event) =>
            resolve({ data: String(event.data), lastEventId: event.lastEventId }),
          ),
        );
      const update = received('NotificationUpdate');
      const toast = received('Toast');
      await sendToDemo('Red alert');
      const [updateEvent, toastEvent] = await Promise.all([update, toast]);
      expect(JSON.parse(updateEvent.data)).toMatchObject({
        reason: 'received',
        notificationId: expect.any(Number) as number,
      });
      expect(updateEvent.lastEventId).toMatch(/^\d+$/);
      expect(JSON.parse(toastEvent.data)).toMatchObject({
        type: 'info',
        title: 'Red alert',
        text: 'New notification from admin',
      });
    } finally {
      source.close();
    }
  });

  it('sends the retry hint and the SSE headers', async () => {
    const response = await fetch(`${api.url}/a-hub`, { headers: { Authorization: `Bearer ${demo}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('cache-control')).toContain('no-cache');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const first = await reader.read();
    expect(first.value).toContain(`retry: ${LIVE_RETRY_MS}`);
    await reader.cancel();
  });

  // Regression (seen in the e2e server's log): a stream asked for on a kept-alive connection whose previous
  // answer was still being written had no socket yet on its response (Node queues it), and opening it threw
  // ("reading 'encrypted'"). It opens once the previous answer is written.
  it('opens a stream asked for behind another request on the same connection', async () => {
    const { port } = new URL(api.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    // The long answer's bytes are counted, not kept.
    socket.on('data', (chunk: Buffer) => {
      const text = chunk.toString('latin1');
      received = (received + text.replace(/x{64,}/g, '')).slice(-65536);
    });
    await new Promise((resolve) => socket.once('connect', resolve));
    const ask = (path: string) => `GET ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${demo}\r\n\r\n`;
    // Pipelined behind a long answer that this client does not read yet, so that it is still being written
    // when the stream opens.
    socket.pause();
    socket.write(ask('/api/test-long-answer') + ask('/a-hub'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.resume();
    try {
      await expect.poll(() => received, { timeout: 5000 }).toContain(`retry: ${LIVE_RETRY_MS}`);
      expect(received.indexOf('text/event-stream')).toBeGreaterThan(received.indexOf('HTTP/1.1 200'));
      expect(api.logs.filter((line) => /a-hub failed/.test(line))).toEqual([]);
      await expect.poll(() => api.server.live.streamCount(demoId)).toBeGreaterThan(0);
    } finally {
      socket.destroy();
    }
    await expect.poll(() => api.server.live.streamCount(demoId)).toBe(0);

    // The same, by a client that leaves before the long answer is written: no stream, no error.
    const leaving = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => leaving.once('connect', resolve));
    leaving.pause();
    leaving.write(ask('/api/test-long-answer') + ask('/a-hub'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    leaving.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.server.live.streamCount(demoId)).toBe(0);
    expect(api.logs.filter((line) => /a-hub failed/.test(line))).toEqual([]);
  });

  it('accepts a personal access token as a bearer header', async () => {
    const created = await api.request
      .post('/api/account/tokens')
      .set('Authorization', `Bearer ${demo}`)
      .send({ name: 'live test' });
    expect(created.status).toBeLessThan(300);
    const token = (created.body as { token: string }).token;
    const client = await sse({ token });
    expect(client.status).toBe(200);
    await settle(50);
    await sendToDemo('Via a personal token');
    await client.waitFor((e) => e.event === 'Toast' && e.data.includes('Via a personal token'));
    client.close();
  });

  it('replays what was missed after Last-Event-ID, without repeating what was seen', async () => {
    const client = await sse({ token: demo });
    await settle(50);
    await sendToDemo('Seen');
    const seen = await client.waitFor((e) => e.event === 'Toast' && e.data.includes('Seen'));
    client.close();
    await settle(50);
    await sendToDemo('Missed');
    const again = await sse({ token: demo, lastEventId: seen.id });
    const missedToast = await again.waitFor((e) => e.event === 'Toast' && e.data.includes('Missed'));
    expect(Number(missedToast.id)).toBeGreaterThan(Number(seen.id));
    expect(again.events.some((e) => e.data.includes('"Seen"'))).toBe(false);
    expect(again.events.every((e) => e.id !== undefined)).toBe(true);
    expect(again.events.map((e) => e.event)).toEqual(['NotificationUpdate', 'Toast']);
  });

  it('sends resync when the gap is older than the buffer', async () => {
    const old = await sse({ token: demo, lastEventId: '1' });
    const resync = await old.waitFor((e) => e.event === 'resync');
    expect(resync.id).toMatch(/^\d+$/);

    const client = await sse({ token: demo });
    await settle(50);
    await sendToDemo('Before the flood');
    const before = await client.waitFor((e) => e.event === 'Toast' && e.data.includes('Before the flood'));
    client.close();
    for (let i = 0; i < REPLAY_BUFFER_SIZE + 1; i++) {
      await api.server.live.progress([demoId], { jobId: 'ocr', title: 'OCR', percent: i % 100, done: false });
    }
    await settle(50);
    const late = await sse({ token: demo, lastEventId: before.id });
    await late.waitFor((e) => e.event === 'resync');
    expect(late.events.filter((e) => e.event === 'Progress')).toHaveLength(0);
  });
});

describe('live channel shutdown', () => {
  it('ends open streams at once when the server closes', async () => {
    const api = await startTestServer({ database: 'sqlite' });
    const demo = await api.login('demo', api.demoPassword ?? '');
    const response = await fetch(`${api.url}/a-hub`, { headers: { Authorization: `Bearer ${demo}` } });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    await reader.read();
    // close() waits for open connections: a stream the server did not end would hold it until the test's timeout.
    await api.close();
    let done = false;
    while (!done) done = (await reader.read().catch(() => ({ done: true }))).done;
    expect(api.server.live.streamCount()).toBe(0);
  });
});

describe.skipIf(!redisUp)('live channel over Redis: two API instances', () => {
  for (const kind of ['sqlite', 'postgres'] as const) {
    it(`delivers a notification sent through one instance to a browser on the other [${kind}]`, async (context) => {
      let database;
      try {
        database = await createTestDatabase(kind);
      } catch (error) {
        context.skip(`${kind} is not available: ${String(error)}`);
        return;
      }
      const env = { REDIS_URL };
      const one = await startTestServer({ database, env });
      const two = await startTestServer({ database, env });
      try {
        expect(one.server.live.bus.kind).toBe('redis');
        const admin = await one.login('admin', one.adminPassword);
        const demo = await two.login('demo', two.demoPassword ?? '');
        const demoId = (await one.db('users').where({ user_name: 'demo' }).first<{ id: number }>('id')).id;
        const client = await openSse(`${two.url}/a-hub`, { token: demo });
        try {
          await settle(100);
          const sent = await one.request
            .post('/api/notification/send-to-user')
            .set('Authorization', `Bearer ${admin}`)
            .send({ notificationTitle: 'Across instances', message: 'hello', targetUserId: demoId });
          expect(sent.status).toBe(200);
          const toast = await client.waitFor((e) => e.event === 'Toast');
          expect(JSON.parse(toast.data)).toMatchObject({ title: 'Across instances' });
          await client.waitFor((e) => e.event === 'NotificationUpdate');
        } finally {
          client.close();
        }
      } finally {
        await two.close();
        await one.close();
        await database.drop();
      }
    }, 90_000);
  }
});
