// TOTP fields: RFC 6238's test vectors through the code the API computes, and the route against both
// databases: the secret sealed and masked, bad secrets refused naming the field, codes only for who may read
// the record at that moment (a hostile user, and a reader whose share is taken back, get 404), each audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret } from 'otpauth';
import {
  MASKED_VALUE,
  RepoDataType,
  parseTotp,
  type Repo,
  type RepoAuditPage,
  type RepoEntriesPage,
  type RepoRecord,
  type RepoResult,
  type RepoTotpCode,
  type TotpAlgorithm,
} from '@lcars/contract/repo';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { testUsers } from '../../../test/requests.js';
import { typed } from '../../db/typed.js';
import { totpAt } from './totp.js';

// RFC 6238, appendix B: the seeds of each hash and the eight-digit codes at each time.
const SEEDS: Record<TotpAlgorithm, string> = {
  SHA1: '12345678901234567890',
  SHA256: '12345678901234567890123456789012',
  SHA512: '1234567890123456789012345678901234567890123456789012345678901234',
};
const VECTORS: [number, Record<TotpAlgorithm, string>][] = [
  [59, { SHA1: '94287082', SHA256: '46119246', SHA512: '90693936' }],
  [1111111109, { SHA1: '07081804', SHA256: '68084774', SHA512: '25091201' }],
  [1111111111, { SHA1: '14050471', SHA256: '67062674', SHA512: '99943326' }],
  [1234567890, { SHA1: '89005924', SHA256: '91819424', SHA512: '93441116' }],
  [2000000000, { SHA1: '69279037', SHA256: '90698825', SHA512: '38618901' }],
  [20000000000, { SHA1: '65353130', SHA256: '77737706', SHA512: '47863826' }],
];
const base32 = (seed: string) => Secret.fromLatin1(seed).base32;

describe('TOTP codes (RFC 6238 test vectors)', () => {
  it.each(VECTORS)('at %i s', (seconds, codes) => {
    for (const algorithm of ['SHA1', 'SHA256', 'SHA512'] as const) {
      const uri = `otpauth://totp/RFC?secret=${base32(SEEDS[algorithm])}&algorithm=${algorithm}&digits=8&period=30`;
      const params = parseTotp(uri)!;
      expect(totpAt(params, seconds * 1000), algorithm).toEqual({
        code: codes[algorithm],
        remaining: 30 - (seconds % 30),
      });
    }
  });
});

