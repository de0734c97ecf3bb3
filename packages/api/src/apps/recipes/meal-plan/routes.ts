// Meal plan routes: Recipes/Read at the door; each user's own entries past it (mealPlan.ts).
import { mealPlanAdd, mealPlanRemove, mealPlanToShopping, mealPlanWeek } from '@lcars/contract/recipes';
import { requireClaim, route, type RouteDefinition } from '../../../http/routes.js';
import { addEntry, getWeek, removeEntry, weekToShopping } from './mealPlan.js';

const READ = requireClaim('Recipes', 'Read');

export const mealPlanRoutes: readonly RouteDefinition[] = [
  route(mealPlanWeek, READ, 'meal-plan.week', ({ params }, services) => getWeek(services, params.from)),
  route(mealPlanAdd, READ, 'meal-plan.add', ({ body }, services) => addEntry(services, body)),
  route(mealPlanRemove, READ, 'meal-plan.remove', ({ params }, services) => removeEntry(services, params.id)),
  route(mealPlanToShopping, READ, 'meal-plan.shopping', ({ params }, services) =>
    weekToShopping(services, params.from, params.listId),
  ),
];
