// `lcars shopping`: the Recipes shopping lists from a terminal (issue 34), over the same routes as the portal:
// the caller's lists and those shared with them, a list's items, an item typed on it, a recipe's ingredients
// scaled to the servings given, and ticks (sent as the portal's offline ticks are, last write wins per item).
import type { Command } from 'commander';
import * as calls from '@lcars/contract/recipes';
import {
  SHOPPING_LIMITS,
  type ShoppingItem,
  type ShoppingList,
  type ShoppingListSummary,
  type ShoppingSyncResult,
} from '@lcars/contract/recipes';
import type { ApiClient } from '../client.js';
import { commandClient } from '../context.js';
import { CliError, ExitCode } from '../errors.js';
import { printResult } from '../output.js';
import { parsePositiveInt } from '../resolve.js';
import { printTable, withSpinner, type Column } from '../ui/screens.js';
import { examples } from './help.js';

/** Who a list is whose, in words: the caller's own (shared with n), or shared by its owner. */
export function sharingText(list: ShoppingListSummary): string {
  if (!list.isOwner) return `shared by ${list.ownerName}`;
  return list.sharedUsers.length === 0 ? 'yours' : `yours, shared with ${list.sharedUsers.length}`;
}

const listColumns: Column<ShoppingListSummary>[] = [
  { header: 'ID', value: (list) => String(list.id) },
  { header: 'TITLE', value: (list) => list.title },
  { header: 'TICKED', value: (list) => `${list.checkedCount} of ${list.itemCount}` },
  { header: 'WHOSE', value: sharingText },
];

const itemColumns: Column<ShoppingItem>[] = [
  { header: 'ID', value: (item) => String(item.id) },
  { header: 'TICKED', value: (item) => (item.checked ? 'x' : '') },
  { header: 'ITEM', value: (item) => item.name },
  { header: 'AMOUNT', value: (item) => item.amount },
  { header: 'FOR', value: (item) => item.sources },
];

/**
 * A list by its id or its title (case aside) among those the caller sees. A title two lists share, or none
 * has, is a usage error that says so; an id is passed on as it is (the server answers 404 for a list the
 * caller may not see, as for one that does not exist).
 */
export async function findList(client: ApiClient, ref: string): Promise<number> {
  const text = ref.trim();
  if (/^\d+$/.test(text)) return parsePositiveInt(text, 'List id');
  if (text === '') throw new CliError('Name a shopping list by its id or its title.', ExitCode.Usage);
  const lists = await client.call(calls.shoppingLists, {});
  const found = lists.filter((list) => list.title.toLowerCase() === text.toLowerCase());
  if (found.length === 1) return found[0]!.id;
  if (found.length === 0) throw new CliError(`No shopping list is called ${text}.`, ExitCode.Usage);
  throw new CliError(
    `${found.length} shopping lists are called ${text}: use the id (${found.map((list) => list.id).join(', ')}).`,
    ExitCode.Usage,
  );
}

/** An item of the list by its id or its name (case aside). */
export function findItem(list: ShoppingList, ref: string): ShoppingItem {
  const text = ref.trim();
  const byId = /^\d+$/.test(text) ? list.items.find((item) => item.id === Number(text)) : undefined;
  if (byId) return byId;
  const found = list.items.filter((item) => item.name.toLowerCase() === text.toLowerCase());
  if (found.length === 1) return found[0]!;
  if (found.length > 1) {
    throw new CliError(
      `${found.length} items of ${list.title} are called ${text}: use the id (${found.map((item) => item.id).join(', ')}).`,
      ExitCode.Usage,
    );
  }
  throw new CliError(
    `${list.title} has no item ${text} (see lcars shopping show ${list.id}).`,
    ExitCode.Usage,
  );
}

/** Servings as typed: a number above 0 and at most the server's bound (2.5 is fine). */
export function parseServings(text: string): number {
  const servings = Number(text.trim());
  if (
    text.trim() === '' ||
    !Number.isFinite(servings) ||
    servings <= 0 ||
    servings > SHOPPING_LIMITS.servings
  ) {
    throw new CliError(
      `--servings must be a number above 0 and at most ${SHOPPING_LIMITS.servings}: ${text}`,
      ExitCode.Usage,
    );
  }
  return servings;
}

/** What a tick did, in words: applied, or kept as it was because another device changed the item later. */
export function tickText(result: ShoppingSyncResult, item: ShoppingItem, checked: boolean): string {
  if (result.missing.includes(item.id)) return `${item.name} is no longer on ${result.list.title}.`;
  if (result.superseded.includes(item.id)) {
    const now = result.list.items.find((entry) => entry.id === item.id);
    return `${item.name} was changed later on another device: it stays ${now?.checked ? 'ticked' : 'unticked'}.`;
  }
  return `${checked ? 'Ticked' : 'Unticked'} ${item.name} on ${result.list.title}.`;
}

