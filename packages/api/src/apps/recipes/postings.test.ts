// PostgreSQL's ordered posting lists of the recipe search (recipes_010_postings, docs/decisions.md "Recipes:
// PostgreSQL's search reads ordered posting lists"): kept exactly by the triggers through inserts, edits,
// archiving, deletes and concurrent writers, and the search they answer finds the same recipes as the GIN index
// over the search vectors, for random terms over a random collection.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPE_LIST_CAP } from '@lcars/contract/recipes';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { postgresAdminUrl } from '../../../test/postgres.js';
import { postingCandidates, postingsAnswer, wordForms } from './reads.js';
import { lexemeQuery, searchWords, wordClauses } from './search.js';

const hasPostgres = (await postgresAdminUrl()) !== null;

/** A small vocabulary, so that random recipes share words and random terms find some. */
const VOCABULARY = [
  'salmon',
  'salmonberry',
  'miso',
  'honey',
  'cake',
  'cakes',
  'baking',
  'baker',
  'lentil',
  'stew',
];

describe.skipIf(!hasPostgres)('recipe posting lists [postgres]', () => {
  let api: TestServer;
  let adminId: number;

  beforeAll(async () => {
    api = await startTestServer({ database: 'postgres', env: {} });
    const admin = await api.db('users').where('normalized_user_name', 'admin').first<{ id: number }>('id');
    adminId = Number(admin?.id);
  });
  afterAll(() => api?.close());

  const recipe = (title: string, fields: Record<string, unknown> = {}) => ({
    title,
    instructions: '',
    tags: '',
    created_by_id: adminId,
    modified_by_id: adminId,
    created_date: new Date(),
    last_modified_date: new Date(),
    ...fields,
  });

  /** What the postings should hold: every lexeme of every recipe not archived, with its best class's weight. */
  async function expected(): Promise<string[]> {
    const { rows } = await api.db.raw<{ rows: { row: string }[] }>(
      `SELECT u.lexeme || ' ' || r.id || ' ' || CASE WHEN 'A' = ANY(u.weights) THEN 1 WHEN 'B' = ANY(u.weights)
         THEN 0.4 WHEN 'C' = ANY(u.weights) THEN 0.2 ELSE 0.1 END AS row
         FROM recipes r, unnest(r.search_vector) u WHERE NOT r.archived ORDER BY 1`,
    );
    return rows.map((row) => row.row);
  }
  async function held(): Promise<string[]> {
    const { rows } = await api.db.raw<{ rows: { row: string }[] }>(
      `SELECT lexeme || ' ' || recipe_id || ' ' || round(weight::numeric, 1) AS row FROM recipe_postings ORDER BY 1`,
    );
    return rows.map((row) => row.row.replace(/ 1\.0$/, ' 1'));
  }

  it('follows inserts, edits, archiving and deletes, and concurrent writers', async () => {
    const [one] = await api
      .db('recipes')
      .insert(recipe('Miso salmon', { tags: 'fish' }))
      .returning<{ id: number }[]>('id');
    const id = Number(one?.id);
    expect(await held()).toEqual(await expected());
    const weights = await api
      .db('recipe_postings')
      .where('recipe_id', id)
      .orderBy('lexeme')
      .select<{ lexeme: string; weight: number }[]>('lexeme', 'weight');
    expect(weights.map((row) => `${row.lexeme} ${row.weight}`)).toEqual(
      expect.arrayContaining(['fish 0.4', 'miso 1', 'salmon 1']),
    );

    await api.db('recipes').where('id', id).update({ title: 'Honey cake' });
    expect(await held()).toEqual(await expected());
    // An update that leaves the vector alone keeps the postings as they are.
    await api.db('recipes').where('id', id).update({ overall_rating: 4 });
    expect(await held()).toEqual(await expected());
    await api.db('recipes').where('id', id).update({ archived: true });
    expect(await api.db('recipe_postings').where('recipe_id', id).count({ n: '*' }).first()).toEqual({
      n: '0',
    });
    await api.db('recipes').where('id', id).update({ archived: false });
    expect(await held()).toEqual(await expected());
    await api.db('recipes').where('id', id).delete();
    expect(await held()).toEqual(await expected());

    // Twenty writers at once, adding, editing and archiving recipes that share lexemes.
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        api.db.transaction(async (trx) => {
          const [row] = await trx('recipes')
            .insert(recipe(`Writer ${index} honey cake stew`))
            .returning<{ id: number }[]>('id');
          const added = Number(row?.id);
          if (index % 3 === 0)
            await trx('recipes')
              .where('id', added)
              .update({ title: `Writer ${index} miso` });
          if (index % 4 === 0) await trx('recipes').where('id', added).update({ archived: true });
        }),
      ),
    );
    expect(await held()).toEqual(await expected());
  });

  it('finds what the GIN index finds, newest first, for random terms over a random collection', async () => {
    const words = fc.constantFrom(...VOCABULARY);
    const text = fc.array(words, { maxLength: 4 }).map((list) => list.join(' '));
    const collection = fc.array(
      fc.record({
        title: text,
        tags: text,
        instructions: text,
        ingredients_text: text,
        archived: fc.boolean(),
      }),
      { minLength: 1, maxLength: 40 },
    );
    const term = fc.tuple(
      fc.array(
        words.chain((word) => fc.integer({ min: 3, max: word.length }).map((end) => word.slice(0, end))),
        { minLength: 1, maxLength: 3 },
      ),
      fc.boolean(),
    );
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(collection, fc.array(term, { minLength: 1, maxLength: 5 }), async (recipes, terms) => {
        // Beside the demo recipes, which both ways read alike.
        const inserted = await api
          .db('recipes')
          .insert(recipes.map((fields) => recipe(fields.title || 'Untitled', fields)))
          .returning<{ id: number }[]>('id');
        for (const [starts, wholeWord] of terms) {
          const searched = searchWords(starts.join(' '));
          const clauses = wordClauses(searched, await wordForms(api.db, searched, wholeWord), wholeWord);
          // What the search leaves to the GIN index: a start of more lexemes than are listed, a word of several
          // lexemes beside another word (see postingsAnswer).
          if (clauses === null || !postingsAnswer(clauses)) continue;
          answered += 1;
          const byIndex = await api
            .db('recipes')
            .where('archived', false)
            .whereRaw('search_vector @@ ?::tsquery', [lexemeQuery(clauses)])
            .orderBy('id', 'desc')
            .limit(RECIPE_LIST_CAP + 1)
            .pluck<number[]>('id');
          const byPostings = await postingCandidates(api.db, clauses);
          expect(byPostings.map((candidate) => candidate.id)).toEqual(byIndex.map(Number));
          // Each word adds at least the lowest class's weight.
          for (const candidate of byPostings) {
            expect(candidate.rank).toBeGreaterThanOrEqual(0.1 * clauses.length - 1e-6);
          }
        }
        await api
          .db('recipes')
          .whereIn(
            'id',
            inserted.map((row) => row.id),
          )
          .delete();
      }),
      { numRuns: 25 },
    );
    // Most random terms are the posting lists' to answer: the property was checked, not skipped.
    expect(answered).toBeGreaterThan(25);
  }, 120_000);
});
