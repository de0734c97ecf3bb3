// The two sides of a transfer move together (money-moves): an amount or date edit of one side is mirrored on
// the other, deleting one side deletes both, and a transfer keeps its direction. The caller needs edit rights
// on the other side's ledger at that moment too: a share taken back (or made read-only) stops it.
import type { Knex } from 'knex';
import { TRANSFER_MESSAGES, TransactionType } from '@lcars/contract/money';
import { badRequest, forbidden } from '../../http/errors.js';
import { refuseLocked } from './locks.js';
import { typed } from '../../db/typed.js';
import { cents } from './arithmetic.js';
import { loadLedger, type LoadedLedger } from './ledgers.js';
import {
  TRANSACTION_COLUMNS,
  addContribution,
  lockLedger,
  moveAccount,
  removeTransaction,
  withdrawContribution,
  type TransactionRow,
} from './postings.js';

/** The other side of a transfer and its ledger, which the caller may edit now. */
export interface TransferPartner {
  row: TransactionRow;
  ledger: LoadedLedger;
}

/** The stored row of a transaction, read in the caller's database transaction. */
async function storedRow(trx: Knex.Transaction, id: number | string): Promise<TransactionRow | undefined> {
  return typed<TransactionRow | undefined>(
    trx('money_transactions')
      .where({ id })
      .first(...TRANSACTION_COLUMNS),
  );
}

/**
 * The other side of `row` when it is one side of a transfer (undefined otherwise), locked and checked: the
 * caller must be able to edit its ledger now, or the change is refused (403).
 */
export async function transferPartner(
  trx: Knex.Transaction,
  userId: number,
  row: TransactionRow,
): Promise<TransferPartner | undefined> {
  if (row.transfer_id == null) return undefined;
  const found = await typed<{ id: number | string; ledger_id: number } | undefined>(
    trx('money_transactions')
      .where({ transfer_id: row.transfer_id })
      .whereNot({ id: row.id })
      .first('id', 'ledger_id'),
  );
  if (!found) return undefined;
  await lockLedger(trx, found.ledger_id);
  const partner = await storedRow(trx, found.id);
  if (!partner) return undefined;
  let ledger: LoadedLedger;
  try {
    ledger = await loadLedger(trx, userId, partner.ledger_id);
  } catch {
    throw forbidden(TRANSFER_MESSAGES.otherSideLocked);
  }
  if (!ledger.permissions.canEdit) throw forbidden(TRANSFER_MESSAGES.otherSideLocked);
  // The other side reconciled to a statement and locked: it is not moved until unlocked.
  refuseLocked(partner);
  return { row: partner, ledger };
}

/** The checks of an edit of one property of a transfer's side, before anything is written. */
export async function transferEditPartner(
  trx: Knex.Transaction,
  userId: number,
  row: TransactionRow,
  property: string,
): Promise<TransferPartner | undefined> {
  if (row.transfer_id == null) return undefined;
  if (property === 'type') throw badRequest([{ field: 'property', message: TRANSFER_MESSAGES.typeFixed }]);
  if (property !== 'amount' && property !== 'transactionDate') return undefined;
  return transferPartner(trx, userId, row);
}

/**
 * After one side `id` was rewritten: gives the other side the opposite amount and the same date, keeping its
 * ledger's totals and linked account in step.
 */
export async function mirrorTransfer(
  trx: Knex.Transaction,
  partner: TransferPartner | undefined,
  id: number | string,
  userId: number,
): Promise<void> {
  if (!partner) return;
  const side = await storedRow(trx, id);
  if (!side) return;
  const before = partner.row;
  const amount = -cents(side.amount);
  if (amount === cents(before.amount) && side.transaction_date === before.transaction_date) return;
  const [after] = await typed<TransactionRow[]>(
    trx('money_transactions')
      .where({ id: before.id })
      .update({
        amount,
        transaction_type_id: amount < 0 ? TransactionType.Withdrawl : TransactionType.Deposit,
        transaction_date: side.transaction_date,
        modified_by_id: userId,
        modified_at: trx.fn.now(),
      })
      .returning([...TRANSACTION_COLUMNS]),
  );
  if (!after) return;
  await withdrawContribution(trx, before);
  await addContribution(trx, after);
  await moveAccount(trx, partner.ledger.row, amount - cents(before.amount));
}

/** Deletes the other side of a transfer whose side is being deleted. */
export async function deleteTransferPartner(
  trx: Knex.Transaction,
  partner: TransferPartner | undefined,
): Promise<void> {
  if (partner) await removeTransaction(trx, partner.ledger.row, partner.row);
}
