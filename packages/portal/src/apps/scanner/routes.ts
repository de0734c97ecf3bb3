import type { RouteObject } from 'react-router';
import { scannerManifest } from '@lcars/contract/scanner/manifest';
import { appRoute, appPlace, menuPage as page, offlinePage } from '../../kit/appRoutes';

/** /scanner: claim type Scanner, sign-in required; page transitions 400 ms (its manifest). */
export const scannerRoutes: RouteObject[] = [
  appRoute({
    ...appPlace(scannerManifest),
    // The Scanner app is one lazy chunk (pdf.js is a further chunk, loaded only when a PDF is added).
    area: () => import('./ScannerArea'),
    layout: 'ScannerLayout',
    errorPage: 'ScannerErrorPage',
    pages: [
      {
        claim: 'Access',
        page: 'ScannerHomePage',
        handle: page('Access', 'Scanner', 'document_scanner', { isAppHome: true }),
      },
      {
        path: 'list',
        claim: 'Read',
        page: 'ScanListPage',
        handle: page('Read', 'Scans', 'description', { isAppList: true }),
      },
      {
        path: 'scan/:id',
        claim: 'Read',
        page: 'ScanViewPage',
        handle: page('Read', 'Scan', 'article', { showInMenu: false }),
      },
      {
        path: 'scan/:id/scan',
        claim: 'Edit',
        page: 'ScanCapturePage',
        handle: page('Edit', 'Scan pages', 'photo_camera', { showInMenu: false }),
      },
      {
        path: 'scan/:id/edit',
        claim: 'Edit',
        page: 'ScanEditPage',
        handle: page('Edit', 'Edit scan', 'edit', { showInMenu: false }),
      },
      {
        path: 'scan/:id/modify/:versionId',
        claim: 'Edit',
        page: 'ScanCapturePage',
        handle: page('Edit', 'Modify version', 'edit_document', { showInMenu: false }),
      },
      offlinePage(),
    ],
  }),
];
