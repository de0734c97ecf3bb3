// Every shape of the transactions page reads its rows from an index (issue 35: a page sorted by amount or
// filtered by memo took 0.7-3.5 s at 1,000,000 rows). docs/decisions.md, "Money: every page shape from an
// index".
//
// - A page sorted by amount, memo or id walks an index of that order within the ledger's live or reconciled
//   set, as the date order walks money_transactions_page.
// - A page filtered by memo finds its rows by trigrams when the term is rare: SQLite an FTS5 table with the
//   trigram tokenizer over the memo column (external content: the memos are not stored twice; triggers keep it
//   in step), PostgreSQL a trigram GIN index (pg_trgm) on lower(memo) when the extension can be had. A common
//   term walks the page's own order and stops at the page (memo-filter.ts chooses).
import type { Knex } from 'knex';
import { isPostgres } from '../../../db/knex.js';

const SORT_INDEXES = [
  ['money_transactions_by_amount', 'amount'],
  ['money_transactions_by_memo', 'memo'],
  ['money_transactions_by_id', 'id'],
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('money_transactions', (table) => {
    for (const [name, column] of SORT_INDEXES) {
      table.index(
        column === 'id' ? ['ledger_id', 'reconciled', 'id'] : ['ledger_id', 'reconciled', column, 'id'],
        name,
      );
    }
  });
  if (isPostgres(knex)) {
    const { rows } = await knex.raw<{ rows: { can: boolean }[] }>(
      `SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm')
         AND (EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm')
           OR has_database_privilege(current_database(), 'CREATE')) AS can`,
    );
    // Without the extension a rare term's filter walks the ledger's rows, as before.
    if (!rows[0]?.can) return;
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await knex.raw(
      'CREATE INDEX money_transactions_memo_trgm ON money_transactions USING gin (lower(memo) gin_trgm_ops)',
    );
    return;
  }
  await knex.raw(
    `CREATE VIRTUAL TABLE money_memo_fts USING fts5(memo, tokenize = 'trigram', content = 'money_transactions', content_rowid = 'id')`,
  );
  await knex.raw(`INSERT INTO money_memo_fts (money_memo_fts) VALUES ('rebuild')`);
  await knex.raw(`CREATE TRIGGER money_memo_fts_insert AFTER INSERT ON money_transactions BEGIN
    INSERT INTO money_memo_fts (rowid, memo) VALUES (new.id, new.memo);
  END`);
  await knex.raw(`CREATE TRIGGER money_memo_fts_delete AFTER DELETE ON money_transactions BEGIN
    INSERT INTO money_memo_fts (money_memo_fts, rowid, memo) VALUES ('delete', old.id, old.memo);
  END`);
  await knex.raw(`CREATE TRIGGER money_memo_fts_update AFTER UPDATE OF memo ON money_transactions BEGIN
    INSERT INTO money_memo_fts (money_memo_fts, rowid, memo) VALUES ('delete', old.id, old.memo);
    INSERT INTO money_memo_fts (rowid, memo) VALUES (new.id, new.memo);
  END`);
}

export async function down(knex: Knex): Promise<void> {
  if (isPostgres(knex)) {
    await knex.raw('DROP INDEX IF EXISTS money_transactions_memo_trgm');
  } else {
    for (const trigger of ['insert', 'delete', 'update'])
      await knex.raw(`DROP TRIGGER IF EXISTS money_memo_fts_${trigger}`);
    await knex.raw('DROP TABLE IF EXISTS money_memo_fts');
  }
  await knex.schema.alterTable('money_transactions', (table) => {
    for (const [name, column] of SORT_INDEXES) {
      table.dropIndex(
        column === 'id' ? ['ledger_id', 'reconciled', 'id'] : ['ledger_id', 'reconciled', column, 'id'],
        name,
      );
    }
  });
}
