import { z } from 'zod';
import { claimSchema } from './claims.js';
import { pagedListSchema } from './paged.js';
import { endpoint } from './endpoint.js';
import { queryId } from './int32.js';
import { portalGlobalSettingsSchema } from './settings.js';

export const adminUserSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  disabled: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  claims: z.array(claimSchema),
  createdDate: z.string(),
  modifiedDate: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPagedSchema = pagedListSchema(adminUserSchema);

/** GET /api/user/list: the directory any signed-in user may pick a recipient from (no e-mail). */
export const userDirectoryEntrySchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  displayName: z.string(),
});
export const userDirectorySchema = z.object({ records: z.array(userDirectoryEntrySchema) });

export const adminUserQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(500).optional().default(50),
  search: z.string().trim().max(200).optional().default(''),
});

const email = z.email('E-mail is not a valid e-mail address.').max(256);
const userName = z
  .string()
  .trim()
  .min(1)
  .max(256)
  .regex(/^[A-Za-z0-9._@-]+$/, 'User name may hold letters, digits and ._@- only.');

export const adminUserEditSchema = z.object({
  userName: userName.optional(),
  email: email.optional(),
  emailConfirmed: z.boolean().optional(),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
});
export type AdminUserEdit = z.input<typeof adminUserEditSchema>;

export const adminUserCreateSchema = z.object({
  userName,
  email,
  /** Omit (or set generatePassword) to have one generated and returned once. */
  password: z.string().min(1).max(1024).optional(),
  generatePassword: z.boolean().optional().default(false),
  emailConfirmed: z.boolean().optional().default(true),
  firstName: z.string().trim().max(100).optional().default(''),
  lastName: z.string().trim().max(100).optional().default(''),
  roles: z.array(z.string().min(1).max(100)).max(50).optional().default([]),
});
export type AdminUserCreate = z.input<typeof adminUserCreateSchema>;

export const resetPasswordSchema = z.object({ password: z.string().min(1).max(1024).optional() });
/** The password is returned once, never stored in clear. */
export const passwordResultSchema = z.object({
  success: z.boolean(),
  userId: z.number().int(),
  password: z.string(),
});

/** POST /api/admin/users/{id}/unlock: the account's counted failed sign-ins are cleared. */
export const unlockResultSchema = z.object({
  user: adminUserSchema,
  /** Failed sign-ins within the lockout window that were cleared (0: the account was not locked out). */
  clearedAttempts: z.number().int(),
  message: z.string(),
});
export type UnlockResult = z.infer<typeof unlockResultSchema>;

export const userRolesSchema = z.object({ roles: z.array(z.string().min(1).max(100)).max(50) });
export const userClaimsSchema = z.object({ claims: z.array(claimSchema).max(200) });

export const adminRoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  isBuiltIn: z.boolean(),
  claims: z.array(claimSchema),
  userCount: z.number().int(),
});
export type AdminRole = z.infer<typeof adminRoleSchema>;
export const adminRoleListSchema = z.object({ records: z.array(adminRoleSchema) });

export const adminRoleSaveSchema = z.object({
  /** 0 or absent creates a role. */
  id: z.number().int().min(0).max(2_147_483_647).optional().default(0),
  name: z.string().trim().min(1, 'Name is required.').max(100),
  description: z.string().trim().max(500).optional().default(''),
  claims: z.array(claimSchema).max(200).optional().default([]),
});
export type AdminRoleSave = z.input<typeof adminRoleSaveSchema>;

export const adminSettingsSchema = z.object({
  registrationEnabled: z.boolean(),
  requirements: z.object({
    allowedUserNameCharacters: z.string().min(1).max(500),
    requireDigit: z.boolean(),
    requireLowercase: z.boolean(),
    requireUppercase: z.boolean(),
    requiredLength: z.number().int().min(8).max(256),
    requiredUserNameLength: z.number().int().min(1).max(256),
  }),
  globalAppSettings: portalGlobalSettingsSchema,
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export const adminSettingsSaveSchema = z.object({
  registrationEnabled: z.boolean().optional(),
  requirements: adminSettingsSchema.shape.requirements.partial().optional(),
  globalAppSettings: portalGlobalSettingsSchema.partial().optional(),
});

/** Image storage options of the admin image viewer. */
export const ImageStorageOption = { AccountPhotos: 1, RecipePhotos: 2, ScanPhotos: 3 } as const;

export const adminImageSchema = z.object({
  id: z.number().int(),
  imageTypeId: z.number().int(),
  imageName: z.string(),
  imageType: z.string(),
  imageData: z.string(),
  imageMetaData: z.string(),
  destinationId: z.number().int(),
  imagePresent: z.boolean(),
  createdDate: z.string(),
});
export type AdminImage = z.infer<typeof adminImageSchema>;
export const adminImagePagedSchema = pagedListSchema(adminImageSchema.omit({ imageData: true }));
export const imageMetadataSchema = z.object({
  storageOptions: z.array(z.object({ id: z.number().int(), title: z.string() })),
  defaultStorageOption: z.number().int(),
  itemsPerPage: z.number().int(),
  sortBy: z.string(),
  sortAsc: z.boolean(),
});
export const imageListParamsSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000),
  perPage: z.coerce.number().int().min(1).max(500),
  storageOption: z.coerce.number().int().min(1).max(3),
  sortBy: z.enum(['imageName', 'id', 'createdDate', 'imageType']),
  sortAsc: z.enum(['true', 'false']).transform((value) => value === 'true'),
  search: z.string().max(200).optional().default(''),
});

