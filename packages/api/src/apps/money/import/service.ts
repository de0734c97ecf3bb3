// Bank statement import: parse (csv.ts, ofx.ts, qif.ts), mark the duplicates of what the ledger already
// holds, post the chosen rows in one database transaction through the same posting code as a manual add
// (postings.ts: month totals, the linked account, checked again at every posting), and undo a whole batch.
// The caller needs edit rights on the ledger for all of it; a ledger they may not see is 404.
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  CURRENCY_MESSAGES,
  IMPORT_LIMITS,
  centsToMinor,
  isCurrencyCode,
  IMPORT_NOTICES,
  MONEY_DATA_MESSAGES,
  csvMappingSchema,
  type CsvMapping,
  type ImportBatch,
  type ImportPreviewResult,
  type ImportRow,
  type MoneyResult,
  type importCommitSchema,
  type importPreviewSchema,
} from '@lcars/contract/money';
import { count } from '../../../db/knex.js';
import { badRequest } from '../../../http/errors.js';
import { notFoundMoney, requireEdit, type MoneyContext, type Queryable } from '../access.js';
import { cents } from '../arithmetic.js';
import { loadLedger, type LedgerRow, type LoadedLedger } from '../ledgers.js';
import {
  TRANSACTION_COLUMNS,
  postTransaction,
  removeTransaction,
  signedAmount,
  type TransactionRow,
} from '../postings.js';
import { typed } from '../../../db/typed.js';
import { currencyFromStatement } from '../currencies.js';
import { parseCamt } from './camt.js';
import { csvColumns, parseCsv } from './csv.js';
import { parseOfx } from './ofx.js';
import { StatementError, isFailed, type Statement, type StatementRow } from './parsed.js';
import { parseQif } from './qif.js';
import { ruleRunner } from '../rules.js';

type PreviewInput = z.output<typeof importPreviewSchema>;
type CommitInput = z.output<typeof importCommitSchema>;

async function editableLedger(db: Queryable, userId: number, ledgerId: number): Promise<LoadedLedger> {
  const loaded = await loadLedger(db, userId, ledgerId);
  requireEdit(loaded.permissions, 'ledger');
  return loaded;
}

/** Where a ledger's CSV mapping is kept: its account when it belongs to one, else the ledger itself. */
function mappingKey(ledger: LedgerRow): { account_id: number } | { ledger_id: number } {
  return ledger.account_id !== null ? { account_id: ledger.account_id } : { ledger_id: ledger.id };
}

