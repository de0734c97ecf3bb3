// Money ledgers: list, view, form lists, save (create needs Money/Create; templates and applying them), delete.
// Sharing: owner or shared users see a ledger; left-group users see balances as stored, right-group users
// with the sign reversed.
import type { Knex } from 'knex';
import type { z } from 'zod';
import { type LookupList } from '@lcars/contract';
import {
  BalanceMode,
  DEFAULT_CURRENCY,
  LedgerType,
  MONEY_MESSAGES,
  type Ledger,
  type MoneyResult,
  type ledgerSaveSchema,
} from '@lcars/contract/money';
import { bool } from '../../db/knex.js';
import { isoDate } from '../../db/paging.js';
import { badRequest, forbidden } from '../../http/errors.js';
import {
  DEFAULT_MAX_LEDGERS,
  checkOwnedLimit,
  editableAccounts,
  editableLedgers,
  notFoundMoney,
  permissionsOf,
  requireEdit,
  requireMoneyClaim,
  requireOwner,
  visibleAccounts,
  visibleLedgers,
  type MoneyContext,
  type Permissions,
  type Queryable,
} from './access.js';
import { cents, centsToDecimal } from './arithmetic.js';
import { asSeen, ledgerBalances, type LedgerBalance } from './balances.js';
import { moneyLookups, titleOf, type MoneyLookups } from './lookups.js';
import { refreshMonth } from './postings.js';
import { checkScheduleStart } from './schedules.js';
import { ledgerCurrencies } from './currencies.js';
import { typed } from '../../db/typed.js';

export interface LedgerRow {
  id: number;
  title: string;
  description: string;
  account_id: number | null;
  balance_mode_id: number;
  balance_account_id: number | null;
  balance_ledger_id: number | null;
  ledger_type_id: number;
  keep_order: boolean | number;
  enable_rank_order: boolean | number;
  enable_ledger_date: boolean | number;
  enable_ledger_affects_current_balance: boolean | number;
  enable_schedule: boolean | number;
  schedule_interval_id: number | null;
  amount_per_cycle: unknown;
  next_cycle_date: string | null;
  auto_increment_cycle_date: boolean | number;
  share_users_can_edit: boolean | number;
  share_users_can_edit_users: boolean | number;
  created_by_id: number | null;
  modified_by_id: number | null;
  created_at: unknown;
  modified_at: unknown;
  /** ISO 4217, used while the ledger is linked to no account (currencies.ts). */
  currency?: string | null;
}

export interface LoadedLedger {
  row: LedgerRow;
  permissions: Permissions;
}

/** One ledger the user may see (with their share row in the same query), or 404. */
export async function loadLedger(db: Queryable, userId: number, id: number): Promise<LoadedLedger> {
  const row = await typed<
    (LedgerRow & { share_user_id: number | null; share_side: number | null }) | undefined
  >(
    db('money_ledgers as l')
      .leftJoin('money_ledger_users as s', (join) =>
        join.on('s.ledger_id', 'l.id').andOnVal('s.user_id', userId),
      )
      .where('l.id', id)
      .first('l.*', 's.user_id as share_user_id', 's.side as share_side'),
  );
  if (!row) throw notFoundMoney('ledger', id);
  // The owner may sit in the right group too (a row of money_ledger_users with side 2 for the owner).
  const shared = row.share_user_id !== null && row.created_by_id !== userId;
  if (row.created_by_id !== userId && !shared) throw notFoundMoney('ledger', id);
  return { row, permissions: permissionsOf(row, userId, shared, row.share_side ?? 0) };
}

interface ShareRow {
  ledger_id: number;
  user_id: number;
  side: number;
}

async function sharesOf(db: Queryable, ledgerIds: readonly number[]): Promise<Map<number, ShareRow[]>> {
  const map = new Map<number, ShareRow[]>();
  if (ledgerIds.length === 0) return map;
  const rows = await typed<ShareRow[]>(
    db('money_ledger_users')
      .whereIn('ledger_id', ledgerIds)
      .orderBy('user_id')
      .select('ledger_id', 'user_id', 'side'),
  );
  for (const row of rows) map.set(row.ledger_id, [...(map.get(row.ledger_id) ?? []), row]);
  return map;
}

