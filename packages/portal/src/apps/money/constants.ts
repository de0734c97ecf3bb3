// The Money screens' own values; the ids, titles, messages and page sizes the server shares are the contract's
// (@lcars/contract/money).
export const MONEY_BASE = '/money';

/** The account edit dialog's tabs; the credit flow opens tab 1, the subscription flow tab 2. */
export const AccountTab = { General: 0, Credit: 1, Schedule: 2, Sharing: 3 } as const;

/**
 * A lookup title as people read it: the lookup lists keep their stored names ("CreditCard", "DebtInventory",
 * "LineOfCredit"); a choice shows "Credit card", "Debt inventory", "Line of credit" (issue 21).
 */
export function humanLabel(title: string): string {
  const words = title
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .split(' ');
  return words.map((word, index) => (index === 0 ? word : word.toLowerCase())).join(' ');
}
