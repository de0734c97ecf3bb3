import type { Command } from 'commander';
import type { OutboxMail } from '@lcars/contract';
import { commandClient } from '../context.js';
import { shortDate } from '../output.js';
import { parsePositiveInt } from '../resolve.js';
import { withSpinner, printTable, type Column } from '../ui/screens.js';
import { examples } from './help.js';

const columns: Column<OutboxMail>[] = [
  { header: 'ID', value: (m) => String(m.id) },
  { header: 'DATE', value: (m) => shortDate(m.createdDate) },
  { header: 'TO', value: (m) => m.to },
  { header: 'SUBJECT', value: (m) => m.subject },
  { header: 'LINK', value: (m) => m.link },
];

export function registerOutboxCommands(program: Command): void {
  examples(
    program
      .command('outbox')
      .description(
        'List mails kept by the server because no SMTP server is set (confirmation and reset links).',
      )
      .option('--page <n>', 'page number', '1')
      .option('--per-page <n>', 'mails per page (at most 500)', '50'),
    [
      'lcars outbox',
      'lcars outbox --json | jq -r \'.records[] | select(.to == "kirk@example.org") | .link\'',
    ],
  ).action(async (options: { page: string; perPage: string }, command: Command) => {
    const { client, json } = await commandClient(command);
    const page = await withSpinner(json, 'Loading the outbox', () =>
      client.outbox(
        parsePositiveInt(options.page, '--page'),
        parsePositiveInt(options.perPage, '--per-page'),
      ),
    );
    await printTable(json, columns, page.records, page, 'The outbox is empty.');
  });
}
