// The pure pieces of the ledger's import, search and export controls.
import { describe, expect, it } from 'vitest';
import { exportFilters } from '../../../dataApi';
import { centsOf, countsLine, formatOf, guessMapping } from './logic';

describe('ledger import, search and export helpers', () => {
  it('tells the format from the file name', () => {
    expect(formatOf('Statement.CSV')).toBe('csv');
    expect(formatOf('card.qfx')).toBe('ofx');
    expect(formatOf('checking.ofx')).toBe('ofx');
    expect(formatOf('savings.qif')).toBe('qif');
    expect(formatOf('2026-03.XML')).toBe('camt053');
    expect(formatOf('statement.053')).toBe('camt053');
    expect(formatOf('photo.png')).toBeNull();
  });

  it('guesses a mapping from the header, preferring Description over Details', () => {
    expect(
      guessMapping(['Details', 'Posting Date', 'Description', 'Amount', 'Type', 'Balance']),
    ).toMatchObject({ dateColumn: 1, memoColumns: [2], amountMode: 'signed', amountColumn: 3 });
    expect(guessMapping(['Date', 'Type', 'Description', 'Paid out', 'Paid in', 'Balance'])).toMatchObject({
      amountMode: 'debitCredit',
      debitColumn: 3,
      creditColumn: 4,
    });
  });

  it('reads a typed amount as cents', () => {
    expect(centsOf('12.50')).toBe(1250);
    expect(centsOf('12,50')).toBe(1250);
    expect(centsOf('1,234.56')).toBe(123456);
    expect(centsOf(' ')).toBeNull();
    expect(centsOf('abc')).toBeNaN();
  });

  it('puts the search into the export query, leaving empty filters out', () => {
    expect(exportFilters({})).toEqual({});
    expect(exportFilters({ memo: '', amountFrom: 1250, amountTo: 1250, dateFrom: '2026-01-01' })).toEqual({
      amountFrom: 1250,
      amountTo: 1250,
      dateFrom: '2026-01-01',
    });
  });

  it('says what a history import would create, or created, in one line', () => {
    const report = {
      format: 'actual',
      created: [],
      skipped: [{ source: 'row 3', title: 'Coffee', reason: 'Imported before.' }],
      counts: { accounts: 2, ledgers: 2, transactions: 7, skipped: 1 },
    };
    expect(countsLine({ ...report, preview: true })).toBe(
      'Would create 2 accounts, 2 ledgers, 7 transactions; 1 skipped.',
    );
    expect(countsLine({ ...report, preview: false, counts: {} })).toBe('Created nothing; 1 skipped.');
  });
});
