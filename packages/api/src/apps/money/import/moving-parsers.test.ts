// The readers of the moving-in formats on files the tests write (test/money-moving.ts): camt.053 statements
// (two versions, pending entries, a statement that does not add up, hostile XML) and the whole-history
// exports of Actual Budget, Firefly III and YNAB (each product's current and older column sets, broken files).
import { describe, expect, it } from 'vitest';
import {
  HOUSEHOLD,
  HOUSEHOLD_TRANSFERS,
  actualCsv,
  actualSplitRows,
  balancesOf,
  camtStatement,
  fireflyCsv,
  ynabCsv,
} from '../../../../test/money-moving.js';
import { parseCamt } from './camt.js';
import { readHistory, type HistoryPosting } from './history-formats.js';
import { inDateOrder } from './history.js';
import { isFailed, StatementError, type ParsedTransaction } from './parsed.js';

const sums = (postings: HistoryPosting[]) => {
  const result: Record<string, number> = {};
  for (const posting of postings) result[posting.account] = (result[posting.account] ?? 0) + posting.amount;
  return result;
};

describe('camt.053', () => {
  const entries = [
    {
      cents: -4_250,
      date: '2026-03-02',
      reference: 'REF-1',
      party: 'Corner Grocer GmbH',
      remittance: ['Card 1234', 'Receipt 77'],
    },
    {
      cents: 310_050,
      date: '2026-03-03',
      reference: 'REF-2',
      party: 'Employer AG',
      remittance: ['Salary March'],
    },
    { cents: -99, date: '2026-03-04', party: 'Bank', remittance: ['Fees & charges <March>'] },
    { cents: -5_000, date: '2026-03-05', reference: 'REF-4', party: 'Pending shop', status: 'PDNG' as const },
  ];

  it('reads booked entries with their sign, booking date, currency, party, remittance and reference (version 2)', () => {
    const statement = parseCamt(camtStatement(entries, { opening: 100_000 }));
    const rows = statement.rows.filter((row): row is ParsedTransaction => !isFailed(row));
    expect(rows.map((row) => [row.date, row.amount, row.memo, row.externalId, row.currency])).toEqual([
      ['2026-03-02', -4_250, 'Corner Grocer GmbH - Card 1234 - Receipt 77', 'REF-1', 'EUR'],
      ['2026-03-03', 310_050, 'Employer AG - Salary March', 'REF-2', 'EUR'],
      ['2026-03-04', -99, 'Bank - Fees & charges <March>', null, 'EUR'],
    ]);
    expect(statement.rows.filter(isFailed).map((row) => row.error)).toEqual([
      'The entry is not booked yet (status PDNG).',
    ]);
    // 1000.00 + 3057.01 = 4057.01, the closing balance the bank wrote.
    expect(statement.notices).toEqual([
      'Statement STMT-1: the opening balance EUR 1000.00 plus the booked entries is the closing balance EUR 4057.01.',
    ]);
  });

  it('reads version 8 (status as a code, a namespace prefix) the same way', () => {
    const two = parseCamt(camtStatement(entries, { opening: 100_000 }));
    const eight = parseCamt(camtStatement(entries, { opening: 100_000, version: 8 }));
    expect(eight.rows.map((row) => ({ ...row, line: 0 }))).toEqual(
      two.rows.map((row) => ({ ...row, line: 0 })),
    );
  });

  it('says when the opening balance and the entries do not make the closing balance', () => {
    const statement = parseCamt(
      camtStatement(entries.slice(0, 2), { opening: 100_000, closing: 400_000, id: '2026-03' }),
    );
    expect(statement.notices).toEqual([
      'Statement 2026-03: the opening balance EUR 1000.00 plus the booked entries is EUR 4058.00, but the closing balance is EUR 4000.00: entries are missing or wrong.',
    ]);
  });

  it('refuses a DOCTYPE, XML that is not well formed, another message, and nesting past its bound', () => {
    const refuse = (content: string) => {
      try {
        parseCamt(content);
      } catch (error) {
        expect(error).toBeInstanceOf(StatementError);
        return (error as Error).message;
      }
      throw new Error('parsed');
    };
    expect(refuse('<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]><Document>&a;</Document>')).toMatch(
      /DOCTYPE/,
    );
    expect(refuse('<Document><BkToCstmrStmt><Stmt></BkToCstmrStmt></Document>')).toMatch(
      /not well formed on line 1/,
    );
    expect(refuse('<Document><BkToCstmrAcctRpt/></Document>')).toMatch(/no <Document><BkToCstmrStmt>/);
    expect(
      refuse(`<Document><BkToCstmrStmt>${'<a>'.repeat(60)}${'</a>'.repeat(60)}</BkToCstmrStmt></Document>`),
    ).toMatch(/cannot be read/);
    // A broken balance fails the file (its check cannot be made); a broken entry fails alone, with its reason.
    const broken = camtStatement(entries.slice(0, 1), { opening: 0 }).replace('42.50', '42,50');
    expect(() => parseCamt(broken)).toThrow('The CLBD balance cannot be read');
    const row = parseCamt(camtStatement(entries.slice(0, 2), { opening: 0 }).replace('>42.50<', '>4x<'));
    expect(row.rows.filter(isFailed).map((failed) => failed.error)).toEqual([
      "The amount '4x' is not a number with a decimal point.",
    ]);
  });
});

