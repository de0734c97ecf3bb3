import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';

describeEachDatabase('metrics', (kind) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer({ database: kind, env: { PORTAL_METRICS_TOKEN: 'metrics-token-for-tests' } });
  });
  afterAll(() => api.close());

  it('counts a request by its route name and status, and reads the queue, the pool and the store', async () => {
    const token = await api.login('admin', api.adminPassword);
    await api.request.get('/api/account/context/1').set('Authorization', `Bearer ${token}`).expect(200);
    await api.request.get('/api/no/such/path').expect(404);
    const scrape = await api.request.get('/api/metrics').expect(200);
    expect(scrape.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = scrape.text;
    expect(text).toMatch(
      /^lcars_http_request_duration_seconds_count\{route="account\.context",method="GET",status="200"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^lcars_http_request_duration_seconds_count\{route="none",method="GET",status="404"\} 1$/m,
    );
    expect(text).toMatch(/^lcars_db_query_duration_seconds_count\{outcome="ok"\} [1-9]/m);
    expect(text).toMatch(/^lcars_db_pool_connections\{state="used"\} \d+$/m);
    expect(text).toMatch(/^lcars_live_streams 0$/m);
    expect(text).toMatch(/^lcars_file_store_bytes \d+$/m);
    expect(text).toMatch(/^lcars_process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^lcars_nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('serves every metric the Grafana dashboard in deploy/ asks for', async () => {
    const dashboard = readFileSync(
      new URL('../../../../../deploy/grafana/lcars-dashboard.json', import.meta.url),
      'utf8',
    );
    const asked = new Set(
      [...dashboard.matchAll(/lcars_[a-z0-9_]+/g)].map(([name]) => name.replace(/_(bucket|count|sum)$/, '')),
    );
    expect(asked.size).toBeGreaterThan(8);
    const served = new Set(
      [
        ...(await api.request.get('/api/metrics').expect(200)).text.matchAll(/^# TYPE (lcars_[a-z0-9_]+) /gm),
      ].map(([, name]) => name!),
    );
    expect([...asked].filter((name) => !served.has(name))).toEqual([]);
  });

  it('shows waiting jobs by kind, with how many users wait and for how long', async () => {
    const admin: { id: number } | undefined = await api.db('users').where({ user_name: 'admin' }).first('id');
    const adminId = admin!.id;
    const due = Date.now() - 60_000;
    await api.db('jobs').insert(
      [adminId, adminId].map(() => ({
        user_id: adminId,
        kind: 'metrics.test-kind',
        title: 'waiting',
        status: 'queued',
        max_attempts: 1,
        run_after_ms: due,
        created_at: new Date(due),
      })),
    );
    try {
      const text = (await api.request.get('/api/metrics').expect(200)).text;
      expect(text).toMatch(/^lcars_jobs_queued\{kind="metrics\.test-kind"\} 2$/m);
      expect(text).toMatch(/^lcars_jobs_queued_users\{kind="metrics\.test-kind"\} 1$/m);
      const wait = /^lcars_jobs_oldest_wait_seconds\{kind="metrics\.test-kind"\} ([\d.]+)$/m.exec(text);
      expect(Number(wait?.[1])).toBeGreaterThanOrEqual(60);
    } finally {
      await api.db('jobs').where({ kind: 'metrics.test-kind' }).delete();
    }
  });
});

describe('metrics access', () => {
  let api: TestServer;
  beforeAll(async () => {
    // Behind one trusted proxy: the caller's address is the one the proxy reports, here a distant one.
    api = await startTestServer({
      database: 'sqlite',
      env: { PORTAL_METRICS_TOKEN: 'metrics-token-for-tests', PORTAL_TRUSTED_PROXIES: '1' },
    });
  });
  afterAll(() => api.close());

  it('refuses a caller from elsewhere without the token, and serves one with it', async () => {
    const distant = () => api.request.get('/api/metrics').set('X-Forwarded-For', '203.0.113.9');
    expect((await distant()).status).toBe(403);
    expect((await distant().set('Authorization', 'Bearer wrong-token-of-other-len')).status).toBe(403);
    expect((await distant().set('Authorization', 'Bearer metrics-token-for-tests')).status).toBe(200);
    expect((await api.request.get('/api/metrics')).status).toBe(200);
  });

  it('answers every request with an id, keeping a plain one the proxy gave', async () => {
    const own = await api.request.get('/api/health');
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await api.request.get('/api/health').set('X-Request-Id', 'haproxy-0001.a');
    expect(kept.headers['x-request-id']).toBe('haproxy-0001.a');
    const odd = await api.request.get('/api/health').set('X-Request-Id', 'has space; and "quotes"');
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
