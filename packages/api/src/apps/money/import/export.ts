// Money out (issue 31): one ledger, or every ledger the caller can read, as CSV (read back by the history
// import's own format) or as OFX 2 (one bank statement per ledger, read back by the statement import).
// Amounts are written as the caller sees them: a right-group user of a shared ledger sees every sign
// reversed, as on the ledger's page; ledgers the caller may not read do not exist here (404 when asked for).
import { DEFAULT_CURRENCY, EXPORT_MAX_ROWS, minorToDecimal } from '@lcars/contract/money';
import { typed } from '../../../db/typed.js';
import { badRequest } from '../../../http/errors.js';
import { visibleLedgers, type MoneyContext } from '../access.js';
import { cents, today } from '../arithmetic.js';
import { loadLedger } from '../ledgers.js';
import { ledgerCurrencies } from '../currencies.js';
import { csvCell } from './search.js';

interface ExportLedger {
  id: number;
  title: string;
  accountTitle: string;
  signReversed: boolean;
  /** ISO 4217: the export writes amounts in its minor units (CURDEF in OFX). */
  currency: string;
}

interface ExportRow {
  id: number;
  ledger_id: number;
  transaction_date: string;
  memo: string;
  amount: unknown;
  reconciled: boolean | number;
}

export const MONEY_EXPORT_COLUMNS = [
  'Ledger',
  'Account',
  'Date',
  'Memo',
  'Amount',
  'Reconciled',
  'Id',
] as const;

/** The ledgers to export with how the caller sees them, and their rows oldest first. */
async function gather(
  { db, user }: MoneyContext,
  ledgerId: number | undefined,
): Promise<{ ledgers: ExportLedger[]; rows: Map<number, ExportRow[]>; title: string }> {
  let ids: number[];
  if (ledgerId !== undefined) {
    await loadLedger(db, user.id, ledgerId);
    ids = [ledgerId];
  } else {
    ids = (
      await typed<{ id: number }[]>(
        visibleLedgers(db, user.id).orderBy('l.title').orderBy('l.id').select('l.id'),
      )
    ).map((row) => Number(row.id));
  }
  const described = await typed<
    {
      id: number;
      title: string;
      account_title: string | null;
      created_by_id: number | null;
      side: number | null;
      account_id: number | null;
      balance_account_id: number | null;
      currency: string | null;
    }[]
  >(
    db('money_ledgers as l')
      .leftJoin('money_accounts as a', 'a.id', 'l.account_id')
      .leftJoin('money_ledger_users as s', (join) =>
        join.on('s.ledger_id', 'l.id').andOnVal('s.user_id', user.id),
      )
      .whereIn('l.id', ids.length > 0 ? ids : [0])
      .select(
        'l.id',
        'l.title',
        'a.title as account_title',
        'l.created_by_id',
        's.side',
        'l.account_id',
        'l.balance_account_id',
        'l.currency',
      ),
  );
  const currencies = await ledgerCurrencies(
    db,
    described.map((row) => ({ ...row, id: Number(row.id) })),
  );
  const byId = new Map(described.map((row) => [Number(row.id), row]));
  const ledgers = ids.flatMap((id): ExportLedger[] => {
    const row = byId.get(id);
    if (!row) return [];
    // The side of the share decides the sign, for the owner too when they sit in the right group.
    return [
      {
        id,
        title: row.title,
        accountTitle: row.account_title ?? '',
        signReversed: row.side === 2,
        currency: currencies.get(id) ?? DEFAULT_CURRENCY,
      },
    ];
  });
  const rows = new Map<number, ExportRow[]>();
  let total = 0;
  for (const ledger of ledgers) {
    const found = await typed<ExportRow[]>(
      db('money_transactions')
        .where({ ledger_id: ledger.id })
        .orderBy([
          { column: 'transaction_date', order: 'asc' },
          { column: 'id', order: 'asc' },
        ])
        .limit(EXPORT_MAX_ROWS + 1 - total)
        .select('id', 'ledger_id', 'transaction_date', 'memo', 'amount', 'reconciled'),
    );
    total += found.length;
    if (total > EXPORT_MAX_ROWS)
      throw badRequest([
        {
          field: 'ledgerId',
          message: `More than ${EXPORT_MAX_ROWS} transactions: export one ledger at a time.`,
        },
      ]);
    rows.set(ledger.id, found);
  }
  const title = ledgerId !== undefined ? (ledgers[0]?.title ?? 'ledger') : 'money';
  return { ledgers, rows, title };
}

