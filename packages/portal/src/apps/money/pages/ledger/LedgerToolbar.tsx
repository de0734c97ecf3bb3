import { Link } from 'react-router';
import { Button, Switch } from '@lcars/ui';
import { MONEY_BASE } from '../../constants';
import {} from '@lcars/api/contract/money';
import { hasHistory } from '../../ledgerLogic';
import type { LedgerScreenState } from '../../store';
import { MoneyHeader } from '../../components/shared';
import type { LedgerView } from './columns';
import * as styles from '../../money.css';

/** The ledger's heading and toolbar: add a transaction, back to the ledgers, and the mode switches. */
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
        <>
          <Button
            variant="primary"
            isDisabled={!can.add || !ledger?.canEdit || hasNew}
            onPress={store.addNew}
          >
            Add transaction
          </Button>
          <Link to={`${MONEY_BASE}/ledgers`} className={styles.link}>
            Ledgers
          </Link>
        </>
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
        </div>
      }
    />
  );
}
