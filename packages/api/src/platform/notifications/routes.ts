// The notification routes: templates, the signed-in user's opt-outs, sending, and the user's own notifications.
// Each is a descriptor of the contract (contract/notifications.ts).
import * as calls from '@lcars/contract';
import { AUTHENTICATED, requireClaim, route } from '../../http/routes.js';
import {
  changeNotification,
  listPreferences,
  listTemplates,
  listUserNotifications,
  recentNotifications,
  savePreferences,
  sendNotification,
} from './service.js';

type Change = Parameters<typeof changeNotification>[4];

type ChangeCall =
  | typeof calls.readUserNotification
  | typeof calls.toggleUserNotificationRead
  | typeof calls.toggleUserNotificationVisible
  | typeof calls.deleteUserNotification;

/** One of the changes to a notification of the signed-in user (read, the toggles, delete): answers a boolean. */
function change(call: ChangeCall, name: string, kind: Change) {
  return route(call, AUTHENTICATED, name, ({ params }, { db, user }, _ctx, server) =>
    changeNotification(db, server.live, user.id, params.id, kind),
  );
}

export const notificationRoutes = [
  route(calls.listNotificationTemplates, AUTHENTICATED, 'notification.templates', ({ params }, { db }) =>
    listTemplates(db, params.includeDisabled),
  ),
  route(
    calls.getNotificationPreferences,
    AUTHENTICATED,
    'notification.preferences',
    (_input, { db, user }, ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return listPreferences(db, user.id);
    },
  ),
  route(
    calls.saveNotificationPreferences,
    AUTHENTICATED,
    'notification.savePreferences',
    ({ body }, { db, user }) => savePreferences(db, user.id, body),
  ),
  route(
    calls.sendNotificationToAll,
    requireClaim('Higgs', 'Boson'),
    'notification.sendToAll',
    ({ body }, { db, user }, _ctx, server) => sendNotification(db, server.live, user, body, true),
  ),
  route(
    calls.sendNotificationToUser,
    AUTHENTICATED,
    'notification.sendToUser',
    ({ body }, { db, user }, _ctx, server) => sendNotification(db, server.live, user, body, false),
  ),
  route(
    calls.listUserNotifications,
    AUTHENTICATED,
    'userNotifications.list',
    ({ params }, { db, user }, ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return listUserNotifications(db, user.id, params.usePaging, params.pageSize, params.pageNumber);
    },
  ),
  route(calls.recentUserNotifications, AUTHENTICATED, 'userNotifications.recent', (_input, { db, user }) =>
    recentNotifications(db, user.id),
  ),
  change(calls.readUserNotification, 'userNotifications.read', 'read'),
  change(calls.toggleUserNotificationRead, 'userNotifications.toggleRead', 'toggleRead'),
  change(calls.toggleUserNotificationVisible, 'userNotifications.toggleVisible', 'toggleVisible'),
  change(calls.deleteUserNotification, 'userNotifications.delete', 'delete'),
];
