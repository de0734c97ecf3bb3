import { hostname } from 'node:os';
import type { Command } from 'commander';
import { LoginFailureReason, NAME_IDENTIFIER, PERSONAL_ACCESS_TOKEN_PREFIX } from '@lcars/contract';
import { ApiCallError, ApiClient, normaliseServer } from '../client.js';
import { clearSession, readSession, writeSession } from '../config.js';
import { resolveClient, type GlobalOptions } from '../context.js';
import { CliError, ExitCode } from '../errors.js';
import { note, printResult } from '../output.js';
import { ask, askSecret, readStdin } from '../prompt.js';
import { withSpinner } from '../ui/screens.js';
import { examples } from './help.js';

interface LoginOptions {
  user?: string;
  passwordStdin?: boolean;
  /** --no-token: keep the short-lived JWT instead of creating a personal access token. */
  token: boolean;
}

/** The name of the personal access token `lcars login` creates, so `lcars token list` shows where it lives. */
export function cliTokenName(): string {
  return `lcars-cli@${hostname()}`.slice(0, 100);
}

/**
 * Exchanges the 15-minute JWT for a personal access token, so the stored session outlives it. A server
 * without the token API keeps the JWT (and says so).
 */
async function longLivedCredential(
  client: ApiClient,
  jwt: string,
): Promise<{ token: string; tokenId?: number; kind: 'personal-access-token' | 'jwt' }> {
  try {
    const created = await client.withToken(jwt).createToken(cliTokenName());
    return { token: created.token, tokenId: created.id, kind: 'personal-access-token' };
  } catch (error) {
    if (error instanceof ApiCallError && error.routeMissing) {
      note('this server has no personal access tokens: the session ends when its sign-in expires.');
      return { token: jwt, kind: 'jwt' };
    }
    throw error;
  }
}

/** Why a sign-in failed, in words a script's log can carry, one per login failure reason. */
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
    .option('--no-token', 'store the short-lived sign-in token instead of creating a personal access token')
    .addHelpText(
      'after',
      `
After signing in, login creates a personal access token named lcars-cli@<host> and stores it (0600),
so the session does not end with the 15-minute sign-in token. \`lcars logout\` revokes it.

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
      const result = await withSpinner(globals.json, `Signing in to ${client.server}`, () =>
        client.login(userName, password),
      );
      if (!result.isAuthenticated) throw loginFailure(result.loginFailureReason, result.reasonText);
      const credential = options.token
        ? await longLivedCredential(client, result.jwtToken)
        : { token: result.jwtToken, kind: 'jwt' as const };
      // Replacing a stored session: its personal access token would otherwise stay valid, unused. It
      // revokes itself, so this works when another user signs in too.
      const previous = await readSession();
      if (previous?.tokenId && previous.token.startsWith(PERSONAL_ACCESS_TOKEN_PREFIX)) {
        await new ApiClient(normaliseServer(previous.server), previous.token)
          .revokeToken(previous.tokenId)
          .catch(() => undefined);
      }
      await writeSession({
        server: client.server,
        userName,
        token: credential.token,
        ...(credential.tokenId ? { tokenId: credential.tokenId } : {}),
      });
      printResult(
        globals.json,
        { server: client.server, userName, credential: credential.kind },
        () => `Signed in to ${client.server} as ${userName}.`,
      );
    });

  examples(
    program
      .command('logout')
      .description('Revoke the personal access token of the stored session and forget the session.'),
    ['lcars logout'],
  ).action(async (_options: unknown, command: Command) => {
    const stored = await readSession();
    let revoked = false;
    if (stored?.tokenId && stored.token.startsWith(PERSONAL_ACCESS_TOKEN_PREFIX)) {
      const client = new ApiClient(normaliseServer(stored.server), stored.token);
      try {
        await client.revokeToken(stored.tokenId);
        revoked = true;
      } catch (error) {
        // Signing out locally must work offline too; the token stays listed in `lcars token list`.
        note(`could not revoke the token on the server (${(error as Error).message}); forgetting it here.`);
      }
    }
    await clearSession();
    printResult(
      command.optsWithGlobals<GlobalOptions>().json,
      { signedOut: true, tokenRevoked: revoked },
      () => (revoked ? 'Signed out; the access token was revoked.' : 'Signed out.'),
    );
  });

  program
    .command('whoami')
    .description('Show who the stored session or token belongs to, and their claims.')
    .addHelpText('after', '\nExamples:\n  $ lcars whoami\n  $ lcars whoami --json | jq -r .userName')
    .action(async (_options: unknown, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      const client = await resolveClient(globals);
      const context = await withSpinner(globals.json, 'Asking the server', () => client.accountContext());
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
