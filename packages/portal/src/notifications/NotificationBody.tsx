import type { Notification } from '@lcars/contract';
import { formatNotificationDate, priorityTitle, sanitizeNotificationHtml } from './notificationText';
import * as styles from './notifications.css';

/** A notification's message: plain text as it is, HTML sanitised again before it is shown. */
export function NotificationMessage({ message, isPlainText }: { message: string; isPlainText: boolean }) {
  if (isPlainText) return <p className={styles.message}>{message}</p>;
  return (
    // Sanitised with DOMPurify's strict profile first (decisions.md: again in the browser).
    <div className={styles.html} dangerouslySetInnerHTML={{ __html: sanitizeNotificationHtml(message) }} />
  );
}

export function NotificationBody({ notification }: { notification: Notification }) {
  return (
    <>
      <div className={styles.meta}>
        <span>From {notification.senderUserName || 'the portal'}</span>
        <span>{formatNotificationDate(notification.notificationDate)}</span>
        <span>Priority {priorityTitle(notification.priorityId)}</span>
      </div>
      <NotificationMessage
        message={notification.notificationMessage}
        isPlainText={notification.isPlainText}
      />
    </>
  );
}
