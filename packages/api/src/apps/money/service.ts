// Money accounts: list, view, edit form, save (create needs Money/Create), delete (owner), the credit and
// subscription overviews. Every mutation is one transaction; amounts are integer cents.
import type { z } from 'zod';
import { type LookupRecord } from '@lcars/contract';
import {
  CREDIT_ACCOUNT_TYPES,
  LedgerType,
  MONEY_MESSAGES,
  SUBSCRIPTION_ACCOUNT_TYPES,
  AccountType,
  BalanceMode,
  DEFAULT_CURRENCY,
  type Account,
  type AccountEdit,
  type CreditList,
  type MoneyResult,
  type SubscriptionList,
  type accountSaveSchema,
} from '@lcars/contract/money';
import { bool } from '../../db/knex.js';
import { isoDate } from '../../db/paging.js';
import { badRequest, forbidden } from '../../http/errors.js';
import {
  DEFAULT_MAX_ACCOUNTS,
  checkOwnedLimit,
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
import {
  basisPointsToPercent,
  cents,
  creditRateColor,
  formatCents,
  monthlyRate,
  monthlyTotal,
  monthlyTwelfths,
  percentToBasisPoints,
  percentiles,
} from './arithmetic.js';
import { groupByCurrency, mainCurrencyOf } from './currencies.js';
import { moneyLookups, titleOf, type MoneyLookups } from './lookups.js';
import { copyTemplateRows } from './ledgers.js';
import { checkScheduleStart } from './schedules.js';
import { typed } from '../../db/typed.js';

export interface AccountRow {
  id: number;
  /** ISO 4217, null until set (then USD). */
  currency?: string | null;
  title: string;
  description: string;
  account_type_id: number;
  account_number: string;
  active: boolean | number;
  enable_account: boolean | number;
  enable_ledger: boolean | number;
  current_balance: unknown;
  percentage_rate: number;
  credit_limit: unknown;
  amount_per_cycle: unknown;
  schedule_interval_id: number | null;
  next_cycle_date: string | null;
  auto_increment_cycle_date: boolean | number;
  share_users_can_edit: boolean | number;
  share_users_can_edit_users: boolean | number;
  ledger_type_id: number;
  budget_template_id: number | null;
  created_by_id: number | null;
  modified_by_id: number | null;
  created_at: unknown;
  modified_at: unknown;
}

async function sharedUsersOf(db: Queryable, accountIds: readonly number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (accountIds.length === 0) return map;
  const rows = await typed<{ account_id: number; user_id: number }[]>(
    db('money_account_users')
      .whereIn('account_id', accountIds)
      .orderBy('user_id')
      .select('account_id', 'user_id'),
  );
  for (const row of rows) map.set(row.account_id, [...(map.get(row.account_id) ?? []), row.user_id]);
  return map;
}

async function ledgersOf(db: Queryable, accountIds: readonly number[]): Promise<Map<number, LookupRecord[]>> {
  const map = new Map<number, LookupRecord[]>();
  if (accountIds.length === 0) return map;
  const rows = await typed<{ id: number; title: string; account_id: number }[]>(
    db('money_ledgers').whereIn('account_id', accountIds).orderBy('id').select('id', 'title', 'account_id'),
  );
  for (const row of rows) {
    map.set(row.account_id, [...(map.get(row.account_id) ?? []), { id: row.id, title: row.title }]);
  }
  return map;
}

function toAccount(
  row: AccountRow,
  shared: number[],
  ledgers: LookupRecord[],
  permissions: Permissions,
): Account {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    accountTypeId: row.account_type_id,
    accountNumber: row.account_number,
    active: bool(row.active),
    enableAccount: bool(row.enable_account),
    enableLedger: bool(row.enable_ledger),
    currentBalance: cents(row.current_balance),
    percentageRate: basisPointsToPercent(row.percentage_rate),
    creditLimit: cents(row.credit_limit),
    amountPerCycle: cents(row.amount_per_cycle),
    autoIncrementCycleDate: bool(row.auto_increment_cycle_date),
    scheduleIntervalId: row.schedule_interval_id,
    nextCycleDate: row.next_cycle_date,
    sharedUsers: shared,
    shareUsersCanEdit: bool(row.share_users_can_edit),
    shareUsersCanEditUsers: bool(row.share_users_can_edit_users),
    ledgerTypeId: row.ledger_type_id,
    budgetTemplateId: row.budget_template_id,
    ledgers,
    modifiedDate: isoDate(row.modified_at),
    createdById: row.created_by_id,
    modifiedById: row.modified_by_id,
    canEdit: permissions.canEdit,
    canEditUsers: permissions.canEditUsers,
    currency: row.currency ?? DEFAULT_CURRENCY,
  };
}

