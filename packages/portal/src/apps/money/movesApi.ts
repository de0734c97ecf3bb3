// Money's transfers, statement reconciliation and search across ledgers (money-moves) through the portal's
// call wrapper: failures toast and resolve undefined, as in api.ts; changes need the server (whenOnline).
import type { TransferSave } from '@lcars/contract/money';
import * as calls from '@lcars/contract/money';
import { call } from '../../core/call';
import { whenOnline } from './api';

export const moneyMovesApi = {
  transfer: (transfer: TransferSave) => whenOnline(() => call(calls.createTransfer, { body: transfer })),
};
