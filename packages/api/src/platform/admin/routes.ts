// The administrators' routes (claim Higgs/Boson): users, roles, the portal's settings, the image viewer; and the
// user directory every signed-in user may read. Each is a descriptor of the contract (contract/admin.ts).
import * as calls from '@lcars/contract';
import { AUTHENTICATED, requireClaim, route } from '../../http/routes.js';
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

export const adminRoutes = [
  route(calls.getUserDirectory, AUTHENTICATED, 'user.list', (_input, { db }) => userDirectory(db)),
  route(calls.pageAdminUsers, ADMIN, 'admin.users.page', ({ query }, { db }) =>
    pageUsers(db, query.page, query.itemsPerPage, query.search),
  ),
  route(
    calls.createAdminUser,
    ADMIN,
    'admin.users.create',
    async ({ body }, { db, user, passwords }, ctx) => {
      const created = await createUserByAdmin(db, passwords, user.id, body);
      ctx.status = 201;
      ctx.set('Cache-Control', 'no-store');
      return created;
    },
  ),
  route(calls.getAdminUser, ADMIN, 'admin.users.get', ({ params }, { db }) => getAdminUser(db, params.id)),
  route(calls.editAdminUser, ADMIN, 'admin.users.edit', ({ params, body }, { db, user }) =>
    editUser(db, user.id, params.id, body),
  ),
  route(calls.disableAdminUser, ADMIN, 'admin.users.disable', ({ params }, { db, user }) =>
    setDisabled(db, user.id, params.id, true),
  ),
  route(calls.enableAdminUser, ADMIN, 'admin.users.enable', ({ params }, { db, user }) =>
    setDisabled(db, user.id, params.id, false),
  ),
  route(calls.unlockAdminUser, ADMIN, 'admin.users.unlock', ({ params }, { db, user, config }) =>
    unlockUser(db, config.lockout, user.id, params.id),
  ),
  route(
    calls.resetAdminUserPassword,
    ADMIN,
    'admin.users.resetPassword',
    ({ params, body }, { db, user, passwords }, ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return resetPassword(db, passwords, user.id, params.id, body.password);
    },
  ),
  route(calls.setAdminUserRoles, ADMIN, 'admin.users.roles', ({ params, body }, { db, user }) =>
    setUserRoles(db, user.id, params.id, body.roles),
  ),
  route(calls.setAdminUserClaims, ADMIN, 'admin.users.claims', ({ params, body }, { db, user }) =>
    setUserClaims(db, user.id, params.id, body.claims),
  ),
  route(calls.listAdminRoles, ADMIN, 'admin.roles.list', (_input, { db }) => listRoles(db)),
  route(calls.saveAdminRole, ADMIN, 'admin.roles.save', ({ body }, { db, user }) =>
    saveRole(db, user.id, body),
  ),
  route(calls.deleteAdminRole, ADMIN, 'admin.roles.delete', ({ params }, { db, user }) =>
    deleteRole(db, user.id, params.id),
  ),
  route(calls.getAdminSettings, ADMIN, 'admin.settings.get', (_input, { db }) => getAdminSettings(db)),
  route(calls.saveAdminSettings, ADMIN, 'admin.settings.save', ({ body }, { db, user }) =>
    saveAdminSettings(db, user.id, body),
  ),
  route(calls.getImageMetadata, ADMIN, 'image.metadata', () => imageMetadata()),
  route(calls.getAdminImage, ADMIN, 'image.get', ({ params }, { db }, _ctx, server) =>
    getImage(db, server.files, params.id, params.storageOption),
  ),
  route(calls.listAdminImages, ADMIN, 'image.list', ({ params }, { db }) => pageImages(db, params)),
  route(calls.searchAdminImages, ADMIN, 'image.search', ({ params }, { db }) => pageImages(db, params)),
];
