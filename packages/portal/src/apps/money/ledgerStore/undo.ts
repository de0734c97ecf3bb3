// Undo of the last change to a transaction, from the toast that reports it (issue 21): an edit is undone by
// saving the old value back, a toggle by toggling again, a delete by putting the transaction back as it was
// (the API's restore: a new id, the same fields, category, payee and split parts; a transfer written again on
// both sides, as it was read before the delete), an add by deleting it. The last UNDO_DEPTH changes are kept
// newest last (money-moves): Ctrl+Z on the ledger page undoes them one by one, and an older toast's Undo
// waits until the changes after it are undone instead of overwriting them.
import * as calls from '@lcars/contract/money';
import type { Transaction, TransactionSplit, Transfer } from '@lcars/contract/money';
import { call } from '../../../core/call';
import { toastInfo, toastUndo } from '../../../kit';
import { moneyApi } from '../api';
import { moneyMovesApi } from '../movesApi';
import { moneyDataApi } from '../dataApi';
import type { EditableField } from '../ledgerLogic';
import type { GetLedger } from './types';

/** How many changes can be undone, newest last (money-moves: several steps, not only the last). */
export const UNDO_DEPTH = 20;

interface Change {
  change: number;
  undo: () => Promise<boolean>;
}

let lastChange = 0;
let stack: Change[] = [];
/** While an undo runs, the change it makes offers no undo of its own. */
let undoing = false;
/** A deleted row put back gets a new id: older changes of it follow it there. */
const renamed = new Map<number, number>();

/** The id a row has now (after any deletes that were undone). */
export function currentId(id: number): number {
  let current = id;
  for (let hops = 0; hops < UNDO_DEPTH + 1 && renamed.has(current); hops += 1)
    current = renamed.get(current) ?? current;
  return current;
}

/** Messages of the undo toasts. */
export const UNDO_MESSAGES = {
  edited: 'The transaction was changed.',
  added: 'The transaction was added.',
  deleted: 'The transaction was deleted.',
  undone: 'The change was undone.',
  notLast: 'Undo the later changes first (Ctrl+Z undoes the newest).',
  nothing: 'There is nothing to undo.',
  transferDeleted: 'The transfer was deleted from both ledgers.',
} as const;

function run(entry: Change): void {
  undoing = true;
  void entry
    .undo()
    .then((done) => {
      if (done) toastInfo(UNDO_MESSAGES.undone);
    })
    .finally(() => {
      undoing = false;
    });
}

/** Undoes the newest change that is left (Ctrl+Z on the ledger page); false when there is none. */
export function undoLatest(): boolean {
  if (undoing) return true;
  const entry = stack.pop();
  if (!entry) {
    toastInfo(UNDO_MESSAGES.nothing);
    return false;
  }
  run(entry);
  return true;
}

/** Forgets every change (another ledger opened). */
export function clearUndo(): void {
  stack = [];
  renamed.clear();
}

function offer(title: string, text: string, undo: () => Promise<boolean>): void {
  if (undoing) return;
  const change = ++lastChange;
  stack.push({ change, undo });
  if (stack.length > UNDO_DEPTH) stack = stack.slice(-UNDO_DEPTH);
  toastUndo(
    title,
    () => {
      // A toast undoes its own change once the changes after it are undone: the stack stays in order.
      const top = stack.at(-1);
      if (!top || top.change !== change) {
        toastInfo(
          stack.some((entry) => entry.change === change) ? UNDO_MESSAGES.notLast : UNDO_MESSAGES.nothing,
        );
        return;
      }
      stack.pop();
      run(top);
    },
    text,
  );
}

const labelOf = (row: Transaction): string => row.memo.trim() || row.transactionDate;

/** After a field edit stood: Undo saves the old value back. */
export function offerUndoEdit(
  get: GetLedger,
  row: Transaction,
  field: EditableField,
  before: string | number,
): void {
  offer(UNDO_MESSAGES.edited, labelOf(row), async () => {
    if (get().ledgerId !== row.ledgerId) return false;
    return get().commit(currentId(row.id), field, before, row.transactionTypeId === 2 ? 2 : 1);
  });
}

/** After a toggle (type, pending) stood: Undo toggles it back. */
export function offerUndoToggle(get: GetLedger, row: Transaction, toggle: 'type' | 'initiated'): void {
  offer(UNDO_MESSAGES.edited, labelOf(row), async () => {
    if (get().ledgerId !== row.ledgerId) return false;
    const id = currentId(row.id);
    await (toggle === 'type' ? get().toggleType(id) : get().toggleInitiated(id));
    return true;
  });
}

