import type { RouteObject } from 'react-router';
import { AppId } from '@lcars/api/contract';
import { lazyAppOfflinePage } from '../../kit/offlinePage';
import { requireRouteClaim } from '../../shell/areaAccess';
import type { RouteMeta } from '../../shell/routeMeta';

/** The Money app is one lazy chunk: every page comes from this module. */
const area = () => import('./MoneyArea');

/** The loader of every Money route: a user without the route's Money claim gets the app's 403 page. */
export const requireMoney = (value: 'Access' | 'Read') => requireRouteClaim('Money', value);

const page = (
  claimValue: 'Access' | 'Read',
  htmlTitle: string,
  icon: string,
  extra: RouteMeta = {},
): RouteMeta => ({ claimValue, htmlTitle, icon, showInMenu: true, ...extra });

/** /money (apps.md section 2): claim type Money, sign-in required; each page names its claim value. */
export const moneyRoutes: RouteObject[] = [
  {
    path: 'money',
    handle: { appId: AppId.Money, claimType: 'Money', authenticationRequired: true } satisfies RouteMeta,
    lazy: {
      Component: async () => (await area()).MoneyLayout,
      ErrorBoundary: async () => (await area()).MoneyErrorPage,
    },
    children: [
      {
        index: true,
        loader: requireMoney('Access'),
        lazy: { Component: async () => (await area()).MoneyHomePage },
        handle: page('Access', 'Money home', 'account_balance', { isAppHome: true }),
      },
      {
        path: 'accounts',
        loader: requireMoney('Read'),
        lazy: { Component: async () => (await area()).AccountsPage },
        handle: page('Read', 'Accounts', 'account_balance_wallet', {
          description: 'Checking, savings, cards, loans and more.',
        }),
      },
      {
        path: 'ledgers',
        loader: requireMoney('Access'),
        lazy: { Component: async () => (await area()).LedgersPage },
        handle: page('Access', 'Ledgers', 'menu_book', {
          description: 'Registers of deposits and withdrawals with running balances.',
        }),
      },
      {
        path: 'ledger/:id',
        loader: requireMoney('Read'),
        lazy: { Component: async () => (await area()).LedgerPage },
        handle: page('Read', 'Ledger Transactions', 'receipt_long', { showInMenu: false }),
      },
      {
        path: 'templates',
        loader: requireMoney('Access'),
        lazy: { Component: async () => (await area()).TemplatesPage },
        handle: page('Access', 'Budget Templates', 'content_copy', {
          description: 'Budget templates a new ledger can start from.',
        }),
      },
      {
        path: 'subscriptions',
        loader: requireMoney('Read'),
        lazy: { Component: async () => (await area()).SubscriptionsPage },
        handle: page('Read', 'Subscriptions', 'autorenew', {
          description: 'What your subscriptions cost per month.',
        }),
      },
      {
        path: 'credit',
        loader: requireMoney('Read'),
        lazy: { Component: async () => (await area()).CreditPage },
        handle: page('Read', 'Credit', 'credit_card', {
          description: 'Balances, limits and rates of credit accounts.',
        }),
      },
      {
        path: 'offline',
        loader: requireMoney('Read'),
        lazy: { Component: lazyAppOfflinePage },
        handle: page('Read', 'offline page', 'cloud_off', { allowOffline: true, showInMenu: false }),
      },
    ],
  },
];
