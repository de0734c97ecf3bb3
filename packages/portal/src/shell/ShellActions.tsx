import { lazy, Suspense } from 'react';
import { IconButton, mediaDown, useMediaQuery } from '@lcars/ui';
import { useAlertStore } from '../core/stores/alert';
import { useOfflineStore } from '../core/stores/offline';
import { isAuthenticated, useSessionStore } from '../core/stores/session';
import { useSettingsStore } from '../core/stores/settings';
import { useSoundStore } from '../core/stores/sound';
import { useThemeStore, type Look } from '../core/stores/theme';
import { alertButtonLabel } from './alertNames';
import { confirmDialog } from './confirm';
import { Icon } from './icons';
import type { RouteMeta } from './routeMeta';
import * as styles from './shell.css';

// Signed-in users only: the badge stays off the login page.
const NotificationBell = lazy(async () => ({
  default: (await import('./NotificationBell')).NotificationBell,
}));
// The menu (react-aria's Menu and Popover) loads after the page: it would add about 35 KB to the login page.
const MoreActionsMenu = lazy(async () => ({
  default: (await import('./MoreActionsMenu')).MoreActionsMenu,
}));

/** Dark mode and look: saved with the account when signed in (settings store), on this device otherwise. */
function useLookControls() {
  const signedIn = useSessionStore(isAuthenticated);
  const look = useThemeStore((state) => state.look);
  const dark = useThemeStore((state) => state.dark);
  const setLook = (next: Look) => {
    if (signedIn) void useSettingsStore.getState().setThemeMode(next === 'lcars' ? 2 : 1);
    else useThemeStore.getState().setLook(next);
  };
  const setDark = (next: boolean) => {
    if (signedIn) void useSettingsStore.getState().setDarkMode(next);
    else useThemeStore.getState().setDark(next);
  };
  return { look, dark, setLook, setDark };
}

interface ShellActionsProps {
  meta: RouteMeta;
  /** The bell: opens the notifications drawer (signed in and online only). */
  onOpenNotifications?: () => void;
}

/**
 * The app bar's controls: notifications bell with the unread badge, mute, dark
 * mode, look, the alert of the user's choice, a menu with every alert type (and, on a phone, the look and sound
 * controls), and the online/offline toggle when offline use is possible.
 */
export function ShellActions({ meta, onOpenNotifications }: ShellActionsProps) {
  const { look, dark, setLook, setDark } = useLookControls();
  const muted = useSoundStore((state) => state.muted);
  const setMuted = useSoundStore((state) => state.setMuted);
  const alertActive = useAlertStore((state) => state.alertActive);
  const alertType = useAlertStore((state) => state.alertType);
  const phone = useMediaQuery(mediaDown.sm);
  const isOffline = useOfflineStore((state) => state.isOffline);
  const offlineReady = useOfflineStore((state) => state.offlineReady);
  const offlineEnabled = useSettingsStore((state) => state.globalAppSettings.isOfflineEnabled);
  const signedIn = useSessionStore(isAuthenticated);

  // The button shows when offline use is enabled and its data ready, or when offline (to go back online).
  const canToggleOffline = signedIn && ((offlineEnabled && offlineReady) || isOffline);

  return (
    <div className={styles.actions}>
      {onOpenNotifications && signedIn && !isOffline && (
        <Suspense fallback={null}>
          <NotificationBell onPress={onOpenNotifications} />
        </Suspense>
      )}
      {!phone && (
        <>
          <IconButton label={muted ? 'Unmute sound' : 'Mute sound'} onPress={() => setMuted(!muted)}>
            <Icon name={muted ? 'mute' : 'volume'} />
          </IconButton>
          {look === 'material' && (
            <IconButton label={dark ? 'Light mode' : 'Dark mode'} onPress={() => setDark(!dark)}>
              <Icon name={dark ? 'light' : 'dark'} />
            </IconButton>
          )}
          <IconButton
            label={look === 'lcars' ? 'Material look' : 'LCARS look'}
            onPress={() => setLook(look === 'lcars' ? 'material' : 'lcars')}
          >
            <Icon name="look" />
          </IconButton>
        </>
      )}
      <IconButton
        label={alertButtonLabel(alertType, alertActive)}
        aria-pressed={alertActive}
        onPress={() => {
          const alert = useAlertStore.getState();
          if (alert.alertActive) alert.lower();
          else alert.raise();
        }}
      >
        <Icon name="alert" />
      </IconButton>
      <Suspense
        fallback={
          <IconButton label="More actions" isDisabled>
            <Icon name="more" />
          </IconButton>
        }
      >
        <MoreActionsMenu
          phone={phone}
          muted={muted}
          dark={dark}
          look={look}
          onMute={() => setMuted(!muted)}
          onDark={() => setDark(!dark)}
          onLook={() => setLook(look === 'lcars' ? 'material' : 'lcars')}
        />
      </Suspense>
      {canToggleOffline && (
        <IconButton
          label={isOffline ? 'Go online' : 'Go offline'}
          onPress={() =>
            void useOfflineStore
              .getState()
              .toggleOffline(meta.allowOffline === true, (message) =>
                confirmDialog({ text: message, verbatim: true }),
              )
          }
        >
          <Icon name={isOffline ? 'cloudOff' : 'cloud'} />
        </IconButton>
      )}
    </div>
  );
}