function toLedger(
  row: LedgerRow,
  shares: ShareRow[],
  balance: LedgerBalance | undefined,
  permissions: Permissions,
  lookups: MoneyLookups,
): Ledger {
  const signReversed = permissions.side === 2;
  const currentBalance = asSeen(balance?.currentBalance ?? null, signReversed);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    accountId: row.account_id,
    balanceMode: titleOf(lookups.balancemodes, row.balance_mode_id),
    balanceModeId: row.balance_mode_id,
    balanceAccountId: row.balance_account_id,
    balanceLedgerId: row.balance_ledger_id,
    currentBalance,
    currentBalanceD: currentBalance === null ? null : centsToDecimal(currentBalance),
    ledgerTypeId: row.ledger_type_id,
    ledgerType: titleOf(lookups.ledgertypes, row.ledger_type_id),
    keepOrder: bool(row.keep_order),
    enableRankOrder: bool(row.enable_rank_order),
    enableLedgerDate: bool(row.enable_ledger_date),
    enableLedgerAffectsCurrentBalance: bool(row.enable_ledger_affects_current_balance),
    enableSchedule: bool(row.enable_schedule),
    scheduleIntervalId: row.schedule_interval_id,
    amountPerCycle: cents(row.amount_per_cycle),
    nextCycleDate: row.next_cycle_date,
    autoIncrementCycleDate: bool(row.auto_increment_cycle_date),
    sharedUsers: shares.filter((share) => share.user_id !== row.created_by_id).map((share) => share.user_id),
    shareUsersCanEdit: bool(row.share_users_can_edit),
    shareUsersCanEditUsers: bool(row.share_users_can_edit_users),
    leftGroupUsers: shares.filter((share) => share.side === 1).map((share) => share.user_id),
    rightGroupUsers: shares.filter((share) => share.side === 2).map((share) => share.user_id),
    modifiedDate: isoDate(row.modified_at),
    createdById: row.created_by_id,
    modifiedById: row.modified_by_id,
    canEdit: permissions.canEdit,
    canEditUsers: permissions.canEditUsers,
    signReversed,
  };
}

async function describeLedgers(db: Queryable, userId: number, rows: LedgerRow[]): Promise<Ledger[]> {
  const ids = rows.map((row) => row.id);
  const [shares, balances, lookups, currencies] = await Promise.all([
    sharesOf(db, ids),
    ledgerBalances(db, rows),
    moneyLookups(db),
    ledgerCurrencies(db, rows),
  ]);
  return rows.map((row) => {
    const rowShares = shares.get(row.id) ?? [];
    const mine = rowShares.find((share) => share.user_id === userId);
    const permissions = permissionsOf(
      row,
      userId,
      mine !== undefined && row.created_by_id !== userId,
      mine?.side ?? 0,
    );
    return {
      ...toLedger(row, rowShares, balances.get(row.id), permissions, lookups),
      currency: currencies.get(row.id) ?? DEFAULT_CURRENCY,
    };
  });
}

export async function listLedgers({ db, user }: MoneyContext): Promise<Ledger[]> {
  const rows = await typed<LedgerRow[]>(
    visibleLedgers(db, user.id).orderBy('l.title').orderBy('l.id').select('l.*'),
  );
  return describeLedgers(db, user.id, rows);
}

export async function getLedger({ db, user }: MoneyContext, id: number): Promise<Ledger> {
  const { row } = await loadLedger(db, user.id, id);
  const [ledger] = await describeLedgers(db, user.id, [row]);
  if (!ledger) throw notFoundMoney('ledger', id);
  return ledger;
}

export interface LedgerLookups extends MoneyLookups {
  availableAccounts: LookupList;
}

/** The ledger form lists: accounttype, availableAccounts, balancemodes, intervals, ledgertypes, users. */
export async function ledgerLookups({ db, user }: MoneyContext): Promise<{ lists: LedgerLookups }> {
  const [lookups, accounts] = await Promise.all([
    moneyLookups(db),
    visibleAccounts(db, user.id).orderBy('a.title').select('a.id', 'a.title') as Promise<
      { id: number; title: string }[]
    >,
  ]);
  return { lists: { ...lookups, availableAccounts: { records: accounts } } };
}

/** Copies a template ledger's rows into another ledger (as live, unreconciled rows). */
export async function copyTemplateRows(
  trx: Knex.Transaction,
  templateId: number,
  ledgerId: number,
  userId: number,
): Promise<void> {
  const rows = await typed<
    {
      amount: unknown;
      transaction_type_id: number;
      memo: string;
      transaction_date: string;
      order_id: number;
    }[]
  >(
    trx('money_transactions')
      .where({ ledger_id: templateId })
      .orderBy('id')
      .select('amount', 'transaction_type_id', 'memo', 'transaction_date', 'order_id'),
  );
  if (rows.length === 0) return;
  const copies = rows.map((row) => ({
    ledger_id: ledgerId,
    amount: cents(row.amount),
    transaction_type_id: row.transaction_type_id,
    memo: row.memo,
    transaction_date: row.transaction_date,
    order_id: row.order_id,
    created_by_id: userId,
    modified_by_id: userId,
  }));
  for (let start = 0; start < copies.length; start += 200) {
    await trx('money_transactions').insert(copies.slice(start, start + 200));
  }
  // The copies fall on many days: each month they touch is recomputed whole.
  for (const month of new Set(copies.map((copy) => copy.transaction_date.slice(0, 7)))) {
    await refreshMonth(trx, ledgerId, false, month);
  }
}

