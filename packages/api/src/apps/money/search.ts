// Search across every ledger the user can read (money-moves): the ledgers are decided by the caller's rights
// at this moment (owned or shared, visibleLedgers), rows newest first with keyset paging on (date, id), at most
// SEARCH_MAX_PAGE a page. Amounts match on their size, so a right-group user (who sees signs reversed) finds
// the same rows; each hit is answered as its viewer sees it. Memo and payee text are a LIKE with escaped
// wildcards; a category is one of the caller's own (a split matches by its parts).
import type { z } from 'zod';
import { DEFAULT_CURRENCY, type MoneySearchResult, type moneySearchSchema } from '@lcars/contract/money';
import { containsPattern } from '../../db/paging.js';
import { typed } from '../../db/typed.js';
import { visibleLedgers, type MoneyContext } from './access.js';
import { ledgerCurrencies } from './currencies.js';
import { TRANSACTION_COLUMNS, toTransaction, type TransactionRow } from './postings.js';
import { seenBy } from './transactions.js';

type SearchInput = z.output<typeof moneySearchSchema>;

interface HitRow extends TransactionRow {
  ledger_title: string;
  side: number | null;
  account_id: number | null;
  balance_account_id: number | null;
  ledger_currency: string | null;
}

export async function searchMoney(
  { db, user }: MoneyContext,
  input: SearchInput,
): Promise<MoneySearchResult> {
  const readable = visibleLedgers(db, user.id).select('l.id');
  const query = db('money_transactions as t')
    .join('money_ledgers as lg', 'lg.id', 't.ledger_id')
    .leftJoin('money_ledger_users as s', (join) =>
      join.on('s.ledger_id', 't.ledger_id').andOnVal('s.user_id', user.id),
    )
    .whereIn('t.ledger_id', readable);
  if (input.memo !== '') query.whereRaw("lower(t.memo) like ? escape '\\'", [containsPattern(input.memo)]);
  if (input.amount != null) query.whereRaw('abs(t.amount) = ?', [input.amount]);
  if (input.amountFrom != null) query.whereRaw('abs(t.amount) >= ?', [input.amountFrom]);
  if (input.amountTo != null) query.whereRaw('abs(t.amount) <= ?', [input.amountTo]);
  if (input.dateFrom != null) query.where('t.transaction_date', '>=', input.dateFrom);
  if (input.dateTo != null) query.where('t.transaction_date', '<=', input.dateTo);
  if (input.reconciled != null) query.where('t.reconciled', input.reconciled);
  if (input.categoryId === 0) query.whereNull('t.category_id').where('t.is_split', false);
  else if (input.categoryId != null) {
    // The caller's own category only: on a ledger shared with them the owner's categories apply, never theirs.
    query.whereRaw(
      `(t.category_id = ? or exists (select 1 from money_transaction_splits p
          where p.transaction_id = t.id and p.category_id = ?))
        and exists (select 1 from money_categories c where c.id = ? and c.user_id = ?)`,
      [input.categoryId, input.categoryId, input.categoryId, user.id],
    );
  }
  if (input.payee !== '')
    query.whereRaw(
      `exists (select 1 from money_payees py where py.id = t.payee_id and lower(py.name) like ? escape '\\')`,
      [containsPattern(input.payee)],
    );
  if (input.after !== undefined) {
    const date = input.after.slice(0, 10);
    const id = Number(input.after.slice(11));
    // (date, id) before the cursor's, as one row-value comparison both databases read alike.
    query.whereRaw('(t.transaction_date, t.id) < (?, ?)', [date, id]);
  }
  const rows = await typed<HitRow[]>(
    query
      .orderBy([
        { column: 't.transaction_date', order: 'desc' },
        { column: 't.id', order: 'desc' },
      ])
      .limit(input.limit + 1)
      .select(
        ...TRANSACTION_COLUMNS.map((column) => `t.${column}`),
        'lg.title as ledger_title',
        's.side',
        'lg.account_id',
        'lg.balance_account_id',
        'lg.currency as ledger_currency',
      ),
  );
  const page = rows.slice(0, input.limit);
  const ledgers = new Map(
    page.map((row) => [
      row.ledger_id,
      {
        id: row.ledger_id,
        account_id: row.account_id,
        balance_account_id: row.balance_account_id,
        currency: row.ledger_currency,
      },
    ]),
  );
  const currencies = await ledgerCurrencies(db, [...ledgers.values()]);
  const last = page.at(-1);
  return {
    records: page.map((row) => ({
      transaction: seenBy(toTransaction(row), row.side === 2),
      ledgerTitle: row.ledger_title,
      currency: currencies.get(row.ledger_id) ?? DEFAULT_CURRENCY,
    })),
    nextCursor: rows.length > input.limit && last ? `${last.transaction_date}_${Number(last.id)}` : null,
  };
}
