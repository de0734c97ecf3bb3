import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api';
import { GENERIC_API_ERROR } from './apiErrors';
import { apiCall, verbOfMethodCode } from './call';
import { useToastStore } from './stores/toasts';

function clientAnswering(answer: () => Promise<Response>) {
  return createApiClient({
    prefixUrl: 'http://portal.test/api/',
    getToken: () => null,
    refresher: { refresh: () => Promise.resolve(false) },
    toast: (toast) => useToastStore.getState().push(toast),
    fetch: vi.fn(answer),
  });
}

describe('call wrapper', () => {
  beforeEach(() => {
    useToastStore.getState().clear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('maps the method codes: 1 POST, 2 PUT, 3 DELETE, otherwise GET', () => {
    expect([1, 2, 3, 0, undefined].map(verbOfMethodCode)).toEqual(['post', 'put', 'delete', 'get', 'get']);
  });

  it('calls success with the answer, then finally', async () => {
    const client = clientAnswering(() => Promise.resolve(new Response('{"id":3}')));
    const order: string[] = [];
    const result = await apiCall<{ id: number }>(
      'get',
      'profile',
      { success: () => order.push('success'), finally: () => order.push('finally') },
      client,
    );
    expect(result).toEqual({ id: 3 });
    expect(order).toEqual(['success', 'finally']);
  });

  it('reads empty and boolean answers', async () => {
    await expect(
      apiCall(
        'post',
        'x',
        {},
        clientAnswering(() => Promise.resolve(new Response(null))),
      ),
    ).resolves.toBeUndefined();
    await expect(
      apiCall(
        'post',
        'x',
        {},
        clientAnswering(() => Promise.resolve(new Response('true'))),
      ),
    ).resolves.toBe(true);
  });

  it('calls error after one toast for an HTTP failure, resolving undefined', async () => {
    const client = clientAnswering(() => Promise.resolve(new Response('Bad name.', { status: 400 })));
    const error = vi.fn();
    await expect(apiCall('post', 'x', { data: { a: 1 }, error }, client)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toEqual(['Bad name.']);
  });

  it('toasts the generic message for a network failure, unless toastOnError is false', async () => {
    const client = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await apiCall('get', 'x', {}, client);
    await apiCall('get', 'x', { toastOnError: false }, client);
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toEqual([GENERIC_API_ERROR]);
  });
});
