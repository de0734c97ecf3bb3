// The Money app's place and pages, without its code: its menu reads them, and its pages may import this file
// (importing routes.ts, which opens the pages lazily, would close a circle).
import { moneyManifest } from '@lcars/contract/money/manifest';
import { appMenuRoutes, appPlan, appPlace, menuPage as page, offlinePage } from '../../kit/appRoutes';

/**
 * /money: claim type Money, sign-in required; each page names its claim value. Preloaded,
 * the ledgers, a ledger, the templates and the accounts read the device's copy offline (issue 29); the home,
 * subscriptions and credit pages are computed by the server and stay online only.
 */
export const moneyPlan = appPlan({
  ...appPlace(moneyManifest),
  pages: [
    {
      claim: 'Access',
      page: 'MoneyHomePage',
      handle: page('Access', 'Money home', 'account_balance', { isAppHome: true }),
    },
    {
      path: 'accounts',
      claim: 'Read',
      page: 'AccountsPage',
      handle: page('Read', 'Accounts', 'account_balance_wallet', {
        description: 'Checking, savings, cards, loans and more.',
        allowOffline: true,
      }),
    },
    {
      path: 'ledgers',
      claim: 'Access',
      page: 'LedgersPage',
      handle: page('Access', 'Ledgers', 'menu_book', {
        description: 'Registers of deposits and withdrawals with running balances.',
        // Offline, Money's other pages land here (guard rule 4).
        isAppList: true,
        allowOffline: true,
      }),
    },
    {
      path: 'ledger/:id',
      claim: 'Read',
      page: 'LedgerPage',
      handle: page('Read', 'Ledger Transactions', 'receipt_long', {
        showInMenu: false,
        allowOffline: true,
      }),
    },
    {
      path: 'templates',
      claim: 'Access',
      page: 'TemplatesPage',
      handle: page('Access', 'Budget Templates', 'content_copy', {
        description: 'Budget templates a new ledger can start from.',
        allowOffline: true,
      }),
    },
    {
      path: 'subscriptions',
      claim: 'Read',
      page: 'SubscriptionsPage',
      handle: page('Read', 'Subscriptions', 'autorenew', {
        description: 'What your subscriptions cost per month.',
      }),
    },
    {
      path: 'credit',
      claim: 'Read',
      page: 'CreditPage',
      handle: page('Read', 'Credit', 'credit_card', {
        description: 'Balances, limits and rates of credit accounts.',
      }),
    },
    offlinePage(),
  ],
});

/** The menu's reading of the plan. */
export const moneyMenu = appMenuRoutes(moneyPlan);
