// Money, depth: rules. A user's ordered rules, each a list of conditions (all must hold) and actions; they run
// in order on a transaction as it is entered and on each row of a bank import before it is posted, each
// rule seeing what the ones before it set. Matching is plain string work (lower-case includes, equals,
// starts with) and integer comparison: never a user's regular expression. The rules of a ledger's owner
// run on its rows (they name the owner's categories).
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  BUDGETING_LIMITS,
  ruleActionsSchema,
  ruleConditionSchema,
  type Rule,
  type RuleActions,
  type RuleCondition,
  type RuleApplied,
  type RulePreview,
  type ruleOrderSchema,
  type ruleSaveSchema,
} from '@lcars/contract/money';
import { bool, lockKeys } from '../../db/knex.js';
import { typed } from '../../db/typed.js';
import { badRequest, conflict } from '../../http/errors.js';
import { notFoundMoney, type MoneyContext, type Queryable } from './access.js';
import { cents } from './arithmetic.js';
import { payeeByName, payeeKey } from './payees.js';
import { lockLedger } from './postings.js';

/** What a rule reads and writes of a transaction. */
export interface RuleSubject {
  memo: string;
  /** Signed cents as stored. */
  amount: number;
  payee: string | null;
  categoryId: number | null;
}

function holds(condition: RuleCondition, subject: RuleSubject): boolean {
  const memo = subject.memo.toLowerCase();
  switch (condition.kind) {
    case 'memoContains':
      return memo.includes(condition.value.toLowerCase());
    case 'memoEquals':
      return memo.trim() === condition.value.trim().toLowerCase();
    case 'memoStartsWith':
      return memo.startsWith(condition.value.toLowerCase());
    case 'amountEquals':
      return subject.amount === condition.value;
    case 'amountRange':
      return subject.amount >= condition.min && subject.amount <= condition.max;
    case 'payeeIs':
      return subject.payee !== null && payeeKey(subject.payee) === payeeKey(condition.value);
  }
}

/** The subject after the rules, in order (a rule sees what the ones before it set). */
export function runRules(
  rules: readonly { conditions: readonly RuleCondition[]; actions: RuleActions }[],
  subject: RuleSubject,
): RuleSubject {
  let current = subject;
  for (const rule of rules) {
    if (!rule.conditions.every((condition) => holds(condition, current))) continue;
    current = {
      ...current,
      ...(rule.actions.categoryId !== undefined ? { categoryId: rule.actions.categoryId } : {}),
      ...(rule.actions.payee !== undefined ? { payee: rule.actions.payee } : {}),
      ...(rule.actions.memo !== undefined ? { memo: rule.actions.memo } : {}),
    };
  }
  return current;
}

interface RuleRow {
  id: number;
  name: string;
  position: number;
  conditions: string;
  actions: string;
}

/** A stored rule, validated again as it is read (a row that no longer parses is skipped). */
function toRule(row: RuleRow): Rule | null {
  try {
    const conditions = ruleConditionSchema.array().safeParse(JSON.parse(row.conditions));
    const actions = ruleActionsSchema.safeParse(JSON.parse(row.actions));
    if (!conditions.success || !actions.success) return null;
    return {
      id: Number(row.id),
      name: row.name,
      position: Number(row.position),
      conditions: conditions.data,
      actions: actions.data,
    };
  } catch {
    return null;
  }
}

async function rulesOf(db: Queryable, userId: number): Promise<Rule[]> {
  const rows = await typed<RuleRow[]>(
    db('money_rules').where({ user_id: userId }).orderBy(['position', 'id']),
  );
  return rows.map(toRule).filter((rule): rule is Rule => rule !== null);
}

export const listRules = ({ db, user }: MoneyContext): Promise<Rule[]> => rulesOf(db, user.id);

type SaveInput = z.output<typeof ruleSaveSchema>;

async function checkActions(db: Queryable, userId: number, actions: RuleActions): Promise<void> {
  if (actions.categoryId === undefined) return;
  const found = await typed<unknown>(
    db('money_categories').where({ id: actions.categoryId, user_id: userId }).first('id'),
  );
  if (!found) {
    throw badRequest([
      { field: 'actions.categoryId', message: `The category ${actions.categoryId} is not yours.` },
    ]);
  }
}

async function ownRule(db: Queryable, userId: number, id: number): Promise<Rule> {
  const row = await typed<RuleRow | undefined>(db('money_rules').where({ id, user_id: userId }).first());
  const rule = row ? toRule(row) : null;
  if (!rule) throw notFoundMoney('rule', id);
  return rule;
}

