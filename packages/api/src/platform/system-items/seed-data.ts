// The lookup lists seeded on every start (apps.md section 3, decisions.md). Ids are the ones the apps store.
import { SystemItemType } from '../../contract/index.js';

export interface SeedItem {
  id: number;
  title: string;
  description?: string;
  pluralTitle?: string;
  shortTitle?: string;
}

const titled = (titles: readonly string[]): SeedItem[] =>
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

/** Account types (apps.md): credit 4, 5, 6, 7, 9; loan 5, 6, 7; subscription 3, 8, 11. */
const ACCOUNT_TYPES = titled([
  'Checking',
  'Savings',
  'Subscription',
  'CreditCard',
  'Loan',
  'PersonalLoan',
  'MortgageLoan',
  'Utility',
  'LineOfCredit',
  'Ledger',
  'Lease',
]);

const INTERVALS = titled(['Weekly', 'Monthly', 'Quarterly', 'Yearly', 'Every two weeks', 'Daily']);

const LEDGER_TYPES: SeedItem[] = [
  { id: 1, title: 'Standard' },
  { id: 2, title: 'Forecast' },
  { id: 3, title: 'Account' },
  { id: 4, title: 'DebtInventory' },
  { id: 5, title: 'Debt' },
  { id: 99, title: 'Template' },
];

const BALANCE_MODES: SeedItem[] = [
  { id: 1, title: 'Self', description: "The ledger's running balance from its own transactions." },
  { id: 2, title: 'Account', description: "The linked account's current balance." },
  { id: 3, title: 'Ledger', description: "Follows another ledger's balance." },
  { id: 99, title: 'None', description: 'No balance column.' },
];

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

export const SYSTEM_ITEM_SEED: ReadonlyArray<readonly [number, readonly SeedItem[]]> = [
  [SystemItemType.Product, PRODUCTS],
  [SystemItemType.Measurement, MEASUREMENTS],
  [SystemItemType.RecipeType, RECIPE_TYPES],
  [SystemItemType.TimeType, TIME_TYPES],
  [SystemItemType.SearchOptions, SEARCH_OPTIONS],
  [SystemItemType.Priorities, PRIORITIES],
  [SystemItemType.Severities, SEVERITIES],
  [SystemItemType.NamePrefixes, NAME_PREFIXES],
  [SystemItemType.NameSuffixes, NAME_SUFFIXES],
  [SystemItemType.DisplayNames, DISPLAY_NAMES],
  [SystemItemType.AccountType, ACCOUNT_TYPES],
  [SystemItemType.Intervals, INTERVALS],
  [SystemItemType.LedgerTypes, LEDGER_TYPES],
  [SystemItemType.BalanceModes, BALANCE_MODES],
  [SystemItemType.DataTypes, DATA_TYPES],
];
