import { useState } from 'react';
import type { TransactionSearch, TransactionSearchResult } from '@lcars/contract/money';
import {
  Button,
  DateField,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  TextField,
} from '@lcars/ui';
import { Amount, saveFile, toastError } from '../../../../../kit';
import { moneyDataApi } from '../../../dataApi';
import type { LedgerScreenState } from '../../../store';
import { ImportDialog } from './ImportDialog';
import * as styles from './data.css';
import { centsOf } from './logic';

/** Saves text as a CSV file the browser downloads. */
const download = (name: string, text: string) => saveFile(text, name, 'text/csv;charset=utf-8');

/**
 * The ledger's search (memo, amount, date range across live and reconciled rows), its CSV export (of the
 * search when one is set) and the statement import (issue 21).
 */
export function LedgerDataBar({ store }: { store: LedgerScreenState }) {
  const { ledger, ledgerId } = store;
  const [memo, setMemo] = useState('');
  const [amount, setAmount] = useState('');
  const [dateFrom, setDateFrom] = useState<string | null>(null);
  const [dateTo, setDateTo] = useState<string | null>(null);
  const [found, setFound] = useState<TransactionSearchResult | null>(null);
  const [page, setPage] = useState(1);
  const [importing, setImporting] = useState(false);

  const criteria = (): TransactionSearch | null => {
    const cents = centsOf(amount);
    if (Number.isNaN(cents)) {
      toastError('Enter the amount as a number, like 12.50.');
      return null;
    }
    return {
      memo,
      ...(cents !== null && { amountFrom: cents, amountTo: cents }),
      ...(dateFrom && { dateFrom }),
      ...(dateTo && { dateTo }),
    };
  };

  async function search(toPage = 1) {
    const filters = criteria();
    if (!filters) return;
    const result = await moneyDataApi.search(ledgerId, { ...filters, page: toPage, itemsPerPage: 50 });
    if (!result) return;
    setPage(toPage);
    setFound(result);
  }

  function clear() {
    setMemo('');
    setAmount('');
    setDateFrom(null);
    setDateTo(null);
    setFound(null);
  }

  async function exportCsv() {
    const filters = found ? criteria() : {};
    if (!filters) return;
    const text = await moneyDataApi.exportCsv(ledgerId, filters);
    if (text === undefined) return;
    const title = (ledger?.title ?? 'ledger').replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'ledger';
    download(`${title}.csv`, text);
  }

  /** The whole ledger as OFX (issue 31), for another program or another portal's statement import. */
  async function exportOfx() {
    const text = await moneyDataApi.exportMoney('ofx', ledgerId);
    if (text === undefined) return;
    const title = (ledger?.title ?? 'ledger').replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'ledger';
    saveFile(text, `${title}.ofx`, 'application/x-ofx');
  }

  if (!ledger) return null;
  return (
    <>
      <form
        role="search"
        aria-label="Search the ledger"
        className={styles.bar}
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <div className={styles.wide}>
          <TextField label="Search memo" type="search" value={memo} onChange={setMemo} />
        </div>
        <div className={styles.field}>
          <TextField label="Amount" value={amount} onChange={setAmount} placeholder="12.50" />
        </div>
        <div className={styles.field}>
          <DateField label="From" value={dateFrom} onChange={setDateFrom} />
        </div>
        <div className={styles.field}>
          <DateField label="To" value={dateTo} onChange={setDateTo} />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {found && (
          <Button variant="text" onPress={clear}>
            Clear search
          </Button>
        )}
        <Button variant="secondary" onPress={() => void exportCsv()}>
          Export CSV
        </Button>
        <Button variant="secondary" onPress={() => void exportOfx()}>
          Export OFX
        </Button>
        <Button variant="secondary" isDisabled={!ledger.canEdit} onPress={() => setImporting(true)}>
          Import statement
        </Button>
      </form>

      {found && (
        <section aria-label="Search results" className={styles.results}>
          <p role="status" className={styles.muted}>
            {`${found.total} transaction${found.total === 1 ? '' : 's'} found`}
            {found.pageCount > 1 ? `, page ${page} of ${found.pageCount}` : ''}
          </p>
          {found.records.length > 0 && (
            <Table caption="Transactions found" hideCaption>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>Date</TableHeaderCell>
                  <TableHeaderCell>Memo</TableHeaderCell>
                  <TableHeaderCell align="end">Amount</TableHeaderCell>
                  <TableHeaderCell>Status</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {found.records.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell nowrap>{row.transactionDate}</TableCell>
                    <TableCell>{row.memo}</TableCell>
                    <TableCell align="end" nowrap>
                      <Amount cents={row.amount} />
                    </TableCell>
                    <TableCell>
                      {row.reconciled ? 'Reconciled' : row.transactionInitiated ? 'Pending' : 'Live'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {found.pageCount > 1 && (
            <div className={styles.bar}>
              <Button variant="text" isDisabled={page <= 1} onPress={() => void search(page - 1)}>
                Previous page
              </Button>
              <Button
                variant="text"
                isDisabled={page >= found.pageCount}
                onPress={() => void search(page + 1)}
              >
                Next page
              </Button>
            </div>
          )}
        </section>
      )}

      {importing && (
        <ImportDialog
          ledgerId={ledgerId}
          isOpen={importing}
          onOpenChange={setImporting}
          onChanged={() => {
            void store.reload();
            if (found) void search(page);
          }}
        />
      )}
    </>
  );
}
