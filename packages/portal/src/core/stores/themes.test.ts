import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Theme } from '@lcars/contract';

const get = vi.fn<(path: string) => { json: () => Promise<unknown> }>();
vi.mock('../api', () => ({ api: (path: string) => get(path) }));

const { useThemeListStore } = await import('./themes');
const { useOfflineStore } = await import('./offline');
const { localTable, memoryBackend, setTableBackendFactory } = await import('../offline/tables');

const theme = (id: number, title: string): Theme => ({
  id,
  title,
  narrative: '',
  isBuiltIn: false,
  isUserOwned: true,
  allowUseByOtherUsers: false,
  dark: true,
  createdById: 7,
  themeColors: [],
});

const answer = (themes: Theme[]) => ({ json: () => Promise.resolve(themes) });

describe('the theme list the shell applies app themes from', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    setTableBackendFactory(() => memoryBackend());
    useOfflineStore.setState({ isOffline: false });
    useThemeListStore.getState().clear();
  });

  it('online, loads theme/list once for concurrent callers and keeps it on the device', async () => {
    get.mockReturnValue(answer([theme(11, 'Crimson')]));
    await Promise.all([useThemeListStore.getState().load(), useThemeListStore.getState().load()]);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('theme/list');
    expect(useThemeListStore.getState()).toMatchObject({ status: 'loaded', themes: [{ id: 11 }] });
    expect((await localTable<Theme>('theme').all()).map((stored) => stored.title)).toEqual(['Crimson']);
  });

  it('offline, reads the device copy and calls nothing', async () => {
    await localTable<Theme>('theme').saveMany([theme(12, 'Kept')]);
    useOfflineStore.setState({ isOffline: true });
    await useThemeListStore.getState().load();
    expect(get).not.toHaveBeenCalled();
    expect(useThemeListStore.getState().themes.map((stored) => stored.title)).toEqual(['Kept']);
  });

  it('a failed load leaves the list empty and does not retry by itself', async () => {
    get.mockReturnValue({ json: () => Promise.reject(new Error('500')) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await useThemeListStore.getState().load();
    expect(useThemeListStore.getState()).toMatchObject({ status: 'failed', themes: [] });
  });

  it('a load still running at sign-out does not fill the next user’s list', async () => {
    let resolve: (themes: Theme[]) => void = () => undefined;
    get.mockReturnValue({ json: () => new Promise<Theme[]>((done) => (resolve = done)) });
    const load = useThemeListStore.getState().load();
    useThemeListStore.getState().clear();
    resolve([theme(11, 'Previous user')]);
    await load;
    expect(useThemeListStore.getState()).toMatchObject({ status: 'idle', themes: [] });
  });

  it('adopts a list loaded by the theme settings page', () => {
    useThemeListStore.getState().adopt([theme(13, 'Fresh')]);
    expect(useThemeListStore.getState()).toMatchObject({ status: 'loaded', themes: [{ id: 13 }] });
  });
});
