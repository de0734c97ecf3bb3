import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Cookbook, CookbookSummary, Recipe } from '@lcars/contract/recipes';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../../test/server.js';
import { ok, problemFields, testUsers } from '../../../../test/requests.js';

// Issue 34, cookbooks: named collections of recipes, shared read-only with the household; anyone else 404.
describeEachDatabase('cookbooks', (kind) => {
  let api: TestServer;
  const { ids, addUser, get, post, del } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    await addUser('bob', ['Member']);
    await addUser('carol', ['Member']);
    await addUser('mallory', ['Member']);
  }, 60_000);
  afterAll(() => api?.close());

  let book: Cookbook;
  let soup: Recipe;
  let pie: Recipe;

  it('creates a cookbook, adds recipes once each, and answers 400 naming the field', async () => {
    soup = await ok<Recipe>(post('/api/recipe/save', 'bob', { title: 'Book Soup' }));
    pie = await ok<Recipe>(post('/api/recipe/save', 'carol', { title: 'Book Pie' }));
    book = await ok<Cookbook>(
      post('/api/recipe/cookbook', 'bob', { title: 'Winter', description: 'Warm food' }),
    );
    expect(book).toMatchObject({ title: 'Winter', isOwner: true, recipes: [], recipeCount: 0 });
    book = await ok<Cookbook>(post(`/api/recipe/cookbook/${book.id}/recipe/${soup.id}`, 'bob'));
    book = await ok<Cookbook>(post(`/api/recipe/cookbook/${book.id}/recipe/${pie.id}`, 'bob'));
    book = await ok<Cookbook>(post(`/api/recipe/cookbook/${book.id}/recipe/${soup.id}`, 'bob'));
    expect(book.recipes.map((recipe) => recipe.title)).toEqual(['Book Soup', 'Book Pie']);
    expect(book.recipeCount).toBe(2);
    const untitled = await post('/api/recipe/cookbook', 'bob', { title: '' });
    expect(untitled.status).toBe(400);
    expect(problemFields(untitled.body)).toEqual(['title']);
    const long = await post('/api/recipe/cookbook', 'bob', { title: 'x', description: 'y'.repeat(1001) });
    expect(problemFields(long.body)).toEqual(['description']);
    expect((await post(`/api/recipe/cookbook/${book.id}/recipe/2000000000`, 'bob')).status).toBe(404);
  });

  it('hides a cookbook from a second, hostile user: 404 for every call', async () => {
    const path = `/api/recipe/cookbook/${book.id}`;
    expect((await get(path, 'mallory')).status).toBe(404);
    expect((await post(`${path}/recipe/${soup.id}`, 'mallory')).status).toBe(404);
    expect((await del(`${path}/recipe/${soup.id}`, 'mallory')).status).toBe(404);
    expect((await post('/api/recipe/cookbook', 'mallory', { id: book.id, title: 'Mine' })).status).toBe(404);
    expect((await del(path, 'mallory')).status).toBe(404);
    const lists = await ok<CookbookSummary[]>(get('/api/recipe/cookbooks', 'mallory'));
    expect(lists.map((entry) => entry.id)).not.toContain(book.id);
  });

  it('shares it read-only: the household reads it, only the owner changes it', async () => {
    book = await ok<Cookbook>(
      post('/api/recipe/cookbook', 'bob', { id: book.id, title: 'Winter', sharedUsers: [ids.carol] }),
    );
    const path = `/api/recipe/cookbook/${book.id}`;
    const seen = await ok<Cookbook>(get(path, 'carol'));
    expect(seen).toMatchObject({ isOwner: false, ownerName: 'bob' });
    expect((await post(`${path}/recipe/${pie.id}`, 'carol')).status).toBe(403);
    expect((await del(`${path}/recipe/${soup.id}`, 'carol')).status).toBe(403);
    expect((await del(path, 'carol')).status).toBe(403);
    // An archived recipe leaves the cookbook's list.
    await ok(del(`/api/recipe/${pie.id}`, 'carol'));
    expect((await ok<Cookbook>(get(path, 'bob'))).recipes.map((recipe) => recipe.title)).toEqual([
      'Book Soup',
    ]);
    book = await ok<Cookbook>(del(`${path}/recipe/${soup.id}`, 'bob'));
    expect(book.recipes).toEqual([]);
    expect(await ok(del(path, 'bob'))).toEqual({ id: book.id });
    expect((await get(path, 'carol')).status).toBe(404);
  });
});
