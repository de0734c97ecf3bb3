import { lazyAppOfflinePage } from '../../kit/offlinePage';
import type { RouteObject } from 'react-router';
import { AppId } from '@lcars/api/contract';
import { requireRouteClaim } from '../../shell/areaAccess';
import type { RouteMeta } from '../../shell/routeMeta';

/** The Recipes app is one lazy chunk: every page comes from this module. */
const area = () => import('./RecipesArea');

const recipeClaim = (value: 'Access' | 'Read' | 'Edit') => requireRouteClaim('Recipes', value);

const page = (claimValue: string, htmlTitle: string, icon: string, extra: RouteMeta = {}): RouteMeta => ({
  claimValue,
  htmlTitle,
  icon,
  allowOffline: true,
  showInMenu: false,
  ...extra,
});

/** The admin menu's pages (applicationMenuId 1): claim type SystemItem, not offline. */
const lookupPage = (htmlTitle: string, icon: string): RouteMeta => ({
  claimType: 'SystemItem',
  claimValue: 'Read',
  htmlTitle,
  icon,
  applicationMenuId: 1,
  showInMenu: true,
  allowOffline: false,
});

/** /recipe (apps.md section 2): claim type Recipes; allowed offline except the form and the admin pages. */
export const recipeRoutes: RouteObject[] = [
  {
    path: 'recipe',
    handle: { appId: AppId.Recipe, claimType: 'Recipes', authenticationRequired: true } satisfies RouteMeta,
    lazy: {
      Component: async () => (await area()).RecipeLayout,
      ErrorBoundary: async () => (await area()).RecipeErrorPage,
    },
    children: [
      {
        index: true,
        loader: recipeClaim('Access'),
        lazy: { Component: async () => (await area()).RecipeHomePage },
        handle: page('Access', 'Recipe home', 'restaurant_menu', { isAppHome: true, showInMenu: true }),
      },
      {
        path: 'list',
        loader: recipeClaim('Read'),
        lazy: { Component: async () => (await area()).RecipeListPage },
        handle: page('Read', 'Find It Fast', 'search', { isAppList: true, showInMenu: true }),
      },
      {
        path: 'admin',
        loader: recipeClaim('Access'),
        lazy: { Component: async () => (await area()).RecipeAdminPage },
        handle: page('Access', 'Recipe Admin', 'admin_panel_settings', {
          allowOffline: false,
          showInMenu: true,
        }),
      },
      {
        path: 'admin/type',
        loader: requireRouteClaim('SystemItem', 'Read'),
        lazy: { Component: async () => (await area()).RecipeTypesPage },
        handle: lookupPage('Recipe Types', 'category'),
      },
      {
        path: 'admin/ingredients',
        loader: requireRouteClaim('SystemItem', 'Read'),
        lazy: { Component: async () => (await area()).IngredientsPage },
        handle: lookupPage('Ingredients', 'egg'),
      },
      {
        path: 'admin/measurements',
        loader: requireRouteClaim('SystemItem', 'Read'),
        lazy: { Component: async () => (await area()).MeasurementsPage },
        handle: lookupPage('Measurements', 'straighten'),
      },
      {
        path: 'offline',
        loader: recipeClaim('Read'),
        lazy: { Component: lazyAppOfflinePage },
        handle: page('Read', 'offline page', 'cloud_off'),
      },
      {
        path: ':id',
        loader: recipeClaim('Read'),
        lazy: { Component: async () => (await area()).RecipeViewPage },
        handle: page('Read', 'Recipe', 'restaurant'),
      },
      {
        path: ':id/edit',
        loader: recipeClaim('Edit'),
        lazy: { Component: async () => (await area()).RecipeEditPage },
        handle: page('Edit', 'Edit recipe', 'edit', { allowOffline: false }),
      },
    ],
  },
];
