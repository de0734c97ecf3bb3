import { z } from 'zod';
import { resultSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { INT32_MAX } from './int32.js';

/** Display name ids. */
export const DisplayNameId = {
  LastName: 1,
  FirstName: 2,
  FirstAndLast: 3,
  UserName: 4,
  Email: 5,
} as const;

/** POST /api/profile/{userId}/save: what a user may change of a profile here (not user name or e-mail). */
export const profileSaveSchema = z.object({
  preferredSalutation: z.string().trim().max(100).default('Hello'),
  displayNameId: z.number().int().min(1).max(5).default(2),
  namePrefixId: z.number().int().min(0).max(2_147_483_647).default(0),
  firstName: z.string().trim().max(100).default(''),
  lastName: z.string().trim().max(100).default(''),
  nameSuffixId: z.number().int().min(0).max(2_147_483_647).default(0),
  phoneNumber: z.string().trim().max(50).default(''),
  settings: z.object({ showProfilePicture: z.boolean().default(true) }).default({ showProfilePicture: true }),
});
export type ProfileSaveRequest = z.input<typeof profileSaveSchema>;

export interface ProfileListItem {
  id: number;
  title: string;
}

/** GET /api/profile/md: the lists of the profile form, each starting with "<None>" (id 0). */
export interface ProfileSetup {
  displayNames: ProfileListItem[];
  namePrefixes: ProfileListItem[];
  nameSuffixes: ProfileListItem[];
}

/** The profile picture (GET/PUT /api/profile/{userId}/image). imageData is base64. */
export interface ProfileImage {
  id: number;
  imageName: string;
  imageType: string;
  imageData: string;
  imageMetaData: string;
  destinationId: number;
  imagePresent: boolean;
}

/** PUT /api/profile/{userId}/image as JSON: base64 (or a data: URL). Raw image bodies are accepted too. */
export const profileImageUploadSchema = z.object({
  imageData: z.string().min(1, 'Image data is required.'),
  imageName: z.string().trim().max(256).optional(),
  imageMetaData: z.string().max(10000).optional(),
});
export type ProfileImageUpload = z.input<typeof profileImageUploadSchema>;

const profileListItemSchema = z.object({ id: z.number().int(), title: z.string() });

/** The answer shape of ProfileSetup: the profile form's lists. */
export const profileSetupSchema = z.object({
  displayNames: z.array(profileListItemSchema),
  namePrefixes: z.array(profileListItemSchema),
  nameSuffixes: z.array(profileListItemSchema),
});

/** The answer shape of a Profile (context.ts). */
export const profileSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  email: z.string(),
  preferredSalutation: z.string(),
  displayNameId: z.number().int(),
  namePrefixId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  nameSuffixId: z.number().int(),
  imageId: z.number().int(),
  settings: z.object({ showProfilePicture: z.boolean() }),
  newEmailAddress: z.string(),
  phoneNumber: z.string(),
});

/** The answer shape of a ProfileImage. */
export const profileImageSchema = z.object({
  id: z.number().int(),
  imageName: z.string(),
  imageType: z.string(),
  imageData: z.string(),
  imageMetaData: z.string(),
  destinationId: z.number().int(),
  imagePresent: z.boolean(),
});

// The profile calls: the signed-in user's profile, the form's lists, saving, and the profile picture.

/** The :userId of the profile calls. */
export const profileUserParamsSchema = z.object({
  userId: z.coerce.number().int().positive().max(INT32_MAX),
});

export const getProfile = endpoint({
  method: 'GET',
  path: '/profile',
  response: profileSchema,
  summary: 'The profile of the signed-in user',
});

export const getProfileSetup = endpoint({
  method: 'GET',
  path: '/profile/md',
  response: profileSetupSchema,
  summary: 'Display names, name prefixes and suffixes, each with <None> (id 0)',
});

export const saveProfile = endpoint({
  method: 'POST',
  path: '/profile/:userId/save',
  params: profileUserParamsSchema,
  request: profileSaveSchema,
  response: resultSchema(profileSchema),
  summary: 'Saves a profile (own, or any with Higgs/Boson)',
});

export const getProfileImage = endpoint({
  method: 'GET',
  path: '/profile/:userId/image',
  params: profileUserParamsSchema,
  response: profileImageSchema,
  summary: 'A profile picture, or the one-pixel gif placeholder with imagePresent false',
});

/** The JSON form of the upload; the route takes a multipart file or the raw image bytes as well. */
export const saveProfileImage = endpoint({
  method: 'PUT',
  path: '/profile/:userId/image',
  params: profileUserParamsSchema,
  request: profileImageUploadSchema,
  response: resultSchema(profileImageSchema),
  summary:
    'Stores a profile picture: JSON base64, multipart file or raw bytes; 413 too large, 415 not an image',
});
