// The profile routes: the signed-in user's profile, the form's lists, saving, and the profile picture. Each is
// a descriptor of the contract (contract/profile.ts).
import * as calls from '@lcars/contract';
import { cleanFileName } from '../../files/store.js';
import { AUTHENTICATED, route, routeReadingBody } from '../../http/routes.js';
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

export const profileRoutes = [
  route(calls.getProfile, AUTHENTICATED, 'profile.get', (_input, { db, user }, ctx) => {
    ctx.set('Cache-Control', 'no-store');
    return getProfile(db, user.id);
  }),
  route(calls.getProfileSetup, AUTHENTICATED, 'profile.setup', (_input, { db }) => getProfileSetup(db)),
  route(calls.saveProfile, AUTHENTICATED, 'profile.save', ({ params, body }, services) =>
    saveProfile(services, params.userId, body),
  ),
  route(calls.getProfileImage, AUTHENTICATED, 'profile.image', ({ params }, { db, user }) =>
    getProfileImage(db, params.userId, user),
  ),
  // JSON {imageData: base64 or data: URL}, a multipart/form-data file, or the raw image bytes: the handler
  // reads the request itself, as only the JSON form has a body the descriptor's schema can parse.
  routeReadingBody(
    calls.saveProfileImage,
    AUTHENTICATED,
    'profile.image.save',
    async ({ params: { userId } }, services, ctx) => {
      assertSelfOrAdmin(services.user, userId);
      const limit = services.config.maxImageBytes;
      if (ctx.is('json')) {
        const upload = validate(calls.profileImageUploadSchema, ctx.request.body);
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
      // The largest picture as base64 (4 characters per 3 bytes), a data: prefix and the other fields.
      bodyLimits: (config) => ({ bytes: Math.ceil(config.maxImageBytes / 3) * 4 + 64 * 1024 }),
    },
  ),
];
