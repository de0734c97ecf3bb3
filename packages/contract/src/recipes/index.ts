// @lcars/contract/recipes: the Recipes app's wire vocabulary, schemas and endpoint descriptors.
export * from './manifest.js';
export * from './recipe.js';
export * from './note.js';
export * from './endpoints.js';
export * from './format.js';
export * from './shopping.js';
export * from './mealPlan.js';
export * from './cookbooks.js';
