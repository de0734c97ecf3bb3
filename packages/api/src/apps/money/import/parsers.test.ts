// The statement readers on the hand-written bank samples (test/fixtures/bank) and on hostile input.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CsvMapping } from '@lcars/contract/money';
import { parseCsv } from './csv.js';
import { parseOfx } from './ofx.js';
import { isFailed, StatementError, type ParsedTransaction, type StatementRow } from './parsed.js';
import { parseQif, qifDate } from './qif.js';
import { csvCell } from './search.js';
import { guessDelimiter, similarMemo } from './service.js';
import { parseStatementAmount, parseStatementDate } from './values.js';

const sample = (name: string) =>
  readFileSync(new URL(`../../../../test/fixtures/bank/${name}`, import.meta.url), 'utf8');

const good = (rows: StatementRow[]): ParsedTransaction[] =>
  rows.filter((row): row is ParsedTransaction => !isFailed(row));
const failed = (rows: StatementRow[]) => rows.filter(isFailed);

const base: CsvMapping = {
  delimiter: ',',
  hasHeader: true,
  skipRows: 0,
  dateColumn: 0,
  dateFormat: 'yyyy-MM-dd',
  memoColumns: [1],
  amountMode: 'signed',
  amountColumn: 2,
  debitColumn: null,
  creditColumn: null,
  decimalSeparator: '.',
  negate: false,
};

describe('amounts and dates', () => {
  it('reads amounts with a decimal point or comma, grouping, signs and parentheses', () => {
    expect(parseStatementAmount('-1,234.56', '.')).toBe(-123456);
    expect(parseStatementAmount('3.250,75', ',')).toBe(325075);
    expect(parseStatementAmount('(12.00)', '.')).toBe(-1200);
    expect(parseStatementAmount('12.5-', '.')).toBe(-1250);
    expect(parseStatementAmount('$4.75', '.')).toBe(475);
    expect(parseStatementAmount('EUR 89,00', ',')).toBe(8900);
    expect(parseStatementAmount('1 000,10', ',')).toBe(100010);
    expect(parseStatementAmount('7.500', '.')).toBe(750);
  });
  it('refuses what is not an amount rather than guessing', () => {
    expect(() => parseStatementAmount('3,8x', ',')).toThrow(/not a number/);
    expect(() => parseStatementAmount('1.234', ',')).not.toThrow();
    expect(() => parseStatementAmount('1.2345', '.')).toThrow(/more than two decimals/);
    expect(() => parseStatementAmount('', '.')).toThrow(/empty/);
    expect(() => parseStatementAmount('12,34', '.')).toThrow(/not a number/);
    expect(() => parseStatementAmount('99999999999999', '.')).toThrow(/too large/);
    // Padding zeros are not size (issue 29: an investment statement's '+00000000000000.2400' was 'too large').
    expect(parseStatementAmount('+00000000000000.2400', '.')).toBe(24);
    expect(parseStatementAmount('-00000000001901.2000', '.')).toBe(-190120);
  });
  it('reads dates in the declared layout only', () => {
    expect(parseStatementDate('02/01/2026', 'dd/MM/yyyy')).toBe('2026-01-02');
    expect(parseStatementDate('02/01/2026', 'MM/dd/yyyy')).toBe('2026-02-01');
    expect(parseStatementDate('2026-01-31', 'yyyy-MM-dd')).toBe('2026-01-31');
    expect(parseStatementDate('31.12.2025', 'dd.MM.yyyy')).toBe('2025-12-31');
    expect(parseStatementDate('05/03/99', 'dd/MM/yy')).toBe('1999-03-05');
    expect(() => parseStatementDate('13/01/2026', 'MM/dd/yyyy')).toThrow(/not a day/);
    expect(() => parseStatementDate('2026-01-31', 'dd/MM/yyyy')).toThrow(/not written as dd\/MM\/yyyy/);
    expect(() => parseStatementDate('29/02/2025', 'dd/MM/yyyy')).toThrow(/not a day/);
  });
  it('reads QIF dates, with the apostrophe year', () => {
    expect(qifDate("06/02'26", 'MM/dd/yyyy')).toBe('2026-06-02');
    expect(qifDate('6/15/2026', 'MM/dd/yyyy')).toBe('2026-06-15');
    expect(qifDate('15/6/2026', 'dd/MM/yyyy')).toBe('2026-06-15');
    expect(() => qifDate('06/31/2026', 'MM/dd/yyyy')).toThrow(/not a day/);
  });
});