function itemsText(list: ShoppingList): string {
  const open = list.items.filter((item) => !item.checked).length;
  return `${list.title} (${sharingText(list)}): ${open} to buy, ${list.items.length - open} in the basket.`;
}

export function registerShoppingCommands(program: Command): void {
  const shopping = program
    .command('shopping')
    .description(
      'Recipes shopping lists: yours and those shared with you (needs Recipes/Read). A list is named by its id or its title.',
    );

  examples(shopping.command('lists').description('List your shopping lists and those shared with you.'), [
    'lcars shopping lists',
    "lcars shopping lists --json | jq -r '.[].title'",
  ]).action(async (_options: unknown, command: Command) => {
    const { client, json } = await commandClient(command);
    const lists = await withSpinner(json, 'Loading shopping lists', () =>
      client.call(calls.shoppingLists, {}),
    );
    await printTable(json, listColumns, lists, lists, 'No shopping lists yet.');
  });

  examples(
    shopping
      .command('show')
      .description("Show a list's items: to buy first, then the ticked ones.")
      .argument('<list>', 'list id or title'),
    ['lcars shopping show 12', 'lcars shopping show "Weekend shop" --json'],
  ).action(async (ref: string, _options: unknown, command: Command) => {
    const { client, json } = await commandClient(command);
    const list = await withSpinner(json, 'Loading the list', async () =>
      client.call(calls.shoppingListGet, { params: { id: await findList(client, ref) } }),
    );
    const items = [
      ...list.items.filter((item) => !item.checked),
      ...list.items.filter((item) => item.checked),
    ];
    if (!json) process.stdout.write(`${itemsText(list)}\n`);
    await printTable(json, itemColumns, items, list, 'Nothing on this list yet.');
  });

  examples(
    shopping
      .command('add')
      .description('Add an item typed on the list.')
      .argument('<list>', 'list id or title')
      .argument('<name>', 'what to buy')
      .option('--amount <text>', 'how much, in words ("2 rolls")', ''),
    ['lcars shopping add 12 "Paper towels" --amount "2 rolls"'],
  ).action(async (ref: string, name: string, options: { amount: string }, command: Command) => {
    const { client, json } = await commandClient(command);
    const list = await withSpinner(json, 'Adding', async () =>
      client.call(calls.shoppingAddItem, {
        params: { id: await findList(client, ref) },
        body: { name, amount: options.amount },
      }),
    );
    printResult(json, list, () => `Added ${name.trim()} to ${list.title}.`);
  });

  examples(
    shopping
      .command('add-recipe')
      .description(
        "Add a recipe's ingredients scaled to the servings given (the recipe's own if none); the same product merges with an item not yet ticked.",
      )
      .argument('<list>', 'list id or title')
      .argument('<recipe>', 'recipe id')
      .option('--servings <n>', 'servings to buy for'),
    ['lcars shopping add-recipe 12 31 --servings 8', 'lcars shopping add-recipe "Weekend shop" 31 --json'],
  ).action(async (ref: string, recipeText: string, options: { servings?: string }, command: Command) => {
    const recipeId = parsePositiveInt(recipeText, 'Recipe id');
    const servings = options.servings === undefined ? null : parseServings(options.servings);
    const { client, json } = await commandClient(command);
    const list = await withSpinner(json, 'Adding the ingredients', async () =>
      client.call(calls.shoppingAddRecipe, {
        params: { id: await findList(client, ref) },
        body: { recipeId, servings },
      }),
    );
    printResult(
      json,
      list,
      () => `Added recipe ${recipeId}'s ingredients to ${list.title}: ${list.items.length} items.`,
    );
  });

  for (const [name, checked] of [
    ['tick', true],
    ['untick', false],
  ] as const) {
    examples(
      shopping
        .command(name)
        .description(
          checked
            ? 'Tick an item off (in the basket).'
            : 'Untick an item (back to buy). The latest change of an item wins, whichever device made it.',
        )
        .argument('<list>', 'list id or title')
        .argument('<item>', 'item id or name'),
      [`lcars shopping ${name} 12 45`, `lcars shopping ${name} "Weekend shop" "Paper towels" --json`],
    ).action(async (ref: string, itemRef: string, _options: unknown, command: Command) => {
      const { client, json } = await commandClient(command);
      const { result, item } = await withSpinner(json, 'Saving', async () => {
        const list = await client.call(calls.shoppingListGet, {
          params: { id: await findList(client, ref) },
        });
        const item = findItem(list, itemRef);
        const result = await client.call(calls.shoppingSync, {
          params: { id: list.id },
          body: { changes: [{ itemId: item.id, checked, changedAt: new Date().toISOString() }] },
        });
        return { result, item };
      });
      if (result.missing.includes(item.id)) throw new CliError(tickText(result, item, checked));
      printResult(json, result, () => tickText(result, item, checked));
    });
  }
}
