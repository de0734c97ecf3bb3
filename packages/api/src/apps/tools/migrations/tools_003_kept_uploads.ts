// An upload is kept for another search until its owner removes it, a search finds its password, or it is a day
// old (issue 29: a search that ended without the password deleted it, so each new attempt needed a new upload).
// The upload's row now holds its file for its whole life, a search running on it included (`job_id`), and
// keeps its report for the page that comes back to it. A search names the upload it read
// (`upload_file_id`), no longer holding the file itself. The files of searches running during the upgrade
// move to upload rows, with the reference they hold. Portable: the knex schema builder and query builder.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tools_uploads', (table) => {
    // The search running on the upload, null when none is.
    table.integer('job_id');
    // The protection report (JSON), as the upload answered it.
    table.text('report');
  });
  const running = await knex('tools_searches').whereNotNull('file_id').select<
    {
      file_id: number;
      user_id: number;
      file_name: string;
      protection: string;
      created_at: unknown;
      job_id: number;
    }[]
  >('file_id', 'user_id', 'file_name', 'protection', 'created_at', 'job_id');
  for (const search of running) {
    await knex('tools_uploads').insert({
      file_id: search.file_id,
      user_id: search.user_id,
      name: search.file_name,
      protection: search.protection,
      created_at: search.created_at,
      job_id: search.job_id,
    });
  }
  await knex.schema.alterTable('tools_searches', (table) => {
    table.renameColumn('file_id', 'upload_file_id');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tools_searches', (table) => {
    table.renameColumn('upload_file_id', 'file_id');
  });
  await knex('tools_searches').update({ file_id: null });
  // A running search's upload goes back to its search row; kept uploads stay upload rows.
  const running = await knex('tools_uploads')
    .whereNotNull('job_id')
    .select<{ file_id: number; job_id: number }[]>('file_id', 'job_id');
  for (const row of running) {
    await knex('tools_searches').where({ job_id: row.job_id }).update({ file_id: row.file_id });
  }
  await knex('tools_uploads').whereNotNull('job_id').delete();
  await knex.schema.alterTable('tools_uploads', (table) => {
    table.dropColumn('job_id');
    table.dropColumn('report');
  });
}
