// Who may see and change a Money account or ledger: the owner, or a user it is shared with. A user who is
// neither gets 404 (existence is not leaked); a shared user may edit only with shareUsersCanEdit, and may
// change the user list only with shareUsersCanEditUsers. Deleting is for the owner.
import type { Knex } from 'knex';
import { hasClaim } from '@lcars/contract';
import type { Db } from '../../db/knex.js';
import type { ReadCache } from '../../db/read-cache.js';
import { bool, lockKeys } from '../../db/knex.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import type { AuthUser } from '../../http/context.js';

export type Queryable = Db | Knex.Transaction;

export interface MoneyContext {
  db: Db;
  user: AuthUser;
  /** The server's read cache, for the reads every page repeats (absent: read the database each time). */
  cache?: ReadCache;
  /** How many accounts and ledgers a user may own (absent: the defaults of config.ts). */
  config?: { moneyMaxAccountsPerUser: number; moneyMaxLedgersPerUser: number };
}

/** The limits when the context carries no configuration (config.ts has the same defaults). */
export const DEFAULT_MAX_ACCOUNTS = 500;
export const DEFAULT_MAX_LEDGERS = 1000;

/**
 * Refuses a new account or ledger past the owner's limit (a bound on what the scheduler walks for one
 * user). Counted under a per-user lock, so concurrent creations cannot pass it.
 */
export async function checkOwnedLimit(
  trx: Knex.Transaction,
  table: 'money_accounts' | 'money_ledgers',
  userId: number,
  max: number,
): Promise<void> {
  await lockKeys(trx, [`${table}:owner:${userId}`]);
  const row = (await trx(table).where({ created_by_id: userId }).count({ n: '*' }).first()) as
    { n?: unknown } | undefined;
  if (Number(row?.n ?? 0) >= max) {
    const what = table === 'money_accounts' ? 'accounts' : 'ledgers';
    throw conflict(`You have reached the limit of ${max} ${what}.`);
  }
}

export interface Permissions {
  owner: boolean;
  canEdit: boolean;
  canEditUsers: boolean;
  /** 0 shared only, 1 left group, 2 right group (ledgers). */
  side: number;
}

interface Shareable {
  created_by_id: number | null;
  share_users_can_edit: boolean | number;
  share_users_can_edit_users: boolean | number;
}

export function permissionsOf(row: Shareable, userId: number, shared: boolean, side = 0): Permissions {
  const owner = row.created_by_id === userId;
  return {
    owner,
    canEdit: owner || (shared && bool(row.share_users_can_edit)),
    canEditUsers: owner || (shared && bool(row.share_users_can_edit_users)),
    side,
  };
}

/** Money/Create, Money/Update or Money/Delete, checked where one route serves several (save: create or update). */
export function requireMoneyClaim(user: AuthUser, value: 'Create' | 'Update' | 'Delete'): void {
  if (!hasClaim(user.claims, 'Money', value)) {
    throw forbidden(`This needs the Money claim ${value}.`);
  }
}

export function requireEdit(permissions: Permissions, what: string): void {
  if (!permissions.canEdit) throw forbidden(`This ${what} is shared with you read-only.`);
}

export function requireOwner(permissions: Permissions, what: string): void {
  if (!permissions.owner) throw forbidden(`Only the owner may delete this ${what}.`);
}

/** Accounts the user owns or that are shared with them. */
export function visibleAccounts(db: Queryable, userId: number): Knex.QueryBuilder {
  return db('money_accounts as a').where((where) => {
    where.where('a.created_by_id', userId).orWhereExists((exists) => {
      exists
        .select(db.raw('1'))
        .from('money_account_users as s')
        .whereRaw('s.account_id = a.id')
        .andWhere('s.user_id', userId);
    });
  });
}

/** Ledgers the user owns or that are shared with them. */
export function visibleLedgers(db: Queryable, userId: number): Knex.QueryBuilder {
  return db('money_ledgers as l').where((where) => {
    where.where('l.created_by_id', userId).orWhereExists((exists) => {
      exists
        .select(db.raw('1'))
        .from('money_ledger_users as s')
        .whereRaw('s.ledger_id = l.id')
        .andWhere('s.user_id', userId);
    });
  });
}

/** Accounts the user may change: owned, or shared with them with shareUsersCanEdit. */
export function editableAccounts(db: Queryable, userId: number): Knex.QueryBuilder {
  return db('money_accounts as a').where((where) => {
    where.where('a.created_by_id', userId).orWhere((shared) => {
      shared.where('a.share_users_can_edit', true).whereExists((exists) => {
        exists
          .select(db.raw('1'))
          .from('money_account_users as s')
          .whereRaw('s.account_id = a.id')
          .andWhere('s.user_id', userId);
      });
    });
  });
}

/** Ledgers the user may change: owned, or shared with them with shareUsersCanEdit. */
export function editableLedgers(db: Queryable, userId: number): Knex.QueryBuilder {
  return db('money_ledgers as l').where((where) => {
    where.where('l.created_by_id', userId).orWhere((shared) => {
      shared.where('l.share_users_can_edit', true).whereExists((exists) => {
        exists
          .select(db.raw('1'))
          .from('money_ledger_users as s')
          .whereRaw('s.ledger_id = l.id')
          .andWhere('s.user_id', userId);
      });
    });
  });
}

/**
 * Whether the user may edit the account now. A ledger's link to an account (balance mode 2) moves it only
 * while the ledger's owner may: checked at every posting, so taking a share back (or making it read-only)
 * stops a ledger linked while the share lasted from moving the owner's money.
 */
export async function mayEditAccount(
  db: Queryable,
  userId: number | null,
  accountId: number,
): Promise<boolean> {
  if (userId === null) return false;
  const found = (await editableAccounts(db, userId).where('a.id', accountId).first('a.id')) as unknown;
  return found !== undefined;
}

/** A 404 says what a person can do about it: the thing may not exist, or may not be shared with them. */
export const notFoundMoney = (what: string, id: number) =>
  notFound(`The ${what} ${id} does not exist, or it is not shared with you.`);
