// A small server-sent events reader for tests: fetch with a bearer header (or a query token) and an optional
// Last-Event-ID, parsed into events as they arrive.

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export interface SseClient {
  status: number;
  events: SseEvent[];
  /** Raw text received, comments included. */
  text(): string;
  waitFor(predicate: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Settles when the server ends the stream (or close() aborts it). */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(
  url: string,
  options: { token?: string; queryToken?: string; ticket?: string; lastEventId?: string } = {},
): Promise<SseClient> {
  const controller = new AbortController();
  const target = new URL(url);
  if (options.queryToken) target.searchParams.set('access_token', options.queryToken);
  if (options.ticket) target.searchParams.set('ticket', options.ticket);
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.lastEventId) headers['Last-Event-ID'] = options.lastEventId;
  const response = await fetch(target, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  let raw = '';
  let buffer = '';
  const waiters = new Set<() => void>();
  let markEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => {
    markEnded = resolve;
  });
  const parse = (block: string): void => {
    const event: SseEvent = { event: 'message', data: '' };
    const data: string[] = [];
    let any = false;
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') event.id = value;
      else if (field === 'event') event.event = value;
      else if (field === 'data') data.push(value);
      else continue;
      any = true;
    }
    if (!any || (data.length === 0 && event.id === undefined)) return;
    event.data = data.join('\n');
    events.push(event);
  };
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          raw += value;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            parse(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
          }
          for (const wake of waiters) wake();
        }
      } catch {
        // Aborted by close().
      }
      markEnded();
    })();
  } else {
    markEnded();
  }
  return {
    status: response.status,
    events,
    text: () => raw,
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = (): boolean => {
          const found = events.find(predicate);
          if (found) {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve(found);
          }
          return found !== undefined;
        };
        const wake = (): void => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`No matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(wake);
      });
    },
    ended,
    close: () => controller.abort(),
  };
}
