// ISO 20022 camt.053 bank-to-customer statements: the XML account statement European banks send (and that
// Firefly III's data importer reads). Read with fast-xml-parser after the file is checked well formed; a
// DOCTYPE is refused before anything is parsed (entity declarations are the classic way to make a small
// file expand into a huge one), and nesting is bounded by the parser. Every version of the message
// (camt.053.001.02 to .13) keeps the parts read here: statements (Stmt) with their balances (Bal) and
// entries (Ntry), each entry with its amount and currency, its credit/debit indicator, its status, its
// booking date and its remittance information.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { IMPORT_LIMITS } from '@lcars/contract/money';
import { centsToDecimal } from '../arithmetic.js';
import { StatementError, type Statement, type StatementRow } from './parsed.js';
import { RowError, cleanMemo, clip, parseStatementAmount } from './values.js';

const MAX_DEPTH = 32;

type XmlObject = Record<string | symbol, unknown>;

const XML = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // camt files use a default namespace or a prefix (ns2:Ntry); the prefix carries no meaning here.
  removeNSPrefix: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Only XML's own five entities and character references: no DTD reaches the parser.
  processEntities: true,
  htmlEntities: false,
  // Amounts and references stay text ("00123" is a reference, not 123).
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  captureMetaData: true,
  maxNestedTags: MAX_DEPTH,
  isArray: (name) => ['Stmt', 'Bal', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd'].includes(name),
});
const META = XMLParser.getMetaDataSymbol() as unknown as symbol;

/** A child element; for repeated ones (isArray above) the first. */
function child(node: unknown, name: string): unknown {
  if (node === null || typeof node !== 'object') return undefined;
  const value = (node as XmlObject)[name];
  return Array.isArray(value) ? value[0] : value;
}

