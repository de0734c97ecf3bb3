import { create } from 'zustand';
import { readStored, StorageKey, writeStored } from '../storage';

export type Look = 'material' | 'lcars';

/** Theme mode numbers of the spec: 1 material, 2 lcars. */
const lookOfMode = (mode: unknown): Look | null => (mode === 2 ? 'lcars' : mode === 1 ? 'material' : null);

interface StoredLook {
  themeMode?: 1 | 2;
  darkMode?: boolean;
}

interface ThemeState {
  look: Look;
  /** Material may be light or dark; lcars is always dark. Dark is the spec's default. */
  dark: boolean;
  setLook: (look: Look) => void;
  setDark: (dark: boolean) => void;
}

function readStoredLook(): StoredLook {
  try {
    const parsed: unknown = JSON.parse(readStored('local', StorageKey.lcarsUser) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

function persist(look: Look, dark: boolean): void {
  const stored: StoredLook = { ...readStoredLook(), themeMode: look === 'lcars' ? 2 : 1, darkMode: dark };
  writeStored('local', StorageKey.lcarsUser, JSON.stringify(stored));
}

/**
 * The look before the account's own settings take over: `?look=lcars|material` (and `?dark=0|1`) choose
 * it and are remembered on this device; otherwise the stored choice; otherwise material, dark.
 */
function initialLook(): { look: Look; dark: boolean } {
  const query = new URLSearchParams(globalThis.location?.search ?? '');
  const stored = readStoredLook();
  const queryLook = query.get('look');
  const queryDark = query.get('dark');
  const look: Look =
    queryLook === 'lcars' || queryLook === 'material'
      ? queryLook
      : (lookOfMode(stored.themeMode) ?? 'material');
  const dark = queryDark === null ? (stored.darkMode ?? true) : queryDark !== '0' && queryDark !== 'false';
  if (queryLook !== null || queryDark !== null) persist(look, dark);
  return { look, dark };
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  ...initialLook(),
  setLook(look) {
    persist(look, get().dark);
    set({ look });
  },
  setDark(dark) {
    persist(get().look, dark);
    set({ dark });
  },
}));
