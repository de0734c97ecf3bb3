// The Money lookup lists: account types (system item type 11), intervals (12), ledger types (13) and balance
// modes (14) from the system_items table when it has them, otherwise built-in titles; and the users list.
import { SystemItemType, type LookupList, type LookupRecord } from '@lcars/contract';
import { MONEY_LOOKUPS } from '@lcars/contract/money';
import type { Queryable } from './access.js';
import { typed } from '../../db/typed.js';

async function systemList(
  db: Queryable,
  type: number,
  fallback: readonly LookupRecord[],
): Promise<LookupList> {
  const rows = await typed<{ id: number; title: string }[]>(
    db('system_items')
      .where({ system_item_type: type })
      .orderBy([
        { column: 'sort_order', order: 'asc' },
        { column: 'id', order: 'asc' },
      ])
      .select('id', 'title'),
  );
  const records =
    rows.length > 0 ? rows.map((row) => ({ id: Number(row.id), title: row.title })) : [...fallback];
  return { records };
}

export async function userList(db: Queryable): Promise<LookupList> {
  const rows = await typed<{ id: number; user_name: string }[]>(
    db('users').where({ disabled: false }).orderBy('user_name').select('id', 'user_name'),
  );
  return { records: rows.map((row) => ({ id: Number(row.id), title: row.user_name })) };
}

export interface MoneyLookups {
  accounttype: LookupList;
  intervals: LookupList;
  users: LookupList;
  balancemodes: LookupList;
  ledgertypes: LookupList;
}

export async function moneyLookups(db: Queryable): Promise<MoneyLookups> {
  const [accounttype, intervals, ledgertypes, balancemodes, users] = await Promise.all([
    systemList(db, SystemItemType.AccountType, MONEY_LOOKUPS.accountTypes),
    systemList(db, SystemItemType.Intervals, MONEY_LOOKUPS.intervals),
    systemList(db, SystemItemType.LedgerTypes, MONEY_LOOKUPS.ledgerTypes),
    systemList(db, SystemItemType.BalanceModes, MONEY_LOOKUPS.balanceModes),
    userList(db),
  ]);
  return { accounttype, intervals, users, balancemodes, ledgertypes };
}

export function titleOf(list: LookupList, id: number | null): string {
  return list.records.find((record) => record.id === id)?.title ?? '';
}
