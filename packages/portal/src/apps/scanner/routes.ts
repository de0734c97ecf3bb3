import type { RouteObject } from 'react-router';
import { AppId } from '@lcars/api/contract';
import { lazyAppOfflinePage } from '../../kit/offlinePage';
import { requireRouteClaim } from '../../shell/areaAccess';
import type { RouteMeta } from '../../shell/routeMeta';

/** The Scanner app is one lazy chunk (pdf.js is a further chunk, loaded only when a PDF is added). */
const area = () => import('./ScannerArea');

export const SCANNER_BASE = '/scanner';

const page = (
  claimValue: 'Access' | 'Read' | 'Edit',
  htmlTitle: string,
  icon: string,
  extra: RouteMeta = {},
): RouteMeta => ({ claimValue, htmlTitle, icon, showInMenu: true, ...extra });

/** /scanner (apps.md Scanner): claim type Scanner, sign-in required; page transitions 400 ms. */
export const scannerRoutes: RouteObject[] = [
  {
    path: 'scanner',
    handle: {
      appId: AppId.Scanner,
      claimType: 'Scanner',
      authenticationRequired: true,
      transition: { duration: { enter: 400, leave: 400 } },
    } satisfies RouteMeta,
    lazy: {
      Component: async () => (await area()).ScannerLayout,
      ErrorBoundary: async () => (await area()).ScannerErrorPage,
    },
    children: [
      {
        index: true,
        loader: requireRouteClaim('Scanner', 'Access'),
        lazy: { Component: async () => (await area()).ScannerHomePage },
        handle: page('Access', 'Scanner', 'document_scanner', { isAppHome: true }),
      },
      {
        path: 'list',
        loader: requireRouteClaim('Scanner', 'Read'),
        lazy: { Component: async () => (await area()).ScanListPage },
        handle: page('Read', 'Scans', 'description', { isAppList: true }),
      },
      {
        path: 'scan/:id',
        loader: requireRouteClaim('Scanner', 'Read'),
        lazy: { Component: async () => (await area()).ScanViewPage },
        handle: page('Read', 'Scan', 'article', { showInMenu: false }),
      },
      {
        path: 'scan/:id/scan',
        loader: requireRouteClaim('Scanner', 'Edit'),
        lazy: { Component: async () => (await area()).ScanCapturePage },
        handle: page('Edit', 'Scan pages', 'photo_camera', { showInMenu: false }),
      },
      {
        path: 'scan/:id/edit',
        loader: requireRouteClaim('Scanner', 'Edit'),
        lazy: { Component: async () => (await area()).ScanEditPage },
        handle: page('Edit', 'Edit scan', 'edit', { showInMenu: false }),
      },
      {
        path: 'scan/:id/modify/:versionId',
        loader: requireRouteClaim('Scanner', 'Edit'),
        lazy: { Component: async () => (await area()).ScanCapturePage },
        handle: page('Edit', 'Modify version', 'edit_document', { showInMenu: false }),
      },
      {
        path: 'offline',
        loader: requireRouteClaim('Scanner', 'Read'),
        lazy: { Component: lazyAppOfflinePage },
        handle: page('Read', 'offline page', 'cloud_off', { allowOffline: true, showInMenu: false }),
      },
    ],
  },
];
