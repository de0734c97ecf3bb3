import { useMemo } from 'react';
import { AppId } from '@lcars/contract';
import type { AppContextApp } from '@lcars/contract';
import { isSwitchedOffByUser } from '../core/apps';
import { useAppContextStore } from '../core/stores/appContext';
import { useOfflineStore } from '../core/stores/offline';
import { useSessionStore } from '../core/stores/session';
import {
  adminMenu,
  appMenu,
  flattenRoutes,
  userSettingsMenu,
  type MenuContext,
  type MenuRoute,
} from './menus';
import { useShellRoutes } from './shellRoutes';
import { useVisibleApps } from './useVisibleApps';

export interface DrawerAppGroup {
  app: AppContextApp;
  entries: MenuRoute[];
  admin: MenuRoute[];
}

export interface ShellMenus {
  apps: DrawerAppGroup[];
  userSettings: MenuRoute[];
}

/**
 * The drawer's menus: the apps this user may use (the hub's list: only apps with screens in this build) with
 * their start pages and admin sub-group from the route metadata, and the user-settings group.
 */
export function useShellMenus(): ShellMenus {
  const routes = useShellRoutes();
  const appContext = useAppContextStore((state) => state.appContext);
  const account = useSessionStore((state) => state.accountContext);
  const isOffline = useOfflineStore((state) => state.isOffline);
  const visibleApps = useVisibleApps();
  return useMemo(() => {
    const flat = flattenRoutes(routes);
    const context: MenuContext = {
      claims: account?.claims ?? [],
      isOffline,
      isAppEnabled: (appId) => appContext?.apps.find((app) => app.id === appId)?.isEnabled ?? false,
      isAppDisabledByUser: (appId) => isSwitchedOffByUser(account, appId),
    };
    const apps = visibleApps.map((app) => ({
      app,
      entries: appMenu(flat, app.id, context),
      admin: adminMenu(flat, app.id, context),
    }));
    return { apps, userSettings: userSettingsMenu(flat, context).filter((route) => route.path !== '/') };
  }, [routes, appContext, account, isOffline, visibleApps]);
}

export const isAdminApp = (app: AppContextApp): boolean => app.id === AppId.Admin;
