// Requests to a test server as one of its users, and the reader of a refusal's problems. The apps' API
// suites share these instead of each copying the user set-up, the Authorization header and the verbs.
import { expect } from 'vitest';
import { createUser } from '../src/platform/users/service.js';
import type { TestServer } from './server.js';

export interface TestUsers {
  /** Bearer tokens by user name: the suite's users, and any it signs in itself (demo, admin). */
  readonly tokens: Record<string, string>;
  /** User ids by user name, of the users addUser made. */
  readonly ids: Record<string, number>;
  /**
   * Makes a confirmed user with the password `<userName>-password-for-tests`, these roles and these extra
   * claims (type, value), signs it in and keeps its token and id.
   */
  addUser: (userName: string, roles: string[], claims?: [string, string][]) => Promise<void>;
  /** The Authorization header's value for a user ('Bearer ' and nothing for one never signed in). */
  auth: (who: string) => string;
  /** The Authorization header for a user, for supertest's set(). */
  as: (who: string) => { Authorization: string };
  get: (path: string, who: string) => ReturnType<TestServer['request']['get']>;
  post: (path: string, who: string, body?: object) => ReturnType<TestServer['request']['post']>;
  put: (path: string, who: string, body: object) => ReturnType<TestServer['request']['put']>;
  del: (path: string, who: string) => ReturnType<TestServer['request']['delete']>;
}

/**
 * The users of one suite. `api` is read at each call, so the set can be made before beforeAll starts the
 * server: `const { tokens, addUser, get } = testUsers(() => api);`.
 */
export function testUsers(api: () => TestServer): TestUsers {
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const auth = (who: string): string => `Bearer ${tokens[who] ?? ''}`;
  return {
    tokens,
    ids,
    addUser: async (userName, roles, claims = []) => {
      const { db, server } = api();
      const password = `${userName}-password-for-tests`;
      const id = await createUser(db, {
        userName,
        email: `${userName}@example.com`,
        passwordHash: await server.passwords.hash(password, 'trusted'),
        emailConfirmed: true,
        roles,
      });
      for (const [type, value] of claims)
        await db('user_claims').insert({ user_id: id, claim_type: type, claim_value: value });
      ids[userName] = id;
      tokens[userName] = await api().login(userName, password);
    },
    auth,
    as: (who) => ({ Authorization: auth(who) }),
    get: (path, who) => api().request.get(path).set('Authorization', auth(who)),
    post: (path, who, body = {}) => api().request.post(path).set('Authorization', auth(who)).send(body),
    put: (path, who, body) => api().request.put(path).set('Authorization', auth(who)).send(body),
    del: (path, who) => api().request.delete(path).set('Authorization', auth(who)),
  };
}

/** The fields a refusal's problem document names (its errors), in order; none when it names none. */
export function problemFields(body: unknown): string[] {
  return ((body as { errors?: { field: string }[] }).errors ?? []).map((error) => error.field);
}

/** The body of a 200 answer (or of the request's, once it ends); any other status fails with the body. */
export async function ok<T>(
  response: { status: number; body: unknown } | PromiseLike<{ status: number; body: unknown }>,
): Promise<T> {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as T;
}
