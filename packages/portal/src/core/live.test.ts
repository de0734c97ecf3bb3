import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveConnection, hubUrl, reconnectDelay, type LiveSource, type LiveState } from './live';

class FakeSource implements LiveSource {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown, id: string) {
    this.listeners.get(type)?.({ data: JSON.stringify(data), lastEventId: id } as MessageEvent<string>);
  }
}

function setup(signedIn = true, lastEventId: string | null = null) {
  const sources: FakeSource[] = [];
  const states: LiveState[] = [];
  const onMessage = vi.fn();
  let issued = 0;
  let failing = false;
  const connection = createLiveConnection({
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    // A new one-use ticket for every connection, as POST /api/live/ticket answers.
    ticket: () => {
      if (failing) return Promise.reject(new Error('network'));
      return Promise.resolve(signedIn ? `t${++issued}` : null);
    },
    lastEventId,
    onMessage,
    onState: (state) => states.push(state),
  });
  return { connection, sources, states, onMessage, fail: (value: boolean) => (failing = value) };
}

const last = <T>(items: T[]): T => items[items.length - 1]!;

describe('live connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the reconnect schedule 0, 2000, 10000, 30000 ms, then stops', () => {
    expect([0, 1, 2, 3, 4].map(reconnectDelay)).toEqual([0, 2000, 10_000, 30_000, null]);
  });

  it('puts a one-use ticket (never the access token) and the last event id in the hub url', () => {
    expect(hubUrl('lt_a b', null)).toBe('/a-hub?ticket=lt_a+b');
    expect(hubUrl('lt_t', '17')).toBe('/a-hub?ticket=lt_t&lastEventId=17');
  });

  it('fetches a new ticket for every connection and never puts a token in the url', async () => {
    const { connection, sources } = setup();
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    sources[0]!.onerror?.(new Event('error'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sources.map((source) => source.url)).toEqual(['/a-hub?ticket=t1', '/a-hub?ticket=t2']);
    expect(sources.some((source) => source.url.includes('access_token'))).toBe(false);
  });

  it('starts from the last event id it was given (a tab taking the connection over)', async () => {
    const { connection, sources } = setup(true, '314');
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sources[0]!.url).toBe('/a-hub?ticket=t1&lastEventId=314');
  });

  it('keeps to the reconnect schedule when the ticket call fails', async () => {
    const { connection, sources, states, fail } = setup();
    fail(true);
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sources).toHaveLength(0);
    expect(states).toContain('reconnecting');
    fail(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sources).toHaveLength(1);
  });

  it('connects, then delivers parsed events', async () => {
    const { connection, sources, states, onMessage } = setup();
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sources).toHaveLength(1);
    sources[0]!.onopen?.(new Event('open'));
    expect(states).toEqual(['connecting', 'connected']);
    sources[0]!.emit('Toast', { type: 'info', title: 'Hi', text: 'there' }, '42');
    expect(onMessage).toHaveBeenCalledWith({
      type: 'Toast',
      id: '42',
      data: { type: 'info', title: 'Hi', text: 'there' },
    });
  });

  it('reconnects after 0, 2, 10 and 30 s with a fresh ticket and the last event id, then stops', async () => {
    const { connection, sources, states } = setup();
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    sources[0]!.onopen?.(new Event('open'));
    sources[0]!.emit('NotificationUpdate', { notificationId: 1, reason: 'received' }, '99');

    const delays = [0, 2000, 10_000, 30_000];
    for (const [index, delay] of delays.entries()) {
      last(sources).onerror?.(new Event('error'));
      expect(last(states)).toBe('reconnecting');
      if (delay > 0) {
        await vi.advanceTimersByTimeAsync(delay - 1);
        expect(sources).toHaveLength(index + 1);
      }
      await vi.advanceTimersByTimeAsync(1);
      expect(sources).toHaveLength(index + 2);
    }
    expect(sources[0]!.closed).toBe(true);
    expect(last(sources).url).toBe('/a-hub?ticket=t5&lastEventId=99');
    last(sources).onerror?.(new Event('error'));
    expect(last(states)).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sources).toHaveLength(5);
  });

  it('starts the schedule over after a successful reconnect', async () => {
    const { connection, sources } = setup();
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    sources[0]!.onerror?.(new Event('error'));
    await vi.advanceTimersByTimeAsync(0);
    sources[1]!.onerror?.(new Event('error'));
    await vi.advanceTimersByTimeAsync(2000);
    sources[2]!.onopen?.(new Event('open'));
    sources[2]!.onerror?.(new Event('error'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sources).toHaveLength(4);
  });

  it('stops: disconnecting, then disconnected, no reconnect pending', async () => {
    const { connection, sources, states } = setup();
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    sources[0]!.onerror?.(new Event('error'));
    connection.stop();
    expect(states.slice(-2)).toEqual(['disconnecting', 'disconnected']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sources).toHaveLength(1);
  });

  it('does not connect when nobody is signed in', async () => {
    const { connection, sources, states } = setup(false);
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sources).toHaveLength(0);
    expect(states).toEqual(['connecting', 'disconnected']);
  });
});
