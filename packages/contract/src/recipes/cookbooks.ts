// Cookbooks (issue 34): named collections of recipes, their owner's, shared read-only with users the owner
// picks. A user it is not shared with gets 404.
import { z } from 'zod';
import { int32, queryId } from '../int32.js';
import { endpoint } from '../endpoint.js';

export const COOKBOOK_LIMITS = {
  title: 100,
  description: 1000,
  cookbooksPerOwner: 200,
  recipesPerCookbook: 1000,
  sharedUsers: 50,
} as const;

export const cookbookSummarySchema = z.object({
  id: int32(),
  title: z.string(),
  description: z.string(),
  ownerId: int32(),
  ownerName: z.string(),
  sharedUsers: z.array(int32()),
  recipeCount: int32(),
  /** Only the owner renames, shares, deletes and changes its recipes. */
  isOwner: z.boolean(),
});
export type CookbookSummary = z.infer<typeof cookbookSummarySchema>;

export const cookbookSchema = cookbookSummarySchema.extend({
  /** Its recipes in the order added (archived recipes left out). */
  recipes: z.array(z.object({ id: int32(), title: z.string(), description: z.string() })),
});
export type Cookbook = z.infer<typeof cookbookSchema>;

export const cookbookSaveSchema = z.object({
  id: int32().min(0).optional().default(0),
  title: z
    .string()
    .trim()
    .min(1, 'Title is required.')
    .max(COOKBOOK_LIMITS.title, `At most ${COOKBOOK_LIMITS.title} characters.`),
  description: z
    .string()
    .trim()
    .max(COOKBOOK_LIMITS.description, `At most ${COOKBOOK_LIMITS.description} characters.`)
    .optional()
    .default(''),
  sharedUsers: z
    .array(int32().min(1))
    .max(COOKBOOK_LIMITS.sharedUsers, `At most ${COOKBOOK_LIMITS.sharedUsers} users.`)
    .optional()
    .default([]),
});
export type CookbookSaveRequest = z.input<typeof cookbookSaveSchema>;

const idParams = z.object({ id: queryId() });
const recipeParams = idParams.extend({ recipeId: queryId() });

export const cookbookList = endpoint({
  method: 'GET',
  path: '/recipe/cookbooks',
  response: z.array(cookbookSummarySchema),
  summary: "The caller's cookbooks and those shared with them",
});
export const cookbookSave = endpoint({
  method: 'POST',
  path: '/recipe/cookbook',
  request: cookbookSaveSchema,
  response: cookbookSchema,
  summary: 'Creates (id 0) a cookbook, or renames and shares one (its owner)',
});
export const cookbookGet = endpoint({
  method: 'GET',
  path: '/recipe/cookbook/:id',
  params: idParams,
  response: cookbookSchema,
  summary: 'One cookbook with its recipes (the owner and the users it is shared with)',
});
export const cookbookDelete = endpoint({
  method: 'DELETE',
  path: '/recipe/cookbook/:id',
  params: idParams,
  response: z.object({ id: int32() }),
  summary: 'Deletes a cookbook (its owner); the recipes stay in the collection',
});
export const cookbookAddRecipe = endpoint({
  method: 'POST',
  path: '/recipe/cookbook/:id/recipe/:recipeId',
  params: recipeParams,
  response: cookbookSchema,
  summary: 'Adds a recipe to a cookbook (its owner); adding it again changes nothing',
});
export const cookbookRemoveRecipe = endpoint({
  method: 'DELETE',
  path: '/recipe/cookbook/:id/recipe/:recipeId',
  params: recipeParams,
  response: cookbookSchema,
  summary: 'Takes a recipe out of a cookbook (its owner)',
});
