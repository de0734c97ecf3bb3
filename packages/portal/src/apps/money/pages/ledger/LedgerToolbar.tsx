import { Link } from 'react-router';
import { Button, Switch } from '@lcars/ui';
import { MONEY_BASE } from '../../constants';
import {} from '@lcars/contract/money';
import { hasHistory } from '../../ledgerLogic';
import type { LedgerScreenState } from '../../store';
import { MoneyHeader } from '../../components/shared';
import type { LedgerView } from './columns';
import * as styles from '../../money.css';

/** The ledger's heading and toolbar: back to the ledgers, the mode switches, and add a transaction. */
export function LedgerToolbar({
  store,
  view: { can, typeId },
  hasNew,
  offline,
}: {
  store: LedgerScreenState;
  view: LedgerView;
  hasNew: boolean;
  /** Offline the device's copy is read only, and holds no reconciled rows. */
  offline: boolean;
}) {
  const { ledger, modes } = store;
  const title = ledger?.title ?? 'Ledger Transactions';
  return (
    <MoneyHeader
      title={title}
      toolbar={
        <Link to={`${MONEY_BASE}/ledgers`} className={styles.link}>
          Ledgers
        </Link>
      }
      extension={
        <div className={styles.toolbarGroup}>
          <Switch
            value={!modes.viewOnly}
            onChange={(on) => store.setViewOnly(!on)}
            isDisabled={!ledger || offline}
          >
            Edit
          </Switch>
          <Switch value={modes.alwaysEdit} onChange={store.setAlwaysEdit} isDisabled={!can.alwaysEdit}>
            Always edit
          </Switch>
          {ledger && hasHistory(typeId) ? (
            <Switch
              value={modes.historical}
              onChange={store.setHistorical}
              isDisabled={(!can.historical && !modes.historical) || offline}
            >
              Historical
            </Switch>
          ) : null}
          {/* After the switches, in the tab order: Edit turned on, Tab reaches it (in the toolbar above it
              could be reached only with the arrow keys, issue 29). */}
          <Button
            variant="primary"
            isDisabled={!can.add || !ledger?.canEdit || hasNew}
            onPress={store.addNew}
          >
            Add transaction
          </Button>
        </div>
      }
    />
  );
}
