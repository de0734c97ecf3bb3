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

function setup(token: string | null = 'jwt') {
  const sources: FakeSource[] = [];
  const states: LiveState[] = [];
  const onMessage = vi.fn();
  let currentToken = token;
  const connection = createLiveConnection({
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    token: () => currentToken,
    onMessage,
    onState: (state) => states.push(state),
  });
  return { connection, sources, states, onMessage, setToken: (next: string) => (currentToken = next) };
}

const last = <T>(items: T[]): T => items[items.length - 1]!;

describe('live connection (platform.md sections 4 and 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the spec reconnect schedule 0, 2000, 10000, 30000 ms, then stops', () => {
    expect([0, 1, 2, 3, 4].map(reconnectDelay)).toEqual([0, 2000, 10_000, 30_000, null]);
  });

  it('puts the token and the last event id in the hub url', () => {
    expect(hubUrl('a b', null)).toBe('/a-hub?access_token=a+b');
    expect(hubUrl('t', '17')).toBe('/a-hub?access_token=t&lastEventId=17');
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

  it('reconnects after 0, 2, 10 and 30 s with a fresh token and the last event id, then stops', async () => {
    const { connection, sources, states, setToken } = setup();
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    sources[0]!.onopen?.(new Event('open'));
    sources[0]!.emit('NotificationUpdate', { notificationId: 1, reason: 'received' }, '99');
    setToken('fresh');

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
    expect(last(sources).url).toBe('/a-hub?access_token=fresh&lastEventId=99');
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

  it('does not connect without a token', async () => {
    const { connection, sources, states } = setup(null);
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sources).toHaveLength(0);
    expect(states).toEqual(['connecting', 'disconnected']);
  });
});
