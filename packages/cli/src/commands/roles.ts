import type { Command } from 'commander';
import type { AdminRole } from '@lcars/contract';
import { commandClient } from '../context.js';
import { CliError } from '../errors.js';
import { printResult } from '../output.js';
import { claimText, findRole, findUser, parseClaim, parseKnownClaims } from '../resolve.js';
import { withSpinner, printTable, type Column } from '../ui/screens.js';
import { collect, examples } from './help.js';

const columns: Column<AdminRole>[] = [
  { header: 'ID', value: (r) => String(r.id) },
  { header: 'NAME', value: (r) => r.name },
  { header: 'USERS', value: (r) => String(r.userCount) },
  { header: 'BUILT-IN', value: (r) => (r.isBuiltIn ? 'yes' : '') },
  { header: 'CLAIMS', value: (r) => r.claims.map(claimText).join(', ') },
];

export function registerRoleCommands(program: Command): void {
  const roles = program
    .command('roles')
    .description('Roles: named sets of claims given to users (needs Higgs/Boson).');

  examples(roles.command('list').description('List roles with their claims and how many users hold them.'), [
    'lcars roles list',
    "lcars roles list --json | jq -r '.records[].name'",
  ]).action(async (_options: unknown, command: Command) => {
    const { client, json } = await commandClient(command);
    const list = await withSpinner(json, 'Loading roles', () => client.listRoles());
    await printTable(json, columns, list.records, list, 'No roles.');
  });

  examples(
    roles
      .command('create')
      .description('Create a role holding the given claims.')
      .argument('<name>', 'role name')
      .option('--description <text>', 'what the role is for', '')
      .option('--claim <Type/Value>', 'a claim of the role (repeatable)', collect, []),
    ['lcars roles create Treasurer --claim Money/Access --claim Money/Read --claim Money/Create'],
  ).action(async (name: string, options: { description: string; claim: string[] }, command: Command) => {
    options.claim.forEach(parseClaim); // a malformed claim is refused before the server is asked
    const { client, json } = await commandClient(command);
    const claims = await parseKnownClaims(client, options.claim);
    const role = await withSpinner(json, `Creating ${name}`, () =>
      client.saveRole({ id: 0, name, description: options.description, claims }),
    );
    printResult(json, role, () => `Created role ${role.name} (id ${role.id}).`);
  });

  examples(
    roles
      .command('delete')
      .description(
        'Delete a role (not a built-in one). A role its users still hold is refused with their count (exit 1): ' +
          'deleting it takes its claims from them; --force deletes it all the same.',
      )
      .argument('<role>', 'role name or id')
      .option('--force', 'delete it even though users hold it'),
    ['lcars roles delete Treasurer', 'lcars roles delete Treasurer --force'],
  ).action(async (ref: string, options: { force?: boolean }, command: Command) => {
    const { client, json } = await commandClient(command);
    const role = await findRole(client, ref);
    if (role.userCount > 0 && !options.force) {
      const users = `${role.userCount} user${role.userCount === 1 ? '' : 's'}`;
      throw new CliError(
        `${role.name} is held by ${users}: deleting it takes its claims from them. ` +
          `\`lcars roles delete ${role.name} --force\` deletes it all the same.`,
      );
    }
    await withSpinner(json, `Deleting ${role.name}`, () => client.deleteRole(role.id));
    printResult(json, { id: role.id, name: role.name, deleted: true, users: role.userCount }, () =>
      role.userCount > 0
        ? `Deleted role ${role.name}; its ${role.userCount} user${role.userCount === 1 ? '' : 's'} no longer hold it.`
        : `Deleted role ${role.name}.`,
    );
  });

  for (const [name, granting] of [
    ['grant', true],
    ['revoke', false],
  ] as const) {
    examples(
      roles
        .command(name)
        .description(granting ? 'Give a user a role.' : 'Take a role from a user.')
        .argument('<role>', 'role name or id')
        .argument('<user>', 'user name or id'),
      [`lcars roles ${name} Admin kirk`, `lcars roles ${name} "Recipe Super User" 12`],
    ).action(async (roleRef: string, userRef: string, _options: unknown, command: Command) => {
      const { client, json } = await commandClient(command);
      const updated = await withSpinner(json, 'Saving roles', async () => {
        const [role, user] = await Promise.all([findRole(client, roleRef), findUser(client, userRef)]);
        const others = user.roles.filter((r) => r.toLowerCase() !== role.name.toLowerCase());
        return client.setUserRoles(user.id, granting ? [...others, role.name] : others);
      });
      printResult(
        json,
        updated,
        () => `${updated.userName} now has the roles: ${updated.roles.join(', ') || 'none'}.`,
      );
    });
  }
}