describeEachDatabase('secure repository TOTP fields', (kind) => {
  let api: TestServer;
  const { tokens, ids, addUser, get, post, put } = testUsers(() => api);
  const SECRET = base32(SEEDS.SHA1);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    for (const name of ['owner', 'reader', 'mallory']) await addUser(name, ['Member']);
  });
  afterAll(() => api?.close());

  let repo: Repo;
  let record: RepoRecord;
  const fieldId = (title: string) => repo.repoFields.find((field) => field.title === title)!.id;
  const code = (who: string, field = 'One-time code', purpose = 'show', entry = record.id) =>
    post(`/api/tools/repo/${repo.id}/entry/${entry}/totp`, who, { fieldId: fieldId(field), purpose });
  const setValue = (who: string, field: string, secValue: string, entry = record?.id ?? 0) =>
    put(`/api/tools/repo/${repo.id}/entry/${entry}/update`, who, {
      id: entry,
      repoId: repo.id,
      recValue: { fieldId: fieldId(field), secValue },
    });

  it('makes a TOTP field sensitive whatever the form says', async () => {
    const saved = await post('/api/tools/repo', 'owner', {
      title: 'Two factor',
      repoFields: [
        { id: -1, title: 'Site', order: 0 },
        { id: -2, title: 'One-time code', order: 1, dataTypeId: RepoDataType.TOTP },
      ],
      sharedUsers: [ids.reader],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    repo = (saved.body as RepoResult<Repo>).result;
    expect(repo.repoFields.find((field) => field.title === 'One-time code')).toMatchObject({
      dataTypeId: 12,
      dataType: 'TOTP',
      isSensitiveInformationField: true,
    });
    const created = await setValue('owner', 'Site', 'mail.example', 0);
    expect(created.status).toBe(200);
    record = (created.body as RepoResult<RepoRecord>).result;
  });

  it('refuses a value that is no TOTP secret with a 400 naming the field', async () => {
    for (const bad of ['hunter2', `otpauth://hotp/x?secret=${SECRET}&counter=0`, 'otpauth://totp/x']) {
      const response = await setValue('owner', 'One-time code', bad);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain('recValue.secValue');
      expect(JSON.stringify(response.body)).toContain('One-time code must be a TOTP secret');
    }
  });

  it('seals the secret, masks it in the list and answers the current code', async () => {
    const uri = `otpauth://totp/Mail:me?secret=${SECRET}&issuer=Mail`;
    expect((await setValue('owner', 'One-time code', uri)).status).toBe(200);
    const stored = await typed<{ value: string | null; sealed: string | null }[]>(
      api.db('repo_record_values').where({ rec_id: record.id, field_id: fieldId('One-time code') }),
    );
    expect(stored[0]!.value).toBeNull();
    expect(stored[0]!.sealed).not.toContain(SECRET);
    const page = await post(`/api/tools/repo/${repo.id}/entries`, 'owner', {});
    const listed = (page.body as RepoResult<RepoEntriesPage>).result.records[0]!;
    expect(listed.recValues.find((value) => value.fieldId === fieldId('One-time code'))!.secValue).toBe(
      MASKED_VALUE,
    );
    expect(JSON.stringify(page.body)).not.toContain(SECRET);

    const before = Date.now();
    const response = await code('owner');
    const after = Date.now();
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const result = (response.body as RepoResult<RepoTotpCode>).result;
    const params = parseTotp(uri)!;
    expect([totpAt(params, before).code, totpAt(params, after).code]).toContain(result.code);
    expect(result).toMatchObject({ digits: 6, period: 30 });
    expect(result.remaining).toBeGreaterThanOrEqual(1);
    expect(result.remaining).toBeLessThanOrEqual(30);
    expect(JSON.stringify(response.body)).not.toContain(SECRET);
  });

  it('answers 400 for a field that is not TOTP, and an empty code for a record without a secret', async () => {
    const plain = await code('owner', 'Site');
    expect(plain.status).toBe(400);
    expect(JSON.stringify(plain.body)).toContain('Site is not a TOTP field.');
    const other = await setValue('owner', 'Site', 'bank.example', 0);
    const empty = await code(
      'owner',
      'One-time code',
      'show',
      (other.body as RepoResult<RepoRecord>).result.id,
    );
    expect(empty.status).toBe(200);
    expect((empty.body as RepoResult<RepoTotpCode>).result.code).toBe('');
  });

  it('gives codes to a reader while shared, and 404 to a hostile user and to a reader no longer shared', async () => {
    expect((await code('reader', 'One-time code', 'copy')).status).toBe(200);
    expect((await setValue('reader', 'One-time code', SECRET)).status).toBe(403);
    expect((await code('mallory')).status).toBe(404);
    expect(tokens.mallory).toBeTruthy();
    const unshare = await post('/api/tools/repo', 'owner', { ...repo, sharedUsers: [] });
    expect(unshare.status).toBe(200);
    expect((await code('reader')).status).toBe(404);
  });

  it('audits each code shown or copied, never the code or the secret', async () => {
    const audit = await get(`/api/tools/repo/${repo.id}/audit`, 'owner');
    expect(audit.status).toBe(200);
    const events = (audit.body as RepoAuditPage).records.map((entry) => [entry.event, entry.userName]);
    expect(events).toContainEqual(['repo.totp', 'owner']);
    expect(events).toContainEqual(['repo.totp.copy', 'reader']);
    const rows = await typed<{ detail: string }[]>(api.db('audit_log').where('event', 'like', 'repo.totp%'));
    // The owner's code and the reader's copy; a record without a secret opens nothing and is not audited.
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.detail).not.toContain(SECRET);
  });
});
