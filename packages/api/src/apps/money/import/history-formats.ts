// The whole-history files read by the history import (history.ts), each turned into one list of postings:
// which account, which day, how much (signed cents, as that account sees it), what for, and an id that finds
// the posting again in a later import of the same file.
//
// - Actual Budget: the CSV its transaction list exports (Account, Date, Payee, Notes, Category, Amount,
//   then Split_Amount and Cleared, or Cleared and Reconciled in older versions). Amounts are decimal
//   numbers as JavaScript writes them ("-12.5"); a split's parent row carries Amount 0 and its parts follow
//   as rows of their own; a transfer appears once in each of its two accounts. The file has no ids, so a
//   row's id is a digest of its cells and how many equal rows came before it.
// - Firefly III: the CSV of Export data (one row per journal: type, amount, currency, foreign amount,
//   source and destination with their account types, date as an ISO date-time, journal_id, ...). Its
//   amounts carry a sign that depends on the type, so the sign is taken from the direction instead: money
//   leaves the source account and reaches the destination. Only the user's own accounts (asset accounts
//   and liabilities) become ledgers; expense, revenue, initial-balance and reconciliation accounts are the
//   other side.
// - YNAB: the register CSV of YNAB 4 (Account, Flag, Check Number, Date, Payee, Category, Master Category,
//   Sub Category, Memo, Outflow, Inflow, Cleared, Running Balance; Cleared as C, U or R) and of today's YNAB
//   (Account, Flag, Date, Payee, Category Group/Category, Category Group, Category, Memo, Outflow, Inflow,
//   Cleared; Cleared spelled out). Outflow and Inflow are positive amounts in the budget's currency format
//   ("$1,234.56", "1.234,56€"); dates are in the budget's date format, which the file does not name: the
//   layout is read from the whole file (a day past 12 tells day from month), never guessed row by row. A
//   transfer appears in both accounts' rows ("Transfer : Savings"); a split's parts are rows of their own.
//   No ids, so a row's id is a digest of its cells, as for Actual.
// - Money's own CSV export (export.ts): Ledger, Account, Date, Memo, Amount, Reconciled, Id.
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import {
  HISTORY_LIMITS,
  parseMoneyDate,
  type HistoryFormat,
  type ImportDateFormat,
} from '@lcars/contract/money';
import { StatementError } from './parsed.js';
import { RowError, cleanMemo, clip, parseStatementAmount, parseStatementDate } from './values.js';

export interface HistoryPosting {
  /** Where in the file: 'row 12'. */
  source: string;
  account: string;
  /** Firefly's account type, for the kind of account made ('Loan', 'Mortgage'...); '' otherwise. */
  accountKind: string;
  date: string;
  amount: number;
  memo: string;
  externalId: string;
  reconciled: boolean;
}

export interface HistorySkip {
  source: string;
  title: string;
  reason: string;
}

export interface HistoryFile {
  postings: HistoryPosting[];
  skipped: HistorySkip[];
}

/** The file's records keyed by header name, each with its line; a file CSV cannot split is a StatementError. */
function records(content: string): { header: string[]; rows: { line: number; cells: string[] }[] } {
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(content, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      to: HISTORY_LIMITS.maxRows + 2,
      max_record_size: 64 * 1024,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new StatementError(`The file is not CSV: ${clip(message, 200)}`);
  }
  const [first, ...rest] = parsed;
  if (!first) throw new StatementError('The file is empty.');
  if (rest.length > HISTORY_LIMITS.maxRows)
    throw new StatementError(`The file has more than ${HISTORY_LIMITS.maxRows} transactions.`);
  return {
    header: first.record.map((name) => name.trim()),
    rows: rest.map(({ record, info }) => ({ line: info.lines, cells: record })),
  };
}

