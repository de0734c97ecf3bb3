// Notifications: one stored message, one row per recipient. Sending publishes NotificationUpdate and a Toast
// on the live channel to each recipient, on whichever API instance their browser is connected to.
import type { z } from 'zod';
import {
  NOTIFICATION_LIMITS,
  NotificationType,
  hasClaim,
  type Notification,
  type NotificationPreference,
  type NotificationTemplate,
  type PagedList,
  type notificationPreferencesSaveSchema,
  type notificationSendSchema,
} from '@lcars/contract';
import type { Db } from '../../db/knex.js';
import { bool, count, lockKeys } from '../../db/knex.js';
import { isoDate, pageOf } from '../../db/paging.js';
import type { AuthUser } from '../../http/context.js';
import { ApiError, badRequest, notFound } from '../../http/errors.js';
import type { ServerContext } from '../../server-context.js';
import { sanitizeNotificationHtml } from './sanitize.js';

type SendInput = z.output<typeof notificationSendSchema>;
type PreferencesInput = z.output<typeof notificationPreferencesSaveSchema>;

interface TemplateRow {
  id: number;
  title: string;
  narrative: string;
  default_message_template: string;
  default_notification_title: string;
  allow_user_opt_out: boolean | number;
  allow_user_priority: boolean | number;
  allow_user_settings: boolean | number;
  allow_user_severity: boolean | number;
  is_plain_text: boolean | number;
  is_disabled: boolean | number;
  is_system: boolean | number;
  is_user_created: boolean | number;
  owner_user_id: number | null;
  default_priority_id: number;
  default_severity_id: number;
}

function toTemplate(row: TemplateRow): NotificationTemplate {
  return {
    id: row.id,
    title: row.title,
    narrative: row.narrative,
    defaultMessageTemplate: row.default_message_template,
    defaultNotificationTitle: row.default_notification_title,
    allowUserOptOut: bool(row.allow_user_opt_out),
    allowUserPriority: bool(row.allow_user_priority),
    allowUserSettings: bool(row.allow_user_settings),
    allowUserSeverity: bool(row.allow_user_severity),
    isPlainText: bool(row.is_plain_text),
    isDisabled: bool(row.is_disabled),
    isSystem: bool(row.is_system),
    isUserCreated: bool(row.is_user_created),
    ownerUserId: row.owner_user_id,
    defaultPriorityId: row.default_priority_id,
    defaultSeverityId: row.default_severity_id,
  };
}

export async function listTemplates(db: Db, includeDisabled: boolean): Promise<NotificationTemplate[]> {
  const query = db<TemplateRow>('notification_templates').orderBy('id');
  if (!includeDisabled) query.where({ is_disabled: false });
  return (await query).map(toTemplate);
}

interface PreferenceRow {
  id: number;
  title: string;
  narrative: string;
  allow_user_opt_out: boolean | number;
  opted_out: boolean | number | null;
}

/** Each enabled template with whether it can be opted out of and whether the user has. */
export async function listPreferences(db: Db, userId: number): Promise<NotificationPreference[]> {
  const rows = await db('notification_templates as t')
    .leftJoin('user_notification_preferences as p', function () {
      this.on('p.notification_template_id', '=', 't.id').andOnVal('p.user_id', '=', userId);
    })
    .where('t.is_disabled', false)
    .orderBy('t.id')
    .select<PreferenceRow[]>('t.id', 't.title', 't.narrative', 't.allow_user_opt_out', 'p.opted_out');
  return rows.map((row) => ({
    notificationTemplateId: row.id,
    title: row.title,
    narrative: row.narrative,
    allowUserOptOut: bool(row.allow_user_opt_out),
    // A template that no longer allows opting out is delivered regardless of an older choice.
    optedOut: bool(row.allow_user_opt_out) && row.opted_out !== null && bool(row.opted_out),
  }));
}

/**
 * Stores the user's choices; opting out of an unknown template or one that does not allow it is a 400 naming
 * the entry's field. Templates not listed keep their current choice.
 */
