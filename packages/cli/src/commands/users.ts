import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { Option } from 'commander';
import type { AdminUser, AdminUserEdit } from '@lcars/contract';
import type { ApiClient } from '../client.js';
import { commandClient } from '../context.js';
import { parseCsv, type CsvRow } from '../csv.js';
import { CliError, ExitCode } from '../errors.js';
import { note, printResult, shortDate } from '../output.js';
import { readStdin } from '../prompt.js';
import { claimText, findUser, parsePositiveInt } from '../resolve.js';
import { progressReporter, withSpinner, printTable, type Column } from '../ui/screens.js';
import { collect, examples } from './help.js';

const columns: Column<AdminUser>[] = [
  { header: 'ID', value: (u) => String(u.id) },
  { header: 'USER NAME', value: (u) => u.userName },
  { header: 'E-MAIL', value: (u) => u.email },
  { header: 'NAME', value: (u) => `${u.firstName} ${u.lastName}`.trim() },
  { header: 'ROLES', value: (u) => u.roles.join(', ') },
  { header: 'STATE', value: (u) => (u.disabled ? 'disabled' : u.emailConfirmed ? 'active' : 'unconfirmed') },
];

export function describeUser(user: AdminUser): string {
  return [
    `${user.userName} (id ${user.id}) <${user.email}>${user.disabled ? ' DISABLED' : ''}`,
    `Name: ${`${user.firstName} ${user.lastName}`.trim() || '-'}`,
    `E-mail confirmed: ${user.emailConfirmed ? 'yes' : 'no'}`,
    `Roles: ${user.roles.join(', ') || 'none'}`,
    `Direct claims: ${user.claims.map(claimText).join(', ') || 'none'}`,
    `Created: ${shortDate(user.createdDate)}  Modified: ${shortDate(user.modifiedDate)}`,
  ].join('\n');
}

/** Roles of a CSV cell or a --role value: several may be separated by ; or |. */
function splitRoles(values: readonly string[]): string[] {
  return values
    .flatMap((value) => value.split(/[;|]/))
    .map((role) => role.trim())
    .filter(Boolean);
}

async function readPassword(fromStdin: boolean | undefined): Promise<string | undefined> {
  if (!fromStdin) return undefined;
  const password = await readStdin();
  if (!password) throw new CliError('Standard input held no password.', ExitCode.Usage);
  return password;
}

export interface ImportFailure {
  row: number;
  userName: string;
  reason: string;
}

export interface ImportReport {
  created: { row: number; userName: string; id: number; password?: string }[];
  failed: ImportFailure[];
}

/** The role given to imported users when the file has no role column. */
export const DEFAULT_IMPORT_ROLE = 'Member';

/**
 * The rows of an import file; a file without the needed header is a usage error. Without a role column
 * every row gets DEFAULT_IMPORT_ROLE (roleDefaulted tells the caller to say so).
 */
export function readImportRows(text: string): { rows: CsvRow[]; roleDefaulted: boolean } {
  let rows: CsvRow[];
  try {
    rows = parseCsv(text, ['username', 'email']);
  } catch (error) {
    throw new CliError(`Cannot import: ${(error as Error).message}`, ExitCode.Usage);
  }
  const roleDefaulted = rows.length > 0 && rows.every((row) => !('role' in row.fields));
  return {
    rows: roleDefaulted
      ? rows.map((row) => ({ ...row, fields: { ...row.fields, role: DEFAULT_IMPORT_ROLE } }))
      : rows,
    roleDefaulted,
  };
}

/** Creates one user per row and carries on past failures; stops only when the caller may not create users. */
export async function importUsers(
  client: ApiClient,
  rows: readonly CsvRow[],
  onProgress: (done: number, failed: number) => void = () => {},
): Promise<ImportReport> {
  const report: ImportReport = { created: [], failed: [] };
  for (const [index, { line, fields }] of rows.entries()) {
    const userName = fields.username ?? '';
    const email = fields.email ?? '';
    const missing = [!userName && 'userName', !email && 'email'].filter(Boolean);
    if (missing.length > 0) {
      report.failed.push({ row: line, userName, reason: `${missing.join(' and ')} is empty` });
    } else {
      try {
        const password = fields.password || undefined;
        const created = await client.createUser({
          userName,
          email,
          roles: splitRoles([fields.role ?? '']),
          ...(password ? { password } : { generatePassword: true }),
        });
        report.created.push({
          row: line,
          userName: created.user.userName,
          id: created.user.id,
          ...(password ? {} : { password: created.password }),
        });
      } catch (error) {
        // Every further row would fail the same way: say so once.
        if (error instanceof CliError && error.exitCode === ExitCode.NotAuthorised) throw error;
        const reason = (error as Error).message.replace(/^The server answered \d+: /, '');
        report.failed.push({ row: line, userName, reason });
      }
    }
    onProgress(index + 1, report.failed.length);
  }
  return report;
}