describe('whole-history exports', () => {
  const expected = balancesOf(HOUSEHOLD, HOUSEHOLD_TRANSFERS);

  it("reads Actual's export (today's columns): every account's postings add up to its balance", () => {
    const file = readHistory('actual', actualCsv(HOUSEHOLD, HOUSEHOLD_TRANSFERS));
    expect(file.skipped).toEqual([]);
    expect(sums(file.postings)).toEqual(expected);
    const grocer = file.postings.find((posting) => posting.memo.startsWith('Corner Grocer'));
    expect(grocer).toMatchObject({
      date: '2024-01-03',
      amount: -4_250,
      memo: 'Corner Grocer - milk, bread "fresh"',
    });
    // The two equal coffees are two postings with two ids.
    const coffees = file.postings.filter((posting) => posting.memo === 'Cafe Nova');
    expect(new Set(coffees.map((posting) => posting.externalId)).size).toBe(2);
    expect(file.postings.filter((posting) => posting.reconciled).map((posting) => posting.memo)).toEqual([
      'Employer Inc - January salary',
    ]);
  });

  it("reads Actual's older column set and its splits (the parent skipped, the parts posted)", () => {
    const content = actualCsv(HOUSEHOLD, HOUSEHOLD_TRANSFERS, true);
    expect(sums(readHistory('actual', content).postings)).toEqual(expected);
    const split = readHistory(
      'actual',
      actualCsv(HOUSEHOLD, []) + actualSplitRows('Checking', '2024-01-04', [-1_000, -2_550]),
    );
    expect(split.skipped).toEqual([
      expect.objectContaining({ reason: 'A split: its parts are imported as rows of their own.' }),
    ]);
    expect(sums(split.postings).Checking).toBe(balancesOf(HOUSEHOLD).Checking! - 3_550);
  });

  it("reads Firefly III's export (today's and the older column order) by direction, whatever the amount's sign", () => {
    for (const older of [false, true]) {
      const file = readHistory('firefly', fireflyCsv(HOUSEHOLD, HOUSEHOLD_TRANSFERS, older));
      expect(file.skipped).toEqual([]);
      expect(sums(file.postings)).toEqual(expected);
    }
    const file = readHistory('firefly', fireflyCsv(HOUSEHOLD, HOUSEHOLD_TRANSFERS));
    const transfer = file.postings.filter((posting) => posting.memo.startsWith('Monthly saving'));
    expect(transfer.map((posting) => [posting.account, posting.amount, posting.externalId])).toEqual([
      ['Checking', -50_000, expect.stringMatching(/^firefly:\d+:out$/)],
      ['Savings', 50_000, expect.stringMatching(/^firefly:\d+:in$/)],
    ]);
  });

  it("reads Firefly III's quirks: a negative opening balance, a reconciliation, a transfer into another currency", () => {
    const header =
      'user_id,group_id,journal_id,created_at,updated_at,group_title,type,currency_code,amount,foreign_currency_code,foreign_amount,description,date,source_name,source_iban,source_type,destination_name,destination_iban,destination_type,reconciled,category,budget,bill,tags,notes';
    const row = (
      journal: number,
      type: string,
      amount: string,
      foreign: [string, string],
      from: [string, string],
      to: [string, string],
    ) =>
      `1,${journal},${journal},2024-03-01T10:00:00+01:00,2024-03-01T10:00:00+01:00,,${type},EUR,${amount},${foreign[0]},${foreign[1]},${type} ${journal},2024-03-0${journal}T00:00:00+01:00,${from[0]},,${from[1]},${to[0]},,${to[1]},false,,,,,`;
    const content = [
      header,
      // Exported newest first.
      row(
        4,
        'Transfer',
        '100.00',
        ['USD', '108.25'],
        ['Girokonto', 'Asset account'],
        ['Dollar account', 'Asset account'],
      ),
      row(
        3,
        'Reconciliation',
        '0.37',
        ['', ''],
        ['Girokonto', 'Asset account'],
        ['Girokonto reconciliation (EUR)', 'Reconciliation account'],
      ),
      row(2, 'Withdrawal', '-25.00', ['', ''], ['Credit card', 'Debt'], ['Shop', 'Expense account']),
      // An opening balance below zero: the asset is the source, the amount negative.
      row(
        1,
        'Opening balance',
        '-500.00',
        ['', ''],
        ['Credit card', 'Debt'],
        ['Credit card initial balance', 'Initial balance account'],
      ),
      row(
        5,
        'Opening balance',
        '1000.00',
        ['', ''],
        ['Girokonto initial balance', 'Initial balance account'],
        ['Girokonto', 'Asset account'],
      ),
    ].join('\n');
    const file = readHistory('firefly', content);
    expect(file.skipped).toEqual([]);
    expect(sums(file.postings)).toEqual({
      Girokonto: 1000_00 - 37 - 100_00,
      'Credit card': -525_00,
      'Dollar account': 108_25,
    });
  });

  it('puts a newest-first file in date order, keeping the order within a day', () => {
    const file = readHistory('actual', actualCsv(HOUSEHOLD, HOUSEHOLD_TRANSFERS));
    const ordered = inDateOrder(file.postings);
    const dates = ordered.map((posting) => posting.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('answers broken files with the problem named', () => {
    const message = (format: 'actual' | 'firefly', content: string) => {
      try {
        readHistory(format, content);
      } catch (error) {
        expect(error).toBeInstanceOf(StatementError);
        return (error as Error).message;
      }
      throw new Error('read');
    };
    expect(message('actual', 'Account,Date,Payee\nChecking,2024-01-01,Shop\n')).toMatch(
      /not Actual Budget's CSV export: the column Amount is missing/,
    );
    expect(message('firefly', actualCsv(HOUSEHOLD, []))).toMatch(
      /not Firefly III's CSV export: the columns journal_id, type/,
    );
    expect(message('actual', 'Account,Date,Amount\n"Checking,2024-01-01,5\n')).toMatch(/not CSV/);
    expect(message('actual', '')).toBe('The file is empty.');
    // A row that does not read is skipped with its reason; the others come in.
    const file = readHistory(
      'actual',
      'Account,Date,Amount\nChecking,01/02/2024,5\nChecking,2024-01-02,1.234\nChecking,2024-01-03,5\n',
    );
    expect(file.skipped.map((skip) => skip.reason)).toEqual([
      "The date '01/02/2024' is not a YYYY-MM-DD date.",
      "The amount '1.234' has more than two decimals.",
    ]);
    expect(file.postings.map((posting) => posting.amount)).toEqual([500]);
  });
});

describe("YNAB's register export", () => {
  const expected = balancesOf(HOUSEHOLD, HOUSEHOLD_TRANSFERS);

  it("reads today's YNAB (US dollars, month first) and YNAB 4 (euros, day first): balances as in the source", () => {
    for (const options of [
      { version: 'nynab', dates: 'MM/dd/yyyy', currency: 'usd' },
      { version: 'ynab4', dates: 'dd.MM.yyyy', currency: 'eur' },
      { version: 'nynab', dates: 'yyyy-MM-dd', currency: 'eur' },
      { version: 'ynab4', dates: 'dd/MM/yyyy', currency: 'usd' },
    ] as const) {
      const file = readHistory('ynab', ynabCsv(HOUSEHOLD, HOUSEHOLD_TRANSFERS, options));
      expect(file.skipped, JSON.stringify(options)).toEqual([]);
      expect(sums(file.postings)).toEqual(expected);
      const salary = file.postings.find((posting) => posting.memo.startsWith('Employer'))!;
      expect(salary.date).toMatch(/^2024-\d{2}-\d{2}$/);
      // A transfer is in both accounts, named by the other.
      expect(file.postings.filter((posting) => posting.memo.startsWith('Transfer : Checking'))).toHaveLength(
        2,
      );
    }
  });

  it('gives each row an id that finds it again, equal rows told apart', () => {
    const twice = [...HOUSEHOLD, HOUSEHOLD[HOUSEHOLD.length - 1]!];
    const options = { version: 'nynab', dates: 'yyyy-MM-dd', currency: 'usd' } as const;
    const first = readHistory('ynab', ynabCsv(twice, [], options)).postings.map(
      (posting) => posting.externalId,
    );
    const again = readHistory('ynab', ynabCsv(twice, [], options)).postings.map(
      (posting) => posting.externalId,
    );
    expect(new Set(first).size).toBe(twice.length);
    expect(again).toEqual(first);
  });

  it('answers broken files with the problem named, and skips broken rows with their reason', () => {
    const fails = (content: string) => () => readHistory('ynab', content);
    expect(fails('Date,Payee,Amount\n2024-01-01,Shop,1\n')).toThrow(
      /This is not YNAB's CSV export: the columns Account, Memo, Outflow, Inflow are missing/,
    );
    // Every date could be read both ways: refused, never guessed.
    const early = HOUSEHOLD.map((entry) => ({ ...entry, date: '2024-03-05' }));
    expect(fails(ynabCsv(early, [], { version: 'nynab', dates: 'MM/dd/yyyy', currency: 'usd' }))).toThrow(
      /could be day\/month or month\/day/,
    );
    expect(
      fails(
        'Account,Date,Payee,Memo,Outflow,Inflow\nA,13/01/2024,x,,$1.00,$0.00\nA,01/13/2024,y,,$1.00,$0.00\n',
      ),
    ).toThrow(StatementError);
    const file = readHistory(
      'ynab',
      'Account,Date,Payee,Memo,Outflow,Inflow\nA,2024-01-02,Shop,,$1.00,$0.00\n,2024-01-03,Nobody,,$1.00,$0.00\nA,2024-01-04,Odd,,-$1.00,$0.00\nA,2024-01-05,Bad,,abc,$0.00\n',
    );
    expect(file.postings.map((posting) => posting.amount)).toEqual([-100]);
    expect(file.skipped.map((skip) => skip.reason)).toEqual([
      'The row names no account.',
      'Outflow and Inflow are written without a sign.',
      "The amount 'abc' is not a number with a decimal point.",
    ]);
  });
});
