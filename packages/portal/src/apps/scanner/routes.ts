import type { RouteObject } from 'react-router';
import { AppId } from '@lcars/contract';
import { appPage, appRoute, offlinePage } from '../../kit/appRoutes';

/** A page reached from another page, not from the menu. */
const hidden = { showInMenu: false };

/** /scanner: claim type Scanner, sign-in required; page transitions 400 ms. */
export const scannerRoutes: RouteObject[] = [
  appRoute({
    path: 'scanner',
    handle: {
      appId: AppId.Scanner,
      claimType: 'Scanner',
      authenticationRequired: true,
      transition: { duration: { enter: 400, leave: 400 } },
    },
    // The Scanner app is one lazy chunk (pdf.js is a further chunk, loaded only when a PDF is added).
    area: () => import('./ScannerArea'),
    layout: 'ScannerLayout',
    errorPage: 'ScannerErrorPage',
    pages: [
      appPage(undefined, 'Access', 'ScannerHomePage', 'Scanner', 'document_scanner', { isAppHome: true }),
      appPage('list', 'Read', 'ScanListPage', 'Scans', 'description', { isAppList: true }),
      appPage('scan/:id', 'Read', 'ScanViewPage', 'Scan', 'article', hidden),
      appPage('scan/:id/scan', 'Edit', 'ScanCapturePage', 'Scan pages', 'photo_camera', hidden),
      appPage('scan/:id/edit', 'Edit', 'ScanEditPage', 'Edit scan', 'edit', hidden),
      appPage(
        'scan/:id/modify/:versionId',
        'Edit',
        'ScanCapturePage',
        'Modify version',
        'edit_document',
        hidden,
      ),
      offlinePage(),
    ],
  }),
];