export async function savePreferences(
  db: Db,
  userId: number,
  input: PreferencesInput,
): Promise<NotificationPreference[]> {
  const ids = [...new Set(input.map((p) => p.notificationTemplateId))];
  const templates =
    ids.length === 0
      ? []
      : await db('notification_templates')
          .whereIn('id', ids)
          .select<{ id: number; allow_user_opt_out: boolean | number }[]>('id', 'allow_user_opt_out');
  const allowOptOut = new Map(templates.map((t) => [Number(t.id), bool(t.allow_user_opt_out)]));
  const errors = input.flatMap((choice, index) => {
    const allowed = allowOptOut.get(choice.notificationTemplateId);
    if (allowed === undefined) {
      return [
        {
          field: `${index}.notificationTemplateId`,
          message: 'The notification template does not exist.',
        },
      ];
    }
    return choice.optedOut && !allowed
      ? [{ field: `${index}.optedOut`, message: 'This notification template does not allow opting out.' }]
      : [];
  });
  if (errors.length > 0) throw badRequest(errors);

  // The last choice for a template wins.
  const choices = new Map(input.map((p) => [p.notificationTemplateId, p.optedOut]));
  if (choices.size > 0) {
    const now = new Date();
    await db('user_notification_preferences')
      .insert(
        [...choices].map(([templateId, optedOut]) => ({
          user_id: userId,
          notification_template_id: templateId,
          opted_out: optedOut,
          modified_at: now,
        })),
      )
      .onConflict(['user_id', 'notification_template_id'])
      .merge(['opted_out', 'modified_at']);
  }
  return listPreferences(db, userId);
}

/** Of userIds, those who have not opted out of the template (only templates allowing it are honoured). */
async function withoutOptedOut(
  db: Db,
  template: TemplateRow | undefined,
  userIds: number[],
): Promise<number[]> {
  if (!template || !bool(template.allow_user_opt_out) || userIds.length === 0) return userIds;
  const optedOut = new Set(
    (
      await db('user_notification_preferences')
        .where({ notification_template_id: template.id, opted_out: true })
        .pluck<number[]>('user_id')
    ).map(Number),
  );
  return userIds.filter((id) => !optedOut.has(id));
}

const SEEDED_TEMPLATES = [
  {
    title: 'General',
    narrative: 'A message written by the sender.',
    default_notification_title: 'Message',
    default_message_template: '',
    default_priority_id: 3,
    default_severity_id: 2,
  },
  {
    title: 'System maintenance',
    narrative: 'Announces a maintenance window.',
    default_notification_title: 'Scheduled maintenance',
    default_message_template: 'The portal will be unavailable for maintenance.',
    default_priority_id: 2,
    default_severity_id: 3,
  },
  {
    title: 'Reminder',
    narrative: 'A friendly reminder.',
    default_notification_title: 'Reminder',
    default_message_template: '',
    default_priority_id: 5,
    default_severity_id: 1,
  },
];

export async function seedNotificationTemplates(db: Db): Promise<void> {
  await db('notification_templates')
    .insert(SEEDED_TEMPLATES.map((t) => ({ ...t, normalized_title: t.title.toLowerCase(), is_system: true })))
    .onConflict('normalized_title')
    .ignore();
}

export interface SendResult {
  success: boolean;
  message: string;
  result: { notificationId: number; recipients: number };
}

const isAdmin = (user: AuthUser): boolean => hasClaim(user.claims, 'Higgs', 'Boson');

/**
 * Sends to everyone (Higgs/Boson only, checked by the route) or to one user (any signed-in user, at most
 * NOTIFICATION_LIMITS.perUserPerHour an hour unless they are an administrator).
 */
