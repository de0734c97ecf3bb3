import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, createApp, routeTable } from '../app.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../test/server.js';
import { AUTHENTICATED, PUBLIC, defineRoute, requireClaim } from './routes.js';

describe('route table', () => {
  it('declares the access of every route', () => {
    const table = routeTable();
    expect(table.length).toBe(ROUTES.length);
    for (const route of table) {
      expect(route.path.startsWith('/api/')).toBe(true);
      expect(['public', 'authenticated', 'claim']).toContain(route.access.kind);
    }
    expect(table).toContainEqual({
      method: 'GET',
      path: '/api/health',
      access: { kind: 'public' },
      name: 'health',
    });
    expect(table).toContainEqual({
      method: 'GET',
      path: '/api/account/context/1',
      access: { kind: 'authenticated' },
      name: 'account.context',
    });
  });
});

describeEachDatabase('HTTP behaviour', (kind) => {
  let api: TestServer;
  let demoToken: string;
  let adminToken: string;
  let guarded: ReturnType<typeof supertest>;
  let closeGuarded: () => void;

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    demoToken = await api.login('demo', api.demoPassword ?? '');
    adminToken = await api.login('admin', api.adminPassword);
    // The same server with two extra routes, to see the guard answer 403 for a missing claim.
    const extra = [
      defineRoute(
        'GET',
        '/test/admin-only',
        requireClaim('Higgs', 'Boson'),
        'test.admin',
        (_ctx, { user }) => ({ user: user.userName }),
      ),
      defineRoute('GET', '/test/boom', AUTHENTICATED, 'test.boom', () => {
        throw new Error('secret internal detail');
      }),
      // A parameter route before a fixed path it also matches: the router picks the first (app.ts's
      // lookup of fixed paths must not change that), and a fixed path alone.
      defineRoute('GET', '/test/item/:id', PUBLIC, 'test.item', (ctx) => ({ item: ctx.params.id })),
      defineRoute('GET', '/test/item/new', PUBLIC, 'test.item.new', () => ({ item: 'the new form' })),
      defineRoute('GET', '/test/plain', PUBLIC, 'test.plain', () => ({ plain: true })),
    ];
    const handle = createApp(api.server, [...ROUTES, ...extra]).callback();
    const http = createServer((req, res) => void handle(req, res)).listen(0, '127.0.0.1');
    await new Promise((resolve) => http.once('listening', resolve));
    guarded = supertest(`http://127.0.0.1:${(http.address() as AddressInfo).port}`);
    closeGuarded = () => http.close();
  });
  afterAll(async () => {
    closeGuarded?.();
    await api?.close();
  });

  it('answers 401 to anonymous callers of every non-public route', async () => {
    for (const route of routeTable().filter((r) => r.access.kind !== 'public')) {
      const response = await api.request[route.method.toLowerCase() as 'get'](route.path);
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('answers 403 without the claim and 200 with it', async () => {
    const denied = await guarded.get('/api/test/admin-only').set('Authorization', `Bearer ${demoToken}`);
    expect(denied.status).toBe(403);
    expect(denied.headers['content-type']).toContain('application/problem+json');
    const anonymous = await guarded.get('/api/test/admin-only');
    expect(anonymous.status).toBe(401);
    const allowed = await guarded.get('/api/test/admin-only').set('Authorization', `Bearer ${adminToken}`);
    expect(allowed.status).toBe(200);
    expect(allowed.body).toEqual({ user: 'admin' });
  });

  it('answers 500 with a problem body and no stack trace or internal message', async () => {
    const response = await guarded.get('/api/test/boom').set('Authorization', `Bearer ${adminToken}`);
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({ status: 500, title: expect.any(String) as string });
    expect(response.text).not.toContain('secret internal detail');
    expect(response.text).not.toMatch(/\.(ts|js):\d+/);
    expect(api.logs.some((line) => line.includes('secret internal detail'))).toBe(true);
  });

  it('answers 404 with a problem body for unknown /api paths, whatever the method', async () => {
    for (const response of [
      await api.request.get('/api/no/such/route'),
      await api.request.post('/api/nothing').send({}),
    ]) {
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.body).toMatchObject({ status: 404, title: 'The requested resource was not found.' });
    }
  });

  it('finds a fixed path as the router would: the first route in order, a trailing slash, HEAD', async () => {
    expect((await guarded.get('/api/test/item/new')).body).toEqual({ item: 'new' });
    expect((await guarded.get('/api/test/item/7')).body).toEqual({ item: '7' });
    for (const path of ['/api/test/plain', '/api/test/plain/']) {
      const response = await guarded.get(path);
      expect([path, response.status, response.body]).toEqual([path, 200, { plain: true }]);
    }
    const head = await guarded.head('/api/test/plain');
    expect([head.status, head.text ?? '']).toEqual([200, '']);
    expect((await guarded.post('/api/test/plain').send({})).status).toBe(405);
  });

  it('answers 405 for a known route with another method', async () => {
    const response = await api.request.delete('/api/health');
    expect(response.status).toBe(405);
    expect(response.body).toMatchObject({ status: 405 });
  });
});

describe('serving the portal build', () => {
  let api: TestServer;

  beforeAll(async () => {
    api = await startTestServer({ database: 'sqlite' });
  });
  afterAll(() => api?.close());

  it('says how to build the portal when the build is missing', async () => {
    const response = await api.request.get('/').set('Accept', 'text/html');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.text).toContain('npm run build');
  });

  it('serves files, caches hashed assets for good and falls back to index.html for pages', async () => {
    const dir = api.config.staticDir;
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>LCARS</title><div id="root"></div>');
    writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), 'console.log(1);');

    const asset = await api.request.get('/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const root = await api.request.get('/').set('Accept', 'text/html');
    expect(root.text).toContain('id="root"');
    expect(root.headers['cache-control']).toBe('no-cache');

    const deepLink = await api.request
      .get('/money/ledger/3')
      .set('Accept', 'text/html,application/xhtml+xml');
    expect(deepLink.status).toBe(200);
    expect(deepLink.text).toContain('id="root"');

    expect((await api.request.get('/assets/missing-1.js')).status).toBe(404);
    expect((await api.request.get('/money').set('Accept', 'application/json')).status).toBe(404);
    expect((await api.request.post('/money').set('Accept', 'text/html')).status).toBe(404);
    const apiMiss = await api.request.get('/api/unknown').set('Accept', 'text/html');
    expect(apiMiss.status).toBe(404);
    expect(apiMiss.headers['content-type']).toContain('application/problem+json');
  });
});

describe('errors of clients that left', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer({ database: 'sqlite' });
  });
  afterAll(() => api?.close());

  // Regression: a live stream written to after its browser left (EPIPE) was logged as an unhandled server
  // error with its stack, in the end-to-end server's log.
  it('are not logged as server faults; other errors are', () => {
    const app = createApp(api.server);
    const before = api.logs.length;
    for (const code of ['EPIPE', 'ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE']) {
      app.emit('error', Object.assign(new Error(`write ${code}`), { code }));
    }
    expect(api.logs.length).toBe(before);
    app.emit('error', Object.assign(new Error('disk full'), { code: 'ENOSPC' }));
    expect(api.logs.slice(before).join('\n')).toContain('disk full');
  });
});
