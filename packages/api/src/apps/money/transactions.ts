// Ledger transactions: the changes (add, field-level update, reconcile, delete, rank order) and how a user
// sees a row. The page with running balances is ledger-page.ts.
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  BalanceMode,
  LedgerType,
  MONEY_MESSAGES,
  TransactionType,
  parseMoneyDate,
  type MoneyResult,
  type Transaction,
  type saveOrderSchema,
  type transactionSaveSchema,
  type transactionUpdateSchema,
} from '@lcars/contract/money';
import { bool, count } from '../../db/knex.js';
import type { ApiError } from '../../http/errors.js';
import { INT32_MAX, wholeNumberText } from '@lcars/contract';
import { badRequest, conflict, forbidden } from '../../http/errors.js';
import { mayEditAccount, notFoundMoney, requireEdit, type MoneyContext, type Queryable } from './access.js';
import { cents, centsToDecimal, today } from './arithmetic.js';
import { loadLedger, type LedgerRow, type LoadedLedger } from './ledgers.js';
import {
  TRANSACTION_COLUMNS,
  addContribution,
  lockLedger,
  moveAccount,
  postTransaction,
  removeTransaction,
  signedAmount,
  toTransaction,
  withdrawContribution,
  type TransactionRow,
} from './postings.js';
import { typed } from '../../db/typed.js';
import { ruleRunner } from './rules.js';
import { followSplit } from './splits.js';
import {
  deleteTransferPartner,
  mirrorTransfer,
  transferEditPartner,
  transferPartner as transferPartnerOf,
} from './transfer-links.js';
import { refuseLocked } from './locks.js';

/**
 * A transaction as its viewer sees it: a right-group user (side 2) sees every amount with the sign reversed
 * and so the type swapped (a deposit for one side is a withdrawal for the other), as they see the balances.
 */
export function seenBy(transaction: Transaction, signReversed: boolean): Transaction {
  if (!signReversed) return transaction;
  const amount = -transaction.amount || 0;
  return {
    ...transaction,
    amount,
    amountD: centsToDecimal(amount),
    transactionTypeId:
      transaction.transactionTypeId === TransactionType.Withdrawl
        ? TransactionType.Deposit
        : TransactionType.Withdrawl,
  };
}

const reversedFor = (ledger: LoadedLedger): boolean => ledger.permissions.side === 2;

/**
 * An amount as it is stored, from the amount and type the user wrote: a right-group user writes as they see,
 * so theirs is stored with the sign (and type) reversed. Adding and restoring a deleted row both go through it.
 */
export function storedAs(
  ledger: LoadedLedger,
  amount: number,
  transactionTypeId: number | undefined,
): { amount: number; typeId: number } {
  const seen = signedAmount(amount, transactionTypeId);
  if (!reversedFor(ledger)) return seen;
  return signedAmount(
    -seen.amount,
    seen.typeId === TransactionType.Withdrawl ? TransactionType.Deposit : TransactionType.Withdrawl,
  );
}

/** A stored row as this user sees it (see storedAs). */
export const seenIn = (ledger: LoadedLedger, transaction: Transaction): Transaction =>
  seenBy(transaction, reversedFor(ledger));

export function rankOrdered(row: LedgerRow): boolean {
  return bool(row.keep_order) || bool(row.enable_rank_order);
}

async function editableLedger(trx: Queryable, userId: number, ledgerId: number): Promise<LoadedLedger> {
  const loaded = await loadLedger(trx, userId, ledgerId);
  requireEdit(loaded.permissions, 'ledger');
  return loaded;
}

type TransactionInput = z.output<typeof transactionSaveSchema>;

/** Adds one transaction to a ledger the user may edit; answers it with its id. */
export async function addTransaction(
  { db, user }: MoneyContext,
  ledgerId: number,
  input: TransactionInput,
): Promise<Transaction> {
  return db.transaction(async (trx) => {
    const loaded = await editableLedger(trx, user.id, ledgerId);
    const ledger = loaded.row;
    const { amount, typeId } = storedAs(loaded, input.amount, input.transactionTypeId);
    let orderId = input.orderId;
    if (orderId === undefined && rankOrdered(ledger)) {
      const max = await typed<{ n?: unknown } | undefined>(
        trx('money_transactions').where({ ledger_id: ledgerId }).max({ n: 'order_id' }).first(),
      );
      orderId = count(max?.n) + 1;
    }
    // The ledger owner's rules run on what was entered (rules.ts): the memo goes in with the row, the
    // category and payee onto it.
    const rules = await ruleRunner(trx, ledger.created_by_id);
    const entered = { memo: input.memo, amount, payee: null, categoryId: null };
    const ruled = rules.run(entered);
    const row = await postTransaction(trx, ledger, user.id, {
      amount,
      typeId,
      memo: ruled.memo,
      transactionDate: input.transactionDate,
      initiated: input.transactionInitiated,
      orderId: orderId ?? 0,
    });
    await rules.tag(trx, row.id, entered, ruled);
    return seenIn(loaded, toTransaction(row));
  });
}

