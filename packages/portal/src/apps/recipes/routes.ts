import type { RouteObject } from 'react-router';
import { recipesManifest } from '@lcars/contract/recipes/manifest';
import type { RouteMeta } from '../../shell/routeMeta';
import { appRoute, appPlace, menuPage, offlinePage } from '../../kit/appRoutes';

/** A Recipes page: allowed offline and out of the menu unless `extra` says otherwise. */
const page = (claimValue: string, htmlTitle: string, icon: string, extra: RouteMeta = {}): RouteMeta =>
  menuPage(claimValue, htmlTitle, icon, { allowOffline: true, showInMenu: false, ...extra });

/** The admin menu's pages (applicationMenuId 1): claim type SystemItem, not offline. */
const lookupPage = (htmlTitle: string, icon: string): RouteMeta =>
  menuPage('Read', htmlTitle, icon, { claimType: 'SystemItem', applicationMenuId: 1, allowOffline: false });

/** /recipe: claim type Recipes; allowed offline except the form and the admin pages. */
export const recipeRoutes: RouteObject[] = [
  appRoute({
    ...appPlace(recipesManifest),
    // The Recipes app is one lazy chunk: every page comes from this module.
    area: () => import('./RecipesArea'),
    layout: 'RecipeLayout',
    errorPage: 'RecipeErrorPage',
    pages: [
      {
        claim: 'Access',
        page: 'RecipeHomePage',
        handle: page('Access', 'Recipe home', 'restaurant_menu', { isAppHome: true, showInMenu: true }),
      },
      {
        path: 'list',
        claim: 'Read',
        page: 'RecipeListPage',
        handle: page('Read', 'Find It Fast', 'search', { isAppList: true, showInMenu: true }),
      },
      {
        path: 'admin',
        claim: 'Access',
        page: 'RecipeAdminPage',
        handle: page('Access', 'Recipe Admin', 'admin_panel_settings', {
          allowOffline: false,
          showInMenu: true,
        }),
      },
      {
        path: 'admin/type',
        claimType: 'SystemItem',
        claim: 'Read',
        page: 'RecipeTypesPage',
        handle: lookupPage('Recipe Types', 'category'),
      },
      {
        path: 'admin/ingredients',
        claimType: 'SystemItem',
        claim: 'Read',
        page: 'IngredientsPage',
        handle: lookupPage('Ingredients', 'egg'),
      },
      {
        path: 'admin/measurements',
        claimType: 'SystemItem',
        claim: 'Read',
        page: 'MeasurementsPage',
        handle: lookupPage('Measurements', 'straighten'),
      },
      {
        path: 'shopping',
        claim: 'Read',
        page: 'ShoppingListsPage',
        handle: page('Read', 'Shopping lists', 'shopping_cart', { showInMenu: true }),
      },
      {
        path: 'shopping/:id',
        claim: 'Read',
        page: 'ShoppingListPage',
        handle: page('Read', 'Shopping list', 'shopping_cart'),
      },
      {
        path: 'meal-plan',
        claim: 'Read',
        page: 'MealPlanPage',
        handle: page('Read', 'Meal plan', 'calendar_month', { allowOffline: false, showInMenu: true }),
      },
      {
        path: 'cookbooks',
        claim: 'Read',
        page: 'CookbooksPage',
        handle: page('Read', 'Cookbooks', 'menu_book', { allowOffline: false, showInMenu: true }),
      },
      {
        path: 'cookbooks/:id',
        claim: 'Read',
        page: 'CookbookPage',
        handle: page('Read', 'Cookbook', 'menu_book', { allowOffline: false }),
      },
      offlinePage(),
      { path: ':id', claim: 'Read', page: 'RecipeViewPage', handle: page('Read', 'Recipe', 'restaurant') },
      {
        path: ':id/cook',
        claim: 'Read',
        page: 'RecipeCookPage',
        handle: page('Read', 'Cook mode', 'skillet'),
      },
      {
        path: ':id/edit',
        claim: 'Edit',
        page: 'RecipeEditPage',
        handle: page('Edit', 'Edit recipe', 'edit', { allowOffline: false }),
      },
    ],
  }),
];
