import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient } from './client.js';
import { CliError } from './errors.js';
import { describeLiveEvent, followLive, type LiveEventRecord } from './live.js';

let server: Server | undefined;
afterEach(async () => {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

/** A hub answering each connection with `reply(n, headers)`: status and SSE text, the stream then ends. */
async function hub(reply: (n: number, headers: IncomingHttpHeaders) => { status: number; body: string }) {
  const seen: IncomingHttpHeaders[] = [];
  server = createServer((request, response) => {
    seen.push(request.headers);
    const { status, body } = reply(seen.length, request.headers);
    response.writeHead(status, { 'content-type': status === 200 ? 'text/event-stream' : 'application/json' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe('followLive', () => {
  it('sends the bearer, and after a drop reconnects with Last-Event-ID of the last event seen', async () => {
    const { url, seen } = await hub((n) => ({
      status: 200,
      body:
        n === 1
          ? 'retry: 10\n: connected\n\nid: 5\nevent: Toast\ndata: {"type":"info","title":"First","text":"t"}\n\n'
          : 'id: 6\nevent: NotificationUpdate\ndata: {"notificationId":3,"reason":"received"}\n\n',
    }));
    const events: LiveEventRecord[] = [];
    const states: string[] = [];
    const controller = new AbortController();
    await followLive(new ApiClient(url, 'lcars_secret'), {
      signal: controller.signal,
      reconnectDelaysMs: [0, 10],
      onState: (state) => states.push(state),
      onEvent: (event) => {
        events.push(event);
        if (events.length === 2) controller.abort();
      },
    });
    expect(events).toEqual([
      { id: '5', type: 'Toast', data: { type: 'info', title: 'First', text: 't' } },
      { id: '6', type: 'NotificationUpdate', data: { notificationId: 3, reason: 'received' } },
    ]);
    expect(seen[0]).toMatchObject({ authorization: 'Bearer lcars_secret' });
    expect(seen[0]?.['last-event-id']).toBeUndefined();
    expect(seen[1]).toMatchObject({ authorization: 'Bearer lcars_secret', 'last-event-id': '5' });
    expect(states.slice(0, 3)).toEqual(['connected', 'reconnecting', 'connected']);
  });

  it('starts from --last-event-id, and gives up after the last delay', async () => {
    const { url, seen } = await hub(() => ({ status: 503, body: '{}' }));
    const failure = followLive(new ApiClient(url, 't'), {
      lastEventId: '41',
      reconnectDelaysMs: [0, 5],
      onEvent: () => {},
    });
    await expect(failure).rejects.toThrow(/Lost the live channel/);
    expect(seen).toHaveLength(3);
    expect(seen.every((headers) => headers['last-event-id'] === '41')).toBe(true);
  });

  it('stops at once with exit 3 when the credential is refused', async () => {
    const { url, seen } = await hub(() => ({ status: 401, body: '{}' }));
    const error = await followLive(new ApiClient(url, 'expired'), { onEvent: () => {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(3);
    expect(seen).toHaveLength(1);
  });

  it('describes events in one line for people', () => {
    expect(
      describeLiveEvent({ id: '1', type: 'Toast', data: { type: 'warning', title: 'Drill', text: 'Now' } }),
    ).toBe('Toast [warning] Drill: Now');
    expect(
      describeLiveEvent({ id: '2', type: 'Progress', data: { title: 'Import', percent: 50, done: false } }),
    ).toBe('Progress Import: 50%');
    expect(describeLiveEvent({ id: '3', type: 'resync', data: { reason: 'Gone.' } })).toMatch(
      /^resync: Gone\./,
    );
  });
});
