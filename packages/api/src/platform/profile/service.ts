// The profile: read, save (self, or an administrator), the setup lists and the profile picture.
import type { Knex } from 'knex';
import {
  ADMIN_CLAIM,
  hasClaim,
  type Profile,
  type ProfileImage,
  type ProfileListItem,
  type ProfileSetup,
  type ResultWrapper,
  type profileSaveSchema,
} from '@lcars/contract';
import type { z } from 'zod';
import type { Db } from '../../db/knex.js';
import { bool } from '../../db/knex.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { UserServiceContext } from '../../http/context.js';
import { toProfile } from '../account/service.js';
import { touchData } from '../settings/data.js';
import { findUserById } from '../users/service.js';
import { checkImagePixels } from '../../images/index.js';
import { PLACEHOLDER_GIF_BASE64, PROFILE_IMAGE_TYPES, sniffType, unsupportedImage } from './images.js';

/** Storage type of account photos in the images table. */
export const ACCOUNT_PHOTOS = 1;

const NONE: ProfileListItem = { id: 0, title: '<None>' };

const DISPLAY_NAMES: ProfileListItem[] = [
  { id: 1, title: 'Last name' },
  { id: 2, title: 'First name' },
  { id: 3, title: 'First and last name' },
  { id: 4, title: 'User name' },
  { id: 5, title: 'E-mail' },
];

/** Used only when the system items (migration 003) hold no prefixes or suffixes. */
const FALLBACK_PREFIXES = ['Mr.', 'Mrs.', 'Ms.', 'Mx.', 'Dr.'];
const FALLBACK_SUFFIXES = ['Jr.', 'Sr.', 'II', 'III'];

/** Self, or a holder of Higgs/Boson. */
export function assertSelfOrAdmin(user: UserServiceContext['user'], userId: number): void {
  if (user.id !== userId && !hasClaim(user.claims, ADMIN_CLAIM.type, ADMIN_CLAIM.value)) {
    throw forbidden('Only the user or an administrator may change this profile.');
  }
}

export async function getProfile(db: Db | Knex.Transaction, userId: number): Promise<Profile> {
  const row = await findUserById(db, userId);
  if (!row) throw notFound('The user does not exist.');
  return toProfile(row);
}

async function systemItemList(db: Db, type: number, fallback: readonly string[]): Promise<ProfileListItem[]> {
  if (await db.schema.hasTable('system_items')) {
    const rows = await db('system_items')
      .where({ system_item_type: type })
      .orderBy([{ column: 'sort_order' }, { column: 'id' }])
      .select<{ id: number; title: string }[]>('id', 'title');
    if (rows.length > 0)
      return [NONE, ...rows.filter((r) => r.id !== 0).map((r) => ({ id: r.id, title: r.title }))];
  }
  return [NONE, ...fallback.map((title, index) => ({ id: index + 1, title }))];
}

export async function getProfileSetup(db: Db): Promise<ProfileSetup> {
  const [namePrefixes, nameSuffixes] = await Promise.all([
    systemItemList(db, 8, FALLBACK_PREFIXES),
    systemItemList(db, 9, FALLBACK_SUFFIXES),
  ]);
  return { displayNames: [NONE, ...DISPLAY_NAMES], namePrefixes, nameSuffixes };
}

export async function saveProfile(
  { db, user }: UserServiceContext,
  userId: number,
  profile: z.output<typeof profileSaveSchema>,
): Promise<ResultWrapper<Profile>> {
  assertSelfOrAdmin(user, userId);
  const result = await db.transaction(async (trx) => {
    const updated = await trx('users')
      .where({ id: userId })
      .update({
        preferred_salutation: profile.preferredSalutation === '' ? 'Hello' : profile.preferredSalutation,
        display_name_id: profile.displayNameId,
        name_prefix_id: profile.namePrefixId,
        first_name: profile.firstName,
        last_name: profile.lastName,
        name_suffix_id: profile.nameSuffixId,
        phone_number: profile.phoneNumber,
        show_profile_picture: profile.settings.showProfilePicture,
        modified_at: new Date(),
      });
    if (updated !== 1) throw notFound('The user does not exist.');
    // The display-name preference lives in the global settings too; keep them the same.
    await trx('user_global_settings')
      .where({ user_id: userId })
      .update({ display_name_id: profile.displayNameId, modified_at: new Date() });
    await touchData(trx, 'profile', userId);
    return getProfile(trx, userId);
  });
  return { success: true, message: 'Use profile information was saved successfully!', result };
}

