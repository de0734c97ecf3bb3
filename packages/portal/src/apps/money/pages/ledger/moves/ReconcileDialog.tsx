import { useEffect, useState } from 'react';
import type { Ledger, Transaction } from '@lcars/contract/money';
import { currencyFieldProps } from '@lcars/contract/money';
import { Button, Checkbox, CurrencyField, DateField, Dialog, Stack } from '@lcars/ui';
import { toastSuccess } from '../../../../../kit';
import { moneyApi } from '../../../api';
import { MoneyAmount } from '../../../components/MoneyAmount';
import { moneyMovesApi } from '../../../movesApi';
import * as styles from './moves.css';

/** How many open rows the dialog lists (the oldest first, as a statement reads). */
const ROWS = 500;

/**
 * Reconcile to a statement (money-moves), as Actual and Firefly III do: enter the statement's ending balance
 * and date, tick the open rows the statement shows; the cleared balance and the difference follow each tick
 * (exact integers), and at a zero difference Finish reconciles the ticked rows with the statement's date and
 * locks them. The server checks the difference again.
 */
export function ReconcileDialog({
  ledger,
  isOpen,
  onOpenChange,
  onDone,
}: {
  ledger: Ledger;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const [balance, setBalance] = useState<number | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [rows, setRows] = useState<Transaction[]>([]);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  /** The reconciled rows' total (where the cleared balance starts), from the server. */
  const [start, setStart] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void moneyApi
      .transactions(ledger.id, false, { itemsPerPage: ROWS, sortBy: 'transactionDate', sortDirection: 'asc' })
      .then((page) => setRows((page?.records ?? []).filter((row) => row.id !== 0)));
    void moneyMovesApi
      .statement(ledger.id, { statementBalance: 0, statementDate: '2000-01-01' })
      .then((answer) => setStart(answer?.clearedBalance ?? null));
  }, [ledger.id]);

  const cleared =
    start === null ? null : rows.reduce((sum, row) => sum + (ticked.has(row.id) ? row.amount : 0), start);
  const difference = balance === null || cleared === null ? null : balance - cleared;
  const ready = difference === 0 && date !== null && ticked.size > 0 && !busy;

  const tick = (rowId: number, on: boolean) =>
    setTicked((before) => {
      const next = new Set(before);
      if (on) next.add(rowId);
      else next.delete(rowId);
      return next;
    });

  async function finish(close: () => void) {
    if (!ready || balance === null || date === null) return;
    setBusy(true);
    const answer = await moneyMovesApi.statement(ledger.id, {
      statementBalance: balance,
      statementDate: date,
      transactionIds: [...ticked],
      finish: true,
    });
    setBusy(false);
    if (!answer) return;
    toastSuccess(
      `Reconciled ${answer.reconciled} transaction${answer.reconciled === 1 ? '' : 's'} to the statement.`,
    );
    onDone();
    close();
  }

  return (
    <Dialog
      title="Reconcile to a statement"
      size="lg"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button isDisabled={!ready} onPress={() => void finish(close)}>
            Finish
          </Button>
        </>
      )}
    >
      <Stack>
        <CurrencyField
          label="Statement ending balance"
          value={balance}
          onChange={setBalance}
          {...currencyFieldProps(ledger.currency)}
        />
        <DateField label="Statement date" value={date} onChange={setDate} />
        <dl className={styles.figures} aria-label="Reconciliation" aria-live="polite">
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>Cleared balance</dt>
            <dd data-testid="cleared-balance">
              {cleared === null ? '…' : <MoneyAmount cents={cleared} currency={ledger.currency} />}
            </dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>Difference</dt>
            <dd
              data-testid="reconcile-difference"
              className={difference === 0 ? styles.balanced : styles.unbalanced}
            >
              {difference === null ? '—' : <MoneyAmount cents={difference} currency={ledger.currency} />}
            </dd>
          </div>
        </dl>
        <div role="group" aria-label="Open transactions" className={styles.panel}>
          {rows.length === 0 ? <p className={styles.totals}>No open transactions.</p> : null}
          {rows.map((row) => (
            <Checkbox key={row.id} value={ticked.has(row.id)} onChange={(on) => tick(row.id, on)}>
              <span className={styles.tickRow}>
                <span>{row.transactionDate}</span>
                <span>{row.memo || '(no item)'}</span>
                <MoneyAmount cents={row.amount} currency={ledger.currency} />
              </span>
            </Checkbox>
          ))}
        </div>
      </Stack>
    </Dialog>
  );
}
