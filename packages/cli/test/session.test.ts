import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, runCli, startServer, type RunningServer } from './harness.js';

describe('lcars login / whoami / logout against a real server', () => {
  let server: RunningServer;
  let configDir: string;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  beforeEach(async () => {
    configDir = await mkdtemp(join(tmpdir(), 'lcars-config-'));
    return () => rm(configDir, { recursive: true, force: true });
  });

  it('signs in with --password-stdin, stores the session 0600, and whoami shows the admin claim', async () => {
    const login = await runCli(['login', '--server', server.url, '--user', 'admin', '--password-stdin'], {
      configDir,
      stdin: `${ADMIN_PASSWORD}\n`,
    });
    expect(login.stderr).toBe('');
    expect(login.code).toBe(0);
    expect(login.stdout).toContain('Signed in');

    const mode = (await stat(join(configDir, 'session.json'))).mode & 0o777;
    expect(mode).toBe(0o600);

    const whoami = await runCli(['whoami', '--json'], { configDir });
    expect(whoami.stderr).toBe('');
    expect(whoami.code).toBe(0);
    const me = JSON.parse(whoami.stdout) as { userName: string; claims: { type: string; value: string }[] };
    expect(me.userName).toBe('admin');
    expect(me.claims).toContainEqual({ type: 'Higgs', value: 'Boson' });

    const text = await runCli(['whoami'], { configDir });
    expect(text.stdout).toMatch(/^admin </);
    expect(text.stdout).toContain('Higgs/Boson');
  });

  it('a wrong password exits 3 with the login error in one line, and stores nothing', async () => {
    const login = await runCli(['login', '--server', server.url, '--user', 'admin', '--password-stdin'], {
      configDir,
      stdin: 'not-the-password',
    });
    expect(login.code).toBe(3);
    expect(login.stderr.trim().split('\n')).toHaveLength(1);
    expect(login.stderr).toContain('Login error: ');
    await expect(stat(join(configDir, 'session.json'))).rejects.toThrow();
  });

  it('whoami without a session exits 3 and says how to sign in', async () => {
    const whoami = await runCli(['whoami', '--server', server.url], { configDir });
    expect(whoami.code).toBe(3);
    expect(whoami.stderr).toContain('lcars login');
  });

  it('whoami against a server that does not answer exits 1 and says it cannot reach it (regression: exit 3)', async () => {
    // Port 9 (discard) on loopback: nothing listens there.
    const whoami = await runCli(['whoami', '--server', 'http://127.0.0.1:9'], { configDir });
    expect(whoami.code).toBe(1);
    expect(whoami.stderr).toMatch(/Cannot reach http:\/\/127\.0\.0\.1:9/);
  });

  it('a bad token exits 3; LCARS_TOKEN and LCARS_SERVER are honoured', async () => {
    const whoami = await runCli(['whoami'], {
      configDir,
      env: { LCARS_SERVER: server.url, LCARS_TOKEN: 'nonsense' },
    });
    expect(whoami.code).toBe(3);
  });

  it('login without a terminal and without --password-stdin is a usage error (2)', async () => {
    const login = await runCli(['login', '--server', server.url, '--user', 'admin'], { configDir });
    expect(login.code).toBe(2);
  });

  it('an unknown command is a usage error (2); an unreachable server is an error (1)', async () => {
    expect((await runCli(['frobnicate'], { configDir })).code).toBe(2);
    const unreachable = await runCli(['whoami', '--server', 'http://127.0.0.1:9', '--token', 'x'], {
      configDir,
    });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain('Cannot reach');
  });

  it('logout revokes the stored access token and forgets the session', async () => {
    await runCli(['login', '--server', server.url, '--user', 'admin', '--password-stdin'], {
      configDir,
      stdin: ADMIN_PASSWORD,
    });
    const { token } = JSON.parse(await readFile(join(configDir, 'session.json'), 'utf8')) as {
      token: string;
    };
    const logout = await runCli(['logout', '--json'], { configDir });
    expect(logout.code).toBe(0);
    expect(JSON.parse(logout.stdout)).toEqual({ signedOut: true, tokenRevoked: true });
    expect((await runCli(['whoami'], { configDir })).code).toBe(2); // no server remembered any more
    const reused = await runCli(['whoami'], {
      configDir,
      env: { LCARS_SERVER: server.url, LCARS_TOKEN: token },
    });
    expect(reused.code).toBe(3);
  });

  it('signing in again revokes the access token it replaces', async () => {
    const signIn = () =>
      runCli(['login', '--server', server.url, '--user', 'admin', '--password-stdin'], {
        configDir,
        stdin: ADMIN_PASSWORD,
      });
    const session = async () =>
      JSON.parse(await readFile(join(configDir, 'session.json'), 'utf8')) as {
        token: string;
        tokenId: number;
      };
    await signIn();
    const first = await session();
    await signIn();
    const second = await session();
    expect(second.tokenId).not.toBe(first.tokenId);
    const tokens = JSON.parse((await runCli(['token', 'list', '--json'], { configDir })).stdout) as {
      id: number;
    }[];
    expect(tokens.map((t) => t.id)).toContain(second.tokenId);
    expect(tokens.map((t) => t.id)).not.toContain(first.tokenId);
  });

  it('login --no-token keeps the short-lived JWT', async () => {
    const login = await runCli(
      ['login', '--server', server.url, '--user', 'admin', '--password-stdin', '--no-token', '--json'],
      { configDir, stdin: ADMIN_PASSWORD },
    );
    expect(JSON.parse(login.stdout)).toMatchObject({ credential: 'jwt' });
    const session = JSON.parse(await readFile(join(configDir, 'session.json'), 'utf8')) as { token: string };
    expect(session.token).not.toMatch(/^lcars_/);
    expect((await runCli(['whoami'], { configDir })).code).toBe(0);
  });
});
