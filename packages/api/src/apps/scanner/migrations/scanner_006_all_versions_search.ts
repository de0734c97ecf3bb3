// The search finds a scan by the text of any of its versions, not only the current one (issue 34): the text
// of the earlier versions, newest first and bounded (OLDER_TEXT_CHARS), is kept on the scan as older_text and
// indexed with the lowest weight (SQLite: a fifth FTS5 column; PostgreSQL: the generated tsvector is made
// again with it, weight D like the current text).
import type { Knex } from 'knex';

function dialectOf(knex: Knex): string {
  return (knex.client as { config: { client: string } }).config.client;
}

/** The most of the earlier versions' text a scan keeps for its search (to_tsvector's own limit is 1 MB). */
export const OLDER_TEXT_CHARS = 200_000;

const VECTOR = (older: boolean) => `
  setweight(to_tsvector('english', title), 'A') ||
  setweight(to_tsvector('english', replace(tags, ',', ' ')), 'B') ||
  setweight(to_tsvector('english', description), 'C') ||
  setweight(to_tsvector('english', ocr_text), 'D')${
    older
      ? ` ||
  setweight(to_tsvector('english', older_text), 'D')`
      : ''
  }`;

async function fillOlderText(knex: Knex): Promise<void> {
  const scans = await knex('scans').select<{ id: number; current_version_id: number | null }[]>(
    'id',
    'current_version_id',
  );
  for (const scan of scans) {
    const versions = await knex('scan_versions')
      .where('scan_id', scan.id)
      .whereNot('id', scan.current_version_id ?? 0)
      .orderBy('version_number', 'desc')
      .select<{ ocr_text: string }[]>('ocr_text');
    const text = versions
      .map((version) => version.ocr_text)
      .filter((part) => part !== '')
      .join('\n\n')
      .slice(0, OLDER_TEXT_CHARS);
    if (text !== '') await knex('scans').where('id', scan.id).update({ older_text: text });
  }
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('scans', (table) => {
    table.text('older_text').notNullable().defaultTo('');
  });
  await fillOlderText(knex);
  if (dialectOf(knex) === 'pg') {
    await knex.raw('ALTER TABLE scans DROP COLUMN search_vector');
    await knex.raw(
      `ALTER TABLE scans ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (${VECTOR(true)}) STORED`,
    );
    await knex.raw('CREATE INDEX scans_search_vector ON scans USING GIN (search_vector)');
  } else {
    await knex.raw('DROP TABLE IF EXISTS scans_fts');
    await knex.raw(`
      CREATE VIRTUAL TABLE scans_fts USING fts5(
        title, tags, description, ocr_text, older_text,
        tokenize = 'porter unicode61 remove_diacritics 2'
      )`);
    await knex.raw(`
      INSERT INTO scans_fts (rowid, title, tags, description, ocr_text, older_text)
      SELECT id, title, replace(tags, ',', ' '), description, ocr_text, older_text FROM scans`);
  }
}

export async function down(knex: Knex): Promise<void> {
  if (dialectOf(knex) === 'pg') {
    await knex.raw('ALTER TABLE scans DROP COLUMN search_vector');
    await knex.raw(
      `ALTER TABLE scans ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (${VECTOR(false)}) STORED`,
    );
    await knex.raw('CREATE INDEX scans_search_vector ON scans USING GIN (search_vector)');
  } else {
    await knex.raw('DROP TABLE IF EXISTS scans_fts');
    await knex.raw(`
      CREATE VIRTUAL TABLE scans_fts USING fts5(
        title, tags, description, ocr_text,
        tokenize = 'porter unicode61 remove_diacritics 2'
      )`);
    await knex.raw(`
      INSERT INTO scans_fts (rowid, title, tags, description, ocr_text)
      SELECT id, title, replace(tags, ',', ' '), description, ocr_text FROM scans`);
  }
  await knex.schema.alterTable('scans', (table) => {
    table.dropColumn('older_text');
  });
}
