import { useState } from 'react';
import { Button } from '@lcars/ui';
import type { LedgerScreenState } from '../../../store';
import * as styles from '../bank/data.css';
import { TransferDialog } from './TransferDialog';

/** The ledger's money-moves actions: transfer to another ledger. */
export function LedgerMovesBar({ store }: { store: LedgerScreenState }) {
  const { ledger } = store;
  const [transferring, setTransferring] = useState(false);
  if (!ledger) return null;
  return (
    <div className={styles.bar} role="group" aria-label="Move money">
      <Button variant="secondary" isDisabled={!ledger.canEdit} onPress={() => setTransferring(true)}>
        Transfer
      </Button>
      {transferring && (
        <TransferDialog
          ledger={ledger}
          isOpen={transferring}
          onOpenChange={setTransferring}
          onDone={() => void store.reload()}
        />
      )}
    </div>
  );
}
