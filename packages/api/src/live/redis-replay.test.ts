// Issue #19: with REDIS_URL the replay buffer is shared (a Redis Stream), so a client reconnecting to another
// instance with Last-Event-ID gets every event it missed, or resync when they were trimmed away.
// Issue #12: a dropped Redis link no longer loses live events (the read resumes from its last id; a publish
// that fails waits in an outbox and is sent again).
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { LIVE_HUB_PATH } from '@lcars/contract';
import { createTestDatabase, memoryLogger, startTestServer, type DatabaseKind } from '../../test/server.js';
import { REDIS_URL, redisUp } from '../../test/redis.js';
import { openSse } from '../../test/sse.js';
import { RedisBus, compareEventIds, type LiveMessage } from './bus.js';

const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!redisUp)('shared replay in a Redis Stream', () => {
  const admin = new Redis(REDIS_URL);
  const keys: string[] = [];
  afterAll(async () => {
    if (keys.length > 0) await admin.del(...keys);
    admin.disconnect();
  });
  const bus = async (maxLen?: number) => {
    const channel = `lcars:test:${randomUUID()}`;
    keys.push(`${channel}:stream`);
    return RedisBus.connect(REDIS_URL, channel, memoryLogger(), maxLen);
  };
  const collect = (target: RedisBus) => {
    const got: LiveMessage[] = [];
    target.subscribe((message) => got.push(message));
    return got;
  };
  const waitUntil = async (check: () => boolean, ms = 10_000) => {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('timed out');
      await settle(20);
    }
  };

  it('gives events global, ordered ids and replays a user what they missed from any instance', async () => {
    const one = await bus();
    // A second instance on the same stream (same channel).
    const channel = keys[keys.length - 1]!.replace(/:stream$/, '');
    const two = await RedisBus.connect(REDIS_URL, channel, memoryLogger());
    try {
      const seenByTwo = collect(two);
      const first = await one.publish({ kind: 'users', userIds: [7] }, 'Progress', { n: 1 });
      const second = await two.publish({ kind: 'users', userIds: [8] }, 'Progress', { n: 2 });
      const third = await one.publish({ kind: 'all' }, 'Toast', { n: 3 });
      const fourth = await two.publish({ kind: 'users', userIds: [7, 9] }, 'Progress', { n: 4 });
      expect(compareEventIds(second, first)).toBeGreaterThan(0);
      expect(compareEventIds(fourth, third)).toBeGreaterThan(0);
      await waitUntil(() => seenByTwo.length === 4);
      expect(seenByTwo.map((m) => m.event.id)).toEqual([first, second, third, fourth]);
      // User 7 saw `first` on instance one, then reconnects to instance two.
      const plan = await two.replay(7, first);
      expect(plan).toEqual({
        kind: 'replay',
        events: [
          { id: third, type: 'Toast', data: { n: 3 } },
          { id: fourth, type: 'Progress', data: { n: 4 } },
        ],
      });
      expect(await one.replay(7, fourth)).toEqual({ kind: 'replay', events: [] });
      expect(await one.replay(7, '12')).toMatchObject({ kind: 'resync' });
      expect(await one.replay(7, '99999999999999-0')).toMatchObject({ kind: 'resync' });
    } finally {
      await two.close();
      await one.close();
    }
  });

  it('answers resync when the missed events were trimmed away', async () => {
    const small = await bus(5);
    try {
      const first = await small.publish({ kind: 'users', userIds: [1] }, 'Progress', { n: 0 });
      let last = first;
      for (let i = 1; i <= 10; i++)
        last = await small.publish({ kind: 'users', userIds: [2] }, 'Progress', { n: i });
      expect(await small.replay(1, first)).toEqual({ kind: 'resync', id: last });
      expect(await small.replay(1, last)).toEqual({ kind: 'replay', events: [] });
    } finally {
      await small.close();
    }
  });

  it('loses no event when its Redis connections are killed (CLIENT KILL)', async () => {
    const one = await bus();
    try {
      const got = collect(one);
      await one.publish({ kind: 'all' }, 'Toast', { n: 0 });
      await waitUntil(() => got.length === 1);
      const { publisher, reader } = await one.clientIds();
      await admin.client('KILL', 'ID', String(reader));
      await admin.client('KILL', 'ID', String(publisher));
      // Published while both links are down or coming back.
      const sent = await Promise.all([1, 2, 3, 4].map((n) => one.publish({ kind: 'all' }, 'Toast', { n })));
      await waitUntil(() => got.length === 5);
      expect(got.map((m) => (m.event.data as { n: number }).n)).toEqual([0, 1, 2, 3, 4]);
      expect(sent.filter((id) => id !== '').length).toBeGreaterThan(0);
      await settle(300);
      expect(got).toHaveLength(5);
    } finally {
      await one.close();
    }
  }, 30_000);

  for (const kind of ['sqlite', 'postgres'] as const satisfies readonly DatabaseKind[]) {
    it(`replays over HTTP on another instance after Last-Event-ID [${kind}]`, async (context) => {
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
        const demo = await one.login('demo', one.demoPassword ?? '');
        const demoId = (await one.db('users').where({ user_name: 'demo' }).first<{ id: number }>('id')).id;
        const client = await openSse(`${one.url}${LIVE_HUB_PATH}`, { token: demo });
        await settle(100);
        await one.server.live.progress([demoId], { jobId: 'j', title: 'seen', percent: 1, done: false });
        const seen = await client.waitFor((e) => e.event === 'Progress');
        client.close();
        // Instance one goes away; events keep coming through instance two.
        for (let i = 0; i < 5; i++) {
          await two.server.live.progress([demoId], {
            jobId: 'j',
            title: `missed ${i}`,
            percent: 10 * i,
            done: false,
          });
        }
        await two.server.live.toast({ kind: 'all' }, { type: 'info', title: 'to all', text: 'x' });
        const again = await openSse(`${two.url}${LIVE_HUB_PATH}`, { token: demo, lastEventId: seen.id });
        await again.waitFor((e) => e.event === 'Toast');
        // One more, live, after the replay.
        await one.server.live.progress([demoId], { jobId: 'j', title: 'live', percent: 99, done: false });
        await again.waitFor((e) => e.data.includes('"live"'));
        const titles = again.events.map((e) => (JSON.parse(e.data) as { title: string }).title);
        expect(titles).toEqual([
          'missed 0',
          'missed 1',
          'missed 2',
          'missed 3',
          'missed 4',
          'to all',
          'live',
        ]);
        const ids = again.events.map((e) => e.id!);
        expect([...ids].sort(compareEventIds)).toEqual(ids);
        again.close();
        // A gap older than the buffer: resync.
        const old = await openSse(`${two.url}${LIVE_HUB_PATH}`, { token: demo, lastEventId: '1' });
        await old.waitFor((e) => e.event === 'resync');
        old.close();
      } finally {
        await two.close();
        await one.close();
        await database.drop();
      }
    }, 60_000);
  }
});