describe('CSV', () => {
  it('reads a US export: MM/dd/yyyy, one signed amount, quoted memos', () => {
    const rows = parseCsv(sample('us-checking.csv'), {
      ...base,
      dateColumn: 1,
      dateFormat: 'MM/dd/yyyy',
      memoColumns: [2],
      amountColumn: 3,
    });
    expect(good(rows)).toEqual([
      {
        line: 2,
        date: '2026-01-02',
        amount: -475,
        memo: 'STARBUCKS STORE 1234 SEATTLE WA',
        externalId: null,
      },
      {
        line: 3,
        date: '2026-01-03',
        amount: 200000,
        memo: 'ACME CORP PAYROLL PPD ID: 9876543210',
        externalId: null,
      },
      { line: 4, date: '2026-01-05', amount: -12000, memo: 'CHECK 1042', externalId: null },
      {
        line: 5,
        date: '2026-01-07',
        amount: -123456,
        memo: 'AMAZON MKTPLACE PMTS AMZN.COM/BILL WA',
        externalId: null,
      },
      { line: 6, date: '2026-01-09', amount: -4510, memo: 'CITY WATER "AUTOPAY"', externalId: null },
    ]);
    expect(failed(rows)).toEqual([
      {
        line: 7,
        memo: 'BAD DATE ROW',
        error: "The date '13/01/2026' is not a day of the calendar (MM/dd/yyyy).",
      },
    ]);
  });

  it('reads a German export: title lines, semicolons, Soll/Haben, decimal comma', () => {
    const rows = parseCsv(sample('de-girokonto.csv'), {
      ...base,
      delimiter: ';',
      skipRows: 2,
      dateFormat: 'dd.MM.yyyy',
      memoColumns: [2, 3],
      amountMode: 'debitCredit',
      amountColumn: null,
      debitColumn: 4,
      creditColumn: 5,
      decimalSeparator: ',',
    });
    expect(good(rows).map((row) => [row.date, row.amount, row.memo])).toEqual([
      ['2026-02-02', -8900, 'Stadtwerke München - Abschlag Strom Februar'],
      ['2026-02-03', 325075, 'Arbeitgeber GmbH - Gehalt Februar 2026'],
      ['2026-02-05', -4237, 'REWE Markt - Kartenzahlung 04.02.'],
      ['2026-02-10', -115000, 'Vermieter Hausverwaltung - Miete Februar'],
    ]);
    expect(failed(rows)).toHaveLength(1);
    expect(failed(rows)[0]?.error).toMatch(/'3,8x' is not a number with a decimal comma/);
    expect(failed(rows)[0]?.line).toBe(8);
  });

  it('reads a UK export with paid out / paid in columns', () => {
    const rows = parseCsv(sample('uk-current.csv'), {
      ...base,
      dateFormat: 'dd/MM/yyyy',
      memoColumns: [2],
      amountMode: 'debitCredit',
      amountColumn: null,
      debitColumn: 3,
      creditColumn: 4,
    });
    expect(good(rows).map((row) => [row.date, row.amount])).toEqual([
      ['2026-03-06', -1325],
      ['2026-03-07', 45000],
      ['2026-03-09', -2764],
      ['2026-03-12', -10000],
    ]);
  });

  it('fails a row that lacks a mapped column, and a file with broken quoting as a whole', () => {
    const rows = parseCsv('Date,Memo,Amount\n2026-01-01,short\n', base);
    expect(failed(rows)[0]?.error).toMatch(/no amount column/);
    expect(() => parseCsv('Date,Memo,Amount\n2026-01-01,"open,1\n', base)).toThrow(StatementError);
  });

  it('reads a semicolon file whose quoted memo holds a semicolon (issue 29)', () => {
    const content = sample('semicolon-quoted.csv');
    expect(guessDelimiter(content)).toBe(';');
    const rows = parseCsv(content, {
      ...base,
      delimiter: ';',
      dateFormat: 'dd.MM.yyyy',
      decimalSeparator: ',',
    });
    expect(good(rows).map((row) => [row.date, row.memo, row.amount])).toEqual([
      ['2026-06-02', 'Miete; Juni', -85000],
      ['2026-06-03', 'Gehalt', 245000],
      ['2026-06-04', 'Café "Zur Post"; Frühstück', -1240],
    ]);
  });

  it('guesses the delimiter from the first line', () => {
    expect(guessDelimiter('a;b;c\n1;2;3')).toBe(';');
    expect(guessDelimiter('"a;b",c,d')).toBe(',');
    expect(guessDelimiter('a\tb')).toBe('\t');
  });
});

