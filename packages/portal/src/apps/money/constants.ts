// Money constants and messages (apps.md sections 2-9, decisions.md Money). Kept here as plain values: the
// contract module carries zod schemas, so only its types are imported into the portal.
export const MONEY_BASE = '/money';

export const MoneyClaim = { type: 'Money', access: 'Access', read: 'Read', create: 'Create' } as const;

export const ACCOUNT_TYPE_TITLES: Record<number, string> = {
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
/**
 * A lookup title as people read it: the lookup lists keep the spec's names ("CreditCard", "DebtInventory",
 * "LineOfCredit"); a choice shows "Credit card", "Debt inventory", "Line of credit" (issue 21).
 */
export function humanLabel(title: string): string {
  const words = title
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .split(' ');
  return words.map((word, index) => (index === 0 ? word : word.toLowerCase())).join(' ');
}

export const CREDIT_TYPES: readonly number[] = [4, 5, 6, 7, 9];
export const LOAN_TYPES: readonly number[] = [5, 6, 7];
export const SUBSCRIPTION_TYPES: readonly number[] = [3, 8, 11];
export const LEASE_TYPE = 11;

export const LedgerTypeId = {
  Standard: 1,
  Forecast: 2,
  Account: 3,
  DebtInventory: 4,
  Debt: 5,
  Template: 99,
} as const;
export const BalanceModeId = { Self: 1, Account: 2, Ledger: 3, None: 99 } as const;
export const NO_HISTORY_TYPES: readonly number[] = [5, 99];
export const TransactionTypeId = { Deposit: 1, Withdrawl: 2 } as const;

/** apps.md section 9. */
export const LEDGER_LIST_PAGE_SIZE = 20;
export const ACCOUNT_LIST_PAGE_SIZE = 20;
export const HISTORICAL_PAGE_SIZE = 10;
export const LIVE_REQUEST_SIZE = 1000;
export const LIVE_LOCAL_PAGE_SIZE = 10_000;
export const ERROR_DURATION = 5000;

/** The account edit dialog's tabs; the credit flow opens tab 1, the subscription flow tab 2. */
export const AccountTab = { General: 0, Credit: 1, Schedule: 2, Sharing: 3 } as const;

export const MoneyMessages = {
  accountSaved: 'Successfully saved account!',
  accountDeleted: (title: string) => `The account ${title} was deleted successfully`,
  confirmDeleteAccount: (title: string) => `delete the account ${title}`,
  ledgerSaved: (title: string) => `Successfully saved ledger ${title}`,
  ledgerDeleted: (title: string) => `Ledger '${title}' was successfully deleted.`,
  confirmDeleteLedger: 'delete this ledger',
  noLedgerSelected: 'There was no ledger selected for edit. Nothing to save.',
  fixIssues: 'Fix the indicated issues before saving.',
  sortOrderFailed: 'There was an error saving the sort order.',
} as const;
