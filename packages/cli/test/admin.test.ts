import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, SystemItem } from '@lcars/contract';
import { ADMIN_PASSWORD, login, runCli, spawnCli, startServer, type RunningServer } from './harness.js';

interface LiveLine {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

const lines = (stdout: string): LiveLine[] =>
  stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LiveLine);

/** The administrator's scripted day, one server, each step building on the last. */
describe('lcars administration against a real server', () => {
  let server: RunningServer;
  let work: string;
  let adminDir: string;
  let kirkDir: string;
  let kirkPassword: string;
  const admin = (args: string[], stdin?: string) => runCli(args, { configDir: adminDir, stdin });
  const kirk = (args: string[]) => runCli(args, { configDir: kirkDir });

  beforeAll(async () => {
    server = await startServer();
    work = await mkdtemp(join(tmpdir(), 'lcars-admin-'));
    adminDir = join(work, 'admin');
    kirkDir = join(work, 'kirk');
    await login(server.url, adminDir, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server?.stop();
    await rm(work, { recursive: true, force: true });
  });

  it('login stored a personal access token, so the session outlives the 15-minute JWT', async () => {
    const session = JSON.parse(await readFile(join(adminDir, 'session.json'), 'utf8')) as {
      token: string;
      tokenId?: number;
    };
    expect(session.token).toMatch(/^lcars_/);
    expect(session.tokenId).toBeGreaterThan(0);
    const tokens = await admin(['token', 'list', '--json']);
    expect(tokens.code).toBe(0);
    expect(JSON.parse(tokens.stdout)).toContainEqual(expect.objectContaining({ id: session.tokenId }));
  });

  it('creates a user with a generated password (--json), and a duplicate fails with exit 1 in one line', async () => {
    const created = await admin([
      'users',
      'create',
      'kirk',
      '--email',
      'kirk@example.org',
      '--role',
      'Member',
      '--json',
    ]);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const body = JSON.parse(created.stdout) as { user: AdminUser; password: string };
    expect(body.user).toMatchObject({ userName: 'kirk', email: 'kirk@example.org', roles: ['Member'] });
    expect(body.password.length).toBeGreaterThanOrEqual(12);
    kirkPassword = body.password;

    const again = await admin(['users', 'create', 'kirk', '--email', 'kirk2@example.org']);
    expect(again.code).toBe(1);
    expect(again.stdout).toBe('');
    expect(again.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('grants and revokes a role and a claim; shows the user by name', async () => {
    const granted = await admin(['roles', 'grant', 'Recipe Super User', 'kirk', '--json']);
    expect(granted.code).toBe(0);
    expect((JSON.parse(granted.stdout) as AdminUser).roles.sort()).toEqual(['Member', 'Recipe Super User']);

    const claim = await admin(['claims', 'grant', 'kirk', 'Section31/Read', '--json']);
    expect(claim.code).toBe(0);
    expect((JSON.parse(claim.stdout) as AdminUser).claims).toEqual([{ type: 'Section31', value: 'Read' }]);

    const revoked = await admin(['roles', 'revoke', 'Recipe Super User', 'kirk', '--json']);
    expect((JSON.parse(revoked.stdout) as AdminUser).roles).toEqual(['Member']);

    const shown = await admin(['users', 'show', 'kirk']);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('Roles: Member');
    expect(shown.stdout).toContain('Direct claims: Section31/Read');

    const listed = await admin(['roles', 'list']);
    expect(listed.stdout.split('\n')[0]).toMatch(/^ID\s+NAME\s+USERS/);
  });

  it('claims grant refuses a claim the portal does not know; roles delete refuses a held role without --force (issue 29)', async () => {
    // A claim `lcars claims list` does not know is refused with exit 2, naming the one meant.
    const unknown = await admin(['claims', 'grant', 'kirk', 'Money/read']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.trim()).toBe(
      'lcars: Unknown claim Money/read (did you mean Money/Read?): `lcars claims list` shows the claims the portal knows.',
    );
    expect((await admin(['claims', 'grant', 'kirk', 'Galaxy/Command'])).code).toBe(2);
    expect((await admin(['roles', 'create', 'Typo', '--claim', 'Mony/Read'])).code).toBe(2);
    expect(JSON.parse((await admin(['claims', 'list', 'kirk', '--json'])).stdout)).toMatchObject({
      claims: [{ type: 'Section31', value: 'Read' }],
    });

    // A role its users hold is not taken from them silently.
    expect((await admin(['roles', 'create', 'Treasurer', '--claim', 'Money/Read'])).code).toBe(0);
    await admin(['roles', 'grant', 'Treasurer', 'kirk']);
    const refused = await admin(['roles', 'delete', 'Treasurer']);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      'lcars: Treasurer is held by 1 user: deleting it takes its claims from them. `lcars roles delete Treasurer --force` deletes it all the same.',
    );
    expect(
      (JSON.parse((await admin(['users', 'show', 'kirk', '--json'])).stdout) as AdminUser).roles,
    ).toContain('Treasurer');
    const forced = await admin(['roles', 'delete', 'Treasurer', '--force', '--json']);
    expect(forced.code).toBe(0);
    expect(JSON.parse(forced.stdout)).toMatchObject({ name: 'Treasurer', deleted: true, users: 1 });
    expect(
      (JSON.parse((await admin(['users', 'show', 'kirk', '--json'])).stdout) as AdminUser).roles,
    ).toEqual(['Member']);
  });

  it('a user without Higgs/Boson gets exit 3 from admin commands', async () => {
    await login(server.url, kirkDir, 'kirk', kirkPassword);
    const list = await kirk(['users', 'list']);
    expect(list.code).toBe(3);
    expect(list.stderr).toMatch(/^lcars: Not authorised: .*Higgs\/Boson/);
  });

  it('notifications tail prints what is sent to the user and to everyone as it arrives, and replays after Last-Event-ID', async () => {
    const tail = spawnCli(['notifications', 'tail', '--json'], { configDir: kirkDir });
    try {
      await tail.waitFor('stderr', /connected to .*\/a-hub/);
      const toUser = await admin([
        'notify',
        'send',
        '--to',
        'kirk',
        '--title',
        'Shore leave',
        '--message',
        'Approved.',
        '--json',
      ]);
      expect(toUser.code).toBe(0);
      expect(JSON.parse(toUser.stdout)).toMatchObject({ success: true, result: { recipients: 1 } });
      const toAll = await admin(
        [
          'notify',
          'send',
          '--all',
          '--title',
          'Red alert drill',
          '--file',
          '-',
          '--html',
          '--priority',
          'urgent',
        ],
        '<p>All hands <b>to stations</b></p>',
      );
      expect(toAll.code).toBe(0);
      expect(toAll.stdout).toMatch(/^Notification sent/);
      await tail.waitFor('stdout', /Red alert drill/);
    } finally {
      tail.stop();
    }
    const result = await tail.exited;
    expect(result.code).toBe(0);
    const events = lines(result.stdout);
    expect(events.map((e) => e.type)).toEqual(['NotificationUpdate', 'Toast', 'NotificationUpdate', 'Toast']);
    expect(events[1]?.data).toMatchObject({ title: 'Shore leave', type: 'info' });
    expect(events[3]?.data).toMatchObject({ title: 'Red alert drill', type: 'warning' });

    // Reconnecting after the first event gets the three that followed, then --max-events ends it at once
    // (issue 29 saw the process stay 4-15 s after its last event; here it ends within 0.1-0.5 s).
    const following = spawnCli(
      ['notifications', 'tail', '--json', '--last-event-id', events[0]!.id, '--max-events', '3'],
      { configDir: kirkDir },
    );
    await following.waitFor('stdout', /(?:.*\n){3}/);
    const lastEventAt = Date.now();
    const replay = await following.exited;
    expect(Date.now() - lastEventAt).toBeLessThan(1_500);
    expect(replay.code).toBe(0);
    expect(lines(replay.stdout).map((e) => e.id)).toEqual(events.slice(1).map((e) => e.id));

    // --max-events 1 stops after one, even when the replay delivers several in one chunk (regression: 2).
    const one = await kirk([
      'notifications',
      'tail',
      '--json',
      '--last-event-id',
      events[0]!.id,
      '--max-events',
      '1',
    ]);
    expect(one.code).toBe(0);
    expect(lines(one.stdout).map((e) => e.id)).toEqual([events[1]!.id]);

    const list = await kirk(['notifications', 'list', '--json']);
    const records = (
      JSON.parse(list.stdout) as { records: { id: number; notificationTitle: string; hasRead: boolean }[] }
    ).records;
    expect(records.map((n) => n.notificationTitle)).toEqual(['Red alert drill', 'Shore leave']);
    const first = records[1]!;
    expect((await kirk(['notifications', 'read', String(first.id)])).code).toBe(0);
    const unread = await kirk(['notifications', 'list', '--unread', '--json']);
    expect((JSON.parse(unread.stdout) as { records: unknown[] }).records).toHaveLength(1);
    expect((await kirk(['notifications', 'delete', String(first.id), '--json'])).code).toBe(0);
    const text = await kirk(['notifications', 'list']);
    expect(text.stdout).toContain('Red alert drill');
    expect(text.stdout).not.toContain('Shore leave');
  });

  it('imports a CSV, reporting the bad row by line number without stopping, and exits 1', async () => {
    const csv = join(work, 'crew.csv');
    await writeFile(
      csv,
      [
        'userName,email,role,password',
        'sulu,sulu@example.org,Member,',
        'chekov,not-an-e-mail,Member,',
        'scotty,scotty@example.org,Recipe Super User,engineering-1234',
      ].join('\n'),
    );
    const imported = await admin(['users', 'import', csv, '--json']);
    expect(imported.code).toBe(1);
    const report = JSON.parse(imported.stdout) as {
      created: { row: number; userName: string; password?: string }[];
      failed: { row: number; userName: string; reason: string }[];
    };
    expect(report.created.map((c) => [c.row, c.userName])).toEqual([
      [2, 'sulu'],
      [4, 'scotty'],
    ]);
    expect(report.created[0]?.password).toBeTruthy();
    expect(report.created[1]?.password).toBeUndefined();
    expect(report.failed).toEqual([
      { row: 3, userName: 'chekov', reason: expect.stringMatching(/e-mail/i) as string },
    ]);
    expect(imported.stderr).toBe('lcars: 1 of 3 rows failed.\n');

    const scotty = await admin(['users', 'show', 'scotty', '--json']);
    expect((JSON.parse(scotty.stdout) as AdminUser).roles).toEqual(['Recipe Super User']);
    await login(server.url, join(work, 'scotty'), 'scotty', 'engineering-1234');

    const text = await admin(['users', 'import', csv]);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain('Created 0 of 3 users.');
    expect(text.stdout).toMatch(/row 2 \(sulu\): /);

    const noHeader = await admin(['users', 'import', '-'], 'sulu,sulu@example.org\n');
    expect(noHeader.code).toBe(2);
    expect(noHeader.stderr).toContain('lacks the column');
  });

  it('imports a file without a role column as Members, and says so (regression: the role column was required)', async () => {
    const imported = await admin(
      ['users', 'import', '-', '--json'],
      'userName,email\nuhura,uhura@example.org\n',
    );
    expect(imported.code).toBe(0);
    expect(imported.stderr).toContain('no role column: every user gets the Member role');
    const uhura = await admin(['users', 'show', 'uhura', '--json']);
    expect((JSON.parse(uhura.stdout) as AdminUser).roles).toEqual(['Member']);
  });

  it('users update, disable, enable and reset-password; disabled users cannot sign in', async () => {
    const updated = await admin([
      'users',
      'update',
      'kirk',
      '--first-name',
      'James',
      '--last-name',
      'Kirk',
      '--json',
    ]);
    expect(JSON.parse(updated.stdout)).toMatchObject({ firstName: 'James', lastName: 'Kirk' });
    expect((await admin(['users', 'update', 'kirk'])).code).toBe(2);

    expect(JSON.parse((await admin(['users', 'disable', 'kirk', '--json'])).stdout)).toMatchObject({
      disabled: true,
    });
    expect((await kirk(['whoami'])).code).toBe(3);
    expect((await admin(['users', 'enable', 'kirk'])).stdout).toMatch(/^Enabled kirk/);

    const reset = await admin(
      ['users', 'reset-password', 'kirk', '--password-stdin'],
      'a-brand-new-password\n',
    );
    expect(reset.code).toBe(0);
    expect(reset.stdout).not.toContain('a-brand-new-password');
    await login(server.url, kirkDir, 'kirk', 'a-brand-new-password');

    const searched = await admin(['users', 'list', '--search', 'kirk', '--json']);
    expect((JSON.parse(searched.stdout) as { records: AdminUser[] }).records.map((u) => u.userName)).toEqual([
      'kirk',
    ]);
  });

  it('users unlock lets a locked-out user sign in again (issue 29), with --json for scripts', async () => {
    const created = await admin([
      'users',
      'create',
      'chekov',
      '--email',
      'chekov@example.org',
      '--generate-password',
      '--json',
    ]);
    const { password } = JSON.parse(created.stdout) as { password: string };
    const chekovDir = join(work, 'chekov');
    for (let attempt = 0; attempt < 10; attempt++) {
      const wrong = await runCli(['login', '--server', server.url, '--user', 'chekov', '--password-stdin'], {
        configDir: chekovDir,
        stdin: 'not-his-password\n',
      });
      expect(wrong.code).not.toBe(0);
    }
    const locked = await runCli(['login', '--server', server.url, '--user', 'chekov', '--password-stdin'], {
      configDir: chekovDir,
      stdin: `${password}\n`,
    });
    expect(locked.code).not.toBe(0);

    const unlocked = await admin(['users', 'unlock', 'chekov', '--json']);
    expect(unlocked.code).toBe(0);
    expect(JSON.parse(unlocked.stdout)).toMatchObject({ user: { userName: 'chekov' }, clearedAttempts: 10 });
    await login(server.url, chekovDir, 'chekov', password);
    const again = await admin(['users', 'unlock', 'chekov']);
    expect(again.stdout.trim()).toBe('chekov was not locked out.');
    expect((await admin(['users', 'unlock', 'nobody-here'])).code).not.toBe(0);
    // Fifteen CLI processes one after another: a loaded CI machine took more than 30 s (29 Nov 2026).
  }, 90_000);

  it('token create/list/revoke serve scripts through LCARS_TOKEN and LCARS_SERVER', async () => {
    const created = await admin(['token', 'create', 'ci', '--expires-in-days', '1', '--json']);
    expect(created.code).toBe(0);
    const token = JSON.parse(created.stdout) as { id: number; token: string; expiresDate: string };
    expect(token.token).toMatch(/^lcars_/);
    expect(token.expiresDate).toBeTruthy();

    const ci = { configDir: join(work, 'ci'), env: { LCARS_SERVER: server.url, LCARS_TOKEN: token.token } };
    const whoami = await runCli(['whoami', '--json'], ci);
    expect(whoami.code).toBe(0);
    expect(JSON.parse(whoami.stdout)).toMatchObject({ userName: 'admin' });

    expect((await admin(['token', 'list'])).stdout).toMatch(/\bci\b/);
    expect((await admin(['token', 'revoke', String(token.id)])).code).toBe(0);
    expect((await runCli(['whoami'], ci)).code).toBe(3);
    expect((await admin(['token', 'revoke', 'abc'])).code).toBe(2);
  });

  it('items add/update/list/remove by type name; outbox lists mails', async () => {
    const added = await admin([
      'items',
      'add',
      'measurements',
      '--title',
      'Smidgen',
      '--description',
      'A pinch',
      '--json',
    ]);
    expect(added.code).toBe(0);
    const item = JSON.parse(added.stdout) as SystemItem;
    expect(item).toMatchObject({ systemItemType: 1, title: 'Smidgen' });

    const updated = await admin(['items', 'update', '1', String(item.id), '--short-title', 'pn', '--json']);
    expect(JSON.parse(updated.stdout)).toMatchObject({
      title: 'Smidgen',
      description: 'A pinch',
      shortTitle: 'pn',
    });

    const listed = await admin(['items', 'list', 'measurement', '--json']);
    expect((JSON.parse(listed.stdout) as { records: SystemItem[] }).records).toContainEqual(
      expect.objectContaining({ id: item.id, shortTitle: 'pn' }),
    );
    const removed = await admin(['items', 'remove', 'measurements', String(item.id)]);
    expect(removed.code).toBe(0);
    expect(removed.stdout).toBe('Item deleted.\n');
    expect((await admin(['items', 'remove', 'measurements', String(item.id)])).code).toBe(1);
    expect((await admin(['items', 'list', 'starships'])).code).toBe(2);

    const outbox = await admin(['outbox', '--json']);
    expect(outbox.code).toBe(0);
    expect(JSON.parse(outbox.stdout)).toHaveProperty('records');
  });

  it('usage errors exit 2, unknown users exit 1, each with the cause in one line', async () => {
    const noRecipient = await admin(['notify', 'send', '--title', 'x', '--message', 'y']);
    expect(noRecipient.code).toBe(2);
    expect(noRecipient.stderr).toContain('--to <user> or --all');
    expect((await admin(['notify', 'send', '--to', 'kirk', '--all', '--title', 'x'])).code).toBe(2);
    expect(
      (await admin(['notify', 'send', '--to', 'kirk', '--title', 'x', '--priority', 'panic'])).code,
    ).toBe(2);
    const nobody = await admin(['users', 'show', 'nobody']);
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toBe('lcars: No user named nobody.\n');
    expect((await admin(['claims', 'grant', 'kirk', 'not-a-claim'])).code).toBe(2);
    expect((await admin(['completion', 'fish'])).code).toBe(2);
  });
});
