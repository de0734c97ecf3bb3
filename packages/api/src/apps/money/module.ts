// Money as an app module: its routes, its tables (004_money, the name databases recorded), its lookup
// lists, its demo content and its schedules, which run while the server listens.
import { moneyManifest } from '@lcars/contract/money';
import { defineAppModule } from '../module.js';
import { seedMoneyDemo } from './demo.js';
import { MONEY_LOOKUP_LISTS } from './lookup-lists.js';
import * as m004 from './migrations/004_money.js';
import * as running from './migrations/money_002_running.js';
import * as bankImport from './migrations/money_003_import.js';
import * as moving from './migrations/money_004_moving.js';
import * as categories from './migrations/money_010_categories.js';
import * as splits from './migrations/money_011_splits.js';
import * as budgets from './migrations/money_012_budgets.js';
import * as payeesRules from './migrations/money_013_payees_rules.js';
import { budgetingRoutes } from './budgeting-routes.js';
import * as transfers from './migrations/money_020_transfers.js';
import * as currency from './migrations/money_021_currency.js';
import * as statement from './migrations/money_022_statement.js';
import * as dayCheckpoints from './migrations/money_030_day_checkpoints.js';
import * as categoryMonths from './migrations/money_031_category_months.js';
import * as budgetCurrency from './migrations/money_032_budget_currency.js';
import * as pageShapes from './migrations/money_033_page_shapes.js';
import { rebuildMemoIndex } from './memo-filter.js';
import { historyImportJob } from './import/history-job.js';
import { moneyPersonalExport } from './import/personal-export.js';
import { moneyDataRoutes } from './import/routes.js';
import { moneyRoutes } from './routes.js';
import { moneyMovesRoutes } from './moves-routes.js';
import { startMoneySchedules } from './schedules.js';

export const moneyModule = defineAppModule({
  manifest: moneyManifest,
  name: 'money',
  routes: [...moneyRoutes, ...moneyDataRoutes, ...budgetingRoutes, ...moneyMovesRoutes],
  migrations: [
    { name: '004_money', ...m004 },
    { name: 'money_002_running', ...running },
    { name: 'money_003_import', ...bankImport },
    { name: 'money_004_moving', ...moving },
    { name: 'money_010_categories', ...categories },
    { name: 'money_011_splits', ...splits },
    { name: 'money_012_budgets', ...budgets },
    { name: 'money_013_payees_rules', ...payeesRules },
    { name: 'money_020_transfers', ...transfers },
    { name: 'money_021_currency', ...currency },
    { name: 'money_022_statement', ...statement },
    { name: 'money_030_day_checkpoints', ...dayCheckpoints },
    { name: 'money_031_category_months', ...categoryMonths },
    { name: 'money_032_budget_currency', ...budgetCurrency },
    { name: 'money_033_page_shapes', ...pageShapes },
  ],
  // SQLite's memo index is left out of backups: a restore reads it again from the transactions.
  rebuildSearchIndex: rebuildMemoIndex,
  // Kept by triggers from the transactions and split parts: a restore's inserts fill them again.
  derivedTables: ['money_category_months', 'money_payee_months'],
  lookupLists: MONEY_LOOKUP_LISTS,
  seedDemo: ({ db, adminUserName, demoUserName }) => seedMoneyDemo(db, adminUserName, demoUserName),
  // Due cycles are posted now and then every PORTAL_MONEY_SCHEDULE_MINUTES, until the server stops.
  start: (server) => startMoneySchedules(server),
  // A large whole-history import is read in a worker thread.
  jobs: [historyImportJob],
  personalExport: moneyPersonalExport,
});
