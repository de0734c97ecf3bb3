// Shopping lists (issue 34): a recipe's ingredients, scaled to the servings chosen, added to a list where the
// same product merges across recipes (units converted within mass and within volume); items ticked off in the
// shop, offline too, and sent back as changes that the server applies last-write-wins per item
// (docs/decisions.md, "Shopping lists: last write wins per item"). A list is its owner's, shared with the
// household: a user it is not shared with gets 404.
import { z } from 'zod';
import { int32, queryId } from '../int32.js';
import { endpoint } from '../endpoint.js';

/** Bounds of what a list holds and what one request carries. */
export const SHOPPING_LIMITS = {
  title: 100,
  /** Lists a user may own (409 past it). */
  listsPerOwner: 100,
  /** Items one list may hold (409 past it). */
  itemsPerList: 500,
  itemName: 200,
  amountText: 100,
  /** Changes one sync carries (a device offline a whole shop stays far under it). */
  changesPerSync: 500,
  sharedUsers: 50,
  /** Largest number of servings to scale a recipe to. */
  servings: 1000,
} as const;

/** One line of a list: what to buy, how much (already in words), which recipes it is for, ticked or not. */
export const shoppingItemSchema = z.object({
  id: int32(),
  listId: int32(),
  /** The ingredient (product) it came from, null for an item typed on the list. */
  productId: int32().nullable(),
  name: z.string(),
  /** The amount to buy as a cook writes it ("1 1/2 cups", "750 g", "2 cloves + a pinch"), '' for none. */
  amount: z.string(),
  /** The titles of the recipes it is for ('' for an item typed on the list). */
  sources: z.string(),
  checked: z.boolean(),
  /** When the tick last changed, on the device that changed it (ISO 8601); null before the first tick. */
  checkedAt: z.string().nullable(),
  sortOrder: int32(),
});
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;

/** A list as the lists page shows it. */
export const shoppingListSummarySchema = z.object({
  id: int32(),
  title: z.string(),
  ownerId: int32(),
  ownerName: z.string(),
  /** The users it is shared with (ids). */
  sharedUsers: z.array(int32()),
  itemCount: int32(),
  checkedCount: int32(),
  /** Whether the caller owns it: only the owner renames, shares and deletes it. */
  isOwner: z.boolean(),
  modifiedDate: z.string(),
});
export type ShoppingListSummary = z.infer<typeof shoppingListSummarySchema>;

export const shoppingListSchema = shoppingListSummarySchema.extend({
  items: z.array(shoppingItemSchema),
});
export type ShoppingList = z.infer<typeof shoppingListSchema>;

const userIds = z
  .array(int32().min(1))
  .max(SHOPPING_LIMITS.sharedUsers, `At most ${SHOPPING_LIMITS.sharedUsers} users.`);

/** POST recipe/shopping/list: id 0 (or none) creates a list, another id renames it and sets who shares it. */
export const shoppingListSaveSchema = z.object({
  id: int32().min(0).optional().default(0),
  title: z
    .string()
    .trim()
    .min(1, 'Title is required.')
    .max(SHOPPING_LIMITS.title, `At most ${SHOPPING_LIMITS.title} characters.`),
  sharedUsers: userIds.optional().default([]),
});
export type ShoppingListSaveRequest = z.input<typeof shoppingListSaveSchema>;

/** POST recipe/shopping/list/{id}/recipes: a recipe's ingredients for `servings` (the recipe's own if none). */
export const shoppingAddRecipeSchema = z.object({
  recipeId: int32().min(1, 'Choose a recipe.'),
  servings: z
    .number()
    .positive('Servings must be more than 0.')
    .max(SHOPPING_LIMITS.servings, `At most ${SHOPPING_LIMITS.servings} servings.`)
    .nullable()
    .optional()
    .default(null),
});
export type ShoppingAddRecipeRequest = z.input<typeof shoppingAddRecipeSchema>;

/** POST recipe/shopping/list/{id}/items: an item typed on the list ("Paper towels", "2 rolls"). */
export const shoppingAddItemSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required.')
    .max(SHOPPING_LIMITS.itemName, `At most ${SHOPPING_LIMITS.itemName} characters.`),
  amount: z
    .string()
    .trim()
    .max(SHOPPING_LIMITS.amountText, `At most ${SHOPPING_LIMITS.amountText} characters.`)
    .optional()
    .default(''),
});
export type ShoppingAddItemRequest = z.input<typeof shoppingAddItemSchema>;

