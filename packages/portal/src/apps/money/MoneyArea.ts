// The Money app's lazy chunk: every page and its frame.
export { MoneyErrorPage, MoneyHomePage, MoneyLayout } from './pages/MoneyLayout';
export { AccountsPage } from './pages/AccountsPage';
export { LedgersPage, TemplatesPage } from './pages/LedgersPage';
export { LedgerPage } from './pages/LedgerPage';
export { SubscriptionsPage } from './pages/SubscriptionsPage';
export { CreditPage } from './pages/CreditPage';
export { SearchPage } from './pages/SearchPage';
export { BudgetPage } from './pages/BudgetPage';
export { CategoriesPage } from './pages/CategoriesPage';
export { RulesPage } from './pages/RulesPage';
export { ReportsPage } from './pages/ReportsPage';
