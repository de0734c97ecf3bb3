import type { Command } from 'commander';
import { LoginFailureReason, NAME_IDENTIFIER } from '@lcars/api/contract';
import { ApiClient, normaliseServer } from '../client.js';
import { clearSession, readSession, writeSession } from '../config.js';
import { resolveClient, type GlobalOptions } from '../context.js';
import { CliError, ExitCode } from '../errors.js';
import { printResult } from '../output.js';
import { ask, askSecret, readStdin } from '../prompt.js';

interface LoginOptions {
  user?: string;
  passwordStdin?: boolean;
}

/** Why a sign-in failed, in words a script's log can carry (decisions.md's reasons). */
function loginFailure(reason: number, reasonText: string): CliError {
  const exit = reason === LoginFailureReason.LockedOut ? ExitCode.Error : ExitCode.NotAuthorised;
  const hint = reason === LoginFailureReason.EmailNotConfirmed ? ' Confirm the e-mail address first.' : '';
  return new CliError(`Login error: ${reasonText || 'An error occurred!'}${hint}`, exit);
}

export function registerSessionCommands(program: Command): void {
  program
    .command('login')
    .description('Sign in and remember the session for later commands.')
    .option('-u, --user <name>', 'user name (asked for when omitted on a terminal)')
    .option('--password-stdin', 'read the password from standard input (for scripts)')
    .addHelpText(
      'after',
      `
Examples:
  $ lcars login --server https://portal.example.org
  $ printf '%s' "$ADMIN_PASSWORD" | lcars login --server http://localhost:3000 --user admin --password-stdin`,
    )
    .action(async (options: LoginOptions, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      const interactive = Boolean(process.stdin.isTTY);
      const stored = await readSession();
      const server =
        globals.server ||
        process.env.LCARS_SERVER ||
        (interactive ? await ask(`Server${stored ? ` (${stored.server})` : ''}: `) : undefined) ||
        stored?.server;
      const userName = options.user ?? (interactive ? await ask('User name: ') : undefined);
      if (!server || !userName) {
        throw new CliError(
          'Pass --server and --user (and --password-stdin) when not on a terminal.',
          ExitCode.Usage,
        );
      }
      let password: string;
      if (options.passwordStdin) password = await readStdin();
      else if (interactive) password = await askSecret('Password: ');
      else throw new CliError('No password: pass --password-stdin when not on a terminal.', ExitCode.Usage);

      const client = new ApiClient(normaliseServer(server));
      const result = await client.login(userName, password);
      if (!result.isAuthenticated) throw loginFailure(result.loginFailureReason, result.reasonText);
      await writeSession({ server: client.server, userName, token: result.jwtToken });
      printResult(
        globals.json,
        { server: client.server, userName },
        () => `Signed in to ${client.server} as ${userName}.`,
      );
    });

  program
    .command('logout')
    .description('Forget the stored session.')
    .action(async (_options: unknown, command: Command) => {
      await clearSession();
      printResult(command.optsWithGlobals<GlobalOptions>().json, { signedOut: true }, () => 'Signed out.');
    });

  program
    .command('whoami')
    .description('Show who the stored session or token belongs to, and their claims.')
    .addHelpText('after', '\nExamples:\n  $ lcars whoami\n  $ lcars whoami --json | jq -r .userName')
    .action(async (_options: unknown, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      const client = await resolveClient(globals);
      const context = await client.accountContext();
      const { profile } = context;
      const claims = context.claims.filter((c) => c.type !== NAME_IDENTIFIER);
      printResult(
        globals.json,
        {
          server: client.server,
          userId: profile.userId,
          userName: profile.userName,
          email: profile.email,
          claims,
        },
        () =>
          [
            `${profile.userName} <${profile.email}> on ${client.server}`,
            `Claims: ${claims.map((c) => `${c.type}/${c.value}`).join(', ') || 'none'}`,
          ].join('\n'),
      );
    });
}
