// The Recipes app's lazy chunk: every page and its frame.
export {
  IngredientsPage,
  MeasurementsPage,
  RecipeAdminPage,
  RecipeErrorPage,
  RecipeHomePage,
  RecipeLayout,
  RecipeTypesPage,
} from './pages/RecipeLayout';
export { RecipeListPage } from './pages/RecipeListPage';
export { RecipeViewPage } from './pages/RecipeViewPage';
export { RecipeCookPage } from './pages/RecipeCookPage';
export { RecipeEditPage } from './pages/RecipeEditPage';
export { ShoppingListsPage } from './shopping/ShoppingListsPage';
export { ShoppingListPage } from './shopping/ShoppingListPage';
export { MealPlanPage } from './meal-plan/MealPlanPage';
export { CookbookPage, CookbooksPage } from './cookbooks/CookbookPages';
