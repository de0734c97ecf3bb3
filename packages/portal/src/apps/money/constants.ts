// The Money screens' own values; the spec's ids, titles, messages and page sizes are the contract's
// (@lcars/api/contract/money).
export const MONEY_BASE = '/money';

/** The account edit dialog's tabs; the credit flow opens tab 1, the subscription flow tab 2. */
export const AccountTab = { General: 0, Credit: 1, Schedule: 2, Sharing: 3 } as const;