/** The account rows the user sees, each with the user's permissions. */
async function visibleAccountRows(
  db: Queryable,
  userId: number,
  where?: (query: ReturnType<typeof visibleAccounts>) => void,
): Promise<{ row: AccountRow; permissions: Permissions }[]> {
  const query = visibleAccounts(db, userId).select('a.*').orderBy('a.title').orderBy('a.id');
  where?.(query);
  const rows = (await query) as AccountRow[];
  const sharedWithMe = new Set(
    (
      await typed<{ account_id: number }[]>(
        db('money_account_users')
          .where({ user_id: userId })
          .whereIn(
            'account_id',
            rows.map((row) => row.id),
          )
          .select('account_id'),
      )
    ).map((row) => row.account_id),
  );
  return rows.map((row) => ({ row, permissions: permissionsOf(row, userId, sharedWithMe.has(row.id)) }));
}

/** One account the user may see, or 404 (never saying whether it exists). */
export async function loadAccount(
  db: Queryable,
  userId: number,
  id: number,
): Promise<{ row: AccountRow; permissions: Permissions }> {
  const row = (await db('money_accounts').where({ id }).first()) as AccountRow | undefined;
  if (!row) throw notFoundMoney('account', id);
  const shared = await typed<{ user_id: number } | undefined>(
    db('money_account_users').where({ account_id: id, user_id: userId }).first('user_id'),
  );
  if (row.created_by_id !== userId && !shared) throw notFoundMoney('account', id);
  return { row, permissions: permissionsOf(row, userId, shared !== undefined) };
}

export async function listAccounts({ db, user }: MoneyContext): Promise<Account[]> {
  const rows = await visibleAccountRows(db, user.id);
  const ids = rows.map(({ row }) => row.id);
  const [shared, ledgers] = await Promise.all([sharedUsersOf(db, ids), ledgersOf(db, ids)]);
  return rows.map(({ row, permissions }) =>
    toAccount(row, shared.get(row.id) ?? [], ledgers.get(row.id) ?? [], permissions),
  );
}

export async function getAccount({ db, user }: MoneyContext, id: number): Promise<Account> {
  const { row, permissions } = await loadAccount(db, user.id, id);
  const [shared, ledgers] = await Promise.all([sharedUsersOf(db, [id]), ledgersOf(db, [id])]);
  return toAccount(row, shared.get(id) ?? [], ledgers.get(id) ?? [], permissions);
}

async function choices(
  db: Queryable,
  userId: number,
  exceptAccount: number,
): Promise<{
  availableAccounts: LookupRecord[];
  availableLedgers: LookupRecord[];
}> {
  const accounts = await typed<LookupRecord[]>(
    visibleAccounts(db, userId).whereNot('a.id', exceptAccount).orderBy('a.title').select('a.id', 'a.title'),
  );
  const ledgers = await typed<LookupRecord[]>(
    visibleLedgers(db, userId).orderBy('l.title').select('l.id', 'l.title'),
  );
  return { availableAccounts: accounts, availableLedgers: ledgers };
}

/** The edit form: the account plus the accounts and ledgers it may link to, and its creation date. */
export async function getAccountEdit(context: MoneyContext, id: number): Promise<AccountEdit> {
  const account = await getAccount(context, id);
  const row = await typed<{
    created_at: unknown;
  }>(context.db('money_accounts').where({ id }).first('created_at'));
  return {
    ...account,
    ...(await choices(context.db, context.user.id, id)),
    createdDate: isoDate(row.created_at),
  };
}

export function accountLookups({ db }: MoneyContext): Promise<MoneyLookups> {
  return moneyLookups(db);
}

async function checkUsers(db: Queryable, ids: readonly number[], field: string): Promise<void> {
  if (ids.length === 0) return;
  const found = await typed<{ id: number }[]>(
    db('users')
      .whereIn('id', [...new Set(ids)])
      .select('id'),
  );
  if (found.length !== new Set(ids).size) {
    throw badRequest([{ field, message: 'Every shared user must be an existing user.' }]);
  }
}

type AccountInput = z.output<typeof accountSaveSchema>;