export function createRule({ db, user }: MoneyContext, input: SaveInput): Promise<Rule> {
  return db.transaction(async (trx) => {
    await checkActions(trx, user.id, input.actions);
    await lockKeys(trx, [`money_rules:owner:${user.id}`]);
    const stats = await typed<{ n?: unknown; top?: unknown } | undefined>(
      trx('money_rules')
        .where({ user_id: user.id })
        .first(trx.raw('count(*) as n'), trx.raw('max(position) as top')),
    );
    if (Number(stats?.n ?? 0) >= BUDGETING_LIMITS.rules) {
      throw conflict(`You have reached the limit of ${BUDGETING_LIMITS.rules} rules.`);
    }
    const [row] = await typed<{ id: number }[]>(
      trx('money_rules')
        .insert({
          user_id: user.id,
          position: Number(stats?.top ?? 0) + 1,
          name: input.name,
          conditions: JSON.stringify(input.conditions),
          actions: JSON.stringify(input.actions),
        })
        .returning(['id']),
    );
    if (!row) throw new Error('The rule was not stored.');
    return ownRule(trx, user.id, Number(row.id));
  });
}

export function updateRule({ db, user }: MoneyContext, id: number, input: SaveInput): Promise<Rule> {
  return db.transaction(async (trx) => {
    await ownRule(trx, user.id, id);
    await checkActions(trx, user.id, input.actions);
    await trx('money_rules')
      .where({ id })
      .update({
        name: input.name,
        conditions: JSON.stringify(input.conditions),
        actions: JSON.stringify(input.actions),
      });
    return ownRule(trx, user.id, id);
  });
}

export async function deleteRule({ db, user }: MoneyContext, id: number): Promise<boolean> {
  await ownRule(db, user.id, id);
  await db('money_rules').where({ id, user_id: user.id }).delete();
  return true;
}

export function orderRules(
  { db, user }: MoneyContext,
  input: z.output<typeof ruleOrderSchema>,
): Promise<Rule[]> {
  return db.transaction(async (trx) => {
    await lockKeys(trx, [`money_rules:owner:${user.id}`]);
    const ids = (
      await typed<{ id: number }[]>(trx('money_rules').where({ user_id: user.id }).select('id'))
    ).map((row) => Number(row.id));
    const sent = new Set(input.ids);
    if (sent.size !== input.ids.length || sent.size !== ids.length || ids.some((id) => !sent.has(id))) {
      throw badRequest([
        { field: 'ids', message: 'Send every one of your rules once, in the order to run them.' },
      ]);
    }
    for (const [position, id] of input.ids.entries()) {
      await trx('money_rules')
        .where({ id, user_id: user.id })
        .update({ position: position + 1 });
    }
    return rulesOf(trx, user.id);
  });
}

/** What the rules decided for one row, and how to write it. */
export interface RuleRunner {
  /** The subject after the owner's rules. */
  run(subject: RuleSubject): RuleSubject;
  /** Writes the category and payee the rules chose onto a posted row (the memo goes in with the row). */
  tag(
    trx: Knex.Transaction,
    transactionId: number | string,
    before: RuleSubject,
    after: RuleSubject,
  ): Promise<void>;
}

/** The rules of a ledger's owner, read once for a posting or a whole import. */
export async function ruleRunner(trx: Knex.Transaction, ownerId: number | null): Promise<RuleRunner> {
  const rules = ownerId === null ? [] : await rulesOf(trx, ownerId);
  // A rule may name a category deleted since: it is not set (the row stays as it was).
  const categories =
    ownerId === null
      ? new Set<number>()
      : new Set(
          (
            await typed<{ id: number }[]>(trx('money_categories').where({ user_id: ownerId }).select('id'))
          ).map((row) => Number(row.id)),
        );
  return {
    run: (subject) => (rules.length === 0 ? subject : runRules(rules, subject)),
    tag: async (db, transactionId, before, after) => {
      const changes: Record<string, unknown> = {};
      if (
        after.categoryId !== before.categoryId &&
        after.categoryId !== null &&
        categories.has(after.categoryId)
      )
        changes.category_id = after.categoryId;
      if (after.payee !== before.payee && after.payee !== null && ownerId !== null)
        changes.payee_id = (await payeeByName(db, ownerId, after.payee)).id;
      if (Object.keys(changes).length > 0)
        await db('money_transactions').where({ id: transactionId }).update(changes);
    },
  };
}

interface ScannedRow {
  id: number | string;
  ledger_id: number;
  transaction_date: string;
  amount: unknown;
  memo: string;
  category_id: number | null;
  payee: string | null;
  is_split: unknown;
  statement_locked: unknown;
}

