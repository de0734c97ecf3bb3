// Reconciling a ledger to a bank statement (money-moves): the cleared balance is the ledger's reconciled rows
// plus the ticked open rows, in exact integer minor units, as the caller sees the ledger (a right-group user
// sees signs reversed). Finish, only at a zero difference, marks the ticked rows reconciled with the
// statement's date and locks them; a locked row is refused by edit and delete until unlocked.
import type { z } from 'zod';
import {
  BalanceMode,
  STATEMENT_MESSAGES,
  type StatementReconcileResult,
  type Transaction,
  type statementReconcileSchema,
} from '@lcars/contract/money';
import { typed } from '../../db/typed.js';
import { badRequest, conflict } from '../../http/errors.js';
import { notFoundMoney, requireEdit, type MoneyContext } from './access.js';
import { cents, centsToDecimal } from './arithmetic.js';
import { ledgerBalances } from './balances.js';
import { loadLedger } from './ledgers.js';
import {
  TRANSACTION_COLUMNS,
  addContribution,
  lockLedger,
  toTransaction,
  withdrawContribution,
  type TransactionRow,
} from './postings.js';
import { seenIn } from './transactions.js';

type ReconcileInput = z.output<typeof statementReconcileSchema>;

export async function reconcileStatement(
  { db, user }: MoneyContext,
  ledgerId: number,
  input: ReconcileInput,
): Promise<StatementReconcileResult> {
  return db.transaction(async (trx) => {
    const loaded = await loadLedger(trx, user.id, ledgerId);
    if (input.finish) requireEdit(loaded.permissions, 'ledger');
    await lockLedger(trx, ledgerId);
    const reversed = loaded.permissions.side === 2;
    const ids = [...new Set(input.transactionIds)];
    const rows =
      ids.length === 0
        ? []
        : await typed<TransactionRow[]>(
            trx('money_transactions')
              .where({ ledger_id: ledgerId, reconciled: false })
              .whereIn('id', ids)
              .select(...TRANSACTION_COLUMNS),
          );
    if (rows.length !== ids.length) {
      throw badRequest([{ field: 'transactionIds', message: STATEMENT_MESSAGES.notLive }]);
    }
    // Where the ledger's balance starts (its anchor: 0 in balance mode Self) plus its reconciled rows.
    const reconciledTotal = await typed<{ t?: unknown } | undefined>(
      trx('money_ledger_months')
        .where({ ledger_id: ledgerId, reconciled: true })
        .first(trx.raw('sum(total) as t')),
    );
    let anchor = 0;
    if (loaded.row.balance_mode_id !== BalanceMode.Self && loaded.row.balance_mode_id !== BalanceMode.None) {
      anchor = (await ledgerBalances(trx, [loaded.row])).get(ledgerId)?.anchor ?? 0;
    }
    const stored = anchor + cents(reconciledTotal?.t) + rows.reduce((sum, row) => sum + cents(row.amount), 0);
    const clearedBalance = reversed ? -stored || 0 : stored;
    const difference = input.statementBalance - clearedBalance;
    if (!input.finish) return { clearedBalance, difference, reconciled: 0 };
    if (difference !== 0) throw conflict(STATEMENT_MESSAGES.notBalanced(centsToDecimal(difference)));
    for (const before of rows) {
      const [after] = await typed<TransactionRow[]>(
        trx('money_transactions')
          .where({ id: before.id })
          .update({
            reconciled: true,
            reconciliation_date: input.statementDate,
            transaction_initiated: false,
            statement_locked: true,
            modified_by_id: user.id,
            modified_at: trx.fn.now(),
          })
          .returning([...TRANSACTION_COLUMNS]),
      );
      if (!after) continue;
      await withdrawContribution(trx, before);
      await addContribution(trx, after);
    }
    return { clearedBalance, difference, reconciled: rows.length };
  });
}

/** Unlocks one locked row (it stays reconciled), for a user who may edit its ledger. */
export async function unlockTransaction({ db, user }: MoneyContext, id: number): Promise<Transaction> {
  return db.transaction(async (trx) => {
    const found = await typed<{ ledger_id: number } | undefined>(
      trx('money_transactions').where({ id }).first('ledger_id'),
    );
    if (!found) throw notFoundMoney('transaction', id);
    const loaded = await loadLedger(trx, user.id, found.ledger_id);
    requireEdit(loaded.permissions, 'ledger');
    const [row] = await typed<TransactionRow[]>(
      trx('money_transactions')
        .where({ id })
        .update({ statement_locked: false, modified_by_id: user.id, modified_at: trx.fn.now() })
        .returning([...TRANSACTION_COLUMNS]),
    );
    if (!row) throw notFoundMoney('transaction', id);
    return seenIn(loaded, toTransaction(row));
  });
}
