// Money's vocabulary: ids, titles, messages (in the product's wording) and the
// constants, free of zod so that any screen may import them without the schemas.
export const AccountType = {
  Checking: 1,
  Savings: 2,
  Subscription: 3,
  CreditCard: 4,
  Loan: 5,
  PersonalLoan: 6,
  MortgageLoan: 7,
  Utility: 8,
  LineOfCredit: 9,
  Ledger: 10,
  Lease: 11,
} as const;
export const CREDIT_ACCOUNT_TYPES: readonly number[] = [4, 5, 6, 7, 9];
export const LOAN_ACCOUNT_TYPES: readonly number[] = [5, 6, 7];
export const SUBSCRIPTION_ACCOUNT_TYPES: readonly number[] = [3, 8, 11];

/** The schedule intervals (the lookup list of system item type 12). */
export const Interval = {
  Weekly: 1,
  Monthly: 2,
  Quarterly: 3,
  Yearly: 4,
  EveryTwoWeeks: 5,
  Daily: 6,
} as const;
export const BalanceMode = { Self: 1, Account: 2, Ledger: 3, None: 99 } as const;
/** What each balance mode means, as its lookup list describes it. */
export const BALANCE_MODE_DESCRIPTIONS: Readonly<Record<number, string>> = {
  [BalanceMode.Self]: "The ledger's running balance from its own transactions.",
  [BalanceMode.Account]: "The linked account's current balance.",
  [BalanceMode.Ledger]: "Follows another ledger's balance.",
  [BalanceMode.None]: 'No balance column.',
};
export const LedgerType = {
  Standard: 1,
  Forecast: 2,
  Account: 3,
  DebtInventory: 4,
  Debt: 5,
  Template: 99,
} as const;
export const TransactionType = { Deposit: 1, Withdrawl: 2 } as const;
/** Ledger types without a historical view. */
export const NO_HISTORY_LEDGER_TYPES: readonly number[] = [5, 99];

/** Fallback titles when the system_items table has no rows of a type. */
export const MONEY_LOOKUPS = {
  accountTypes: [
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
  ].map((title, index) => ({ id: index + 1, title })),
  intervals: ['Weekly', 'Monthly', 'Quarterly', 'Yearly', 'Every two weeks', 'Daily'].map((title, index) => ({
    id: index + 1,
    title,
  })),
  ledgerTypes: Object.entries(LedgerType).map(([title, id]) => ({ id, title })),
  balanceModes: Object.entries(BalanceMode).map(([title, id]) => ({ id, title })),
} as const;

/** Money's messages, in the product's wording, and the API's own. */
export const MONEY_MESSAGES = {
  accountSaved: 'Successfully saved account!',
  accountDeleted: (title: string) => `The account ${title} was deleted successfully`,
  ledgerSaved: (title: string) => `Successfully saved ledger ${title}`,
  ledgerDeleted: (title: string) => `Ledger '${title}' was successfully deleted.`,
  noLedgerSelected: 'There was no ledger selected for edit. Nothing to save.',
  sortOrderFailed: 'There was an error saving the sort order.',
  confirmDeleteAccount: (title: string) => `delete the account ${title}`,
  confirmDeleteLedger: 'delete this ledger',
  fixIssues: 'Fix the indicated issues before saving.',
  reconcileNotAllowed:
    'Only pending (initiated) transactions can be reconciled, except in Account ledgers (type 3).',
} as const;

/** The credit gradient: the colours a credit rate's percentile runs through (arithmetic.ts in the API). */
export const CREDIT_GRADIENT = { green: '#2E7D32', yellow: '#FFEB3B', red: '#F44336' } as const;

/** The titles of the account types, as a person reads them (the lookup list's names are one word). */
export const ACCOUNT_TYPE_TITLES: Readonly<Record<number, string>> = {
  1: 'Checking',
  2: 'Savings',
  3: 'Subscription',
  4: 'Credit card',
  5: 'Loan',
  6: 'Personal loan',
  7: 'Mortgage loan',
  8: 'Utility',
  9: 'Line of credit',
  10: 'Ledger',
  11: 'Lease',
};

/** The claim type of Money and the values its screens check. */
export const MoneyClaim = { type: 'Money', access: 'Access', read: 'Read', create: 'Create' } as const;

/** Money's page sizes and durations. */
export const LEDGER_LIST_PAGE_SIZE = 20;
export const ACCOUNT_LIST_PAGE_SIZE = 20;
export const HISTORICAL_PAGE_SIZE = 10;
export const LIVE_REQUEST_SIZE = 1000;
export const LIVE_LOCAL_PAGE_SIZE = 10_000;
export const ERROR_DURATION = 5000;
