import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNetworkStore } from '../../core/stores/network';
import { isFromDevice, readOrFromDevice, useDeviceFallbackStore } from './deviceFallback';

// Issue 29: Recipes preloaded, the portal in online mode, the network cut: "No connection" and an empty list.
describe('reading from the device when the server cannot be reached', () => {
  afterEach(() => {
    useNetworkStore.getState().setConnected(true);
    useDeviceFallbackStore.getState().setFromDevice(false);
  });

  it('answers from the device when the read got no answer and the device keeps Recipes', async () => {
    const toast = vi.fn();
    const answer = await readOrFromDevice(
      () => {
        useNetworkStore.getState().setConnected(false);
        return Promise.resolve(undefined);
      },
      () => Promise.resolve(['kept']),
      toast,
    );
    expect(answer).toEqual(['kept']);
    expect(toast).not.toHaveBeenCalled();
    expect(isFromDevice()).toBe(true);
    // The server answers again: reads go back to it.
    useNetworkStore.getState().setConnected(true);
    expect(isFromDevice()).toBe(false);
    expect(useDeviceFallbackStore.getState().fromDevice).toBe(false);
  });

  it('keeps the server answer, and an HTTP failure (the server is there) is not covered up', async () => {
    const device = vi.fn(() => Promise.resolve(['kept']));
    expect(await readOrFromDevice(() => Promise.resolve(['server']), device, vi.fn())).toEqual(['server']);
    expect(await readOrFromDevice(() => Promise.resolve(undefined), device, vi.fn())).toBeUndefined();
    expect(device).not.toHaveBeenCalled();
  });

  it('says the call failed when the device keeps nothing', async () => {
    const toast = vi.fn();
    const answer = await readOrFromDevice(
      () => {
        useNetworkStore.getState().setConnected(false);
        return Promise.resolve(undefined);
      },
      () => Promise.resolve(null),
      toast,
    );
    expect(answer).toBeUndefined();
    expect(toast).toHaveBeenCalledOnce();
    expect(isFromDevice()).toBe(false);
  });
});
