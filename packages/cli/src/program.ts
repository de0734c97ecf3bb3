import { Command, CommanderError } from 'commander';
import { registerBackupCommands } from './commands/backups.js';
import { registerClaimCommands } from './commands/claims.js';
import { registerCompletionCommand } from './commands/completion.js';
import { examples } from './commands/help.js';
import { registerItemCommands } from './commands/items.js';
import { registerFileCommands } from './commands/files.js';
import { registerJobCommands } from './commands/jobs.js';
import { registerMovingCommands } from './commands/moving.js';
import { registerNotificationCommands } from './commands/notifications.js';
import { registerNotifyCommands } from './commands/notify.js';
import { registerOutboxCommands } from './commands/outbox.js';
import { registerRepoCommands } from './commands/repo.js';
import { registerRoleCommands } from './commands/roles.js';
import { registerSessionCommands } from './commands/session.js';
import { registerShoppingCommands } from './commands/shopping.js';
import { registerTokenCommands } from './commands/tokens.js';
import { registerUserCommands } from './commands/users.js';
import { CliError, ExitCode } from './errors.js';

/** After a usage error: the cause stays one line, followed by where to read more. */
const HELP_HINT = '(run with --help for usage and examples)';

export function buildProgram(): Command {
  const program = new Command('lcars')
    .description('Administer an LCARS portal from a terminal: users, roles, claims, notifications.')
    .option('-s, --server <url>', 'portal address (default: LCARS_SERVER, then the stored session)')
    .option('-t, --token <token>', 'bearer token (default: LCARS_TOKEN, then the stored session)')
    .option('--json', 'print machine-readable JSON')
    .showHelpAfterError(HELP_HINT)
    .exitOverride()
    .addHelpText(
      'after',
      `
Exit codes: 0 success, 1 error, 2 usage, 3 not authorised.
Environment: LCARS_SERVER, LCARS_TOKEN (e.g. from \`lcars token create\`), LCARS_CONFIG_DIR.`,
    );
  examples(program, [
    'lcars login --server https://portal.example.org',
    'lcars users create kirk --email kirk@example.org --role Member',
    'LCARS_SERVER=https://portal.example.org LCARS_TOKEN=lcars_... lcars users list --json',
  ]);
  registerSessionCommands(program);
  registerTokenCommands(program);
  registerUserCommands(program);
  registerRoleCommands(program);
  registerClaimCommands(program);
  registerNotifyCommands(program);
  registerNotificationCommands(program);
  registerItemCommands(program);
  registerJobCommands(program);
  registerFileCommands(program);
  registerOutboxCommands(program);
  registerRepoCommands(program);
  registerShoppingCommands(program);
  registerMovingCommands(program);
  registerBackupCommands(program);
  registerCompletionCommand(program);
  // Usage errors of subcommands exit through run() too (exit code 2), not process.exit.
  const exitEverywhere = (command: Command) => {
    command.exitOverride().showHelpAfterError(HELP_HINT);
    command.commands.forEach(exitEverywhere);
  };
  exitEverywhere(program);
  return program;
}

/** Runs the program and turns every failure into one line on stderr and a stable exit code. */
export async function run(argv: string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv);
    return ExitCode.Ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end through here too, with exit code 0
      return error.exitCode === 0 ? ExitCode.Ok : ExitCode.Usage;
    }
    if (error instanceof CliError) {
      process.stderr.write(`lcars: ${error.message}\n`);
      return error.exitCode;
    }
    process.stderr.write(`lcars: ${(error as Error).message}\n`);
    return ExitCode.Error;
  }
}
