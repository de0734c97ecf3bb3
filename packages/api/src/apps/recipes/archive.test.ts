// The collection as a zip of schema.org JSON-LD with images, and such a zip read back: a round trip keeps every
// field of the recipe form and the image bytes; importing the same archive twice creates nothing new; a
// preview writes nothing; the bounded zip reader refuses a bomb before inflating it. On SQLite and PostgreSQL.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ImportReport } from '@lcars/contract';
import type { Recipe, RecipeImage } from '@lcars/contract/recipes';
import { readStoredFile } from '../../files/index.js';
import {
  createTestDatabase,
  describeEachDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from '../../../test/server.js';
import { testUsers } from '../../../test/requests.js';
import { buildZip, deflatedZeros } from '../../../test/zips.js';
import { formOf } from '../../../test/recipe-form.js';

describeEachDatabase('recipe collection archive', (kind) => {
  let database: TestDatabase;
  let api: TestServer;
  const { tokens, addUser, auth, post, get } = testUsers(() => api);
  let rich: Recipe;
  let plain: Recipe;
  let photos: Buffer[];

  const importArchive = (zip: Buffer, preview = false, who = 'bob') =>
    api.request
      .post(`/api/recipe/import/archive?format=nextcloud${preview ? '&preview=true' : ''}`)
      .set('Authorization', auth(who))
      .set('Content-Type', 'application/zip')
      .send(zip);
  /** A download's bytes (supertest buffers only text by default). */
  const download = (path: string, who = 'bob') =>
    get(path, who)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const exportCollection = async (who = 'bob'): Promise<Buffer> => {
    const response = await download('/api/recipe/export/collection', who);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('attachment');
    return response.body as Buffer;
  };
  const originalsOf = async (recipeId: number): Promise<Buffer[]> => {
    const rows = await api
      .db('recipe_images as ri')
      .join('images as i', 'i.id', 'ri.image_id')
      .where('ri.recipe_id', recipeId)
      .orderBy('ri.sort_order')
      .select<{ original_file_id: number }[]>('i.original_file_id');
    return Promise.all(rows.map((row) => readStoredFile(api.server.files, row.original_file_id)));
  };
  const archiveAll = async () => {
    const all = (await get('/api/recipe/list-all', 'bob')).body as Recipe[];
    for (const recipe of all)
      expect(
        (await api.request.delete(`/api/recipe/${recipe.id}`).set('Authorization', auth('admin'))).status,
      ).toBe(200);
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = await startTestServer({ database, env: { PORTAL_DEMO: 'false' } });
    tokens.admin = await api.login('admin', api.adminPassword);
    await addUser('bob', ['Member']);
    photos = await Promise.all(
      [40, 60].map((side) =>
        sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
          .jpeg()
          .toBuffer(),
      ),
    );
    photos.push(
      await sharp({ create: { width: 30, height: 20, channels: 4, background: '#ff000080' } })
        .png()
        .toBuffer(),
    );
    const setup = (await get('/api/recipe/md', 'bob')).body as {
      recipeTypes: { id: number }[];
      timeTypes: { id: number; title: string }[];
    };
    const minute = setup.timeTypes.find((item) => item.title === 'Minute')?.id ?? setup.timeTypes[0]!.id;
    const hour = setup.timeTypes.find((item) => item.title === 'Hour')?.id ?? minute;
    const saved = await post('/api/recipe/save', 'bob', {
      id: 0,
      title: 'Plum crumble',
      description: 'Autumn fruit under a crisp top.',
      authorName: 'Grandma',
      recipeTypeId: setup.recipeTypes[0]!.id,
      prepTimeTypeId: minute,
      prepStartTime: 15,
      prepEndTime: 20,
      cookTimeTypeId: hour,
      cookStartTime: 1,
      cookEndTime: 1.5,
      totalTimeTypeId: minute,
      totalStartTime: 90,
      totalEndTime: null,
      totalTimeAutoCalculate: false,
      servings: 6,
      servingTitle: 'bowls',
      servingScalable: false,
      ingredients: [
        {
          isGroup: true,
          groupTitle: 'For the crumble',
          ingredients: [
            {
              amount: '1 1/2',
              measurementTitle: 'Cup',
              productTitle: 'Flour',
              additionalInformation: 'sifted',
            },
            {
              amount: '100',
              measurementTitle: 'Gram',
              productTitle: 'Butter',
              substitution: true,
              showSubstitutions: true,
              substitutionIngredients: [
                { amount: '90', measurementTitle: 'Gram', productTitle: 'Coconut oil' },
              ],
            },
          ],
        },
        { amount: '8', productTitle: 'Plums', additionalInformation: 'halved, stones out' },
      ],
      instructions: 'Heat the oven to 180 °C.\nRub the butter into the flour.\nBake for an hour.',
      tags: 'autumn, dessert',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    rich = saved.body as Recipe;
    for (const [index, photo] of photos.entries()) {
      const upload = await api.request
        .put(`/api/recipe/${rich.id}/image?name=photo-${index}`)
        .set('Authorization', auth('bob'))
        .send(photo);
      expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    }
    rich = (await get(`/api/recipe/${rich.id}`, 'bob')).body as Recipe;
    plain = (await post('/api/recipe/save', 'bob', { id: 0, title: 'Toast' })).body as Recipe;
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  it('exports a folder per recipe with recipe.json in schema.org form and the original images', async () => {
    const files = unzipSync(await exportCollection());
    const names = Object.keys(files).sort();
    expect(names).toEqual(
      [
        `Plum crumble (${rich.id})/full.jpg`,
        `Plum crumble (${rich.id})/image-2.jpg`,
        `Plum crumble (${rich.id})/image-3.png`,
        `Plum crumble (${rich.id})/recipe.json`,
        `Toast (${plain.id})/recipe.json`,
      ].sort(),
    );
    const document: unknown = JSON.parse(
      new TextDecoder().decode(files[`Plum crumble (${rich.id})/recipe.json`]),
    );
    expect(document).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Plum crumble',
      author: { '@type': 'Person', name: 'Grandma' },
      image: ['full.jpg', 'image-2.jpg', 'image-3.png'],
    });
    expect(Buffer.from(files[`Plum crumble (${rich.id})/full.jpg`]!).equals(photos[0]!)).toBe(true);
  });

  it('exports one recipe the same way, and 404 for one that is not there', async () => {
    const response = await download(`/api/recipe/${plain.id}/export/archive`);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toContain(`recipe-${plain.id}.zip`);
    expect(Object.keys(unzipSync(response.body as Buffer))).toEqual([`Toast (${plain.id})/recipe.json`]);
    expect((await get('/api/recipe/999999/export/archive', 'bob')).status).toBe(404);
  });

  it('reads the export back: every field and the image bytes, after a preview that writes nothing', async () => {
    const zip = await exportCollection();
    await archiveAll();

    const preview = await importArchive(zip, true);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body as ImportReport).toEqual({
      preview: true,
      format: 'nextcloud',
      created: [
        { source: `Plum crumble (${rich.id})`, title: 'Plum crumble', id: null },
        { source: `Toast (${plain.id})`, title: 'Toast', id: null },
      ],
      skipped: [],
      counts: { recipes: 2, images: 3, notes: 0 },
    });
    expect(((await get('/api/recipe/list-all', 'bob')).body as Recipe[]).length).toBe(0);

    const imported = await importArchive(zip);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const result = imported.body as ImportReport;
    expect(result.created.map((item) => item.title)).toEqual(['Plum crumble', 'Toast']);
    expect(result.counts).toEqual({ recipes: 2, images: 3, notes: 0 });
    const copyId = result.created[0]!.id!;
    const copy = (await get(`/api/recipe/${copyId}`, 'bob')).body as Recipe;
    expect(formOf(copy)).toEqual(formOf(rich));
    const plainCopy = (await get(`/api/recipe/${result.created[1]!.id!}`, 'bob')).body as Recipe;
    expect(formOf(plainCopy)).toEqual(formOf(plain));

    const originals = await originalsOf(copyId);
    expect(originals.length).toBe(3);
    originals.forEach((bytes, index) => expect(bytes.equals(photos[index]!)).toBe(true));
    const images = (await get(`/api/recipe/${copyId}/images`, 'bob')).body as RecipeImage[];
    expect(images.map((image) => image.imageName)).toEqual(['full.jpg', 'image-2.jpg', 'image-3.png']);

    // The same archive again: nothing new, each skip says why.
    const again = await importArchive(zip);
    expect(again.status).toBe(200);
    expect((again.body as ImportReport).created).toEqual([]);
    expect((again.body as ImportReport).skipped.map((item) => item.reason)).toEqual([
      'A recipe of this title and author is already in the collection.',
      'A recipe of this title and author is already in the collection.',
    ]);
    expect(((await get('/api/recipe/list-all', 'bob')).body as Recipe[]).length).toBe(2);
  });

  it('reads a Cookbook-style folder without the portal term from its schema.org fields', async () => {
    const zip = buildZip([
      {
        name: 'Pancakes/recipe.json',
        content: Buffer.from(
          JSON.stringify({
            '@context': 'http://schema.org',
            '@type': 'Recipe',
            name: 'Pancakes',
            recipeYield: 4,
            recipeIngredient: ['200 g flour', '2 eggs'],
            recipeInstructions: ['Mix.', 'Fry.'],
          }),
        ),
      },
      { name: 'Pancakes/full.jpg', content: photos[0]!, stored: true },
      { name: 'Pancakes/thumb.jpg', content: photos[1]!, stored: true },
      { name: 'Broken/recipe.json', content: Buffer.from('{"@type":"Recipe"') },
      { name: '__MACOSX/Pancakes/._recipe.json', content: Buffer.from([0, 5, 22, 7]) },
      { name: '__MACOSX/Pancakes/recipe.json', content: Buffer.from([0, 5, 22, 7]) },
      {
        name: 'Pancakes again/recipe.json',
        content: Buffer.from(JSON.stringify({ '@type': 'Recipe', name: 'pancakes' })),
      },
    ]);
    const response = await importArchive(zip);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const result = response.body as ImportReport;
    expect(result.created).toMatchObject([{ source: 'Pancakes', title: 'Pancakes' }]);
    expect(result.counts).toEqual({ recipes: 1, images: 1, notes: 0 });
    expect(result.skipped).toEqual([
      { source: 'Broken', title: '', reason: 'recipe.json is no JSON.' },
      {
        source: 'Pancakes again',
        title: 'pancakes',
        reason: 'An earlier recipe of the file has this title and author.',
      },
    ]);
  });

  it('refuses a zip bomb from its central directory, and what is no zip', async () => {
    const bomb = buildZip([{ name: 'Bomb/recipe.json', deflated: deflatedZeros(60 * 1024 * 1024) }]);
    // Refused from the declared sizes, before inflating (the message says which check; no wall-clock bound).
    const refused = await importArchive(bomb);
    expect(refused.status).toBe(413);
    expect(JSON.stringify(refused.body)).toContain('refused');
    const lying = buildZip([
      { name: 'Lie/recipe.json', deflated: deflatedZeros(8 * 1024 * 1024), declaredSize: 1000 },
    ]);
    expect([400, 413]).toContain((await importArchive(lying)).status);
    expect((await importArchive(Buffer.from('not a zip'))).status).toBe(400);
    expect((await importArchive(buildZip([{ name: 'notes.txt', content: Buffer.from('hi') }]))).status).toBe(
      400,
    );
  });

  it('names the format when it is missing or unknown', async () => {
    const zip = buildZip([{ name: 'A/recipe.json', content: Buffer.from('{}') }]);
    for (const query of ['', '?format=cookbook']) {
      const response = await api.request
        .post(`/api/recipe/import/archive${query}`)
        .set('Authorization', auth('bob'))
        .set('Content-Type', 'application/zip')
        .send(zip);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain(
        'Format is one of nextcloud, mealie, tandoor, paprika, lcars.',
      );
    }
  });

  it('needs Recipes/Edit to import', async () => {
    await addUser('nobody', []);
    expect((await importArchive(buildZip([]), false, 'nobody')).status).toBe(403);
  });
});
