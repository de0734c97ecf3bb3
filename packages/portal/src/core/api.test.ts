import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api';
import { GENERIC_API_ERROR } from './apiErrors';
import type { ToastInput } from './stores/toasts';

type Answer = { status: number; body?: unknown; type?: string };

/** A fake fetch answering from a list per path, recording the bearer token of every request. */
function fakeServer(answers: Record<string, Answer[]>) {
  const seen: { path: string; token: string | null; body: string }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname.replace('/api/', '');
    seen.push({ path, token: request.headers.get('authorization'), body: await request.text() });
    const answer = answers[path]?.shift() ?? { status: 404 };
    const text =
      answer.body === undefined
        ? ''
        : typeof answer.body === 'string'
          ? answer.body
          : JSON.stringify(answer.body);
    return new Response(text || null, {
      status: answer.status,
      headers: { 'content-type': answer.type ?? 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

function client(answers: Record<string, Answer[]>, refreshed = true) {
  const server = fakeServer(answers);
  let token = 'old';
  const toasts: ToastInput[] = [];
  const refresher = {
    refresh: vi.fn(() => {
      if (refreshed) token = 'new';
      return Promise.resolve(refreshed);
    }),
  };
  const api = createApiClient({
    prefixUrl: 'http://portal.test/api/',
    getToken: () => token,
    refresher,
    toast: (toast) => toasts.push(toast),
    fetch: server.fetch,
  });
  return { api, toasts, refresher, seen: server.seen };
}

describe('api client', () => {
  it('sends the bearer token', async () => {
    const { api, seen } = client({ 'app/context/1': [{ status: 200, body: { id: 1 } }] });
    await expect(api.get('app/context/1').json()).resolves.toEqual({ id: 1 });
    expect(seen[0]?.token).toBe('Bearer old');
  });

  it('refreshes on a 401 and retries once with the new token, body included', async () => {
    const { api, seen, refresher, toasts } = client({
      'account/app/save': [{ status: 401 }, { status: 200, body: true }],
    });
    await expect(api.post('account/app/save', { json: { appId: 1 } }).json()).resolves.toBe(true);
    expect(refresher.refresh).toHaveBeenCalledTimes(1);
    expect(seen.map((request) => request.token)).toEqual(['Bearer old', 'Bearer new']);
    expect(seen[1]?.body).toBe('{"appId":1}');
    expect(toasts).toEqual([]);
  });

  it('retries only once: a second 401 fails with the generic toast', async () => {
    const { api, refresher, toasts } = client({ profile: [{ status: 401 }, { status: 401 }] });
    await expect(api.get('profile').json()).rejects.toThrow();
    expect(refresher.refresh).toHaveBeenCalledTimes(1);
    expect(toasts.map((toast) => toast.title)).toEqual([GENERIC_API_ERROR]);
  });

  it('gives up quietly when the refresh fails (the login flow takes over)', async () => {
    const { api, toasts, seen } = client({ profile: [{ status: 401 }] }, false);
    await expect(api.get('profile').json()).rejects.toThrow();
    expect(seen).toHaveLength(1);
    expect(toasts).toEqual([]);
  });

  it('never refreshes for calls marked skipRefresh', async () => {
    const { api, refresher } = client({ 'auth/logout': [{ status: 401 }] });
    await expect(api.post('auth/logout', { context: { skipRefresh: true } })).rejects.toThrow();
    expect(refresher.refresh).not.toHaveBeenCalled();
  });

  it('toasts the message of a failure, unless toastOnError is false', async () => {
    const { api, toasts } = client({
      'recipe/count': [
        {
          status: 500,
          body: { title: 'x', message: 'Database unavailable.' },
          type: 'application/problem+json',
        },
        { status: 500, body: { message: 'Database unavailable.' } },
      ],
    });
    await expect(api.get('recipe/count')).rejects.toThrow();
    await expect(api.get('recipe/count', { context: { toastOnError: false } })).rejects.toThrow();
    expect(toasts).toEqual([{ type: 'error', title: 'Database unavailable.', text: '', duration: 5000 }]);
  });

  it('leaves the error body readable for the caller', async () => {
    const { api } = client({
      'auth/token': [{ status: 401, body: { loginFailureReason: 2, reasonText: 'Wrong.' } }],
    });
    const error = await api
      .post('auth/token', { context: { toastOnError: false, skipRefresh: true } })
      .catch((caught: unknown) => caught);
    const { HTTPError } = await import('ky');
    expect(error).toBeInstanceOf(HTTPError);
    await expect((error as InstanceType<typeof HTTPError>).response.json()).resolves.toMatchObject({
      loginFailureReason: 2,
    });
  });

  it('shows a warning toast for a 200 with warning=true and still succeeds', async () => {
    const body = { success: true, warning: true, message: 'Saved with a warning.' };
    const { api, toasts } = client({ 'app/save': [{ status: 200, body }] });
    await expect(api.post('app/save').json()).resolves.toEqual(body);
    expect(toasts).toEqual([{ type: 'warning', title: 'Warning', text: 'Saved with a warning.' }]);
  });
});
