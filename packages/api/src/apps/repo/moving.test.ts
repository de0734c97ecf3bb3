// Moving into and out of the secure repository against a real server and database, the way a user and an
// attacker would use it: preview then import, import again (nothing new), folders as repositories or a field,
// a second user probing another's repository, the secrets looked for on disk, broken files, and the
// Bitwarden-compatible export opened by the test's own decryption and imported back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importReportSchema } from '@lcars/contract';
import { MASKED_VALUE, type Repo, type RepoEntriesPage, type RepoResult } from '@lcars/contract/repo';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { testUsers } from '../../../test/requests.js';
import { tracesOf } from '../../../test/traces.js';
import {
  bitwardenCsv,
  bitwardenJson,
  keepassXcCsv,
  keepassXml,
  onePasswordCsv,
  openBitwardenExport,
  secretsOf,
  vault,
} from '../../../test/repo-exports.js';

describeEachDatabase('secure repository moving in and out', (kind) => {
  let api: TestServer;
  const { ids, addUser, auth, get, post } = testUsers(() => api);
  const marker = `mv${Math.random().toString(36).slice(2, 10)}`;
  const items = vault(marker);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    for (const name of ['ann', 'mallory', 'reader', 'fresh', 'fields']) await addUser(name, ['Member']);
  });
  afterAll(() => api?.close());

  const importFile = (who: string, query: string, body: string | Buffer, passphrase?: string) => {
    const request = api.request
      .post(`/api/tools/repo/import?${query}`)
      .set('Authorization', auth(who))
      .set('Content-Type', 'application/octet-stream');
    if (passphrase !== undefined) request.set('X-Lcars-Passphrase', passphrase);
    return request.send(Buffer.from(body));
  };
  async function imported(who: string, query: string, body: string | Buffer, passphrase?: string) {
    const response = await importFile(who, query, body, passphrase);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    // The answer is the contract's one import report, and nothing more (the CLI and the dialog read it).
    return importReportSchema.strict().parse(response.body);
  }
  async function reposOf(who: string): Promise<Repo[]> {
    const response = await get('/api/tools/repo/list', who);
    expect(response.status).toBe(200);
    return response.body as Repo[];
  }
  async function recordsOf(who: string, repo: Repo) {
    const response = await post(`/api/tools/repo/${repo.id}/entries`, who, { itemsPerPage: 500 });
    expect(response.status).toBe(200);
    return (response.body as RepoResult<RepoEntriesPage>).result.records;
  }
  const valueOf = (
    repo: Repo,
    record: { recValues: { fieldId: number; secValue: string }[] },
    field: string,
  ) =>
    record.recValues.find((v) => v.fieldId === repo.repoFields.find((f) => f.title === field)!.id)
      ?.secValue ?? '';
  async function reveal(who: string, repo: Repo, recordId: number, field: string): Promise<string> {
    const fieldId = repo.repoFields.find((f) => f.title === field)!.id;
    const response = await post(`/api/tools/repo/${repo.id}/entry/${recordId}`, who, { fieldId });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body as RepoResult<{ secValue: string }>).result.secValue;
  }
  const download = (path: string, who: string, body: object) =>
    post(path, who, body)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('previews a Bitwarden JSON import without writing, then imports folders as repositories, sealed', async () => {
    const file = JSON.stringify(bitwardenJson(items));
    const preview = await imported('ann', 'format=bitwarden-json&preview=true', file);
    expect(preview).toMatchObject({ preview: true, format: 'bitwarden-json', skipped: [] });
    expect(preview.counts).toEqual({ records: 4, repositories: 3 });
    expect(preview.created.map((c) => [c.title, c.id])).toEqual([
      ['Mail', null],
      ['Wi-Fi at home', null],
      ['Bank, "the big one"', null],
      ['Router', null],
    ]);
    expect(await reposOf('ann')).toEqual([]);

    const report = await imported('ann', 'format=bitwarden-json', file);
    expect(report.preview).toBe(false);
    expect(report.counts).toEqual({ records: 4, repositories: 3 });
    expect(report.created.every((c) => typeof c.id === 'number')).toBe(true);
    const repos = await reposOf('ann');
    expect(repos.map((r) => [r.title, r.recs])).toEqual([
      ['Bitwarden', 1],
      ['Finance/Banks', 1],
      ['Personal', 2],
    ]);
    const personal = repos.find((r) => r.title === 'Personal')!;
    const sensitive = personal.repoFields.filter((f) => f.isSensitiveInformationField).map((f) => f.title);
    expect(sensitive).toEqual(['User name', 'Password', 'TOTP', 'Notes', 'PIN']);
    expect(personal.repoFields.map((f) => f.title)).toEqual([
      'Title',
      'User name',
      'Password',
      'TOTP',
      'URL',
      'Notes',
      'PIN',
      'Plan',
    ]);
    const records = await recordsOf('ann', personal);
    const mail = records.find((r) => valueOf(personal, r, 'Title') === 'Mail')!;
    // The list masks every secret; the URL and a plain custom field are in clear.
    expect(valueOf(personal, mail, 'Password')).toBe(MASKED_VALUE);
    expect(valueOf(personal, mail, 'User name')).toBe(MASKED_VALUE);
    expect(valueOf(personal, mail, 'URL')).toBe(items[0]!.urls.join('\n'));
    expect(valueOf(personal, mail, 'Plan')).toBe('Family');
    expect(await reveal('ann', personal, mail.id, 'Password')).toBe(items[0]!.password);
    expect(await reveal('ann', personal, mail.id, 'TOTP')).toBe(items[0]!.totp);
    expect(await reveal('ann', personal, mail.id, 'PIN')).toBe(`pin-${marker}`);
  });

  it('creates nothing new on the same file again, nor on the same vault from another format', async () => {
    const again = await imported('ann', 'format=bitwarden-json', JSON.stringify(bitwardenJson(items)));
    expect(again.created).toEqual([]);
    expect(again.counts).toEqual({ records: 0, repositories: 0 });
    expect(again.skipped.map((s) => s.reason)).toEqual([
      'It is already in Personal.',
      'It is already in Personal.',
      'It is already in Finance/Banks.',
      'It is already in Bitwarden.',
    ]);
    // The key is the title, user name and first URL: the CSV and KeePassXC's files of the same vault match it.
    expect((await imported('ann', 'format=bitwarden-csv', bitwardenCsv(items))).created).toEqual([]);
    const keepass = await imported('ann', 'format=keepassxc-csv', keepassXcCsv(items));
    // KeePassXC's root is its own product's repository: the entry in no folder is new there.
    expect(keepass.created.map((c) => c.title)).toEqual(['Router']);
    expect((await reposOf('ann')).reduce((sum, r) => sum + r.recs, 0)).toBe(5);
  });

  it('puts every item into one repository with a Folder field when asked, into a chosen repository', async () => {
    const report = await imported('fields', 'format=keepass-xml&folders=field', keepassXml(items));
    expect(report.counts).toEqual({ records: 4, repositories: 1 });
    const [repo] = await reposOf('fields');
    expect(repo!.title).toBe('KeePass');
    expect(repo!.repoFields.map((f) => f.title)).toContain('Folder');
    const records = await recordsOf('fields', repo!);
    expect(records.map((r) => valueOf(repo!, r, 'Folder')).sort()).toEqual([
      '',
      'Finance/Banks',
      'Personal',
      'Personal',
    ]);
    // Into that same repository by id, from 1Password: the items match on title, user name and URL.
    const onePassword = await imported(
      'fields',
      `format=1password-csv&folders=field&repoId=${repo!.id}`,
      onePasswordCsv(items),
    );
    expect(onePassword.created.map((c) => c.title)).toEqual(['Mail', 'Bank, "the big one"', 'Wi-Fi at home']);
    expect(onePassword.skipped.map((s) => s.title)).toEqual(['Router']);
  });

  it('refuses a hostile user: no import into, nor reading of, another user’s repository', async () => {
    const [annRepo] = await reposOf('ann');
    const file = JSON.stringify(bitwardenJson(items));
    const into = await importFile(
      'mallory',
      `format=bitwarden-json&folders=field&repoId=${annRepo!.id}`,
      file,
    );
    expect(into.status).toBe(404);
    const preview = await importFile(
      'mallory',
      `format=bitwarden-json&preview=true&repoId=${annRepo!.id}`,
      file,
    );
    expect(preview.status).toBe(404);
    expect((await post(`/api/tools/repo/${annRepo!.id}/entries`, 'mallory', {})).status).toBe(404);
    expect(
      (
        await download(`/api/tools/repo/${annRepo!.id}/export`, 'mallory', {
          format: 'plain',
          confirmPlainText: true,
        })
      ).status,
    ).toBe(404);
    // Mallory's own import of the same folder names makes her own repositories, never Ann's.
    const own = await imported('mallory', 'format=bitwarden-json', file);
    expect(own.counts).toEqual({ records: 4, repositories: 3 });
    expect((await reposOf('ann')).map((r) => r.recs)).toEqual([1, 1, 1, 2]);
    // A read-only share does not let its user import into it.
    const share = await post('/api/tools/repo', 'ann', {
      id: annRepo!.id,
      title: annRepo!.title,
      repoFields: annRepo!.repoFields,
      sharedUsers: [ids.reader],
    });
    expect(share.status, JSON.stringify(share.body)).toBe(200);
    const readOnly = await importFile(
      'reader',
      `format=bitwarden-json&folders=field&repoId=${annRepo!.id}`,
      file,
    );
    expect(readOnly.status).toBe(403);
    // Without the sign-in, nothing.
    const anonymous = await api.request
      .post('/api/tools/repo/import?format=bitwarden-json')
      .send(Buffer.from(file));
    expect(anonymous.status).toBe(401);
  });

  it('leaves no secret of an imported file in clear in the database files', async () => {
    await imported('fresh', 'format=bitwarden-csv', bitwardenCsv(items));
    await imported('fresh', 'format=keepass-xml', keepassXml(items));
    for (const secret of secretsOf(items)) {
      // A password with a line break is stored whole; its first line is the distinctive part.
      const needle = secret.split('\n')[0]!;
      const traces = await tracesOf(api, needle);
      const places = traces.places.filter((place) => !place.includes('pg_wal'));
      expect(places, `${needle} found in clear`).toEqual([]);
    }
    // The titles stay in clear: the search reads them.
    expect((await tracesOf(api, 'Wi-Fi at home')).places.length).toBeGreaterThan(0);
    // PostgreSQL takes a dump and a checkpoint for each secret looked for.
  }, 300_000);

  it('answers a broken or wrong file with a 400 naming it, never a 500', async () => {
    const cases: [string, string][] = [
      ['format=bitwarden-json', '{"items": [1, 2'],
      ['format=bitwarden-csv', 'folder,favorite,type,name\r\n"unterminated'],
      ['format=keepass-xml', '<KeePassFile><Root><Group></Root>'],
      ['format=keepass-xml', '<!DOCTYPE x [<!ENTITY a "b">]><KeePassFile/>'],
      ['format=keepassxc-csv', 'not,a,keepassxc,file\r\n'],
      ['format=1password-csv', ''],
    ];
    for (const [query, body] of cases) {
      const response = await importFile('ann', query, body);
      expect(response.status, `${query}: ${JSON.stringify(response.body)}`).toBe(400);
      expect((response.body as { errors: { field: string }[] }).errors[0]!.field).toBe('file');
    }
    const unknown = await importFile('ann', 'format=lastpass', '{}');
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('Format is one of');
    const large = await importFile('ann', 'format=bitwarden-json', Buffer.alloc(17 * 1024 * 1024, 32));
    expect(large.status).toBe(413);
  });

  describe('export', () => {
    it('writes Bitwarden’s password-protected JSON, which the test’s own decryption opens to the items', async () => {
      const personal = (await reposOf('ann')).find((r) => r.title === 'Personal')!;
      const response = await download(`/api/tools/repo/${personal.id}/export`, 'ann', {
        format: 'encrypted',
        passphrase: 'a long passphrase for tests',
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        /attachment; filename="bitwarden_encrypted_Personal.json"/,
      );
      const text = (response.body as Buffer).toString('utf8');
      expect(text).not.toContain(marker);
      const file = JSON.parse(text) as Record<string, unknown>;
      expect(file).toMatchObject({
        encrypted: true,
        passwordProtected: true,
        kdfType: 0,
        kdfIterations: 600000,
      });
      expect(String(file.data)).toMatch(/^2\./);
      const opened = openBitwardenExport(file, 'a long passphrase for tests') as {
        encrypted: boolean;
        items: {
          name: string;
          type: number;
          notes: string | null;
          login?: { username: string; password: string; totp: string | null; uris: { uri: string }[] };
          fields: { name: string; value: string; type: number }[];
        }[];
      };
      expect(opened.encrypted).toBe(false);
      const mail = opened.items.find((item) => item.name === 'Mail')!;
      expect(mail.login).toMatchObject({
        username: items[0]!.username,
        password: items[0]!.password,
        totp: items[0]!.totp,
      });
      expect(mail.login!.uris.map((u) => u.uri)).toEqual(items[0]!.urls);
      expect(mail.notes).toBe(items[0]!.notes);
      expect(mail.fields).toEqual([
        { name: 'PIN', value: `pin-${marker}`, type: 1, linkedId: null },
        { name: 'Plan', value: 'Family', type: 0, linkedId: null },
      ]);
      expect(opened.items.find((item) => item.name === 'Wi-Fi at home')).toMatchObject({
        type: 2,
        secureNote: { type: 0 },
      });
      // The export is in the owner's audit.
      const auditPage = await get(`/api/tools/repo/${personal.id}/audit`, 'ann');
      expect((auditPage.body as { records: { event: string }[] }).records.map((r) => r.event)).toContain(
        'repo.export',
      );

      // And this import reads it back with the passphrase, into a user who has none of it.
      const back = await imported('reader', 'format=bitwarden-json', text, 'a long passphrase for tests');
      expect(back.created.map((c) => c.title).sort()).toEqual(['Mail', 'Wi-Fi at home']);
      const wrong = await importFile('reader', 'format=bitwarden-json', text, 'not the passphrase at all');
      expect(wrong.status).toBe(400);
      expect(JSON.stringify(wrong.body)).toContain('The passphrase does not open this export.');
    });

    it('writes plain text only with the explicit confirmation, and refuses a short passphrase', async () => {
      const personal = (await reposOf('ann')).find((r) => r.title === 'Personal')!;
      const unconfirmed = await post(`/api/tools/repo/${personal.id}/export`, 'ann', { format: 'plain' });
      expect(unconfirmed.status).toBe(400);
      expect(JSON.stringify(unconfirmed.body)).toContain(
        'Confirm that the file will hold every secret in clear.',
      );
      const short = await post(`/api/tools/repo/${personal.id}/export`, 'ann', {
        format: 'encrypted',
        passphrase: 'short',
      });
      expect(short.status).toBe(400);
      const plain = await download(`/api/tools/repo/${personal.id}/export`, 'ann', {
        format: 'plain',
        confirmPlainText: true,
      });
      expect(plain.status).toBe(200);
      const document = JSON.parse((plain.body as Buffer).toString('utf8')) as {
        encrypted: boolean;
        items: unknown[];
      };
      expect(document.encrypted).toBe(false);
      expect(document.items).toHaveLength(2);
      // The plain export imports back onto itself without a new record.
      const again = await imported(
        'ann',
        `format=bitwarden-json&folders=field&repoId=${personal.id}`,
        (plain.body as Buffer).toString('utf8'),
      );
      expect(again.created).toEqual([]);
    });
  });
});
