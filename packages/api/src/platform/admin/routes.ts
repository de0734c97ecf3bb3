import { z } from 'zod';
import {
  adminImagePagedSchema,
  adminImageSchema,
  adminRoleListSchema,
  adminRoleSaveSchema,
  adminRoleSchema,
  adminSettingsSaveSchema,
  adminSettingsSchema,
  adminUserCreateSchema,
  adminUserEditSchema,
  adminUserPagedSchema,
  adminUserQuerySchema,
  adminUserSchema,
  imageListParamsSchema,
  imageMetadataSchema,
  passwordResultSchema,
  resetPasswordSchema,
  unlockResultSchema,
  userClaimsSchema,
  userDirectorySchema,
  userRolesSchema,
} from '@lcars/contract';
import { AUTHENTICATED, defineRoute, requireClaim } from '../../http/routes.js';
import { validate } from '../../http/validate.js';
import { getImage, imageMetadata, pageImages } from './images.js';
import { deleteRole, listRoles, saveRole } from './roles.js';
import { getAdminSettings, saveAdminSettings } from './settings.js';
import {
  createUserByAdmin,
  editUser,
  getAdminUser,
  pageUsers,
  resetPassword,
  setDisabled,
  setUserClaims,
  setUserRoles,
  unlockUser,
  userDirectory,
} from './users.js';

const ADMIN = requireClaim('Higgs', 'Boson');
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const imageParams = idParams.extend({ storageOption: z.coerce.number().int().min(1).max(3) });

const userAction = (path: string, name: string, disabled: boolean) =>
  defineRoute(
    'POST',
    path,
    ADMIN,
    name,
    (ctx, { db, user }) => setDisabled(db, user.id, validate(idParams, ctx.params).id, disabled),
    {
      summary: disabled ? 'Disables a user (their tokens stop working)' : 'Enables a user',
      response: adminUserSchema,
    },
  );

const imageList = (path: string, name: string) =>
  defineRoute(
    'GET',
    path,
    ADMIN,
    name,
    (ctx, { db }) => pageImages(db, validate(imageListParamsSchema, ctx.params)),
    {
      summary:
        'A page of images of one storage option (1 account, 2 recipe, 3 scan photos), without their data',
      response: adminImagePagedSchema,
    },
  );