export async function sendNotification(
  db: Db,
  live: ServerContext['live'],
  sender: AuthUser,
  input: SendInput,
  toAll: boolean,
): Promise<SendResult> {
  let template: TemplateRow | undefined;
  if (input.notificationTemplateId > 0) {
    template = await db<TemplateRow>('notification_templates')
      .where({ id: input.notificationTemplateId, is_disabled: false })
      .first();
    if (!template)
      throw badRequest([
        { field: 'notificationTemplateId', message: 'The notification template does not exist.' },
      ]);
  }
  const title =
    input.notificationTitle !== '' ? input.notificationTitle : (template?.default_notification_title ?? '');
  const rawMessage = input.message.trim() !== '' ? input.message : (template?.default_message_template ?? '');
  const message = input.isPlainText ? rawMessage.trim() : await sanitizeNotificationHtml(rawMessage);
  const errors = [
    ...(title === '' ? [{ field: 'notificationTitle', message: 'Notification title is required.' }] : []),
    ...(message === ''
      ? [
          {
            field: 'message',
            message: input.isPlainText
              ? 'Message is required.'
              : 'Message has no content left after cleaning.',
          },
        ]
      : []),
  ];
  if (errors.length > 0) throw badRequest(errors);

  let targetUserId: number | undefined;
  if (!toAll) {
    if (input.targetUserId === undefined) {
      throw badRequest([{ field: 'targetUserId', message: 'Target user id is required.' }]);
    }
    const target = await db('users')
      .where({ id: input.targetUserId, disabled: false })
      .first<{ id: number }>('id');
    if (!target) throw notFound('The user to send to was not found.');
    targetUserId = target.id;
  }
  const limited = !toAll && !isAdmin(sender);

  const { notificationId, recipients, skipped } = await db.transaction(async (trx) => {
    if (limited) {
      // Counted under the sender's lock in the transaction that inserts: concurrent sends cannot pass it.
      await lockKeys(trx, [`notifications:sender:${sender.id}`]);
      const since = new Date(Date.now() - 60 * 60 * 1000);
      const sent = (await trx('notifications')
        .where('sender_user_id', sender.id)
        .andWhere('created_at', '>=', since)
        .count({ n: '*' })
        .first()) as { n?: unknown } | undefined;
      if (count(sent?.n) >= NOTIFICATION_LIMITS.perUserPerHour) {
        throw new ApiError(429, {
          detail: `At most ${NOTIFICATION_LIMITS.perUserPerHour} notifications an hour can be sent.`,
          headers: { 'Retry-After': '3600' },
        });
      }
    }
    const [inserted] = await trx('notifications')
      .insert({
        sender_user_id: sender.id,
        template_id: template?.id ?? null,
        notification_type: toAll ? NotificationType.ToAll : NotificationType.ToUser,
        title,
        message,
        is_plain_text: input.isPlainText,
        priority_id: input.priorityId ?? template?.default_priority_id ?? 3,
        severity_id: input.severityId ?? template?.default_severity_id ?? 2,
        created_at: new Date(),
      })
      .returning<{ id: number }[]>('id');
    const id = Number(inserted?.id);
    let userIds: number[];
    if (toAll) {
      const query = trx('users').where({ disabled: false });
      if (!input.sendToSelf) query.whereNot({ id: sender.id });
      userIds = (await query.pluck<number[]>('id')).map(Number);
    } else {
      userIds = [...new Set([targetUserId!, ...(input.sendToSelf ? [sender.id] : [])])];
    }
    const allUserIds = userIds.length;
    userIds = await withoutOptedOut(trx, template, userIds);
    const now = new Date();
    for (let start = 0; start < userIds.length; start += 500) {
      await trx('user_notifications').insert(
        userIds
          .slice(start, start + 500)
          .map((userId) => ({ notification_id: id, user_id: userId, created_at: now })),
      );
    }
    return { notificationId: id, recipients: userIds, skipped: allUserIds - userIds.length };
  });

  // Everyone connected may hear about it only when nobody opted out.
  const target =
    toAll && input.sendToSelf && skipped === 0
      ? ({ kind: 'all' } as const)
      : ({ kind: 'users', userIds: recipients } as const);
  await live.publish(target, 'NotificationUpdate', { notificationId, reason: 'received' });
  await live.toast(target, {
    type: (input.priorityId ?? 3) <= 2 ? 'warning' : 'info',
    title,
    text: `New notification from ${sender.userName}`,
    closable: true,
    navTo: '/account/notification/manage',
    navTitle: 'Notifications',
  });
  return {
    success: true,
    message:
      recipients.length === 1 ? 'Notification sent.' : `Notification sent to ${recipients.length} users.`,
    result: { notificationId, recipients: recipients.length },
  };
}

