// A lookup list holds each title once, whatever its case ("Cornstarch" and "cornstarch" are one ingredient): a
// unique index on (list, lowered title) makes the database refuse a second row even when two administrators
// add the same title at the same moment. Titles repeated before the index existed are told apart first by
// their id, so nothing a recipe or an account points at is removed.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  const rows = (await knex('system_items')
    .select('system_item_type', 'id', 'title', 'normalized_title')
    .orderBy([{ column: 'system_item_type' }, { column: 'id' }])) as {
    system_item_type: number;
    id: number;
    title: string;
    normalized_title: string;
  }[];
  const seen = new Set<string>();
  for (const row of rows) {
    const normalized = row.title.trim().toLowerCase();
    const key = `${row.system_item_type}\u0000${normalized}`;
    if (!seen.has(key)) {
      seen.add(key);
      // Titles were kept lowered already (untrimmed): only those that change are written, one statement each,
      // so a list of 100,000 titles costs seconds, not minutes (tests/bench/migrations.mjs).
      if (row.normalized_title !== normalized)
        await knex('system_items')
          .where({ system_item_type: row.system_item_type, id: row.id })
          .update({ normalized_title: normalized });
      continue;
    }
    const title = `${row.title.slice(0, 180)} (${row.id})`;
    seen.add(`${row.system_item_type}\u0000${title.toLowerCase()}`);
    await knex('system_items')
      .where({ system_item_type: row.system_item_type, id: row.id })
      .update({ title, normalized_title: title.toLowerCase() });
  }
  await knex.schema.alterTable('system_items', (table) => {
    table.unique(['system_item_type', 'normalized_title'], { indexName: 'system_items_type_title_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('system_items', (table) => {
    table.dropUnique(['system_item_type', 'normalized_title'], 'system_items_type_title_unique');
  });
}
