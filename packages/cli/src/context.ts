import type { Command } from 'commander';
import { ApiClient, normaliseServer } from './client.js';
import { readSession } from './config.js';
import { CliError, ExitCode } from './errors.js';

/** The options every command accepts (commander's global options). */
export interface GlobalOptions {
  server?: string;
  token?: string;
  json?: boolean;
}

/**
 * Which server and credential a command uses, first match wins:
 * --server/--token, then LCARS_SERVER/LCARS_TOKEN, then the session `lcars login` stored.
 */
export async function resolveClient(
  options: GlobalOptions,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ApiClient> {
  const stored = await readSession(env);
  // an empty variable counts as unset, as shells and CI systems often export them empty
  const server = options.server || env.LCARS_SERVER || stored?.server;
  if (!server) {
    throw new CliError(
      'No server: pass --server <url>, set LCARS_SERVER, or run `lcars login`.',
      ExitCode.Usage,
    );
  }
  const normalised = normaliseServer(server);
  const token =
    options.token ||
    env.LCARS_TOKEN ||
    (stored && normaliseServer(stored.server) === normalised ? stored.token : undefined);
  if (!token) {
    // A server that cannot be reached is the first thing to fix (exit 1), not a missing sign-in (exit 3).
    await new ApiClient(normalised).health();
    throw new CliError('Not signed in: run `lcars login` or set LCARS_TOKEN.', ExitCode.NotAuthorised);
  }
  return new ApiClient(normalised, token);
}

/** What an action needs: the global options, whether to print JSON, and the client they resolve to. */
export async function commandClient(
  command: Command,
): Promise<{ client: ApiClient; json: boolean; globals: GlobalOptions }> {
  const globals = command.optsWithGlobals<GlobalOptions>();
  return { client: await resolveClient(globals), json: Boolean(globals.json), globals };
}