async function savedMapping(db: Queryable, ledger: LedgerRow): Promise<CsvMapping | null> {
  const row = await typed<{ mapping: string } | undefined>(
    db('money_import_mappings').where(mappingKey(ledger)).first('mapping'),
  );
  if (!row) return null;
  try {
    const parsed = csvMappingSchema.safeParse(JSON.parse(row.mapping));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function saveMapping(
  trx: Knex.Transaction,
  ledger: LedgerRow,
  mapping: CsvMapping,
  userId: number,
): Promise<void> {
  const key = mappingKey(ledger);
  const column = 'account_id' in key ? 'account_id' : 'ledger_id';
  await trx('money_import_mappings')
    .insert({ ...key, mapping: JSON.stringify(mapping), modified_by_id: userId })
    .onConflict([column])
    .merge({ mapping: JSON.stringify(mapping), modified_by_id: userId, modified_at: trx.fn.now() });
}

/** The statement; a file that cannot be read at all is a 400 naming `content` (or `mapping`). */
function parseStatement(input: PreviewInput): Statement {
  try {
    switch (input.format) {
      case 'csv':
        if (!input.mapping)
          throw badRequest([{ field: 'mapping', message: 'Choose which column holds what.' }]);
        return { rows: parseCsv(input.content, input.mapping), notices: [] };
      case 'ofx':
        return parseOfx(input.content);
      case 'qif':
        return { rows: parseQif(input.content, input.qifDateFormat), notices: [] };
      case 'camt053':
        return parseCamt(input.content);
    }
  } catch (error) {
    if (error instanceof StatementError) throw badRequest([{ field: 'content', message: error.message }]);
    throw error;
  }
}

/** Lower-case words of a memo, for comparing a bank's text with what a person typed. */
function words(memo: string): Set<string> {
  return new Set(
    memo
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 0),
  );
}

/** Similar memos: either is empty, one holds the other, or they share at least half their words. */
export function similarMemo(a: string, b: string): boolean {
  const left = words(a);
  const right = words(b);
  if (left.size === 0 || right.size === 0) return true;
  const joinedLeft = [...left].join(' ');
  const joinedRight = [...right].join(' ');
  if (joinedLeft.includes(joinedRight) || joinedRight.includes(joinedLeft)) return true;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared / Math.min(left.size, right.size) >= 0.5;
}

interface ExistingRow {
  id: number | string;
  amount: number | string;
  memo: string;
  transaction_date: string;
  external_id: string | null;
}

/**
 * Marks each row: error (with its reason), duplicate (the same bank id, or the same date and amount and a
 * similar memo as a transaction already in the ledger; each existing transaction answers for one row only,
 * so two equal coffees on one day against one already there are one duplicate and one new), or new.
 */
async function markRows(db: Queryable, ledgerId: number, parsed: StatementRow[]): Promise<ImportRow[]> {
  const dates = parsed.flatMap((row) => (isFailed(row) ? [] : [row.date])).sort();
  const externalIds = parsed.flatMap((row) => (!isFailed(row) && row.externalId ? [row.externalId] : []));
  const existing: ExistingRow[] = [];
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (first !== undefined && last !== undefined) {
    existing.push(
      ...(await typed<ExistingRow[]>(
        db('money_transactions')
          .where({ ledger_id: ledgerId })
          .whereBetween('transaction_date', [first, last])
          .orderBy('id')
          .select('id', 'amount', 'memo', 'transaction_date', 'external_id'),
      )),
    );
  }
  const byExternal = new Map<string, ExistingRow>();
  for (let start = 0; start < externalIds.length; start += 500) {
    const found = await typed<ExistingRow[]>(
      db('money_transactions')
        .where({ ledger_id: ledgerId })
        .whereIn('external_id', externalIds.slice(start, start + 500))
        .select('id', 'amount', 'memo', 'transaction_date', 'external_id'),
    );
    for (const row of found) if (row.external_id) byExternal.set(row.external_id, row);
  }
  const used = new Set<string>();
  return parsed.map((row, index): ImportRow => {
    if (isFailed(row)) {
      return {
        index,
        line: row.line,
        date: null,
        amount: null,
        memo: row.memo,
        externalId: null,
        currency: null,
        status: 'error',
        reason: row.error,
        duplicateOfId: null,
      };
    }
    const fresh = {
      index,
      line: row.line,
      date: row.date,
      amount: row.amount,
      memo: row.memo,
      externalId: row.externalId,
      currency: row.currency ?? null,
    };
    const sameId = row.externalId ? byExternal.get(row.externalId) : undefined;
    if (sameId && !used.has(String(sameId.id))) {
      used.add(String(sameId.id));
      return {
        ...fresh,
        status: 'duplicate',
        reason: `The bank's id ${row.externalId ?? ''} was imported before.`,
        duplicateOfId: Number(sameId.id),
      };
    }
    const match = existing.find(
      (candidate) =>
        !used.has(String(candidate.id)) &&
        candidate.transaction_date === row.date &&
        cents(candidate.amount) === row.amount &&
        similarMemo(candidate.memo, row.memo),
    );
    if (match) {
      used.add(String(match.id));
      return {
        ...fresh,
        status: 'duplicate',
        reason: `Same date, amount and memo as '${match.memo.slice(0, 60)}'.`,
        duplicateOfId: Number(match.id),
      };
    }
    return { ...fresh, status: 'new', reason: null, duplicateOfId: null };
  });
}

function counted(rows: ImportRow[]): ImportPreviewResult['counts'] {
  return {
    total: rows.length,
    new: rows.filter((row) => row.status === 'new').length,
    duplicate: rows.filter((row) => row.status === 'duplicate').length,
    error: rows.filter((row) => row.status === 'error').length,
  };
}

export async function previewImport(
  { db, user }: MoneyContext,
  ledgerId: number,
  input: PreviewInput,
): Promise<ImportPreviewResult> {
  const { row: ledger } = await editableLedger(db, user.id, ledgerId);
  let columns: string[] = [];
  let sample: string[][] = [];
  let saved: CsvMapping | null = null;
  let delimiter: CsvMapping['delimiter'] | null = null;
  if (input.format === 'csv') {
    saved = await savedMapping(db, ledger);
    const layout = input.mapping ?? saved;
    // The first preview has no mapping: the separator is found in the file (a ';' file with a quoted ';' in a
    // memo cannot be split with ',', issue 29), and the answer says which, for the user to change.
    delimiter = input.mapping?.delimiter ?? guessDelimiter(input.content);
    try {
      ({ columns, sample } = csvColumns(
        input.content,
        delimiter,
        layout?.skipRows ?? 0,
        layout?.hasHeader ?? true,
      ));
    } catch (error) {
      if (error instanceof StatementError) throw badRequest([{ field: 'content', message: error.message }]);
      throw error;
    }
    if (!input.mapping) {
      return {
        format: input.format,
        columns,
        sample,
        savedMapping: saved,
        delimiter,
        needsMapping: true,
        notices: [],
        rows: [],
        counts: { total: 0, new: 0, duplicate: 0, error: 0 },
      };
    }
  }
  const statement = parseStatement(input);
  const rows = await markRows(db, ledgerId, statement.rows);
  return {
    format: input.format,
    columns,
    sample,
    savedMapping: saved,
    delimiter,
    needsMapping: false,
    notices: noticesOf(statement, rows),
    rows,
    counts: counted(rows),
  };
}

/** The parser's notices, then: no transactions at all, or amounts in a currency other than the dollar. */
function noticesOf(statement: Statement, rows: ImportRow[]): string[] {
  const notices = [...statement.notices];
  if (rows.length === 0) notices.push(IMPORT_NOTICES.empty);
  const foreign = [
    ...new Set(rows.flatMap((row) => (row.currency && row.currency !== 'USD' ? [row.currency] : []))),
  ];
  if (foreign.length > 0) notices.push(IMPORT_NOTICES.currency(foreign));
  return notices;
}

/** The delimiter of a CSV's first line: the most frequent of ; tab | and , outside quotes. */
export function guessDelimiter(content: string): ',' | ';' | '\t' | '|' {
  const first = (content.split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const candidates = [',', ';', '\t', '|'] as const;
  let best: (typeof candidates)[number] = ',';
  let most = 0;
  for (const candidate of candidates) {
    const found = first.split(candidate).length - 1;
    if (found > most) {
      most = found;
      best = candidate;
    }
  }
  return best;
}

interface BatchRow {
  id: number;
  ledger_id: number;
  format: string;
  file_name: string;
  row_count: number;
  created_at: string | Date;
  remaining?: unknown;
}

function toBatch(row: BatchRow): ImportBatch {
  return {
    id: Number(row.id),
    ledgerId: Number(row.ledger_id),
    format: row.format as ImportBatch['format'],
    fileName: row.file_name,
    rowCount: Number(row.row_count),
    remaining: row.remaining === undefined ? Number(row.row_count) : count(row.remaining),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Posts the chosen rows of the statement in one transaction; answers the batch (undo it as a whole). */
export async function commitImport(
  { db, user }: MoneyContext,
  ledgerId: number,
  input: CommitInput,
): Promise<MoneyResult<ImportBatch>> {
  const chosen = [...new Set(input.rows)].sort((a, b) => a - b);
  return db.transaction(async (trx) => {
    const { row: ledger } = await editableLedger(trx, user.id, ledgerId);
    const parsed = parseStatement(input).rows;
    // The statement's currency becomes the ledger's (or its account's) where none was set; amounts are
    // stored in the minor units of the ledger's currency (the parsers read two decimals).
    let statementCurrency: string | null = null;
    for (const index of chosen) {
      const row = parsed[index];
      if (row && !isFailed(row) && row.currency) {
        statementCurrency = row.currency.toUpperCase();
        break;
      }
    }
    const currency = await currencyFromStatement(
      trx,
      ledger,
      statementCurrency && isCurrencyCode(statementCurrency) ? statementCurrency : null,
      user.id,
    );
    for (const index of chosen) {
      const row = parsed[index];
      if (row === undefined)
        throw badRequest([
          { field: 'rows', message: `Row ${index} is not in the file (it has ${parsed.length}).` },
        ]);
      if (isFailed(row))
        throw badRequest([
          { field: 'rows', message: `Row ${index} (line ${row.line}) cannot be imported: ${row.error}` },
        ]);
    }
    const [inserted] = await typed<{ id: number }[]>(
      trx('money_import_batches')
        .insert({
          ledger_id: ledgerId,
          format: input.format,
          file_name: input.fileName,
          row_count: chosen.length,
          created_by_id: user.id,
        })
        .returning(['id']),
    );
    if (!inserted) throw new Error('The import batch was not stored.');
    const batchId = Number(inserted.id);
    // A rank-ordered ledger takes the rows after its last one, in the file's order.
    let orderId = 0;
    if (ledger.keep_order || ledger.enable_rank_order) {
      const max = await typed<{ n?: unknown } | undefined>(
        trx('money_transactions').where({ ledger_id: ledgerId }).max({ n: 'order_id' }).first(),
      );
      orderId = count(max?.n);
    }
    // The ledger owner's rules run on each row before it is posted (rules.ts).
    const rules = await ruleRunner(trx, ledger.created_by_id);
    for (const index of chosen) {
      const row = parsed[index];
      if (row === undefined || isFailed(row)) continue;
      const minor = centsToMinor(row.amount, currency);
      if (minor === null)
        throw badRequest([{ field: 'rows', message: CURRENCY_MESSAGES.importPrecision(currency) }]);
      const { amount, typeId } = signedAmount(minor, undefined);
      if (ledger.keep_order || ledger.enable_rank_order) orderId += 1;
      const entered = { memo: row.memo, amount, payee: null, categoryId: null };
      const ruled = rules.run(entered);
      const posted = await postTransaction(trx, ledger, user.id, {
        amount,
        typeId,
        memo: ruled.memo,
        transactionDate: row.date,
        orderId,
        importBatchId: batchId,
        externalId: row.externalId,
      });
      await rules.tag(trx, posted.id, entered, ruled);
    }
    if (input.format === 'csv' && input.mapping && input.saveMapping) {
      await saveMapping(trx, ledger, input.mapping, user.id);
    }
    const batch = await typed<BatchRow | undefined>(
      trx('money_import_batches').where({ id: batchId }).first(),
    );
    if (!batch) throw new Error('The import batch was not stored.');
    return { success: true, message: MONEY_DATA_MESSAGES.imported(chosen.length), result: toBatch(batch) };
  });
}

/** A ledger's imports, newest first, with how many of their transactions are still there. */
export async function listImportBatches(
  { db, user }: MoneyContext,
  ledgerId: number,
): Promise<ImportBatch[]> {
  await loadLedger(db, user.id, ledgerId);
  const rows = await typed<BatchRow[]>(
    db('money_import_batches as b')
      .where('b.ledger_id', ledgerId)
      .orderBy('b.id', 'desc')
      .limit(50)
      .select(
        'b.*',
        db.raw('(select count(*) from money_transactions t where t.import_batch_id = b.id) as remaining'),
      ),
  );
  return rows.map(toBatch);
}

/** Undoes a whole import: every transaction it posted that is still there goes, through the posting code. */
export async function undoImport({ db, user }: MoneyContext, batchId: number): Promise<MoneyResult<number>> {
  const removed = await db.transaction(async (trx) => {
    const batch = await typed<BatchRow | undefined>(
      trx('money_import_batches').where({ id: batchId }).first(),
    );
    if (!batch) throw notFoundMoney('import', batchId);
    let loaded: LoadedLedger;
    try {
      loaded = await editableLedger(trx, user.id, batch.ledger_id);
    } catch (error) {
      // The batch of a ledger the caller may not see does not exist for them either.
      if (error instanceof Error && 'status' in error && error.status === 404)
        throw notFoundMoney('import', batchId);
      throw error;
    }
    const rows = await typed<TransactionRow[]>(
      trx('money_transactions')
        .where({ import_batch_id: batchId, ledger_id: batch.ledger_id })
        .orderBy('id')
        .select(...TRANSACTION_COLUMNS),
    );
    for (const row of rows) await removeTransaction(trx, loaded.row, row);
    await trx('money_import_batches').where({ id: batchId }).delete();
    return rows.length;
  });
  return { success: true, message: MONEY_DATA_MESSAGES.importUndone(removed), result: removed };
}

export { IMPORT_LIMITS };
