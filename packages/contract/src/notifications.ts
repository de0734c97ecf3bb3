import { z } from 'zod';
import { INT32_MAX } from './int32.js';
import { endpoint } from './endpoint.js';
import { pagedListSchema } from './paged.js';
import { NotificationType, NOTIFICATION_LIMITS } from './vocabulary.js';

export const notificationSchema = z.object({
  id: z.number().int(),
  notificationTitle: z.string(),
  notificationMessage: z.string(),
  notificationDate: z.string(),
  isPlainText: z.boolean(),
  hasRead: z.boolean(),
  isVisible: z.boolean(),
  priorityId: z.number().int(),
  severityId: z.number().int(),
  senderUserName: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPagedSchema = pagedListSchema(notificationSchema);
export const notificationListSchema = z.array(notificationSchema);

export const notificationTemplateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  narrative: z.string(),
  defaultMessageTemplate: z.string(),
  defaultNotificationTitle: z.string(),
  allowUserOptOut: z.boolean(),
  allowUserPriority: z.boolean(),
  allowUserSettings: z.boolean(),
  allowUserSeverity: z.boolean(),
  isPlainText: z.boolean(),
  isDisabled: z.boolean(),
  isSystem: z.boolean(),
  isUserCreated: z.boolean(),
  ownerUserId: z.number().int().nullable(),
  defaultPriorityId: z.number().int(),
  defaultSeverityId: z.number().int(),
});
export type NotificationTemplate = z.infer<typeof notificationTemplateSchema>;
export const notificationTemplateListSchema = z.array(notificationTemplateSchema);

/** A notification to send (to all users or to one). */
export const notificationSendSchema = z.object({
  message: z.string().max(NOTIFICATION_LIMITS.messageLength).optional().default(''),
  notificationTemplateId: z.number().int().min(0).max(2_147_483_647).optional().default(0),
  notificationTitle: z.string().trim().max(NOTIFICATION_LIMITS.titleLength).optional().default(''),
  notificationType: z
    .number()
    .int()
    .min(NotificationType.ToAll)
    .max(NotificationType.ToUser)
    .optional()
    .default(NotificationType.ToUser),
  priorityId: z.number().int().min(1).max(5).optional(),
  severityId: z.number().int().min(1).max(99).optional(),
  sendToSelf: z.boolean().optional().default(true),
  targetUserId: z.number().int().min(1).max(INT32_MAX).optional(),
  isPlainText: z.boolean().optional().default(true),
});
export type NotificationSend = z.input<typeof notificationSendSchema>;

export const notificationSendResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  result: z.object({ notificationId: z.number().int(), recipients: z.number().int() }),
});

/** GET /api/user-notifications/list/{usePaging}/{pageSize}/{pageNumber}/{rand} */
export const notificationListParamsSchema = z.object({
  usePaging: z.enum(['true', 'false']).transform((value) => value === 'true'),
  pageSize: z.coerce.number().int().min(1).max(500),
  pageNumber: z.coerce.number().int().min(1).max(1_000_000),
});

/** GET /api/notification/preferences: each enabled template and whether the signed-in user opted out. */
export const notificationPreferenceSchema = z.object({
  notificationTemplateId: z.number().int().max(2_147_483_647),
  title: z.string(),
  narrative: z.string(),
  allowUserOptOut: z.boolean(),
  optedOut: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;
export const notificationPreferenceListSchema = z.array(notificationPreferenceSchema);

/** POST /api/notification/preferences: the choices to store (templates not listed keep theirs). */
export const notificationPreferencesSaveSchema = z
  .array(
    z.object({
      notificationTemplateId: z.number().int().min(1).max(2_147_483_647),
      optedOut: z.boolean(),
    }),
  )
  .max(500);
export type NotificationPreferencesSave = z.input<typeof notificationPreferencesSaveSchema>;

// The notification calls: templates, the signed-in user's opt-outs, sending, and the user's own notifications.

const notificationIdParams = z.object({ id: z.coerce.number().int().min(1).max(INT32_MAX) });
const templateListParams = z.object({
  includeDisabled: z.enum(['true', 'false']).transform((value) => value === 'true'),
  rand: z.string(),
  version: z.string(),
});
const userNotificationListParams = notificationListParamsSchema.extend({ rand: z.string() });

export const listNotificationTemplates = endpoint({
  method: 'GET',
  path: '/notification/list/:includeDisabled/:rand/:version',
  params: templateListParams,
  response: notificationTemplateListSchema,
  summary: 'Notification templates',
});

export const getNotificationPreferences = endpoint({
  method: 'GET',
  path: '/notification/preferences',
  response: notificationPreferenceListSchema,
  summary: "Each enabled template, whether it allows opting out and the signed-in user's choice",
});

export const saveNotificationPreferences = endpoint({
  method: 'POST',
  path: '/notification/preferences',
  request: notificationPreferencesSaveSchema,
  response: notificationPreferenceListSchema,
  summary:
    'Stores opt-outs ([{notificationTemplateId, optedOut}]); 400 for a template that does not allow it',
});

export const sendNotificationToAll = endpoint({
  method: 'POST',
  path: '/notification/send-to-all',
  request: notificationSendSchema,
  response: notificationSendResultSchema,
  summary: 'Sends a notification to every active user',
});

export const sendNotificationToUser = endpoint({
  method: 'POST',
  path: '/notification/send-to-user',
  request: notificationSendSchema,
  response: notificationSendResultSchema,
  summary: 'Sends a notification to one user (targetUserId); 30 an hour for non-administrators',
});

export const listUserNotifications = endpoint({
  method: 'GET',
  path: '/user-notifications/list/:usePaging/:pageSize/:pageNumber/:rand',
  params: userNotificationListParams,
  response: notificationPagedSchema,
  summary: "The signed-in user's notifications, newest first",
});

export const recentUserNotifications = endpoint({
  method: 'POST',
  path: '/user-notifications/recent',
  response: notificationListSchema,
  summary: 'Unread, visible notifications, newest first',
});

export const readUserNotification = endpoint({
  method: 'POST',
  path: '/user-notifications/:id/read',
  params: notificationIdParams,
  response: z.boolean(),
  summary: 'Marks one of your notifications read',
});

export const toggleUserNotificationRead = endpoint({
  method: 'POST',
  path: '/user-notifications/:id/read/toggle',
  params: notificationIdParams,
  response: z.boolean(),
  summary: 'Toggles read',
});

export const toggleUserNotificationVisible = endpoint({
  method: 'POST',
  path: '/user-notifications/:id/visible/toggle',
  params: notificationIdParams,
  response: z.boolean(),
  summary: 'Toggles visible',
});

export const deleteUserNotification = endpoint({
  method: 'DELETE',
  path: '/user-notifications/:id/delete',
  params: notificationIdParams,
  response: z.boolean(),
  summary: 'Deletes one of your notifications',
});
