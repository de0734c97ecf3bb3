import { create } from 'zustand';
import { listThemes, type Theme } from '@lcars/contract';
import { send } from '../call';
import { localTable, OfflineTable } from '../offline/tables';
import { useOfflineStore } from './offline';

type ThemeListStatus = 'idle' | 'loading' | 'loaded' | 'failed';

interface ThemeListState {
  /** The themes the signed-in user may use: built-in, their own and those others share (GET theme/list). */
  themes: Theme[];
  status: ThemeListStatus;
  /**
   * Loads the list: from the server online (and keeps it in the device's `theme` table), from that table
   * offline. Concurrent calls share one load.
   */
  load: () => Promise<void>;
  /** Takes a list loaded elsewhere (the theme settings page, after a save). */
  adopt: (themes: Theme[]) => void;
  /** Forgets the list (sign-out). */
  clear: () => void;
}

let loading: Promise<void> | null = null;
/** Moves on with every clear: a load that started for the previous user does not fill the list. */
let generation = 0;

async function fetchThemes(offline: boolean): Promise<Theme[]> {
  const table = localTable<Theme>(OfflineTable.theme);
  if (offline) return table.all();
  const themes = await send(listThemes, {}, { context: { toastOnError: false } }).json();
  await table
    .clear()
    .then(() => table.saveMany(themes))
    .catch((error: unknown) => console.error('Keeping the themes on this device failed.', error));
  return themes;
}

/** The user's themes, for the shell to apply the theme chosen for the current app. */
export const useThemeListStore = create<ThemeListState>()((set) => ({
  themes: [],
  status: 'idle',
  load() {
    loading ??= (async () => {
      const started = generation;
      set({ status: 'loading' });
      try {
        const themes = await fetchThemes(useOfflineStore.getState().isOffline);
        if (started === generation) set({ themes, status: 'loaded' });
      } catch (error) {
        // The shell then keeps the global look; the next sign-in tries again.
        console.error('Loading the themes failed.', error);
        if (started === generation) set({ status: 'failed' });
      } finally {
        loading = null;
      }
    })();
    return loading;
  },
  adopt(themes) {
    set({ themes, status: 'loaded' });
  },
  clear() {
    generation += 1;
    loading = null;
    set({ themes: [], status: 'idle' });
  },
}));