function children(node: unknown, name: string): unknown[] {
  if (node === null || typeof node !== 'object') return [];
  const value = (node as XmlObject)[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The text of an element reached by a path of names (an element with attributes keeps it in #text). */
function text(node: unknown, ...path: string[]): string | null {
  let current = node;
  for (const name of path) current = child(current, name);
  if (typeof current === 'string') return current.trim() === '' ? null : current.trim();
  if (current !== null && typeof current === 'object') {
    const inner = (current as XmlObject)['#text'];
    if (typeof inner === 'string' && inner.trim() !== '') return inner.trim();
  }
  return null;
}

/** Signed cents and currency of an amount element (<Amt Ccy="EUR">12.50</Amt>) and its indicator. */
function signedAmount(node: unknown, what: string): { cents: number; currency: string | null } {
  const amount = child(node, 'Amt');
  const value = text(node, 'Amt');
  if (value === null) throw new RowError(`The ${what} has no amount (Amt).`);
  const cents = parseStatementAmount(value, '.');
  if (cents < 0) throw new RowError(`The ${what}'s amount '${clip(value)}' is negative: camt writes sizes.`);
  const indicator = text(node, 'CdtDbtInd');
  if (indicator !== 'CRDT' && indicator !== 'DBIT')
    throw new RowError(
      `The ${what}'s credit/debit indicator is '${clip(indicator ?? '')}', not CRDT or DBIT.`,
    );
  const code = amount !== null && typeof amount === 'object' ? (amount as XmlObject)['@Ccy'] : undefined;
  const currency = typeof code === 'string' && /^[A-Z]{3}$/.test(code.trim()) ? code.trim() : null;
  return { cents: indicator === 'DBIT' ? -cents : cents, currency };
}

/** 'YYYY-MM-DD' of a date choice (<Dt> or <DtTm>): the date as the bank wrote it, without time zones. */
function dateOf(node: unknown): string | null {
  const value = text(node, 'Dt') ?? text(node, 'DtTm');
  if (value === null) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** Booked unless the status says otherwise (version 2 writes <Sts>BOOK</Sts>, later ones <Sts><Cd>). */
function statusOf(entry: unknown): string {
  return (text(entry, 'Sts', 'Cd') ?? text(entry, 'Sts') ?? 'BOOK').toUpperCase();
}

/** Who paid or was paid (the other party: the creditor of a debit, the debtor of a credit), and why. */
function memoOf(entry: unknown, debit: boolean): string {
  const parts: string[] = [];
  for (const details of children(entry, 'NtryDtls')) {
    for (const transaction of children(details, 'TxDtls')) {
      const parties = child(transaction, 'RltdPties');
      const party = debit
        ? (text(parties, 'Cdtr', 'Nm') ?? text(parties, 'Cdtr', 'Pty', 'Nm'))
        : (text(parties, 'Dbtr', 'Nm') ?? text(parties, 'Dbtr', 'Pty', 'Nm'));
      if (party) parts.push(party);
      const remittance = child(transaction, 'RmtInf');
      for (const line of children(remittance, 'Ustrd')) {
        const value = typeof line === 'string' ? line.trim() : text({ v: line }, 'v');
        if (value) parts.push(value);
      }
      for (const structured of children(remittance, 'Strd')) {
        const reference = text(structured, 'CdtrRefInf', 'Ref');
        if (reference) parts.push(reference);
      }
    }
  }
  if (parts.length === 0) {
    const additional = text(entry, 'AddtlNtryInf');
    if (additional) parts.push(additional);
  }
  return cleanMemo([...new Set(parts)].join(' - '));
}

/** The bank's reference of an entry, for finding it again in a later import of an overlapping statement. */
function referenceOf(entry: unknown): string | null {
  const first = child(child(entry, 'NtryDtls'), 'TxDtls');
  const reference =
    text(entry, 'AcctSvcrRef') ??
    text(entry, 'NtryRef') ??
    text(first, 'Refs', 'AcctSvcrRef') ??
    text(first, 'Refs', 'TxId');
  return reference ? reference.slice(0, 255) : null;
}

/** A statement's booked opening and closing balances (OPBD, or the previous day's PRCD; CLBD). */
function balances(statement: unknown): {
  opening: number | null;
  closing: number | null;
  currency: string | null;
} {
  let opening: number | null = null;
  let closing: number | null = null;
  let currency: string | null = null;
  for (const balance of children(statement, 'Bal')) {
    const code = (
      text(balance, 'Tp', 'CdOrPrtry', 'Cd') ??
      text(balance, 'Tp', 'CdOrPrtry', 'Prtry') ??
      ''
    ).toUpperCase();
    if (code !== 'OPBD' && code !== 'PRCD' && code !== 'CLBD') continue;
    let value: { cents: number; currency: string | null };
    try {
      value = signedAmount(balance, `${code} balance`);
    } catch (error) {
      if (error instanceof RowError)
        throw new StatementError(`The ${code} balance cannot be read: ${error.message}`);
      throw error;
    }
    currency ??= value.currency;
    if (code === 'CLBD') closing = value.cents;
    else if (opening === null || code === 'OPBD') opening = value.cents;
  }
  return { opening, closing, currency };
}

const formatCents = (cents: number, currency: string | null) =>
  `${currency ? `${currency} ` : ''}${centsToDecimal(cents)}`;

/**
 * Every booked entry of every statement in the file, in its currency; pending entries are listed as rows
 * that cannot be imported. Each statement's opening balance plus its booked entries is checked against its
 * closing balance, and the preview says whether they agree (entries missing from a statement show here).
 */
export function parseCamt(content: string): Statement {
  if (/<!DOCTYPE/i.test(content))
    throw new StatementError('The file is not camt.053: it declares a DOCTYPE.');
  const valid = XMLValidator.validate(content);
  if (valid !== true) {
    throw new StatementError(
      `The XML is not well formed on line ${valid.err.line}: ${clip(valid.err.msg, 120)}`,
    );
  }
  let parsed: XmlObject;
  try {
    parsed = XML.parse(content) as XmlObject;
  } catch (error) {
    throw new StatementError(
      `The XML cannot be read: ${clip(error instanceof Error ? error.message : '', 120)}`,
    );
  }
  const report = child(child(parsed, 'Document'), 'BkToCstmrStmt');
  if (report === undefined) {
    throw new StatementError(
      'The file is not a camt.053 statement: it has no <Document><BkToCstmrStmt> (camt.052 and camt.054 are other messages).',
    );
  }
  const statements = children(report, 'Stmt');
  if (statements.length === 0) throw new StatementError('The camt.053 file holds no statement (Stmt).');
  const total = statements.reduce((sum: number, statement) => sum + children(statement, 'Ntry').length, 0);
  if (total > IMPORT_LIMITS.maxRows) {
    throw new StatementError(`The file has more than ${IMPORT_LIMITS.maxRows} entries.`);
  }
  // Line numbers from the offsets the parser records: counted once over the text.
  const lineStarts = [0];
  for (let index = content.indexOf('\n'); index >= 0; index = content.indexOf('\n', index + 1))
    lineStarts.push(index + 1);
  const lineAt = (offset: number): number => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((lineStarts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };

  const rows: StatementRow[] = [];
  const notices: string[] = [];
  statements.forEach((statement, index) => {
    const name = text(statement, 'Id') ?? text(statement, 'ElctrncSeqNb') ?? `${index + 1}`;
    const { opening, closing, currency } = balances(statement);
    let booked = 0;
    for (const entry of children(statement, 'Ntry')) {
      const meta = (entry as XmlObject)[META] as { startIndex?: number } | undefined;
      const line = lineAt(meta?.startIndex ?? 0);
      const indicator = text(entry, 'CdtDbtInd');
      const memo = memoOf(entry, indicator === 'DBIT');
      try {
        const { cents, currency: own } = signedAmount(entry, 'entry');
        const status = statusOf(entry);
        if (status !== 'BOOK') {
          rows.push({ line, memo, error: `The entry is not booked yet (status ${clip(status, 10)}).` });
          continue;
        }
        booked += cents;
        const date = dateOf(child(entry, 'BookgDt')) ?? dateOf(child(entry, 'ValDt'));
        if (date === null)
          throw new RowError('The entry has no booking date (BookgDt) that is a day of the calendar.');
        const reversal = (text(entry, 'RvslInd') ?? '').toLowerCase() === 'true';
        rows.push({
          line,
          date,
          amount: cents,
          memo: reversal ? cleanMemo(`Reversal - ${memo}`) : memo,
          externalId: referenceOf(entry),
          currency: own ?? currency,
        });
      } catch (error) {
        if (error instanceof RowError) rows.push({ line, memo, error: error.message });
        else throw error;
      }
    }
    if (opening !== null && closing !== null) {
      const expected = opening + booked;
      notices.push(
        expected === closing
          ? `Statement ${clip(name, 60)}: the opening balance ${formatCents(opening, currency)} plus the booked entries is the closing balance ${formatCents(closing, currency)}.`
          : `Statement ${clip(name, 60)}: the opening balance ${formatCents(opening, currency)} plus the booked entries is ${formatCents(expected, currency)}, but the closing balance is ${formatCents(closing, currency)}: entries are missing or wrong.`,
      );
    }
  });
  return { rows, notices };
}
