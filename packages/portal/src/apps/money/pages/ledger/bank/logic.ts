// The pure pieces of the ledger's import, search and export controls (unit-tested in bank.test.ts).
import type { ImportReport } from '@lcars/contract';
import type { CsvMappingInput } from '@lcars/contract/money';

export type Format = 'csv' | 'ofx' | 'qif' | 'camt053';

/** The format of a file, from its name. */
export function formatOf(name: string): Format | null {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  if (extension === 'csv' || extension === 'txt') return 'csv';
  if (extension === 'ofx' || extension === 'qfx') return 'ofx';
  if (extension === 'qif') return 'qif';
  // camt.053 statements come as .xml, or named after the message (.053, .camt).
  if (extension === 'xml' || extension === '053' || extension === 'camt') return 'camt053';
  return null;
}

/** A first mapping from the header's names, for a CSV the account has none saved for. */
export function guessMapping(
  columns: string[],
  delimiter: CsvMappingInput['delimiter'] = ',',
): CsvMappingInput {
  // The patterns in order of preference: 'Description' before 'Details' for the memo.
  const find = (patterns: RegExp[], fallback: number) => {
    for (const pattern of patterns) {
      const index = columns.findIndex((name) => pattern.test(name));
      if (index >= 0) return index;
    }
    return fallback;
  };
  const debit = columns.findIndex((name) => /debit|soll|paid out|withdrawal|out\b/i.test(name));
  const credit = columns.findIndex((name) => /credit|haben|paid in|deposit|in\b/i.test(name));
  const split = debit >= 0 && credit >= 0 && debit !== credit;
  return {
    delimiter,
    hasHeader: true,
    skipRows: 0,
    dateColumn: find([/date/i, /datum|buchung/i], 0),
    dateFormat: 'yyyy-MM-dd',
    memoColumns: [find([/desc/i, /memo|payee|name/i, /empf|zweck|text/i, /details/i], 1)],
    amountMode: split ? 'debitCredit' : 'signed',
    amountColumn: split ? null : find([/amount|betrag/i, /value|sum/i], 2),
    debitColumn: split ? debit : null,
    creditColumn: split ? credit : null,
    decimalSeparator: '.',
    negate: false,
  };
}

/** Cents from what a person types as an amount ('12.50', '12,50', '1,234.56'); null when empty, NaN when not a number. */
export function centsOf(text: string): number | null {
  const value = text.trim().replace(/[\s$€£]/g, '');
  if (value === '') return null;
  const decimal = /,\d{1,2}$/.test(value) && !value.includes('.') ? ',' : '.';
  const plain = decimal === ',' ? value.replace(/\./g, '').replace(',', '.') : value.replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return Number.NaN;
  return Math.round(Number(plain) * 100);
}

/** "3 accounts, 3 ledgers, 12 transactions": the report's counts as one line. */
export function countsLine(report: ImportReport): string {
  const parts = Object.entries(report.counts)
    .filter(([kind]) => kind !== 'skipped')
    .map(([kind, count]) => `${count} ${kind}`);
  return `${report.preview ? 'Would create' : 'Created'} ${parts.join(', ') || 'nothing'}; ${report.skipped.length} skipped.`;
}
