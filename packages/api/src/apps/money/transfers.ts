// Transfers between two ledgers (money-moves): one database transaction writes a withdrawal in the source and
// a deposit in the target, same amount and date, linked by transfer_id (the withdrawal's id). The caller
// must be able to edit both ledgers now (404 for a ledger they cannot see, 403 for a read-only share).
// Editing and deleting a side: transfer-links.ts.
import type { Knex } from 'knex';
import type { z } from 'zod';
import { TransactionType, type Transfer, type transferSaveSchema } from '@lcars/contract/money';
import { bool, count } from '../../db/knex.js';
import { typed } from '../../db/typed.js';
import { notFoundMoney, requireEdit, type MoneyContext } from './access.js';
import { loadLedger, type LoadedLedger } from './ledgers.js';
import {
  TRANSACTION_COLUMNS,
  lockLedger,
  postTransaction,
  toTransaction,
  type TransactionRow,
} from './postings.js';
import { seenIn, storedAs } from './transactions.js';
import { checkTransferCurrencies } from './currencies.js';

type TransferInput = z.output<typeof transferSaveSchema>;

/** The next rank of a ledger that keeps a rank order (0 for the others, as addTransaction does). */
async function nextOrder(trx: Knex.Transaction, loaded: LoadedLedger): Promise<number> {
  if (!bool(loaded.row.keep_order) && !bool(loaded.row.enable_rank_order)) return 0;
  const max = await typed<{ n?: unknown } | undefined>(
    trx('money_transactions').where({ ledger_id: loaded.row.id }).max({ n: 'order_id' }).first(),
  );
  return count(max?.n) + 1;
}

export async function createTransfer({ db, user }: MoneyContext, input: TransferInput): Promise<Transfer> {
  return db.transaction(async (trx) => {
    const from = await loadLedger(trx, user.id, input.fromLedgerId);
    const to = await loadLedger(trx, user.id, input.toLedgerId);
    requireEdit(from.permissions, 'ledger');
    requireEdit(to.permissions, 'ledger');
    await checkTransferCurrencies(trx, from.row, to.row);
    // Both ledgers locked in one order, so two transfers between the same pair cannot deadlock.
    for (const id of [from.row.id, to.row.id].sort((a, b) => a - b)) await lockLedger(trx, id);

    const out = storedAs(from, input.amount, TransactionType.Withdrawl);
    const withdrawal = await postTransaction(trx, from.row, user.id, {
      amount: out.amount,
      typeId: out.typeId,
      memo: input.memo,
      transactionDate: input.transactionDate,
      orderId: await nextOrder(trx, from),
    });
    const transferId = Number(withdrawal.id);
    await trx('money_transactions').where({ id: withdrawal.id }).update({ transfer_id: transferId });
    const into = storedAs(to, input.amount, TransactionType.Deposit);
    const deposit: TransactionRow = await postTransaction(trx, to.row, user.id, {
      amount: into.amount,
      typeId: into.typeId,
      memo: input.depositMemo ?? input.memo,
      transactionDate: input.transactionDate,
      orderId: await nextOrder(trx, to),
      transferId,
    });
    return {
      transferId,
      withdrawal: seenIn(from, toTransaction({ ...withdrawal, transfer_id: transferId })),
      deposit: seenIn(to, toTransaction(deposit)),
    };
  });
}

/** Both sides of a transfer as the caller sees them; 404 unless the caller can read both ledgers now. */
export async function getTransfer({ db, user }: MoneyContext, transferId: number): Promise<Transfer> {
  const rows = await typed<TransactionRow[]>(
    db('money_transactions')
      .where({ transfer_id: transferId })
      .orderBy('id')
      .select(...TRANSACTION_COLUMNS),
  );
  const withdrawal = rows.find((row) => Number(row.id) === transferId);
  const deposit = rows.find((row) => Number(row.id) !== transferId);
  if (!withdrawal || !deposit) throw notFoundMoney('transfer', transferId);
  // loadLedger answers 404 for a ledger the caller cannot see: the transfer is then not theirs to see.
  const from = await loadLedger(db, user.id, withdrawal.ledger_id);
  const to = await loadLedger(db, user.id, deposit.ledger_id);
  return {
    transferId,
    withdrawal: seenIn(from, toTransaction(withdrawal)),
    deposit: seenIn(to, toTransaction(deposit)),
  };
}
