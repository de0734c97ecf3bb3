import type { Command } from 'commander';
import type { Claim } from '@lcars/contract';
import { commandClient } from '../context.js';
import { printResult } from '../output.js';
import { claimText, findUser, knownClaims, parseClaim, parseKnownClaims, sameClaim } from '../resolve.js';
import { withSpinner, printTable } from '../ui/screens.js';
import { examples } from './help.js';

export function registerClaimCommands(program: Command): void {
  const claims = program
    .command('claims')
    .description("A user's direct claims, given on top of their roles' claims (needs Higgs/Boson).")
    .addHelpText(
      'after',
      '\n`lcars claims list` shows the claims the portal knows (its apps say which they check).',
    );

  examples(
    claims
      .command('list')
      .description("List the known claims, or a user's direct claims.")
      .argument('[user]', 'user name or id'),
    ['lcars claims list', 'lcars claims list kirk --json'],
  ).action(async (ref: string | undefined, _options: unknown, command: Command) => {
    if (!ref) {
      const { client, json } = await commandClient(command);
      const catalogue = await withSpinner(json, 'Loading the claims', () => knownClaims(client));
      await printTable(
        json,
        [
          { header: 'TYPE', value: (c: Claim) => c.type },
          { header: 'VALUE', value: (c: Claim) => c.value },
        ],
        catalogue,
        catalogue,
      );
      return;
    }
    const { client, json } = await commandClient(command);
    const user = await withSpinner(json, 'Loading the user', () => findUser(client, ref));
    printResult(
      json,
      { userId: user.id, userName: user.userName, claims: user.claims, roles: user.roles },
      () =>
        [
          `Direct claims of ${user.userName}: ${user.claims.map(claimText).join(', ') || 'none'}`,
          `Roles: ${user.roles.join(', ') || 'none'} (see \`lcars roles list\` for their claims)`,
        ].join('\n'),
    );
  });

  for (const [name, granting] of [
    ['grant', true],
    ['revoke', false],
  ] as const) {
    examples(
      claims
        .command(name)
        .description(
          granting
            ? 'Give a user claims directly.'
            : "Take direct claims from a user (their roles' claims stay).",
        )
        .argument('<user>', 'user name or id')
        .argument('<claims...>', 'claims as Type/Value, e.g. Money/Read'),
      [`lcars claims ${name} kirk Money/Read Money/Create`, `lcars claims ${name} 12 Higgs/Boson`],
    ).action(async (ref: string, claimTexts: string[], _options: unknown, command: Command) => {
      // A grant names claims the portal knows; a revoke may take away any claim the user holds.
      const changes = claimTexts.map(parseClaim);
      const { client, json } = await commandClient(command);
      if (granting) await parseKnownClaims(client, claimTexts);
      const updated = await withSpinner(json, 'Saving claims', async () => {
        const user = await findUser(client, ref);
        const kept = user.claims.filter((c) => !changes.some((change) => sameClaim(c, change)));
        return client.setUserClaims(user.id, granting ? [...kept, ...changes] : kept);
      });
      printResult(
        json,
        updated,
        () => `Direct claims of ${updated.userName}: ${updated.claims.map(claimText).join(', ') || 'none'}.`,
      );
    });
  }
}
