// The repository app's lazy chunk: every page and its frame.
export { RepoErrorPage, RepoHomePage, RepoLayout } from './pages/RepoLayout';
export { RepoListPage } from './pages/RepoListPage';
export { RepoRecordsPage } from './pages/RepoRecordsPage';
export { RepoSearchPage } from './pages/RepoSearchPage';
export { RepoHealthPage } from './pages/RepoHealthPage';
