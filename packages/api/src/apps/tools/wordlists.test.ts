import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OfficeUpload, ToolResult, Wordlist } from '@lcars/contract/tools';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { testUsers } from '../../../test/requests.js';
import { OFFICE_FIXTURE_PASSWORD, officeFixture } from '../../../test/office-fixtures.js';

// Word lists and rules (issue 34): a list uploaded once, bounded as it streams in, kept until its owner removes
// it, and read by several searches one after another, each word through each rule.
describeEachDatabase('tools: word lists and rules', (kind) => {
  let api: TestServer;
  const { addUser, as, ids } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    await addUser('owner', ['Member']);
    await addUser('other', ['Member']);
    await addUser('many', ['Member']);
  });
  afterAll(() => api.close());

  const sendList = (user: string, text: string | Buffer, name = 'words.txt') =>
    api.request
      .post('/api/tools/wordlists')
      .set(as(user))
      .attach('file', Buffer.isBuffer(text) ? text : Buffer.from(text), name);

  async function wordlist(user: string, text: string, name = 'words.txt'): Promise<Wordlist> {
    const response = await sendList(user, text, name);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as Wordlist;
  }

  async function upload(user: string, file: string): Promise<OfficeUpload> {
    const response = await api.request
      .post('/api/tools/op/upload?confirm=true')
      .set(as(user))
      .attach('file', officeFixture(file), file.split('/').at(-1));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as OfficeUpload;
  }

  async function settled(user: string, id: number): Promise<ToolResult> {
    for (let i = 0; i < 600; i++) {
      const result = (await api.request.get(`/api/tools/data/results/${id}`).set(as(user)))
        .body as ToolResult;
      if (result.outcome !== null && result.endedDate !== null) return result;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The search did not end');
  }

  const count = (user: string, body: object) =>
    api.request.post('/api/tools/op/count').set(as(user)).send(body);

  it('stores a list (a form or the raw body), counts its words, lists it to its owner only', async () => {
    const list = await wordlist('owner', 'alpha\r\nbeta\n\ngamma\n', 'mine.txt');
    expect(list).toMatchObject({ name: 'mine.txt', words: 3, size: 19 });
    const raw = await api.request
      .post('/api/tools/wordlists?name=raw.txt')
      .set(as('owner'))
      .set('Content-Type', 'application/octet-stream')
      .send(Buffer.from('one\ntwo'));
    expect(raw.status, JSON.stringify(raw.body)).toBe(200);
    expect(raw.body).toMatchObject({ name: 'raw.txt', words: 2 });
    const mine = (await api.request.get('/api/tools/wordlists').set(as('owner'))).body as {
      records: Wordlist[];
    };
    expect(mine.records.map((r) => r.name)).toEqual(['raw.txt', 'mine.txt']);
    expect((await api.request.get('/api/tools/wordlists').set(as('other'))).body).toEqual({ records: [] });
    // Words x rules, counted exactly before anything starts; no rules is each word as it is.
    expect((await count('owner', { wordlistId: list.fileId })).body).toEqual({ count: '3', allowed: true });
    const counted = await count('owner', {
      wordlistId: list.fileId,
      rules: ':\nc\n# a comment\nsa@ $1',
      words: ['x'],
    });
    expect(counted.body).toEqual({ count: String(3 * 3 + 1), allowed: true });
    // Another user's list: a 404 naming the field, on the count and on a search.
    const theirs = await count('other', { wordlistId: list.fileId });
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).toMatch(/wordlistId/);
    expect((await api.request.delete(`/api/tools/wordlists/${list.fileId}`).set(as('other'))).status).toBe(
      404,
    );
    const removed = await api.request.delete(`/api/tools/wordlists/${list.fileId}`).set(as('owner'));
    expect(removed.body).toEqual({ fileId: list.fileId, deleted: true });
    expect(await api.db('stored_files').where({ id: list.fileId }).first()).toBeUndefined();
    expect((await count('owner', { wordlistId: list.fileId })).status).toBe(404);
  });

  it('refuses a bad rule with a 400 naming its line', async () => {
    const list = await wordlist('owner', 'word\n');
    const bad = await count('owner', { wordlistId: list.fileId, rules: 'c\n$1\nX9' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: [
        {
          field: 'rules',
          message: 'Rule on line 3: "X" at character 1 is not a function this portal knows.',
        },
      ],
    });
    const up = await upload('owner', 'msoffcrypto/inputs/rc4cryptoapi_password.doc');
    const search = await api.request
      .post(`/api/tools/op/${up.fileId}/search`)
      .set(as('owner'))
      .send({ wordlistId: list.fileId, rules: '$' });
    expect(search.status).toBe(400);
    expect(search.body).toMatchObject({
      errors: [{ field: 'rules', message: 'Rule on line 1: "$" at character 1 needs a character after it.' }],
    });
  });

  it('refuses a list past a limit while it streams, naming the limit, and keeps nothing of it', async () => {
    const long = await sendList('owner', `ok\n${'x'.repeat(257)}\n`);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      errors: [{ field: 'file', message: 'Line 2: longer than 256 bytes, the longest word a list takes.' }],
    });
    const many = await sendList('owner', 'a\n'.repeat(2_000_001));
    expect(many.status).toBe(413);
    expect(JSON.stringify(many.body)).toMatch(/at most 2,000,000 words/);
    const latin1 = await sendList('owner', Buffer.from('caf\xe9\n', 'latin1'));
    expect(latin1.status).toBe(400);
    expect(JSON.stringify(latin1.body)).toMatch(/Line 1: not UTF-8/);
    const nul = await sendList('owner', `${'a'.repeat(40)}\n\0`);
    expect(nul.status).toBe(400);
    expect(JSON.stringify(nul.body)).toMatch(/Line 2: a NUL byte/);
    expect((await sendList('owner', '\n\r\n')).status).toBe(400);
    const large = await sendList('owner', Buffer.alloc(20 * 1024 * 1024 + 10, `${'w'.repeat(99)}\n`));
    expect(large.status).toBe(413);
    expect(JSON.stringify(large.body)).toMatch(/larger than 20971520 bytes/);
    // Only the lists kept before (raw.txt, and the one of the test above) are stored.
    expect(await api.db('stored_files').where({ kind: 'tools.wordlist', user_id: ids.owner })).toHaveLength(
      2,
    );
  }, 60_000);

  it('keeps at most ten lists a user: of uploads at once, the ones past it are refused', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => sendList('many', `w${i}\n`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(2);
    expect(JSON.stringify(answers.find((a) => a.status === 409)!.body)).toMatch(/10 word lists/);
    expect(await api.db('tools_wordlists').where({ user_id: ids.many })).toHaveLength(10);
    expect(await api.db('stored_files').where({ kind: 'tools.wordlist', user_id: ids.many })).toHaveLength(
      10,
    );
  });

  it(
    'finds a password from a list and rules, and the list serves the next search; not removed while one reads it',
    { timeout: 180_000 },
    async () => {
      const list = await wordlist('owner', 'letmein\nsummer\npassword1234\nqwerty\n');
      const up = await upload('owner', 'msoffcrypto/inputs/rc4cryptoapi_password.xls');
      const started = await api.request
        .post(`/api/tools/op/${up.fileId}/search`)
        .set(as('owner'))
        .send({ wordlistId: list.fileId, rules: ':\nu\nc $_\nc $!' });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      expect((started.body as ToolResult).total).toBe(16);
      const found = await settled('owner', (started.body as ToolResult).id);
      expect(found.outcome).toBe('found');
      const shown =
        found.password ??
        ((await api.request.get(`/api/tools/data/results/${found.id}`).set(as('owner'))).body as ToolResult)
          .password;
      expect(shown === OFFICE_FIXTURE_PASSWORD || found.passwordShown).toBe(true);
      // The list is still there, for the next search.
      expect((await api.request.get('/api/tools/wordlists').set(as('owner'))).body).toMatchObject({
        records: expect.arrayContaining([expect.objectContaining({ fileId: list.fileId })]) as unknown,
      });
      const doc = await upload('owner', 'msoffcrypto/inputs/rc4cryptoapi_password.doc');
      const second = await api.request
        .post(`/api/tools/op/${doc.fileId}/search`)
        .set(as('owner'))
        .send({ wordlistId: list.fileId, rules: 'c $_' });
      expect((await settled('owner', (second.body as ToolResult).id)).outcome).toBe('found');

      // A slow search (Agile, 100,000 rounds a guess) reads the list: it cannot be removed meanwhile.
      const agile = await upload('owner', 'msoffcrypto/inputs/example_password.docx');
      const slow = await api.request
        .post(`/api/tools/op/${agile.fileId}/search`)
        .set(as('owner'))
        .send({
          wordlistId: list.fileId,
          rules: Array.from({ length: 500 }, (_, i) => `$${i % 10}`).join('\n'),
        });
      expect(slow.status).toBe(200);
      const busy = await api.request.delete(`/api/tools/wordlists/${list.fileId}`).set(as('owner'));
      expect(busy.status).toBe(409);
      expect(JSON.stringify(busy.body)).toMatch(/A search reads words.txt/);
      await api.request
        .post(`/api/tools/data/results/${(slow.body as ToolResult).id}/cancel`)
        .set(as('owner'));
      await settled('owner', (slow.body as ToolResult).id);
      expect((await api.request.delete(`/api/tools/wordlists/${list.fileId}`).set(as('owner'))).status).toBe(
        200,
      );
      // The rules never reach the job row in clear.
      const job = (await api
        .db('jobs')
        .where({ id: (slow.body as ToolResult).id })
        .first()) as { payload: string };
      expect(job.payload).not.toMatch(/\$9/);
    },
  );
});
