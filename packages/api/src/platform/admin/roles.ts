// Roles and their claims. The seeded roles (Admin, Recipe Super User, Member) cannot be deleted or renamed.
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { AdminRole, Claim, adminRoleSaveSchema } from '@lcars/contract';
import type { Db } from '../../db/knex.js';
import { bool, count } from '../../db/knex.js';
import { conflict, notFound } from '../../http/errors.js';
import { audit } from '../audit/service.js';
import { normalizeName } from '../users/service.js';
import { isUniqueViolation } from './users.js';

interface RoleRow {
  id: number;
  name: string;
  description: string;
  is_system: boolean | number;
}

export async function listRoles(db: Db): Promise<{ records: AdminRole[] }> {
  const [roles, claims, users] = await Promise.all([
    db<RoleRow>('roles').orderBy('id'),
    db('role_claims')
      .orderBy(['claim_type', 'claim_value'])
      .select<{ role_id: number; claim_type: string; claim_value: string }[]>('*'),
    db('user_roles')
      .groupBy('role_id')
      .select<{ role_id: number; n: unknown }[]>('role_id', db.raw('count(*) as n')),
  ]);
  return {
    records: roles.map((role) => ({
      id: role.id,
      name: role.name,
      description: role.description,
      isBuiltIn: bool(role.is_system),
      claims: claims
        .filter((c) => c.role_id === role.id)
        .map((c): Claim => ({ type: c.claim_type, value: c.claim_value })),
      userCount: count(users.find((u) => u.role_id === role.id)?.n),
    })),
  };
}

async function getRole(db: Db, id: number): Promise<AdminRole> {
  const role = (await listRoles(db)).records.find((r) => r.id === id);
  if (!role) throw notFound('The role was not found.');
  return role;
}

/**
 * Runs the save; a name taken by a concurrent save (after this one found it free, before it wrote) is the same
 * conflict as one found taken: a 409, not the unique index's error.
 */
async function saveInTransaction(
  db: Db,
  name: string,
  save: (trx: Knex.Transaction) => Promise<number>,
): Promise<number> {
  try {
    return await db.transaction(save);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A role named ${name} exists already.`);
    throw error;
  }
}

export async function saveRole(
  db: Db,
  actorId: number,
  input: z.output<typeof adminRoleSaveSchema>,
): Promise<AdminRole> {
  const normalized = normalizeName(input.name);
  const id = await saveInTransaction(db, input.name, async (trx) => {
    const clash = await trx('roles')
      .where({ normalized_name: normalized })
      .whereNot({ id: input.id })
      .first<RoleRow | undefined>();
    if (clash) throw conflict(`A role named ${input.name} exists already.`);
    let roleId = input.id;
    let before: Claim[] = [];
    if (roleId > 0) {
      const existing = await trx<RoleRow>('roles').where({ id: roleId }).first();
      if (!existing) throw notFound('The role was not found.');
      if (bool(existing.is_system) && normalizeName(existing.name) !== normalized) {
        throw conflict('A built-in role cannot be renamed.');
      }
      before = (
        await trx('role_claims')
          .where({ role_id: roleId })
          .select<{ claim_type: string; claim_value: string }[]>('claim_type', 'claim_value')
      ).map((c) => ({ type: c.claim_type, value: c.claim_value }));
      await trx('roles').where({ id: roleId }).update({
        name: input.name,
        normalized_name: normalized,
        description: input.description,
        modified_at: new Date(),
      });
      await trx('role_claims').where({ role_id: roleId }).delete();
    } else {
      const [inserted] = await trx('roles')
        .insert({
          name: input.name,
          normalized_name: normalized,
          description: input.description,
          is_system: false,
        })
        .returning<{ id: number }[]>('id');
      roleId = Number(inserted?.id);
    }
    const unique = [...new Map(input.claims.map((c) => [`${c.type}\u0000${c.value}`, c])).values()];
    if (unique.length > 0) {
      await trx('role_claims').insert(
        unique.map((c) => ({ role_id: roleId, claim_type: c.type, claim_value: c.value })),
      );
    }
    await audit(trx, {
      event: input.id > 0 ? 'admin.role.update' : 'admin.role.create',
      userId: actorId,
      detail: { roleId, name: input.name, before, after: unique },
    });
    return roleId;
  });
  return getRole(db, id);
}

export async function deleteRole(db: Db, actorId: number, id: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    const role = await trx<RoleRow>('roles').where({ id }).first();
    if (!role) throw notFound('The role was not found.');
    if (bool(role.is_system)) throw conflict('A built-in role cannot be deleted.');
    await trx('roles').where({ id }).delete();
    await audit(trx, {
      event: 'admin.role.delete',
      userId: actorId,
      detail: { roleId: id, name: role.name },
    });
    return true;
  });
}
