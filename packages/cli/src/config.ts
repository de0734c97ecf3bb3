import { mkdir, readFile, rm, writeFile, chmod } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** What `lcars login` remembers between runs. */
export interface StoredSession {
  server: string;
  userName: string;
  token: string;
  /** The personal access token `lcars login` created (revoked by `lcars logout`); absent for a bare JWT. */
  tokenId?: number;
}

/** The config directory: LCARS_CONFIG_DIR, else $XDG_CONFIG_HOME/lcars, else ~/.config/lcars. */
export function configDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.LCARS_CONFIG_DIR) return env.LCARS_CONFIG_DIR;
  const base = env.XDG_CONFIG_HOME || join(homedir(), '.config');
  return join(base, 'lcars');
}

function sessionFile(env?: NodeJS.ProcessEnv): string {
  return join(configDir(env), 'session.json');
}

export async function readSession(env?: NodeJS.ProcessEnv): Promise<StoredSession | null> {
  try {
    return JSON.parse(await readFile(sessionFile(env), 'utf8')) as StoredSession;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The session holds a bearer token: only its owner may read it (0600 in a 0700 directory). */
export async function writeSession(session: StoredSession, env?: NodeJS.ProcessEnv): Promise<void> {
  const dir = configDir(env);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = sessionFile(env);
  await writeFile(file, JSON.stringify(session, null, 2) + '\n', { mode: 0o600 });
  await chmod(file, 0o600); // writeFile keeps the mode of a file that already existed
}

export async function clearSession(env?: NodeJS.ProcessEnv): Promise<void> {
  await rm(sessionFile(env), { force: true });
}
