// Money's lookup lists, seeded with the platform's when the type is missing: the items are the contract's
// vocabulary (ids and titles), so the seed and the screens' fallback titles never disagree.
import { SystemItemType } from '@lcars/contract';
import { BALANCE_MODE_DESCRIPTIONS, MONEY_LOOKUPS } from '@lcars/contract/money';
import type { LookupListSeed } from '../../platform/system-items/seed-data.js';

export const MONEY_LOOKUP_LISTS: readonly LookupListSeed[] = [
  { type: SystemItemType.AccountType, items: MONEY_LOOKUPS.accountTypes },
  { type: SystemItemType.Intervals, items: MONEY_LOOKUPS.intervals },
  { type: SystemItemType.LedgerTypes, items: MONEY_LOOKUPS.ledgerTypes },
  {
    type: SystemItemType.BalanceModes,
    items: MONEY_LOOKUPS.balanceModes.map((mode) => {
      const description = BALANCE_MODE_DESCRIPTIONS[mode.id];
      return description === undefined ? mode : { ...mode, description };
    }),
  },
];
