// The password health report: reused and weak passwords across the repositories a user owns. The sealed values
// are opened in this request's memory only, compared by a keyed hash (equal values, equal digests; the digest
// key is new each call, so nothing kept could be matched later) and judged; the answer names places, never a
// value, and nothing of the comparison is stored. Each repository opened is audited.
import { createHmac, randomBytes } from 'node:crypto';
import { REPO_HEALTH_LIMIT, RepoAuditEvent, RepoDataType, type RepoHealth } from '@lcars/contract/repo';
import { ApiError } from '../../http/errors.js';
import { audit } from '../../platform/audit/service.js';
import { typed } from '../../db/typed.js';
import { requireRepoClaim, type RepoContext } from './access.js';
import { SealError, openValue } from './crypto.js';
import { takeReveal } from './entries.js';
import { dataKeyOf, type RecordKeyRow } from './keys.js';

/** The fields that hold passwords: sensitive text fields named so (notes and keys are secrets, not passwords). */
const PASSWORD_FIELD = /pass|pwd|pin\b|kennwort|mot de passe|contrase/i;

/** The shortest length a password passes at (NIST 800-63B asks 8 at least; the portal's own asks 12). */
export const HEALTH_MIN_LENGTH = 12;
/** Below this estimate (length x log2 of the classes' pool) a password is weak. */
export const HEALTH_MIN_BITS = 60;

const CLASSES: [RegExp, number][] = [
  [/[a-z]/, 26],
  [/[A-Z]/, 26],
  [/\d/, 10],
  [/[^a-zA-Z\d]/, 33],
];

/** Why a password is weak, or null. A rough, conservative estimate: what an attacker's first guesses cover. */
export function weaknessOf(password: string): string | null {
  const characters = [...password];
  if (characters.length < HEALTH_MIN_LENGTH) return `shorter than ${HEALTH_MIN_LENGTH} characters`;
  if (new Set(characters).size <= 3) return 'too few different characters';
  const pool = CLASSES.reduce((sum, [pattern, size]) => sum + (pattern.test(password) ? size : 0), 0);
  const bits = characters.length * Math.log2(Math.max(pool, 2));
  return bits < HEALTH_MIN_BITS ? 'too little variety for its length' : null;
}

interface ValueRow extends RecordKeyRow {
  repo_id: number;
  repo_title: string;
  field_id: number;
  field_title: string;
  sealed: string;
}

export async function passwordHealth(context: RepoContext): Promise<RepoHealth> {
  const { db, user, config } = context;
  requireRepoClaim(user, 'Read');
  await takeReveal(db, user.id);
  const rows = await typed<ValueRow[]>(
    db('repo_record_values as v')
      .join('repo_records as rec', 'rec.id', 'v.rec_id')
      .join('repo_repos as r', 'r.id', 'rec.repo_id')
      .join('repo_fields as f', 'f.id', 'v.field_id')
      .where('r.created_by_id', user.id)
      .andWhere('f.is_sensitive', true)
      .andWhere('f.data_type_id', RepoDataType.Nvarchar)
      .whereNotNull('v.sealed')
      .orderBy('v.id')
      .limit(REPO_HEALTH_LIMIT * 4)
      .select('rec.*', 'r.title as repo_title', 'v.field_id', 'f.title as field_title', 'v.sealed'),
  );
  const passwords = rows
    .filter((row) => PASSWORD_FIELD.test(row.field_title))
    .slice(0, REPO_HEALTH_LIMIT + 1);
  const partial = passwords.length > REPO_HEALTH_LIMIT;
  const checkedRows = passwords.slice(0, REPO_HEALTH_LIMIT);

  const key = randomBytes(32);
  const judged: { row: ValueRow; digest: string; weak: string | null }[] = [];
  for (const row of checkedRows) {
    let value: string;
    try {
      value = openValue(dataKeyOf(config, row), row.sealed, row.id, row.field_id);
    } catch (error) {
      if (error instanceof SealError || error instanceof ApiError) continue;
      throw error;
    }
    if (value === '') continue;
    judged.push({
      row,
      digest: createHmac('sha256', key).update(value).digest('hex'),
      weak: weaknessOf(value),
    });
  }
  const uses = new Map<string, number>();
  for (const { digest } of judged) uses.set(digest, (uses.get(digest) ?? 0) + 1);

  const problems = judged.filter(({ digest, weak }) => weak !== null || (uses.get(digest) ?? 0) > 1);
  // The records' first plain value, to name them.
  const recordIds = [...new Set(problems.map(({ row }) => row.id))];
  const plain = recordIds.length
    ? await typed<{ rec_id: number; value: string; sort_order: number; field_id: number }[]>(
        db('repo_record_values as v')
          .join('repo_fields as f', 'f.id', 'v.field_id')
          .whereIn('v.rec_id', recordIds)
          .andWhere('f.is_sensitive', false)
          .whereNotNull('v.value')
          .select('v.rec_id', 'v.value', 'f.sort_order', 'v.field_id'),
      )
    : [];
  const labelOf = (recordId: number) =>
    plain
      .filter((value) => value.rec_id === recordId && value.value !== '')
      .sort((a, b) => a.sort_order - b.sort_order || a.field_id - b.field_id)[0]?.value ??
    `Record ${recordId}`;

  for (const repoId of new Set(checkedRows.map((row) => row.repo_id))) {
    const values = checkedRows.filter((row) => row.repo_id === repoId).length;
    await audit(db, { event: RepoAuditEvent.Health, userId: user.id, detail: { repoId, values } });
  }
  return {
    checked: judged.length,
    partial,
    items: problems.map(({ row, digest, weak }) => ({
      repoId: row.repo_id,
      repoTitle: row.repo_title,
      recordId: row.id,
      fieldId: row.field_id,
      fieldTitle: row.field_title,
      label: labelOf(row.id),
      reusedWith: (uses.get(digest) ?? 1) - 1,
      weak,
    })),
  };
}