/** One tick or untick as a device made it, with the device's time of the change. */
export const shoppingChangeSchema = z.object({
  itemId: int32().min(1),
  checked: z.boolean(),
  changedAt: z.iso.datetime({ message: 'changedAt is an ISO 8601 date and time (UTC).' }),
});
export type ShoppingChange = z.infer<typeof shoppingChangeSchema>;

/** POST recipe/shopping/list/{id}/sync: the device's changes since it last heard from the server. */
export const shoppingSyncSchema = z.object({
  changes: z
    .array(shoppingChangeSchema)
    .max(SHOPPING_LIMITS.changesPerSync, `At most ${SHOPPING_LIMITS.changesPerSync} changes a sync.`),
});
export type ShoppingSyncRequest = z.input<typeof shoppingSyncSchema>;

/** The sync's answer: the list as the server now has it, and what happened to each change. */
export const shoppingSyncResultSchema = z.object({
  list: shoppingListSchema,
  /** Changes that won (newer than the item's last change). */
  applied: z.array(int32()),
  /** Changes older than the item's last change (someone else ticked it later): the server's tick stays. */
  superseded: z.array(int32()),
  /** Changes of items no longer on the list (removed meanwhile). */
  missing: z.array(int32()),
});
export type ShoppingSyncResult = z.infer<typeof shoppingSyncResultSchema>;

const listParams = z.object({ id: queryId() });
const itemParams = listParams.extend({ itemId: queryId() });

export const shoppingLists = endpoint({
  method: 'GET',
  path: '/recipe/shopping/lists',
  response: z.array(shoppingListSummarySchema),
  summary: "The caller's shopping lists and those shared with them",
});
export const shoppingListsAll = endpoint({
  method: 'GET',
  path: '/recipe/shopping/lists/all',
  response: z.array(shoppingListSchema),
  summary:
    "The caller's shopping lists and those shared with them, each with its items (the offline preload reads them at once)",
});
export const shoppingListSave = endpoint({
  method: 'POST',
  path: '/recipe/shopping/list',
  request: shoppingListSaveSchema,
  response: shoppingListSchema,
  summary: 'Creates (id 0) a shopping list, or renames and shares one (its owner)',
});
export const shoppingListGet = endpoint({
  method: 'GET',
  path: '/recipe/shopping/list/:id',
  params: listParams,
  response: shoppingListSchema,
  summary: 'One shopping list with its items (the owner and the users it is shared with)',
});
export const shoppingListDelete = endpoint({
  method: 'DELETE',
  path: '/recipe/shopping/list/:id',
  params: listParams,
  response: z.object({ id: int32() }),
  summary: 'Deletes a shopping list (its owner)',
});
export const shoppingAddRecipe = endpoint({
  method: 'POST',
  path: '/recipe/shopping/list/:id/recipes',
  params: listParams,
  request: shoppingAddRecipeSchema,
  response: shoppingListSchema,
  summary:
    "Adds a recipe's ingredients scaled to the servings given; the same product merges with an unticked item, units converted within mass and volume",
});
export const shoppingAddItem = endpoint({
  method: 'POST',
  path: '/recipe/shopping/list/:id/items',
  params: listParams,
  request: shoppingAddItemSchema,
  response: shoppingListSchema,
  summary: 'Adds an item typed on the list',
});
export const shoppingItemDelete = endpoint({
  method: 'DELETE',
  path: '/recipe/shopping/list/:id/items/:itemId',
  params: itemParams,
  response: shoppingListSchema,
  summary: 'Removes an item from a list',
});
export const shoppingClearChecked = endpoint({
  method: 'POST',
  path: '/recipe/shopping/list/:id/clear-checked',
  params: listParams,
  response: shoppingListSchema,
  summary: 'Removes the ticked items of a list',
});
export const shoppingSync = endpoint({
  method: 'POST',
  path: '/recipe/shopping/list/:id/sync',
  params: listParams,
  request: shoppingSyncSchema,
  response: shoppingSyncResultSchema,
  summary:
    'Applies ticks made on a device (online at once, or offline and sent later): per item, the change with the latest changedAt wins; answers the list',
});
