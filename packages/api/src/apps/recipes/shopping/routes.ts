// Shopping list routes: Recipes/Read at the door (whoever reads recipes may keep a list); the list's owner and
// the users it is shared with past it (lists.ts), everyone else 404.
import {
  shoppingAddItem,
  shoppingAddRecipe,
  shoppingClearChecked,
  shoppingItemDelete,
  shoppingListDelete,
  shoppingListGet,
  shoppingListSave,
  shoppingLists,
  shoppingListsAll,
  shoppingSync,
} from '@lcars/contract/recipes';
import { requireClaim, route, type RouteDefinition } from '../../../http/routes.js';
import { addItemToList, addRecipeToList, clearChecked, deleteItem, syncTicks } from './items.js';
import {
  allShoppingLists,
  deleteShoppingList,
  getShoppingList,
  listShoppingLists,
  saveShoppingList,
} from './lists.js';

const READ = requireClaim('Recipes', 'Read');

export const shoppingRoutes: readonly RouteDefinition[] = [
  route(shoppingLists, READ, 'shopping.lists', (_input, services) => listShoppingLists(services)),
  route(shoppingListsAll, READ, 'shopping.lists.all', (_input, services) => allShoppingLists(services)),
  route(shoppingListSave, READ, 'shopping.save', ({ body }, services) => saveShoppingList(services, body)),
  route(shoppingListGet, READ, 'shopping.get', ({ params }, services) =>
    getShoppingList(services, params.id),
  ),
  route(shoppingListDelete, READ, 'shopping.delete', ({ params }, services) =>
    deleteShoppingList(services, params.id),
  ),
  route(shoppingAddRecipe, READ, 'shopping.add-recipe', ({ params, body }, services) =>
    addRecipeToList(services, params.id, body.recipeId, body.servings),
  ),
  route(shoppingAddItem, READ, 'shopping.add-item', ({ params, body }, services) =>
    addItemToList(services, params.id, body.name, body.amount),
  ),
  route(shoppingItemDelete, READ, 'shopping.item.delete', ({ params }, services) =>
    deleteItem(services, params.id, params.itemId),
  ),
  route(shoppingClearChecked, READ, 'shopping.clear-checked', ({ params }, services) =>
    clearChecked(services, params.id),
  ),
  route(shoppingSync, READ, 'shopping.sync', ({ params, body }, services) =>
    syncTicks(services, params.id, body.changes),
  ),
];
