// The importers of the products people leave (Mealie, Tandoor, Paprika 3), each on files built here from the
// format as its project documents it: what comes across (ingredients with groups, times, servings, tags, notes,
// images; foods and units the lookup lists lack are added), that the same file twice creates nothing new, that a
// broken file is a 400 naming the problem and a bomb a 413, and that a large file runs as a background job whose
// result is the report. On SQLite and PostgreSQL.
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport, Job } from '@lcars/contract';
import type { Note, Recipe, RecipeImage, RecipeSetup } from '@lcars/contract/recipes';
import {
  createTestDatabase,
  describeEachDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from '../../../../test/server.js';
import { testUsers } from '../../../../test/requests.js';
import { buildZip, deflatedZeros, type ZipPart } from '../../../../test/zips.js';
import { minutesOfText } from './neutral.js';
import { ALREADY_THERE } from './write.js';

const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));

describe('times as people type them (unit)', () => {
  it('reads hours and minutes in the spellings Mealie and Paprika keep', () => {
    expect(minutesOfText('1 hour 15 minutes')).toBe(75);
    expect(minutesOfText('1 hr 30 mins')).toBe(90);
    expect(minutesOfText('45 min')).toBe(45);
    expect(minutesOfText('1h30m')).toBe(90);
    expect(minutesOfText('20')).toBe(20);
    expect(minutesOfText('PT2H')).toBe(120);
    expect(minutesOfText(35)).toBe(35);
    expect(minutesOfText('2 Stunden')).toBe(120);
    expect(minutesOfText('overnight')).toBeNull();
    expect(minutesOfText('')).toBeNull();
    expect(minutesOfText('9'.repeat(10_000))).not.toBeNaN();
  });
});

// --- Mealie: recipes/<slug>/<slug>.json and recipes/<slug>/images/original.<ext> -------------------------------

function mealieRecipe(slug: string, fields: Record<string, unknown>, images: ZipPart[] = []): ZipPart[] {
  return [{ name: `recipes/${slug}/${slug}.json`, content: json({ slug, ...fields }) }, ...images];
}

// --- Tandoor: a zip of zips, each recipe.json and image.<ext> -------------------------------------------------

function tandoorRecipe(name: string, recipe: Record<string, unknown>, image?: Buffer): ZipPart {
  const inner: ZipPart[] = [{ name: 'recipe.json', content: json(recipe) }];
  if (image) inner.push({ name: 'image.png', content: image, stored: true });
  return { name: `${name}.zip`, content: buildZip(inner), stored: true };
}

// --- Paprika 3: a zip of gzipped JSON recipes with base64 photos ----------------------------------------------

function paprikaRecipe(name: string, recipe: Record<string, unknown>): ZipPart {
  return { name: `${name}.paprikarecipe`, content: gzipSync(json(recipe)), stored: true };
}

