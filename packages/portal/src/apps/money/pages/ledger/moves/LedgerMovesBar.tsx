import { useState } from 'react';
import { Button } from '@lcars/ui';
import type { LedgerScreenState } from '../../../store';
import * as styles from '../bank/data.css';
import { ReconcileDialog } from './ReconcileDialog';
import { TransferDialog } from './TransferDialog';

/** The ledger's money-moves actions: transfer to another ledger, reconcile to a statement. */
export function LedgerMovesBar({ store }: { store: LedgerScreenState }) {
  const { ledger } = store;
  const [transferring, setTransferring] = useState(false);
  const [reconciling, setReconciling] = useState(false);
  if (!ledger) return null;
  return (
    <div className={styles.bar} role="group" aria-label="Move money">
      <Button variant="secondary" isDisabled={!ledger.canEdit} onPress={() => setTransferring(true)}>
        Transfer
      </Button>
      <Button variant="secondary" isDisabled={!ledger.canEdit} onPress={() => setReconciling(true)}>
        Reconcile to statement
      </Button>
      {transferring && (
        <TransferDialog
          ledger={ledger}
          isOpen={transferring}
          onOpenChange={setTransferring}
          onDone={() => void store.reload()}
        />
      )}
      {reconciling && (
        <ReconcileDialog
          ledger={ledger}
          isOpen={reconciling}
          onOpenChange={setReconciling}
          onDone={() => void store.reload()}
        />
      )}
    </div>
  );
}
