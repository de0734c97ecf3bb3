// Money as the platform and the portal know it: its place, its claims, the lookup lists it owns.
import { defineAppManifest } from '../manifest.js';
import { SystemItemType } from '../vocabulary.js';

export const moneyManifest = defineAppManifest({
  id: 3,
  title: 'Money',
  narrative: 'Accounts, ledgers, subscriptions and credit.',
  path: '/money',
  claimType: 'Money',
  claims: ['Access', 'Read', 'Create', 'Update', 'Delete'],
  lookupLists: [
    SystemItemType.AccountType,
    SystemItemType.Intervals,
    SystemItemType.LedgerTypes,
    SystemItemType.BalanceModes,
  ],
});
