import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MealPlanEntry, MealPlanWeek, Recipe, RecipeSetup, ShoppingList } from '@lcars/contract/recipes';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../../test/server.js';
import { ok, problemFields, testUsers } from '../../../../test/requests.js';

// Issue 34, meal plan: recipes by day and meal, each user's own (another user's entry is a 404), and a week's
// recipes added to a shopping list at their planned servings.
describeEachDatabase('meal plan', (kind) => {
  let api: TestServer;
  const { addUser, get, post, del } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    await addUser('bob', ['Member']);
    await addUser('mallory', ['Member']);
  }, 60_000);
  afterAll(() => api?.close());

  let stew: Recipe;
  let monday: MealPlanEntry;

  it('plans recipes on days and meals, in meal order, and answers 400 naming the field', async () => {
    const setup = await ok<RecipeSetup>(get('/api/recipe/md', 'bob'));
    const gram = setup.measurements.find((entry) => entry.title === 'Gram')!.id;
    const carrot = setup.products.find((entry) => entry.title === 'Carrot')!.id;
    stew = await ok<Recipe>(
      post('/api/recipe/save', 'bob', {
        title: 'Plan Stew',
        servings: 2,
        ingredients: [{ amount: '200', measurementId: gram, productId: carrot }],
      }),
    );
    monday = await ok<MealPlanEntry>(
      post('/api/recipe/meal-plan/entry', 'bob', {
        date: '2026-11-30',
        meal: 'dinner',
        recipeId: stew.id,
        servings: 4,
      }),
    );
    expect(monday).toMatchObject({
      date: '2026-11-30',
      meal: 'dinner',
      recipeTitle: 'Plan Stew',
      servings: 4,
    });
    await ok(
      post('/api/recipe/meal-plan/entry', 'bob', { date: '2026-11-30', meal: 'lunch', recipeId: stew.id }),
    );
    await ok(
      post('/api/recipe/meal-plan/entry', 'bob', {
        date: '2026-12-06',
        meal: 'breakfast',
        recipeId: stew.id,
      }),
    );
    // The next week's Monday is not in this week.
    await ok(
      post('/api/recipe/meal-plan/entry', 'bob', { date: '2026-12-07', meal: 'dinner', recipeId: stew.id }),
    );
    const week = await ok<MealPlanWeek>(get('/api/recipe/meal-plan/week/2026-11-30', 'bob'));
    expect(week.entries.map((entry) => `${entry.date} ${entry.meal}`)).toEqual([
      '2026-11-30 lunch',
      '2026-11-30 dinner',
      '2026-12-06 breakfast',
    ]);
    for (const [body, field] of [
      [{ date: '30/11/2026', meal: 'dinner', recipeId: stew.id }, 'date'],
      [{ date: '2026-11-30', meal: 'brunch', recipeId: stew.id }, 'meal'],
      [{ date: '2026-11-30', meal: 'dinner', recipeId: stew.id, servings: -1 }, 'servings'],
    ] as const) {
      const refused = await post('/api/recipe/meal-plan/entry', 'bob', body);
      expect(refused.status).toBe(400);
      expect(problemFields(refused.body)).toEqual([field]);
    }
    expect((await get('/api/recipe/meal-plan/week/next-monday', 'bob')).status).toBe(400);
  });

  it("keeps a user's plan from another: their week is empty, removing an entry is a 404", async () => {
    const week = await ok<MealPlanWeek>(get('/api/recipe/meal-plan/week/2026-11-30', 'mallory'));
    expect(week.entries).toEqual([]);
    expect((await del(`/api/recipe/meal-plan/entry/${monday.id}`, 'mallory')).status).toBe(404);
    const list = await ok<ShoppingList>(post('/api/recipe/shopping/list', 'bob', { title: 'Bob week' }));
    // Bob's list is not Mallory's to fill.
    expect((await post(`/api/recipe/meal-plan/week/2026-11-30/shopping/${list.id}`, 'mallory')).status).toBe(
      404,
    );
    expect((await ok<ShoppingList>(get(`/api/recipe/shopping/list/${list.id}`, 'bob'))).items).toEqual([]);
  });

  it("adds the week's recipes to a shopping list at their planned servings", async () => {
    const list = await ok<ShoppingList>(post('/api/recipe/shopping/list', 'bob', { title: 'Week shop' }));
    const filled = await ok<ShoppingList>(
      post(`/api/recipe/meal-plan/week/2026-11-30/shopping/${list.id}`, 'bob'),
    );
    // Dinner for 4 (400 g), lunch and breakfast as written (200 g each): 800 g.
    expect(filled.items.map((entry) => [entry.name, entry.amount])).toEqual([['Carrot', '800 g']]);
    expect(await ok(del(`/api/recipe/meal-plan/entry/${monday.id}`, 'bob'))).toEqual({ id: monday.id });
    const week = await ok<MealPlanWeek>(get('/api/recipe/meal-plan/week/2026-11-30', 'bob'));
    expect(week.entries).toHaveLength(2);
  });
});