describe('OFX', () => {
  it('reads an OFX 1.02 SGML statement (leaf elements without end tags)', () => {
    const rows = parseOfx(sample('checking-sgml.ofx')).rows;
    expect(good(rows)).toEqual([
      {
        line: 39,
        date: '2026-04-02',
        amount: -5218,
        memo: 'SAFEWAY #1234 - POS PURCHASE',
        externalId: '202604020001',
        currency: 'USD',
      },
      {
        line: 47,
        date: '2026-04-03',
        amount: 185000,
        memo: 'ACME CORP PAYROLL',
        externalId: '202604030002',
        currency: 'USD',
      },
      {
        line: 54,
        date: '2026-04-06',
        amount: -30000,
        memo: 'CHECK - Check 1043',
        externalId: '202604060003',
        currency: 'USD',
      },
      {
        line: 62,
        date: '2026-04-10',
        amount: -1200,
        memo: 'MONTHLY SERVICE FEE - Fee & charges',
        externalId: '202604100004',
        currency: 'USD',
      },
    ]);
    expect(failed(rows)).toEqual([
      { line: 70, memo: 'BAD DAY', error: "DTPOSTED '20260431' is not a day of the calendar." },
    ]);
  });

  it('reads an OFX 2.2 XML statement with CDATA sections and comments, in its currency (issue 29)', () => {
    const { rows, notices } = parseOfx(sample('cad-cdata-xml.ofx'));
    expect(notices).toEqual([]);
    expect(rows).toEqual([
      {
        line: 26,
        date: '2026-05-04',
        amount: -2345,
        memo: 'TIM HORTONS #1234 <QC> - Coffee & donuts',
        externalId: 'CA-20260504-1',
        currency: 'CAD',
      },
      {
        line: 35,
        date: '2026-05-15',
        amount: 210000,
        memo: 'PAYROLL',
        externalId: 'CA-20260515-2',
        currency: 'CAD',
      },
    ]);
  });

  it("names each account's currency, and a transaction's own when it differs (issue 29)", () => {
    const { rows } = parseOfx(sample('multi-currency-sgml.ofx'));
    expect(good(rows).map((row) => [row.memo, row.amount, row.currency])).toEqual([
      ['TRANSFER IN', 15000, 'AUD'],
      ['BÄCKEREI', -1250, 'EUR'],
      ['LONDON HOTEL', -4000, 'GBP'],
    ]);
  });

  it('imports the cash of an investment statement and says plainly that its trades are left out (issue 29)', () => {
    const { rows, notices } = parseOfx(sample('investment-sgml.ofx'));
    expect(failed(rows)).toEqual([]);
    expect(good(rows).map((row) => [row.date, row.amount, row.memo, row.currency])).toEqual([
      ['2026-05-31', 24, 'CASH INTEREST', 'USD'],
      ['2026-05-15', -2500, 'ACCOUNT FEE', 'USD'],
    ]);
    expect(notices).toEqual([
      'This is an investment statement: investments are not supported, so its 3 trades (buys, sells, income and the like) are left out. Only its cash transactions are imported.',
    ]);
  });

  it('reads a statement without transactions as none', () => {
    expect(parseOfx(sample('empty-xml.ofx'))).toEqual({ rows: [], notices: [] });
  });

  it('refuses XML that is not well formed with its line, and a DOCTYPE (entity expansion)', () => {
    const head = '<?xml version="1.0"?>\n<?OFX OFXHEADER="200" VERSION="220"?>\n';
    expect(() => parseOfx(`${head}<OFX>\n<A>\n</B>\n</OFX>`)).toThrow(/not well formed on line 5/);
    expect(() =>
      parseOfx(
        `<?xml version="1.0"?><!DOCTYPE OFX [<!ENTITY a "${'x'.repeat(100)}">]><?OFX OFXHEADER="200"?><OFX>&a;</OFX>`,
      ),
    ).toThrow(/DOCTYPE/);
  });

  it('reads an OFX 2.11 XML credit card statement (QFX)', () => {
    const rows = parseOfx(sample('card-xml.qfx')).rows;
    expect(failed(rows)).toEqual([]);
    expect(good(rows).map((row) => [row.date, row.amount, row.memo, row.externalId])).toEqual([
      ['2026-05-03', -6499, 'SHELL OIL 57444 - FUEL', '2026050324692160123456789'],
      ['2026-05-08', -1549, 'NETFLIX.COM', '2026050824692160987654321'],
      ['2026-05-15', 50000, 'PAYMENT THANK YOU', '2026051500000000000000001'],
      ['2026-05-18', -825, 'JOE & SONS CAFÉ', '2026051824692160555555555'],
    ]);
  });

  it('refuses what is not OFX, and mismatched or unclosed tags, with the line', () => {
    expect(() => parseOfx('hello')).toThrow(/no <OFX> element/);
    expect(() => parseOfx('<OFX><A></OFX>')).toThrow(/OFXHEADER/);
    expect(() => parseOfx('OFXHEADER:100\n<OFX>\n<A>\n<B>\n</A>\n</OFX>')).toThrow(
      /<B> is not closed before <\/A> on line 5/,
    );
    expect(() => parseOfx('OFXHEADER:100\n<OFX>\n<A>\n')).toThrow(/not closed at the end/);
    expect(() => parseOfx('OFXHEADER:100\n<OFX>\n</B>\n</OFX>')).toThrow(/closes nothing/);
    expect(() => parseOfx(`OFXHEADER:100\n<OFX>${'<A>'.repeat(40)}`)).toThrow(/deeper than 32/);
  });

  it('reads a hostile tag in linear time (the regex-based parsers on npm take minutes)', () => {
    // ofx-js 1.1.1 spends ~17 s on a 28-character tag name like this one (docs/decisions.md).
    const hostile = `OFXHEADER:100\n<OFX><A>${'<' + 'A'.repeat(5000)}!`;
    expect(() => parseOfx(hostile)).toThrow(StatementError);
  });
});

