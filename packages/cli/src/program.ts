import { Command, CommanderError } from 'commander';
import { registerSessionCommands } from './commands/session.js';
import { CliError, ExitCode } from './errors.js';

export function buildProgram(): Command {
  const program = new Command('lcars')
    .description('Administer an LCARS portal from a terminal: users, roles, claims, notifications.')
    .option('-s, --server <url>', 'portal address (default: LCARS_SERVER, then the stored session)')
    .option('-t, --token <token>', 'bearer token (default: LCARS_TOKEN, then the stored session)')
    .option('--json', 'print machine-readable JSON')
    .showHelpAfterError()
    .exitOverride();
  registerSessionCommands(program);
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
