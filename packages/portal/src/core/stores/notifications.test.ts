import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestOf, type CallInput, type Endpoint, type Notification } from '@lcars/contract';
import {
  createNotificationsStore,
  DELETE_FAILED,
  TOGGLE_READ_FAILED,
  TOGGLE_READ_FAILED_DRAWER,
  type NotificationsDeps,
} from './notifications';

const note = (id: number, hasRead = false): Notification => ({
  id,
  notificationTitle: `N${id}`,
  notificationMessage: '',
  notificationDate: '2026-01-01',
  isPlainText: true,
  hasRead,
  isVisible: true,
  priorityId: 3,
  severityId: 2,
  senderUserName: 'admin',
});

function setup(answers: Record<string, unknown>, offline = false) {
  const calls: string[] = [];
  const deps = {
    request: vi.fn((endpoint: Endpoint, input: CallInput<Endpoint>): Promise<unknown> => {
      const { method, path } = requestOf(endpoint, input);
      const route = `${method.toLowerCase()} ${path.replace(/\/\d+$/, '/{rand}')}`;
      calls.push(route);
      const answer = answers[route];
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    }) as unknown as NotificationsDeps['request'],
    isOffline: () => offline,
    onIncoming: vi.fn(),
    toast: vi.fn(),
    random: () => 0.5,
  } satisfies NotificationsDeps;
  return { store: createNotificationsStore(deps), deps, calls };
}

describe('notifications store', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('loads recent notifications, counts the unread and plays the incoming sound', async () => {
    const { store, deps } = setup({ 'post user-notifications/recent': [note(1), note(2)] });
    await store.getState().loadRecent();
    expect(store.getState().unreadCount).toBe(2);
    expect(deps.onIncoming).toHaveBeenCalledTimes(1);
  });

  it('plays nothing for an empty recent list', async () => {
    const { store, deps } = setup({ 'post user-notifications/recent': [] });
    await store.getState().loadRecent();
    expect(deps.onIncoming).not.toHaveBeenCalled();
  });

  it('loads nothing offline', async () => {
    const { store, calls } = setup({}, true);
    await store.getState().loadRecent();
    await store.getState().loadList();
    expect(calls).toEqual([]);
  });

  it('loads a page of the list with the default page and size', async () => {
    const { store, calls } = setup({
      'get user-notifications/list/true/5/1/{rand}': { records: [note(1)], total: 9 },
    });
    await store.getState().loadList();
    expect(calls).toEqual(['get user-notifications/list/true/5/1/{rand}']);
    expect(store.getState()).toMatchObject({ total: 9, loading: false });
  });

  it('toggles read optimistically and keeps it when the server confirms', async () => {
    const { store } = setup({ 'post user-notifications/1/read/toggle': true });
    store.setState({ list: [note(1)], recent: [note(1)], unreadCount: 1 });
    const pending = store.getState().toggleRead(1);
    expect(store.getState().list[0]?.hasRead).toBe(true);
    expect(store.getState().unreadCount).toBe(0);
    await expect(pending).resolves.toBe(true);
    expect(store.getState().list[0]?.hasRead).toBe(true);
  });

  it('reverts a toggle the server refuses, with the list or drawer message', async () => {
    const { store, deps } = setup({ 'post user-notifications/1/read/toggle': new Error('500') });
    store.setState({ list: [note(1)], recent: [note(1)], unreadCount: 1 });
    await expect(store.getState().toggleRead(1)).resolves.toBe(false);
    expect(store.getState().list[0]?.hasRead).toBe(false);
    expect(store.getState().unreadCount).toBe(1);
    expect(deps.toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: TOGGLE_READ_FAILED }));

    const refused = setup({ 'post user-notifications/1/read/toggle': false });
    refused.store.setState({ list: [note(1)] });
    await refused.store.getState().toggleRead(1, 'drawer');
    expect(refused.store.getState().list[0]?.hasRead).toBe(false);
    expect(refused.deps.toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: TOGGLE_READ_FAILED_DRAWER }),
    );
  });

  it('reloads the unpaged list (200 plus 0-10) after a delete', async () => {
    const { store, calls } = setup({
      'delete user-notifications/2/delete': true,
      'get user-notifications/list/false/205/1/{rand}': { records: [note(1)], total: 1 },
    });
    store.setState({ list: [note(1), note(2)], recent: [note(2)], unreadCount: 1 });
    await expect(store.getState().remove(2)).resolves.toBe(true);
    expect(calls).toEqual([
      'delete user-notifications/2/delete',
      'get user-notifications/list/false/205/1/{rand}',
    ]);
    expect(store.getState()).toMatchObject({ total: 1, unreadCount: 0 });
  });

  it('shows its fixed message when a delete fails', async () => {
    const { store, deps } = setup({ 'delete user-notifications/2/delete': new Error('500') });
    await expect(store.getState().remove(2)).resolves.toBe(false);
    expect(deps.toast).toHaveBeenCalledWith(expect.objectContaining({ title: DELETE_FAILED }));
  });

  it('marks an opened notification read', async () => {
    const { store } = setup({ 'post user-notifications/3/read': true });
    store.setState({ list: [note(3)], recent: [note(3)], unreadCount: 1 });
    await store.getState().markRead(3);
    expect(store.getState()).toMatchObject({ unreadCount: 0, list: [{ hasRead: true }] });
  });
});
