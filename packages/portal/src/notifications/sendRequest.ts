import { NotificationType, type NotificationSend } from '@lcars/contract';

export interface SendDraft {
  toAll: boolean;
  targetUserId: number | null;
  notificationTemplateId: number;
  priorityId: number;
  severityId: number;
  isPlainText: boolean;
  sendToSelf: boolean;
  notificationTitle: string;
  message: string;
}

export const EMPTY_DRAFT: SendDraft = {
  toAll: false,
  targetUserId: null,
  notificationTemplateId: 0,
  priorityId: 3,
  severityId: 2,
  isPlainText: true,
  sendToSelf: true,
  notificationTitle: '',
  message: '',
};

/** The body of POST notification/send-to-all or send-to-user (a notification to send). */
export function sendRequestOf(draft: SendDraft): NotificationSend {
  return {
    message: draft.message,
    notificationTemplateId: draft.notificationTemplateId,
    notificationTitle: draft.notificationTitle.trim(),
    notificationType: draft.toAll ? NotificationType.ToAll : NotificationType.ToUser,
    priorityId: draft.priorityId,
    severityId: draft.severityId,
    sendToSelf: draft.sendToSelf,
    isPlainText: draft.isPlainText,
    ...(!draft.toAll && draft.targetUserId !== null && { targetUserId: draft.targetUserId }),
  };
}
