import { useState } from 'react';
import { Link } from 'react-router';
import type { MoneySearch, MoneySearchResult } from '@lcars/contract/money';
import {
  Button,
  DateField,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  TextField,
} from '@lcars/ui';
import { toastError, useLoad } from '../../../kit';
import { budgetApi } from '../budgetApi';
import { MoneyHeader, MoneyMenu } from '../components/shared';
import { MoneyAmount } from '../components/MoneyAmount';
import { MONEY_BASE } from '../constants';
import { moneyMovesApi } from '../movesApi';
import { centsOf } from './ledger/bank/logic';
import * as data from './ledger/bank/data.css';
import * as styles from '../money.css';

const STATES = [
  { id: 'any', label: 'Any' },
  { id: 'open', label: 'Open' },
  { id: 'reconciled', label: 'Reconciled' },
] as const;

/**
 * /money/search (money-moves): every ledger you can read, by memo, amount (exact, or a range "10-20"), dates,
 * state, one of your categories and payee; newest first, 50 a page with "More". Each result opens its ledger at that row. Offline it searches the
 * device's copy (open rows only).
 */
export function SearchPage() {
  const [memo, setMemo] = useState('');
  const [amount, setAmount] = useState('');
  const [dateFrom, setDateFrom] = useState<string | null>(null);
  const [dateTo, setDateTo] = useState<string | null>(null);
  const [state, setState] = useState<string>('any');
  const [category, setCategory] = useState<string>('any');
  const [payee, setPayee] = useState('');
  const categories = useLoad(() => budgetApi.categories(), 'money-categories');
  const categoryOptions = [
    { id: 'any', label: 'Any' },
    { id: '0', label: 'Uncategorised' },
    ...(categories.data?.categories ?? []).map((entry) => ({ id: String(entry.id), label: entry.name })),
  ];
  const [found, setFound] = useState<MoneySearchResult | null>(null);
  const [asked, setAsked] = useState<MoneySearch | null>(null);

  /** The amount text: "12.50" exact, "10-20" a range of sizes. */
  function criteria(): MoneySearch | null {
    const [low = '', high] = amount.split('-').map((part) => part.trim());
    const from = centsOf(low);
    const to = high === undefined ? null : centsOf(high);
    if (Number.isNaN(from) || Number.isNaN(to)) {
      toastError('Enter the amount as a number, like 12.50, or a range, like 10-20.');
      return null;
    }
    return {
      memo,
      ...(high === undefined
        ? from !== null && { amount: Math.abs(from) }
        : {
            ...(from !== null && { amountFrom: Math.abs(from) }),
            ...(to !== null && { amountTo: Math.abs(to) }),
          }),
      ...(dateFrom && { dateFrom }),
      ...(dateTo && { dateTo }),
      ...(state !== 'any' && { reconciled: state === 'reconciled' }),
      ...(category !== 'any' && { categoryId: Number(category) }),
      ...(payee.trim() !== '' && { payee }),
      limit: 50,
    };
  }

  async function search(more = false) {
    const base = more ? asked : criteria();
    if (!base) return;
    const answer = await moneyMovesApi.search(
      more && found?.nextCursor ? { ...base, after: found.nextCursor } : base,
    );
    if (!answer) return;
    setAsked(base);
    setFound(
      more && found
        ? { records: [...found.records, ...answer.records], nextCursor: answer.nextCursor }
        : answer,
    );
  }

  return (
    <>
      <MoneyHeader
        title="Search Money"
        toolbar={
          <>
            <Link to={`${MONEY_BASE}/ledgers`} className={styles.link}>
              Ledgers
            </Link>
            <MoneyMenu />
          </>
        }
      />
      <form
        role="search"
        aria-label="Search all ledgers"
        className={data.bar}
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <div className={data.wide}>
          <TextField label="Memo" type="search" value={memo} onChange={setMemo} />
        </div>
        <div className={data.field}>
          <TextField label="Amount" value={amount} onChange={setAmount} placeholder="12.50 or 10-20" />
        </div>
        <div className={data.field}>
          <DateField label="From" value={dateFrom} onChange={setDateFrom} />
        </div>
        <div className={data.field}>
          <DateField label="To" value={dateTo} onChange={setDateTo} />
        </div>
        <div className={data.field}>
          <Select
            label="State"
            options={STATES}
            value={state}
            onChange={(id) => setState(String(id ?? 'any'))}
          />
        </div>
        <div className={data.field}>
          <Select
            label="Category"
            options={categoryOptions}
            value={category}
            onChange={(id) => setCategory(String(id ?? 'any'))}
          />
        </div>
        <div className={data.field}>
          <TextField label="Payee" value={payee} onChange={setPayee} />
        </div>
        <Button type="submit">Search</Button>
      </form>
      {found && (
        <section aria-label="Search results" className={data.results}>
          <p role="status" className={data.muted}>
            {`${found.records.length}${found.nextCursor ? '+' : ''} transaction${found.records.length === 1 ? '' : 's'} found`}
          </p>
          {found.records.length > 0 && (
            <Table caption="Transactions found" hideCaption>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>Ledger</TableHeaderCell>
                  <TableHeaderCell>Memo</TableHeaderCell>
                  <TableHeaderCell align="end">Amount</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {found.records.map(({ transaction, ledgerTitle, currency }) => (
                  <TableRow key={transaction.id}>
                    <TableCell>
                      <Link
                        className={styles.link}
                        to={`${MONEY_BASE}/ledger/${String(transaction.ledgerId)}?row=${String(transaction.id)}${transaction.reconciled ? '&historical=1' : ''}`}
                      >
                        {ledgerTitle}
                      </Link>
                      <br />
                      <span className={data.muted}>{transaction.transactionDate}</span>
                    </TableCell>
                    <TableCell>{transaction.memo}</TableCell>
                    <TableCell align="end" nowrap>
                      <MoneyAmount cents={transaction.amount} currency={currency} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {found.nextCursor && (
            <Button variant="text" onPress={() => void search(true)}>
              More
            </Button>
          )}
        </section>
      )}
    </>
  );
}
