import type { Command } from 'commander';
import type { PersonalAccessToken } from '@lcars/contract';
import { commandClient } from '../context.js';
import { printResult, shortDate } from '../output.js';
import { parsePositiveInt } from '../resolve.js';
import { withSpinner, printTable, type Column } from '../ui/screens.js';
import { examples } from './help.js';

const columns: Column<PersonalAccessToken>[] = [
  { header: 'ID', value: (t) => String(t.id) },
  { header: 'NAME', value: (t) => t.name },
  { header: 'PREFIX', value: (t) => `${t.tokenPrefix}…` },
  { header: 'CREATED', value: (t) => shortDate(t.createdDate) },
  { header: 'EXPIRES', value: (t) => shortDate(t.expiresDate) || 'never' },
  { header: 'LAST USED', value: (t) => shortDate(t.lastUsedDate) || 'never' },
];

export function registerTokenCommands(program: Command): void {
  const token = program
    .command('token')
    .description('Personal access tokens for scripts and CI (used as LCARS_TOKEN).');

  examples(
    token
      .command('create')
      .description('Create a token; it is printed once and never again.')
      .argument('<name>', 'what the token is for, e.g. ci-nightly')
      .option('--expires-in-days <days>', 'days until it stops working (default: never)'),
    [
      'lcars token create ci-nightly --expires-in-days 90',
      'export LCARS_TOKEN=$(lcars token create ci --json | jq -r .token)',
    ],
  ).action(async (name: string, options: { expiresInDays?: string }, command: Command) => {
    const { client, json } = await commandClient(command);
    const days = options.expiresInDays
      ? parsePositiveInt(options.expiresInDays, '--expires-in-days')
      : undefined;
    const created = await withSpinner(json, 'Creating the token', () => client.createToken(name, days));
    printResult(json, created, () =>
      [`Created token ${created.id} (${created.name}). It is shown once; store it now:`, created.token].join(
        '\n',
      ),
    );
  });

  examples(token.command('list').description('List your tokens (never the tokens themselves).'), [
    'lcars token list',
    "lcars token list --json | jq -r '.[] | select(.lastUsedDate == null) | .id'",
  ]).action(async (_options: unknown, command: Command) => {
    const { client, json } = await commandClient(command);
    const tokens = await withSpinner(json, 'Loading tokens', () => client.listTokens());
    await printTable(json, columns, tokens, tokens, 'No tokens.');
  });

  examples(
    token
      .command('revoke')
      .description('Revoke a token: it stops working at once.')
      .argument('<id>', 'the token id (see `lcars token list`)'),
    ['lcars token revoke 7'],
  ).action(async (id: string, _options: unknown, command: Command) => {
    const { client, json } = await commandClient(command);
    const tokenId = parsePositiveInt(id, 'Token id');
    await withSpinner(json, 'Revoking the token', () => client.revokeToken(tokenId));
    printResult(json, { id: tokenId, revoked: true }, () => `Revoked token ${tokenId}.`);
  });
}
