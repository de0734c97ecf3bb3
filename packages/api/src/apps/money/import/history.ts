// The whole-history import (issue 31): a file of every transaction of every account (Actual Budget's or
// Firefly III's CSV export, or Money's own) becomes accounts of the caller, each with its ledger posting to
// it, and the transactions posted in date order through the same posting code as a manual add. An account
// of the file is matched by title with an account the caller owns and its ledger; nothing is ever written
// into an account or ledger of someone else (a shared one of the same title is not matched). Every posting
// carries its id in the file, so the same file imported again creates nothing new: what was imported
// before is reported as skipped. Everything goes in one database transaction, one import batch per ledger
// (undone like a statement import).
import type { Knex } from 'knex';
import {
  AccountType,
  BalanceMode,
  HISTORY_LIMITS,
  LedgerType,
  type HistoryFormat,
} from '@lcars/contract/money';
import type { ImportReport } from '@lcars/contract';
import { badRequest } from '../../../http/errors.js';
import { typed } from '../../../db/typed.js';
import {
  DEFAULT_MAX_ACCOUNTS,
  DEFAULT_MAX_LEDGERS,
  checkOwnedLimit,
  requireMoneyClaim,
  type MoneyContext,
  type Queryable,
} from '../access.js';
import { centsToDecimal } from '../arithmetic.js';
import type { LedgerRow } from '../ledgers.js';
import { postTransaction, signedAmount } from '../postings.js';
import { readHistory, type HistoryFile, type HistoryPosting, type HistorySkip } from './history-formats.js';
import { StatementError } from './parsed.js';

/** Skipped rows listed one by one in a report; the rest are counted in one line. */
const MAX_LISTED_SKIPS = 500;

/** The text of an uploaded file: UTF-8 (with or without a BOM), or a 400 saying it is not. */
export function fileText(bytes: Buffer): string {
  if (bytes.length === 0) throw badRequest([{ field: 'file', message: 'The file is empty.' }]);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest([{ field: 'file', message: 'The file is not UTF-8 text.' }]);
  }
}

/** Postings oldest first; a file written newest first (as both products export) keeps a day's order. */
export function inDateOrder(postings: HistoryPosting[]): HistoryPosting[] {
  const first = postings[0]?.date ?? '';
  const last = postings[postings.length - 1]?.date ?? '';
  const ordered = first > last ? [...postings].reverse() : [...postings];
  // Array.prototype.sort is stable: equal dates keep the order just set.
  return ordered.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

interface Target {
  name: string;
  accountId: number | null;
  ledger: LedgerRow | null;
  postings: HistoryPosting[];
  fresh: HistoryPosting[];
}

/** The caller's own account of that title with its own ledger, if there is one. */
async function ownTarget(
  db: Queryable,
  userId: number,
  name: string,
): Promise<Pick<Target, 'accountId' | 'ledger'>> {
  const ledger = await typed<LedgerRow | undefined>(
    db('money_ledgers as l')
      .join('money_accounts as a', 'a.id', 'l.account_id')
      .where({ 'a.created_by_id': userId, 'l.created_by_id': userId, 'a.title': name })
      .orderBy('l.id')
      .first('l.*'),
  );
  if (ledger) return { accountId: ledger.account_id, ledger };
  return { accountId: null, ledger: null };
}

async function importedBefore(db: Queryable, ledgerId: number, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await typed<{ external_id: string }[]>(
      db('money_transactions')
        .where({ ledger_id: ledgerId })
        .whereIn('external_id', ids.slice(start, start + 500))
        .select('external_id'),
    );
    for (const row of rows) found.add(row.external_id);
  }
  return found;
}

function accountTypeOf(kind: string): number {
  switch (kind.toLowerCase()) {
    case 'mortgage':
      return AccountType.MortgageLoan;
    case 'loan':
    case 'debt':
      return AccountType.Loan;
    default:
      return AccountType.Checking;
  }
}

async function createTarget(
  trx: Knex.Transaction,
  context: MoneyContext,
  target: Target,
): Promise<{ accountId: number; ledger: LedgerRow }> {
  const { user } = context;
  requireMoneyClaim(user, 'Create');
  await checkOwnedLimit(
    trx,
    'money_accounts',
    user.id,
    context.config?.moneyMaxAccountsPerUser ?? DEFAULT_MAX_ACCOUNTS,
  );
  await checkOwnedLimit(
    trx,
    'money_ledgers',
    user.id,
    context.config?.moneyMaxLedgersPerUser ?? DEFAULT_MAX_LEDGERS,
  );
  const [account] = await typed<{ id: number }[]>(
    trx('money_accounts')
      .insert({
        title: target.name,
        account_type_id: accountTypeOf(target.postings[0]?.accountKind ?? ''),
        enable_ledger: true,
        current_balance: 0,
        created_by_id: user.id,
        modified_by_id: user.id,
      })
      .returning(['id']),
  );
  const accountId = Number(account?.id);
  const [ledger] = await typed<{ id: number }[]>(
    trx('money_ledgers')
      .insert({
        title: target.name,
        account_id: accountId,
        balance_mode_id: BalanceMode.Account,
        balance_account_id: accountId,
        ledger_type_id: LedgerType.Standard,
        created_by_id: user.id,
        modified_by_id: user.id,
      })
      .returning(['id']),
  );
  const row = await typed<LedgerRow | undefined>(
    trx('money_ledgers')
      .where({ id: Number(ledger?.id) })
      .first(),
  );
  if (!row) throw new Error('The ledger was not stored.');
  return { accountId, ledger: row };
}

