// Attachments of repository records against a real server and database: sealed at rest (the stored bytes and
// the row hold neither the content nor the name), opened on the way out, an altered ciphertext refused with a
// clear error, bounded per file and per user under concurrent uploads, reachable only with the rights on the
// record at that moment (a hostile second user, a read-only share, a share taken back), and gone with their
// record or repository, stored bytes included.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  REPO_ATTACHMENT_MESSAGES,
  type Repo,
  type RepoAttachment,
  type RepoAttachmentList,
  type RepoRecord,
  type RepoResult,
} from '@lcars/contract/repo';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { testUsers } from '../../../test/requests.js';
import { typed } from '../../db/typed.js';
import { repoAttachmentKind } from './attachments.js';

const MB = 1024 * 1024;

describeEachDatabase('repository attachments', (kind) => {
  let api: TestServer;
  const { tokens, ids, addUser, get, post, put, del, auth } = testUsers(() => api);
  let vault: Repo;
  let record: RepoRecord;
  const base = () => `/api/tools/repo/${vault.id}/entry/${record.id}/attachments`;

  beforeAll(async () => {
    api = await startTestServer({
      database: kind,
      env: { PORTAL_REPO_ATTACHMENT_MB: '1', PORTAL_REPO_ATTACHMENTS_TOTAL_MB: '2' },
    });
    tokens.admin = await api.login('admin', api.adminPassword);
    for (const name of ['bob', 'carol', 'dave']) await addUser(name, ['Member']);
    vault = await saveRepo('bob', {
      title: 'Vault',
      repoFields: [
        { id: -1, title: 'Site' },
        { id: -2, title: 'Password', isSensitiveInformationField: true },
      ],
    });
    record = await addRecord('bob', vault, { Site: 'bank.example', Password: 'hunter2' });
  });
  afterAll(() => api?.close());

  async function saveRepo(who: string, body: object): Promise<Repo> {
    const response = await post('/api/tools/repo', who, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body as RepoResult<Repo>).result;
  }
  async function addRecord(who: string, repo: Repo, values: Record<string, string>): Promise<RepoRecord> {
    let recordId = 0;
    for (const [field, secValue] of Object.entries(values)) {
      const fieldId = repo.repoFields.find((f) => f.title === field)!.id;
      const response = await put(`/api/tools/repo/${repo.id}/entry/${recordId}/update`, who, {
        id: recordId,
        repoId: repo.id,
        recValue: { fieldId, secValue },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      recordId = (response.body as RepoResult<RepoRecord>).result.id;
    }
    return { id: recordId } as RepoRecord;
  }
  const upload = (who: string, path: string, name: string, bytes: Buffer) =>
    api.request
      .post(`${path}?name=${encodeURIComponent(name)}`)
      .set('Authorization', auth(who))
      .set('Content-Type', 'application/octet-stream')
      .send(bytes);
  const download = (who: string, path: string) =>
    api.request
      .get(path)
      .set('Authorization', auth(who))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
  async function storedBytes(fileId: number): Promise<Buffer> {
    const file = (await api.server.files.get(fileId))!;
    const chunks: Buffer[] = [];
    for await (const chunk of await api.server.files.openStream(file)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
  async function fileIdOf(attachmentId: number): Promise<number> {
    const row = await typed<{ file_id: number }>(
      api.db('repo_record_attachments').where({ id: attachmentId }).first('file_id'),
    );
    return row.file_id;
  }
  /** Overwrites a stored file's bytes where the store keeps them (a disk blob or the database row). */
  async function overwriteStored(fileId: number, bytes: Buffer): Promise<void> {
    const file = (await api.server.files.get(fileId))!;
    if (api.server.files.backend === 'disk') await writeFile(api.server.files.blobPath(file.sha256), bytes);
    else await api.db('file_blobs').where({ sha256: file.sha256 }).update({ content: bytes });
  }
  async function blobGone(sha256: string): Promise<boolean> {
    const row = await typed<unknown>(api.db('file_blobs').where({ sha256 }).first('sha256'));
    return !row && !existsSync(api.server.files.blobPath(sha256));
  }

  let letter: RepoAttachment;
  const LETTER = Buffer.from(`Dear bank, my PIN is 4711. sentinel-${randomBytes(6).toString('hex')}\n`);

  it('uploads a file sealed at rest: neither its content nor its name is stored in clear', async () => {
    const response = await upload('bob', base(), 'passport-scan notes.txt', LETTER);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    letter = response.body as RepoAttachment;
    expect(letter).toMatchObject({
      recordId: record.id,
      name: 'passport-scan notes.txt',
      size: LETTER.length,
      contentType: 'text/plain; charset=utf-8',
      createdById: ids.bob,
    });
    const fileId = await fileIdOf(letter.id);
    const stored = await storedBytes(fileId);
    expect(stored.length).toBeGreaterThan(LETTER.length);
    expect(stored.includes(LETTER.subarray(0, 20))).toBe(false);
    expect(stored.includes(Buffer.from('sentinel-'))).toBe(false);
    const file = (await api.server.files.get(fileId))!;
    expect(file).toMatchObject({ kind: 'repo.attachment', contentType: 'application/octet-stream' });
    expect(file.name).not.toContain('passport');
    const row = await typed<unknown>(api.db('repo_record_attachments').where({ id: letter.id }).first('*'));
    expect(JSON.stringify(row)).not.toContain('passport');
  });

  it('lists and downloads it opened, as an attachment of its real type, never sniffed', async () => {
    const list = await get(base(), 'bob');
    expect(list.status).toBe(200);
    expect(list.body as RepoAttachmentList).toMatchObject({
      attachments: [{ id: letter.id, name: 'passport-scan notes.txt', size: LETTER.length }],
      canEdit: true,
      usedBytes: LETTER.length,
      totalBytes: 2 * MB,
      maxBytes: 1 * MB,
    });
    const response = await download('bob', `${base()}/${letter.id}`);
    expect(response.status).toBe(200);
    expect(Buffer.compare(response.body as Buffer, LETTER)).toBe(0);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="passport-scan notes.txt"',
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    const audited = await api.db('audit_log').where({ event: 'repo.attachment.download' }).select('detail');
    expect(audited.map((entry: { detail: string }) => JSON.parse(entry.detail) as unknown)).toContainEqual({
      repoId: vault.id,
      recordId: record.id,
      attachmentId: letter.id,
    });
    expect(JSON.stringify(audited)).not.toContain('passport');
  });

  it('streams a multipart upload of many chunks and gives back every byte; a PDF is a PDF', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300 * 1024)]);
    const response = await api.request
      .post(base())
      .set('Authorization', auth('bob'))
      .attach('file', pdf, { filename: 'statement.pdf', contentType: 'application/pdf' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const attachment = response.body as RepoAttachment;
    expect(attachment).toMatchObject({
      name: 'statement.pdf',
      size: pdf.length,
      contentType: 'application/pdf',
    });
    const back = await download('bob', `${base()}/${attachment.id}`);
    expect(back.status).toBe(200);
    expect(Buffer.compare(back.body as Buffer, pdf)).toBe(0);
    expect(back.headers['content-type']).toBe('application/pdf');
    // An empty file is a file too.
    const empty = await upload('bob', base(), 'empty.bin', Buffer.alloc(0));
    expect(empty.status).toBe(200);
    const emptyBack = await download('bob', `${base()}/${(empty.body as RepoAttachment).id}`);
    expect((emptyBack.body as Buffer).length).toBe(0);
    expect(emptyBack.headers['content-type']).toBe('application/octet-stream');
    for (const id of [attachment.id, (empty.body as RepoAttachment).id])
      expect((await del(`${base()}/${id}`, 'bob')).status).toBe(200);
  });

  it('refuses a file past the per-file limit while it streams, storing nothing', async () => {
    const before = await api.db('stored_files').count({ n: '*' });
    const big = randomBytes(MB + 1);
    const raw = await upload('bob', base(), 'big.bin', big);
    expect(raw.status).toBe(413);
    // No Content-Length to go by: the count while it streams refuses it.
    const chunked = await fetch(`${api.url}${base()}?name=big.bin`, {
      method: 'POST',
      headers: { Authorization: auth('bob'), 'Content-Type': 'application/octet-stream' },
      body: Readable.toWeb(Readable.from([big.subarray(0, MB / 2), big.subarray(MB / 2)])) as ReadableStream,
      duplex: 'half',
    });
    expect(chunked.status).toBe(413);
    expect(await api.db('stored_files').count({ n: '*' })).toEqual(before);
  });

  it('refuses to download an altered ciphertext with a clear error, and one moved to another attachment', async () => {
    const victim = (await upload('bob', base(), 'tamper.txt', Buffer.from('x'.repeat(200 * 1024))))
      .body as RepoAttachment;
    const fileId = await fileIdOf(victim.id);
    const original = await storedBytes(fileId);
    const altered = Buffer.from(original);
    altered[altered.length - 100]! ^= 0x01; // In the last chunk: a download that streamed first would be cut off.
    await overwriteStored(fileId, altered);
    const response = await get(`${base()}/${victim.id}`, 'bob');
    expect(response.status).toBe(500);
    expect((response.body as { detail: string }).detail).toBe(REPO_ATTACHMENT_MESSAGES.tampered);
    expect(String(response.headers['content-disposition'] ?? '')).not.toContain('attachment');
    // Cut short by one whole chunk's worth: the last chunk's flag is missing.
    await overwriteStored(fileId, original.subarray(0, 8 + 64 * 1024 + 16));
    expect((await get(`${base()}/${victim.id}`, 'bob')).status).toBe(500);
    await overwriteStored(fileId, original);
    expect((await get(`${base()}/${victim.id}`, 'bob')).status).toBe(200);
    // Another attachment's ciphertext under this one's row: bound to its own seal id, it does not open.
    const letterFile = await fileIdOf(letter.id);
    await api.db('repo_record_attachments').where({ id: victim.id }).update({ file_id: letterFile });
    expect((await get(`${base()}/${victim.id}`, 'bob')).status).toBe(500);
    await api.db('repo_record_attachments').where({ id: victim.id }).update({ file_id: fileId });
    expect((await del(`${base()}/${victim.id}`, 'bob')).status).toBe(200);
  });

  it('is out of reach of a hostile user, read-only through a read-only share, and gone when it is taken back', async () => {
    const one = `${base()}/${letter.id}`;
    const probes = async (who: string) => [
      (await get(base(), who)).status,
      (await download(who, one)).status,
      (await upload(who, base(), 'evil.txt', Buffer.from('evil'))).status,
      (await del(one, who)).status,
    ];
    expect(await probes('carol')).toEqual([404, 404, 404, 404]);
    // Her own repository's path with bob's record in it: still not found.
    const own = await saveRepo('carol', { title: 'Carol', repoFields: [{ id: -1, title: 'Note' }] });
    const path = `/api/tools/repo/${own.id}/entry/${record.id}/attachments`;
    expect((await get(path, 'carol')).status).toBe(404);
    expect((await download('carol', `${path}/${letter.id}`)).status).toBe(404);
    // An attachment id of another record under bob's record: not found.
    const other = await addRecord('carol', own, { Note: 'mine' });
    const hers = await upload(
      'carol',
      `/api/tools/repo/${own.id}/entry/${other.id}/attachments`,
      'h.txt',
      Buffer.from('hers'),
    );
    expect(hers.status).toBe(200);
    expect((await download('bob', `${base()}/${(hers.body as RepoAttachment).id}`)).status).toBe(404);

    // Read-only share: list and download yes, upload and delete no.
    await saveRepo('bob', { ...vault, sharedUsers: [ids.carol], shareUsersCanEdit: false });
    const list = await get(base(), 'carol');
    expect(list.status).toBe(200);
    expect((list.body as RepoAttachmentList).canEdit).toBe(false);
    const read = await download('carol', one);
    expect(read.status).toBe(200);
    expect(Buffer.compare(read.body as Buffer, LETTER)).toBe(0);
    expect((await upload('carol', base(), 'evil.txt', Buffer.from('evil'))).status).toBe(403);
    expect((await del(one, 'carol')).status).toBe(403);

    // Editing share: she may add and delete (her upload counts against her own total).
    await saveRepo('bob', { ...vault, sharedUsers: [ids.carol], shareUsersCanEdit: true });
    const added = await upload('carol', base(), 'from-carol.txt', Buffer.from('carol was here'));
    expect(added.status).toBe(200);
    expect((await get(base(), 'carol')).body).toMatchObject({ canEdit: true, usedBytes: 14 + 4 });
    expect((await del(`${base()}/${(added.body as RepoAttachment).id}`, 'carol')).status).toBe(200);

    // Taken back: every route is 404 at once.
    await saveRepo('bob', { ...vault, sharedUsers: [], shareUsersCanEdit: false });
    expect(await probes('carol')).toEqual([404, 404, 404, 404]);
    expect((await get(base(), 'bob')).status).toBe(200);
  });

  it('checks the rights again when the upload ends: a share taken back while it streams stores nothing', async () => {
    await saveRepo('bob', { ...vault, sharedUsers: [ids.carol], shareUsersCanEdit: true });
    const before = await api.db('stored_files').where({ user_id: ids.carol }).count({ n: '*' });
    let rest!: () => void;
    const resumed = new Promise<void>((resolve) => (rest = resolve));
    let sentFirst!: () => void;
    const firstSent = new Promise<void>((resolve) => (sentFirst = resolve));
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        controller.enqueue(randomBytes(100 * 1024));
        sentFirst();
        await resumed;
        controller.enqueue(randomBytes(100 * 1024));
        controller.close();
      },
    });
    const answer = fetch(`${api.url}${base()}?name=late.bin`, {
      method: 'POST',
      headers: { Authorization: auth('carol'), 'Content-Type': 'application/octet-stream' },
      body,
      duplex: 'half',
    });
    await firstSent;
    // The upload is under way (its rights were checked before the first byte); the owner takes the share back.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await saveRepo('bob', { ...vault, sharedUsers: [], shareUsersCanEdit: false });
    rest();
    expect((await answer).status).toBe(404);
    expect(await api.db('stored_files').where({ user_id: ids.carol }).count({ n: '*' })).toEqual(before);
  });

  it('holds the per-user total under concurrent uploads', async () => {
    const daves = await saveRepo('dave', { title: 'Dave', repoFields: [{ id: -1, title: 'Note' }] });
    const his = await addRecord('dave', daves, { Note: 'n' });
    const path = `/api/tools/repo/${daves.id}/entry/${his.id}/attachments`;
    const size = 700 * 1024;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => upload('dave', path, `part-${i}.bin`, randomBytes(size))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    // 2 MiB holds two of 700 KiB, never three.
    expect(statuses).toEqual([200, 200, 413, 413, 413, 413]);
    const list = (await get(path, 'dave')).body as RepoAttachmentList;
    expect(list.attachments).toHaveLength(2);
    expect(list.usedBytes).toBe(2 * size);
    const [stored] = await api
      .db('stored_files')
      .where({ user_id: ids.dave, kind: 'repo.attachment' })
      .count({ n: '*' });
    expect(Number(stored?.n)).toBe(2);
  });

  it('comes opened with the plain export (Bitwarden zip), and is listed inside the lock of the encrypted one', async () => {
    const path = `/api/tools/repo/${vault.id}/export`;
    const plain = await post(path, 'bob', { format: 'plain', confirmPlainText: true })
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('application/zip');
    expect(plain.headers['content-disposition']).toBe('attachment; filename="bitwarden_plain_Vault.zip"');
    const zip = unzipSync(plain.body as Buffer);
    const document = JSON.parse(Buffer.from(zip['data.json']!).toString('utf8')) as {
      items: { id: string; attachments?: { fileName: string; size: number; contentType: string }[] }[];
    };
    const item = document.items.find((candidate) => candidate.attachments)!;
    expect(item.attachments).toContainEqual({
      fileName: 'passport-scan notes.txt',
      size: LETTER.length,
      contentType: 'text/plain; charset=utf-8',
    });
    const entry = zip[`attachments/${item.id}/passport-scan notes.txt`];
    expect(Buffer.compare(Buffer.from(entry!), LETTER)).toBe(0);
    const locked = await post(path, 'bob', { format: 'encrypted', passphrase: 'correct horse battery' });
    expect(locked.status).toBe(200);
    expect(locked.headers['content-type']).toContain('application/json');
    expect(locked.text).not.toContain('passport');
  });

  it('is not a kind the store takes from a general upload', async () => {
    await expect(
      api.server.files.store(Readable.from([Buffer.from('anything')]), {
        kind: repoAttachmentKind,
        userId: ids.bob!,
      }),
    ).rejects.toThrow(/storeSealed/);
  });

  it('deletes an attachment, its record, and its repository with their stored bytes', async () => {
    const file = (await api.server.files.get(await fileIdOf(letter.id)))!;
    const response = await del(`${base()}/${letter.id}`, 'bob');
    expect(response.status).toBe(200);
    expect((response.body as RepoAttachmentList).attachments.map((a) => a.id)).not.toContain(letter.id);
    expect(await api.server.files.get(file.id)).toBeUndefined();
    expect(await blobGone(file.sha256)).toBe(true);

    const kept = (await upload('bob', base(), 'kept.txt', Buffer.from('kept with the record')))
      .body as RepoAttachment;
    const keptFile = (await api.server.files.get(await fileIdOf(kept.id)))!;
    expect((await del(`/api/tools/repo/${vault.id}/entry/${record.id}/delete`, 'bob')).status).toBe(200);
    expect(await api.db('repo_record_attachments').where({ id: kept.id }).first()).toBeUndefined();
    expect(await api.server.files.get(keptFile.id)).toBeUndefined();
    expect(await blobGone(keptFile.sha256)).toBe(true);

    const again = await addRecord('bob', vault, { Site: 'again.example' });
    const last = await upload(
      'bob',
      `/api/tools/repo/${vault.id}/entry/${again.id}/attachments`,
      'l.txt',
      Buffer.from('last'),
    );
    const lastFile = (await api.server.files.get(await fileIdOf((last.body as RepoAttachment).id)))!;
    expect((await del(`/api/tools/repo/${vault.id}`, 'bob')).status).toBe(200);
    expect(await api.server.files.get(lastFile.id)).toBeUndefined();
    expect(await blobGone(lastFile.sha256)).toBe(true);
    const check = await api.server.files.check();
    expect(check.orphaned).toEqual([]);
    expect(check.missing).toEqual([]);
  });
});
