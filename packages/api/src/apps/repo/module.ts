// The secure repository (app 5, SecRepo): user-defined repositories of records whose sensitive values are
// sealed at rest and opened only by the audited reveal call.
import { repoManifest } from '@lcars/contract/repo';
import { defineAppModule } from '../module.js';
import { seedRepoDemo } from './demo.js';
import { repoImportJob } from './import-job.js';
import { keyringOf } from './keyring.js';
import { repoPersonalExport } from './personal-export.js';
import { repoMigration001 } from './migrations/005_repo_001.js';
import { repoMigration002 } from './migrations/005_repo_002_no_samples.js';
import { repoMigration003 } from './migrations/005_repo_003_keyset.js';
import { repoMigration004 } from './migrations/005_repo_004_attachments.js';
import { repoMigration005 } from './migrations/005_repo_005_growth.js';
import { repoAttachmentKind } from './attachments.js';
import { repoRoutes } from './routes.js';

export const repoModule = defineAppModule({
  manifest: repoManifest,
  name: 'repo',
  routes: repoRoutes,
  migrations: [repoMigration001, repoMigration002, repoMigration003, repoMigration004, repoMigration005],
  // Kept by triggers from the records and their values (005_repo_005_growth; the second on PostgreSQL only).
  derivedTables: ['repo_record_counts', 'repo_values_plain'],
  seedDemo: ({ db, config, adminUserName, demoUserName }) =>
    seedRepoDemo(db, config, adminUserName, demoUserName),
  start(server) {
    // The key file is made (0600) on the first start, not on the first secret saved.
    keyringOf(server.config);
    return { stop: () => Promise.resolve() };
  },
  // A large export is read in a worker thread, its bytes a sealed secret of the job.
  jobs: [repoImportJob],
  personalExport: repoPersonalExport,
  // The sealed attachments: the sweep keeps what a row refers to and collects what a crash left behind.
  fileReferences: [{ table: 'repo_record_attachments', column: 'file_id', kind: repoAttachmentKind }],
});
