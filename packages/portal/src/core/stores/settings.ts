import { create } from 'zustand';
import { DEFAULT_GLOBAL_APP_SETTINGS, requestOf, setDarkMode, setThemeMode } from '@lcars/contract';
import type { GlobalAppSettings } from '@lcars/contract';
import { api } from '../api';
import { updateStoredAccountContext } from '../offline/readiness';
import { useOfflineStore } from './offline';
import { useThemeStore, type UrlLookChoice } from './theme';

type ThemeMode = GlobalAppSettings['themeMode'];

interface SettingsState {
  /** The signed-in user's global app settings, defaults before sign-in. */
  globalAppSettings: GlobalAppSettings;
  /**
   * Takes the settings of a freshly loaded account context; the account's look takes over the theme, unless
   * this page was opened with a look in its address (`?look=`, `?dark=`): that is the user's latest choice, so
   * it wins and is saved like a toggle (server online, and the device's copy). Resolves false when saving
   * that choice failed (the account's look is back then).
   */
  hydrate: (settings: GlobalAppSettings) => Promise<boolean>;
  reset: () => void;
  /**
   * Toggles dark mode: on the server when online, in the device's copy of the account offline (online too,
   * once the server has it, so going offline keeps it). Resolves false on failure.
   */
  setDarkMode: (dark: boolean) => Promise<boolean>;
  /** Switches theme mode (1 material, 2 lcars), the same way. */
  setThemeMode: (mode: ThemeMode) => Promise<boolean>;
}

const darkModePath = (dark: boolean) =>
  requestOf(setDarkMode, { params: { value: dark ? 'true' : 'false' } }).path;
const themeModePath = (mode: ThemeMode) =>
  requestOf(setThemeMode, { params: { value: mode === 2 ? '2' : '1' } }).path;

/** What an address's look choice changes in the account's settings; empty when it matches them. */
export function urlChoiceChanges(
  settings: Pick<GlobalAppSettings, 'darkMode' | 'themeMode'>,
  choice: UrlLookChoice | null,
): Partial<Pick<GlobalAppSettings, 'darkMode' | 'themeMode'>> {
  const changes: Partial<Pick<GlobalAppSettings, 'darkMode' | 'themeMode'>> = {};
  if (choice?.themeMode !== undefined && choice.themeMode !== settings.themeMode) {
    changes.themeMode = choice.themeMode;
  }
  if (choice?.darkMode !== undefined && choice.darkMode !== settings.darkMode) {
    changes.darkMode = choice.darkMode;
  }
  return changes;
}

function applyLook(settings: Pick<GlobalAppSettings, 'darkMode' | 'themeMode'>): void {
  const theme = useThemeStore.getState();
  theme.setLook(settings.themeMode === 2 ? 'lcars' : 'material');
  theme.setDark(settings.darkMode);
}

/**
 * The device's copy of the account takes the change too: offline it is the only place the change is kept
 * until the next sync; online it would otherwise bring the older look back once the portal goes offline.
 */
async function saveLocalCopy(settings: GlobalAppSettings): Promise<void> {
  await updateStoredAccountContext((stored) => ({ ...stored, globalAppSettings: settings }));
}

export const useSettingsStore = create<SettingsState>()((set, get) => {
  /**
   * Applies a change at once (the look follows), then persists it, one call per path; a refused change is
   * rolled back.
   */
  async function change(patch: Partial<GlobalAppSettings>, paths: readonly string[]): Promise<boolean> {
    const before = get().globalAppSettings;
    const after = { ...before, ...patch };
    set({ globalAppSettings: after });
    applyLook(after);
    const offline = useOfflineStore.getState().isOffline;
    // A reload before the server has it keeps the choice on this device, and saves it then (theme store).
    const look = { themeMode: after.themeMode, darkMode: after.darkMode };
    const theme = useThemeStore.getState();
    if (!offline) theme.markUnsaved(look);
    try {
      if (offline) await saveLocalCopy(after);
      else for (const path of paths) await api.post(path);
    } catch (error) {
      console.error(`Saving the setting ${paths.join(', ')} failed.`, error);
      set({ globalAppSettings: before });
      applyLook(before);
      return false;
    } finally {
      if (!offline) theme.markSaved(look);
    }
    // Saved on the server: a failure to update the device's copy does not undo that.
    if (!offline) {
      await saveLocalCopy(after).catch((error: unknown) =>
        console.error("Updating the device's copy of the account failed.", error),
      );
    }
    return true;
  }

  return {
    globalAppSettings: DEFAULT_GLOBAL_APP_SETTINGS,
    hydrate(settings) {
      set({ globalAppSettings: settings });
      const changes = urlChoiceChanges(settings, useThemeStore.getState().takeUrlChoice());
      if (Object.keys(changes).length === 0) {
        applyLook(settings);
        return Promise.resolve(true);
      }
      const paths = [
        ...(changes.themeMode !== undefined ? [themeModePath(changes.themeMode)] : []),
        ...(changes.darkMode !== undefined ? [darkModePath(changes.darkMode)] : []),
      ];
      return change(changes, paths);
    },
    reset() {
      set({ globalAppSettings: DEFAULT_GLOBAL_APP_SETTINGS });
    },
    setDarkMode: (dark) => change({ darkMode: dark }, [darkModePath(dark)]),
    setThemeMode: (mode) => change({ themeMode: mode }, [themeModePath(mode)]),
  };
});