interface ImageRow {
  id: number;
  image_type_id: number;
  image_name: string;
  image_type: string;
  image_data: Buffer | string;
  image_meta_data: string;
  destination_id: number;
}

function placeholder(userId: number): ProfileImage {
  return {
    id: 0,
    imageName: '',
    imageType: 'gif',
    imageData: PLACEHOLDER_GIF_BASE64,
    imageMetaData: '',
    destinationId: userId,
    imagePresent: false,
  };
}

/**
 * A user's picture; another user (not an administrator) gets the placeholder when the owner has turned
 * showProfilePicture off. `viewer` absent: the owner's own view.
 */
export async function getProfileImage(
  db: Db,
  userId: number,
  viewer?: UserServiceContext['user'],
): Promise<ProfileImage> {
  if (
    viewer !== undefined &&
    viewer.id !== userId &&
    !hasClaim(viewer.claims, ADMIN_CLAIM.type, ADMIN_CLAIM.value)
  ) {
    const owner = await findUserById(db, userId);
    if (!owner || !bool(owner.show_profile_picture)) return placeholder(userId);
  }
  const row = await db<ImageRow>('images')
    .where({ image_type_id: ACCOUNT_PHOTOS, destination_id: userId })
    .orderBy('id', 'desc')
    .first();
  if (!row) return placeholder(userId);
  const data = Buffer.isBuffer(row.image_data) ? row.image_data : Buffer.from(row.image_data);
  return {
    id: row.id,
    imageName: row.image_name,
    imageType: row.image_type,
    imageData: data.toString('base64'),
    imageMetaData: row.image_meta_data,
    destinationId: row.destination_id,
    imagePresent: true,
  };
}

export async function saveProfileImage(
  { db, user, config }: UserServiceContext,
  userId: number,
  upload: { bytes: Buffer; imageName: string; imageMetaData: string },
): Promise<ResultWrapper<ProfileImage>> {
  assertSelfOrAdmin(user, userId);
  const type = sniffType(upload.bytes);
  if (type === null || !PROFILE_IMAGE_TYPES.includes(type)) throw unsupportedImage();
  // Stored as sent and decoded by every browser that shows it: its header must read as an image within the
  // pixel limit (the server itself never decodes it).
  if (!(await checkImagePixels(upload.bytes, config.images.maxPixels))) throw unsupportedImage();
  if (!(await findUserById(db, userId))) throw notFound('The user does not exist.');
  await db.transaction(async (trx) => {
    const now = new Date();
    await trx('images').where({ image_type_id: ACCOUNT_PHOTOS, destination_id: userId }).delete();
    const [inserted] = await trx('images')
      .insert({
        image_type_id: ACCOUNT_PHOTOS,
        user_id: userId,
        destination_id: userId,
        image_name: upload.imageName.slice(0, 256),
        image_type: type,
        image_data: upload.bytes,
        image_meta_data: upload.imageMetaData,
        byte_size: upload.bytes.length,
        created_date: now,
        modified_date: now,
      })
      .returning<{ id: number }[]>('id');
    await trx('users')
      .where({ id: userId })
      .update({ image_id: Number(inserted?.id), modified_at: now });
    await touchData(trx, 'profile-image', userId);
  });
  return {
    success: true,
    message: 'The profile picture was saved.',
    result: await getProfileImage(db, userId),
  };
}
