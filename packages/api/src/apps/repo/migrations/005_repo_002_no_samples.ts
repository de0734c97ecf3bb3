// PostgreSQL's ANALYZE (an administrator's, autovacuum's, or the purge's own) copies sample values of every
// column into pg_statistic. A value stored in clear and made sensitive later would live on there, and in that
// catalog's dead row versions, however the tables themselves are purged: a full parallel test run found it
// there after every session that could still see it had ended. The clear-value column is never sampled: the
// planner only loses its estimate for the record filter's LIKE, which runs within one repository anyway.
// SQLite keeps no such samples (its sqlite_stat1 holds counts only).
import { isPostgres } from '../../../db/knex.js';
import type { AppMigration } from '../../module.js';

export const repoMigration002: AppMigration = {
  name: '005_repo_002_no_samples',
  async up(knex) {
    if (!isPostgres(knex)) return;
    await knex.raw('ALTER TABLE repo_record_values ALTER COLUMN value SET STATISTICS 0');
  },
  async down(knex) {
    if (!isPostgres(knex)) return;
    await knex.raw('ALTER TABLE repo_record_values ALTER COLUMN value SET STATISTICS -1');
  },
};
