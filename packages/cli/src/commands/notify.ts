import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { Option } from 'commander';
import { NotificationType, type NotificationSend } from '@lcars/contract';
import type { ApiClient } from '../client.js';
import { commandClient } from '../context.js';
import { CliError, ExitCode } from '../errors.js';
import { printResult } from '../output.js';
import { readStdin } from '../prompt.js';
import { findRecipientId, parsePositiveInt, parsePriority } from '../resolve.js';
import { withSpinner } from '../ui/screens.js';
import { examples } from './help.js';

interface SendOptions {
  to?: string;
  all?: boolean;
  title?: string;
  message?: string;
  file?: string;
  template?: string;
  priority?: string;
  severity?: string;
  html?: boolean;
  sendToSelf?: boolean;
}

async function messageText(options: SendOptions): Promise<string> {
  if (options.message !== undefined && options.file !== undefined) {
    throw new CliError('Pass --message or --file, not both.', ExitCode.Usage);
  }
  if (options.file === undefined) return options.message ?? '';
  try {
    return options.file === '-' ? await readStdin() : await readFile(options.file, 'utf8');
  } catch (error) {
    throw new CliError(
      `Cannot read ${options.file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}

/** A template by id or title; 0 when none is named. */
async function templateId(client: ApiClient, ref: string | undefined): Promise<number> {
  if (!ref) return 0;
  if (/^\d+$/.test(ref.trim())) return Number(ref);
  const templates = await client.notificationTemplates();
  const found = templates.find((t) => t.title.toLowerCase() === ref.trim().toLowerCase());
  if (!found) {
    throw new CliError(
      `No notification template named ${ref}. Templates: ${templates.map((t) => `${t.id} ${t.title}`).join(', ')}.`,
    );
  }
  return found.id;
}

export function registerNotifyCommands(program: Command): void {
  const notify = program.command('notify').description('Send notifications to one user or to everyone.');

  examples(
    notify
      .command('send')
      .description(
        'Send a notification. The title and message may come from a template. Sending to everyone needs ' +
          'Higgs/Boson; anyone may send to one user (30 an hour without it).',
      )
      .addOption(new Option('--to <user>', 'the recipient: user name or id').conflicts('all'))
      .addOption(new Option('--all', 'send to every active user'))
      .option('--title <title>', 'the notification title')
      .option('--message <text>', 'the message')
      .option('--file <path>', 'read the message from a file, - for standard input')
      .option('--template <template>', 'a notification template, by id or title')
      .option('--priority <priority>', 'priority: 1 Defcon5, 2 Urgent, 3 Normal, 4 Blase, 5 GetToIt')
      .option('--severity <n>', 'severity id (system item type 7)')
      .option('--html', 'the message is HTML (cleaned by the server); plain text otherwise')
      .option('--send-to-self', 'also deliver a copy to yourself'),
    [
      'lcars notify send --to kirk --title "Shore leave" --message "Approved from stardate 4523.3."',
      'lcars notify send --all --title "Maintenance" --file notice.html --html --priority urgent',
      'uptime | lcars notify send --to spock --title "Load" --file -',
      'lcars notify send --all --template "System maintenance"',
    ],
  ).action(async (options: SendOptions, command: Command) => {
    if (!options.to && !options.all)
      throw new CliError('Say who to send to: --to <user> or --all.', ExitCode.Usage);
    const message = await messageText(options);
    const { client, json } = await commandClient(command);
    const result = await withSpinner(json, 'Sending', async () => {
      const notification: NotificationSend = {
        message,
        notificationTitle: options.title ?? '',
        notificationTemplateId: await templateId(client, options.template),
        notificationType: options.all ? NotificationType.ToAll : NotificationType.ToUser,
        sendToSelf: Boolean(options.sendToSelf),
        isPlainText: !options.html,
        ...(options.priority ? { priorityId: parsePriority(options.priority) } : {}),
        ...(options.severity ? { severityId: parsePositiveInt(options.severity, '--severity') } : {}),
        ...(options.to ? { targetUserId: await findRecipientId(client, options.to) } : {}),
      };
      return client.sendNotification(Boolean(options.all), notification);
    });
    printResult(json, result, () => `${result.message} (notification ${result.result.notificationId})`);
  });
}