const seen = (row: ExportRow, ledger: ExportLedger) => {
  const amount = cents(row.amount);
  return ledger.signReversed ? -amount || 0 : amount;
};

const isReconciled = (row: ExportRow) => row.reconciled === true || Number(row.reconciled) === 1;

export async function exportMoneyCsv(
  context: MoneyContext,
  ledgerId: number | undefined,
): Promise<{ title: string; csv: string }> {
  const { ledgers, rows, title } = await gather(context, ledgerId);
  const lines = [MONEY_EXPORT_COLUMNS.join(',')];
  for (const ledger of ledgers) {
    for (const row of rows.get(ledger.id) ?? []) {
      lines.push(
        [
          csvCell(ledger.title),
          csvCell(ledger.accountTitle),
          row.transaction_date,
          csvCell(row.memo),
          minorToDecimal(seen(row, ledger), ledger.currency),
          isReconciled(row) ? 'Yes' : 'No',
          String(row.id),
        ].join(','),
      );
    }
  }
  return { title, csv: `${lines.join('\r\n')}\r\n` };
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const ofxDate = (iso: string) => iso.replace(/-/g, '');

/** OFX 2.2 (XML): a bank statement per ledger, each transaction with its id as FITID and its memo whole. */
export async function exportMoneyOfx(
  context: MoneyContext,
  ledgerId: number | undefined,
): Promise<{ title: string; ofx: string }> {
  const { ledgers, rows, title } = await gather(context, ledgerId);
  const now = ofxDate(today());
  const status = '<STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>';
  const statements = ledgers.map((ledger, index) => {
    const entries = rows.get(ledger.id) ?? [];
    const balance = entries.reduce((sum, row) => sum + seen(row, ledger), 0);
    const start = entries[0]?.transaction_date ?? today();
    const end = entries[entries.length - 1]?.transaction_date ?? today();
    const transactions = entries.map((row) => {
      const amount = seen(row, ledger);
      return [
        '<STMTTRN>',
        `<TRNTYPE>${amount < 0 ? 'DEBIT' : 'CREDIT'}</TRNTYPE>`,
        `<DTPOSTED>${ofxDate(row.transaction_date)}</DTPOSTED>`,
        `<TRNAMT>${minorToDecimal(amount, ledger.currency)}</TRNAMT>`,
        `<FITID>lcars-${row.id}</FITID>`,
        // MEMO only (no NAME, which OFX cuts at 32 characters): the memo comes back whole.
        row.memo !== '' ? `<MEMO>${xml(row.memo)}</MEMO>` : '',
        '</STMTTRN>',
      ].join('');
    });
    return [
      `<STMTTRNRS><TRNUID>${index + 1}</TRNUID>${status}<STMTRS><CURDEF>${ledger.currency}</CURDEF>`,
      `<BANKACCTFROM><BANKID>LCARS</BANKID><ACCTID>${ledger.id}</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>`,
      `<BANKTRANLIST><DTSTART>${ofxDate(start)}</DTSTART><DTEND>${ofxDate(end)}</DTEND>`,
      ...transactions,
      '</BANKTRANLIST>',
      `<LEDGERBAL><BALAMT>${minorToDecimal(balance, ledger.currency)}</BALAMT><DTASOF>${ofxDate(end)}</DTASOF></LEDGERBAL>`,
      // The ledger's title, for a person reading the file (OFX has no name of its own for an account).
      `<MKTGINFO>${xml(ledger.title)}</MKTGINFO>`,
      '</STMTRS></STMTTRNRS>',
    ].join('\n');
  });
  const ofx = [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
    '<OFX>',
    `<SIGNONMSGSRSV1><SONRS>${status}<DTSERVER>${now}</DTSERVER><LANGUAGE>ENG</LANGUAGE></SONRS></SIGNONMSGSRSV1>`,
    '<BANKMSGSRSV1>',
    ...statements,
    '</BANKMSGSRSV1>',
    '</OFX>',
    '',
  ].join('\n');
  return { title, ofx };
}