/** The index of each named column; a missing required one fails the file, naming what it lacks. */
function columnsOf<R extends string, O extends string>(
  header: string[],
  required: readonly R[],
  optional: readonly O[],
  product: string,
): Record<R, number> & Partial<Record<O, number>> {
  const lower = header.map((name) => name.toLowerCase());
  const missing = required.filter((name) => !lower.includes(name.toLowerCase()));
  if (missing.length > 0) {
    throw new StatementError(
      `This is not ${product}'s CSV export: the column${missing.length === 1 ? '' : 's'} ${missing.join(', ')} ${
        missing.length === 1 ? 'is' : 'are'
      } missing (the first line has ${clip(header.join(', '), 160)}).`,
    );
  }
  const found: Record<string, number> = {};
  for (const name of [...required, ...optional]) {
    const index = lower.indexOf(name.toLowerCase());
    if (index >= 0) found[name] = index;
  }
  return found as Record<R, number> & Partial<Record<O, number>>;
}

/** A row's cell by column index, trimmed ('' for a column the file lacks). */
const cellOf =
  (cells: string[]) =>
  (index: number | undefined): string =>
    index === undefined ? '' : (cells[index] ?? '').trim();

/** The memo of a row with a payee and notes: both, joined. */
const payeeMemo = (payee: string, notes: string) =>
  cleanMemo([payee, notes].filter((part) => part !== '').join(' - '));

function isoDate(text: string): string {
  const value = text.trim();
  // Firefly writes an ISO date-time ("2024-03-01T00:00:00+01:00"): its day is the transaction's day.
  const iso = /^\d{4}-\d{2}-\d{2}(?:$|T)/.test(value) ? parseMoneyDate(value.slice(0, 10)) : null;
  if (iso === null) throw new RowError(`The date '${clip(value)}' is not a YYYY-MM-DD date.`);
  return iso;
}

const digest = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 40);

/** A row's id from its cells: equal rows (two coffees on one day) are told apart by their rank. */
function contentIds(prefix: string) {
  const seen = new Map<string, number>();
  return (...cells: string[]): string => {
    const key = digest(...cells);
    const rank = (seen.get(key) ?? 0) + 1;
    seen.set(key, rank);
    return `${prefix}:${key}:${rank}`;
  };
}

function readActual(content: string): HistoryFile {
  const { header, rows } = records(content);
  const columns = columnsOf(
    header,
    ['Account', 'Date', 'Amount'] as const,
    ['Payee', 'Notes', 'Category', 'Split_Amount', 'Cleared', 'Reconciled'] as const,
    'Actual Budget',
  );
  const idOf = contentIds('actual');
  const postings: HistoryPosting[] = [];
  const skipped: HistorySkip[] = [];
  for (const { line, cells } of rows) {
    const cell = cellOf(cells);
    const account = cell(columns.Account);
    const payee = cell(columns.Payee);
    const notes = cell(columns.Notes);
    const memo = payeeMemo(payee, notes);
    const source = `row ${line}`;
    try {
      if (account === '') throw new RowError('The row names no account.');
      const date = isoDate(cell(columns.Date));
      const amount = parseStatementAmount(cell(columns.Amount), '.');
      const split = cell(columns.Split_Amount);
      // A split's parent holds the total in Split_Amount; its parts are rows of their own.
      if (amount === 0 && split !== '' && parseStatementAmount(split, '.') !== 0) {
        skipped.push({
          source,
          title: memo || account,
          reason: 'A split: its parts are imported as rows of their own.',
        });
        continue;
      }
      const cleared = cell(columns.Cleared).toLowerCase();
      postings.push({
        source,
        account: account.slice(0, 200),
        accountKind: '',
        date,
        amount,
        memo,
        externalId: idOf(account, date, payee, notes, cell(columns.Category), String(amount)),
        reconciled: cleared === 'reconciled' || cell(columns.Reconciled).toLowerCase() === 'true',
      });
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      skipped.push({ source, title: memo || account || source, reason: error.message });
    }
  }
  return { postings, skipped };
}

/** Firefly III's account types that are the user's own: they become accounts with ledgers. */
const FIREFLY_OWN = new Set(['asset account', 'default account', 'loan', 'debt', 'mortgage']);

