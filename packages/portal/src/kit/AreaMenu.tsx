import { useMemo } from 'react';
import type { RouteObject } from 'react-router';
import { useNavigate } from 'react-router';
import { Button, Menu, MenuItem } from '@lcars/ui';
import { isSwitchedOffByUser } from '../core/apps';
import { useAppContextStore } from '../core/stores/appContext';
import { useOfflineStore } from '../core/stores/offline';
import { useSessionStore } from '../core/stores/session';
import type { MenuContext } from '../shell/menus';
import { areaMenuEntries, type AreaMenuEntry } from './areaMenu';

/** The entries of an area's menu for the signed-in user (see `areaMenuEntries`). */
export function useAreaMenu(routes: readonly RouteObject[], menuId: 0 | 1 = 0): AreaMenuEntry[] {
  const appContext = useAppContextStore((state) => state.appContext);
  const account = useSessionStore((state) => state.accountContext);
  const isOffline = useOfflineStore((state) => state.isOffline);
  return useMemo(() => {
    const context: MenuContext = {
      claims: account?.claims ?? [],
      isOffline,
      isAppEnabled: (appId) => appContext?.apps.find((app) => app.id === appId)?.isEnabled ?? false,
      isAppDisabledByUser: (appId) => isSwitchedOffByUser(account, appId),
    };
    return areaMenuEntries(routes, context, menuId);
  }, [routes, menuId, appContext, account, isOffline]);
}

/** An area's drop-down menu of the pages the user may open (the button's label names it: "Money menu"). */
export function AreaMenu({ routes, label }: { routes: readonly RouteObject[]; label: string }) {
  const navigate = useNavigate();
  const entries = useAreaMenu(routes);
  return (
    <Menu
      trigger={<Button variant="secondary">{label}</Button>}
      onAction={(key) => void navigate(String(key))}
    >
      {entries.map((entry) => (
        <MenuItem key={entry.path} id={entry.path}>
          {entry.title}
        </MenuItem>
      ))}
    </Menu>
  );
}
