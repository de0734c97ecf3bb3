// Cookbook routes: Recipes/Read at the door; the owner and the users it is shared with past it (cookbooks.ts).
import {
  cookbookAddRecipe,
  cookbookDelete,
  cookbookGet,
  cookbookList,
  cookbookRemoveRecipe,
  cookbookSave,
} from '@lcars/contract/recipes';
import { requireClaim, route, type RouteDefinition } from '../../../http/routes.js';
import {
  addToCookbook,
  deleteCookbook,
  getCookbook,
  listCookbooks,
  removeFromCookbook,
  saveCookbook,
} from './cookbooks.js';

const READ = requireClaim('Recipes', 'Read');

export const cookbookRoutes: readonly RouteDefinition[] = [
  route(cookbookList, READ, 'cookbook.list', (_input, services) => listCookbooks(services)),
  route(cookbookSave, READ, 'cookbook.save', ({ body }, services) => saveCookbook(services, body)),
  route(cookbookGet, READ, 'cookbook.get', ({ params }, services) => getCookbook(services, params.id)),
  route(cookbookDelete, READ, 'cookbook.delete', ({ params }, services) =>
    deleteCookbook(services, params.id),
  ),
  route(cookbookAddRecipe, READ, 'cookbook.add-recipe', ({ params }, services) =>
    addToCookbook(services, params.id, params.recipeId),
  ),
  route(cookbookRemoveRecipe, READ, 'cookbook.remove-recipe', ({ params }, services) =>
    removeFromCookbook(services, params.id, params.recipeId),
  ),
];