describeEachDatabase('recipe importers of other products', (kind) => {
  let database: TestDatabase;
  let api: TestServer;
  const { tokens, addUser, auth, get, post } = testUsers(() => api);
  let jpeg: Buffer;
  let png: Buffer;
  let webp: Buffer;

  const send = (format: string, file: Buffer, preview = false, who = 'cook') =>
    api.request
      .post(`/api/recipe/import/archive?format=${format}${preview ? '&preview=true' : ''}`)
      .set('Authorization', auth(who))
      .set('Content-Type', 'application/octet-stream')
      .send(file);
  const imported = async (format: string, file: Buffer, preview = false): Promise<ImportReport> => {
    const response = await send(format, file, preview);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as ImportReport;
  };
  const recipe = async (id: number) => (await get(`/api/recipe/${id}`, 'cook')).body as Recipe;
  const images = async (id: number) => (await get(`/api/recipe/${id}/images`, 'cook')).body as RecipeImage[];
  const notes = async (id: number) =>
    ((await post('/api/social/comment/list/1', 'cook', { sourceIdValue: id })).body as { records: Note[] })
      .records;
  let setup: RecipeSetup;
  const titleOf = (items: RecipeSetup['products'], id: number | null | undefined) =>
    items.find((item) => item.id === id)?.title;
  /** The recipe's lines as text: "amount unit product (information)", groups as "[title]". */
  const linesOf = async (saved: Recipe): Promise<string[]> => {
    setup = (await get('/api/recipe/md', 'cook')).body as RecipeSetup;
    const line = (ingredient: Recipe['ingredients'][number]): string[] =>
      ingredient.isGroup
        ? [`[${ingredient.groupTitle}]`, ...ingredient.ingredients.flatMap(line)]
        : [
            [
              ingredient.amount,
              titleOf(setup.measurements, ingredient.measurementId),
              titleOf(setup.products, ingredient.productId),
              ingredient.additionalInformation && `(${ingredient.additionalInformation})`,
            ]
              .filter(Boolean)
              .join(' '),
          ];
    return saved.ingredients.flatMap(line);
  };
  const timeText = (saved: Recipe, which: 'prep' | 'cook' | 'total') =>
    `${saved[`${which}StartTime`]} ${titleOf(setup.timeTypes, saved[`${which}TimeTypeId`])}`;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = await startTestServer({ database, env: { PORTAL_DEMO: 'false' } });
    tokens.admin = await api.login('admin', api.adminPassword);
    await addUser('cook', ['Member']);
    await addUser('reader', [], [['Recipes', 'Read']]);
    const noise = (side: number) =>
      sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } });
    jpeg = await noise(48).jpeg().toBuffer();
    png = await noise(32).png().toBuffer();
    webp = await noise(40).webp().toBuffer();
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  it('Mealie: structured and unparsed ingredients, sections, times, servings, tags, notes and the photo', async () => {
    const file = buildZip([
      ...mealieRecipe(
        'zwetschgenkuchen',
        {
          name: 'Zwetschgenkuchen',
          description: 'Plum cake from a tray.',
          recipe_yield: '1 tray',
          recipe_servings: 12,
          prep_time: '30 minutes',
          perform_time: '45 min',
          total_time: '1 hour 15 minutes',
          org_url: 'https://example.org/zwetschgenkuchen',
          recipe_category: [{ name: 'Dessert' }],
          tags: [{ name: 'Autumn' }, { name: 'Baking' }],
          recipe_ingredient: [
            {
              title: 'Dough',
              quantity: 500,
              unit: { name: 'Gram' },
              food: { name: 'Flour' },
              note: 'plain',
            },
            { quantity: 0.5, unit: { name: 'Cube' }, food: { name: 'Fresh yeast' }, note: '' },
            { title: 'Topping', quantity: 1.5, unit: { name: 'Kilogram' }, food: { name: 'Zwetschgen' } },
            { quantity: 1, unit: { name: 'Prise' }, food: { name: 'Cinnamon' }, disable_amount: false },
          ],
          recipe_instructions: [
            { title: 'Dough', text: 'Knead the dough.' },
            { text: 'Top with the plums.\nBake.' },
          ],
          notes: [{ title: 'Tip', text: 'Use late-season plums.' }],
        },
        [
          { name: 'recipes/zwetschgenkuchen/images/original.webp', content: webp, stored: true },
          { name: 'recipes/zwetschgenkuchen/images/min-original.webp', content: webp, stored: true },
          { name: 'recipes/zwetschgenkuchen/images/tiny-original.webp', content: webp, stored: true },
        ],
      ),
      ...mealieRecipe('sugar-syrup', {
        name: 'Sugar syrup',
        recipeYield: '500 ml',
        totalTime: 'PT20M',
        tags: [],
        recipeIngredient: [
          { food: null, unit: null, quantity: 0, note: '2 cups sugar' },
          { food: null, unit: null, quantity: 0, note: '1 cup water', originalText: '1 cup water' },
        ],
        recipeInstructions: [{ text: 'Boil until clear.' }],
      }),
    ]);

    const preview = await imported('mealie', file, true);
    expect(preview).toMatchObject({
      preview: true,
      format: 'mealie',
      counts: { recipes: 2, images: 1, notes: 1 },
      skipped: [],
    });
    expect(preview.created.map((item) => [item.source, item.title, item.id])).toEqual([
      ['recipes/zwetschgenkuchen', 'Zwetschgenkuchen', null],
      ['recipes/sugar-syrup', 'Sugar syrup', null],
    ]);

    const report = await imported('mealie', file);
    expect(report.counts).toEqual({ recipes: 2, images: 1, notes: 1 });
    const cake = await recipe(report.created[0]!.id!);
    expect(await linesOf(cake)).toEqual([
      '[Dough]',
      '500 Gram Flour (plain)',
      '1/2 Cube Fresh yeast',
      '[Topping]',
      '1 1/2 Kilogram Zwetschgen',
      '1 Prise Cinnamon',
    ]);
    expect(timeText(cake, 'prep')).toBe('30 Minute');
    expect(timeText(cake, 'cook')).toBe('45 Minute');
    expect(timeText(cake, 'total')).toBe('75 Minute');
    expect(cake).toMatchObject({
      servings: 12,
      servingTitle: 'tray',
      tags: 'Dessert, Autumn, Baking',
      instructions: 'Dough:\nKnead the dough.\nTop with the plums.\nBake.',
    });
    expect(cake.description).toContain('Source: https://example.org/zwetschgenkuchen');
    expect((await images(cake.id)).map((image) => image.imageName)).toEqual(['original.webp']);
    expect((await notes(cake.id)).map((note) => [note.title, note.commentText])).toEqual([
      ['Tip', 'Use late-season plums.'],
    ]);
    // The unit and food nobody had listed are entries of the lookup lists now.
    expect(setup.products.some((item) => item.title === 'Zwetschgen')).toBe(true);
    expect(setup.measurements.some((item) => item.title === 'Prise')).toBe(true);

    const syrup = await recipe(report.created[1]!.id!);
    // An unparsed line is read as a pasted one: amount, unit and food where the lists know them.
    const syrupLines = (await linesOf(syrup)).map((line) => line.toLowerCase());
    expect(syrupLines).toHaveLength(2);
    expect(syrupLines[0]).toMatch(/^2 cup.*sugar/);
    expect(syrupLines[1]).toMatch(/^1 cup.*water/);
    expect(timeText(syrup, 'total')).toBe('20 Minute');

    const again = await imported('mealie', file);
    expect(again.created).toEqual([]);
    expect(again.counts).toEqual({ recipes: 0, images: 0, notes: 0 });
    expect(again.skipped.map((item) => item.reason)).toEqual([ALREADY_THERE, ALREADY_THERE]);
  });

  it('Mealie: a broken recipe is skipped with its reason; a file without recipes is a 400 naming it', async () => {
    const report = await imported(
      'mealie',
      buildZip([
        { name: 'recipes/broken/broken.json', content: Buffer.from('{"name": "Half') },
        ...mealieRecipe('nameless', { name: '   ', recipe_ingredient: [] }),
        ...mealieRecipe('good-bread', { name: 'Good bread', recipe_ingredient: [{ note: '1 kg flour' }] }),
        { name: 'recipes/good-bread/images/original.jpg', content: Buffer.from('not a photo'), stored: true },
      ]),
    );
    expect(report.skipped).toEqual([
      { source: 'recipes/broken', title: '', reason: 'recipes/broken/broken.json is no JSON.' },
      { source: 'recipes/nameless', title: '', reason: 'The recipe has no name.' },
      {
        source: 'recipes/good-bread/original.jpg',
        title: 'Good bread',
        reason: expect.stringContaining('The image was not imported') as string,
      },
    ]);
    expect(report.counts).toEqual({ recipes: 1, images: 0, notes: 0 });

    const none = await send('mealie', buildZip([{ name: 'README.md', content: Buffer.from('hi') }]));
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      errors: [{ field: 'file', message: expect.stringContaining('no Mealie recipe') as string }],
    });
    expect((await send('mealie', Buffer.from('PK but no zip'))).status).toBe(400);
  });

  it('Tandoor: steps with their ingredients and headers, keywords, working and waiting time, the image', async () => {
    const file = buildZip([
      tandoorRecipe(
        'Dal',
        {
          name: 'Dal',
          description: 'Red lentils, tempered.',
          keywords: [{ name: 'Indian' }, { name: 'Vegan' }],
          working_time: 20,
          waiting_time: 40,
          servings: 4,
          servings_text: 'bowls',
          source_url: '',
          internal: true,
          steps: [
            {
              name: 'Lentils',
              instruction: 'Simmer the lentils.',
              ingredients: [
                { food: { name: 'Red lentils' }, unit: { name: 'Gram' }, amount: 250, note: 'rinsed' },
                { food: { name: 'Water' }, unit: { name: 'Liter' }, amount: 1, note: '' },
              ],
            },
            {
              name: '',
              instruction: 'Temper the spices and stir in.',
              ingredients: [
                { is_header: true, note: 'Tadka', food: null, unit: null, amount: 0 },
                { food: { name: 'Ghee' }, unit: { name: 'Tablespoon' }, amount: 2, note: '' },
                { food: { name: 'Asafoetida' }, unit: null, amount: 0, no_amount: true, note: 'a pinch' },
              ],
            },
          ],
        },
        png,
      ),
      tandoorRecipe('Rice', {
        name: 'Rice',
        keywords: [],
        working_time: 0,
        waiting_time: 0,
        servings: 2,
        steps: [{ instruction: 'Cook.', ingredients: [{ food: { name: 'Rice' }, amount: 1, unit: null }] }],
      }),
    ]);
    const preview = await imported('tandoor', file, true);
    expect(preview.created.map((item) => item.source)).toEqual(['Dal.zip', 'Rice.zip']);
    expect(preview.counts).toEqual({ recipes: 2, images: 1, notes: 0 });

    const report = await imported('tandoor', file);
    const dal = await recipe(report.created[0]!.id!);
    expect(await linesOf(dal)).toEqual([
      '[Lentils]',
      '250 Gram Red lentils (rinsed)',
      '1 Liter Water',
      '[Tadka]',
      '2 Tablespoon Ghee',
      'Asafoetida (a pinch)',
    ]);
    expect(dal).toMatchObject({ servings: 4, servingTitle: 'bowls', tags: 'Indian, Vegan' });
    expect(timeText(dal, 'prep')).toBe('20 Minute');
    expect(timeText(dal, 'cook')).toBe('40 Minute');
    expect(dal.instructions).toBe('Lentils:\nSimmer the lentils.\nTemper the spices and stir in.');
    expect((await images(dal.id)).map((image) => image.imageName)).toEqual(['image.png']);
    const rice = await recipe(report.created[1]!.id!);
    expect(await linesOf(rice)).toEqual(['1 Rice']);
    expect(rice.prepStartTime).toBeNull();

    const again = await imported('tandoor', file);
    expect(again.created).toEqual([]);
    expect(again.skipped.map((item) => item.reason)).toEqual([ALREADY_THERE, ALREADY_THERE]);
  });

  it('Tandoor: a broken recipe zip is skipped, no recipe zips is a 400, a bomb inside one a 413', async () => {
    const report = await imported(
      'tandoor',
      buildZip([
        { name: 'Broken.zip', content: randomBytes(200), stored: true },
        {
          name: 'Empty.zip',
          content: buildZip([{ name: 'notes.txt', content: Buffer.from('x') }]),
          stored: true,
        },
        tandoorRecipe('Soup', { name: 'Soup', steps: [] }),
      ]),
    );
    expect(report.skipped).toEqual([
      { source: 'Broken.zip', title: '', reason: 'Broken.zip is not a readable zip file.' },
      { source: 'Empty.zip', title: '', reason: 'The recipe zip holds no recipe.json.' },
    ]);
    expect(report.created.map((item) => item.title)).toEqual(['Soup']);

    const none = await send('tandoor', buildZip([{ name: 'recipe.json', content: json({ name: 'x' }) }]));
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('no Tandoor recipe');

    const bomb = buildZip([
      {
        name: 'Bomb.zip',
        content: buildZip([{ name: 'recipe.json', deflated: deflatedZeros(60 * 1024 * 1024) }]),
        stored: true,
      },
    ]);
    // Refused as it inflates past the limit (no wall-clock bound: a loaded CI machine varies too much).
    const refused = await send('tandoor', bomb);
    expect(refused.status).toBe(413);
    expect(JSON.stringify(refused.body)).toContain('refused');
  });

  it('Paprika 3: lines with a heading, times as text, categories, notes, the base64 photos', async () => {
    const file = buildZip([
      paprikaRecipe('Shakshuka', {
        uid: 'A1B2',
        name: 'Shakshuka',
        description: 'Eggs in spiced tomatoes.',
        ingredients: 'For the sauce:\n2 tbsp olive oil\n1 onion, diced\n800 g tomatoes\n\nTo finish:\n4 eggs',
        directions: 'Soften the onion.\r\nAdd the tomatoes.\r\nCrack in the eggs.',
        notes: 'Serve with bread.',
        nutritional_info: '',
        servings: '4 servings',
        prep_time: '10 mins',
        cook_time: '25 mins',
        total_time: '35 mins',
        categories: ['Breakfast', 'Vegetarian'],
        source: 'My kitchen',
        source_url: '',
        rating: 5,
        photo: 'shakshuka.jpg',
        photo_data: jpeg.toString('base64'),
        photos: [{ filename: 'pan.png', name: 'Pan', data: png.toString('base64') }],
      }),
      paprikaRecipe('Flatbread', {
        name: 'Flatbread',
        ingredients: '300 g flour\n1 tsp salt',
        directions: 'Mix, rest, fry.',
        servings: '',
        prep_time: '1 hr 30 mins',
        cook_time: '',
        total_time: '',
        categories: [],
        photo_data: null,
        photos: [],
      }),
    ]);
    const preview = await imported('paprika', file, true);
    expect(preview.counts).toEqual({ recipes: 2, images: 2, notes: 1 });

    const report = await imported('paprika', file);
    expect(report.counts).toEqual({ recipes: 2, images: 2, notes: 1 });
    const shakshuka = await recipe(report.created[0]!.id!);
    const lines = await linesOf(shakshuka);
    expect(lines[0]).toBe('[For the sauce]');
    expect(lines).toContain('[To finish]');
    expect(lines).toHaveLength(6);
    expect(shakshuka).toMatchObject({
      servings: 4,
      servingTitle: 'servings',
      tags: 'Breakfast, Vegetarian',
      instructions: 'Soften the onion.\nAdd the tomatoes.\nCrack in the eggs.',
    });
    expect(timeText(shakshuka, 'prep')).toBe('10 Minute');
    expect(timeText(shakshuka, 'total')).toBe('35 Minute');
    expect((await images(shakshuka.id)).map((image) => image.imageName)).toEqual([
      'shakshuka.jpg',
      'pan.png',
    ]);
    expect((await notes(shakshuka.id)).map((note) => note.commentText)).toEqual(['Serve with bread.']);
    const flatbread = await recipe(report.created[1]!.id!);
    expect(timeText(flatbread, 'prep')).toBe('90 Minute');

    const again = await imported('paprika', file);
    expect(again.created).toEqual([]);
    expect(again.skipped).toHaveLength(2);
  });

  it('Paprika 3: broken entries are skipped, an oversized photo is left out before decoding, a gzip bomb is a 413', async () => {
    const report = await imported(
      'paprika',
      buildZip([
        { name: 'Raw.paprikarecipe', content: json({ name: 'Not gzipped' }), stored: true },
        { name: 'Text.paprikarecipe', content: gzipSync(Buffer.from('no json here')), stored: true },
        paprikaRecipe('Huge photo', {
          name: 'Huge photo',
          ingredients: '1 egg',
          // Past the photo bound as text: never decoded.
          photo_data: 'A'.repeat(21 * 1024 * 1024),
        }),
      ]),
    );
    expect(report.skipped).toEqual([
      {
        source: 'Raw.paprikarecipe',
        title: '',
        reason: expect.stringContaining('Raw.paprikarecipe is not gzipped JSON') as string,
      },
      { source: 'Text.paprikarecipe', title: '', reason: 'Text.paprikarecipe is no JSON.' },
      {
        source: 'Huge photo.paprikarecipe/photo.jpg',
        title: 'Huge photo',
        reason: 'The photo is larger than 15 MiB: it was left out.',
      },
    ]);
    expect(report.counts).toEqual({ recipes: 1, images: 0, notes: 0 });

    const none = await send('paprika', buildZip([{ name: 'a.txt', content: Buffer.from('x') }]));
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('no Paprika recipe');

    const bomb = buildZip([
      {
        name: 'Bomb.paprikarecipe',
        content: gzipSync(Buffer.alloc(120 * 1024 * 1024), { level: 9 }),
        stored: true,
      },
    ]);
    // Refused while inflating, at the limit (no wall-clock bound here: a loaded CI machine took more than 5 s).
    const refused = await send('paprika', bomb);
    expect(refused.status).toBe(413);
    expect(JSON.stringify(refused.body)).toContain('Bomb.paprikarecipe inflates past the limit');
  });

  it('a large file runs as a background job; its result is the report, and the upload is released', async () => {
    const file = buildZip([
      paprikaRecipe('Big pie', {
        name: 'Big pie',
        ingredients: '1 crust',
        photo_data: jpeg.toString('base64'),
      }),
      // Past the size at which the import goes to a job (a collection's photos).
      { name: 'padding.bin', content: randomBytes(5 * 1024 * 1024), stored: true },
    ]);
    const answer = await send('paprika', file, true);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const queued = answer.body as ImportReport;
    expect(queued).toMatchObject({ preview: true, format: 'paprika', created: [], skipped: [], counts: {} });
    expect(typeof queued.jobId).toBe('number');
    const finished = async (jobId: number): Promise<Job> => {
      for (let tries = 0; tries < 300; tries += 1) {
        const job = (await get(`/api/jobs/${jobId}`, 'cook')).body as Job;
        if (['succeeded', 'failed', 'cancelled'].includes(job.status)) return job;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('The job did not end.');
    };
    const previewJob = await finished(queued.jobId!);
    expect(previewJob.status, previewJob.error ?? '').toBe('succeeded');
    expect(previewJob.result).toEqual({
      preview: true,
      format: 'paprika',
      created: [{ source: 'Big pie.paprikarecipe', title: 'Big pie', id: null }],
      skipped: [],
      counts: { recipes: 1, images: 1, notes: 0 },
    });

    const run = (await send('paprika', file)).body as ImportReport;
    const job = await finished(run.jobId!);
    expect(job.status, job.error ?? '').toBe('succeeded');
    const report = job.result as ImportReport;
    expect(report.counts).toEqual({ recipes: 1, images: 1, notes: 0 });
    expect((await recipe(report.created[0]!.id!)).title).toBe('Big pie');
    // Another user cannot read the job; the uploads are gone from the store once the jobs ended.
    expect((await get(`/api/jobs/${run.jobId!}`, 'reader')).status).toBe(404);
    // The end hook runs just after the job's status is final: the uploads go soon after.
    const kept = async () =>
      Number(
        (
          (await api.db('stored_files').where({ kind: 'recipes.import' }).count({ n: '*' }))[0] as {
            n: unknown;
          }
        ).n,
      );
    await expect.poll(kept, { timeout: 10_000 }).toBe(0);
    // Nothing of the upload reaches the server's log: not its recipes, not its bytes.
    const photo = jpeg.toString('base64').slice(0, 40);
    expect(api.logs.filter((line) => line.includes('Big pie') || line.includes(photo))).toEqual([]);
  }, 60_000);

  it('needs Recipes Create to import, and checks the format', async () => {
    const file = buildZip([paprikaRecipe('x', { name: 'x' })]);
    expect((await send('paprika', file, false, 'reader')).status).toBe(403);
    const wrong = await send('cookbook', file);
    expect(wrong.status).toBe(400);
  });
});
