import type { LiveConnection, LiveMessage, LiveState } from './live';

/** What travels between the tabs of one browser. */
export type LiveShareMessage =
  { kind: 'event'; message: LiveMessage } | { kind: 'state'; state: LiveState } | { kind: 'hello' };

export interface ShareChannel {
  postMessage(message: LiveShareMessage): void;
  onmessage: ((event: MessageEvent<LiveShareMessage>) => void) | null;
  close(): void;
}

/**
 * Leadership among the tabs: `run` is called when this tab becomes the leader and holds leadership until
 * the promise it returns settles. With the Web Locks API, the lock passes to a waiting tab when the
 * leader's tab closes. Returns a function that leaves the queue (or gives up leadership).
 */
export type RequestLeadership = (run: () => Promise<void>) => () => void;

export interface SharedLiveDeps {
  channel: ShareChannel;
  /** null: no Web Locks; every tab then keeps its own connection and shares nothing. */
  requestLeadership: RequestLeadership | null;
  /** `lastEventId`: the last event this browser saw, so a tab taking the connection over resumes after it. */
  createConnection: (
    onMessage: (message: LiveMessage) => void,
    onState: (state: LiveState) => void,
    lastEventId: string | null,
  ) => LiveConnection;
  onMessage: (message: LiveMessage) => void;
  onState: (state: LiveState) => void;
}

export interface SharedLive {
  stop: () => void;
  isLeader: () => boolean;
}

/**
 * One live connection per browser, shared by its tabs (docs/decisions.md): the leader tab holds the
 * EventSource and rebroadcasts every event and state change over a BroadcastChannel; the other tabs
 * listen. A tab joining asks for the current state. When the leader's tab closes, the next tab opens the
 * connection with the id of the last event it relayed, so the hub replays what fell in between.
 */
export function startSharedLive(deps: SharedLiveDeps): SharedLive {
  let leader = false;
  let connection: LiveConnection | null = null;
  let lastState: LiveState = 'disconnected';
  let stopped = false;
  /** The last event id seen, led or relayed: a tab that becomes the leader resumes from it (Last-Event-ID). */
  let lastEventId: string | null = null;
  const remember = (message: LiveMessage): void => {
    if (message.id) lastEventId = message.id;
  };

  const lead = (): Promise<void> =>
    new Promise<void>((release) => {
      if (stopped) {
        release();
        return;
      }
      leader = true;
      const share = deps.requestLeadership !== null;
      connection = deps.createConnection(
        (message) => {
          remember(message);
          deps.onMessage(message);
          if (share) deps.channel.postMessage({ kind: 'event', message });
        },
        (state) => {
          lastState = state;
          deps.onState(state);
          if (share) deps.channel.postMessage({ kind: 'state', state });
        },
        lastEventId,
      );
      releaseLeadership = release;
      connection.start();
    });

  let releaseLeadership: (() => void) | null = null;

  deps.channel.onmessage = (event) => {
    const data = event.data;
    if (data.kind === 'hello') {
      if (leader) deps.channel.postMessage({ kind: 'state', state: lastState });
      return;
    }
    if (leader) return;
    if (data.kind === 'event') {
      remember(data.message);
      deps.onMessage(data.message);
    } else deps.onState(data.state);
  };

  let leave: (() => void) | null = null;
  if (deps.requestLeadership) {
    leave = deps.requestLeadership(lead);
    deps.channel.postMessage({ kind: 'hello' });
  } else {
    void lead();
  }

  return {
    stop() {
      stopped = true;
      connection?.stop();
      connection = null;
      leader = false;
      releaseLeadership?.();
      leave?.();
      deps.channel.onmessage = null;
      deps.channel.close();
    },
    isLeader: () => leader,
  };
}

/** Leadership through the Web Locks API, or null where it is missing. */
export function webLockLeadership(name: string): RequestLeadership | null {
  const locks = globalThis.navigator?.locks;
  if (!locks) return null;
  return (run) => {
    const abort = new AbortController();
    locks.request(name, { signal: abort.signal }, run).catch(() => undefined);
    // Aborting only leaves the queue; a held lock is released by settling `run`'s promise.
    return () => abort.abort();
  };
}
