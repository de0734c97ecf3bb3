import type { Command } from 'commander';
import type { SystemItem, SystemItemSave } from '@lcars/contract';
import { commandClient } from '../context.js';
import { CliError, ExitCode } from '../errors.js';
import { printResult } from '../output.js';
import { itemTypesText, parseItemType, parsePositiveInt } from '../resolve.js';
import { withSpinner, printTable, type Column } from '../ui/screens.js';
import { examples } from './help.js';

const columns: Column<SystemItem>[] = [
  { header: 'ID', value: (i) => String(i.id) },
  { header: 'TITLE', value: (i) => i.title },
  { header: 'SHORT', value: (i) => i.shortTitle },
  { header: 'ORDER', value: (i) => String(i.sortOrder) },
  { header: 'DESCRIPTION', value: (i) => i.description },
];

interface ItemOptions {
  title?: string;
  description?: string;
  shortTitle?: string;
  pluralTitle?: string;
  alternateId?: string;
  sortOrder?: string;
}

function itemFields(options: ItemOptions): Partial<SystemItemSave> {
  return {
    ...(options.title !== undefined ? { title: options.title } : {}),
    ...(options.description !== undefined ? { description: options.description } : {}),
    ...(options.shortTitle !== undefined ? { shortTitle: options.shortTitle } : {}),
    ...(options.pluralTitle !== undefined ? { pluralTitle: options.pluralTitle } : {}),
    ...(options.alternateId !== undefined ? { alternateId: options.alternateId } : {}),
    ...(options.sortOrder !== undefined ? { sortOrder: Number(options.sortOrder) } : {}),
  };
}

function itemOptions(command: Command): Command {
  return command
    .option('--short-title <text>', 'short title')
    .option('--plural-title <text>', 'plural title')
    .option('--alternate-id <text>', 'alternate id')
    .option('--sort-order <n>', 'position in the list');
}

export function registerItemCommands(program: Command): void {
  const items = program
    .command('items')
    .description(
      'System items: the lookup lists shared by the apps (editing needs SystemItem/SystemItemCreate).',
    )
    .addHelpText('after', `\nTypes (by name or number): ${itemTypesText()}.`);

  examples(
    items
      .command('list')
      .description('List the items of one type.')
      .argument('<type>', 'type name or number'),
    ['lcars items list measurements', "lcars items list 6 --json | jq -r '.records[].title'"],
  ).action(async (typeText: string, _options: unknown, command: Command) => {
    const type = parseItemType(typeText);
    const { client, json } = await commandClient(command);
    const list = await withSpinner(json, 'Loading items', () => client.listSystemItems(type));
    await printTable(json, columns, list.records, list, `There are no saved ${typeText} available.`);
  });

  examples(
    itemOptions(
      items
        .command('add')
        .description('Add an item to a list.')
        .argument('<type>', 'type name or number')
        .requiredOption('--title <text>', 'title')
        .requiredOption('--description <text>', 'description'),
    ),
    ['lcars items add measurements --title Pinch --description "A pinch of it" --short-title pn'],
  ).action(async (typeText: string, options: ItemOptions, command: Command) => {
    const type = parseItemType(typeText);
    const { client, json } = await commandClient(command);
    const item = await withSpinner(json, 'Saving', () =>
      client.saveSystemItem({ id: 0, systemItemType: type, ...itemFields(options) }),
    );
    printResult(json, item, () => `Added ${item.title} (id ${item.id}) to type ${type}.`);
  });

  examples(
    itemOptions(
      items
        .command('update')
        .description('Change an item; fields not given keep their values.')
        .argument('<type>', 'type name or number')
        .argument('<id>', 'item id')
        .option('--title <text>', 'title')
        .option('--description <text>', 'description'),
    ),
    ['lcars items update measurements 12 --title Dash'],
  ).action(async (typeText: string, idText: string, options: ItemOptions, command: Command) => {
    const type = parseItemType(typeText);
    const id = parsePositiveInt(idText, 'Item id');
    const changes = itemFields(options);
    if (Object.keys(changes).length === 0) {
      throw new CliError('Nothing to change: pass at least one option (see --help).', ExitCode.Usage);
    }
    const { client, json } = await commandClient(command);
    const item = await withSpinner(json, 'Saving', async () => {
      // The save replaces every field: start from the stored item.
      const current = (await client.listSystemItems(type)).records.find((i) => i.id === id);
      if (!current) throw new CliError(`System item ${type}/${id} was not found.`);
      const { createdDate: _created, modifiedDate: _modified, ...fields } = current;
      return client.saveSystemItem({ ...fields, ...changes, id, systemItemType: type });
    });
    printResult(json, item, () => `Updated ${item.title} (id ${item.id}).`);
  });

  examples(
    items
      .command('remove')
      .description('Delete an item from a list.')
      .argument('<type>', 'type name or number')
      .argument('<id>', 'item id'),
    ['lcars items remove measurements 12'],
  ).action(async (typeText: string, idText: string, _options: unknown, command: Command) => {
    const type = parseItemType(typeText);
    const id = parsePositiveInt(idText, 'Item id');
    const { client, json } = await commandClient(command);
    const message = await withSpinner(json, 'Deleting', () => client.deleteSystemItem(type, id));
    printResult(json, { type, id, deleted: true, message }, () => message || 'Item deleted.');
  });
}
