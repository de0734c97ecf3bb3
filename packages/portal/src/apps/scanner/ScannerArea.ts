// The Scanner app's lazy chunk: every page and its frame.
export { ScannerErrorPage, ScannerHomePage, ScannerLayout } from './pages/ScannerLayout';
export { ScanListPage } from './pages/ScanListPage';
export { ScanViewPage } from './pages/ScanViewPage';
export { ScanCapturePage } from './pages/ScanCapturePage';
export { ScanEditPage } from './pages/ScanEditPage';
export { ScanVocabularyPage } from './pages/ScanVocabularyPage';
