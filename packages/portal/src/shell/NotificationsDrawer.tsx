import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Dialog, Drawer, IconButton, Stack } from '@lcars/ui';
import type { Notification } from '@lcars/contract';
import { useNotificationsStore } from '../core/stores/notifications';
import { Icon } from './icons';
import { sanitizeNotificationHtml } from './sanitize';
import * as styles from './shell.css';

const NOTIFICATION_LIST_PATH = '/account/notification/manage';

const formatDate = (date: string): string => {
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? date : parsed.toLocaleString();
};

/** The notification detail dialog; HTML messages are sanitised before they are shown. */
export function NotificationDialog({
  notification,
  onClose,
}: {
  notification: Notification | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      isOpen={notification !== null}
      onOpenChange={(open) => !open && onClose()}
      title={notification?.notificationTitle || 'Notification'}
      size="md"
      actions={({ close }) => (
        <Button variant="primary" onPress={close}>
          Close
        </Button>
      )}
    >
      {notification && (
        <>
          <p className={styles.noteDate}>
            From {notification.senderUserName || 'the portal'} · {formatDate(notification.notificationDate)}
          </p>
          {notification.isPlainText ? (
            <p className={styles.noteBody}>{notification.notificationMessage}</p>
          ) : (
            <div
              className={styles.noteBody}
              // Sanitised by DOMPurify with a strict allow-list just above.
              dangerouslySetInnerHTML={{ __html: sanitizeNotificationHtml(notification.notificationMessage) }}
            />
          )}
        </>
      )}
    </Dialog>
  );
}

/**
 * The notifications drawer on the right (400 px wide): the recent notifications with read
 * toggles (optimistic, reverted with its message on failure), delete, the detail dialog and a link to the
 * notification list.
 */
export function NotificationsDrawer({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const recent = useNotificationsStore((state) => state.recent);
  const toggleRead = useNotificationsStore((state) => state.toggleRead);
  const markRead = useNotificationsStore((state) => state.markRead);
  const remove = useNotificationsStore((state) => state.remove);
  const [opened, setOpened] = useState<Notification | null>(null);

  const open = (notification: Notification) => {
    setOpened(notification);
    if (!notification.hasRead) void markRead(notification.id);
  };

  return (
    <>
      <Drawer
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        title="Notifications"
        side="end"
        className={styles.notesDrawer}
      >
        {({ close }) => (
          <Stack space="md">
            {recent.length === 0 ? (
              <p className={styles.notesEmpty}>No notifications available</p>
            ) : (
              <Stack as="ul" space="xs" aria-label="Recent notifications">
                {recent.map((notification) => (
                  <li
                    key={notification.id}
                    className={styles.note}
                    data-read={notification.hasRead ? 'true' : 'false'}
                  >
                    <button type="button" className={styles.noteOpen} onClick={() => open(notification)}>
                      <span className={styles.noteTitle}>
                        {notification.notificationTitle || 'Notification'}
                      </span>
                      <span className={styles.noteDate}>{formatDate(notification.notificationDate)}</span>
                    </button>
                    <IconButton
                      label={notification.hasRead ? 'Mark as unread' : 'Mark as read'}
                      onPress={() => void toggleRead(notification.id, 'drawer')}
                    >
                      <Icon name="read" size={20} />
                    </IconButton>
                    <IconButton label="Delete notification" onPress={() => void remove(notification.id)}>
                      <Icon name="delete" size={20} />
                    </IconButton>
                  </li>
                ))}
              </Stack>
            )}
            <Link to={NOTIFICATION_LIST_PATH} className={styles.link} onClick={close}>
              All notifications
            </Link>
          </Stack>
        )}
      </Drawer>
      <NotificationDialog notification={opened} onClose={() => setOpened(null)} />
    </>
  );
}