function readFirefly(content: string): HistoryFile {
  const { header, rows } = records(content);
  const columns = columnsOf(
    header,
    [
      'journal_id',
      'type',
      'amount',
      'date',
      'source_name',
      'source_type',
      'destination_name',
      'destination_type',
    ] as const,
    ['description', 'foreign_amount', 'foreign_currency_code', 'reconciled', 'category', 'notes'] as const,
    'Firefly III',
  );
  const postings: HistoryPosting[] = [];
  const skipped: HistorySkip[] = [];
  for (const { line, cells } of rows) {
    const cell = cellOf(cells);
    const source = `row ${line}`;
    const description = cell(columns.description);
    const journal = cell(columns.journal_id);
    const from = cell(columns.source_name);
    const to = cell(columns.destination_name);
    const fromOwn = FIREFLY_OWN.has(cell(columns.source_type).toLowerCase());
    const toOwn = FIREFLY_OWN.has(cell(columns.destination_type).toLowerCase());
    try {
      if (!/^\d{1,18}$/.test(journal))
        throw new RowError(`The journal_id '${clip(journal)}' is not a number.`);
      if (!fromOwn && !toOwn)
        throw new RowError(
          `Neither ${from || 'the source'} nor ${to || 'the destination'} is an asset account or a liability.`,
        );
      const date = isoDate(cell(columns.date));
      const size = Math.abs(parseStatementAmount(cell(columns.amount), '.'));
      const foreign = cell(columns.foreign_amount);
      // A transfer between accounts of two currencies reaches its destination as the foreign amount.
      const arriving =
        foreign !== '' && cell(columns.foreign_currency_code) !== ''
          ? Math.abs(parseStatementAmount(foreign, '.'))
          : size;
      if ((fromOwn && from === '') || (toOwn && to === '')) throw new RowError('An account has no name.');
      const reconciled = ['true', '1'].includes(cell(columns.reconciled).toLowerCase());
      const memoFor = (other: string) =>
        cleanMemo(
          [description, other !== description ? other : ''].filter((part) => part !== '').join(' - '),
        );
      if (fromOwn)
        postings.push({
          source,
          account: from.slice(0, 200),
          accountKind: cell(columns.source_type),
          date,
          amount: -size,
          memo: memoFor(to),
          externalId: `firefly:${journal}:out`,
          reconciled,
        });
      if (toOwn)
        postings.push({
          source,
          account: to.slice(0, 200),
          accountKind: cell(columns.destination_type),
          date,
          amount: arriving,
          memo: memoFor(from),
          externalId: `firefly:${journal}:in`,
          reconciled,
        });
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      skipped.push({ source, title: description || source, reason: error.message });
    }
  }
  return { postings, skipped };
}

/** A cell of our own export without the apostrophe it adds before = + - @ (so no spreadsheet runs it). */
const unprotect = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

function readOwn(content: string): HistoryFile {
  const { header, rows } = records(content);
  const columns = columnsOf(
    header,
    ['Ledger', 'Date', 'Memo', 'Amount', 'Id'] as const,
    ['Reconciled'] as const,
    'Money',
  );
  const postings: HistoryPosting[] = [];
  const skipped: HistorySkip[] = [];
  for (const { line, cells } of rows) {
    const cell = cellOf(cells);
    const source = `row ${line}`;
    const ledger = unprotect(cell(columns.Ledger));
    const memo = cleanMemo(unprotect(cell(columns.Memo)));
    try {
      if (ledger === '') throw new RowError('The row names no ledger.');
      const id = cell(columns.Id);
      if (!/^\d{1,18}$/.test(id)) throw new RowError(`The Id '${clip(id)}' is not a number.`);
      postings.push({
        source,
        account: ledger.slice(0, 200),
        accountKind: '',
        date: isoDate(cell(columns.Date)),
        amount: parseStatementAmount(cell(columns.Amount), '.'),
        memo,
        externalId: `lcars:${id}`,
        reconciled: cell(columns.Reconciled).toLowerCase() === 'yes',
      });
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      skipped.push({ source, title: memo || ledger || source, reason: error.message });
    }
  }
  return { postings, skipped };
}

/**
 * The date layout of a YNAB file, from all its dates: ISO, or day and month in the order a day past 12 shows.
 * A file whose every date reads both ways (all in the first twelve days of their months) fails, naming the
 * way out, rather than risk swapping day and month.
 */
