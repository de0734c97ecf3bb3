import { create } from 'zustand';
import { readStored, StorageKey, writeStored } from '../storage';

export type Look = 'material' | 'lcars';

/** Theme mode numbers, as stored: 1 material, 2 lcars. */
const lookOfMode = (mode: unknown): Look | null => (mode === 2 ? 'lcars' : mode === 1 ? 'material' : null);

/** A look chosen in the address (`?look=lcars|material`: theme mode 2 or 1, and `?dark=0|1`) or on this device. */
export interface UrlLookChoice {
  themeMode?: 1 | 2;
  darkMode?: boolean;
}

interface StoredLook extends UrlLookChoice {
  /**
   * The look last chosen on this device while its save to the account was on its way: a page reloaded or closed
   * before the save arrived keeps it, and saves it when the account's settings come (as an address's choice).
   */
  unsaved?: UrlLookChoice;
}

interface ThemeState {
  look: Look;
  /** Material may be light or dark; lcars is always dark. Dark is the default. */
  dark: boolean;
  /**
   * The look this page was opened with in its address, or one chosen on this device that the account had not
   * saved when the page before was left, until the account's settings arrive: it is the user's latest choice,
   * so it wins over the account's saved look and is saved to the account (settings store).
   */
  urlChoice: UrlLookChoice | null;
  setLook: (look: Look) => void;
  setDark: (dark: boolean) => void;
  /** Hands the address's choice over once (to the first account that signs in on this page) and forgets it. */
  takeUrlChoice: () => UrlLookChoice | null;
  /** Remembers on this device a look on its way to the account (StoredLook.unsaved). */
  markUnsaved: (choice: UrlLookChoice) => void;
  /** The account's save of `choice` ended: forgets it, unless a later choice is on its way. */
  markSaved: (choice: UrlLookChoice) => void;
}

/** The look a query string asks for; null when it names none (unknown values are ignored). */
export function urlLookChoiceOf(search: string): UrlLookChoice | null {
  const query = new URLSearchParams(search);
  const look = query.get('look');
  const dark = query.get('dark');
  const choice: UrlLookChoice = {};
  if (look === 'lcars' || look === 'material') choice.themeMode = look === 'lcars' ? 2 : 1;
  if (dark !== null) choice.darkMode = dark !== '0' && dark !== 'false';
  return Object.keys(choice).length > 0 ? choice : null;
}

function readStoredLook(): StoredLook {
  try {
    const parsed: unknown = JSON.parse(readStored('local', StorageKey.lcarsUser) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

/** The two lcars theme flags (and a look on its way to the account) live in local storage under `lcars-user`. */
function persist(look: Look, dark: boolean): void {
  writeLook({ ...readStoredLook(), themeMode: look === 'lcars' ? 2 : 1, darkMode: dark });
}

function writeLook(stored: StoredLook): void {
  writeStored('local', StorageKey.lcarsUser, JSON.stringify(stored));
}

const sameChoice = (a: UrlLookChoice | undefined, b: UrlLookChoice): boolean =>
  a?.themeMode === b.themeMode && a?.darkMode === b.darkMode;

/** Forgets the look on its way to the account, unless a later one is (see ThemeState.markSaved). */
function markSaved(choice: UrlLookChoice): void {
  const stored = readStoredLook();
  if (!sameChoice(stored.unsaved, choice)) return;
  delete stored.unsaved;
  writeLook(stored);
}

/**
 * The look before the account's own settings arrive: `?look=lcars|material` (and `?dark=0|1`) choose it and
 * are remembered on this device; otherwise the stored choice; otherwise material, dark. The address's choice
 * also outlives the arrival of the account's settings (see `urlChoice`).
 */
function initialLook(): { look: Look; dark: boolean; urlChoice: UrlLookChoice | null } {
  const address = urlLookChoiceOf(globalThis.location?.search ?? '');
  const stored = readStoredLook();
  const urlChoice = address || stored.unsaved ? { ...stored.unsaved, ...address } : null;
  const look = lookOfMode(urlChoice?.themeMode) ?? lookOfMode(stored.themeMode) ?? 'material';
  const dark = urlChoice?.darkMode ?? stored.darkMode ?? true;
  if (urlChoice) persist(look, dark);
  return { look, dark, urlChoice };
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
  takeUrlChoice() {
    const { urlChoice } = get();
    if (urlChoice) set({ urlChoice: null });
    // Handed over: the account saves it now or has it already. Kept, it would override a look chosen later on
    // another device at this device's next load.
    const stored = readStoredLook();
    if (stored.unsaved) markSaved(stored.unsaved);
    return urlChoice;
  },
  markUnsaved(choice) {
    writeLook({ ...readStoredLook(), unsaved: choice });
  },
  markSaved,
}));
