import { z } from 'zod';

/** Display name ids (platform.md section 3). */
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
