// Ticking a shopping list in the shop, with or without a network. A tick changes the device's copy at once and
// is kept as a change (the item, ticked or not, when) until the server accepts it: sent at once when the
// server answers, else when the network comes back. The server applies each change last-write-wins by its
// time (docs/decisions.md, "Shopping lists: last write wins per item"), so ticks synced late never undo a
// later tick of someone else. The tables are Recipes' own (offlineTables.ts), emptied at logout like the rest.
import { HTTPError } from 'ky';
import { create } from 'zustand';
import * as calls from '@lcars/contract/recipes';
import type { ShoppingChange, ShoppingList, ShoppingListSummary } from '@lcars/contract/recipes';
import { call } from '../../../core/call';
import { localTable } from '../../../core/offline/tables';
import { useNetworkStore } from '../../../core/stores/network';
import { useOfflineStore } from '../../../core/stores/offline';
import { RecipeTable } from '../offlineTables';

export interface PendingChange extends ShoppingChange {
  /** `listId:itemId`: one pending change per item (a later tick replaces an earlier one). */
  key: string;
  listId: number;
}

const lists = () => localTable<ShoppingList>(RecipeTable.shoppingList);
const changes = () => localTable<PendingChange>(RecipeTable.shoppingChange);

/** How many changes wait to be sent, by list: the page says "2 ticks waiting to sync". */
export const useShoppingSyncStore = create<{ pending: Record<number, number>; syncing: boolean }>()(() => ({
  pending: {},
  syncing: false,
}));

/** The changes of one list that wait, oldest first. */
export async function pendingOf(listId: number): Promise<PendingChange[]> {
  return (await changes().all())
    .filter((change) => change.listId === listId)
    .sort((a, b) => a.changedAt.localeCompare(b.changedAt));
}

async function countPending(listId: number): Promise<void> {
  const count = (await pendingOf(listId)).length;
  useShoppingSyncStore.setState((state) => ({ pending: { ...state.pending, [listId]: count } }));
}

/** The list with the device's waiting ticks on top of it (what the user sees until the server agrees). */
export function withChanges(list: ShoppingList, pending: readonly ShoppingChange[]): ShoppingList {
  if (pending.length === 0) return list;
  const latest = new Map(pending.map((change) => [change.itemId, change]));
  return {
    ...list,
    items: list.items.map((item) => {
      const change = latest.get(item.id);
      return change ? { ...item, checked: change.checked, checkedAt: change.changedAt } : item;
    }),
  };
}

/** Keeps the server's list on the device, for the shop without a network. */
export async function keepList(list: ShoppingList): Promise<void> {
  await lists().save(list.id, list);
}

/**
 * Replaces the device's lists with every list the user sees (the Recipes preload, and its refresh back online):
 * a list opened for the first time offline is there too. A list no longer shared goes; ticks still waiting
 * stay (they are sent, or dropped on the server's 404, by the next sync).
 */
export async function keepAllLists(all: readonly ShoppingList[]): Promise<void> {
  await lists().clear();
  await lists().saveMany(all);
}

/** The lists kept on the device as the lists page shows them, waiting ticks counted, in title order. */
export async function listsOnDevice(): Promise<ShoppingListSummary[]> {
  const [kept, waiting] = await Promise.all([lists().all(), changes().all()]);
  return kept
    .map((list) => {
      const { items, ...summary } = withChanges(
        list,
        waiting.filter((change) => change.listId === list.id),
      );
      return { ...summary, checkedCount: items.filter((item) => item.checked).length };
    })
    .sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id);
}

/** The device's copy of a list with its waiting ticks, or null when the device has none. */
export async function listOnDevice(listId: number): Promise<ShoppingList | null> {
  const kept = await lists().get(listId);
  if (!kept) return null;
  await countPending(listId);
  return withChanges(kept, await pendingOf(listId));
}

/** Whether to try the server: not in offline mode, and the network not known to be down. */
export const mayReachServer = (): boolean =>
  !useOfflineStore.getState().isOffline && useNetworkStore.getState().connected;

/** Records a tick on the device (now, or at `at`): the copy changes and the change waits for the server. */
export async function recordTick(
  listId: number,
  itemId: number,
  checked: boolean,
  at: Date = new Date(),
): Promise<ShoppingList | null> {
  const change: PendingChange = {
    key: `${listId}:${itemId}`,
    listId,
    itemId,
    checked,
    changedAt: at.toISOString(),
  };
  await changes().save(change.key, change);
  return listOnDevice(listId);
}

/**
 * Sends a list's waiting ticks and keeps the server's answer. No answer (no network): they keep waiting and
 * null is answered. A refusal (the list was deleted or unshared: 404): they are dropped with the copy, since no
 * later try can succeed. A tick made while the sync ran stays for the next one.
 */
export async function syncList(listId: number): Promise<ShoppingList | null> {
  const pending = await pendingOf(listId);
  let refusal: unknown = null;
  const answer = await call(
    calls.shoppingSync,
    {
      params: { id: listId },
      body: { changes: pending.map(({ itemId, checked, changedAt }) => ({ itemId, checked, changedAt })) },
    },
    { toastOnError: false, toastOnNoAnswer: false, error: (error) => (refusal = error) },
  );
  if (!answer) {
    if (refusal instanceof HTTPError) {
      await changes().removeMany(pending.map((change) => change.key));
      await lists().remove(listId);
      await countPending(listId);
    }
    return null;
  }
  const now = new Map((await pendingOf(listId)).map((change) => [change.key, change.changedAt]));
  await changes().removeMany(
    pending.filter((change) => now.get(change.key) === change.changedAt).map((change) => change.key),
  );
  await keepList(answer.list);
  return listOnDevice(listId);
}

/** Sends the waiting ticks of every list (back online); resolves how many lists were brought up to date. */
export async function syncAll(): Promise<number> {
  const listIds = [...new Set((await changes().all()).map((change) => change.listId))];
  if (listIds.length === 0 || useShoppingSyncStore.getState().syncing) return 0;
  useShoppingSyncStore.setState({ syncing: true });
  try {
    let synced = 0;
    for (const listId of listIds) if ((await syncList(listId)) !== null) synced += 1;
    return synced;
  } finally {
    useShoppingSyncStore.setState({ syncing: false });
  }
}

let watching = false;

/** Sends the waiting ticks whenever the network comes back or offline mode ends (once per page load). */
export function watchForReconnect(onSynced: () => void): () => void {
  if (watching) return () => undefined;
  watching = true;
  const trySync = () => {
    if (mayReachServer()) void syncAll().then((count) => count > 0 && onSynced());
  };
  const stopNetwork = useNetworkStore.subscribe((state, before) => {
    if (state.connected && !before.connected) trySync();
  });
  const stopOffline = useOfflineStore.subscribe((state, before) => {
    if (!state.isOffline && before.isOffline) trySync();
  });
  const onOnline = () => trySync();
  globalThis.addEventListener?.('online', onOnline);
  return () => {
    watching = false;
    stopNetwork();
    stopOffline();
    globalThis.removeEventListener?.('online', onOnline);
  };
}
