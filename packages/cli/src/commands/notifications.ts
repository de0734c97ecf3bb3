import type { Command } from 'commander';
import type { Notification } from '@lcars/contract';
import { NotificationPriority } from '@lcars/contract';
import { commandClient } from '../context.js';
import { describeLiveEvent, followLive } from '../live.js';
import { note, printResult, shortDate } from '../output.js';
import { parsePositiveInt } from '../resolve.js';
import { withSpinner, printTable, type Column } from '../ui/screens.js';
import { examples } from './help.js';

const priorityNames = new Map<number, string>(
  Object.entries(NotificationPriority).map(([name, id]) => [id, name]),
);

const columns: Column<Notification>[] = [
  { header: 'ID', value: (n) => String(n.id) },
  { header: 'DATE', value: (n) => shortDate(n.notificationDate) },
  { header: 'READ', value: (n) => (n.hasRead ? 'yes' : 'no') },
  { header: 'PRIORITY', value: (n) => priorityNames.get(n.priorityId) ?? String(n.priorityId) },
  { header: 'FROM', value: (n) => n.senderUserName },
  { header: 'TITLE', value: (n) => n.notificationTitle },
  { header: 'MESSAGE', value: (n) => n.notificationMessage },
];

export function registerNotificationCommands(program: Command): void {
  const notifications = program
    .command('notifications')
    .description('Your own notifications: list, mark read, delete, follow live.');

  examples(
    notifications
      .command('list')
      .description('List your notifications, newest first.')
      .option('--unread', 'only unread ones')
      .option('--page <n>', 'page number', '1')
      .option('--page-size <n>', 'notifications per page (at most 500)', '50'),
    [
      'lcars notifications list --unread',
      "lcars notifications list --json | jq -r '.records[].notificationTitle'",
    ],
  ).action(async (options: { unread?: boolean; page: string; pageSize: string }, command: Command) => {
    const { client, json } = await commandClient(command);
    const page = await withSpinner(json, 'Loading notifications', () =>
      client.listNotifications(
        true,
        parsePositiveInt(options.pageSize, '--page-size'),
        parsePositiveInt(options.page, '--page'),
      ),
    );
    const records = options.unread ? page.records.filter((n) => !n.hasRead) : page.records;
    await printTable(json, columns, records, { ...page, records }, 'No notifications available');
  });

  for (const [name, description] of [
    ['read', 'Mark one of your notifications read.'],
    ['delete', 'Delete one of your notifications.'],
  ] as const) {
    examples(
      notifications.command(name).description(description).argument('<id>', 'notification id (see list)'),
      [`lcars notifications ${name} 42`],
    ).action(async (id: string, _options: unknown, command: Command) => {
      const notificationId = parsePositiveInt(id, 'Notification id');
      const { client, json } = await commandClient(command);
      const done = await withSpinner(json, name === 'read' ? 'Marking read' : 'Deleting', () =>
        name === 'read'
          ? client.markNotificationRead(notificationId)
          : client.deleteNotification(notificationId),
      );
      printResult(json, { id: notificationId, success: done }, () =>
        name === 'read'
          ? `Marked notification ${notificationId} read.`
          : `Deleted notification ${notificationId}.`,
      );
    });
  }

  examples(
    notifications
      .command('tail')
      .description(
        'Follow the live channel and print each event as it arrives (one JSON object a line with --json). ' +
          'Reconnects with Last-Event-ID after a drop (0, 2, 10, 30 s), then gives up with exit 1.',
      )
      .option(
        '--last-event-id <id>',
        'resume after this event id (missed events are replayed, or a resync is sent)',
      )
      .option('--max-events <n>', 'stop after this many events'),
    [
      'lcars notifications tail',
      'lcars notifications tail --json | jq -r \'select(.type == "Toast") | .data.title\'',
      'lcars notifications tail --json --max-events 1   # wait for the next event',
    ],
  ).action(async (options: { lastEventId?: string; maxEvents?: string }, command: Command) => {
    const { client, json } = await commandClient(command);
    const maxEvents = options.maxEvents ? parsePositiveInt(options.maxEvents, '--max-events') : Infinity;
    const controller = new AbortController();
    const stop = () => controller.abort();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    let seen = 0;
    try {
      await followLive(client, {
        lastEventId: options.lastEventId,
        signal: controller.signal,
        onState: (state, detail) =>
          note(state === 'connected' ? `connected to ${detail}` : `reconnecting: ${detail}`),
        onEvent: (event) => {
          process.stdout.write(
            json
              ? JSON.stringify(event) + '\n'
              : `${new Date().toISOString().slice(11, 19)} ${describeLiveEvent(event)}${event.id ? `  [${event.id}]` : ''}\n`,
          );
          seen += 1;
          if (seen >= maxEvents) controller.abort();
        },
      });
    } finally {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
    }
  });
}
