import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  Recipe,
  RecipeSetup,
  ShoppingList,
  ShoppingListSummary,
  ShoppingSyncResult,
} from '@lcars/contract/recipes';
import { SHOPPING_LIMITS } from '@lcars/contract/recipes';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../../test/server.js';
import { ok, problemFields, testUsers } from '../../../../test/requests.js';
import { insertedId } from '../../../db/typed.js';

// Issue 34, shopping lists: recipes added at the servings chosen and merged by product across units, ticks
// synced last-write-wins per item, a list shared with the household and hidden (404) from everyone else.
describeEachDatabase('shopping lists', (kind) => {
  let api: TestServer;
  const { ids, addUser, get, post, del } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    await addUser('bob', ['Member']);
    await addUser('carol', ['Member']);
    await addUser('mallory', ['Member']);
    await addUser('norecipes', []);
    await addUser('hoarder', ['Member']);
    await addUser('popular', ['Member']);
  }, 60_000);
  afterAll(() => api?.close());

  let setup: RecipeSetup;
  let pancakes: Recipe;
  let bread: Recipe;
  let list: ShoppingList;
  const item = (name: string, of: ShoppingList = list) => of.items.find((entry) => entry.name === name)!;

  it('makes two recipes whose ingredients share products in different units', async () => {
    setup = await ok<RecipeSetup>(get('/api/recipe/md', 'bob'));
    const measure = (title: string) => setup.measurements.find((entry) => entry.title === title)!.id;
    const product = (title: string) => setup.products.find((entry) => entry.title === title)!.id;
    const line = (amount: string, measurement: string | null, ingredient: string) => ({
      amount,
      measurementId: measurement === null ? null : measure(measurement),
      productId: product(ingredient),
    });
    pancakes = await ok<Recipe>(
      post('/api/recipe/save', 'bob', {
        title: 'Shopping Pancakes',
        servings: 4,
        ingredients: [
          line('500', 'Gram', 'All-purpose flour'),
          line('1', 'Cup', 'Milk'),
          line('2', 'Teaspoon', 'Salt'),
          line('2', null, 'Egg'),
          line('1 1/2', 'Clove', 'Garlic'),
          // A substitution is not bought: the main line is.
          {
            ...line('50', 'Gram', 'Butter'),
            substitutionIngredients: [line('3', 'Tablespoon', 'Olive oil')],
          },
        ],
      }),
    );
    bread = await ok<Recipe>(
      post('/api/recipe/save', 'bob', {
        title: 'Shopping Bread',
        servings: 1,
        ingredients: [
          { isGroup: true, groupTitle: 'Dough', ingredients: [line('1', 'Kilogram', 'All-purpose flour')] },
          line('2', 'Tablespoon', 'Milk'),
          line('to taste', null, 'Salt'),
          line('1-2', null, 'Egg'),
        ],
      }),
    );
  });

  it('creates a list, and answers 400 naming the field for bad input', async () => {
    list = await ok<ShoppingList>(post('/api/recipe/shopping/list', 'bob', { title: 'Saturday shop' }));
    expect(list).toMatchObject({ title: 'Saturday shop', isOwner: true, items: [], sharedUsers: [] });
    const untitled = await post('/api/recipe/shopping/list', 'bob', { title: '  ' });
    expect(untitled.status).toBe(400);
    expect(problemFields(untitled.body)).toEqual(['title']);
    const stranger = await post('/api/recipe/shopping/list', 'bob', { title: 'x', sharedUsers: [999_999] });
    expect(stranger.status).toBe(400);
    expect(problemFields(stranger.body)).toEqual(['sharedUsers']);
    const servings = await post(`/api/recipe/shopping/list/${list.id}/recipes`, 'bob', {
      recipeId: pancakes.id,
      servings: 0,
    });
    expect(servings.status).toBe(400);
    expect(problemFields(servings.body)).toEqual(['servings']);
    const when = await post(`/api/recipe/shopping/list/${list.id}/sync`, 'bob', {
      changes: [{ itemId: 1, checked: true, changedAt: 'yesterday' }],
    });
    expect(when.status).toBe(400);
    expect(problemFields(when.body)).toEqual(['changes.0.changedAt']);
    const many = await post(`/api/recipe/shopping/list/${list.id}/sync`, 'bob', {
      changes: Array.from({ length: SHOPPING_LIMITS.changesPerSync + 1 }, () => ({
        itemId: 1,
        checked: true,
        changedAt: new Date().toISOString(),
      })),
    });
    expect(many.status).toBe(400);
    expect(problemFields(many.body)).toEqual(['changes']);
    const nameless = await post(`/api/recipe/shopping/list/${list.id}/items`, 'bob', { name: '' });
    expect(nameless.status).toBe(400);
    expect(problemFields(nameless.body)).toEqual(['name']);
  });

  it("adds a recipe's ingredients scaled from the parsed amounts", async () => {
    list = await ok<ShoppingList>(
      post(`/api/recipe/shopping/list/${list.id}/recipes`, 'bob', { recipeId: pancakes.id, servings: 6 }),
    );
    // 6 of 4 servings: x 1.5, from the recipe's text ("1 1/2" cloves: 2 1/4).
    expect(item('All-purpose flour').amount).toBe('750 g');
    expect(item('Milk').amount).toBe('1 1/2 cups');
    expect(item('Salt').amount).toBe('1 tbsp');
    expect(item('Egg').amount).toBe('3');
    expect(item('Garlic').amount).toBe('2 1/4 Cloves');
    expect(item('Butter').amount).toBe('75 g');
    expect(list.items.find((entry) => entry.name === 'Olive oil')).toBeUndefined();
    expect(item('Egg').sources).toBe('Shopping Pancakes');
  });

  it('merges the same product across recipes, converting units', async () => {
    list = await ok<ShoppingList>(
      post(`/api/recipe/shopping/list/${list.id}/recipes`, 'bob', { recipeId: bread.id }),
    );
    expect(item('All-purpose flour').amount).toBe('1.75 kg');
    // 1 1/2 cups and 2 tablespoons: 1 5/8 cups.
    expect(item('Milk').amount).toBe('1 5/8 cups');
    expect(item('Salt').amount).toBe('1 tbsp + to taste');
    // A range buys its upper end: 3 and 2.
    expect(item('Egg').amount).toBe('5');
    expect(item('Egg').sources).toBe('Shopping Pancakes, Shopping Bread');
    expect(list.items.filter((entry) => entry.name === 'All-purpose flour')).toHaveLength(1);
    // An item typed on the list.
    list = await ok<ShoppingList>(
      post(`/api/recipe/shopping/list/${list.id}/items`, 'bob', { name: 'Paper towels', amount: '2 rolls' }),
    );
    expect(item('Paper towels')).toMatchObject({ amount: '2 rolls', productId: null, sources: '' });
  });

  it('hides the list from a second, hostile user: 404 for every call', async () => {
    const path = `/api/recipe/shopping/list/${list.id}`;
    const lists = await ok<ShoppingListSummary[]>(get('/api/recipe/shopping/lists', 'mallory'));
    expect(lists.map((entry) => entry.id)).not.toContain(list.id);
    // Nor among every list with its items (what the offline preload reads).
    const full = await ok<ShoppingList[]>(get('/api/recipe/shopping/lists/all', 'mallory'));
    expect(full.map((entry) => entry.id)).not.toContain(list.id);
    expect(JSON.stringify(full)).not.toContain('Paper towels');
    expect((await get('/api/recipe/shopping/lists/all', 'norecipes')).status).toBe(403);
    expect((await get(path, 'mallory')).status).toBe(404);
    expect((await post(`${path}/recipes`, 'mallory', { recipeId: bread.id })).status).toBe(404);
    expect((await post(`${path}/items`, 'mallory', { name: 'Crowbar' })).status).toBe(404);
    expect((await del(`${path}/items/${item('Egg').id}`, 'mallory')).status).toBe(404);
    expect((await post(`${path}/clear-checked`, 'mallory')).status).toBe(404);
    const sync = await post(`${path}/sync`, 'mallory', {
      changes: [{ itemId: item('Egg').id, checked: true, changedAt: new Date().toISOString() }],
    });
    expect(sync.status).toBe(404);
    expect((await post('/api/recipe/shopping/list', 'mallory', { id: list.id, title: 'Mine' })).status).toBe(
      404,
    );
    expect((await del(path, 'mallory')).status).toBe(404);
    // An item of another list is not on this one.
    const own = await ok<ShoppingList>(post('/api/recipe/shopping/list', 'mallory', { title: 'Mallory' }));
    expect((await del(`/api/recipe/shopping/list/${own.id}/items/${item('Egg').id}`, 'mallory')).status).toBe(
      404,
    );
    // Without Recipes/Read: 403 at the door.
    expect((await get('/api/recipe/shopping/lists', 'norecipes')).status).toBe(403);
    // Nothing changed.
    const after = await ok<ShoppingList>(get(path, 'bob'));
    expect(after.items.map((entry) => entry.checked)).not.toContain(true);
    expect(after.title).toBe('Saturday shop');
  });

  it('shares the list with the household: they add and tick, only the owner renames and deletes', async () => {
    list = await ok<ShoppingList>(
      post('/api/recipe/shopping/list', 'bob', {
        id: list.id,
        title: 'Saturday shop',
        sharedUsers: [ids.carol],
      }),
    );
    expect(list.sharedUsers).toEqual([ids.carol]);
    const lists = await ok<ShoppingListSummary[]>(get('/api/recipe/shopping/lists', 'carol'));
    expect(lists.find((entry) => entry.id === list.id)).toMatchObject({ isOwner: false, ownerName: 'bob' });
    const path = `/api/recipe/shopping/list/${list.id}`;
    const mine = await ok<ShoppingList>(post(`${path}/items`, 'carol', { name: 'Coffee' }));
    expect(mine.items.map((entry) => entry.name)).toContain('Coffee');
    // Every list with its items, as the offline preload reads them: the shared one as the list itself answers.
    const own = await ok<ShoppingList>(post('/api/recipe/shopping/list', 'carol', { title: 'Carol alone' }));
    const full = await ok<ShoppingList[]>(get('/api/recipe/shopping/lists/all', 'carol'));
    expect(full.map((entry) => entry.title)).toEqual(['Carol alone', 'Saturday shop']);
    expect(full.find((entry) => entry.id === list.id)).toEqual(await ok<ShoppingList>(get(path, 'carol')));
    expect(full.find((entry) => entry.id === own.id)).toMatchObject({ isOwner: true, items: [] });
    const bobs = await ok<ShoppingList[]>(get('/api/recipe/shopping/lists/all', 'bob'));
    expect(bobs.map((entry) => entry.id)).not.toContain(own.id);
    expect((await post('/api/recipe/shopping/list', 'carol', { id: list.id, title: 'Carol' })).status).toBe(
      403,
    );
    expect((await del(path, 'carol')).status).toBe(403);
  });

  it('syncs ticks last-write-wins per item, whatever order they arrive in', async () => {
    const path = `/api/recipe/shopping/list/${list.id}/sync`;
    const eggs = item('Egg').id;
    const milk = item('Milk').id;
    const minute = 60_000;
    const base = Date.now() - 10 * minute;
    const at = (offset: number) => new Date(base + offset).toISOString();
    // Carol unticks the eggs at +2 min after bob's device ticked them at +1 min; bob's arrives last.
    let result = await ok<ShoppingSyncResult>(
      post(path, 'carol', { changes: [{ itemId: eggs, checked: false, changedAt: at(2 * minute) }] }),
    );
    expect(result.applied).toEqual([eggs]);
    result = await ok<ShoppingSyncResult>(
      post(path, 'bob', {
        changes: [
          { itemId: eggs, checked: true, changedAt: at(minute) },
          { itemId: milk, checked: true, changedAt: at(minute) },
          { itemId: 2_000_000_000, checked: true, changedAt: at(minute) },
        ],
      }),
    );
    expect(result).toMatchObject({ applied: [milk], superseded: [eggs], missing: [2_000_000_000] });
    expect(item('Egg', result.list)).toMatchObject({ checked: false, checkedAt: at(2 * minute) });
    expect(item('Milk', result.list).checked).toBe(true);
    // Two changes of one item in one sync: the later one stays.
    result = await ok<ShoppingSyncResult>(
      post(path, 'bob', {
        changes: [
          { itemId: eggs, checked: true, changedAt: at(4 * minute) },
          { itemId: eggs, checked: false, changedAt: at(3 * minute) },
        ],
      }),
    );
    expect(item('Egg', result.list)).toMatchObject({ checked: true, checkedAt: at(4 * minute) });
    // A device clock far ahead counts as now: a tick made a moment later still wins.
    result = await ok<ShoppingSyncResult>(
      post(path, 'carol', {
        changes: [{ itemId: milk, checked: false, changedAt: '2100-01-01T00:00:00.000Z' }],
      }),
    );
    const clamped = Date.parse(item('Milk', result.list).checkedAt!);
    expect(clamped).toBeLessThanOrEqual(Date.now());
    await new Promise((resolve) => setTimeout(resolve, 5));
    result = await ok<ShoppingSyncResult>(
      post(path, 'bob', { changes: [{ itemId: milk, checked: true, changedAt: new Date().toISOString() }] }),
    );
    expect(result.applied).toEqual([milk]);
    list = result.list;
    const summary = (await ok<ShoppingListSummary[]>(get('/api/recipe/shopping/lists', 'bob'))).find(
      (entry) => entry.id === list.id,
    );
    expect(summary).toMatchObject({ itemCount: list.items.length, checkedCount: 2 });
  });

  it('adds to a new item rather than a ticked one, clears ticked items and removes items', async () => {
    const path = `/api/recipe/shopping/list/${list.id}`;
    list = await ok<ShoppingList>(post(`${path}/recipes`, 'bob', { recipeId: bread.id, servings: 2 }));
    // The eggs were ticked (bought): 4 more is a new line.
    expect(
      list.items.filter((entry) => entry.name === 'Egg').map((entry) => [entry.amount, entry.checked]),
    ).toEqual([
      ['5', true],
      ['4', false],
    ]);
    list = await ok<ShoppingList>(post(`${path}/clear-checked`, 'carol'));
    expect(list.items.filter((entry) => entry.checked)).toEqual([]);
    expect(item('Egg').amount).toBe('4');
    list = await ok<ShoppingList>(del(`${path}/items/${item('Coffee').id}`, 'bob'));
    expect(list.items.map((entry) => entry.name)).not.toContain('Coffee');
    expect((await del(`${path}/items/${item('Egg').id + 100_000}`, 'bob')).status).toBe(404);
  });

  it('refuses an archived recipe (404) and a recipe id past the column (400)', async () => {
    const path = `/api/recipe/shopping/list/${list.id}/recipes`;
    expect((await post(path, 'bob', { recipeId: 2_000_000_000 })).status).toBe(404);
    const big = await post(path, 'bob', { recipeId: 2 ** 31 });
    expect(big.status).toBe(400);
    expect(problemFields(big.body)).toEqual(['recipeId']);
  });

  it('keeps the lists-per-owner limit under concurrent creations', async () => {
    const answers = await Promise.all(
      Array.from({ length: SHOPPING_LIMITS.listsPerOwner + 5 }, (_, index) =>
        post('/api/recipe/shopping/list', 'hoarder', { title: `List ${index}` }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(SHOPPING_LIMITS.listsPerOwner);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(5);
  }, 60_000);

  it('deletes a list (its owner), after which the household gets 404', async () => {
    const path = `/api/recipe/shopping/list/${list.id}`;
    expect(await ok(del(path, 'bob'))).toEqual({ id: list.id });
    expect((await get(path, 'carol')).status).toBe(404);
    expect((await get(path, 'bob')).status).toBe(404);
  });

  it('answers every list shared with a user past one slice of ids, each with its own items', async () => {
    // 1,001 lists shared with one user (inserted directly: as if many owners shared theirs), one item each.
    const now = new Date();
    const listIds: number[] = [];
    for (let index = 0; index < 1001; index += 1) {
      const id = await insertedId(
        api
          .db('recipe_shopping_lists')
          .insert({
            title: `Shared ${String(index).padStart(4, '0')}`,
            created_by_id: ids.mallory,
            created_date: now,
            modified_date: now,
          })
          .returning('id'),
      );
      listIds.push(id);
    }
    for (let start = 0; start < listIds.length; start += 200) {
      const slice = listIds.slice(start, start + 200);
      await api
        .db('recipe_shopping_list_users')
        .insert(slice.map((listId) => ({ list_id: listId, user_id: ids.popular })));
      await api.db('recipe_shopping_items').insert(
        slice.map((listId) => ({
          list_id: listId,
          name: `For ${listId}`,
          amount_key: '',
          amount_text: '',
          sources: '',
          sort_order: 0,
          created_date: now,
          modified_date: now,
        })),
      );
    }
    const full = await ok<ShoppingList[]>(get('/api/recipe/shopping/lists/all', 'popular'));
    expect(full).toHaveLength(1001);
    expect(
      full.every((entry) => entry.items.length === 1 && entry.items[0]!.name === `For ${entry.id}`),
    ).toBe(true);
    expect(
      full.every((entry) => !entry.isOwner && entry.ownerName === 'mallory' && entry.itemCount === 1),
    ).toBe(true);
    expect(full.at(-1)!.title).toBe('Shared 1000');
  }, 120_000);
});
