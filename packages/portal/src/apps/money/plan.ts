// The Money app's place and pages, without its code: its menu reads them, and its pages may import this file
// (importing routes.ts, which opens the pages lazily, would close a circle).
import { moneyManifest } from '@lcars/contract/money/manifest';
import { appMenuRoutes, appPage, appPlace, appPlan, offlinePage } from '../../kit/appRoutes';

/**
 * /money: claim type Money, sign-in required; each page names its claim value. Preloaded,
 * the ledgers, a ledger, the templates and the accounts read the device's copy offline (issue 29); the home,
 * subscriptions and credit pages are computed by the server and stay online only.
 */
export const moneyPlan = appPlan({
  ...appPlace(moneyManifest),
  pages: [
    appPage(undefined, 'Access', 'MoneyHomePage', 'Money home', 'account_balance', { isAppHome: true }),
    appPage('accounts', 'Read', 'AccountsPage', 'Accounts', 'account_balance_wallet', {
      description: 'Checking, savings, cards, loans and more.',
      allowOffline: true,
    }),
    appPage('ledgers', 'Access', 'LedgersPage', 'Ledgers', 'menu_book', {
      description: 'Registers of deposits and withdrawals with running balances.',
      // Offline, Money's other pages land here (guard rule 4).
      isAppList: true,
      allowOffline: true,
    }),
    appPage('ledger/:id', 'Read', 'LedgerPage', 'Ledger Transactions', 'receipt_long', {
      showInMenu: false,
      allowOffline: true,
    }),
    appPage('templates', 'Access', 'TemplatesPage', 'Budget Templates', 'content_copy', {
      description: 'Budget templates a new ledger can start from.',
      allowOffline: true,
    }),
    appPage('budget', 'Read', 'BudgetPage', 'Budget', 'savings', {
      description: 'Each category’s budget against what was spent, month by month.',
    }),
    appPage('budget/:month', 'Read', 'BudgetPage', 'Budget', 'savings', { showInMenu: false }),
    appPage('reports', 'Read', 'ReportsPage', 'Reports', 'bar_chart', {
      description: 'Spending by category and payee, income against spending, net worth over time.',
    }),
    appPage('categories', 'Read', 'CategoriesPage', 'Categories', 'category', {
      description: 'The groups and categories your transactions are sorted into.',
    }),
    appPage('rules', 'Read', 'RulesPage', 'Rules', 'rule', {
      description: 'Set categories, payees and memos as transactions come in.',
    }),
    appPage('subscriptions', 'Read', 'SubscriptionsPage', 'Subscriptions', 'autorenew', {
      description: 'What your subscriptions cost per month.',
    }),
    appPage('credit', 'Read', 'CreditPage', 'Credit', 'credit_card', {
      description: 'Balances, limits and rates of credit accounts.',
    }),
    appPage('search', 'Read', 'SearchPage', 'Search', 'search', {
      description: 'Find transactions across all your ledgers.',
      allowOffline: true,
    }),
    offlinePage(),
  ],
});

/** The menu's reading of the plan. */
export const moneyMenu = appMenuRoutes(moneyPlan);
