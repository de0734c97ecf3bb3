// Money on the device (issue 29): the preload of the accounts, the ledgers and each ledger's open transactions
// into Money's tables, the check that the copy still matches the server, and the offline reads of the ledger
// list, a ledger, its transactions and the accounts. Loaded by import() only (offline.ts, api.ts).
import type { CallInput, Endpoint, ResponseOf } from '@lcars/contract';
import * as calls from '@lcars/contract/money';
import {
  LedgerType,
  LIVE_REQUEST_SIZE,
  type Account,
  type Ledger,
  type Transaction,
  type TransactionPage,
  type TransactionPageRequest,
} from '@lcars/contract/money';
import { call } from '../../core/call';
import type { PreloadContext } from '../../core/offline/appOffline';
import { localTable } from '../../core/offline/tables';
import { isMoneyPreloadValid, MoneyTable } from './offlineTables';

/**
 * A record as the device keeps it: the server's record whole under `value`. Stored bare, its own modifiedDate
 * (the ledger list's "Modified" column) would be overwritten by the table's stamp of when it was saved here.
 */
interface Kept<T> {
  id: number;
  value: T;
}
const keep = <T extends { id: number }>(value: T): Kept<T> => ({ id: value.id, value });

const accounts = () => localTable<Kept<Account>>(MoneyTable.account);
const ledgers = () => localTable<Kept<Ledger>>(MoneyTable.ledger);
const transactions = () => localTable<Kept<Transaction>>(MoneyTable.transaction);

/** A call the preload cannot do without: its failure stops it with the reason (and nothing is toasted twice). */
async function required<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  what: string,
): Promise<ResponseOf<E>> {
  const answer = await call(endpoint, input, { toastOnError: false });
  if (answer === undefined) throw new Error(`${what} could not be loaded.`);
  return answer;
}

/** Every open transaction of a ledger, 1000 a request, as the ledger page loads them online. */
async function openTransactions(ledger: Ledger): Promise<Transaction[]> {
  const rows: Transaction[] = [];
  let after: string | undefined;
  for (;;) {
    const body: TransactionPageRequest = {
      filterBy: '',
      itemsPerPage: LIVE_REQUEST_SIZE,
      page: 1,
      sortDirection: 'asc',
      ...(after !== undefined && { after }),
    };
    const answer = await required(
      calls.transactionPage,
      { params: { ledgerId: ledger.id, historical: false }, body },
      `The transactions of ${ledger.title}`,
    );
    rows.push(...answer.records);
    if (!answer.nextCursor || answer.records.length < LIVE_REQUEST_SIZE) return rows;
    after = answer.nextCursor;
  }
}

/**
 * Fills Money's tables: the accounts, the ledgers (templates too: the templates page reads the same list),
 * then each ledger's open transactions. The tables are replaced whole, so a ledger deleted since goes too.
 */
export async function preloadMoney({ progress }: Partial<PreloadContext> = {}): Promise<void> {
  const report = progress ?? (() => undefined);
  report(0, 1, 'Accounts');
  const accountList = await required(calls.listAccounts, {}, 'The accounts');
  const ledgerList = await required(calls.listLedgers, {}, 'The ledgers');
  const withRows = ledgerList.filter((ledger) => ledger.ledgerTypeId !== LedgerType.Template);
  const steps = withRows.length + 2;
  const rows: Transaction[] = [];
  for (const [index, ledger] of withRows.entries()) {
    report(index + 1, steps, ledger.title);
    rows.push(...(await openTransactions(ledger)));
  }
  report(steps - 1, steps, `Saving ${String(rows.length)} transactions on this device`);
  await Promise.all([accounts().clear(), ledgers().clear(), transactions().clear()]);
  await accounts().saveMany(accountList.map(keep));
  await ledgers().saveMany(ledgerList.map(keep));
  await transactions().saveMany(rows.map(keep));
  report(steps, steps, 'Ready');
}

/** The device's copy matches the server: the same ledgers and accounts with the same balances. */
export async function moneyPreloadValid(): Promise<boolean> {
  const [localLedgers, localAccounts] = await Promise.all([offlineLedgers(), offlineAccounts()]);
  const [serverLedgers, serverAccounts] = await Promise.all([
    call(calls.listLedgers, {}, { toastOnError: false }),
    call(calls.listAccounts, {}, { toastOnError: false }),
  ]);
  if (!serverLedgers || !serverAccounts) throw new Error('The server did not answer.');
  return isMoneyPreloadValid(
    { ledgers: localLedgers, accounts: localAccounts },
    { ledgers: serverLedgers, accounts: serverAccounts },
  );
}

// ---- Offline reads -----------------------------------------------------------------------------------------

export async function offlineAccounts(): Promise<Account[]> {
  return (await accounts().all()).map((kept) => kept.value);
}

export async function offlineLedgers(): Promise<Ledger[]> {
  return (await ledgers().all()).map((kept) => kept.value);
}

export async function offlineLedger(id: number): Promise<Ledger | undefined> {
  return (await ledgers().get(id))?.value;
}

/**
 * A page of a ledger's open transactions from the device, in the server's order (date, or rank for a
 * rank-ordered ledger, then id), with the running balances as preloaded. Reconciled rows are not kept: the
 * historical view is empty offline (the page does not offer it).
 */
export async function offlineTransactionPage(
  ledgerId: number,
  historical: boolean,
  request: TransactionPageRequest,
): Promise<TransactionPage | undefined> {
  const ledger = await offlineLedger(ledgerId);
  if (!ledger) return undefined;
  const rank = ledger.keepOrder || ledger.enableRankOrder;
  const all = historical
    ? []
    : (await transactions().all())
        .map((kept) => kept.value)
        .filter((row) => row.ledgerId === ledgerId)
        .sort(
          (a, b) =>
            (rank ? a.orderId - b.orderId : a.transactionDate.localeCompare(b.transactionDate)) ||
            a.id - b.id,
        );
  const itemsPerPage = request.itemsPerPage ?? 10;
  const page = request.page ?? 1;
  const startIndex = (page - 1) * itemsPerPage;
  const records = all.slice(startIndex, startIndex + itemsPerPage);
  return {
    total: all.length,
    itemsPerPage,
    page,
    pageCount: Math.max(1, Math.ceil(all.length / itemsPerPage)),
    startIndex,
    stopIndex: startIndex + records.length,
    sortBy: rank ? 'orderId' : 'transactionDate',
    sortDirection: 'asc',
    records,
    nextCursor: null,
    currentBalance: ledger.currentBalance,
  };
}
