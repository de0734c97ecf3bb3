import { useState } from 'react';
import { CurrencyTotals, MoneyAmount } from '../components/MoneyAmount';
import { Link } from 'react-router';
import { Button, DataTable, IconButton, Inline, type DataTableColumn } from '@lcars/ui';
import type { Ledger } from '@lcars/contract/money';
import { confirmDialog } from '../../../shell/confirm';
import { moneyApi } from '../api';
import { MONEY_BASE, humanLabel } from '../constants';
import { LEDGER_LIST_PAGE_SIZE, LedgerType, MONEY_MESSAGES } from '@lcars/contract/money';
import type { LedgerEditRequest } from '../components/LedgerEditDialog';
import { LazyLedgerEditDialog } from '../components/lazyDialogs';
import { saveFile, toastSuccess, useEmptyText, useLoad } from '../../../kit';
import { moneyDataApi } from '../dataApi';
import { HistoryImportDialog } from './ledger/bank/HistoryImportDialog';
import {
  CreateButton,
  MoneyHeader,
  MoneyMenu,
  OfflineCopyNote,
  PHONE_ROW_HEIGHT,
  phoneColumns,
  useMoneyOffline,
  useNarrow,
  usePhone,
} from '../components/shared';
import { Icon } from '../../../shell/icons';
import * as movesStyles from './ledger/moves/moves.css';
import * as styles from '../money.css';

