// QIF (Quicken Interchange Format) statements: a `!Type:` line, then records of one-letter fields ended by
// a `^` line. Bank, cash, card and asset/liability records are transactions (D date, T or U amount, P payee,
// M memo, N number; split lines S/E/$ add up to T, which stands); lists of categories, classes, memorised
// payees and investment records are skipped. QIF dates carry no layout: the caller says day or month first.
import { IMPORT_LIMITS } from '@lcars/contract/money';
import { StatementError, type StatementRow } from './parsed.js';
import { RowError, cleanMemo, clip, parseStatementAmount } from './values.js';

const TRANSACTION_TYPES = new Set(['bank', 'cash', 'ccard', 'oth a', 'oth l']);

/** 'YYYY-MM-DD' from a QIF date: 1/5/2024, 01/05/24, 1/ 5'24 (Quicken's apostrophe for 2000 on), 2024-01-05. */
export function qifDate(text: string, order: 'MM/dd/yyyy' | 'dd/MM/yyyy'): string {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  let year: number;
  let first: number;
  let second: number;
  if (iso) {
    year = Number(iso[1]);
    first = order === 'MM/dd/yyyy' ? Number(iso[2]) : Number(iso[3]);
    second = order === 'MM/dd/yyyy' ? Number(iso[3]) : Number(iso[2]);
  } else {
    const match = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*([/.-]|')\s*(\d{2}|\d{4})$/.exec(value);
    if (!match) throw new RowError(`The date '${clip(value)}' is not a QIF date.`);
    first = Number(match[1]);
    second = Number(match[2]);
    year = Number(match[4]);
    if (match[4]?.length === 2) year += match[3] === "'" || year < 70 ? 2000 : 1900;
  }
  const [month, day] = order === 'MM/dd/yyyy' ? [first, second] : [second, first];
  const result = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const date = new Date(`${result}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== result) {
    throw new RowError(`The date '${clip(value)}' is not a day of the calendar (${order}).`);
  }
  return result;
}

export function parseQif(content: string, order: 'MM/dd/yyyy' | 'dd/MM/yyyy'): StatementRow[] {
  const lines = content.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const rows: StatementRow[] = [];
  let type: string | null = null;
  let sawHeader = false;
  let record: { line: number; fields: Map<string, string> } | null = null;

  const finish = (): void => {
    if (record === null) return;
    const { line, fields } = record;
    record = null;
    if (type === null || !TRANSACTION_TYPES.has(type)) return;
    const payee = fields.get('P') ?? '';
    const note = fields.get('M') ?? '';
    const number = fields.get('N') ?? '';
    const memo = cleanMemo(
      [payee, note !== payee ? note : '', number ? `No. ${number}` : ''].filter(Boolean).join(' - '),
    );
    if (rows.length >= IMPORT_LIMITS.maxRows) {
      throw new StatementError(`The file has more than ${IMPORT_LIMITS.maxRows} transactions.`);
    }
    try {
      const dateText = fields.get('D');
      if (dateText === undefined) throw new RowError('The record has no D (date) line.');
      const date = qifDate(dateText, order);
      const amountText = fields.get('T') ?? fields.get('U');
      if (amountText === undefined) throw new RowError('The record has no T (amount) line.');
      const decimal = /,\d{1,2}$/.test(amountText.trim()) && !amountText.includes('.') ? ',' : '.';
      const amount = parseStatementAmount(amountText, decimal);
      rows.push({ line, date, amount, memo, externalId: null });
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      rows.push({ line, memo, error: error.message });
    }
  };

  lines.forEach((text, index) => {
    const line = index + 1;
    if (text.trim() === '') return;
    if (text.startsWith('!')) {
      finish();
      const header = /^!Type:(.+)$/i.exec(text.trim());
      if (header) {
        type = (header[1] ?? '').trim().toLowerCase();
        sawHeader = true;
      } else if (/^!(Option|Clear):/i.test(text.trim())) {
        // Options (AutoSwitch and the like) change nothing here.
      } else if (/^!Account$/i.test(text.trim())) {
        type = 'account';
        sawHeader = true;
      } else {
        throw new StatementError(`Line ${line}: '${clip(text.trim())}' is not a QIF header.`);
      }
      return;
    }
    if (!sawHeader) throw new StatementError('The file is not QIF: it does not start with a !Type: line.');
    if (text.trim() === '^') {
      finish();
      return;
    }
    const code = text[0] ?? '';
    if (!/[A-Za-z$%]/.test(code))
      throw new StatementError(`Line ${line}: '${clip(text)}' is not a QIF field.`);
    record ??= { line, fields: new Map() };
    // The first of a field wins: a split's lines (S, E, $) do not replace the record's own.
    if (!record.fields.has(code)) record.fields.set(code, text.slice(1).trim());
  });
  finish();
  if (!sawHeader) throw new StatementError('The file is not QIF: it does not start with a !Type: line.');
  return rows;
}
