import { DEFAULT_CURRENCY, formatMoney } from '@lcars/contract/money';
import { browserLocale } from '../../components/MoneyAmount';
import type { LedgerScreenState } from '../../store';
import { SummaryItem } from '../../components/shared';
import { humanLabel } from '../../constants';
import * as styles from '../../money.css';

/** The ledger's summary: its type, current balance (when it has a balance column), rows and mode. */
export function LedgerSummary({ store, showBalance }: { store: LedgerScreenState; showBalance: boolean }) {
  const { ledger, modes } = store;
  return (
    <dl className={styles.summary} aria-label="Ledger summary">
      <SummaryItem label="Type" value={ledger ? humanLabel(ledger.ledgerType) : '…'} />
      {ledger?.currency && ledger.currency !== DEFAULT_CURRENCY ? (
        <SummaryItem label="Currency" value={ledger.currency} testId="ledger-currency" />
      ) : null}
      {showBalance ? (
        <SummaryItem
          label="Current balance"
          value={
            store.currentBalance === null
              ? '—'
              : formatMoney(store.currentBalance, ledger?.currency ?? DEFAULT_CURRENCY, browserLocale())
          }
          testId="ledger-balance"
        />
      ) : null}
      <SummaryItem
        label={modes.historical ? 'Reconciled rows' : 'Open rows'}
        value={store.total}
        testId="ledger-count"
      />
      <SummaryItem
        label="Mode"
        value={
          modes.viewOnly
            ? modes.historical
              ? 'Historical, view only'
              : 'View only'
            : modes.alwaysEdit
              ? 'Always editing'
              : 'Editing'
        }
      />
    </dl>
  );
}
