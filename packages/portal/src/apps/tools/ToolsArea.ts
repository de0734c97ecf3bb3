// The Tools app's lazy chunk: every page and its frame.
export { ToolsErrorPage, ToolsHomePage, ToolsLayout } from './pages/ToolsLayout';
export { OfficePasswordPage } from './pages/OfficePasswordPage';
export { ResultPage, ResultsPage } from './pages/ResultsPages';