async function loadTransaction(
  trx: Knex.Transaction,
  userId: number,
  id: number,
): Promise<{ row: TransactionRow; ledger: LoadedLedger }> {
  // The ledger is locked before the row is read, so a concurrent change of the row cannot slip in between. A
  // transfer's two ledgers are locked together, in the order of their ids, whichever side is changed: two
  // changes of its two sides at once then wait for each other instead of deadlocking.
  const owner = await typed<{ ledger_id: number; transfer_id: number | string | null } | undefined>(
    trx('money_transactions').where({ id }).first('ledger_id', 'transfer_id'),
  );
  if (!owner) throw notFoundMoney('transaction', id);
  const ledgerIds =
    owner.transfer_id == null
      ? [owner.ledger_id]
      : await typed<number[]>(
          trx('money_transactions').where({ transfer_id: owner.transfer_id }).pluck('ledger_id'),
        );
  for (const ledgerId of [...new Set(ledgerIds.map(Number))].sort((a, b) => a - b))
    await lockLedger(trx, ledgerId);
  const row = await typed<TransactionRow | undefined>(
    trx('money_transactions')
      .where({ id })
      .first(...TRANSACTION_COLUMNS),
  );
  if (!row) throw notFoundMoney('transaction', id);
  // A transaction of a ledger the user may not see is "not found" as well.
  const ledger = await loadLedger(trx, userId, row.ledger_id);
  return { row, ledger };
}

/** Replaces a row (keeping totals and the linked account in step) and answers it. */
async function rewrite(
  trx: Knex.Transaction,
  loaded: LoadedLedger,
  before: TransactionRow,
  changes: Partial<Record<string, unknown>>,
  userId: number,
): Promise<Transaction> {
  const [after] = await typed<TransactionRow[]>(
    trx('money_transactions')
      .where({ id: before.id })
      .update({ ...changes, modified_by_id: userId, modified_at: trx.fn.now() })
      .returning([...TRANSACTION_COLUMNS]),
  );
  if (!after) throw notFoundMoney('transaction', Number(before.id));
  // The totals and running balances follow the rows: only when what they depend on changed.
  if (
    cents(after.amount) !== cents(before.amount) ||
    after.transaction_date !== before.transaction_date ||
    bool(after.reconciled) !== bool(before.reconciled)
  ) {
    await withdrawContribution(trx, before);
    await addContribution(trx, after);
  }
  await moveAccount(trx, loaded.row, cents(after.amount) - cents(before.amount));
  // A split transaction's parts follow its date and amount (splits.ts).
  await followSplit(trx, after);
  return seenBy(toTransaction(after), reversedFor(loaded));
}

type UpdateInput = z.output<typeof transactionUpdateSchema>;

const invalid = (message: string): ApiError => badRequest([{ field: 'value', message }]);

const otherType = (typeId: number): number =>
  typeId === TransactionType.Withdrawl ? TransactionType.Deposit : TransactionType.Withdrawl;

/**
 * The stored type of a row whose amount is set to `value` as its viewer sees it: a negative value is a
 * withdrawal, else the type the viewer sent (1 or 2), else the row keeps its type. (A negative value sent
 * as a deposit never gets here: the schema refuses it.)
 */
function amountType(
  value: number,
  sentType: number | undefined,
  storedType: number,
  reversed: boolean,
): number {
  const seen = reversed ? otherType(storedType) : storedType;
  const asked =
    value < 0
      ? TransactionType.Withdrawl
      : sentType === TransactionType.Deposit || sentType === TransactionType.Withdrawl
        ? sentType
        : seen;
  return reversed ? otherType(asked) : asked;
}

