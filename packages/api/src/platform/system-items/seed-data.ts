// The platform's lookup lists seeded on every start (apps.md section 3, decisions.md). Ids are the ones the
// apps store. An app's own lists come with its module (apps/<app>/module.ts, lookupLists).
import { SystemItemType } from '../../contract/index.js';

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

const PRODUCTS = titled([
  'All-purpose flour',
  'Bread flour',
  'Granulated sugar',
  'Brown sugar',
  'Powdered sugar',
  'Salt',
  'Black pepper',
  'Baking powder',
  'Baking soda',
  'Active dry yeast',
  'Butter',
  'Olive oil',
  'Vegetable oil',
  'Egg',
  'Milk',
  'Heavy cream',
  'Sour cream',
  'Plain yogurt',
  'Cheddar cheese',
  'Parmesan cheese',
  'Mozzarella cheese',
  'Garlic',
  'Onion',
  'Shallot',
  'Carrot',
  'Celery',
  'Potato',
  'Tomato',
  'Tomato paste',
  'Bell pepper',
  'Lemon',
  'Lime',
  'Chicken breast',
  'Ground beef',
  'Bacon',
  'Rice',
  'Pasta',
  'Vanilla extract',
  'Cinnamon',
  'Paprika',
  'Cumin',
  'Oregano',
  'Basil',
  'Parsley',
  'Honey',
  'Soy sauce',
  'Chicken stock',
  'Water',
]);

const MEASUREMENTS: SeedItem[] = [
  ['Teaspoon', 'Teaspoons', 'tsp'],
  ['Tablespoon', 'Tablespoons', 'tbsp'],
  ['Cup', 'Cups', 'c'],
  ['Fluid ounce', 'Fluid ounces', 'fl oz'],
  ['Pint', 'Pints', 'pt'],
  ['Quart', 'Quarts', 'qt'],
  ['Gallon', 'Gallons', 'gal'],
  ['Milliliter', 'Milliliters', 'ml'],
  ['Liter', 'Liters', 'l'],
  ['Ounce', 'Ounces', 'oz'],
  ['Pound', 'Pounds', 'lb'],
  ['Gram', 'Grams', 'g'],
  ['Kilogram', 'Kilograms', 'kg'],
  ['Pinch', 'Pinches', 'pinch'],
  ['Dash', 'Dashes', 'dash'],
  ['Clove', 'Cloves', 'clove'],
  ['Slice', 'Slices', 'slice'],
  ['Piece', 'Pieces', 'pc'],
  ['Can', 'Cans', 'can'],
  ['Package', 'Packages', 'pkg'],
  ['Whole', 'Whole', 'whole'],
  ['To taste', 'To taste', 'to taste'],
].map(([title, pluralTitle, shortTitle], index) => ({
  id: index + 1,
  title: title!,
  pluralTitle: pluralTitle!,
  shortTitle: shortTitle!,
}));

const RECIPE_TYPES = titled([
  'Breakfast',
  'Lunch',
  'Dinner',
  'Appetizer',
  'Side dish',
  'Soup',
  'Salad',
  'Bread',
  'Dessert',
  'Snack',
  'Beverage',
  'Sauce',
]);

const TIME_TYPES: SeedItem[] = [
  { id: 1, title: 'Minute', pluralTitle: 'Minutes', shortTitle: 'min' },
  { id: 2, title: 'Hour', pluralTitle: 'Hours', shortTitle: 'hr' },
  { id: 3, title: 'Day', pluralTitle: 'Days', shortTitle: 'd' },
  { id: 4, title: 'Second', pluralTitle: 'Seconds', shortTitle: 's' },
  { id: 5, title: 'Week', pluralTitle: 'Weeks', shortTitle: 'wk' },
];

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
  { type: SystemItemType.Product, items: PRODUCTS },
  { type: SystemItemType.Measurement, items: MEASUREMENTS },
  { type: SystemItemType.RecipeType, items: RECIPE_TYPES },
  { type: SystemItemType.TimeType, items: TIME_TYPES },
  { type: SystemItemType.SearchOptions, items: SEARCH_OPTIONS },
  { type: SystemItemType.Priorities, items: PRIORITIES },
  { type: SystemItemType.Severities, items: SEVERITIES },
  { type: SystemItemType.NamePrefixes, items: NAME_PREFIXES },
  { type: SystemItemType.NameSuffixes, items: NAME_SUFFIXES },
  { type: SystemItemType.DisplayNames, items: DISPLAY_NAMES },
  { type: SystemItemType.DataTypes, items: DATA_TYPES },
];
