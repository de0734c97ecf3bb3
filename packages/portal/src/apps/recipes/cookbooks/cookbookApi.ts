// The cookbook calls through the portal's call wrapper (failures toast and resolve undefined).
import * as calls from '@lcars/contract/recipes';
import type { CookbookSaveRequest } from '@lcars/contract/recipes';
import { call } from '../../../core/call';

export const cookbookApi = {
  list: () => call(calls.cookbookList, {}),
  get: (id: number) => call(calls.cookbookGet, { params: { id } }),
  save: (body: CookbookSaveRequest) => call(calls.cookbookSave, { body }),
  remove: (id: number) => call(calls.cookbookDelete, { params: { id } }),
  addRecipe: (id: number, recipeId: number) => call(calls.cookbookAddRecipe, { params: { id, recipeId } }),
  removeRecipe: (id: number, recipeId: number) =>
    call(calls.cookbookRemoveRecipe, { params: { id, recipeId } }),
};
