/** The bell's accessible name: the unread count in it, as the badge shows it to the eye (issue 21). */
export const notificationsLabel = (unread: number): string =>
  unread > 0 ? `Notifications, ${String(unread)} unread` : 'Notifications';
