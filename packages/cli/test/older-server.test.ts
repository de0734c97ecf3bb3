import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './harness.js';

/** A server of the walking skeleton: sign-in and account context, but no personal access tokens yet. */
function olderServer(): Server {
  return createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/api/auth/token') {
        const login = JSON.parse(body) as { requestApp?: number };
        // the console client says who it is
        if (login.requestApp !== 2)
          return send(400, { title: 'Bad Request', status: 400, detail: 'requestApp' });
        return send(200, {
          isAuthenticated: true,
          jwtToken: 'header.payload.signature',
          loginFailureReason: 0,
          reasonText: '',
        });
      }
      send(404, {
        title: 'Not Found',
        status: 404,
        detail: `No API route matches ${request.method} ${request.url}.`,
      });
    });
  });
}

describe('lcars login against a server without personal access tokens', () => {
  let server: Server;
  let url: string;
  let configDir: string;

  beforeAll(async () => {
    server = olderServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    configDir = await mkdtemp(join(tmpdir(), 'lcars-older-'));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(configDir, { recursive: true, force: true });
  });

  it('keeps the sign-in token, says so on stderr, and a missing route is reported as such', async () => {
    const login = await runCli(['login', '--server', url, '--user', 'admin', '--password-stdin', '--json'], {
      configDir,
      stdin: 'secret',
    });
    expect(login.code).toBe(0);
    expect(JSON.parse(login.stdout)).toMatchObject({ credential: 'jwt' });
    expect(login.stderr).toContain('no personal access tokens');
    const session = JSON.parse(await readFile(join(configDir, 'session.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(session).toMatchObject({ token: 'header.payload.signature' });
    expect(session.tokenId).toBeUndefined();

    const tokens = await runCli(['token', 'list'], { configDir });
    expect(tokens.code).toBe(1);
    expect(tokens.stderr).toMatch(/^lcars: This server does not offer this call yet/);

    const logout = await runCli(['logout', '--json'], { configDir });
    expect(JSON.parse(logout.stdout)).toEqual({ signedOut: true, tokenRevoked: false });
  });
});