/** Field-level update of one allow-listed property (the transaction edit request). */
export async function updateTransaction(
  { db, user }: MoneyContext,
  id: number,
  input: UpdateInput,
): Promise<Transaction> {
  if (input.id !== id) throw badRequest([{ field: 'id', message: 'Id does not match the address.' }]);
  return db.transaction(async (trx) => {
    const { row, ledger } = await loadTransaction(trx, user.id, id);
    if (row.ledger_id !== input.ledgerId)
      throw badRequest([{ field: 'ledgerId', message: 'Ledger id does not match the transaction.' }]);
    requireEdit(ledger.permissions, 'ledger');
    if (input.property !== 'currentBalance') refuseLocked(row);
    // One side of a transfer: its amount and date move the other side too (transfer-links.ts).
    const partner = await transferEditPartner(trx, user.id, row, input.property);
    const mirrored = async (answer: Transaction): Promise<Transaction> => {
      await mirrorTransfer(trx, partner, row.id, user.id);
      return answer;
    };
    const value = input.value;
    const amount = cents(row.amount);
    switch (input.property) {
      case 'amount': {
        if (typeof value !== 'number' || !Number.isSafeInteger(value))
          throw invalid('Amount is a whole number of cents.');
        const typeId = amountType(
          value,
          input.transactionType,
          Number(row.transaction_type_id),
          reversedFor(ledger),
        );
        return mirrored(
          await rewrite(
            trx,
            ledger,
            row,
            { transaction_type_id: typeId, amount: signedAmount(value, typeId).amount },
            user.id,
          ),
        );
      }
      case 'memo': {
        if (typeof value !== 'string') throw invalid('Memo is text.');
        return rewrite(trx, ledger, row, { memo: value }, user.id);
      }
      case 'orderId': {
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 2_147_483_647)
          throw invalid(`Order id must be ${wholeNumberText(0, INT32_MAX)}.`);
        return rewrite(trx, ledger, row, { order_id: value }, user.id);
      }
      case 'transactionDate': {
        const date = typeof value === 'string' ? parseMoneyDate(value) : null;
        if (date === null) throw invalid('Enter a date as year-month-day.');
        return mirrored(await rewrite(trx, ledger, row, { transaction_date: date }, user.id));
      }
      case 'initiated': {
        // A toggle; a boolean value sets it.
        const next = typeof value === 'boolean' ? value : !bool(row.transaction_initiated);
        return rewrite(trx, ledger, row, { transaction_initiated: next }, user.id);
      }
      case 'type': {
        const typeId = otherType(Number(row.transaction_type_id));
        return rewrite(
          trx,
          ledger,
          row,
          { transaction_type_id: typeId, amount: signedAmount(amount, typeId).amount },
          user.id,
        );
      }
      case 'currentBalance': {
        // Sets the linked account's balance (balance mode Account), as the viewer sees it.
        if (ledger.row.balance_mode_id !== BalanceMode.Account || ledger.row.balance_account_id === null) {
          throw invalid('Current balance can be set only for a ledger in Account balance mode.');
        }
        if (typeof value !== 'number' || !Number.isSafeInteger(value))
          throw invalid('Current balance is a whole number of cents.');
        // Setting the balance writes the account itself: the caller and the link must both still hold
        // edit rights on it (a share taken back or made read-only ends this).
        const accountId = ledger.row.balance_account_id;
        if (
          !(await mayEditAccount(trx, ledger.row.created_by_id, accountId)) ||
          !(await mayEditAccount(trx, user.id, accountId))
        ) {
          throw forbidden('The balance account is not an account you may edit.');
        }
        const stored = ledger.permissions.side === 2 ? -value : value;
        await trx('money_accounts')
          .where({ id: ledger.row.balance_account_id })
          .update({ current_balance: stored, modified_by_id: user.id, modified_at: trx.fn.now() });
        return seenBy(toTransaction(row), reversedFor(ledger));
      }
    }
  });
}

/** Reconcile: allowed for initiated (pending) transactions, or any transaction of an Account ledger (type 3). */
export async function reconcileTransaction({ db, user }: MoneyContext, id: number): Promise<Transaction> {
  return db.transaction(async (trx) => {
    const { row, ledger } = await loadTransaction(trx, user.id, id);
    requireEdit(ledger.permissions, 'ledger');
    if (!bool(row.transaction_initiated) && ledger.row.ledger_type_id !== LedgerType.Account) {
      throw conflict(MONEY_MESSAGES.reconcileNotAllowed);
    }
    return rewrite(
      trx,
      ledger,
      row,
      { reconciled: true, reconciliation_date: today(), transaction_initiated: false },
      user.id,
    );
  });
}

export async function deleteTransaction(
  { db, user }: MoneyContext,
  id: number,
): Promise<MoneyResult<boolean>> {
  await db.transaction(async (trx) => {
    const { row, ledger } = await loadTransaction(trx, user.id, id);
    requireEdit(ledger.permissions, 'ledger');
    refuseLocked(row);
    // Deleting one side of a transfer deletes both (the caller must be able to edit both ledgers now).
    const partner = await transferPartnerOf(trx, user.id, row);
    await removeTransaction(trx, ledger.row, row);
    await deleteTransferPartner(trx, partner);
  });
  return { success: true, message: 'The transaction was deleted.', result: true };
}

/** Saves the rank order of a keepOrder (rank) ledger: every id must belong to it. */
export async function saveOrder(
  { db, user }: MoneyContext,
  input: z.output<typeof saveOrderSchema>,
): Promise<MoneyResult<number>> {
  await db.transaction(async (trx) => {
    const { row: ledger } = await editableLedger(trx, user.id, input.ledgerId);
    if (!rankOrdered(ledger))
      throw conflict(`${MONEY_MESSAGES.sortOrderFailed} The ledger does not keep a rank order.`);
    const ids = input.sortedItems.map((item) => item.id);
    const found = (await trx('money_transactions')
      .where({ ledger_id: input.ledgerId })
      .whereIn('id', ids)
      .count({ n: '*' })
      .first()) as { n?: unknown } | undefined;
    if (count(found?.n) !== new Set(ids).size) {
      throw badRequest([
        { field: 'sortedItems', message: 'Every sorted item must be a transaction of the ledger.' },
      ]);
    }
    for (const item of input.sortedItems) {
      await trx('money_transactions')
        .where({ id: item.id })
        .update({ order_id: item.orderId, modified_by_id: user.id });
    }
  });
  return { success: true, message: '', result: input.sortedItems.length };
}