type LedgerInput = z.output<typeof ledgerSaveSchema>;

async function checkReferences(
  trx: Knex.Transaction,
  userId: number,
  input: LedgerInput,
  current: LedgerRow | null,
): Promise<void> {
  const fail = (field: string, message: string): never => {
    throw badRequest([{ field, message }]);
  };
  const everyone = [...new Set([...input.sharedUsers, ...input.leftGroupUsers, ...input.rightGroupUsers])];
  if (everyone.length > 0) {
    const found = (await trx('users').whereIn('id', everyone).select('id')) as unknown[];
    if (found.length !== everyone.length) fail('sharedUsers', 'Every shared user must be an existing user.');
  }
  if (input.leftGroupUsers.some((id) => input.rightGroupUsers.includes(id))) {
    fail('rightGroupUsers', 'A user is in the left or the right group, not both.');
  }
  // A link (modes 2 and 3) moves or shows its target: making or changing one needs edit rights on the
  // target, for whoever saves and for the ledger's owner (whose rights postings check again each time).
  const linkers = [...new Set([userId, current?.created_by_id ?? userId])];
  if (input.balanceModeId === BalanceMode.Account) {
    if (input.balanceAccountId === null)
      fail('balanceAccountId', 'Balance account is required in Account mode.');
    const unchanged =
      current?.balance_mode_id === BalanceMode.Account &&
      current.balance_account_id === input.balanceAccountId;
    for (const linker of unchanged ? [] : linkers) {
      const account = (await editableAccounts(trx, linker)
        .where('a.id', input.balanceAccountId)
        .first('a.id')) as unknown;
      if (!account) fail('balanceAccountId', 'Balance account is not an account you may edit.');
    }
  }
  if (input.balanceModeId === BalanceMode.Ledger) {
    if (input.balanceLedgerId === null || input.balanceLedgerId === input.id) {
      fail('balanceLedgerId', 'Balance ledger must be another ledger.');
    }
    const unchanged =
      current?.balance_mode_id === BalanceMode.Ledger && current.balance_ledger_id === input.balanceLedgerId;
    for (const linker of unchanged ? [] : linkers) {
      const ledger = (await editableLedgers(trx, linker)
        .where('l.id', input.balanceLedgerId)
        .first('l.id')) as unknown;
      if (!ledger) fail('balanceLedgerId', 'Balance ledger is not a ledger you may edit.');
    }
  }
  if (input.accountId !== null) {
    const account = (await visibleAccounts(trx, userId)
      .where('a.id', input.accountId)
      .first('a.id')) as unknown;
    if (!account) fail('accountId', 'Account is not one of your accounts.');
  }
  if (input.budgetTemplateId !== null) {
    const template = (await visibleLedgers(trx, userId)
      .where({ 'l.id': input.budgetTemplateId, 'l.ledger_type_id': LedgerType.Template })
      .first('l.id')) as unknown;
    if (!template) fail('budgetTemplateId', 'Budget template is not one of your templates.');
  }
  if (input.enableSchedule && (input.scheduleIntervalId === null || input.nextCycleDate === null)) {
    fail('scheduleIntervalId', 'A schedule needs an interval and a next cycle date.');
  }
}

async function writeShares(
  trx: Knex.Transaction,
  ledgerId: number,
  ownerId: number,
  input: LedgerInput,
): Promise<void> {
  const sideOf = (id: number): number =>
    input.rightGroupUsers.includes(id) ? 2 : input.leftGroupUsers.includes(id) ? 1 : 0;
  const users = [...new Set([...input.sharedUsers, ...input.leftGroupUsers, ...input.rightGroupUsers])];
  await trx('money_ledger_users').where({ ledger_id: ledgerId }).delete();
  // The owner is stored only when placed in a group (they see the ledger anyway).
  const rows = users
    .filter((id) => id !== ownerId || sideOf(id) !== 0)
    .map((id) => ({ ledger_id: ledgerId, user_id: id, side: sideOf(id) }));
  if (rows.length > 0) await trx('money_ledger_users').insert(rows);
}

