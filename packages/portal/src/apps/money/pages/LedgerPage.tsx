import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { Transaction } from '@lcars/contract/money';
import { confirmDialog } from '../../../shell/confirm';
import { BalanceMode, HISTORICAL_PAGE_SIZE } from '@lcars/contract/money';
import { moneyApi } from '../api';
import { availability } from '../ledgerLogic';
import { useLedgerStore } from '../store';
import { clearUndo, undoLatest } from '../ledgerStore/undo';
import { ledgerColumns, nameOf, openingRow, type LedgerView } from './ledger/columns';
import { LedgerDataBar } from './ledger/bank/LedgerDataBar';
import { LedgerMovesBar } from './ledger/moves/LedgerMovesBar';
import { OfflineCopyNote, useMoneyOffline, usePhone } from '../components/shared';
import { LedgerSummary } from './ledger/LedgerSummary';
import { LedgerTable } from './ledger/LedgerTable';
import { LedgerToolbar } from './ledger/LedgerToolbar';
import { useRowDrag } from './ledger/useRowDrag';
import { LedgerBalanceChart } from '../charts/MoneyCharts';
import { TransactionDetailsDialog, useLedgerTags } from './ledger/tags';

/** A phone's ledger row while editing: the item, then its date, toggles and actions wrapping below. */
const PHONE_EDIT_ROW_HEIGHT = 108;
/** A phone's ledger row while viewing: the item, then its date and its status tag (which wraps under it). */
const PHONE_VIEW_ROW_HEIGHT = 80;

/**
 * /money/ledger/:id, Ledger Transactions: view-only by default; edit with one
 * field at a time or always-edit; historical (reconciled) rows 10 a page; a rank-ordered ledger reorders by drag or
 * with the move buttons. The table is virtualised, so a ledger of 10,000 rows keeps fewer than 100 rows in the DOM.
 * The page wires the pieces of ledger/ (toolbar, summary, columns, table, drag) to the store (store.ts).
 */
