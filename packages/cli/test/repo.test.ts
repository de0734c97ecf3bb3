import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, login, runCli, startServer, type RunningServer } from './harness.js';

/** `lcars repo rotate-key` against a real server: a repository with records, its key rotated, values intact. */
describe('lcars repo against a real server', () => {
  let server: RunningServer;
  let work: string;
  let token: string;
  const admin = (args: string[]) => runCli(args, { configDir: join(work, 'admin') });
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.url}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
    return (await response.json()) as {
      result: { id: number; repoFields: { id: number }[]; secValue: string };
    };
  };

  beforeAll(async () => {
    server = await startServer();
    work = await mkdtemp(join(tmpdir(), 'lcars-repo-'));
    await login(server.url, join(work, 'admin'), 'admin', ADMIN_PASSWORD);
    const answer = await fetch(`${server.url}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    token = ((await answer.json()) as { jwtToken: string }).jwtToken;
  });
  afterAll(async () => {
    await server?.stop();
    await rm(work, { recursive: true, force: true });
  });

  it('rotates the key and re-wraps every record, reporting progress; values still open', async () => {
    const repo = (
      await call('POST', 'tools/repo', {
        title: 'Keys',
        repoFields: [{ id: -1, title: 'Secret', isSensitiveInformationField: true }],
      })
    ).result;
    const fieldId = repo.repoFields[0]!.id;
    const records: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const record = await call('PUT', `tools/repo/${repo.id}/entry/0/update`, {
        id: 0,
        repoId: repo.id,
        recValue: { fieldId, secValue: `secret-${index}` },
      });
      records.push(record.result.id);
    }
    const before = await admin(['repo', 'key-status', '--json']);
    expect(before.code).toBe(0);
    const status = JSON.parse(before.stdout) as { keyId: string; total: number; remaining: number };
    expect(status).toMatchObject({ total: 5, remaining: 0 });

    const rotated = await admin(['repo', 'rotate-key', '--batch', '2', '--json']);
    expect(rotated.code, rotated.stderr).toBe(0);
    const report = JSON.parse(rotated.stdout) as {
      keyId: string;
      rotated: boolean;
      rewrapped: number;
      remaining: number;
    };
    expect(report).toMatchObject({ rotated: true, rewrapped: 5, remaining: 0 });
    expect(report.keyId).not.toBe(status.keyId);

    const text = await admin(['repo', 'key-status']);
    expect(text.stdout).toContain(`Key ${report.keyId} (from the key file): 5 records, 0 to re-wrap.`);
    const revealed = await call('POST', `tools/repo/${repo.id}/entry/${records[3]!}`, { fieldId });
    expect(revealed.result.secValue).toBe('secret-3');
  });

  it('searches the repositories and reports password health, never printing a password', async () => {
    const repo = (
      await call('POST', 'tools/repo', {
        title: 'Cli Vault',
        repoFields: [
          { id: -1, title: 'Site', order: 0 },
          { id: -2, title: 'Password', order: 1, isSensitiveInformationField: true },
        ],
      })
    ).result;
    const [site, password] = repo.repoFields.map((field) => field.id);
    for (const [name, secret] of [
      ['kestrel.example', 'kestrel-Reused-Passw0rd'],
      ['osprey.example', 'kestrel-Reused-Passw0rd'],
    ] as const) {
      const record = await call('PUT', `tools/repo/${repo.id}/entry/0/update`, {
        id: 0,
        repoId: repo.id,
        recValue: { fieldId: site, secValue: name },
      });
      await call('PUT', `tools/repo/${repo.id}/entry/${record.result.id}/update`, {
        id: record.result.id,
        repoId: repo.id,
        recValue: { fieldId: password, secValue: secret },
      });
    }
    const found = await admin(['repo', 'search', 'kestrel']);
    expect(found.code, found.stderr).toBe(0);
    expect(found.stdout).toContain('Cli Vault #');
    expect(found.stdout).toContain('Site: kestrel.example *');
    expect(found.stdout).not.toContain('osprey');
    const health = await admin(['repo', 'health', '--json']);
    expect(health.code, health.stderr).toBe(0);
    expect(health.stdout).not.toContain('Reused-Passw0rd');
    const report = JSON.parse(health.stdout) as { items: { label: string; reusedWith: number }[] };
    expect(report.items.filter((item) => item.label.endsWith('.example'))).toEqual([
      expect.objectContaining({ label: 'kestrel.example', reusedWith: 1 }),
      expect.objectContaining({ label: 'osprey.example', reusedWith: 1 }),
    ]);
  });

  it('needs the administrator', async () => {
    const anonymous = await runCli(['repo', 'key-status', '--server', server.url, '--token', 'not-a-token'], {
      configDir: join(work, 'nobody'),
    });
    expect(anonymous.code).toBe(3);
  });
});
