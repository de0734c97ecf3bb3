// Regression (issue #12, "headers"): no Content-Security-Policy, Permissions-Policy, COOP or HSTS; a 405
// without Allow; an unknown method logged a server fault with its stack.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server.js';

const portalDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../portal');

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ database: 'sqlite', env: { PORTAL_TRUSTED_PROXIES: '1' } });
});
afterAll(() => api?.close());

it('sends the portal a CSP that forbids framing and foreign scripts, Permissions-Policy and COOP', async () => {
  const response = await api.request.get('/some/page').set('Accept', 'text/html');
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(response.headers['permissions-policy']).toContain('microphone=()');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
});

it('sends API answers, errors included, a CSP under which nothing loads or runs, and no framing', async () => {
  for (const response of [
    await api.request.get('/api/health').set('Accept', 'text/html'),
    await api.request.get('/api/no/such/route'),
    await api.request.get('/api/account/context/1'),
  ]) {
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  }
});

it('sends HSTS over https only', async () => {
  expect((await api.request.get('/api/health')).headers['strict-transport-security']).toBeUndefined();
  const https = await api.request.get('/api/health').set('X-Forwarded-Proto', 'https');
  expect(https.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
});

it('has no inline script in the portal page the CSP has to pass', () => {
  for (const file of [path.join(portalDir, 'index.html'), path.join(portalDir, 'dist/index.html')]) {
    if (!existsSync(file)) continue;
    const html = readFileSync(file, 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  }
});

it('answers 405 with Allow, and an unknown method 501, without a fault in the log', async () => {
  const wrong = await api.request.delete('/api/health');
  expect(wrong.status).toBe(405);
  expect(wrong.headers.allow).toContain('GET');
  expect(wrong.body).toMatchObject({ status: 405 });
  const unknown = await fetch(`${api.url}/api/health`, { method: 'PROPFIND' });
  expect(unknown.status).toBe(501);
  expect(api.logs.filter((line) => /failed|error/i.test(line))).toEqual([]);
});