// The administrators' calls (claim Higgs/Boson, except the user directory: any signed-in user).

/** The path parameter of the calls on one user or one role. */
const idParams = z.object({ id: queryId() });
const imageParams = idParams.extend({ storageOption: z.coerce.number().int().min(1).max(3) });

export const getUserDirectory = endpoint({
  method: 'GET',
  path: '/user/list',
  response: userDirectorySchema,
  summary: 'Active users to pick a recipient from (no e-mail addresses)',
});

export const pageAdminUsers = endpoint({
  method: 'GET',
  path: '/admin/users',
  request: adminUserQuerySchema,
  response: adminUserPagedSchema,
  summary: 'Users, searched by user name, e-mail and name',
});

export const createAdminUser = endpoint({
  method: 'POST',
  path: '/admin/users',
  request: adminUserCreateSchema,
  response: z.object({ user: adminUserSchema, password: z.string().optional() }),
  summary: 'Creates a user; a generated password is returned once',
});

export const getAdminUser = endpoint({
  method: 'GET',
  path: '/admin/users/:id',
  params: idParams,
  response: adminUserSchema,
  summary: 'One user with roles and direct claims',
});

export const editAdminUser = endpoint({
  method: 'POST',
  path: '/admin/users/:id',
  params: idParams,
  request: adminUserEditSchema,
  response: adminUserSchema,
  summary: 'Edits user name, e-mail, confirmation and name',
});

export const disableAdminUser = endpoint({
  method: 'POST',
  path: '/admin/users/:id/disable',
  params: idParams,
  response: adminUserSchema,
  summary: 'Disables a user (their tokens stop working)',
});

export const enableAdminUser = endpoint({
  method: 'POST',
  path: '/admin/users/:id/enable',
  params: idParams,
  response: adminUserSchema,
  summary: 'Enables a user',
});

export const unlockAdminUser = endpoint({
  method: 'POST',
  path: '/admin/users/:id/unlock',
  params: idParams,
  response: unlockResultSchema,
  summary: 'Lets a locked-out account sign in again (its failed sign-ins stop counting)',
});

export const resetAdminUserPassword = endpoint({
  method: 'POST',
  path: '/admin/users/:id/reset-password',
  params: idParams,
  request: resetPasswordSchema,
  response: passwordResultSchema,
  summary: 'Sets the given or a generated password, returned once',
});

export const setAdminUserRoles = endpoint({
  method: 'PUT',
  path: '/admin/users/:id/roles',
  params: idParams,
  request: userRolesSchema,
  response: adminUserSchema,
  summary: "Replaces a user's roles (audited)",
});

export const setAdminUserClaims = endpoint({
  method: 'PUT',
  path: '/admin/users/:id/claims',
  params: idParams,
  request: userClaimsSchema,
  response: adminUserSchema,
  summary: "Replaces a user's direct claims (audited)",
});

export const listAdminRoles = endpoint({
  method: 'GET',
  path: '/admin/roles',
  response: adminRoleListSchema,
  summary: 'Roles with their claims',
});

export const saveAdminRole = endpoint({
  method: 'POST',
  path: '/admin/roles',
  request: adminRoleSaveSchema,
  response: adminRoleSchema,
  summary: 'Creates (id 0) or updates a role and its claims (audited)',
});

export const deleteAdminRole = endpoint({
  method: 'DELETE',
  path: '/admin/roles/:id',
  params: idParams,
  response: z.boolean(),
  summary: 'Deletes a role (not a built-in one)',
});

export const getAdminSettings = endpoint({
  method: 'GET',
  path: '/admin/settings',
  response: adminSettingsSchema,
  summary: 'Registration and password requirements',
});

export const saveAdminSettings = endpoint({
  method: 'POST',
  path: '/admin/settings',
  request: adminSettingsSaveSchema,
  response: adminSettingsSchema,
  summary: 'Changes registration and password requirements',
});

export const getImageMetadata = endpoint({
  method: 'GET',
  path: '/image/md',
  response: imageMetadataSchema,
  summary: 'Storage options and defaults of the image viewer',
});

export const getAdminImage = endpoint({
  method: 'GET',
  path: '/image/:id/:storageOption',
  params: imageParams,
  response: adminImageSchema,
  summary: 'One image with its base64 data',
});

const IMAGE_LIST_SUMMARY =
  'A page of images of one storage option (1 account, 2 recipe, 3 scan photos), without their data';

export const listAdminImages = endpoint({
  method: 'GET',
  path: '/image/list/:page/:perPage/:storageOption/:sortBy/:sortAsc',
  params: imageListParamsSchema,
  response: adminImagePagedSchema,
  summary: IMAGE_LIST_SUMMARY,
});

export const searchAdminImages = endpoint({
  method: 'GET',
  path: '/image/list/:page/:perPage/:storageOption/:sortBy/:sortAsc/:search',
  params: imageListParamsSchema,
  response: adminImagePagedSchema,
  summary: IMAGE_LIST_SUMMARY,
});
