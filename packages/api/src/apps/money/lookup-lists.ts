// Money's lookup lists: seeded with the platform's when the type is missing.
import { SystemItemType } from '@lcars/contract';
import { titled, type LookupListSeed, type SeedItem } from '../../platform/system-items/seed-data.js';

/** The account types; the credit ones are 4, 5, 6, 7, 9, loans 5, 6, 7, subscriptions 3, 8, 11. */
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

export const MONEY_LOOKUP_LISTS: readonly LookupListSeed[] = [
  { type: SystemItemType.AccountType, items: ACCOUNT_TYPES },
  { type: SystemItemType.Intervals, items: INTERVALS },
  { type: SystemItemType.LedgerTypes, items: LEDGER_TYPES },
  { type: SystemItemType.BalanceModes, items: BALANCE_MODES },
];
