import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Profile, ProfileImage, ProfileSetup, ResultWrapper } from '@lcars/contract';
import sharp from 'sharp';
import { declaringPng } from '../../../test/images.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { PLACEHOLDER_GIF_BASE64, imageTypeFromBase64, sniffType } from './images.js';

// The smallest real images of each kind.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from(PLACEHOLDER_GIF_BASE64, 'base64');
let JPEG: Buffer;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n');

describeEachDatabase('profile: read, save, setup lists and picture', (kind) => {
  let api: TestServer;
  let adminToken: string;
  let demoToken: string;
  let demoId: number;

  beforeAll(async () => {
    api = await startTestServer({ database: kind, env: { PORTAL_MAX_IMAGE_BYTES: '2048' } });
    JPEG = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    adminToken = await api.login('admin', api.adminPassword);
    demoToken = await api.login('demo', api.demoPassword ?? '');
    demoId = Number(
      (await api.db('users').where({ normalized_user_name: 'demo' }).first<{ id: number }>('id'))?.id,
    );
  });
  afterAll(() => api?.close());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('GET /api/profile answers the signed-in user', async () => {
    const response = await api.request.get('/api/profile').set(auth(demoToken));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      userId: demoId,
      userName: 'demo',
      preferredSalutation: 'Hello',
      newEmailAddress: '',
    });
  });

  it('GET /api/profile/md lists display names, prefixes and suffixes, each with <None> (id 0)', async () => {
    const setup = (await api.request.get('/api/profile/md').set(auth(demoToken))).body as ProfileSetup;
    for (const list of [setup.displayNames, setup.namePrefixes, setup.nameSuffixes]) {
      expect(list[0]).toEqual({ id: 0, title: '<None>' });
      expect(list.length).toBeGreaterThan(1);
    }
    expect(setup.displayNames.map((d) => d.id)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('saves the own profile with its fixed message; another user is 403; an admin may', async () => {
    const body = {
      firstName: 'Dee',
      lastName: 'Mo',
      preferredSalutation: 'Greetings',
      displayNameId: 3,
      namePrefixId: 1,
      nameSuffixId: 0,
      phoneNumber: '555-0100',
      settings: { showProfilePicture: false },
    };
    const saved = await api.request.post(`/api/profile/${demoId}/save`).set(auth(demoToken)).send(body);
    expect(saved.status).toBe(200);
    const result = saved.body as ResultWrapper<Profile>;
    expect(result).toMatchObject({
      success: true,
      message: 'Use profile information was saved successfully!',
    });
    expect(result.result).toMatchObject({
      firstName: 'Dee',
      displayNameId: 3,
      settings: { showProfilePicture: false },
    });
    const context = await api.request.get('/api/account/context/1').set(auth(demoToken));
    expect(context.body).toMatchObject({
      globalAppSettings: { displayNameId: 3 },
      profile: { lastName: 'Mo' },
    });

    const other = await api.request.post('/api/profile/1/save').set(auth(demoToken)).send(body);
    expect(other.status).toBe(403);
    const byAdmin = await api.request
      .post(`/api/profile/${demoId}/save`)
      .set(auth(adminToken))
      .send({ ...body, firstName: 'Demo' });
    expect(byAdmin.status).toBe(200);

    const invalid = await api.request
      .post(`/api/profile/${demoId}/save`)
      .set(auth(demoToken))
      .send({ ...body, displayNameId: 9 });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ errors: [{ field: 'displayNameId' }] });
  });

  it('answers the one-pixel gif placeholder without a picture', async () => {
    const image = (await api.request.get(`/api/profile/${demoId}/image`).set(auth(demoToken)))
      .body as ProfileImage;
    expect(image).toMatchObject({ imagePresent: false, imageType: 'gif', imageData: PLACEHOLDER_GIF_BASE64 });
  });

  it('stores an uploaded picture (JSON base64, raw bytes, multipart), typed from its content', async () => {
    const json = await api.request
      .put(`/api/profile/${demoId}/image`)
      .set(auth(demoToken))
      .send({ imageData: `data:image/png;base64,${PNG.toString('base64')}`, imageName: 'me.png' });
    expect(json.status).toBe(200);
    expect(json.body).toMatchObject({
      success: true,
      result: { imagePresent: true, imageType: 'png', imageName: 'me.png' },
    });
    const read = (await api.request.get(`/api/profile/${demoId}/image`).set(auth(adminToken)))
      .body as ProfileImage;
    expect(Buffer.from(read.imageData, 'base64').equals(PNG)).toBe(true);

    const raw = await api.request
      .put(`/api/profile/${demoId}/image`)
      .set(auth(demoToken))
      .set('Content-Type', 'image/jpeg')
      .send(JPEG);
    expect(raw.status).toBe(200);
    expect(raw.body).toMatchObject({ result: { imageType: 'jpeg' } });

    const multipart = await api.request
      .put(`/api/profile/${demoId}/image`)
      .set(auth(demoToken))
      .attach('file', GIF, { filename: 'dot.gif', contentType: 'image/gif' });
    expect(multipart.status).toBe(200);
    expect(multipart.body).toMatchObject({ result: { imageType: 'gif', imageName: 'dot.gif' } });
    // One picture per user; the profile points at it.
    expect(await api.db('images').where({ image_type_id: 1, destination_id: demoId })).toHaveLength(1);
    const profile = (await api.request.get('/api/profile').set(auth(demoToken))).body as Profile;
    expect(profile.imageId).toBe((multipart.body as ResultWrapper<ProfileImage>).result?.id);
  });

  it('answers 415 for something that is not an image, even when it claims to be', async () => {
    for (const body of [
      { imageData: PDF.toString('base64') },
      { imageData: Buffer.from('plain text, not a picture').toString('base64') },
      { imageData: 'not base64 at all!' },
    ]) {
      const response = await api.request.put(`/api/profile/${demoId}/image`).set(auth(demoToken)).send(body);
      expect(response.status).toBe(415);
    }
    const lying = await api.request
      .put(`/api/profile/${demoId}/image`)
      .set(auth(demoToken))
      .set('Content-Type', 'image/png')
      .send(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(lying.status).toBe(415);
  });

  it('answers 413 naming the limit for a picture of too many pixels, from its header (issue 28)', async () => {
    // 69 bytes that declare 30000 x 30000 pixels: stored as sent before, for every browser to decode.
    for (const send of [
      () =>
        api.request.put(`/api/profile/${demoId}/image`).set(auth(demoToken)).set('Content-Type', 'image/png'),
      () => api.request.put(`/api/profile/1/image`).set(auth(adminToken)).set('Content-Type', 'image/png'),
    ]) {
      const response = await send().send(declaringPng(30_000, 30_000));
      expect(response.status).toBe(413);
      expect((response.body as { detail: string }).detail).toBe(
        'The image is 30000 x 30000 pixels (900,000,000): at most 40,000,000 pixels are accepted.',
      );
    }
    const stored = await api
      .db('images')
      .where({ image_type_id: 1 })
      .select<{ image_data: Buffer }[]>('image_data');
    for (const row of stored) expect(sniffType(Buffer.from(row.image_data))).not.toBe('png');
    // The signature of a PNG and no header after it: not an image.
    const headless = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(64)]);
    const response = await api.request
      .put(`/api/profile/${demoId}/image`)
      .set(auth(demoToken))
      .set('Content-Type', 'image/png')
      .send(headless);
    expect(response.status).toBe(415);
  });

  it('answers 413 above the size limit', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(4096)]);
    const json = await api.request
      .put(`/api/profile/${demoId}/image`)
      .set(auth(demoToken))
      .send({ imageData: big.toString('base64') });
    expect(json.status).toBe(413);
    const raw = await api.request
      .put(`/api/profile/${demoId}/image`)
      .set(auth(demoToken))
      .set('Content-Type', 'image/png')
      .send(big);
    expect(raw.status).toBe(413);
  });

  it("refuses to change another user's picture (403)", async () => {
    const response = await api.request
      .put('/api/profile/1/image')
      .set(auth(demoToken))
      .send({ imageData: PNG.toString('base64') });
    expect(response.status).toBe(403);
  });

  it('detects types from base64 by their first characters, and from the bytes', () => {
    expect(imageTypeFromBase64('JVBERi0xLjQ')).toBe('pdf');
    expect(imageTypeFromBase64('R0lGODlh')).toBe('gif');
    expect(imageTypeFromBase64('iVBORw0K')).toBe('png');
    expect(imageTypeFromBase64('/9j/4AAQ')).toBe('png');
    expect(sniffType(PNG)).toBe('png');
    expect(sniffType(GIF)).toBe('gif');
    expect(sniffType(JPEG)).toBe('jpeg');
    expect(sniffType(PDF)).toBe('pdf');
    expect(sniffType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffType(Buffer.from('hello'))).toBeNull();
  });

  // Regression (issue #12): a picture was served to every signed-in user despite showProfilePicture false.
  it('serves the placeholder to other users when showProfilePicture is off', async () => {
    const upload = await api.request
      .put(`/api/profile/${demoId}/image`)
      .set(auth(demoToken))
      .send({ imageData: PNG.toString('base64'), imageName: 'me.png' });
    expect(upload.status).toBe(200);
    const adminId = Number(
      (await api.db('users').where({ normalized_user_name: 'admin' }).first<{ id: number }>('id'))?.id,
    );
    const third = await api.request
      .put(`/api/profile/${adminId}/image`)
      .set(auth(adminToken))
      .send({ imageData: PNG.toString('base64'), imageName: 'admin.png' });
    expect(third.status).toBe(200);
    await api.db('users').whereIn('id', [demoId, adminId]).update({ show_profile_picture: false });
    const seen = async (token: string, userId: number) =>
      ((await api.request.get(`/api/profile/${userId}/image`).set(auth(token))).body as ProfileImage)
        .imagePresent;
    expect(await seen(demoToken, adminId)).toBe(false);
    expect(await seen(demoToken, demoId)).toBe(true);
    expect(await seen(adminToken, demoId)).toBe(true);
    await api.db('users').whereIn('id', [demoId, adminId]).update({ show_profile_picture: true });
    expect(await seen(demoToken, adminId)).toBe(true);
  });
});