export function importReportText(report: ImportReport): string {
  const total = report.created.length + report.failed.length;
  const lines = [`Created ${report.created.length} of ${total} users.`];
  const generated = report.created.filter((c) => c.password);
  if (generated.length > 0) {
    lines.push(
      'Generated passwords (shown once):',
      ...generated.map((c) => `  ${c.userName}\t${c.password}`),
    );
  }
  if (report.failed.length > 0) {
    lines.push(
      `${report.failed.length} row${report.failed.length > 1 ? 's' : ''} failed:`,
      ...report.failed.map((f) => `  row ${f.row}${f.userName ? ` (${f.userName})` : ''}: ${f.reason}`),
    );
  }
  return lines.join('\n');
}

export function registerUserCommands(program: Command): void {
  const users = program.command('users').description('Manage user accounts (needs the Higgs/Boson claim).');

  examples(
    users
      .command('list')
      .description('List users, optionally searched by user name, e-mail or name.')
      .option('--search <text>', 'only users matching this text')
      .option('--page <n>', 'page number', '1')
      .option('--per-page <n>', 'users per page (at most 500)', '50'),
    ['lcars users list --search kirk', "lcars users list --json | jq -r '.records[].userName'"],
  ).action(async (options: { search?: string; page: string; perPage: string }, command: Command) => {
    const { client, json } = await commandClient(command);
    const page = await withSpinner(json, 'Loading users', () =>
      client.listUsers({
        search: options.search,
        page: parsePositiveInt(options.page, '--page'),
        itemsPerPage: parsePositiveInt(options.perPage, '--per-page'),
      }),
    );
    await printTable(json, columns, page.records, page, 'No users match.');
    if (!json && page.pageCount > 1) {
      process.stdout.write(`Page ${page.page} of ${page.pageCount} (${page.total} users).\n`);
    }
  });

  examples(
    users
      .command('show')
      .description('Show one user with roles and direct claims.')
      .argument('<user>', 'user name or id'),
    ['lcars users show kirk', 'lcars users show 12 --json'],
  ).action(async (ref: string, _options: unknown, command: Command) => {
    const { client, json } = await commandClient(command);
    const user = await withSpinner(json, 'Loading the user', () => findUser(client, ref));
    printResult(json, user, () => describeUser(user));
  });

  examples(
    users
      .command('create')
      .description('Create a user; without --password-stdin a password is generated and printed once.')
      .argument('<userName>', 'letters, digits and ._@-')
      .requiredOption('--email <email>', 'e-mail address')
      .addOption(
        new Option('--password-stdin', 'read the password from standard input').conflicts('generatePassword'),
      )
      .option('--generate-password', 'have the server generate a password (the default)')
      .option('--role <role>', 'a role to give (repeatable)', collect, [])
      .option('--first-name <name>', 'first name')
      .option('--last-name <name>', 'last name')
      .option('--unconfirmed', 'leave the e-mail address unconfirmed'),
    [
      'lcars users create kirk --email kirk@example.org --role Member',
      'printf \'%s\' "$PW" | lcars users create spock --email spock@example.org --password-stdin --role Admin',
      'lcars users create uhura --email uhura@example.org --generate-password --json | jq -r .password',
    ],
  ).action(
    async (
      userName: string,
      options: {
        email: string;
        passwordStdin?: boolean;
        role: string[];
        firstName?: string;
        lastName?: string;
        unconfirmed?: boolean;
      },
      command: Command,
    ) => {
      const { client, json } = await commandClient(command);
      const password = await readPassword(options.passwordStdin);
      const created = await withSpinner(json, `Creating ${userName}`, () =>
        client.createUser({
          userName,
          email: options.email,
          roles: splitRoles(options.role),
          ...(password ? { password } : { generatePassword: true }),
          ...(options.firstName ? { firstName: options.firstName } : {}),
          ...(options.lastName ? { lastName: options.lastName } : {}),
          ...(options.unconfirmed ? { emailConfirmed: false } : {}),
        }),
      );
      printResult(json, created, () =>
        [
          `Created user ${created.user.userName} (id ${created.user.id}).`,
          ...(created.password ? [`Password (shown once): ${created.password}`] : []),
        ].join('\n'),
      );
    },
  );

  examples(
    users
      .command('update')
      .description("Change a user's name, e-mail or confirmation.")
      .argument('<user>', 'user name or id')
      .option('--user-name <name>', 'new user name')
      .option('--email <email>', 'new e-mail address')
      .option('--first-name <name>', 'first name')
      .option('--last-name <name>', 'last name')
      .option('--email-confirmed', 'mark the e-mail address confirmed')
      .option('--no-email-confirmed', 'mark the e-mail address unconfirmed'),
    ['lcars users update kirk --email james.kirk@example.org', 'lcars users update 12 --first-name James'],
  ).action(
    async (
      ref: string,
      options: {
        userName?: string;
        email?: string;
        firstName?: string;
        lastName?: string;
        emailConfirmed?: boolean;
      },
      command: Command,
    ) => {
      const edit: AdminUserEdit = {};
      if (options.userName !== undefined) edit.userName = options.userName;
      if (options.email !== undefined) edit.email = options.email;
      if (options.firstName !== undefined) edit.firstName = options.firstName;
      if (options.lastName !== undefined) edit.lastName = options.lastName;
      if (options.emailConfirmed !== undefined) edit.emailConfirmed = options.emailConfirmed;
      if (Object.keys(edit).length === 0) {
        throw new CliError('Nothing to change: pass at least one option (see --help).', ExitCode.Usage);
      }
      const { client, json } = await commandClient(command);
      const user = await withSpinner(json, 'Saving the user', async () =>
        client.editUser((await findUser(client, ref)).id, edit),
      );
      printResult(json, user, () => `Updated ${user.userName} (id ${user.id}).`);
    },
  );

  for (const [name, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    examples(
      users
        .command(name)
        .description(
          disabled
            ? 'Disable a user: they cannot sign in and their tokens stop working.'
            : 'Enable a disabled user.',
        )
        .argument('<user>', 'user name or id'),
      [`lcars users ${name} kirk`],
    ).action(async (ref: string, _options: unknown, command: Command) => {
      const { client, json } = await commandClient(command);
      const user = await withSpinner(json, `${disabled ? 'Disabling' : 'Enabling'} ${ref}`, async () =>
        client.setUserDisabled((await findUser(client, ref)).id, disabled),
      );
      printResult(json, user, () => `${disabled ? 'Disabled' : 'Enabled'} ${user.userName} (id ${user.id}).`);
    });
  }

  examples(
    users
      .command('unlock')
      .description(
        'Let a locked-out user sign in again at once (ten wrong passwords lock an account for a while): ' +
          'their failed sign-ins stop counting.',
      )
      .argument('<user>', 'user name or id'),
    ['lcars users unlock kirk', 'lcars users unlock 12 --json | jq .clearedAttempts'],
  ).action(async (ref: string, _options: unknown, command: Command) => {
    const { client, json } = await commandClient(command);
    const result = await withSpinner(json, `Unlocking ${ref}`, async () =>
      client.unlockUser((await findUser(client, ref)).id),
    );
    printResult(json, result, () => result.message);
  });

  examples(
    users
      .command('reset-password')
      .description("Set a user's password: read from standard input, or generated and printed once.")
      .argument('<user>', 'user name or id')
      .option('--password-stdin', 'read the new password from standard input'),
    [
      'lcars users reset-password kirk',
      'printf \'%s\' "$PW" | lcars users reset-password kirk --password-stdin',
    ],
  ).action(async (ref: string, options: { passwordStdin?: boolean }, command: Command) => {
    const { client, json } = await commandClient(command);
    const password = await readPassword(options.passwordStdin);
    const user = await findUser(client, ref);
    const result = await withSpinner(json, 'Resetting the password', () =>
      client.resetPassword(user.id, password),
    );
    const shown = password ? { success: result.success, userId: result.userId } : result;
    printResult(json, shown, () =>
      password
        ? `Set the password of ${user.userName}.`
        : `New password of ${user.userName} (shown once): ${result.password}`,
    );
  });

  examples(
    users
      .command('import')
      .description(
        'Create users from a CSV file with a header row: userName,email[,role][,password] (no role column: ' +
          `${DEFAULT_IMPORT_ROLE}). Rows that fail are ` +
          'reported with their line numbers; the others are created. Exits 1 when any row failed.',
      )
      .argument('<file>', 'CSV file, or - for standard input'),
    [
      'lcars users import crew.csv',
      "lcars users import crew.csv --json | jq '.failed'",
      "printf 'userName,email,role\\nchekov,chekov@example.org,Member\\n' | lcars users import -",
    ],
  ).action(async (file: string, _options: unknown, command: Command) => {
    const { client, json } = await commandClient(command);
    let text: string;
    try {
      text = file === '-' ? await readStdin() : await readFile(file, 'utf8');
    } catch (error) {
      throw new CliError(
        `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      );
    }
    const { rows, roleDefaulted } = readImportRows(text);
    if (roleDefaulted) note(`The file has no role column: every user gets the ${DEFAULT_IMPORT_ROLE} role.`);
    const progress = await progressReporter(json, 'Importing users', rows.length);
    let report: ImportReport;
    try {
      report = await importUsers(client, rows, (done, failed) => progress.update(done, failed));
    } finally {
      progress.finish();
    }
    printResult(json, report, () => importReportText(report));
    if (report.failed.length > 0) {
      throw new CliError(
        `${report.failed.length} of ${report.created.length + report.failed.length} rows failed.`,
      );
    }
  });
}
