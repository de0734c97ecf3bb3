import { useMemo } from 'react';
import type { AppContextApp } from '@lcars/api/contract';
import { APPS_WITH_SCREENS } from '../apps/registry';
import { visibleApps } from '../core/apps';
import { useAppContextStore } from '../core/stores/appContext';
import { useSessionStore } from '../core/stores/session';

/** The apps the signed-in user may use and this build has screens for: the hub, the drawer, the lcars panel. */
export function useVisibleApps(): AppContextApp[] {
  const appContext = useAppContextStore((state) => state.appContext);
  const account = useSessionStore((state) => state.accountContext);
  return useMemo(() => visibleApps(appContext, account, APPS_WITH_SCREENS), [appContext, account]);
}
