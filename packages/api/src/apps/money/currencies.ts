// Currencies (money-moves): a ledger's currency is its linked account's (account_id, else the balance
// account), else its own, else USD. Transfers keep one currency; a statement import sets the currency from
// the statement where none was set. Amounts everywhere are integer minor units of that currency.
import type { Knex } from 'knex';
import { CURRENCY_MESSAGES, DEFAULT_CURRENCY } from '@lcars/contract/money';
import { typed } from '../../db/typed.js';
import { badRequest } from '../../http/errors.js';
import { mayEditAccount, type Queryable } from './access.js';

export interface CurrencyLedger {
  id: number;
  account_id: number | null;
  balance_account_id: number | null;
  currency?: string | null;
}

const linkedAccount = (ledger: CurrencyLedger): number | null =>
  ledger.account_id ?? ledger.balance_account_id;

/** The effective currency of each ledger, in one query for the linked accounts. */
export async function ledgerCurrencies(
  db: Queryable,
  ledgers: readonly CurrencyLedger[],
): Promise<Map<number, string>> {
  const accountIds = [...new Set(ledgers.map(linkedAccount).filter((id): id is number => id !== null))];
  const accounts = new Map<number, string | null>();
  for (let start = 0; start < accountIds.length; start += 500) {
    const rows = await typed<{ id: number; currency: string | null }[]>(
      db('money_accounts')
        .whereIn('id', accountIds.slice(start, start + 500))
        .select('id', 'currency'),
    );
    for (const row of rows) accounts.set(row.id, row.currency);
  }
  const map = new Map<number, string>();
  for (const ledger of ledgers) {
    const account = linkedAccount(ledger);
    const code =
      account !== null && accounts.has(account) ? accounts.get(account) : (ledger.currency ?? null);
    map.set(ledger.id, code ?? DEFAULT_CURRENCY);
  }
  return map;
}

export async function ledgerCurrency(db: Queryable, ledger: CurrencyLedger): Promise<string> {
  return (await ledgerCurrencies(db, [ledger])).get(ledger.id) ?? DEFAULT_CURRENCY;
}

/** A transfer moves one amount: both ledgers must keep the same currency (400 otherwise). */
export async function checkTransferCurrencies(
  db: Queryable,
  from: CurrencyLedger,
  to: CurrencyLedger,
): Promise<string> {
  const currencies = await ledgerCurrencies(db, [from, to]);
  const fromCurrency = currencies.get(from.id) ?? DEFAULT_CURRENCY;
  const toCurrency = currencies.get(to.id) ?? DEFAULT_CURRENCY;
  if (fromCurrency !== toCurrency) {
    throw badRequest([
      { field: 'toLedgerId', message: CURRENCY_MESSAGES.transferCurrencies(fromCurrency, toCurrency) },
    ]);
  }
  return fromCurrency;
}

/**
 * Sets the currency a statement names where none was set: the linked account's (when the user may edit it),
 * else the ledger's own. Answers the ledger's currency after it.
 */
export async function currencyFromStatement(
  trx: Knex.Transaction,
  ledger: CurrencyLedger,
  statementCurrency: string | null,
  userId: number,
): Promise<string> {
  const account = linkedAccount(ledger);
  if (statementCurrency !== null) {
    if (account !== null) {
      if (await mayEditAccount(trx, userId, account)) {
        await trx('money_accounts')
          .where({ id: account })
          .whereNull('currency')
          .update({ currency: statementCurrency });
      }
    } else {
      await trx('money_ledgers')
        .where({ id: ledger.id })
        .whereNull('currency')
        .update({ currency: statementCurrency });
    }
  }
  const fresh = await typed<CurrencyLedger | undefined>(
    trx('money_ledgers').where({ id: ledger.id }).first('id', 'account_id', 'balance_account_id', 'currency'),
  );
  return ledgerCurrency(trx, fresh ?? ledger);
}

/** Entries grouped by their currency, ordered by code. */
export function groupByCurrency<T extends { currency: string }>(entries: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const entry of entries) groups.set(entry.currency, [...(groups.get(entry.currency) ?? []), entry]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

/** The currency most entries are in (the first code on a tie; the default one when there are none). */
export function mainCurrencyOf(entries: readonly { currency: string }[]): string {
  let best = DEFAULT_CURRENCY;
  let count = 0;
  for (const [currency, group] of groupByCurrency(entries))
    if (group.length > count) [best, count] = [currency, group.length];
  return best;
}
