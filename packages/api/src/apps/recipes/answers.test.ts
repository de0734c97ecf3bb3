// The Recipes calls answer what their endpoint descriptors say: the portal types every answer by the
// descriptor's response schema, so a field the server adds, drops or retypes fails here (strict parsing).
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as calls from '@lcars/contract/recipes';
import { answerOf } from '../../../test/answers.js';
import { testUsers } from '../../../test/requests.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';

describeEachDatabase('recipe answers', (kind) => {
  let api: TestServer;
  const { tokens, addUser } = testUsers(() => api);
  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    await addUser('cook', ['Member', 'Recipe Super User']);
  });
  afterAll(() => api?.close());

  it('answers every call in the shape of its descriptor', async () => {
    const token = tokens.cook!;
    const since = new Date(Date.now() - 60_000).toISOString();
    await answerOf(api, token, calls.recipeSetup, {});
    const recipe = await answerOf(api, token, calls.recipeSave, {
      body: { title: 'Answer soup', description: 'Checked field by field.' },
    });
    await answerOf(api, token, calls.recipeGet, { params: { id: recipe.id } });
    expect(await answerOf(api, token, calls.recipeCount, {})).toBeGreaterThan(0);
    const flags = { favoritesOnly: 'false', cardView: 'true' } as const;
    const first = await answerOf(api, token, calls.recipeList, {
      params: { page: 1, itemsPerPage: 1, ...flags },
      query: {},
    });
    expect(first.nextCursor).toEqual(expect.any(String));
    await answerOf(api, token, calls.recipeList, {
      params: { page: 2, itemsPerPage: 1, ...flags },
      query: { after: first.nextCursor! },
    });
    await answerOf(api, token, calls.recipeSearch, {
      params: { page: 1, itemsPerPage: 5, ...flags, wholeWord: 'false', searchOption: 0, term: 'Answer' },
      query: {},
    });
    await answerOf(api, token, calls.recipeListAll, {});
    await answerOf(api, token, calls.recipeFavorite, { params: { id: recipe.id, favorite: '1' } });
    expect(await answerOf(api, token, calls.recipeFavoriteIds, {})).toContain(recipe.id);
    await answerOf(api, token, calls.recipeRate, { params: { id: recipe.id, rating: 4 } });
    const changes = await answerOf(api, token, calls.recipeChanges, { params: { since } });
    expect(changes.recipes.map((changed) => changed.id)).toContain(recipe.id);
    await answerOf(api, token, calls.recipeImages, { params: { id: recipe.id } });
    await answerOf(api, token, calls.recipeImagesAll, {});

    const note = await answerOf(api, token, calls.noteSave, {
      body: { messageSourceIdValue: recipe.id, commentText: 'Salt it.' },
    });
    await answerOf(api, token, calls.noteGet, { params: { id: note.id } });
    await answerOf(api, token, calls.noteList, { body: { sourceIdValue: recipe.id } });
    await answerOf(api, token, calls.noteListAll, {});
    await answerOf(api, token, calls.noteToggle, { params: { id: note.id } });
    await answerOf(api, token, calls.noteToggleAll, { params: { id: recipe.id } });
    await answerOf(api, token, calls.noteToggleOthers, { params: { id: recipe.id } });
    await answerOf(api, token, calls.noteDelete, { params: { id: note.id } });
    await answerOf(api, token, calls.noteDeleteAll, { params: { recipeId: recipe.id } });

    const list = await answerOf(api, token, calls.shoppingListSave, { body: { title: 'Answers' } });
    const id = list.id;
    await answerOf(api, token, calls.shoppingLists, {});
    await answerOf(api, token, calls.shoppingListsAll, {});
    await answerOf(api, token, calls.shoppingAddRecipe, { params: { id }, body: { recipeId: recipe.id } });
    const typed = await answerOf(api, token, calls.shoppingAddItem, {
      params: { id },
      body: { name: 'Tea' },
    });
    const itemId = typed.items[0]!.id;
    await answerOf(api, token, calls.shoppingSync, {
      params: { id },
      body: { changes: [{ itemId, checked: true, changedAt: new Date().toISOString() }] },
    });
    await answerOf(api, token, calls.shoppingListGet, { params: { id } });
    await answerOf(api, token, calls.shoppingClearChecked, { params: { id } });
    await answerOf(api, token, calls.shoppingAddItem, {
      params: { id },
      body: { name: 'Milk', amount: '1 l' },
    });
    const again = await answerOf(api, token, calls.shoppingListGet, { params: { id } });
    await answerOf(api, token, calls.shoppingItemDelete, { params: { id, itemId: again.items[0]!.id } });
    const entry = await answerOf(api, token, calls.mealPlanAdd, {
      body: { date: '2026-11-30', meal: 'dinner', recipeId: recipe.id },
    });
    await answerOf(api, token, calls.mealPlanWeek, { params: { from: '2026-11-30' } });
    await answerOf(api, token, calls.mealPlanToShopping, { params: { from: '2026-11-30', listId: id } });
    await answerOf(api, token, calls.mealPlanRemove, { params: { id: entry.id } });
    await answerOf(api, token, calls.shoppingListDelete, { params: { id } });
    const book = await answerOf(api, token, calls.cookbookSave, { body: { title: 'Answers' } });
    await answerOf(api, token, calls.cookbookAddRecipe, { params: { id: book.id, recipeId: recipe.id } });
    await answerOf(api, token, calls.cookbookList, {});
    await answerOf(api, token, calls.cookbookGet, { params: { id: book.id } });
    await answerOf(api, token, calls.cookbookRemoveRecipe, { params: { id: book.id, recipeId: recipe.id } });
    await answerOf(api, token, calls.cookbookDelete, { params: { id: book.id } });

    const archived = await answerOf(api, token, calls.recipeArchive, { params: { id: recipe.id } });
    expect(archived.id).toBe(recipe.id);
  });
});
