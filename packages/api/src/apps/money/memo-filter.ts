// How a transactions page filtered by memo finds its rows without reading the whole ledger (issue 35; the
// indexes are money_033's). docs/decisions.md, "Money: every page shape from an index".
//
// A term is either rare or common, and each kind has a cheap way:
// - a rare term (at most RARE_MATCHES rows in the whole table hold it) is looked up by its trigrams and the
//   few rows found are sorted;
// - a common one walks the page's own order in the ledger's set and stops once the page is full, which takes
//   about page size / share of matching rows steps.
// On SQLite the choice is made here, by counting the term's rows in the FTS5 trigram table up to the limit;
// PostgreSQL's planner makes it from its statistics of the trigram GIN index. Both keep the filter's exact
// meaning (lower(memo) like %term%): the trigram lookup only narrows the rows that the same test then checks.
// The count of matching rows stops at FILTER_COUNT_CAP, as search engines' counts do.
import type { Knex } from 'knex';
import { isPostgres } from '../../db/knex.js';
import { containsPattern } from '../../db/paging.js';
import type { Queryable } from './access.js';

/** A filtered page counts its matches up to this; past it the total says "more than" (totalIsEstimate). */
export const FILTER_COUNT_CAP = 1_000;

/** Rows of the whole table a term may match and still be looked up by its trigrams. */
const RARE_MATCHES = 2_000;

/** The filter as SQL over money_transactions' own columns, for the page's inner select. */
export interface MemoFilter {
  sql: string;
  bindings: Knex.RawBinding[];
}

/** FTS5 reads a LIKE pattern by trigrams only for three characters or more, and knows no ESCAPE clause. */
const trigramTerm = (term: string): boolean => [...term].length >= 3 && !/[\\%_]/.test(term);

/** The memo filter of a page: by trigrams for a rare term on SQLite, by the plain test otherwise. */
export async function memoFilter(db: Queryable, term: string): Promise<MemoFilter> {
  const pattern = containsPattern(term);
  const plain: MemoFilter = { sql: `lower(memo) like ? escape '\\'`, bindings: [pattern] };
  if (isPostgres(db) || !trigramTerm(term)) return plain;
  const ftsPattern = `%${term}%`;
  const found = await db.raw<{ n: number }[]>(
    `select count(*) as n from (select rowid from money_memo_fts where memo like ? limit ?)`,
    [ftsPattern, RARE_MATCHES + 1],
  );
  if (Number(found[0]?.n ?? 0) > RARE_MATCHES) return plain;
  return {
    sql: `id in (select rowid from money_memo_fts where memo like ?) and ${plain.sql}`,
    bindings: [ftsPattern, pattern],
  };
}

/** Rows of the ledger's set the filter matches, counted up to FILTER_COUNT_CAP + 1. */
export async function countMatches(
  db: Queryable,
  ledgerId: number,
  reconciled: boolean,
  filter: MemoFilter,
): Promise<number> {
  const rows = (await db.raw<unknown>(
    `select count(*) as n from (select 1 from money_transactions
       where ledger_id = ? and reconciled = ? and ${filter.sql} limit ?) c`,
    [ledgerId, reconciled, ...filter.bindings, FILTER_COUNT_CAP + 1],
  )) as { n: unknown }[] | { rows: { n: unknown }[] };
  const first = Array.isArray(rows) ? rows[0] : rows.rows[0];
  return Number(first?.n ?? 0);
}

/** After a restore (which leaves SQLite's full-text tables out of the archive): the memo index read again. */
export async function rebuildMemoIndex(trx: Knex.Transaction): Promise<void> {
  await trx.raw(`INSERT INTO money_memo_fts (money_memo_fts) VALUES ('rebuild')`);
}
