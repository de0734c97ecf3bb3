import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeSetup, ShoppingList, ShoppingListSummary } from '@lcars/contract/recipes';
import { ADMIN_PASSWORD, login, runCli, startServer, type RunningServer } from './harness.js';

/**
 * `lcars shopping` against a real server (issue 34): a member's lists and the one shared with them, a list's
 * items, an item typed on it, a recipe's ingredients scaled to servings, ticks; a second member sees none of it.
 */
describe('lcars shopping against a real server', () => {
  let server: RunningServer;
  let work: string;
  const as = (who: string) => (args: string[]) => runCli(args, { configDir: join(work, who) });
  const admin = as('admin');
  const sam = as('sam');
  const eve = as('eve');
  const tokens: Record<string, string> = {};
  const call = async <T>(who: string, method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.url}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
    return (await response.json()) as T;
  };
  let recipeId = 0;
  let ownId = 0;
  let sharedId = 0;

  beforeAll(async () => {
    server = await startServer();
    work = await mkdtemp(join(tmpdir(), 'lcars-shopping-'));
    await login(server.url, join(work, 'admin'), 'admin', ADMIN_PASSWORD);
    const ids: Record<string, number> = {};
    for (const name of ['sam', 'eve', 'pat']) {
      const created = await admin([
        'users',
        'create',
        name,
        '--email',
        `${name}@example.org`,
        '--role',
        'Member',
        '--json',
      ]);
      expect(created.code, created.stderr).toBe(0);
      const body = JSON.parse(created.stdout) as { user: { id: number }; password: string };
      ids[name] = body.user.id;
      if (name !== 'pat') await login(server.url, join(work, name), name, body.password);
      const answer = await fetch(`${server.url}/api/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: name, password: body.password }),
      });
      tokens[name] = ((await answer.json()) as { jwtToken: string }).jwtToken;
    }
    // Sam's recipe for 4: 2 eggs and 300 g of flour.
    const setup = await call<RecipeSetup>('sam', 'GET', 'recipe/md');
    const product = (title: string) => setup.products.find((entry) => entry.title === title)!.id;
    const gram = setup.measurements.find((entry) => entry.title === 'Gram')!.id;
    const recipe = await call<{ id: number }>('sam', 'POST', 'recipe/save', {
      title: 'CLI Bread',
      servings: 4,
      ingredients: [
        { amount: '2', measurementId: null, productId: product('Egg') },
        { amount: '300', measurementId: gram, productId: product('All-purpose flour') },
      ],
    });
    recipeId = recipe.id;
    ownId = (await call<ShoppingList>('sam', 'POST', 'recipe/shopping/list', { title: 'Weekend shop' })).id;
    sharedId = (
      await call<ShoppingList>('pat', 'POST', 'recipe/shopping/list', {
        title: 'Household',
        sharedUsers: [ids.sam],
      })
    ).id;
    await call('pat', 'POST', `recipe/shopping/list/${sharedId}/items`, { name: 'Coffee' });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(work, { recursive: true, force: true });
  });

  it('lists their own lists and those shared with them', async () => {
    const run = await sam(['shopping', 'lists', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const lists = JSON.parse(run.stdout) as ShoppingListSummary[];
    expect(lists.map((list) => [list.title, list.isOwner])).toEqual([
      ['Household', false],
      ['Weekend shop', true],
    ]);
    const table = await sam(['shopping', 'lists']);
    expect(table.stdout).toMatch(/Household\s+0 of 1\s+shared by pat/);
    expect(table.stdout).toMatch(/Weekend shop\s+0 of 0\s+yours/);
  });

  it('adds an item and a recipe scaled to servings, and shows the items', async () => {
    const added = await sam(['shopping', 'add', 'weekend shop', 'Paper towels', '--amount', '2 rolls']);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout.trim()).toBe('Added Paper towels to Weekend shop.');
    const recipe = await sam([
      'shopping',
      'add-recipe',
      String(ownId),
      String(recipeId),
      '--servings',
      '6',
      '--json',
    ]);
    expect(recipe.code, recipe.stderr).toBe(0);
    const list = JSON.parse(recipe.stdout) as ShoppingList;
    // For 6 of a recipe for 4: one and a half times every amount.
    expect(Object.fromEntries(list.items.map((item) => [item.name, item.amount]))).toEqual({
      'Paper towels': '2 rolls',
      Egg: '3',
      'All-purpose flour': '450 g',
    });
    const shown = await sam(['shopping', 'show', 'Weekend shop']);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('Weekend shop (yours): 3 to buy, 0 in the basket.');
    expect(shown.stdout).toMatch(/All-purpose flour\s+450 g\s+CLI Bread/);
  });

  it('ticks and unticks an item by name or id, as saved on the server', async () => {
    const ticked = await sam(['shopping', 'tick', 'Weekend shop', 'egg']);
    expect(ticked.code, ticked.stderr).toBe(0);
    expect(ticked.stdout.trim()).toBe('Ticked Egg on Weekend shop.');
    let list = await call<ShoppingList>('sam', 'GET', `recipe/shopping/list/${ownId}`);
    const egg = list.items.find((item) => item.name === 'Egg')!;
    expect(egg.checked).toBe(true);
    // A tick of the shared list, by id, seen by its owner.
    const coffee = (await call<ShoppingList>('pat', 'GET', `recipe/shopping/list/${sharedId}`)).items[0]!;
    const shared = await sam(['shopping', 'tick', 'Household', String(coffee.id), '--json']);
    expect(shared.code, shared.stderr).toBe(0);
    expect((JSON.parse(shared.stdout) as { applied: number[] }).applied).toEqual([coffee.id]);
    expect(
      (await call<ShoppingList>('pat', 'GET', `recipe/shopping/list/${sharedId}`)).items[0]!.checked,
    ).toBe(true);
    const unticked = await sam(['shopping', 'untick', String(ownId), String(egg.id)]);
    expect(unticked.stdout.trim()).toBe('Unticked Egg on Weekend shop.');
    list = await call<ShoppingList>('sam', 'GET', `recipe/shopping/list/${ownId}`);
    expect(list.items.find((item) => item.id === egg.id)?.checked).toBe(false);
  });

  it('says clearly what is wrong: unknown list or item, bad servings, bad recipe', async () => {
    const noList = await sam(['shopping', 'show', 'Nope']);
    expect(noList.code).toBe(2);
    expect(noList.stderr).toContain('No shopping list is called Nope.');
    const noItem = await sam(['shopping', 'tick', 'Weekend shop', 'Caviar']);
    expect(noItem.code).toBe(2);
    expect(noItem.stderr).toContain(`Weekend shop has no item Caviar (see lcars shopping show ${ownId}).`);
    const servings = await sam([
      'shopping',
      'add-recipe',
      'Weekend shop',
      String(recipeId),
      '--servings',
      '0',
    ]);
    expect(servings.code).toBe(2);
    expect(servings.stderr).toContain('--servings must be a number above 0 and at most 1000: 0');
    const recipe = await sam(['shopping', 'add-recipe', 'Weekend shop', '2147483647']);
    expect(recipe.code).toBe(1);
    expect(recipe.stderr).toContain('The server answered 404');
    const empty = await sam(['shopping', 'add', 'Weekend shop', '   ']);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('name: Name is required.');
  });

  it("shows a second, hostile member none of it: another's list is not found, and their own lists are theirs", async () => {
    const lists = await eve(['shopping', 'lists', '--json']);
    expect(JSON.parse(lists.stdout)).toEqual([]);
    const shown = await eve(['shopping', 'show', String(ownId)]);
    expect(shown.code).toBe(1);
    expect(shown.stderr).toContain(`Shopping list ${ownId} was not found.`);
    const byTitle = await eve(['shopping', 'add', 'Weekend shop', 'Crowbar']);
    expect(byTitle.code).toBe(2);
    const tick = await eve(['shopping', 'tick', String(sharedId), 'Coffee']);
    expect(tick.code).toBe(1);
    expect((await eve(['shopping', 'add-recipe', String(ownId), String(recipeId)])).code).toBe(1);
    const list = await call<ShoppingList>('sam', 'GET', `recipe/shopping/list/${ownId}`);
    expect(list.items.map((item) => item.name)).not.toContain('Crowbar');
  });
});