export function LedgerPage() {
  const ledgerId = Number(useParams().id);
  const store = useLedgerStore();
  const { ledger, rows, modes } = store;
  const indexOf = (id: number) => useLedgerStore.getState().rows.findIndex((row) => row.id === id);
  const phone = usePhone();
  const offline = useMoneyOffline();
  const showBalance = !!ledger && ledger.balanceModeId !== BalanceMode.None;
  // After a reconcile the open rows start from what the reconciled ones carry: an opening balance row says so
  // (issue 21), in the live view of a ledger with a balance, whenever that opening is not zero.
  const opening =
    !modes.historical && showBalance && store.opening !== null && store.opening !== 0 && !store.loading
      ? openingRow(ledgerId, store.opening)
      : null;
  const drag = useRowDrag(indexOf, (from, to) => void store.move(from, to), opening ? 1 : 0);

  // ?row= marks the row a search opened the ledger at; &historical=1 when it is reconciled (money-moves).
  const [searchParams] = useSearchParams();
  const highlight = Number(searchParams.get('row')) || null;
  const toHistory = searchParams.get('historical') === '1';
  useEffect(() => {
    if (!Number.isInteger(ledgerId) || ledgerId <= 0) return;
    void useLedgerStore
      .getState()
      .load(ledgerId)
      .then(async () => {
        if (!toHistory) return;
        // A reconciled row a search opened: the page of the history that holds it, however far back.
        const place = highlight === null ? undefined : await moneyApi.transactionPlace(highlight);
        const page =
          place?.historical && place.ledgerId === ledgerId
            ? Math.floor(place.index / HISTORICAL_PAGE_SIZE) + 1
            : 1;
        useLedgerStore.getState().setHistorical(true, page);
      });
  }, [ledgerId, toHistory, highlight]);

  // Ctrl+Z (⌘Z) undoes the newest ledger change, several steps back; not while typing in a field, where it
  // undoes the typing. Another ledger starts with nothing to undo.
  useEffect(() => {
    clearUndo();
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.key.toLowerCase() !== 'z') return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      event.preventDefault();
      undoLatest();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [ledgerId]);

  // Going offline on this page: the device's copy is read only and holds only the open rows.
  useEffect(() => {
    if (!offline) return;
    const state = useLedgerStore.getState();
    if (state.modes.historical) state.setHistorical(false);
    if (!state.modes.viewOnly) state.setViewOnly(true);
  }, [offline]);

  // A new row is added at the end: bring it into view.
  const hasNew = rows.some((row) => row.id === 0);
  useEffect(() => {
    if (!hasNew) return;
    const grid = drag.zone.current?.querySelector<HTMLElement>('[role="grid"]');
    if (grid) grid.scrollTop = grid.scrollHeight;
  }, [hasNew, drag.zone]);

  // Brings the marked row into view once the rows are there.
  const highlightIndex = highlight === null ? -1 : rows.findIndex((row) => row.id === highlight);
  const openingRows = opening ? 1 : 0;
  useEffect(() => {
    if (highlightIndex < 0) return;
    const height = phone ? PHONE_VIEW_ROW_HEIGHT : 44;
    // The table draws only the rows in view: scroll it there, then, once the row is drawn, bring it to the
    // middle of the page (the table's own scroll and the page's). A few frames at most.
    let frame = 0;
    let tries = 0;
    const step = () => {
      const zone = drag.zone.current;
      const grid = zone?.querySelector<HTMLElement>('[role="grid"]');
      const marked = zone?.querySelector('[data-testid="highlighted-row"]');
      if (marked) {
        marked.scrollIntoView({ block: 'center' });
        return;
      }
      if (grid) grid.scrollTop = Math.max(0, (highlightIndex + openingRows) * height - 2 * height);
      tries += 1;
      if (tries < 60) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [highlightIndex, drag.zone, phone, openingRows]);
  // Categories, payees and splits (Money, depth): online only.
  const tags = useLedgerTags(ledgerId, rows, offline);
  const detailsRow = tags.detailsOf === null ? undefined : rows.find((row) => row.id === tags.detailsOf);

  const typeId = ledger?.ledgerTypeId ?? 0;
  const can = availability(modes, typeId);
  const rank = !!ledger && (ledger.keepOrder || ledger.enableRankOrder);
  const editable = can.edit && !!ledger?.canEdit;
  const view: LedgerView = {
    typeId,
    can,
    rank,
    showBalance,
    editable,
    reorderable: rank && editable,
    phone,
    highlight,
    ...(!offline && { tags }),
  };

  // The delete confirmation (a new unsaved row goes without asking).
  const remove = async (row: Transaction) => {
    if (row.id !== 0 && !(await confirmDialog({ text: `delete the transaction ${nameOf(row)}` }))) return;
    await store.remove(row.id);
  };
  const columns = ledgerColumns(view, { store, remove, indexOf, onDragStart: drag.onDragStart });

  return (
    <>
      <LedgerToolbar store={store} view={view} hasNew={hasNew} offline={offline} />
      <OfflineCopyNote />
      {/* Search, export and import ask the server. */}
      {offline ? null : <LedgerDataBar store={store} />}
      {offline ? null : <LedgerMovesBar store={store} />}
      <LedgerSummary store={store} showBalance={view.showBalance} />
      <LedgerTable
        store={store}
        columns={columns}
        rows={opening ? [opening, ...rows] : rows}
        zone={drag.zone}
        zoneProps={drag.zoneProps}
        {...(phone && { rowHeight: editable ? PHONE_EDIT_ROW_HEIGHT : PHONE_VIEW_ROW_HEIGHT })}
      />
      {detailsRow ? (
        <TransactionDetailsDialog row={detailsRow} ledgerId={ledgerId} tags={tags} onClose={tags.close} />
      ) : null}
      {offline || !ledger ? null : <LedgerBalanceChart ledgerId={ledgerId} />}
    </>
  );
}
