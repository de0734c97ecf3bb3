import { z } from 'zod';
import { profileImageUploadSchema, profileSaveSchema } from '@lcars/contract';
import { cleanFileName } from '../../files/store.js';
import { AUTHENTICATED, defineRoute } from '../../http/routes.js';
import { validate } from '../../http/validate.js';
import { decodeBase64Image, firstMultipartFile, readRawBody, tooLarge, unsupportedImage } from './images.js';
import {
  assertSelfOrAdmin,
  getProfile,
  getProfileImage,
  getProfileSetup,
  saveProfile,
  saveProfileImage,
} from './service.js';

const userParamsSchema = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });

export const profileRoutes = [
  defineRoute(
    'GET',
    '/profile',
    AUTHENTICATED,
    'profile.get',
    (ctx, { db, user }) => {
      ctx.set('Cache-Control', 'no-store');
      return getProfile(db, user.id);
    },
    { summary: 'The profile of the signed-in user' },
  ),
  defineRoute('GET', '/profile/md', AUTHENTICATED, 'profile.setup', (_ctx, { db }) => getProfileSetup(db), {
    summary: 'Display names, name prefixes and suffixes, each with <None> (id 0)',
  }),
  defineRoute(
    'POST',
    '/profile/:userId/save',
    AUTHENTICATED,
    'profile.save',
    (ctx, services) =>
      saveProfile(
        services,
        validate(userParamsSchema, ctx.params).userId,
        validate(profileSaveSchema, ctx.request.body),
      ),
    { summary: 'Saves a profile (own, or any with Higgs/Boson)', body: profileSaveSchema },
  ),
  defineRoute(
    'GET',
    '/profile/:userId/image',
    AUTHENTICATED,
    'profile.image',
    (ctx, { db, user }) => getProfileImage(db, validate(userParamsSchema, ctx.params).userId, user),
    { summary: 'A profile picture, or the one-pixel gif placeholder with imagePresent false' },
  ),
  // JSON {imageData: base64 or data: URL}, a multipart/form-data file, or the raw image bytes.
  defineRoute(
    'PUT',
    '/profile/:userId/image',
    AUTHENTICATED,
    'profile.image.save',
    async (ctx, services) => {
      const { userId } = validate(userParamsSchema, ctx.params);
      assertSelfOrAdmin(services.user, userId);
      const limit = services.config.maxImageBytes;
      if (ctx.is('json')) {
        const upload = validate(profileImageUploadSchema, ctx.request.body);
        return saveProfileImage(services, userId, {
          bytes: decodeBase64Image(upload.imageData, limit),
          imageName: upload.imageName ?? '',
          imageMetaData: upload.imageMetaData ?? '',
        });
      }
      const contentType = ctx.get('content-type');
      // A multipart body carries some framing on top of the file.
      const raw = await readRawBody(ctx.req, ctx.is('multipart') ? limit + 64 * 1024 : limit);
      if (ctx.is('multipart')) {
        const file = firstMultipartFile(raw, contentType);
        if (!file) throw unsupportedImage();
        if (file.bytes.length > limit) throw tooLarge(limit);
        return saveProfileImage(services, userId, {
          bytes: file.bytes,
          imageName: cleanFileName(file.fileName),
          imageMetaData: '',
        });
      }
      return saveProfileImage(services, userId, { bytes: raw, imageName: '', imageMetaData: '' });
    },
    {
      summary:
        'Stores a profile picture: JSON base64, multipart file or raw bytes; 413 too large, 415 not an image',
      body: profileImageUploadSchema,
      // The largest picture as base64 (4 characters per 3 bytes), a data: prefix and the other fields.
      bodyLimits: (config) => ({ bytes: Math.ceil(config.maxImageBytes / 3) * 4 + 64 * 1024 }),
    },
  ),
];
