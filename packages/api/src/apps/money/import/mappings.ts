// CSV column mappings saved per user under a bank's name (issue 31): a bank writes every account's file the
// same way, so one mapping serves every ledger its files go into. Each user sees and changes only their own.
import type { z } from 'zod';
import {
  BANK_MAPPINGS_MAX,
  csvMappingSchema,
  type BankMapping,
  type bankMappingSaveSchema,
} from '@lcars/contract/money';
import { lockKeys } from '../../../db/knex.js';
import { typed } from '../../../db/typed.js';
import { conflict, notFound } from '../../../http/errors.js';
import type { MoneyContext } from '../access.js';

interface MappingRow {
  id: number;
  name: string;
  mapping: string;
  modified_at: string | Date;
}

/** A stored row as the contract's mapping; a row whose JSON no longer fits the schema is left out. */
function toMapping(row: MappingRow): BankMapping | null {
  try {
    const parsed = csvMappingSchema.safeParse(JSON.parse(row.mapping));
    if (!parsed.success) return null;
    return {
      id: Number(row.id),
      name: row.name,
      mapping: parsed.data,
      modifiedAt: new Date(row.modified_at).toISOString(),
    };
  } catch {
    return null;
  }
}

export async function listBankMappings({ db, user }: MoneyContext): Promise<BankMapping[]> {
  const rows = await typed<MappingRow[]>(
    db('money_bank_mappings')
      .where({ user_id: user.id })
      .orderBy('name')
      .select('id', 'name', 'mapping', 'modified_at'),
  );
  return rows.flatMap((row) => toMapping(row) ?? []);
}

/** Saves under the name, replacing the caller's mapping of that name; at most BANK_MAPPINGS_MAX each. */
export async function saveBankMapping(
  { db, user }: MoneyContext,
  input: z.output<typeof bankMappingSaveSchema>,
): Promise<BankMapping> {
  const row = await db.transaction(async (trx) => {
    await lockKeys(trx, [`money_bank_mappings:${user.id}`]);
    const existing = await typed<{ id: number } | undefined>(
      trx('money_bank_mappings').where({ user_id: user.id, name: input.name }).first('id'),
    );
    const mapping = JSON.stringify(input.mapping);
    if (existing) {
      await trx('money_bank_mappings')
        .where({ id: existing.id })
        .update({ mapping, modified_at: trx.fn.now() });
      return typed<MappingRow | undefined>(trx('money_bank_mappings').where({ id: existing.id }).first());
    }
    const counted = await typed<{ n?: unknown } | undefined>(
      trx('money_bank_mappings').where({ user_id: user.id }).count({ n: '*' }).first(),
    );
    if (Number(counted?.n ?? 0) >= BANK_MAPPINGS_MAX)
      throw conflict(`You have ${BANK_MAPPINGS_MAX} saved mappings: delete one first.`);
    const [inserted] = await typed<{ id: number }[]>(
      trx('money_bank_mappings').insert({ user_id: user.id, name: input.name, mapping }).returning(['id']),
    );
    return typed<MappingRow | undefined>(
      trx('money_bank_mappings')
        .where({ id: Number(inserted?.id) })
        .first(),
    );
  });
  const mapping = row ? toMapping(row) : null;
  if (!mapping) throw new Error('The mapping was not stored.');
  return mapping;
}

/** Deletes one of the caller's mappings; another user's is 404, as if it did not exist. */
export async function deleteBankMapping({ db, user }: MoneyContext, id: number): Promise<boolean> {
  const removed = await db('money_bank_mappings').where({ id, user_id: user.id }).delete();
  if (removed === 0) throw notFound(`No mapping ${id}.`);
  return true;
}
