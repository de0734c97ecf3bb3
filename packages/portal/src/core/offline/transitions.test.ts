import { describe, expect, it } from 'vitest';
import {
  afterGoingOffline,
  afterGoingOnline,
  afterOfflineFlagChanged,
  type OfflineFlagChange,
} from './transitions';

describe('offline mode transitions', () => {
  it('going online: home-route if the page allows offline, otherwise reload', () => {
    expect(afterGoingOnline(true)).toEqual({ kind: 'navigate', to: '/' });
    expect(afterGoingOnline(false)).toEqual({ kind: 'reload' });
  });

  it('going offline: home-route if the page does not allow offline', () => {
    expect(afterGoingOffline(false)).toEqual({ kind: 'navigate', to: '/' });
    expect(afterGoingOffline(true)).toEqual({ kind: 'stay' });
  });

  const money: OfflineFlagChange = {
    isOffline: true,
    offlineEnabledGlobally: true,
    appSupportsOffline: false,
    routeAllowsOffline: false,
    appBasePath: '/money',
  };

  it('flag on, app without offline support, route not allowing offline: the app /offline page', () => {
    expect(afterOfflineFlagChanged(money)).toEqual({ kind: 'navigate', to: '/money/offline' });
    expect(afterOfflineFlagChanged({ ...money, appSupportsOffline: true })).toEqual({ kind: 'stay' });
    expect(afterOfflineFlagChanged({ ...money, routeAllowsOffline: true })).toEqual({ kind: 'stay' });
    expect(afterOfflineFlagChanged({ ...money, offlineEnabledGlobally: false })).toEqual({ kind: 'stay' });
  });

  it('flag off on the offline page of such an app: back to its base path, or /', () => {
    const back = { ...money, isOffline: false, routeAllowsOffline: true };
    expect(afterOfflineFlagChanged(back)).toEqual({ kind: 'navigate', to: '/money' });
    expect(afterOfflineFlagChanged({ ...back, appBasePath: '' })).toEqual({ kind: 'navigate', to: '/' });
  });

  it('any other flag off refreshes', () => {
    expect(afterOfflineFlagChanged({ ...money, isOffline: false })).toEqual({ kind: 'reload' });
    expect(
      afterOfflineFlagChanged({
        ...money,
        isOffline: false,
        routeAllowsOffline: true,
        appSupportsOffline: true,
      }),
    ).toEqual({ kind: 'reload' });
  });
});
