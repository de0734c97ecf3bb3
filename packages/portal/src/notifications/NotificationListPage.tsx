import { useEffect, useRef, useState } from 'react';
import { Button, Card, Checkbox, ConfirmDialog, DataTable, Dialog, ROWS_PER_PAGE_OPTIONS } from '@lcars/ui';
import type { Notification } from '@lcars/contract';
import { NOTIFICATION_PAGE_SIZE, useNotificationsStore } from '../core/stores/notifications';
import { NotificationBody } from './NotificationBody';
import { formatNotificationDate, priorityTitle } from './notificationText';
import * as accountStyles from '../account/account.css';
import * as styles from './notifications.css';

/** What the list says when the user has no notification. */
export const NO_NOTIFICATIONS = 'No notifications available';

/** /account/notification/manage (route name notification-list): the user's notifications, paged. */
export function NotificationListPage() {
  const list = useNotificationsStore((state) => state.list);
  const total = useNotificationsStore((state) => state.total);
  const loading = useNotificationsStore((state) => state.loading);
  const loadList = useNotificationsStore((state) => state.loadList);
  const toggleRead = useNotificationsStore((state) => state.toggleRead);
  const markRead = useNotificationsStore((state) => state.markRead);
  const remove = useNotificationsStore((state) => state.remove);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(NOTIFICATION_PAGE_SIZE);
  const [open, setOpen] = useState<Notification | null>(null);
  const [deleting, setDeleting] = useState<Notification | null>(null);

  useEffect(() => {
    void loadList(page, pageSize);
  }, [loadList, page, pageSize]);

  // Live: the live channel loads the recent notifications when one arrives (the bell's list); a new one there
  // reloads the page shown here too (issue 21), without waiting for a visit.
  const newest = useNotificationsStore((state) => state.recent[0]?.id ?? 0);
  const seenNewest = useRef(newest);
  useEffect(() => {
    if (newest <= seenNewest.current) return;
    seenNewest.current = newest;
    void loadList(page, pageSize);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new notification reloads
  }, [newest]);

  const show = (notification: Notification) => {
    setOpen(notification);
    if (!notification.hasRead) void markRead(notification.id);
  };

  const confirmDelete = async (notification: Notification) => {
    // The store reloads the whole list after a delete; the page shown here is paged again.
    if (await remove(notification.id)) {
      const lastPage = Math.max(1, Math.ceil((total - 1) / pageSize));
      const next = Math.min(page, lastPage);
      setPage(next);
      await loadList(next, pageSize);
    }
  };

  return (
    <div className={accountStyles.page}>
      <h1 className={accountStyles.pageTitle}>Notifications</h1>
      <Card title="Your notifications" subtitle={`${total} in all`}>
        <DataTable<Notification>
          aria-label="Notifications"
          rows={list}
          getRowId={(notification) => notification.id}
          getRowLabel={(notification) => notification.notificationTitle}
          isLoading={loading}
          emptyText={NO_NOTIFICATIONS}
          paging="server"
          total={total}
          page={page}
          onPageChange={setPage}
          itemsPerPage={pageSize}
          onItemsPerPageChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          pageSizeOptions={ROWS_PER_PAGE_OPTIONS}
          columns={[
            {
              key: 'hasRead',
              header: 'Read',
              width: 80,
              render: (notification) => (
                <Checkbox
                  aria-label={`Read: ${notification.notificationTitle}`}
                  value={notification.hasRead}
                  onChange={() => void toggleRead(notification.id, 'list')}
                />
              ),
            },
            {
              key: 'notificationTitle',
              header: 'Title',
              isRowHeader: true,
              render: (notification) => (
                <button
                  type="button"
                  className={[styles.titleButton, notification.hasRead ? '' : styles.unread].join(' ')}
                  onClick={() => show(notification)}
                >
                  {notification.notificationTitle}
                </button>
              ),
            },
            { key: 'senderUserName', header: 'From' },
            { key: 'priorityId', header: 'Priority', render: (n) => priorityTitle(n.priorityId) },
            {
              key: 'notificationDate',
              header: 'Date',
              // Wide enough for a medium date and a time ("Nov 24, 2026, 10:35 AM") in one line.
              width: 210,
              render: (notification) => (
                <span className={styles.date}>{formatNotificationDate(notification.notificationDate)}</span>
              ),
            },
            {
              key: 'delete',
              header: 'Delete',
              align: 'end',
              render: (notification) => (
                <Button
                  variant="text"
                  aria-label={`Delete ${notification.notificationTitle}`}
                  onPress={() => setDeleting(notification)}
                >
                  Delete
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Dialog
        title={open?.notificationTitle ?? ''}
        isOpen={open !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null);
        }}
        size="md"
      >
        {open && <NotificationBody notification={open} />}
      </Dialog>
      <ConfirmDialog
        isOpen={deleting !== null}
        text={deleting ? `delete the notification ${deleting.notificationTitle}` : undefined}
        onConfirm={() => {
          if (deleting) void confirmDelete(deleting);
        }}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
      />
    </div>
  );
}