/** Creates (id 0, Money/Create) or updates (Money/Update, owner or shared editor) an account. */
export async function saveAccount(context: MoneyContext, input: AccountInput): Promise<MoneyResult<Account>> {
  const { db, user } = context;
  const sharedUsers = [...new Set(input.sharedUsers.filter((id) => id !== user.id))];
  await checkUsers(db, sharedUsers, 'sharedUsers');
  if (input.budgetTemplateId !== null) {
    const template = (await visibleLedgers(db, user.id)
      .where({ 'l.id': input.budgetTemplateId, 'l.ledger_type_id': LedgerType.Template })
      .first('l.id')) as unknown;
    if (!template) {
      throw badRequest([
        { field: 'budgetTemplateId', message: 'Budget template is not one of your templates.' },
      ]);
    }
  }
  const fields = {
    title: input.title,
    description: input.description,
    account_type_id: input.accountTypeId,
    account_number: input.accountNumber,
    active: input.active,
    enable_account: input.enableAccount,
    enable_ledger: input.enableLedger,
    current_balance: input.currentBalance,
    percentage_rate: percentToBasisPoints(input.percentageRate),
    credit_limit: input.creditLimit,
    amount_per_cycle: input.amountPerCycle,
    schedule_interval_id: input.scheduleIntervalId,
    next_cycle_date: input.nextCycleDate,
    auto_increment_cycle_date: input.autoIncrementCycleDate,
    ledger_type_id: input.ledgerTypeId,
    budget_template_id: input.budgetTemplateId,
    modified_by_id: user.id,
    ...(input.currency !== undefined && { currency: input.currency }),
  };

  const id = await db.transaction(async (trx) => {
    let accountId = input.id;
    if (accountId === 0) {
      requireMoneyClaim(user, 'Create');
      checkScheduleStart(input.nextCycleDate);
      await checkOwnedLimit(
        trx,
        'money_accounts',
        user.id,
        context.config?.moneyMaxAccountsPerUser ?? DEFAULT_MAX_ACCOUNTS,
      );
      const [inserted] = await typed<{ id: number }[]>(
        trx('money_accounts')
          .insert({
            ...fields,
            share_users_can_edit: input.shareUsersCanEdit,
            share_users_can_edit_users: input.shareUsersCanEditUsers,
            created_by_id: user.id,
          })
          .returning('id'),
      );
      accountId = Number(inserted?.id);
      if (sharedUsers.length > 0) {
        await trx('money_account_users').insert(
          sharedUsers.map((userId) => ({ account_id: accountId, user_id: userId })),
        );
      }
    } else {
      requireMoneyClaim(user, 'Update');
      const { row, permissions } = await loadAccount(trx, user.id, accountId);
      requireEdit(permissions, 'account');
      checkScheduleStart(input.nextCycleDate, row.next_cycle_date);
      const current = (
        await typed<
          {
            user_id: number;
          }[]
        >(trx('money_account_users').where({ account_id: accountId }).select('user_id'))
      ).map((share) => share.user_id);
      const sameUsers =
        current.length === sharedUsers.length && current.every((userId) => sharedUsers.includes(userId));
      const usersChanged =
        !sameUsers ||
        input.shareUsersCanEdit !== bool(row.share_users_can_edit) ||
        input.shareUsersCanEditUsers !== bool(row.share_users_can_edit_users);
      if (usersChanged && !permissions.canEditUsers) {
        throw forbidden('You may not change who this account is shared with.');
      }
      await trx('money_accounts')
        .where({ id: accountId })
        .update({
          ...fields,
          share_users_can_edit: input.shareUsersCanEdit,
          share_users_can_edit_users: input.shareUsersCanEditUsers,
          modified_at: trx.fn.now(),
        });
      if (!sameUsers) {
        await trx('money_account_users').where({ account_id: accountId }).delete();
        if (sharedUsers.length > 0) {
          await trx('money_account_users').insert(
            sharedUsers.map((userId) => ({ account_id: accountId, user_id: userId })),
          );
        }
      }
    }
    // enableLedger: the account gets its own ledger (balance mode Account), started from the budget template.
    if (input.enableLedger) {
      const existing = (await trx('money_ledgers').where({ account_id: accountId }).first('id')) as unknown;
      if (!existing) {
        const [ledger] = await typed<{ id: number }[]>(
          trx('money_ledgers')
            .insert({
              title: input.title,
              account_id: accountId,
              balance_mode_id: BalanceMode.Account,
              balance_account_id: accountId,
              ledger_type_id:
                input.ledgerTypeId === LedgerType.Template ? LedgerType.Standard : input.ledgerTypeId,
              created_by_id: user.id,
              modified_by_id: user.id,
            })
            .returning('id'),
        );
        if (input.budgetTemplateId !== null && ledger) {
          await copyTemplateRows(trx, input.budgetTemplateId, Number(ledger.id), user.id);
        }
      }
    }
    return accountId;
  });
  return { success: true, message: MONEY_MESSAGES.accountSaved, result: await getAccount(context, id) };
}

export async function deleteAccount({ db, user }: MoneyContext, id: number): Promise<MoneyResult<boolean>> {
  const title = await db.transaction(async (trx) => {
    const { row, permissions } = await loadAccount(trx, user.id, id);
    requireOwner(permissions, 'account');
    // The account's own ledgers go with it; ledgers that only follow its balance keep their rows.
    await trx('money_ledgers').where({ account_id: id }).delete();
    await trx('money_schedule_postings').where({ owner_kind: 'account', owner_id: id }).delete();
    await trx('money_accounts').where({ id }).delete();
    return row.title;
  });
  return { success: true, message: MONEY_MESSAGES.accountDeleted(title), result: true };
}

