// Money's transfers, statement reconciliation and search across ledgers (money-moves) through the portal's
// call wrapper: failures toast and resolve undefined, as in api.ts; changes need the server (whenOnline).
import type { StatementReconcile, TransferSave } from '@lcars/contract/money';
import * as calls from '@lcars/contract/money';
import { call } from '../../core/call';
import { whenOnline } from './api';

const id = (value: number): number => Math.trunc(value);

export const moneyMovesApi = {
  transfer: (transfer: TransferSave) => whenOnline(() => call(calls.createTransfer, { body: transfer })),
  statement: (ledgerId: number, request: StatementReconcile) =>
    whenOnline(() => call(calls.reconcileStatement, { params: { ledgerId: id(ledgerId) }, body: request })),
  unlock: (transactionId: number) =>
    whenOnline(() => call(calls.unlockTransaction, { params: { id: id(transactionId) } })),
};
