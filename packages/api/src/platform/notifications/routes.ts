import { z } from 'zod';
import {
  notificationListParamsSchema,
  notificationListSchema,
  notificationPagedSchema,
  notificationPreferenceListSchema,
  notificationPreferencesSaveSchema,
  notificationSendResultSchema,
  notificationSendSchema,
  notificationTemplateListSchema,
} from '@lcars/contract';
import { AUTHENTICATED, defineRoute, requireClaim } from '../../http/routes.js';
import { validate } from '../../http/validate.js';
import {
  changeNotification,
  listPreferences,
  listTemplates,
  listUserNotifications,
  recentNotifications,
  savePreferences,
  sendNotification,
} from './service.js';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const templateParams = z.object({
  includeDisabled: z.enum(['true', 'false']).transform((v) => v === 'true'),
});
const booleanAnswer = { response: z.boolean() };

function change(
  path: string,
  method: 'POST' | 'DELETE',
  name: string,
  kind: Parameters<typeof changeNotification>[4],
  summary: string,
) {
  return defineRoute(
    method,
    path,
    AUTHENTICATED,
    name,
    (ctx, { db, user }, server) =>
      changeNotification(db, server.live, user.id, validate(idParams, ctx.params).id, kind),
    { summary, ...booleanAnswer },
  );
}

export const notificationRoutes = [
  defineRoute(
    'GET',
    '/notification/list/:includeDisabled/:rand/:version',
    AUTHENTICATED,
    'notification.templates',
    (ctx, { db }) => listTemplates(db, validate(templateParams, ctx.params).includeDisabled),
    { summary: 'Notification templates', response: notificationTemplateListSchema },
  ),
  defineRoute(
    'GET',
    '/notification/preferences',
    AUTHENTICATED,
    'notification.preferences',
    (ctx, { db, user }) => {
      ctx.set('Cache-Control', 'no-store');
      return listPreferences(db, user.id);
    },
    {
      summary: "Each enabled template, whether it allows opting out and the signed-in user's choice",
      response: notificationPreferenceListSchema,
    },
  ),
  defineRoute(
    'POST',
    '/notification/preferences',
    AUTHENTICATED,
    'notification.savePreferences',
    (ctx, { db, user }) =>
      savePreferences(db, user.id, validate(notificationPreferencesSaveSchema, ctx.request.body)),
    {
      summary:
        'Stores opt-outs ([{notificationTemplateId, optedOut}]); 400 for a template that does not allow it',
      body: notificationPreferencesSaveSchema,
      response: notificationPreferenceListSchema,
    },
  ),
  defineRoute(
    'POST',
    '/notification/send-to-all',
    requireClaim('Higgs', 'Boson'),
    'notification.sendToAll',
    (ctx, { db, user }, server) =>
      sendNotification(db, server.live, user, validate(notificationSendSchema, ctx.request.body), true),
    {
      summary: 'Sends a notification to every active user',
      body: notificationSendSchema,
      response: notificationSendResultSchema,
    },
  ),
  defineRoute(
    'POST',
    '/notification/send-to-user',
    AUTHENTICATED,
    'notification.sendToUser',
    (ctx, { db, user }, server) =>
      sendNotification(db, server.live, user, validate(notificationSendSchema, ctx.request.body), false),
    {
      summary: 'Sends a notification to one user (targetUserId); 30 an hour for non-administrators',
      body: notificationSendSchema,
      response: notificationSendResultSchema,
    },
  ),
  defineRoute(
    'GET',
    '/user-notifications/list/:usePaging/:pageSize/:pageNumber/:rand',
    AUTHENTICATED,
    'userNotifications.list',
    (ctx, { db, user }) => {
      const params = validate(notificationListParamsSchema, ctx.params);
      ctx.set('Cache-Control', 'no-store');
      return listUserNotifications(db, user.id, params.usePaging, params.pageSize, params.pageNumber);
    },
    { summary: "The signed-in user's notifications, newest first", response: notificationPagedSchema },
  ),
  defineRoute(
    'POST',
    '/user-notifications/recent',
    AUTHENTICATED,
    'userNotifications.recent',
    (_ctx, { db, user }) => recentNotifications(db, user.id),
    { summary: 'Unread, visible notifications, newest first', response: notificationListSchema },
  ),
  change(
    '/user-notifications/:id/read',
    'POST',
    'userNotifications.read',
    'read',
    'Marks one of your notifications read',
  ),
  change(
    '/user-notifications/:id/read/toggle',
    'POST',
    'userNotifications.toggleRead',
    'toggleRead',
    'Toggles read',
  ),
  change(
    '/user-notifications/:id/visible/toggle',
    'POST',
    'userNotifications.toggleVisible',
    'toggleVisible',
    'Toggles visible',
  ),
  change(
    '/user-notifications/:id/delete',
    'DELETE',
    'userNotifications.delete',
    'delete',
    'Deletes one of your notifications',
  ),
];