/** What a delete loses beyond the row's own fields, read before it so that its undo can put all of it back. */
export type DeletedExtras =
  | { kind: 'transfer'; transfer: Transfer }
  | { kind: 'row'; categoryId: number | null; payee: string; parts: TransactionSplit['parts'] };

/**
 * Reads what a delete of `row` would lose: the other side of a transfer, or the row's category, payee and
 * split parts. Undefined when the server could not say (the undo then puts back the row's own fields).
 */
export async function deletedExtras(row: Transaction): Promise<DeletedExtras | undefined> {
  const quiet = { toastOnError: false, toastOnNoAnswer: false };
  if (row.transferId != null) {
    const transfer = await call(calls.getTransfer, { params: { id: row.transferId } }, quiet);
    return transfer && { kind: 'transfer', transfer };
  }
  const tags = (
    await call(
      calls.ledgerTransactionTags,
      { params: { ledgerId: row.ledgerId }, body: { ids: [row.id] } },
      quiet,
    )
  )?.[0];
  if (!tags) return undefined;
  const split = tags.split
    ? await call(calls.getTransactionSplit, { params: { id: row.id } }, quiet)
    : undefined;
  if (tags.split && !split) return undefined;
  return { kind: 'row', categoryId: tags.categoryId, payee: tags.payee ?? '', parts: split?.parts ?? [] };
}

/** After a delete: Undo puts the transaction back (a transfer on both sides) and reloads the rows. */
export function offerUndoDelete(get: GetLedger, row: Transaction, extras: DeletedExtras | undefined): void {
  if (extras?.kind === 'transfer') {
    offerUndoTransferDelete(get, row, extras.transfer);
    return;
  }
  // A transfer whose other side could not be read cannot be written again whole: nothing is offered.
  if (row.transferId != null) {
    toastInfo(UNDO_MESSAGES.transferDeleted);
    return;
  }
  offer(UNDO_MESSAGES.deleted, labelOf(row), async () => {
    const restored = await moneyDataApi.restoreTransaction(row.ledgerId, {
      amount: row.amount,
      transactionTypeId: row.transactionTypeId === 2 ? 2 : 1,
      memo: row.memo,
      transactionDate: row.transactionDate,
      transactionInitiated: row.transactionInitiated,
      orderId: row.orderId,
      reconciled: row.reconciled,
      reconciliationDate: row.reconciliationDate,
      ...(extras?.kind === 'row' && restoredTags(extras)),
    });
    if (!restored) return false;
    renamed.set(row.id, restored.result.id);
    if (get().ledgerId === row.ledgerId) await get().reload();
    return true;
  });
}

/** The category (or the split's parts) and payee a restore puts back. */
function restoredTags(extras: Extract<DeletedExtras, { kind: 'row' }>) {
  return {
    ...(extras.parts.length > 0 ? { parts: extras.parts } : { categoryId: extras.categoryId }),
    ...(extras.payee !== '' && { payee: extras.payee }),
  };
}

/** A deleted transfer's undo writes it again between the same ledgers, each side with its own memo. */
function offerUndoTransferDelete(get: GetLedger, row: Transaction, transfer: Transfer): void {
  offer(UNDO_MESSAGES.transferDeleted, labelOf(row), async () => {
    const { withdrawal, deposit } = transfer;
    const again = await moneyMovesApi.transfer({
      fromLedgerId: withdrawal.ledgerId,
      toLedgerId: deposit.ledgerId,
      amount: Math.abs(deposit.amount),
      transactionDate: deposit.transactionDate,
      memo: withdrawal.memo,
      ...(deposit.memo !== withdrawal.memo && { depositMemo: deposit.memo }),
    });
    if (!again) return false;
    renamed.set(withdrawal.id, again.withdrawal.id);
    renamed.set(deposit.id, again.deposit.id);
    if (get().ledgerId === withdrawal.ledgerId || get().ledgerId === deposit.ledgerId) await get().reload();
    return true;
  });
}

/** After an add: Undo deletes the new transaction again. */
export function offerUndoAdd(get: GetLedger, row: Transaction): void {
  offer(UNDO_MESSAGES.added, labelOf(row), async () => {
    const answer = await moneyApi.deleteTransaction(currentId(row.id));
    if (!answer) return false;
    if (get().ledgerId === row.ledgerId) await get().reload();
    return true;
  });
}
