// The meal plan calls through the portal's call wrapper (failures toast and resolve undefined).
import * as calls from '@lcars/contract/recipes';
import type { MealPlanAddRequest } from '@lcars/contract/recipes';
import { call } from '../../../core/call';

export const mealPlanApi = {
  week: (from: string) => call(calls.mealPlanWeek, { params: { from } }),
  add: (body: MealPlanAddRequest) => call(calls.mealPlanAdd, { body }),
  remove: (id: number) => call(calls.mealPlanRemove, { params: { id } }),
  toShopping: (from: string, listId: number) => call(calls.mealPlanToShopping, { params: { from, listId } }),
};
