import { beforeEach, describe, expect, it } from 'vitest';
import { useNetworkStore, watchNetwork } from './network';

describe('the network store', () => {
  beforeEach(() => useNetworkStore.setState({ connected: true }));

  it("follows the browser's online and offline events until it stops watching", () => {
    const target = new EventTarget();
    const stop = watchNetwork(target);
    target.dispatchEvent(new Event('offline'));
    expect(useNetworkStore.getState().connected).toBe(false);
    target.dispatchEvent(new Event('online'));
    expect(useNetworkStore.getState().connected).toBe(true);
    stop();
    target.dispatchEvent(new Event('offline'));
    expect(useNetworkStore.getState().connected).toBe(true);
  });
});
