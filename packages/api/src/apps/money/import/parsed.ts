// What every statement parser answers: one entry per transaction of the file, parsed or failed with a reason.
export interface ParsedTransaction {
  line: number;
  date: string;
  /** Signed cents, withdrawals negative. */
  amount: number;
  memo: string;
  /** The bank's id of the transaction (OFX FITID), when the format has one. */
  externalId: string | null;
  /** The ISO code of the amount's currency, when the statement says (OFX CURDEF). */
  currency?: string | null;
}

export interface FailedRow {
  line: number;
  /** What could be read of the row, for the preview. */
  memo: string;
  error: string;
}

export type StatementRow = ParsedTransaction | FailedRow;

/** A whole statement: its rows, and what the user should know about the file (shown above the preview). */
export interface Statement {
  rows: StatementRow[];
  notices: string[];
}

export function isFailed(row: StatementRow): row is FailedRow {
  return 'error' in row;
}

/** A whole file that cannot be read as its format (answered as a 400 naming `content`). */
export class StatementError extends Error {}