export const adminRoutes = [
  defineRoute('GET', '/user/list', AUTHENTICATED, 'user.list', (_ctx, { db }) => userDirectory(db), {
    summary: 'Active users to pick a recipient from (no e-mail addresses)',
    response: userDirectorySchema,
  }),
  defineRoute(
    'GET',
    '/admin/users',
    ADMIN,
    'admin.users.page',
    (ctx, { db }) => {
      const query = validate(adminUserQuerySchema, ctx.query);
      return pageUsers(db, query.page, query.itemsPerPage, query.search);
    },
    {
      summary: 'Users, searched by user name, e-mail and name',
      query: adminUserQuerySchema,
      response: adminUserPagedSchema,
    },
  ),
  defineRoute(
    'POST',
    '/admin/users',
    ADMIN,
    'admin.users.create',
    async (ctx, { db, user, passwords }) => {
      const created = await createUserByAdmin(
        db,
        passwords,
        user.id,
        validate(adminUserCreateSchema, ctx.request.body),
      );
      ctx.status = 201;
      ctx.set('Cache-Control', 'no-store');
      return created;
    },
    {
      summary: 'Creates a user; a generated password is returned once',
      body: adminUserCreateSchema,
      response: z.object({ user: adminUserSchema, password: z.string().optional() }),
    },
  ),
  defineRoute(
    'GET',
    '/admin/users/:id',
    ADMIN,
    'admin.users.get',
    (ctx, { db }) => getAdminUser(db, validate(idParams, ctx.params).id),
    {
      summary: 'One user with roles and direct claims',
      response: adminUserSchema,
    },
  ),
  defineRoute(
    'POST',
    '/admin/users/:id',
    ADMIN,
    'admin.users.edit',
    (ctx, { db, user }) =>
      editUser(
        db,
        user.id,
        validate(idParams, ctx.params).id,
        validate(adminUserEditSchema, ctx.request.body),
      ),
    {
      summary: 'Edits user name, e-mail, confirmation and name',
      body: adminUserEditSchema,
      response: adminUserSchema,
    },
  ),
  userAction('/admin/users/:id/disable', 'admin.users.disable', true),
  userAction('/admin/users/:id/enable', 'admin.users.enable', false),
  defineRoute(
    'POST',
    '/admin/users/:id/unlock',
    ADMIN,
    'admin.users.unlock',
    (ctx, { db, user, config }) => unlockUser(db, config.lockout, user.id, validate(idParams, ctx.params).id),
    {
      summary: 'Lets a locked-out account sign in again (its failed sign-ins stop counting)',
      response: unlockResultSchema,
    },
  ),
  defineRoute(
    'POST',
    '/admin/users/:id/reset-password',
    ADMIN,
    'admin.users.resetPassword',
    (ctx, { db, user, passwords }) => {
      ctx.set('Cache-Control', 'no-store');
      return resetPassword(
        db,
        passwords,
        user.id,
        validate(idParams, ctx.params).id,
        validate(resetPasswordSchema, ctx.request.body).password,
      );
    },
    {
      summary: 'Sets the given or a generated password, returned once',
      body: resetPasswordSchema,
      response: passwordResultSchema,
    },
  ),
  defineRoute(
    'PUT',
    '/admin/users/:id/roles',
    ADMIN,
    'admin.users.roles',
    (ctx, { db, user }) =>
      setUserRoles(
        db,
        user.id,
        validate(idParams, ctx.params).id,
        validate(userRolesSchema, ctx.request.body).roles,
      ),
    { summary: "Replaces a user's roles (audited)", body: userRolesSchema, response: adminUserSchema },
  ),
  defineRoute(
    'PUT',
    '/admin/users/:id/claims',
    ADMIN,
    'admin.users.claims',
    (ctx, { db, user }) =>
      setUserClaims(
        db,
        user.id,
        validate(idParams, ctx.params).id,
        validate(userClaimsSchema, ctx.request.body).claims,
      ),
    {
      summary: "Replaces a user's direct claims (audited)",
      body: userClaimsSchema,
      response: adminUserSchema,
    },
  ),
  defineRoute('GET', '/admin/roles', ADMIN, 'admin.roles.list', (_ctx, { db }) => listRoles(db), {
    summary: 'Roles with their claims',
    response: adminRoleListSchema,
  }),
  defineRoute(
    'POST',
    '/admin/roles',
    ADMIN,
    'admin.roles.save',
    (ctx, { db, user }) => saveRole(db, user.id, validate(adminRoleSaveSchema, ctx.request.body)),
    {
      summary: 'Creates (id 0) or updates a role and its claims (audited)',
      body: adminRoleSaveSchema,
      response: adminRoleSchema,
    },
  ),
  defineRoute(
    'DELETE',
    '/admin/roles/:id',
    ADMIN,
    'admin.roles.delete',
    (ctx, { db, user }) => deleteRole(db, user.id, validate(idParams, ctx.params).id),
    { summary: 'Deletes a role (not a built-in one)', response: z.boolean() },
  ),
  defineRoute('GET', '/admin/settings', ADMIN, 'admin.settings.get', (_ctx, { db }) => getAdminSettings(db), {
    summary: 'Registration and password requirements',
    response: adminSettingsSchema,
  }),
  defineRoute(
    'POST',
    '/admin/settings',
    ADMIN,
    'admin.settings.save',
    (ctx, { db, user }) =>
      saveAdminSettings(db, user.id, validate(adminSettingsSaveSchema, ctx.request.body)),
    {
      summary: 'Changes registration and password requirements',
      body: adminSettingsSaveSchema,
      response: adminSettingsSchema,
    },
  ),
  defineRoute('GET', '/image/md', ADMIN, 'image.metadata', () => imageMetadata(), {
    summary: 'Storage options and defaults of the image viewer',
    response: imageMetadataSchema,
  }),
  defineRoute(
    'GET',
    '/image/:id/:storageOption',
    ADMIN,
    'image.get',
    (ctx, { db }, server) => {
      const params = validate(imageParams, ctx.params);
      return getImage(db, server.files, params.id, params.storageOption);
    },
    { summary: 'One image with its base64 data', response: adminImageSchema },
  ),
  imageList('/image/list/:page/:perPage/:storageOption/:sortBy/:sortAsc', 'image.list'),
  imageList('/image/list/:page/:perPage/:storageOption/:sortBy/:sortAsc/:search', 'image.search'),
];
