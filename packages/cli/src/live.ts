// Following the live channel (/a-hub, server-sent events) with the eventsource package. EventSource cannot
// set headers, so a custom fetch adds the bearer; after a drop it reconnects with Last-Event-ID on the portal's
// delays (0, 2 s, 10 s, 30 s), then gives up.
import { EventSource } from 'eventsource';
import { LIVE_HUB_PATH, LiveEventType } from '@lcars/contract';
import type { ApiClient } from './client.js';
import { CliError, ExitCode } from './errors.js';

export const RECONNECT_DELAYS_MS = [0, 2_000, 10_000, 30_000] as const;

export interface LiveEventRecord {
  id: string;
  type: string;
  data: unknown;
}

export interface FollowOptions {
  /** Resume after this event id (sent as Last-Event-ID on the first connection). */
  lastEventId?: string;
  onEvent(event: LiveEventRecord): void;
  /** Told on every (re)connection and every drop, for a line on standard error. */
  onState?(state: 'connected' | 'reconnecting', detail: string): void;
  /** Aborting ends the follow normally. */
  signal?: AbortSignal;
  reconnectDelaysMs?: readonly number[];
}

const EVENT_TYPES = [...Object.values(LiveEventType), 'message'];

function parseData(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Follows the channel until aborted; rejects when the server refuses the credential or stays unreachable. */
export function followLive(client: ApiClient, options: FollowOptions): Promise<void> {
  const delays = options.reconnectDelaysMs ?? RECONNECT_DELAYS_MS;
  const url = client.hubUrl(LIVE_HUB_PATH);
  let lastEventId = options.lastEventId ?? '';
  let attempt = 0;
  let source: EventSource | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  return new Promise<void>((resolve, reject) => {
    const stop = (error?: Error) => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      options.signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    const onAbort = () => stop();
    if (options.signal?.aborted) return stop();
    options.signal?.addEventListener('abort', onAbort);

    const connect = () => {
      const current = new EventSource(url, {
        fetch: (input, init) =>
          fetch(input, {
            ...init,
            headers: {
              ...init.headers,
              ...(client.token ? { Authorization: `Bearer ${client.token}` } : {}),
              // The package sends Last-Event-ID only for its own reconnections; ours start a new EventSource.
              ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
            },
          }),
      });
      source = current;
      current.addEventListener('open', () => {
        attempt = 0;
        options.onState?.('connected', url);
      });
      for (const type of EVENT_TYPES) {
        current.addEventListener(type, (event: MessageEvent) => {
          // Events parsed from the same chunk are dispatched after a stop (--max-events): they are not ours.
          if (stopped) return;
          if (event.lastEventId) lastEventId = event.lastEventId;
          options.onEvent({ id: event.lastEventId, type, data: parseData(String(event.data)) });
        });
      }
      current.addEventListener('error', (event) => {
        if (source !== current) return;
        current.close();
        const code = event.code;
        if (code === 401 || code === 403) {
          stop(
            new CliError(
              code === 401
                ? 'The live channel refused the credential: run `lcars login` or check LCARS_TOKEN.'
                : 'Not authorised to follow the live channel.',
              ExitCode.NotAuthorised,
            ),
          );
          return;
        }
        const delay = delays[attempt];
        if (delay === undefined) {
          stop(new CliError(`Lost the live channel at ${url}: ${event.message ?? 'connection failed'}.`));
          return;
        }
        attempt += 1;
        options.onState?.(
          'reconnecting',
          `${event.message ?? 'connection dropped'}; retrying in ${delay / 1000} s`,
        );
        timer = setTimeout(connect, delay);
      });
    };
    connect();
  });
}

/** A field of an event's data as text: strings and numbers as they are, anything else as JSON. */
function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value ?? '');
}

/** One line for a person: the event's type and what it says. */
export function describeLiveEvent(event: LiveEventRecord): string {
  const data = (event.data ?? {}) as Record<string, unknown>;
  switch (event.type) {
    case LiveEventType.NotificationUpdate:
      return `NotificationUpdate: notification ${text(data.notificationId)} ${text(data.reason)}`;
    case LiveEventType.Toast:
      return `Toast [${text(data.type)}] ${text(data.title)}: ${text(data.text)}`;
    case LiveEventType.Progress:
      return `Progress ${text(data.title)}: ${text(data.percent)}%${data.done ? ' (done)' : ''}${data.message ? ` ${text(data.message)}` : ''}`;
    case LiveEventType.Resync:
      return `resync: ${text(data.reason)} (reload with \`lcars notifications list\`)`;
    default:
      return `${event.type}: ${typeof event.data === 'string' ? event.data : JSON.stringify(event.data)}`;
  }
}
