// The authorization matrix: every route of routeTable(), as anonymous (401), as a signed-in user holding no
// claim (403 where a claim is needed) and as a user holding exactly the needed claims (never 401/403).
// Routes come from the table, so a new route is covered the day it is added; only its sample input may need
// an entry in OVERRIDES. Sample ids point at nothing (999999), so no request changes real data.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Claim } from '@lcars/contract';
import { routeTable } from '../app.js';
import { createUser } from '../platform/users/service.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../test/server.js';
import type { RouteDescriptor } from './routes.js';

/** Sample path parameters by name; anything else gets '1'. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '999999',
  userId: '999999',
  type: '6',
  storageOption: '2',
  sortBy: 'imageName',
  sortAsc: 'true',
  usePaging: 'true',
  includeDisabled: 'false',
};

interface Override {
  /** '$self' stands for the calling user's own id (routes that only serve their caller). */
  params?: Record<string, string>;
  body?: unknown;
  query?: string;
  /** A public route whose anonymous answer is a 401 by design, and why. */
  anonymous401?: string;
}

/** Per-route sample input, keyed 'METHOD /api/path' (a stale key fails the test). */
const OVERRIDES: Record<string, Override> = {
  'GET /api/admin/users': { query: 'page=1&itemsPerPage=5' },
  'POST /api/auth/token/exchange': { anonymous401: 'no refresh cookie: loginFailureReason 5 with 401' },
  'POST /api/profile/:userId/save': { params: { userId: '$self' } },
  'PUT /api/profile/:userId/image': { params: { userId: '$self' } },
};

function samplePath(route: RouteDescriptor, override: Override | undefined, selfId: number | null): string {
  return route.path.replace(/:([A-Za-z0-9_]+)\??/g, (_m, name: string) => {
    const value = override?.params?.[name] ?? SAMPLE_PARAMS[name] ?? '1';
    return encodeURIComponent(value === '$self' ? String(selfId ?? 999999) : value);
  });
}

const key = (route: RouteDescriptor) => `${route.method} ${route.path}`;

describeEachDatabase('authorization matrix over every route', (kind) => {
  let api: TestServer;
  const passwords = { plain: 'plain-password-for-tests', holder: 'holder-password-for-tests' };
  const tokens: Record<keyof typeof passwords, string> = { plain: '', holder: '' };
  const ids: Record<keyof typeof passwords, number> = { plain: 0, holder: 0 };

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    const needed = new Map<string, Claim>();
    for (const route of routeTable()) {
      if (route.access.kind === 'claim') {
        needed.set(`${route.access.type}/${route.access.value}`, {
          type: route.access.type,
          value: route.access.value,
        });
      }
    }
    for (const name of ['plain', 'holder'] as const) {
      const id = (ids[name] = await createUser(api.db, {
        userName: `matrix-${name}`,
        email: `matrix-${name}@example.com`,
        passwordHash: await api.server.passwords.hash(passwords[name], 'trusted'),
        emailConfirmed: true,
      }));
      if (name === 'holder') {
        await api
          .db('user_claims')
          .insert(
            [...needed.values()].map((c) => ({ user_id: id, claim_type: c.type, claim_value: c.value })),
          );
      }
    }
  });
  afterAll(() => api?.close());

  /** A token that still works (a route under test may end a session): signs in again when needed. */
  async function tokenFor(name: keyof typeof passwords): Promise<string> {
    if (tokens[name] !== '') {
      const check = await api.request
        .get('/api/account/context/1')
        .set('Authorization', `Bearer ${tokens[name]}`);
      if (check.status === 200) return tokens[name];
    }
    tokens[name] = await api.login(`matrix-${name}`, passwords[name]);
    return tokens[name];
  }

  async function call(route: RouteDescriptor, user: keyof typeof passwords | null): Promise<number> {
    const override = OVERRIDES[key(route)];
    const token = user ? await tokenFor(user) : null;
    const path =
      samplePath(route, override, user ? ids[user] : null) + (override?.query ? `?${override.query}` : '');
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
    let request = api.request[method](path);
    if (token) request = request.set('Authorization', `Bearer ${token}`);
    if (method !== 'get' && method !== 'delete') request = request.send(override?.body ?? {});
    return (await request).status;
  }

  it('has no stale overrides', () => {
    const keys = new Set(routeTable().map(key));
    expect(Object.keys(OVERRIDES).filter((k) => !keys.has(k))).toEqual([]);
  });

  it('answers every route as its declared access says', async () => {
    const failures: string[] = [];
    const table = routeTable();
    let checked = 0;
    for (const route of table) {
      const anonymous = await call(route, null);
      if (route.access.kind === 'public') {
        const expected401 = OVERRIDES[key(route)]?.anonymous401 !== undefined && anonymous === 401;
        if ((anonymous === 401 && !expected401) || anonymous === 403)
          failures.push(`${key(route)} public but anonymous got ${anonymous}`);
      } else if (anonymous !== 401) {
        failures.push(`${key(route)} anonymous got ${anonymous}, expected 401`);
      }
      if (route.access.kind !== 'public') {
        const plain = await call(route, 'plain');
        if (route.access.kind === 'claim' && plain !== 403)
          failures.push(`${key(route)} without the claim got ${plain}, expected 403`);
        if (route.access.kind === 'authenticated' && (plain === 401 || plain === 403)) {
          failures.push(`${key(route)} signed in got ${plain}`);
        }
      }
      if (route.access.kind === 'claim') {
        const holder = await call(route, 'holder');
        if (holder === 401 || holder === 403) failures.push(`${key(route)} with the claim got ${holder}`);
      }
      checked += 1;
    }
    expect(failures).toEqual([]);
    expect(checked).toBe(table.length);
    expect(checked).toBeGreaterThan(40);
  });
});
