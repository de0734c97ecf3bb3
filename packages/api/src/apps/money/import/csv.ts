// CSV statements, split by csv-parse (RFC 4180 quoting, a BOM, any line ending), then read column by
// column with the account's mapping. A row that does not fit fails alone, with its reason.
import { parse } from 'csv-parse/sync';
import { IMPORT_LIMITS, type CsvMapping } from '@lcars/contract/money';
import type { StatementRow } from './parsed.js';
import { StatementError, isFailed } from './parsed.js';
import { RowError, cleanMemo, parseStatementAmount, parseStatementDate } from './values.js';

interface SplitRow {
  line: number;
  cells: string[];
}

/** The file's rows as cells, from its `skipRows` on; a quoting error fails the whole file. */
export function splitCsv(content: string, delimiter: string, skipRows: number): SplitRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(content, {
      delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      from_line: skipRows + 1,
      // One more than allowed, so that "too many" can be told from "exactly the limit".
      to: IMPORT_LIMITS.maxRows + 2,
      max_record_size: 64 * 1024,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new StatementError(`The file is not CSV: ${message.slice(0, 200)}`);
  }
  return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
}

/** The header's names (or Column 1, 2...) and the first rows, to choose a mapping from. */
export function csvColumns(
  content: string,
  delimiter: string,
  skipRows: number,
  hasHeader: boolean,
): { columns: string[]; sample: string[][] } {
  const rows = splitCsv(content, delimiter, skipRows).slice(0, 6);
  const width = Math.min(IMPORT_LIMITS.maxColumns, Math.max(0, ...rows.map((row) => row.cells.length)));
  const header = hasHeader ? rows[0]?.cells : undefined;
  const columns = Array.from({ length: width }, (_, index) =>
    (header?.[index] ?? '').trim() !== ''
      ? (header?.[index] ?? '').trim().slice(0, 100)
      : `Column ${index + 1}`,
  );
  const sample = rows
    .slice(hasHeader ? 1 : 0, hasHeader ? 6 : 5)
    .map((row) => row.cells.slice(0, IMPORT_LIMITS.maxColumns).map((cell) => cell.slice(0, 200)));
  return { columns, sample };
}

export function parseCsv(content: string, mapping: CsvMapping): StatementRow[] {
  const rows = splitCsv(content, mapping.delimiter, mapping.skipRows).slice(mapping.hasHeader ? 1 : 0);
  if (rows.length > IMPORT_LIMITS.maxRows) {
    throw new StatementError(`The file has more than ${IMPORT_LIMITS.maxRows} rows.`);
  }
  return rows.map(({ line, cells }) => {
    const cell = (index: number | null | undefined, what: string): string => {
      if (index === null || index === undefined) return '';
      const value = cells[index];
      if (value === undefined) throw new RowError(`The row has no ${what} column (column ${index + 1}).`);
      return value;
    };
    const memo = cleanMemo(
      mapping.memoColumns
        .map((index) => cells[index]?.trim() ?? '')
        .filter((part) => part !== '')
        .join(' - '),
    );
    try {
      const date = parseStatementDate(cell(mapping.dateColumn, 'date'), mapping.dateFormat);
      let amount: number;
      if (mapping.amountMode === 'signed') {
        amount = parseStatementAmount(cell(mapping.amountColumn, 'amount'), mapping.decimalSeparator);
      } else {
        const debit = cell(mapping.debitColumn, 'debit').trim();
        const credit = cell(mapping.creditColumn, 'credit').trim();
        if (debit === '' && credit === '') throw new RowError('Both the debit and the credit are empty.');
        // Debits are money out whatever sign the bank writes them with.
        const out = debit === '' ? 0 : Math.abs(parseStatementAmount(debit, mapping.decimalSeparator));
        const into = credit === '' ? 0 : Math.abs(parseStatementAmount(credit, mapping.decimalSeparator));
        amount = into - out;
      }
      if (mapping.negate) amount = -amount;
      return { line, date, amount, memo, externalId: null };
    } catch (error) {
      if (error instanceof RowError) return { line, memo, error: error.message };
      throw error;
    }
  });
}

export { isFailed };
