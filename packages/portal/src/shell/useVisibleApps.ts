import { useMemo } from 'react';
import type { AppContextApp } from '@lcars/contract';
import { APPS_WITH_SCREENS } from '../apps/registry';
import { usableApps, visibleApps } from '../core/apps';
import { useAppContextStore } from '../core/stores/appContext';
import { useSessionStore } from '../core/stores/session';

export interface VisibleAppsOptions {
  /**
   * Keep the apps the user switched off in their own app settings: the App settings page lists them so they
   * can be switched back on. The hub, the drawer and the lcars side panel leave them out.
   */
  includeSwitchedOff?: boolean;
}

/**
 * The apps the signed-in user may use and this build has screens for: the hub, the drawer, the lcars panel,
 * the theme page's "Use for" and (with the switched-off ones) the App settings page.
 */
export function useVisibleApps({ includeSwitchedOff = false }: VisibleAppsOptions = {}): AppContextApp[] {
  const appContext = useAppContextStore((state) => state.appContext);
  const account = useSessionStore((state) => state.accountContext);
  return useMemo(
    () => (includeSwitchedOff ? usableApps : visibleApps)(appContext, account, APPS_WITH_SCREENS),
    [appContext, account, includeSwitchedOff],
  );
}