/** The ledger list and the ledger edit dialog; the templates page shows the template ledgers (type 99). */
function LedgerList({ templates }: { templates: boolean }) {
  const loaded = useLoad(() => moneyApi.listLedgers(), 'ledgers');
  const { data, loading, reload } = loaded;
  const [editing, setEditing] = useState<LedgerEditRequest | null>(null);
  const all = data ?? [];
  const rows = all.filter((ledger) => (ledger.ledgerTypeId === LedgerType.Template) === templates);
  const noun = templates ? 'template' : 'ledger';
  const emptyText = useEmptyText(loaded, `${noun}s`, `There are no saved ${noun}s available.`);
  const offline = useMoneyOffline();
  const [movingIn, setMovingIn] = useState(false);

  /** All of Money the user can read, as CSV or OFX (issue 31). */
  const exportAll = async (format: 'csv' | 'ofx') => {
    const text = await moneyDataApi.exportMoney(format);
    if (text === undefined) return;
    saveFile(text, `money.${format}`, format === 'csv' ? 'text/csv;charset=utf-8' : 'application/x-ofx');
  };

  const remove = async (ledger: Ledger) => {
    if (!(await confirmDialog({ text: MONEY_MESSAGES.confirmDeleteLedger }))) return;
    const answer = await moneyApi.deleteLedger(ledger.id);
    if (!answer) return;
    toastSuccess(MONEY_MESSAGES.ledgerDeleted(ledger.title));
    await reload();
  };

  const columns: DataTableColumn<Ledger>[] = [
    {
      key: 'title',
      header: 'Title',
      isRowHeader: true,
      width: '2fr',
      sortable: true,
      render: (ledger) => (
        <Link
          to={`${MONEY_BASE}/ledger/${String(ledger.id)}`}
          className={`${styles.link} ${styles.ellipsis}`}
          title={ledger.title}
        >
          {ledger.title}
        </Link>
      ),
    },
    { key: 'ledgerType', header: 'Type', sortable: true, render: (ledger) => humanLabel(ledger.ledgerType) },
    ...(templates
      ? []
      : [
          { key: 'balanceMode', header: 'Balance mode' },
          {
            key: 'currentBalance',
            header: 'Balance',
            align: 'end' as const,
            width: 150,
            sortable: true,
            render: (ledger: Ledger) => (
              <MoneyAmount cents={ledger.currentBalance} currency={ledger.currency} />
            ),
          },
        ]),
    { key: 'modifiedDate', header: 'Modified', render: (ledger) => ledger.modifiedDate.slice(0, 10) },
    {
      key: 'actions',
      header: 'Actions',
      width: 112,
      align: 'end',
      render: (ledger) => (
        <span className={styles.cellLine}>
          <IconButton
            label={`Edit ${ledger.title}`}
            isDisabled={!ledger.canEdit || offline}
            onPress={() => setEditing({ id: ledger.id })}
          >
            <Icon name="edit" size={18} />
          </IconButton>
          <IconButton
            label={`Delete ${ledger.title}`}
            isDisabled={!ledger.canEdit || offline}
            onPress={() => void remove(ledger)}
          >
            <Icon name="delete" size={18} />
          </IconButton>
        </span>
      ),
    },
  ];

  // Every column needs about 880 px: in the lcars frame on a tablet the table has a phone's room.
  const [tableBox, narrow] = useNarrow<HTMLDivElement>(templates ? 640 : 880);
  const phone = usePhone() || narrow;
  const shown = phone
    ? phoneColumns(
        columns,
        // The two action buttons need their room: a ledger's balance goes under its title.
        { title: '1fr', actions: 108 },
        (ledger) =>
          templates ? (
            `${humanLabel(ledger.ledgerType)} · ${ledger.modifiedDate.slice(0, 10)}`
          ) : (
            <>
              {humanLabel(ledger.ledgerType)} ·{' '}
              <MoneyAmount cents={ledger.currentBalance} currency={ledger.currency} />
            </>
          ),
      )
    : columns;

  return (
    <>
      <MoneyHeader
        title={templates ? 'Budget Templates' : 'Ledgers'}
        toolbar={
          <>
            {templates ? (
              <Link to={`${MONEY_BASE}/ledgers`} className={styles.link}>
                Ledgers
              </Link>
            ) : (
              <Link to={`${MONEY_BASE}/templates`} className={styles.link}>
                Templates
              </Link>
            )}
            <CreateButton
              label={`Add ${noun}`}
              onPress={() => setEditing(templates ? { id: 0, ledgerTypeId: LedgerType.Template } : { id: 0 })}
            />
            <MoneyMenu />
          </>
        }
        {...(!templates && {
          extension: (
            <Inline role="group" aria-label="Moving in and out">
              <Button variant="secondary" isDisabled={offline} onPress={() => setMovingIn(true)}>
                Import history
              </Button>
              <Button variant="secondary" isDisabled={offline} onPress={() => void exportAll('csv')}>
                Export CSV
              </Button>
              <Button variant="secondary" isDisabled={offline} onPress={() => void exportAll('ofx')}>
                Export OFX
              </Button>
            </Inline>
          ),
        })}
      />
      <OfflineCopyNote />
      {!templates && rows.some((ledger) => ledger.currentBalance !== null) ? (
        // Balances in several currencies are totalled each in its own, never summed together.
        <p className={movesStyles.totals} data-testid="ledger-totals">
          {'Total balance: '}
          <CurrencyTotals
            items={rows.flatMap((ledger) =>
              ledger.currentBalance === null
                ? []
                : [{ currency: ledger.currency ?? 'USD', amount: ledger.currentBalance }],
            )}
          />
        </p>
      ) : null}
      <div ref={tableBox} className={styles.fill}>
        <DataTable
          aria-label={templates ? 'Budget templates' : 'Ledgers'}
          columns={shown}
          rows={rows}
          {...(phone && { rowHeight: PHONE_ROW_HEIGHT })}
          isLoading={loading}
          emptyText={emptyText}
          pageSizeOptions={[LEDGER_LIST_PAGE_SIZE, 50, 100]}
          defaultSort={{ column: 'title', direction: 'asc' }}
        />
      </div>
      {movingIn && (
        <HistoryImportDialog isOpen={movingIn} onOpenChange={setMovingIn} onImported={() => void reload()} />
      )}
      <LazyLedgerEditDialog
        request={editing}
        ledgers={all}
        onClose={(saved) => {
          setEditing(null);
          if (saved) void reload();
        }}
      />
    </>
  );
}

/** /money/ledgers: the user's ledgers. */
export function LedgersPage() {
  return <LedgerList templates={false} />;
}

/** /money/templates: the add action creates a template ledger (type 99). */
export function TemplatesPage() {
  return <LedgerList templates />;
}
