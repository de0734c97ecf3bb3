// The Boxing app's lazy chunk: every page and its frame.
export { BoxingErrorPage, BoxingHomePage, BoxingLayout } from './pages/BoxingLayout';
export { BoutMenuPage, BoutSetupPage } from './pages/BoutPages';
export { FighterEditPage, FighterListPage, FighterViewPage, FightersHomePage } from './pages/FighterPages';
export { LegacyImportPage } from './pages/LegacyImportPage';
export { RankingsPage } from './pages/RatingPages';