/** Creates (id 0, Money/Create) or updates a ledger; a new ledger may start from a budget template. */
export async function saveLedger(context: MoneyContext, input: LedgerInput): Promise<MoneyResult<Ledger>> {
  const { db, user } = context;
  const fields = {
    title: input.title,
    description: input.description,
    account_id: input.accountId,
    balance_mode_id: input.balanceModeId,
    balance_account_id: input.balanceModeId === BalanceMode.Account ? input.balanceAccountId : null,
    balance_ledger_id: input.balanceModeId === BalanceMode.Ledger ? input.balanceLedgerId : null,
    ledger_type_id: input.ledgerTypeId,
    keep_order: input.keepOrder,
    enable_rank_order: input.enableRankOrder,
    enable_ledger_date: input.enableLedgerDate,
    enable_ledger_affects_current_balance: input.enableLedgerAffectsCurrentBalance,
    enable_schedule: input.enableSchedule,
    schedule_interval_id: input.scheduleIntervalId,
    amount_per_cycle: input.amountPerCycle,
    next_cycle_date: input.nextCycleDate,
    auto_increment_cycle_date: input.autoIncrementCycleDate,
    share_users_can_edit: input.shareUsersCanEdit,
    share_users_can_edit_users: input.shareUsersCanEditUsers,
    modified_by_id: user.id,
    ...(input.currency !== undefined && { currency: input.currency }),
  };
  const id = await db.transaction(async (trx) => {
    if (input.id === 0) {
      requireMoneyClaim(user, 'Create');
      checkScheduleStart(input.nextCycleDate);
      await checkOwnedLimit(
        trx,
        'money_ledgers',
        user.id,
        context.config?.moneyMaxLedgersPerUser ?? DEFAULT_MAX_LEDGERS,
      );
      await checkReferences(trx, user.id, input, null);
      const [inserted] = await typed<{ id: number }[]>(
        trx('money_ledgers')
          .insert({ ...fields, created_by_id: user.id })
          .returning('id'),
      );
      const ledgerId = Number(inserted?.id);
      await writeShares(trx, ledgerId, user.id, input);
      if (input.budgetTemplateId !== null)
        await copyTemplateRows(trx, input.budgetTemplateId, ledgerId, user.id);
      return ledgerId;
    }
    requireMoneyClaim(user, 'Update');
    const { row, permissions } = await loadLedger(trx, user.id, input.id);
    requireEdit(permissions, 'ledger');
    checkScheduleStart(input.nextCycleDate, row.next_cycle_date);
    await checkReferences(trx, user.id, input, row);
    const current = (await sharesOf(trx, [input.id])).get(input.id) ?? [];
    const before = JSON.stringify(current.map((share) => [share.user_id, share.side]));
    const ownerId = row.created_by_id ?? user.id;
    const wanted = [...new Set([...input.sharedUsers, ...input.leftGroupUsers, ...input.rightGroupUsers])]
      .map(
        (id) =>
          [id, input.rightGroupUsers.includes(id) ? 2 : input.leftGroupUsers.includes(id) ? 1 : 0] as const,
      )
      .filter(([id, side]) => id !== ownerId || side !== 0)
      .sort((a, b) => a[0] - b[0]);
    const usersChanged =
      JSON.stringify(wanted) !== before ||
      input.shareUsersCanEdit !== bool(row.share_users_can_edit) ||
      input.shareUsersCanEditUsers !== bool(row.share_users_can_edit_users);
    if (usersChanged && !permissions.canEditUsers) {
      throw forbidden('You may not change who this ledger is shared with.');
    }
    await trx('money_ledgers')
      .where({ id: input.id })
      .update({ ...fields, modified_at: trx.fn.now() });
    if (usersChanged) await writeShares(trx, input.id, ownerId, input);
    return input.id;
  });
  const ledger = await getLedger(context, id);
  return { success: true, message: MONEY_MESSAGES.ledgerSaved(ledger.title), result: ledger };
}

export async function deleteLedger({ db, user }: MoneyContext, id: number): Promise<MoneyResult<boolean>> {
  const title = await db.transaction(async (trx) => {
    const { row, permissions } = await loadLedger(trx, user.id, id);
    requireOwner(permissions, 'ledger');
    await trx('money_schedule_postings').where({ owner_kind: 'ledger', owner_id: id }).delete();
    await trx('money_ledgers').where({ id }).delete();
    return row.title;
  });
  return { success: true, message: MONEY_MESSAGES.ledgerDeleted(title), result: true };
}