describe('QIF', () => {
  it('reads a bank QIF: splits under a total, apostrophe years, failed records, skipped lists', () => {
    const rows = parseQif(sample('savings.qif'), 'MM/dd/yyyy');
    expect(good(rows)).toEqual([
      {
        line: 2,
        date: '2026-06-01',
        amount: -120000,
        memo: 'LANDLORD PROPERTY MGMT - Rent June - No. 2001',
        externalId: null,
      },
      { line: 9, date: '2026-06-02', amount: 2530, memo: 'INTEREST CREDIT', externalId: null },
      { line: 14, date: '2026-06-15', amount: -31045, memo: 'COSTCO WHOLESALE', externalId: null },
    ]);
    expect(failed(rows).map((row) => row.error)).toEqual([
      "The date '06/31/2026' is not a day of the calendar (MM/dd/yyyy).",
      'The record has no T (amount) line.',
    ]);
  });

  it('refuses a file without a !Type: header', () => {
    expect(() => parseQif('D01/01/2026\nT1.00\n^\n', 'MM/dd/yyyy')).toThrow(/!Type:/);
    expect(() => parseQif('', 'MM/dd/yyyy')).toThrow(/!Type:/);
  });
});

describe('duplicates and export cells', () => {
  it('calls memos similar when one holds the other or they share half their words', () => {
    expect(similarMemo('STARBUCKS STORE 1234', 'Starbucks store 1234 Seattle WA')).toBe(true);
    expect(similarMemo('Coffee', '')).toBe(true);
    expect(similarMemo('Rent June', 'Groceries')).toBe(false);
  });
  it('quotes CSV cells and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });
});
