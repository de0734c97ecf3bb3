import { LIVE_HUB_PATH } from '@lcars/contract';

/** Live connection states. */
export type LiveState = 'disconnected' | 'connecting' | 'connected' | 'disconnecting' | 'reconnecting';

/** Reconnect after 0, 2, 10 and 30 s, then stop. */
export const RECONNECT_DELAYS: readonly number[] = [0, 2000, 10_000, 30_000];

/** The delay before reconnect attempt `attempt` (0-based), or null when the attempts are used up. */
export function reconnectDelay(attempt: number): number | null {
  return RECONNECT_DELAYS[attempt] ?? null;
}

/** The events the hub sends (contract LiveEventType). */
export const LIVE_EVENT_TYPES = ['NotificationUpdate', 'Toast', 'Progress', 'resync'] as const;
export type LiveEventName = (typeof LIVE_EVENT_TYPES)[number];

export interface LiveMessage {
  type: LiveEventName;
  /** The event id (the stream's `id:`), kept to resume after a reconnect. */
  id: string;
  data: unknown;
}

/** What the connection needs of an EventSource. */
export interface LiveSource {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface LiveConnectionDeps {
  /** Opens the stream (new EventSource(url) in the browser). */
  open: (url: string) => LiveSource;
  /**
   * A one-use ticket for the hub (POST /api/live/ticket through the api client, so an expired access token is
   * refreshed first). Resolves null when nobody is signed in (do not connect); rejects when the call failed
   * (then the reconnect schedule runs, as for a stream that failed).
   * Fetched anew before every (re)connect: a ticket works once and for 30 s.
   */
  ticket: () => Promise<string | null>;
  /** The id of the last event this browser saw (a tab taking the connection over knows it from the others). */
  lastEventId?: string | null;
  onMessage: (message: LiveMessage) => void;
  onState: (state: LiveState) => void;
}

/**
 * The hub URL. EventSource cannot send headers, so the credential goes in the query: a one-use ticket valid
 * 30 s (never the access token, which server and proxy logs would keep), with the last event id so that the
 * hub replays what was missed.
 */
export function hubUrl(ticket: string, lastEventId: string | null): string {
  const query = new URLSearchParams({ ticket });
  if (lastEventId) query.set('lastEventId', lastEventId);
  return `${LIVE_HUB_PATH}?${query.toString()}`;
}

export interface LiveConnection {
  start: () => void;
  stop: () => void;
  state: () => LiveState;
}

/**
 * One live connection with the reconnect schedule (0, 2, 10, 30 s, then it stops). On an error the stream is
 * closed and reopened by us rather than by EventSource's own retry: a reopened stream needs a fresh ticket (each works once), and
 * carries the last event id in the query so the hub replays what was missed (or sends
 * resync). A successful open resets the schedule; after the last delay it stops, disconnected.
 */
export function createLiveConnection(deps: LiveConnectionDeps): LiveConnection {
  let state: LiveState = 'disconnected';
  let source: LiveSource | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastEventId: string | null = deps.lastEventId ?? null;
  /** Bumped on stop, so a connect still preparing when stopped does not open. */
  let generation = 0;

  const setState = (next: LiveState): void => {
    if (next === state) return;
    state = next;
    deps.onState(next);
  };

  const closeSource = (): void => {
    if (!source) return;
    source.onopen = null;
    source.onerror = null;
    source.close();
    source = null;
  };

  async function connect(): Promise<void> {
    const mine = generation;
    let ticket: string | null;
    try {
      ticket = await deps.ticket();
    } catch {
      // The server could not be reached (or refused): like a stream that failed to open.
      if (mine === generation) scheduleReconnect();
      return;
    }
    if (mine !== generation) return;
    if (!ticket) {
      setState('disconnected');
      return;
    }
    const opened = deps.open(hubUrl(ticket, lastEventId));
    source = opened;
    opened.onopen = () => {
      attempt = 0;
      setState('connected');
    };
    opened.onerror = () => {
      closeSource();
      scheduleReconnect();
    };
    for (const type of LIVE_EVENT_TYPES) {
      opened.addEventListener(type, (event) => {
        if (event.lastEventId) lastEventId = event.lastEventId;
        let data: unknown = null;
        try {
          data = JSON.parse(event.data);
        } catch {
          // A malformed payload still tells its type; handlers cope with null.
        }
        deps.onMessage({ type, id: event.lastEventId, data });
      });
    }
  }

  function scheduleReconnect(): void {
    const delay = reconnectDelay(attempt);
    if (delay === null) {
      setState('disconnected');
      return;
    }
    attempt += 1;
    setState('reconnecting');
    timer = setTimeout(() => void connect(), delay);
  }

  return {
    start() {
      if (state !== 'disconnected') return;
      attempt = 0;
      setState('connecting');
      void connect();
    },
    stop() {
      if (state === 'disconnected') return;
      generation += 1;
      setState('disconnecting');
      clearTimeout(timer);
      closeSource();
      setState('disconnected');
    },
    state: () => state,
  };
}
