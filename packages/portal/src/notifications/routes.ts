import type { RouteObject } from 'react-router';
import { accountTransition } from '../account/routes';
import type { RouteMeta } from '../shell/routeMeta';

/** The route id the notification drawer's link goes to. */
export const NOTIFICATION_LIST_ROUTE_ID = 'notification-list';
export const NOTIFICATION_LIST_PATH = '/account/notification/manage';

const signedIn = {
  authenticationRequired: true,
  appId: 0,
  applicationMenuId: 0,
  transition: accountTransition,
} satisfies RouteMeta;

/** The notification centre's pages: list, send and settings (lazy route chunks). */
export const notificationRoutes: RouteObject[] = [
  {
    id: NOTIFICATION_LIST_ROUTE_ID,
    path: 'account/notification/manage',
    lazy: { Component: async () => (await import('./NotificationListPage')).NotificationListPage },
    handle: {
      ...signedIn,
      htmlTitle: 'Notifications',
      showInMenu: true,
      icon: 'notifications',
      componentname: NOTIFICATION_LIST_ROUTE_ID,
    } satisfies RouteMeta,
  },
  {
    path: 'account/notification/send',
    lazy: { Component: async () => (await import('./SendNotificationPage')).SendNotificationPage },
    handle: {
      ...signedIn,
      htmlTitle: 'Send notification',
      showInMenu: true,
      icon: 'send',
      componentname: 'notification-send',
    } satisfies RouteMeta,
  },
  {
    path: 'account/notification/settings',
    lazy: {
      Component: async () => (await import('./NotificationSettingsPage')).NotificationSettingsPage,
    },
    handle: {
      ...signedIn,
      htmlTitle: 'Notification settings',
      componentname: 'notification-settings',
    } satisfies RouteMeta,
  },
];
