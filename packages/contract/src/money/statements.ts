// Reconciling a ledger to a bank statement (money-moves), as Actual and Firefly III do it: the statement's
// ending balance and date are entered, rows are ticked as cleared, and when the cleared balance equals the
// statement's the ticked rows are reconciled with the statement's date and locked. Exact integer minor units.
import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { INT32_MAX, queryId } from '../int32.js';
import { centsSchema, moneyDateSchema, transactionSchema } from './schemas.js';

/** How many rows one reconciliation may tick. */
export const RECONCILE_MAX_ROWS = 5000;

export const statementReconcileSchema = z
  .object({
    /** The statement's ending balance, as the user sees the ledger (minor units). */
    statementBalance: centsSchema,
    statementDate: moneyDateSchema,
    /** The live rows ticked as cleared. */
    transactionIds: z
      .array(z.number().int().min(1).max(INT32_MAX))
      .max(RECONCILE_MAX_ROWS, `At most ${RECONCILE_MAX_ROWS} rows at once.`)
      .optional()
      .default([]),
    /** false: only answer the cleared balance and the difference; true: lock the rows (difference must be 0). */
    finish: z.boolean().optional().default(false),
  })
  .strict();
export type StatementReconcile = z.input<typeof statementReconcileSchema>;

export const statementReconcileResultSchema = z.object({
  /** The reconciled rows' total plus the ticked rows, as the caller sees the ledger. */
  clearedBalance: z.number().int(),
  /** statementBalance − clearedBalance: zero when the ticked rows match the statement. */
  difference: z.number().int(),
  /** How many rows were reconciled and locked (0 unless finish). */
  reconciled: z.number().int(),
});
export type StatementReconcileResult = z.infer<typeof statementReconcileResultSchema>;

export const STATEMENT_MESSAGES = {
  notBalanced: (difference: string) =>
    `The ticked rows do not match the statement yet (difference ${difference}): tick or untick rows until it is zero.`,
  locked: 'This transaction is reconciled to a statement and locked: unlock it first to change it.',
  notLive: 'Every ticked row must be an open (unreconciled) transaction of this ledger.',
} as const;

export const reconcileStatement = endpoint({
  method: 'POST',
  path: '/money/ledger/:ledgerId/statement',
  params: z.object({ ledgerId: queryId() }),
  request: statementReconcileSchema,
  response: statementReconcileResultSchema,
  summary:
    'Reconcile to a statement: the cleared balance and difference for the ticked rows; with finish, locks them',
});

export const unlockTransaction = endpoint({
  method: 'POST',
  path: '/money/ledger/transaction/:id/unlock',
  params: z.object({ id: z.coerce.number<number | string>().int().min(1).max(INT32_MAX) }),
  response: transactionSchema,
  summary: 'Unlocks a transaction reconciled to a statement, so it can be edited again',
});
