// Regression (issue #28, item 5c): a flood from 100 addresses, each within its per-address budget, registered
// 35 (SQLite) and 114 (PostgreSQL) accounts in 40 s. Registration now needs a solved proof-of-work challenge,
// used once, and the whole portal registers at most PORTAL_REGISTRATIONS_PER_HOUR accounts an hour, however
// many requests arrive at once, on SQLite and PostgreSQL.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Problem } from '@lcars/contract';
import { registrationProof } from '../../../test/registration.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { registrationChallenge } from './registration-proof.js';

const PASSWORD = 'a-long-enough-password';
const PER_HOUR = 5;

describeEachDatabase('registration proof of work and hourly limit', (kind) => {
  let api: TestServer;
  let made = 0;

  beforeAll(async () => {
    api = await startTestServer({
      database: kind,
      env: { PORTAL_REGISTRATIONS_PER_HOUR: String(PER_HOUR) },
    });
  });
  afterAll(() => api?.close());

  const form = (altcha?: string) => {
    made += 1;
    const userName = `person.${made}`;
    return {
      userName,
      email: `${userName}@example.com`,
      password: PASSWORD,
      confirm: PASSWORD,
      ...(altcha === undefined ? {} : { altcha }),
    };
  };
  const register = (body: object) => api.request.post('/api/account/register').send(body);
  const fieldsOf = (body: unknown) => ((body as Problem).errors ?? []).map((error) => error.field);

  it('answers a signed challenge that costs the configured work per guess', async () => {
    const response = await api.request.get('/api/account/register/challenge');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body as { parameters: { algorithm: string; cost: number }; signature: string };
    expect(body.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1 });
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a registration without a solved challenge, or with a wrong one, naming the altcha field', async () => {
    const challenge = (await api.request.get('/api/account/register/challenge')).body as Parameters<
      typeof solveChallenge
    >[0]['challenge'];
    const solution = await solveChallenge({ challenge, deriveKey });
    // The derived key is what proves the work (its signature is in the challenge): a wrong one is refused.
    const derivedKey = solution?.derivedKey ?? '';
    const wrong = Buffer.from(
      JSON.stringify({
        challenge,
        solution: {
          ...solution,
          derivedKey: `${derivedKey.slice(0, -1)}${derivedKey.endsWith('0') ? '1' : '0'}`,
        },
      }),
    ).toString('base64');
    const forgedCost = Buffer.from(
      JSON.stringify({
        challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 2 } },
        solution,
      }),
    ).toString('base64');
    for (const altcha of [
      undefined,
      '',
      'not base64 json',
      Buffer.from('{}').toString('base64'),
      wrong,
      forgedCost,
    ]) {
      const response = await register(form(altcha));
      expect(response.status).toBe(400);
      expect(fieldsOf(response.body)).toContain('altcha');
    }
    expect(await api.db('users').where('user_name', 'like', 'person.%')).toHaveLength(0);
  });

  it('refuses an expired challenge', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 11 * 60 * 1000);
    const challenge = await registrationChallenge(api.server.jwtKey, 1);
    vi.useRealTimers();
    const solution = await solveChallenge({ challenge, deriveKey });
    const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const response = await register(form(altcha));
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('expired');
  });

  it('registers once with one solved challenge, however many times it is sent at once', async () => {
    const altcha = await registrationProof(api.request);
    const answers = await Promise.all(Array.from({ length: 8 }, () => register(form(altcha))));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((other) => other.status !== 200)) {
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer.body)).toContain('altcha');
    }
  });

  it('registers at most the hourly limit for the whole portal, however many arrive at once', async () => {
    const proofs = await Promise.all(Array.from({ length: 12 }, () => registrationProof(api.request)));
    const answers = await Promise.all(proofs.map((altcha) => register(form(altcha))));
    // One registration of the test before counts towards the hour.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(PER_HOUR - 1);
    for (const answer of answers.filter((other) => other.status !== 200)) {
      expect(answer.status).toBe(429);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await api.db('registrations')).toHaveLength(PER_HOUR);
  });
});
