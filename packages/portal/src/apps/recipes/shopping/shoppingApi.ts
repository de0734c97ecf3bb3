// The shopping list calls through the portal's call wrapper (failures toast and resolve undefined). Reads of
// the lists and of one list fall back to the device's copy when the server cannot be reached or the portal is offline.
import * as calls from '@lcars/contract/recipes';
import type { ShoppingList, ShoppingListSaveRequest } from '@lcars/contract/recipes';
import { call } from '../../../core/call';
import { useNetworkStore } from '../../../core/stores/network';
import { keepList, listOnDevice, listsOnDevice, mayReachServer, pendingOf, syncList } from './shoppingSync';

/** A list's answer kept on the device, with any ticks still waiting shown on top. */
async function kept(list: ShoppingList | undefined): Promise<ShoppingList | undefined> {
  if (!list) return undefined;
  await keepList(list);
  return (await listOnDevice(list.id)) ?? list;
}

export interface ListRead {
  list: ShoppingList | null;
  /** Read from the device's copy (offline mode, or no server). */
  fromDevice: boolean;
}

export const shoppingApi = {
  /** The lists: the server's, or the device's copy (preloaded) offline or when the server cannot be reached. */
  lists: async () => {
    if (mayReachServer()) {
      const answer = await call(calls.shoppingLists, {}, { toastOnNoAnswer: false });
      if (answer || useNetworkStore.getState().connected) return answer;
    }
    return listsOnDevice();
  },
  save: (body: ShoppingListSaveRequest) => call(calls.shoppingListSave, { body }).then(kept),
  remove: (id: number) => call(calls.shoppingListDelete, { params: { id } }),
  /** One list: its waiting ticks sent first when the server answers, else the device's copy. */
  get: async (id: number): Promise<ListRead> => {
    if (mayReachServer()) {
      if ((await pendingOf(id)).length > 0) {
        const synced = await syncList(id);
        if (synced) return { list: synced, fromDevice: false };
      } else {
        const answer = await call(calls.shoppingListGet, { params: { id } }, { toastOnNoAnswer: false });
        if (answer) return { list: (await kept(answer)) ?? null, fromDevice: false };
        // An answer that refused (404) is the answer; only no answer at all reads the device's copy.
        if (useNetworkStore.getState().connected) return { list: null, fromDevice: false };
      }
    }
    return { list: await listOnDevice(id), fromDevice: true };
  },
  addRecipe: (id: number, recipeId: number, servings: number | null) =>
    call(calls.shoppingAddRecipe, { params: { id }, body: { recipeId, servings } }).then(kept),
  addItem: (id: number, name: string, amount: string) =>
    call(calls.shoppingAddItem, { params: { id }, body: { name, amount } }).then(kept),
  removeItem: (id: number, itemId: number) =>
    call(calls.shoppingItemDelete, { params: { id, itemId } }).then(kept),
  clearChecked: (id: number) => call(calls.shoppingClearChecked, { params: { id } }).then(kept),
};
