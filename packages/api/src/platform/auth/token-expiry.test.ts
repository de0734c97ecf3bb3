// Regression (issue #12): an access token without `exp`, signed with the server's key, worked forever.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/server.js';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ database: 'sqlite' });
});
afterAll(() => api?.close());

async function forged(withExpiry: boolean): Promise<string> {
  const admin = await api
    .db('users')
    .where({ user_name: 'admin' })
    .first<{ id: number; security_stamp: number }>('id', 'security_stamp');
  const token = new SignJWT({ name: 'admin', stamp: Number(admin.security_stamp) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(admin.id))
    .setIssuer('lcars-portal')
    .setAudience('lcars-portal')
    .setIssuedAt();
  if (withExpiry) token.setExpirationTime('5m');
  return token.sign(new TextEncoder().encode(api.config.jwtSecret ?? ''));
}

it('refuses a correctly signed access token that has no expiry', async () => {
  const withExpiry = await api.request
    .get('/api/profile')
    .set('Authorization', `Bearer ${await forged(true)}`);
  expect(withExpiry.status).toBe(200);
  const forever = await api.request.get('/api/profile').set('Authorization', `Bearer ${await forged(false)}`);
  expect(forever.status).toBe(401);
});
