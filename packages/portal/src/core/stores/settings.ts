import { create } from 'zustand';
import { DEFAULT_GLOBAL_APP_SETTINGS } from '@lcars/api/contract';
import type { AccountContext, GlobalAppSettings } from '@lcars/api/contract';
import { api } from '../api';
import { localTable, OfflineTable } from '../offline/tables';
import { useOfflineStore } from './offline';
import { useThemeStore } from './theme';

type ThemeMode = GlobalAppSettings['themeMode'];

interface SettingsState {
  /** The signed-in user's global app settings (platform.md section 3), defaults before sign-in. */
  globalAppSettings: GlobalAppSettings;
  /** Takes the settings of a freshly loaded account context; the account's look takes over the theme. */
  hydrate: (settings: GlobalAppSettings) => void;
  reset: () => void;
  /** Toggles dark mode: on the server when online, in the device's copy offline. Resolves false on failure. */
  setDarkMode: (dark: boolean) => Promise<boolean>;
  /** Switches theme mode (1 material, 2 lcars), the same way. */
  setThemeMode: (mode: ThemeMode) => Promise<boolean>;
}

function applyLook(settings: Pick<GlobalAppSettings, 'darkMode' | 'themeMode'>): void {
  const theme = useThemeStore.getState();
  theme.setLook(settings.themeMode === 2 ? 'lcars' : 'material');
  theme.setDark(settings.darkMode);
}

/** Offline the change is kept in the device's account context, so it survives until the next sync. */
async function saveLocalCopy(settings: GlobalAppSettings): Promise<void> {
  const table = localTable<AccountContext>(OfflineTable.accountContext);
  const stored = await table.get(1);
  if (stored) await table.save(1, { ...stored, globalAppSettings: settings });
}

export const useSettingsStore = create<SettingsState>()((set, get) => {
  /** Applies a change at once (the look follows), then persists it; a refused change is rolled back. */
  async function change(patch: Partial<GlobalAppSettings>, path: string): Promise<boolean> {
    const before = get().globalAppSettings;
    const after = { ...before, ...patch };
    set({ globalAppSettings: after });
    applyLook(after);
    try {
      if (useOfflineStore.getState().isOffline) await saveLocalCopy(after);
      else await api.post(path);
      return true;
    } catch (error) {
      console.error(`Saving the setting ${path} failed.`, error);
      set({ globalAppSettings: before });
      applyLook(before);
      return false;
    }
  }

  return {
    globalAppSettings: DEFAULT_GLOBAL_APP_SETTINGS,
    hydrate(settings) {
      set({ globalAppSettings: settings });
      applyLook(settings);
    },
    reset() {
      set({ globalAppSettings: DEFAULT_GLOBAL_APP_SETTINGS });
    },
    setDarkMode: (dark) => change({ darkMode: dark }, `account/darkmode/${dark}/1`),
    setThemeMode: (mode) => change({ themeMode: mode }, `account/theme-mode/${mode}/1`),
  };
});
