// Transfers (money-moves): moving money between two of the user's ledgers as one operation. Both sides are
// ordinary transactions (a withdrawal in the source, a deposit in the target, same amount and date) linked
// by `transferId`; reports leave rows with a transferId out of income and spending.
import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { INT32_MAX, queryId } from '../int32.js';
import { moneyDateSchema, transactionSchema } from './schemas.js';

export const transferSaveSchema = z
  .object({
    fromLedgerId: z.number().int().min(1).max(INT32_MAX),
    toLedgerId: z.number().int().min(1).max(INT32_MAX),
    /** Cents moved, as the user sees them: more than zero. */
    amount: z
      .number()
      .int('Amount is a whole number of cents.')
      .min(1, 'A transfer moves more than zero.')
      .max(1e15),
    transactionDate: moneyDateSchema,
    memo: z.string().max(500).optional().default(''),
    /** The deposit's memo when it is not the withdrawal's (the undo of a deleted transfer puts both back). */
    depositMemo: z.string().max(500).optional(),
  })
  .strict()
  .superRefine((transfer, ctx) => {
    if (transfer.fromLedgerId === transfer.toLedgerId) {
      ctx.addIssue({
        code: 'custom',
        path: ['toLedgerId'],
        message: 'Transfer to another ledger than the one it comes from.',
      });
    }
  });
export type TransferSave = z.input<typeof transferSaveSchema>;

export const transferSchema = z.object({
  transferId: z.number().int(),
  /** The source's side, as the caller sees it in that ledger. */
  withdrawal: transactionSchema,
  /** The target's side, as the caller sees it in that ledger. */
  deposit: transactionSchema,
});
export type Transfer = z.infer<typeof transferSchema>;

export const TRANSFER_MESSAGES = {
  otherSideLocked:
    'The other side of this transfer is in a ledger you can no longer edit: ask its owner, or keep it.',
  typeFixed: 'A transfer keeps its direction: delete it and transfer the other way.',
} as const;

export const getTransfer = endpoint({
  method: 'GET',
  path: '/money/transfer/:id',
  params: z.object({ id: queryId() }),
  response: transferSchema,
  summary: 'Both sides of a transfer, as the caller sees them: both ledgers must be readable by the caller',
});

export const createTransfer = endpoint({
  method: 'POST',
  path: '/money/transfer',
  request: transferSaveSchema,
  response: transferSchema,
  summary: 'Moves money between two ledgers the caller may edit: a withdrawal and a deposit written together',
});
