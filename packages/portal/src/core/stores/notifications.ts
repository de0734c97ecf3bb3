import { createStore, useStore } from 'zustand';
import {
  deleteUserNotification,
  listUserNotifications,
  readUserNotification,
  recentUserNotifications,
  toggleUserNotificationRead,
  type CallInput,
  type Endpoint,
  type Notification,
  type ResponseOf,
} from '@lcars/contract';
import { send } from '../call';
import { ERROR_TOAST_DURATION, pushToast, type ToastInput } from './toasts';
import { useOfflineStore } from './offline';
import { useSoundStore } from './sound';

/** The product's messages, word for word (the list's lacks a space after the full stop; kept as written). */
export const TOGGLE_READ_FAILED = 'Unable to toggle notification read.See console for error.';
export const TOGGLE_READ_FAILED_DRAWER = 'Unable to toggle notification read.';
export const DELETE_FAILED = 'Unable to delete notification. See console for error.';

/** The notification paging request defaults. */
export const NOTIFICATION_PAGE_SIZE = 5;
/** After a delete the whole list reloads unpaged: 200 plus a random 0-10 (it defeats caches). */
export const UNPAGED_LIST_SIZE = 200;

export type NotificationSource = 'list' | 'drawer';

export interface NotificationsDeps {
  /** Sends a call of a descriptor, resolving its JSON answer; rejects on failure. */
  request: <E extends Endpoint>(endpoint: E, input: CallInput<E>) => Promise<ResponseOf<E>>;
  isOffline: () => boolean;
  /** A non-empty "recent" answer: plays the incoming-message sound. */
  onIncoming: (recent: Notification[]) => void;
  toast: (toast: ToastInput) => void;
  random: () => number;
}

export interface NotificationsState {
  /** The notification list (one page, or everything after a reload). */
  list: Notification[];
  total: number;
  /** Unread, visible notifications, newest first (the bell and the drawer). */
  recent: Notification[];
  unreadCount: number;
  loading: boolean;
  loadRecent: () => Promise<void>;
  loadList: (pageNumber?: number, pageSize?: number) => Promise<void>;
  /** Every notification, unpaged (after a delete). */
  reloadAll: () => Promise<void>;
  /** Flips read at once and reverts if the server does not confirm. */
  toggleRead: (id: number, source?: NotificationSource) => Promise<boolean>;
  /** Marks one read when it is opened in the detail dialog. */
  markRead: (id: number) => Promise<void>;
  remove: (id: number) => Promise<boolean>;
  clear: () => void;
}

const unreadOf = (recent: Notification[]): number =>
  recent.filter((notification) => !notification.hasRead).length;

const flip = (notifications: Notification[], id: number): Notification[] =>
  notifications.map((notification) =>
    notification.id === id ? { ...notification, hasRead: !notification.hasRead } : notification,
  );

const errorToast = (title: string): ToastInput => ({ type: 'error', title, duration: ERROR_TOAST_DURATION });

export function createNotificationsStore(deps: NotificationsDeps) {
  const rand = (): number => Math.floor(deps.random() * 1_000_000);

  const store = createStore<NotificationsState>()((set, get) => ({
    list: [],
    total: 0,
    recent: [],
    unreadCount: 0,
    loading: false,

    async loadRecent() {
      // Notifications load only online.
      if (deps.isOffline()) return;
      try {
        const recent = await deps.request(recentUserNotifications, {});
        set({ recent, unreadCount: unreadOf(recent) });
        if (recent.length > 0) deps.onIncoming(recent);
      } catch (error) {
        console.error('Loading recent notifications failed.', error);
      }
    },

    async loadList(pageNumber = 1, pageSize = NOTIFICATION_PAGE_SIZE) {
      await loadPage(true, pageSize, pageNumber);
    },

    async reloadAll() {
      await loadPage(false, UNPAGED_LIST_SIZE + Math.floor(deps.random() * 11), 1);
    },

    async toggleRead(id, source = 'list') {
      const before = get();
      const recent = flip(before.recent, id);
      set({ list: flip(before.list, id), recent, unreadCount: unreadOf(recent) });
      const revert = (error: unknown): false => {
        console.error(`Toggling read of notification ${id} failed.`, error);
        const current = get();
        const reverted = flip(current.recent, id);
        set({ list: flip(current.list, id), recent: reverted, unreadCount: unreadOf(reverted) });
        deps.toast(errorToast(source === 'drawer' ? TOGGLE_READ_FAILED_DRAWER : TOGGLE_READ_FAILED));
        return false;
      };
      try {
        const ok = await deps.request(toggleUserNotificationRead, { params: { id } });
        return ok === true ? true : revert('The server did not confirm.');
      } catch (error) {
        return revert(error);
      }
    },

    async markRead(id) {
      const mark = (notifications: Notification[]) =>
        notifications.map((notification) =>
          notification.id === id ? { ...notification, hasRead: true } : notification,
        );
      try {
        if ((await deps.request(readUserNotification, { params: { id } })) !== true) return;
        const recent = mark(get().recent);
        set({ list: mark(get().list), recent, unreadCount: unreadOf(recent) });
      } catch (error) {
        console.error(`Marking notification ${id} read failed.`, error);
      }
    },

    async remove(id) {
      try {
        const ok = await deps.request(deleteUserNotification, { params: { id } });
        if (ok !== true) throw new Error('The server did not confirm.');
        const recent = get().recent.filter((notification) => notification.id !== id);
        set({ recent, unreadCount: unreadOf(recent) });
        await get().reloadAll();
        return true;
      } catch (error) {
        console.error(`Deleting notification ${id} failed.`, error);
        deps.toast(errorToast(DELETE_FAILED));
        return false;
      }
    },

    clear() {
      set({ list: [], total: 0, recent: [], unreadCount: 0 });
    },
  }));
  return store;

  async function loadPage(usePaging: boolean, pageSize: number, pageNumber: number): Promise<void> {
    if (deps.isOffline()) return;
    store.setState({ loading: true });
    try {
      const page = await deps.request(listUserNotifications, {
        params: { usePaging: usePaging ? 'true' : 'false', pageSize, pageNumber, rand: String(rand()) },
      });
      store.setState({ list: page.records, total: page.total });
    } catch (error) {
      console.error('Loading notifications failed.', error);
    } finally {
      store.setState({ loading: false });
    }
  }
}

/** The portal's notifications: calls without automatic toasts (the store shows its own messages). */
export const notificationsStore = createNotificationsStore({
  request: (endpoint, input) => send(endpoint, input, { context: { toastOnError: false } }).json(),
  isOffline: () => useOfflineStore.getState().isOffline,
  onIncoming: () => useSoundStore.getState().play('incoming-message'),
  toast: pushToast,
  random: Math.random,
});

export function useNotificationsStore<T>(selector: (state: NotificationsState) => T): T {
  return useStore(notificationsStore, selector);
}