function ynabDateLayout(dates: string[]): ImportDateFormat {
  const written = dates.map((date) => date.trim()).filter((date) => date !== '');
  if (written.every((date) => /^\d{4}-\d{1,2}-\d{1,2}$/.test(date))) return 'yyyy-MM-dd';
  if (written.every((date) => /^\d{4}\/\d{1,2}\/\d{1,2}$/.test(date))) return 'yyyy/MM/dd';
  if (written.every((date) => /^\d{1,2}\.\d{1,2}\.\d{4}$/.test(date))) return 'dd.MM.yyyy';
  for (const separator of ['/', '-'] as const) {
    const pattern = separator === '/' ? /^(\d{1,2})\/(\d{1,2})\/\d{4}$/ : /^(\d{1,2})-(\d{1,2})-\d{4}$/;
    const parts = written.map((date) => pattern.exec(date));
    if (parts.some((match) => match === null)) continue;
    const dayFirst = parts.some((match) => Number(match![1]) > 12);
    const monthFirst = parts.some((match) => Number(match![2]) > 12);
    if (dayFirst && monthFirst)
      throw new StatementError(
        'The dates of the file are written in two orders (day first and month first).',
      );
    if (dayFirst) return separator === '/' ? 'dd/MM/yyyy' : 'dd-MM-yyyy';
    if (monthFirst) return separator === '/' ? 'MM/dd/yyyy' : 'MM-dd-yyyy';
    throw new StatementError(
      "Every date of the file could be day/month or month/day. In YNAB choose the ISO date format (the budget's settings, Date format: 2024-12-30) and export again.",
    );
  }
  throw new StatementError(
    `The dates of the file are not in one of YNAB's date formats (the first is '${clip(written[0] ?? '')}').`,
  );
}

/** A YNAB amount in the budget's currency format: the separator before the last two digits is the decimal. */
function ynabAmount(text: string): number {
  const value = text.trim();
  if (value === '') return 0;
  return parseStatementAmount(value, /,\d{2}\D*$/.test(value) ? ',' : '.');
}

function readYnab(content: string): HistoryFile {
  const { header, rows } = records(content);
  const columns = columnsOf(
    header,
    ['Account', 'Date', 'Payee', 'Memo', 'Outflow', 'Inflow'] as const,
    ['Cleared', 'Category Group/Category', 'Category', 'Master Category', 'Sub Category'] as const,
    'YNAB',
  );
  const layout = ynabDateLayout(rows.map(({ cells }) => cells[columns.Date] ?? ''));
  const idOf = contentIds('ynab');
  const postings: HistoryPosting[] = [];
  const skipped: HistorySkip[] = [];
  for (const { line, cells } of rows) {
    const cell = cellOf(cells);
    const account = cell(columns.Account);
    const payee = cell(columns.Payee);
    const notes = cell(columns.Memo);
    const memo = payeeMemo(payee, notes);
    const category =
      cell(columns['Category Group/Category']) ||
      [cell(columns['Master Category']), cell(columns['Sub Category'])].filter(Boolean).join(': ') ||
      cell(columns.Category);
    const source = `row ${line}`;
    try {
      if (account === '') throw new RowError('The row names no account.');
      const date = parseStatementDate(cell(columns.Date), layout);
      const outflow = ynabAmount(cell(columns.Outflow));
      const inflow = ynabAmount(cell(columns.Inflow));
      if (outflow < 0 || inflow < 0) throw new RowError('Outflow and Inflow are written without a sign.');
      const amount = inflow - outflow;
      const cleared = cell(columns.Cleared).toLowerCase();
      postings.push({
        source,
        account: account.slice(0, 200),
        accountKind: '',
        date,
        amount,
        memo,
        externalId: idOf(account, date, payee, notes, category, String(amount)),
        reconciled: cleared === 'reconciled' || cleared === 'r',
      });
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      skipped.push({ source, title: memo || account || source, reason: error.message });
    }
  }
  return { postings, skipped };
}

export function readHistory(format: HistoryFormat, content: string): HistoryFile {
  switch (format) {
    case 'actual':
      return readActual(content);
    case 'firefly':
      return readFirefly(content);
    case 'ynab':
      return readYnab(content);
    case 'lcars':
      return readOwn(content);
  }
}