/** The file's postings and the rows it could not read (a 400 naming the problem when it is not the format).
 * Touches no database: a request runs it for a small file, a job's worker thread for a large one. */
export function readHistoryFile(format: HistoryFormat, bytes: Uint8Array): HistoryFile {
  try {
    return readHistory(format, fileText(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
  } catch (error) {
    if (error instanceof StatementError) throw badRequest([{ field: 'file', message: error.message }]);
    throw error;
  }
}

/** Reads the file, says what is new, and (unless a preview) creates and posts it; answers the report. */
export function importHistory(
  context: MoneyContext,
  format: HistoryFormat,
  bytes: Buffer,
  preview: boolean,
): Promise<ImportReport> {
  return writeHistory(context, format, readHistoryFile(format, bytes), preview);
}

/**
 * Says what of a read file is new and (unless a preview) creates and posts it; answers the report.
 * `onProgress` hears of every posting written (a job's progress).
 */
export async function writeHistory(
  context: MoneyContext,
  format: HistoryFormat,
  file: HistoryFile,
  preview: boolean,
  onProgress?: (done: number, total: number) => Promise<void>,
): Promise<ImportReport> {
  const { db, user } = context;
  const targets = new Map<string, Target>();
  for (const posting of inDateOrder(file.postings)) {
    let target = targets.get(posting.account);
    if (!target) {
      if (targets.size >= HISTORY_LIMITS.maxAccounts)
        throw badRequest([
          { field: 'file', message: `The file has more than ${HISTORY_LIMITS.maxAccounts} accounts.` },
        ]);
      target = { name: posting.account, accountId: null, ledger: null, postings: [], fresh: [] };
      targets.set(posting.account, target);
    }
    target.postings.push(posting);
  }
  if (targets.size === 0 && file.skipped.length === 0)
    throw badRequest([{ field: 'file', message: 'The file holds no transactions.' }]);

  const skipped: HistorySkip[] = [...file.skipped];
  const run = async (trx: Queryable, write: Knex.Transaction | null): Promise<ImportReport> => {
    const created: ImportReport['created'] = [];
    const total = [...targets.values()].reduce((sum, target) => sum + target.postings.length, 0);
    let done = 0;
    let accounts = 0;
    let transactions = 0;
    for (const target of targets.values()) {
      Object.assign(target, await ownTarget(trx, user.id, target.name));
      const before = target.ledger
        ? await importedBefore(
            trx,
            target.ledger.id,
            target.postings.map((posting) => posting.externalId),
          )
        : new Set<string>();
      target.fresh = target.postings.filter((posting) => !before.has(posting.externalId));
      done += target.postings.length - target.fresh.length;
      for (const posting of target.postings)
        if (before.has(posting.externalId))
          skipped.push({
            source: posting.source,
            title: posting.memo || target.name,
            reason: 'Imported before.',
          });
      if (target.fresh.length === 0) continue;
      const balance = target.postings.reduce((sum, posting) => sum + posting.amount, 0);
      if (target.ledger === null) {
        accounts += 1;
        if (write) Object.assign(target, await createTarget(write, context, target));
        created.push({ source: `account ${target.name}`, title: target.name, id: target.accountId });
      }
      transactions += target.fresh.length;
      if (write && target.ledger) {
        const ledger = target.ledger;
        const [batch] = await typed<{ id: number }[]>(
          write('money_import_batches')
            .insert({
              ledger_id: ledger.id,
              format,
              file_name: `${format} history`,
              row_count: target.fresh.length,
              created_by_id: user.id,
            })
            .returning(['id']),
        );
        for (const posting of target.fresh) {
          const { amount, typeId } = signedAmount(posting.amount, undefined);
          await postTransaction(write, ledger, user.id, {
            amount,
            typeId,
            memo: posting.memo,
            transactionDate: posting.date,
            reconciled: posting.reconciled,
            reconciliationDate: posting.reconciled ? posting.date : null,
            importBatchId: Number(batch?.id),
            externalId: posting.externalId,
          });
          done += 1;
          await onProgress?.(done, total);
        }
      }
      created.push({
        source: `ledger ${target.name}`,
        title: `${target.name}: ${target.fresh.length} transaction${target.fresh.length === 1 ? '' : 's'}; the file's balance ${centsToDecimal(balance)}`,
        id: target.ledger?.id ?? null,
      });
    }
    const listed = skipped.slice(0, MAX_LISTED_SKIPS);
    if (skipped.length > MAX_LISTED_SKIPS)
      listed.push({
        source: 'file',
        title: `${skipped.length - MAX_LISTED_SKIPS} more rows`,
        reason: 'Skipped as the rows above (the list shows the first ones).',
      });
    return {
      preview: write === null,
      format,
      created,
      skipped: listed,
      counts: { accounts, ledgers: accounts, transactions, skipped: skipped.length },
    };
  };
  if (preview) return run(db, null);
  return db.transaction((trx) => run(trx, trx));
}
