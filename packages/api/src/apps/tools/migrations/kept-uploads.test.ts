import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  APP_MIGRATIONS,
  createTestDatabase,
  describeEachDatabase,
  testConfig,
  type TestDatabase,
} from '../../../../test/server.js';
import { createDb, type Db } from '../../../db/knex.js';
import { migrateLatest, migrateRollbackAll } from '../../../db/migrate.js';

// The upgrade to kept uploads (issue 29): a search running during it held its upload's file in its own row; the
// file moves to an upload row, still marked as being searched, and the search names the upload it reads.
describeEachDatabase('tools: the migration to kept uploads', (kind) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = createDb(testConfig(database).database);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('moves a running search’s file to an upload row marked with the search; ended searches name theirs', async () => {
    const before = APP_MIGRATIONS.filter((migration) => migration.name !== 'tools_003_kept_uploads');
    await migrateLatest(db, before);
    const inserted: unknown[] = await db('users')
      .insert({
        user_name: 'owner',
        normalized_user_name: 'OWNER',
        email: 'owner@example.org',
        normalized_email: 'OWNER@EXAMPLE.ORG',
        password_hash: 'x',
      })
      .returning('id');
    const userId = Number((inserted[0] as { id?: number }).id ?? inserted[0]);
    const started = new Date('2026-11-20T10:00:00.000Z');
    await db('tools_searches').insert([
      {
        job_id: 7,
        user_id: userId,
        file_id: 41,
        file_name: 'budget.xlsx',
        protection: 'agile',
        total: 10,
        created_at: started,
      },
      {
        job_id: 8,
        user_id: userId,
        file_id: null,
        file_name: 'old.doc',
        protection: 'rc4',
        total: 5,
        created_at: started,
      },
    ]);

    expect(await migrateLatest(db, APP_MIGRATIONS)).toEqual(['tools_003_kept_uploads']);
    const uploads: unknown = await db('tools_uploads').select(
      'file_id',
      'user_id',
      'name',
      'protection',
      'job_id',
      'report',
    );
    expect(uploads).toEqual([
      { file_id: 41, user_id: userId, name: 'budget.xlsx', protection: 'agile', job_id: 7, report: null },
    ]);
    expect(await db('tools_searches').orderBy('job_id').select('job_id', 'upload_file_id')).toEqual([
      { job_id: 7, upload_file_id: 41 },
      { job_id: 8, upload_file_id: null },
    ]);

    await migrateRollbackAll(db, APP_MIGRATIONS);
    expect(await db.schema.hasTable('tools_uploads')).toBe(false);
  });
});
