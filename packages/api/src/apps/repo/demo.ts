// Demo content (only when demo content is on): the administrator's repository "Household documents", with a
// few typed fields (the document number is sensitive and sealed like any other) and records, shared
// read-only with the demo user. Seeded once: skipped when the administrator already has it.
import type { Knex } from 'knex';
import type { Config } from '../../config.js';
import { RepoDataType } from '@lcars/contract/repo';
import type { Db } from '../../db/knex.js';
import { normalizeName } from '../../platform/users/service.js';
import { sealValue } from './crypto.js';
import { insertRecord } from './keys.js';
import { typed } from '../../db/typed.js';

export const DEMO_REPO_TITLE = 'Household documents';

const FIELDS = [
  { title: 'Document', data_type_id: RepoDataType.Nvarchar, max_character_length: 100, is_sensitive: false },
  { title: 'Holder', data_type_id: RepoDataType.Nvarchar, max_character_length: 100, is_sensitive: false },
  { title: 'Number', data_type_id: RepoDataType.Nvarchar, max_character_length: 50, is_sensitive: true },
  { title: 'Expires', data_type_id: RepoDataType.Date, max_character_length: null, is_sensitive: false },
  { title: 'Copies', data_type_id: RepoDataType.TinyInt, max_character_length: null, is_sensitive: false },
] as const;

const RECORDS: readonly (readonly string[])[] = [
  ['Passport', 'Alex Demo', 'X8234-5561-09', '2031-04-30', '1'],
  ['Driving licence', 'Alex Demo', 'DL-772-3190-44', '2029-11-15', '2'],
  ['Home insurance policy', 'Household', 'HP-2026-00418', '2027-01-01', '1'],
];

async function userId(db: Knex.Transaction, userName: string): Promise<number | undefined> {
  const row = await typed<{ id: number } | undefined>(
    db('users')
      .where({ normalized_user_name: normalizeName(userName) })
      .first('id'),
  );
  return row?.id;
}

export async function seedRepoDemo(
  db: Db,
  config: Config,
  adminUserName: string,
  demoUserName: string,
): Promise<void> {
  await db.transaction(async (trx) => {
    const admin = await userId(trx, adminUserName);
    const demo = await userId(trx, demoUserName);
    if (admin === undefined || demo === undefined) return;
    if (await trx('repo_repos').where({ created_by_id: admin, title: DEMO_REPO_TITLE }).first('id')) return;
    const [repo] = await typed<{ id: number }[]>(
      trx('repo_repos')
        .insert({
          title: DEMO_REPO_TITLE,
          description: 'Passports, licences and policies: where they are and when they expire.',
          share_users_can_edit: false,
          share_users_can_edit_users: false,
          created_by_id: admin,
          modified_by_id: admin,
        })
        .returning('id'),
    );
    const repoId = Number(repo?.id);
    await trx('repo_users').insert({ repo_id: repoId, user_id: demo });
    const fieldIds: number[] = [];
    for (const [order, field] of FIELDS.entries()) {
      const [inserted] = await typed<{ id: number }[]>(
        trx('repo_fields')
          .insert({ ...field, repo_id: repoId, sort_order: order, is_user_defined: true })
          .returning('id'),
      );
      fieldIds.push(Number(inserted?.id));
    }
    for (const values of RECORDS) {
      const record = await insertRecord(trx, config, {
        repo_id: repoId,
        created_by_id: admin,
        modified_by_id: admin,
      });
      await trx('repo_record_values').insert(
        values.map((value, index) => {
          const fieldId = fieldIds[index]!;
          return FIELDS[index]!.is_sensitive
            ? {
                rec_id: record.id,
                field_id: fieldId,
                value: null,
                sealed: sealValue(record.dataKey, value, record.id, fieldId),
              }
            : { rec_id: record.id, field_id: fieldId, value, sealed: null };
        }),
      );
    }
  });
}
