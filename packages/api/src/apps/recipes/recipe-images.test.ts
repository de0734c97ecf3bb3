// Recipe images are stored files under their uploader's quota, at most 20 a recipe (issue 28: 5 images of
// 13.9 MB left the usage at 0, and a recipe took any number), and the images stored before move into the
// file store on start. On SQLite and PostgreSQL.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminImage } from '@lcars/contract';
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

/** A photo of noise: it compresses badly, so its bytes are about its pixels. */
async function noisyJpeg(side: number): Promise<Buffer> {
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

describeEachDatabase('recipe images in the file store', (kind) => {
  let database: TestDatabase;
  let api: TestServer;
  const { tokens, ids, addUser, auth, post, get, del } = testUsers(() => api);
  let photo: Buffer;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = await startTestServer({ database, env: { PORTAL_DEMO: 'false', PORTAL_FILE_QUOTA_MB: '2' } });
    tokens.admin = await api.login('admin', api.adminPassword);
    await addUser('bob', ['Member']);
    await addUser('carol', ['Member']);
    photo = await noisyJpeg(500);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  async function recipe(who: string, title: string): Promise<Recipe> {
    const response = await post('/api/recipe/save', who, { id: 0, title });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as Recipe;
  }
  const upload = (who: string, recipeId: number, bytes: Buffer) =>
    api.request
      .put(`/api/recipe/${recipeId}/image?name=photo.jpg`)
      .set('Authorization', auth(who))
      .set('Content-Type', 'image/jpeg')
      .send(bytes);
  const usage = (who: string) => api.server.files.usage(ids[who]!);
  const orphans = async () =>
    (await api.db('stored_files').select('id')).length -
    (await api.db('images').whereNotNull('file_id').select('id')).length * 2;

  it("counts an image's original and display size in its uploader's quota, and frees them with it", async () => {
    const soup = await recipe('bob', 'Soup');
    const before = await usage('bob');
    const added = await upload('bob', soup.id, photo);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const after = await usage('bob');
    expect(after.files - before.files).toBe(2);
    expect(after.bytes - before.bytes).toBeGreaterThan(photo.length);
    // Another member may not take it away; the uploader may.
    const image = added.body as RecipeImage;
    expect((await del(`/api/recipe/${soup.id}/image/${image.id}`, 'carol')).status).toBe(403);
    expect((await del(`/api/recipe/${soup.id}/image/${image.id}`, 'bob')).status).toBe(200);
    expect(await usage('bob')).toMatchObject({ files: before.files, bytes: before.bytes });
    expect(await orphans()).toBe(0);
  });

  // The file sweep keeps what the recipes module declares it refers to: without its declaration the sweep
  // would leave a crash's leftover recipe files for good, or (were the kind swept) take live images.
  it("keeps a recipe's images through the file sweep and collects an image nothing refers to", async () => {
    const pie = await recipe('carol', 'Pie');
    const kept = (await upload('carol', pie.id, photo)).body as RecipeImage;
    const lost = (await upload('carol', pie.id, photo)).body as RecipeImage;
    // A crash between storing and the row: the image's files remain, its row does not.
    await api.db('images').where({ id: lost.id }).delete();
    const before = await usage('carol');
    await api.server.files.sweep(Date.now() + 2 * 24 * 3600_000);
    const after = await usage('carol');
    expect(before.files - after.files).toBe(2);
    expect((await get(`/api/recipe/${pie.id}/images`, 'carol')).status).toBe(200);
    const row = await api
      .db('images')
      .where({ id: kept.id })
      .first<{ file_id: number; original_file_id: number }>();
    expect(await api.server.files.get(row.file_id)).toBeDefined();
    expect(await api.server.files.get(row.original_file_id)).toBeDefined();
    expect(await orphans()).toBe(0);
  });

  it('refuses an image past the quota with a 413 and keeps nothing of it', async () => {
    const stew = await recipe('bob', 'Stew');
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push((await upload('bob', stew.id, photo)).status);
    expect(answers).toContain(200);
    expect(answers.at(-1)).toBe(413);
    const refused = await upload('bob', stew.id, photo);
    expect((refused.body as { detail: string }).detail).toBe(
      'Your stored files would exceed your quota of 2 MB.',
    );
    expect((await usage('bob')).bytes).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(await orphans()).toBe(0);
    // Carol's quota is her own.
    const hers = await recipe('carol', 'Salad');
    expect((await upload('carol', hers.id, photo)).status).toBe(200);
  });

  it('holds at most 20 images a recipe, also when uploads come at once', async () => {
    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a0522d' } })
      .jpeg()
      .toBuffer();
    const pie = await recipe('carol', 'Pie');
    for (let i = 0; i < 17; i++) expect((await upload('carol', pie.id, small)).status).toBe(200);
    const together = await Promise.all(Array.from({ length: 6 }, () => upload('carol', pie.id, small)));
    const statuses = together.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409]);
    const refused = together.find((answer) => answer.status === 409)!;
    expect((refused.body as { detail: string }).detail).toBe(
      'A recipe holds at most 20 images: delete one to add another.',
    );
    expect(((await get(`/api/recipe/${pie.id}/images`, 'carol')).body as RecipeImage[]).length).toBe(20);
    expect(await orphans()).toBe(0);
  });

  it('moves the images an earlier version kept in their rows into the file store on start', async () => {
    // Rows as the code before issue 28 wrote them: the bytes in images, the thumbnail in recipe_images.
    const tart = await recipe('carol', 'Tart');
    // Larger than the whole quota: what was stored before moves, and counts, past it.
    const original = await noisyJpeg(1500);
    expect(original.length).toBeGreaterThan(2 * 1024 * 1024);
    const display = await sharp(original).webp().toBuffer();
    const [inserted] = await api
      .db('images')
      .insert({
        image_type_id: 2,
        user_id: ids.carol,
        destination_id: tart.id,
        image_name: 'tart.jpg',
        image_type: 'webp',
        image_data: display,
        image_data_original: original,
        image_meta_data: '{}',
        byte_size: original.length,
        created_date: new Date(),
        modified_date: new Date(),
      })
      .returning<{ id: number }[]>('id');
    const imageId = Number(inserted!.id);
    await api.db('recipe_images').insert({
      image_id: imageId,
      recipe_id: tart.id,
      sort_order: 1,
      width: 120,
      height: 120,
      thumbnail: display,
    });
    const before = await usage('carol');
    await api.close();
    api = await startTestServer({ database, env: { PORTAL_DEMO: 'false', PORTAL_FILE_QUOTA_MB: '2' } });
    tokens.admin = await api.login('admin', api.adminPassword);
    tokens.carol = await api.login('carol', 'carol-password-for-tests');
    expect(api.logs).toContain('Recipes: 1 images moved into the file store.');
    const row = (await api.db('images').where({ id: imageId }).first()) as {
      file_id: number;
      original_file_id: number;
      image_data: Buffer;
      image_data_original: Buffer | null;
    };
    expect(Buffer.from(row.image_data).length).toBe(0);
    expect(row.image_data_original).toBeNull();
    expect((await readStoredFile(api.server.files, row.original_file_id)).equals(original)).toBe(true);
    const after = await usage('carol');
    expect(after.files - before.files).toBe(2);
    expect(after.bytes - before.bytes).toBe(original.length + display.length);
    expect(after.bytes).toBeGreaterThan(after.quotaBytes);
    // Shown as before, to the recipe's readers and to the admin image viewer.
    const shown = (await get(`/api/recipe/${tart.id}/images`, 'carol')).body as RecipeImage[];
    expect(shown[0]!.imageData).toBe(`data:image/webp;base64,${display.toString('base64')}`);
    const viewed = (await get(`/api/image/${imageId}/2`, 'admin')).body as AdminImage;
    expect(viewed.imageData).toBe(display.toString('base64'));
    // Nothing moves twice.
    await api.close();
    api = await startTestServer({ database, env: { PORTAL_DEMO: 'false', PORTAL_FILE_QUOTA_MB: '2' } });
    expect(api.logs.filter((line) => line.includes('moved into the file store'))).toEqual([]);
    expect(await usage('carol')).toMatchObject({ files: after.files, bytes: after.bytes });
  });
});
