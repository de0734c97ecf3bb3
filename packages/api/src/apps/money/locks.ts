// A row reconciled to a statement is locked (reconcile.ts): edits and deletes are refused until it is unlocked.
import { STATEMENT_MESSAGES } from '@lcars/contract/money';
import { bool } from '../../db/knex.js';
import { conflict } from '../../http/errors.js';
import type { TransactionRow } from './postings.js';

/** Refuses a change of a row locked by a statement reconciliation (409), until it is unlocked. */
export function refuseLocked(row: TransactionRow): void {
  if (bool(row.statement_locked ?? false)) throw conflict(STATEMENT_MESSAGES.locked);
}
