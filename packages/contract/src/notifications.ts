import { z } from 'zod';
import { INT32_MAX } from './int32.js';
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

/** The spec's "Notification to send". */
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