/** Active credit accounts (types 4, 5, 6, 7, 9) with display text and the rate colour; optional type filter. */
export async function creditAccountList(
  { db, user }: MoneyContext,
  accountTypeId?: number,
): Promise<CreditList> {
  const rows = (
    await visibleAccountRows(db, user.id, (query) => {
      query.whereIn('a.account_type_id', [...CREDIT_ACCOUNT_TYPES]).andWhere('a.active', true);
      if (accountTypeId !== undefined) query.andWhere('a.account_type_id', accountTypeId);
    })
  ).map(({ row }) => row);
  const ranks = percentiles(rows.map((row) => row.percentage_rate));
  const records = rows.map((row, index) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    accountType: row.account_type_id,
    currentBalance: cents(row.current_balance),
    percentageRate: basisPointsToPercent(row.percentage_rate),
    creditLimit: cents(row.credit_limit),
    active: bool(row.active) ? ('Yes' as const) : ('No' as const),
    shareUsersCanEdit: bool(row.share_users_can_edit),
    modifiedDate: isoDate(row.modified_at),
    createdById: row.created_by_id,
    currentBalanceFormatted: formatCents(cents(row.current_balance)),
    creditLimitFormatted: formatCents(cents(row.credit_limit)),
    rateColor: creditRateColor(ranks[index] ?? 0),
    currency: row.currency ?? DEFAULT_CURRENCY,
  }));
  const byCurrency = groupByCurrency(records).map(([currency, rows]) => ({
    currency,
    balance: rows.reduce((sum, row) => sum + row.currentBalance, 0),
    limit: rows.reduce((sum, row) => sum + row.creditLimit, 0),
  }));
  const main = byCurrency.find((total) => total.currency === mainCurrencyOf(records));
  const totalBalance = main?.balance ?? 0;
  const totalLimit = main?.limit ?? 0;
  return {
    records,
    totalBalance,
    totalLimit,
    totalsByCurrency: byCurrency,
    totalBalanceFormatted: formatCents(totalBalance),
    totalLimitFormatted: formatCents(totalLimit),
  };
}

/**
 * Subscription accounts (types 3, 8, 11) with the exact monthly equivalent of each. By default only active
 * ones and no leases; the total is the exact sum of the shown rows, rounded once.
 */
export async function subscriptionList(
  { db, user }: MoneyContext,
  options: { includeInactive: boolean; includeLeases: boolean },
): Promise<SubscriptionList> {
  const types = SUBSCRIPTION_ACCOUNT_TYPES.filter(
    (type) => options.includeLeases || type !== AccountType.Lease,
  );
  const rows = (
    await visibleAccountRows(db, user.id, (query) => {
      query.whereIn('a.account_type_id', types);
      if (!options.includeInactive) query.andWhere('a.active', true);
    })
  ).map(({ row }) => row);
  const lookups = await moneyLookups(db);
  const records = rows.map((row) => {
    const amountPerCycle = cents(row.amount_per_cycle);
    const perCycleRate = monthlyRate(amountPerCycle, row.schedule_interval_id);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      scheduleIntervalId: row.schedule_interval_id,
      accountTypeId: row.account_type_id,
      frequency: titleOf(lookups.intervals, row.schedule_interval_id),
      amountPerCycle,
      automated: bool(row.auto_increment_cycle_date),
      nextCycleDate: row.next_cycle_date,
      perCycleRate,
      perCycleRateTwelfths: Number(monthlyTwelfths(amountPerCycle, row.schedule_interval_id)),
      active: bool(row.active),
      shareUsersCanEdit: bool(row.share_users_can_edit),
      modifiedDate: isoDate(row.modified_at),
      createdById: row.created_by_id,
      amountPerCycleFormatted: formatCents(amountPerCycle),
      perCycleRateFormatted: formatCents(perCycleRate),
      currency: row.currency ?? DEFAULT_CURRENCY,
    };
  });
  const active = rows.filter((row) => bool(row.active));
  const byCurrency = groupByCurrency(
    active.map((row) => ({ row, currency: row.currency ?? DEFAULT_CURRENCY })),
  ).map(([currency, entries]) => ({
    currency,
    amount: monthlyTotal(
      entries.map(({ row }) => ({
        amountPerCycle: cents(row.amount_per_cycle),
        intervalId: row.schedule_interval_id,
      })),
    ),
  }));
  const main = mainCurrencyOf(active.map((row) => ({ currency: row.currency ?? DEFAULT_CURRENCY })));
  const totalPerMonth = byCurrency.find((total) => total.currency === main)?.amount ?? 0;
  return {
    records,
    totalPerMonth,
    totalsPerMonthByCurrency: byCurrency,
    totalPerMonthFormatted: formatCents(totalPerMonth),
  };
}
