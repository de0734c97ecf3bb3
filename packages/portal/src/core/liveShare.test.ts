import { describe, expect, it, vi } from 'vitest';
import type { LiveMessage, LiveState } from './live';
import {
  startSharedLive,
  type LiveShareMessage,
  type RequestLeadership,
  type ShareChannel,
} from './liveShare';

/** Channels of one fake browser: a message posted by one reaches every other, like BroadcastChannel. */
function fakeBrowser() {
  const channels = new Set<ShareChannel>();
  const channel = (): ShareChannel => {
    const self: ShareChannel = {
      onmessage: null,
      postMessage(message: LiveShareMessage) {
        for (const other of channels) {
          if (other !== self)
            other.onmessage?.({ data: structuredClone(message) } as MessageEvent<LiveShareMessage>);
        }
      },
      close() {
        channels.delete(self);
      },
    };
    channels.add(self);
    return self;
  };

  // One exclusive lock: the first in the queue runs, the next runs when it releases.
  const queue: { run: () => Promise<void>; left: boolean }[] = [];
  let held = false;
  const next = () => {
    if (held) return;
    const entry = queue.shift();
    if (!entry) return;
    if (entry.left) return next();
    held = true;
    void entry.run().finally(() => {
      held = false;
      next();
    });
  };
  const requestLeadership: RequestLeadership = (run) => {
    const entry = { run, left: false };
    queue.push(entry);
    next();
    return () => {
      entry.left = true;
    };
  };
  return { channel, requestLeadership };
}

function tab(browser: ReturnType<typeof fakeBrowser>) {
  const received: LiveMessage[] = [];
  const states: LiveState[] = [];
  let emit: ((message: LiveMessage) => void) | null = null;
  let setState: ((state: LiveState) => void) | null = null;
  const resumedFrom: (string | null)[] = [];
  const connection = {
    start: vi.fn(() => setState?.('connected')),
    stop: vi.fn(),
    state: () => 'connected' as const,
  };
  const shared = startSharedLive({
    channel: browser.channel(),
    requestLeadership: browser.requestLeadership,
    createConnection: (onMessage, onState, lastEventId) => {
      resumedFrom.push(lastEventId);
      emit = onMessage;
      setState = onState;
      return connection;
    },
    onMessage: (message) => received.push(message),
    onState: (state) => states.push(state),
  });
  return {
    shared,
    received,
    states,
    connection,
    resumedFrom,
    emit: (message: LiveMessage) => emit?.(message),
  };
}

const toast: LiveMessage = { type: 'Toast', id: '1', data: { type: 'info', title: 'Hi', text: 'x' } };

describe('one live connection per browser', () => {
  it('lets the first tab lead and rebroadcasts its events to the others', async () => {
    const browser = fakeBrowser();
    const first = tab(browser);
    const second = tab(browser);
    await Promise.resolve();
    expect(first.shared.isLeader()).toBe(true);
    expect(second.shared.isLeader()).toBe(false);
    expect(second.connection.start).not.toHaveBeenCalled();
    expect(second.states).toEqual(['connected']); // answered its hello
    first.emit(toast);
    expect(first.received).toEqual([toast]);
    expect(second.received).toEqual([toast]);
  });

  it('hands the connection to a waiting tab when the leader stops', async () => {
    const browser = fakeBrowser();
    const first = tab(browser);
    const second = tab(browser);
    first.shared.stop();
    expect(first.connection.stop).toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(second.shared.isLeader()).toBe(true);
    expect(second.connection.start).toHaveBeenCalled();
  });

  it('a tab taking the connection over resumes after the last event it relayed', async () => {
    const browser = fakeBrowser();
    const first = tab(browser);
    const second = tab(browser);
    await Promise.resolve();
    expect(first.resumedFrom).toEqual([null]);
    first.emit(toast);
    first.emit({ ...toast, id: '77' });
    first.shared.stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(second.shared.isLeader()).toBe(true);
    expect(second.resumedFrom).toEqual(['77']);
  });

  it('keeps its own connection, sharing nothing, without Web Locks', () => {
    const browser = fakeBrowser();
    const channel = browser.channel();
    const post = vi.spyOn(channel, 'postMessage');
    const connection = { start: vi.fn(), stop: vi.fn(), state: () => 'connected' as const };
    const shared = startSharedLive({
      channel,
      requestLeadership: null,
      createConnection: () => connection,
      onMessage: vi.fn(),
      onState: vi.fn(),
    });
    expect(shared.isLeader()).toBe(true);
    expect(connection.start).toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });
});