interface UserNotificationRow {
  id: number;
  has_read: boolean | number;
  is_visible: boolean | number;
  created_at: unknown;
  title: string;
  message: string;
  is_plain_text: boolean | number;
  priority_id: number;
  severity_id: number;
  sender_user_name: string | null;
}

function toNotification(row: UserNotificationRow): Notification {
  return {
    id: row.id,
    notificationTitle: row.title,
    notificationMessage: row.message,
    notificationDate: isoDate(row.created_at),
    isPlainText: bool(row.is_plain_text),
    hasRead: bool(row.has_read),
    isVisible: bool(row.is_visible),
    priorityId: row.priority_id,
    severityId: row.severity_id,
    senderUserName: row.sender_user_name ?? '',
  };
}

function userNotifications(db: Db, userId: number) {
  return db('user_notifications as un')
    .join('notifications as n', 'n.id', 'un.notification_id')
    .leftJoin('users as s', 's.id', 'n.sender_user_id')
    .where('un.user_id', userId)
    .select(
      'un.id',
      'un.has_read',
      'un.is_visible',
      'un.created_at',
      'n.title',
      'n.message',
      'n.is_plain_text',
      'n.priority_id',
      'n.severity_id',
      's.user_name as sender_user_name',
    );
}

/** A user's notifications, newest first; unpaged lists stop at 1000. */
export async function listUserNotifications(
  db: Db,
  userId: number,
  usePaging: boolean,
  pageSize: number,
  pageNumber: number,
): Promise<PagedList<Notification>> {
  const totalRow = (await db('user_notifications').where({ user_id: userId }).count({ n: '*' }).first()) as
    { n?: unknown } | undefined;
  const total = count(totalRow?.n);
  const itemsPerPage = usePaging ? pageSize : Math.max(1, Math.min(total, 1000));
  const page = usePaging ? pageNumber : 1;
  const offset = (page - 1) * itemsPerPage;
  const rows = (await userNotifications(db, userId)
    .orderBy('un.id', 'desc')
    .limit(itemsPerPage)
    .offset(offset)) as UserNotificationRow[];
  return pageOf(
    total,
    { page, itemsPerPage },
    { sortBy: 'notificationDate', sortDirection: 'desc' },
    rows.map(toNotification),
  );
}

/** Unread, visible notifications, newest first (the drawer's "recent"). */
export async function recentNotifications(db: Db, userId: number): Promise<Notification[]> {
  const rows = (await userNotifications(db, userId)
    .where({ 'un.has_read': false, 'un.is_visible': true })
    .orderBy('un.id', 'desc')
    .limit(20)) as UserNotificationRow[];
  return rows.map(toNotification);
}

type Change = 'read' | 'toggleRead' | 'toggleVisible' | 'delete';

/** Changes one of the user's own notifications; another user's id answers 404 like a missing one. */
export async function changeNotification(
  db: Db,
  live: ServerContext['live'],
  userId: number,
  id: number,
  change: Change,
): Promise<boolean> {
  const row = await db('user_notifications')
    .where({ id, user_id: userId })
    .first<{ has_read: boolean | number; is_visible: boolean | number } | undefined>(
      'has_read',
      'is_visible',
    );
  if (!row) throw notFound('The notification was not found.');
  const own = db('user_notifications').where({ id, user_id: userId });
  switch (change) {
    case 'read':
      await own.update({ has_read: true, read_at: new Date() });
      break;
    case 'toggleRead': {
      const hasRead = !bool(row.has_read);
      await own.update({ has_read: hasRead, read_at: hasRead ? new Date() : null });
      break;
    }
    case 'toggleVisible':
      await own.update({ is_visible: !bool(row.is_visible) });
      break;
    case 'delete':
      await own.delete();
      break;
  }
  // The user's other devices refresh their drawer.
  const reason = change === 'delete' ? 'deleted' : change === 'toggleVisible' ? 'visibility' : 'read';
  await live.notificationUpdate([userId], { notificationId: id, reason });
  return true;
}
