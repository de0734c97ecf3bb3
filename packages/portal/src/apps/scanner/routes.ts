import type { RouteObject } from 'react-router';
import { scannerManifest } from '@lcars/contract/scanner/manifest';
import { appPage, appPlace, appRoute, offlinePage } from '../../kit/appRoutes';

/** A page reached from another page, not from the menu. */
const hidden = { showInMenu: false };

/** /scanner: claim type Scanner, sign-in required; page transitions 400 ms (its manifest). */
export const scannerRoutes: RouteObject[] = [
  appRoute({
    ...appPlace(scannerManifest),
    // The Scanner app is one lazy chunk (pdf.js is a further chunk, loaded only when a PDF is added).
    area: () => import('./ScannerArea'),
    layout: 'ScannerLayout',
    errorPage: 'ScannerErrorPage',
    pages: [
      appPage(undefined, 'Access', 'ScannerHomePage', 'Scanner', 'document_scanner', { isAppHome: true }),
      appPage('list', 'Read', 'ScanListPage', 'Scans', 'description', { isAppList: true }),
      appPage('vocabulary', 'Read', 'ScanVocabularyPage', 'Correspondents, types and fields', 'label'),
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
