// The platform's lookup lists seeded on every start (docs/decisions.md). Ids are the ones the
// apps store. An app's own lists come with its module (apps/<app>/module.ts, lookupLists): Recipes brings
// ingredients, measurements, recipe types and time types; Money its account and ledger lists.
import { SystemItemType } from '@lcars/contract';

export interface SeedItem {
  readonly id: number;
  readonly title: string;
  readonly description?: string;
  readonly pluralTitle?: string;
  readonly shortTitle?: string;
}

/** One lookup list (system item type) with the items seeded when the type is missing. */
export interface LookupListSeed {
  readonly type: number;
  readonly items: readonly SeedItem[];
}

/** Items numbered 1, 2, 3... in the order given. */
export const titled = (titles: readonly string[]): SeedItem[] =>
  titles.map((title, index) => ({ id: index + 1, title }));

const SEARCH_OPTIONS: SeedItem[] = ['All', 'title', 'authorName', 'instructions', 'ingredients', 'tags'].map(
  (title, id) => ({ id, title }),
);

const PRIORITIES = titled(['Defcon5', 'Urgent', 'Normal', 'Blase', 'GetToIt']);
const SEVERITIES = titled(['Information', 'Low', 'Medium', 'High', 'Critical']);
const NAME_PREFIXES = titled(['Mr.', 'Mrs.', 'Ms.', 'Mx.', 'Dr.', 'Prof.', 'Rev.', 'Capt.', 'Cmdr.', 'Lt.']);
const NAME_SUFFIXES = titled(['Jr.', 'Sr.', 'II', 'III', 'IV', 'PhD', 'MD', 'Esq.']);
const DISPLAY_NAMES = titled(['Last name', 'First name', 'First and last name', 'User name', 'E-mail']);

const DATA_TYPES = titled([
  'BigInt',
  'Bit',
  'Date',
  'DateTime',
  'Decimal',
  'Float',
  'Int',
  'Money',
  'Nvarchar',
  'SmallInt',
  'TinyInt',
]);

export const SYSTEM_ITEM_SEED: readonly LookupListSeed[] = [
  { type: SystemItemType.SearchOptions, items: SEARCH_OPTIONS },
  { type: SystemItemType.Priorities, items: PRIORITIES },
  { type: SystemItemType.Severities, items: SEVERITIES },
  { type: SystemItemType.NamePrefixes, items: NAME_PREFIXES },
  { type: SystemItemType.NameSuffixes, items: NAME_SUFFIXES },
  { type: SystemItemType.DisplayNames, items: DISPLAY_NAMES },
  { type: SystemItemType.DataTypes, items: DATA_TYPES },
];