/** A row the rule would change: the row, and its memo, category and payee before and after. */
interface RuleChange {
  row: ScannedRow;
  before: RuleSubject;
  after: RuleSubject;
}

/**
 * The caller's recent transactions (at most BUDGETING_LIMITS.previewScan, newest first, in the ledgers the
 * caller owns) that this rule alone would change, with the change.
 */
async function ruleChanges(
  db: Queryable,
  userId: number,
  input: SaveInput,
): Promise<{ scanned: number; changes: RuleChange[] }> {
  const rows = await typed<ScannedRow[]>(
    db('money_transactions as t')
      .leftJoin('money_payees as p', 'p.id', 't.payee_id')
      .whereIn('t.ledger_id', db('money_ledgers').where({ created_by_id: userId }).select('id'))
      .orderBy([
        { column: 't.transaction_date', order: 'desc' },
        { column: 't.id', order: 'desc' },
      ])
      .limit(BUDGETING_LIMITS.previewScan)
      .select(
        't.id',
        't.ledger_id',
        't.transaction_date',
        't.amount',
        't.memo',
        't.category_id',
        'p.name as payee',
        't.is_split',
        't.statement_locked',
      ),
  );
  const rule = [{ conditions: input.conditions, actions: input.actions }];
  const changes: RuleChange[] = [];
  for (const row of rows) {
    const before: RuleSubject = {
      memo: row.memo,
      amount: cents(row.amount),
      payee: row.payee,
      categoryId: row.category_id === null ? null : Number(row.category_id),
    };
    const after = runRules(rule, before);
    const differs =
      after.memo !== before.memo ||
      after.categoryId !== before.categoryId ||
      (after.payee !== null && payeeKey(after.payee) !== payeeKey(before.payee ?? ''));
    if (differs) changes.push({ row, before, after });
  }
  return { scanned: rows.length, changes };
}

/**
 * Which of the caller's recent transactions (at most BUDGETING_LIMITS.previewScan, newest first, in the
 * ledgers the caller owns) this rule alone would change, and to what; at most previewRows listed.
 */
export async function previewRule({ db, user }: MoneyContext, input: SaveInput): Promise<RulePreview> {
  await checkActions(db, user.id, input.actions);
  const { scanned, changes } = await ruleChanges(db, user.id, input);
  return {
    scanned,
    matched: changes.length,
    rows: changes.slice(0, BUDGETING_LIMITS.previewRows).map(({ row, before, after }) => ({
      transactionId: Number(row.id),
      ledgerId: Number(row.ledger_id),
      transactionDate: row.transaction_date,
      amount: before.amount,
      memo: before.memo,
      categoryId: before.categoryId,
      payee: before.payee,
      newCategoryId: after.categoryId,
      newPayee: after.payee,
      newMemo: after.memo,
    })),
  };
}

/**
 * Applies a saved rule to the transactions its preview lists (the caller's latest, in the ledgers they own),
 * in one database transaction. A row locked by a statement is left as it is, and so is a split row's category
 * (its categories are its parts'); both are counted as skipped.
 */
export function applyRule({ db, user }: MoneyContext, id: number): Promise<RuleApplied> {
  return db.transaction(async (trx) => {
    const rule = await ownRule(trx, user.id, id);
    const input = { name: rule.name, conditions: rule.conditions, actions: rule.actions };
    await checkActions(trx, user.id, input.actions);
    // The owner's ledgers locked in id order, as a transfer locks its two: no write of theirs runs meanwhile.
    const ledgers = await typed<{ id: number }[]>(
      trx('money_ledgers').where({ created_by_id: user.id }).orderBy('id').select('id'),
    );
    for (const ledger of ledgers) await lockLedger(trx, ledger.id);
    const { scanned, changes } = await ruleChanges(trx, user.id, input);
    let applied = 0;
    let skipped = 0;
    for (const { row, before, after } of changes) {
      if (bool(row.statement_locked ?? false)) {
        skipped += 1;
        continue;
      }
      const update: Record<string, unknown> = {};
      if (after.memo !== before.memo) update.memo = after.memo;
      if (after.categoryId !== before.categoryId && !bool(row.is_split))
        update.category_id = after.categoryId;
      if (after.payee !== null && payeeKey(after.payee) !== payeeKey(before.payee ?? ''))
        update.payee_id = (await payeeByName(trx, user.id, after.payee)).id;
      if (Object.keys(update).length === 0) {
        skipped += 1;
        continue;
      }
      await trx('money_transactions')
        .where({ id: row.id })
        .update({ ...update, modified_by_id: user.id, modified_at: trx.fn.now() });
      applied += 1;
    }
    return { scanned, applied, skipped };
  });
}
