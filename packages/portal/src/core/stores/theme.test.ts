import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { urlLookChoiceOf } from './theme';

/** A Storage over a Map, so the store's `lcars-user` writes can be read back. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

/** A fresh theme store, created as on a page opened at `search` with `stored` in local storage. */
async function storeOpenedAt(search: string, stored?: object) {
  const localStorage = memoryStorage();
  if (stored) localStorage.setItem('lcars-user', JSON.stringify(stored));
  vi.stubGlobal('localStorage', localStorage);
  vi.stubGlobal('location', { search });
  vi.resetModules();
  const { useThemeStore } = await import('./theme');
  return { store: useThemeStore, localStorage };
}

describe('urlLookChoiceOf (?look= and ?dark=)', () => {
  it('reads the look as a theme mode and dark as a flag', () => {
    expect(urlLookChoiceOf('?look=lcars')).toEqual({ themeMode: 2 });
    expect(urlLookChoiceOf('?look=material&dark=0')).toEqual({ themeMode: 1, darkMode: false });
    expect(urlLookChoiceOf('?dark=1')).toEqual({ darkMode: true });
    expect(urlLookChoiceOf('?dark=false')).toEqual({ darkMode: false });
  });

  it('names no choice without the parameters or with an unknown look', () => {
    expect(urlLookChoiceOf('')).toBeNull();
    expect(urlLookChoiceOf('?next=/money')).toBeNull();
    expect(urlLookChoiceOf('?look=neon')).toBeNull();
  });
});

describe('the theme store on a page opened with or without a look in its address', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('takes the address over the stored look, remembers it on this device, and keeps it for the account', async () => {
    const { store, localStorage } = await storeOpenedAt('?look=lcars', { themeMode: 1, darkMode: false });
    expect(store.getState()).toMatchObject({ look: 'lcars', dark: false, urlChoice: { themeMode: 2 } });
    expect(JSON.parse(localStorage.getItem('lcars-user') ?? '{}')).toEqual({ themeMode: 2, darkMode: false });

    // Handed over once: the next account to sign in on this page keeps its own look.
    expect(store.getState().takeUrlChoice()).toEqual({ themeMode: 2 });
    expect(store.getState().takeUrlChoice()).toBeNull();
  });

  it('without a choice in the address uses the stored look, else material and dark', async () => {
    const stored = await storeOpenedAt('', { themeMode: 2, darkMode: false });
    expect(stored.store.getState()).toMatchObject({ look: 'lcars', dark: false, urlChoice: null });
    const fresh = await storeOpenedAt('');
    expect(fresh.store.getState()).toMatchObject({ look: 'material', dark: true, urlChoice: null });
    expect(fresh.localStorage.getItem('lcars-user')).toBeNull();
  });

  it('keeps a look whose save the page before did not see end, for the account, under the address', async () => {
    const unsaved = { themeMode: 1, darkMode: false, unsaved: { themeMode: 1, darkMode: false } };
    const reloaded = await storeOpenedAt('', unsaved);
    expect(reloaded.store.getState()).toMatchObject({
      look: 'material',
      dark: false,
      urlChoice: { themeMode: 1, darkMode: false },
    });
    // Handed to the account once, it is forgot on the device: a look chosen later elsewhere is not undone.
    expect(reloaded.store.getState().takeUrlChoice()).toEqual({ themeMode: 1, darkMode: false });
    expect(JSON.parse(reloaded.localStorage.getItem('lcars-user') ?? '{}')).not.toHaveProperty('unsaved');
    // The address is the later choice.
    const addressed = await storeOpenedAt('?look=lcars', unsaved);
    expect(addressed.store.getState().urlChoice).toEqual({ themeMode: 2, darkMode: false });
  });

  it('forgets a look on its way once its save ends, but not a later one', async () => {
    const { store, localStorage } = await storeOpenedAt('');
    const stored = () => JSON.parse(localStorage.getItem('lcars-user') ?? '{}') as { unsaved?: unknown };
    store.getState().markUnsaved({ themeMode: 1, darkMode: false });
    store.getState().markUnsaved({ themeMode: 2, darkMode: false });
    store.getState().markSaved({ themeMode: 1, darkMode: false });
    expect(stored().unsaved).toEqual({ themeMode: 2, darkMode: false });
    store.getState().markSaved({ themeMode: 2, darkMode: false });
    expect(stored().unsaved).toBeUndefined();
  });
});
