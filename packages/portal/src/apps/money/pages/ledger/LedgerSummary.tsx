import { formatCurrency } from '@lcars/ui';
import type { LedgerScreenState } from '../../store';
import * as styles from '../../money.css';

/** The ledger's summary: its type, current balance (when it has a balance column), rows and mode. */
export function LedgerSummary({ store, showBalance }: { store: LedgerScreenState; showBalance: boolean }) {
  const { ledger, modes } = store;
  return (
    <dl className={styles.summary} aria-label="Ledger summary">
      <div className={styles.summaryItem}>
        <dt className={styles.summaryLabel}>Type</dt>
        <dd className={styles.summaryValue} style={{ margin: 0 }}>
          {ledger?.ledgerType ?? '…'}
        </dd>
      </div>
      {showBalance ? (
        <div className={styles.summaryItem}>
          <dt className={styles.summaryLabel}>Current balance</dt>
          <dd className={styles.summaryValue} data-testid="ledger-balance" style={{ margin: 0 }}>
            {store.currentBalance === null ? '—' : formatCurrency(store.currentBalance)}
          </dd>
        </div>
      ) : null}
      <div className={styles.summaryItem}>
        <dt className={styles.summaryLabel}>{modes.historical ? 'Reconciled rows' : 'Open rows'}</dt>
        <dd className={styles.summaryValue} data-testid="ledger-count" style={{ margin: 0 }}>
          {store.total}
        </dd>
      </div>
      <div className={styles.summaryItem}>
        <dt className={styles.summaryLabel}>Mode</dt>
        <dd className={styles.summaryValue} style={{ margin: 0 }}>
          {modes.viewOnly
            ? modes.historical
              ? 'Historical, view only'
              : 'View only'
            : modes.alwaysEdit
              ? 'Always editing'
              : 'Editing'}
        </dd>
      </div>
    </dl>
  );
}
