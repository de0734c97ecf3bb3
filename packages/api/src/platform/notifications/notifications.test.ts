import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  NOTIFICATION_LIMITS,
  type Notification,
  type NotificationTemplate,
  type PagedList,
} from '@lcars/contract';
import { createUser } from '../users/service.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';

describeEachDatabase('notifications', (kind) => {
  let api: TestServer;
  let admin: string;
  let demo: string;
  let third: string;
  let adminId: number;
  let demoId: number;
  let thirdId: number;

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    admin = await api.login('admin', api.adminPassword);
    demo = await api.login('demo', api.demoPassword ?? '');
    thirdId = await createUser(api.db, {
      userName: 'third',
      email: 'third@example.com',
      passwordHash: await api.server.passwords.hash('third-password-for-tests', 'trusted'),
      emailConfirmed: true,
      roles: ['Member'],
    });
    third = await api.login('third', 'third-password-for-tests');
    adminId = (await api.db('users').where({ user_name: 'admin' }).first<{ id: number }>('id')).id;
    demoId = (await api.db('users').where({ user_name: 'demo' }).first<{ id: number }>('id')).id;
  });
  afterAll(() => api?.close());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const list = async (token: string, paging = 'false', size = 200, page = 1) =>
    (await api.request.get(`/api/user-notifications/list/${paging}/${size}/${page}/7`).set(auth(token)))
      .body as PagedList<Notification>;

  it('lists the templates, and priorities and severities come from the system items', async () => {
    const templates = (await api.request.get('/api/notification/list/false/123/1').set(auth(demo)))
      .body as NotificationTemplate[];
    expect(templates.map((t) => t.title)).toEqual(['General', 'System maintenance', 'Reminder']);
    expect(templates[0]).toMatchObject({ defaultPriorityId: 3, defaultSeverityId: 2, isSystem: true });
    const severities = await api.request.get('/api/systemitem/list/7').set(auth(demo));
    expect((severities.body as { records: unknown[] }).records.length).toBeGreaterThan(0);
  });

  it('sends to one user (and a copy to the sender by default)', async () => {
    const sent = await api.request.post('/api/notification/send-to-user').set(auth(demo)).send({
      notificationTitle: 'Hello admin',
      message: 'Plain <b>text</b> is kept as written',
      targetUserId: adminId,
      priorityId: 2,
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ success: true, result: { recipients: 2 } });
    const adminList = await list(admin);
    expect(adminList.records[0]).toMatchObject({
      notificationTitle: 'Hello admin',
      notificationMessage: 'Plain <b>text</b> is kept as written',
      isPlainText: true,
      hasRead: false,
      priorityId: 2,
      severityId: 2,
      senderUserName: 'demo',
    });
    expect((await list(demo)).records[0]?.notificationTitle).toBe('Hello admin');
    const noCopy = await api.request
      .post('/api/notification/send-to-user')
      .set(auth(demo))
      .send({ notificationTitle: 'Only for third', message: 'x', targetUserId: thirdId, sendToSelf: false });
    expect(noCopy.body).toMatchObject({ result: { recipients: 1 } });
    expect((await list(demo)).records.map((r) => r.notificationTitle)).not.toContain('Only for third');
  });

  it('validates the form: 400 naming the field, 404 for an unknown target', async () => {
    const send = (body: object) =>
      api.request.post('/api/notification/send-to-user').set(auth(demo)).send(body);
    expect((await send({ message: 'x', targetUserId: adminId })).body).toMatchObject({
      status: 400,
      errors: [{ field: 'notificationTitle' }],
    });
    expect((await send({ notificationTitle: 't', message: 'x' })).body).toMatchObject({
      errors: [{ field: 'targetUserId' }],
    });
    expect((await send({ notificationTitle: 't', message: 'x', targetUserId: 'me' })).body).toMatchObject({
      errors: [{ field: 'targetUserId' }],
    });
    expect((await send({ notificationTitle: 't', message: 'x', targetUserId: 99999 })).status).toBe(404);
    expect(
      (await send({ notificationTitle: 't', message: 'x', targetUserId: adminId, priorityId: 9 })).body,
    ).toMatchObject({ errors: [{ field: 'priorityId' }] });
  });

  it('sanitises HTML messages on the server', async () => {
    const html =
      '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a> <a href="https://example.com">ok</a></p>' +
      '<script>alert(1)</script><img src=x onerror="alert(1)"><style>p{}</style><iframe src="https://evil"></iframe>';
    await api.request.post('/api/notification/send-to-user').set(auth(admin)).send({
      notificationTitle: 'Html',
      message: html,
      targetUserId: demoId,
      isPlainText: false,
      sendToSelf: false,
    });
    const stored = (await list(demo)).records.find((r) => r.notificationTitle === 'Html');
    expect(stored?.isPlainText).toBe(false);
    const message = stored?.notificationMessage ?? '';
    expect(message).toContain('<p>Hi');
    expect(message).toContain('href="https://example.com"');
    expect(message).toContain('rel="noopener noreferrer nofollow"');
    for (const bad of ['script', 'onclick', 'onerror', 'javascript:', '<img', '<style', '<iframe', 'alert']) {
      expect(message).not.toContain(bad);
    }
    const empty = await api.request.post('/api/notification/send-to-user').set(auth(admin)).send({
      notificationTitle: 'Empty',
      message: '<script>x</script>',
      targetUserId: demoId,
      isPlainText: false,
    });
    expect(empty.body).toMatchObject({ status: 400, errors: [{ field: 'message' }] });
  });

  it('sends to all only with Higgs/Boson', async () => {
    const body = { notificationTitle: 'To everyone', message: 'Shields up', notificationType: 1 };
    expect((await api.request.post('/api/notification/send-to-all').set(auth(demo)).send(body)).status).toBe(
      403,
    );
    const sent = await api.request.post('/api/notification/send-to-all').set(auth(admin)).send(body);
    expect(sent.body).toMatchObject({ success: true, result: { recipients: 3 } });
    for (const token of [admin, demo, third]) {
      expect((await list(token)).records[0]?.notificationTitle).toBe('To everyone');
    }
  });

  it('pages, lists recent unread ones and changes only your own', async () => {
    const all = await list(demo);
    const paged = await list(demo, 'true', 2, 2);
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(paged).toMatchObject({ page: 2, itemsPerPage: 2, total: all.total, startIndex: 3 });
    expect(paged.stopIndex).toBe(Math.min(4, all.total));
    expect(paged.records.map((r) => r.id)).toEqual(all.records.slice(2, 4).map((r) => r.id));

    const recent = (await api.request.post('/api/user-notifications/recent?cb=1').set(auth(demo)))
      .body as Notification[];
    expect(recent.length).toBe(all.total);
    const [first] = recent;
    const id = first!.id;

    const other = await api.request.post(`/api/user-notifications/${id}/read`).set(auth(third));
    expect(other.status).toBe(404);
    expect((await api.request.delete(`/api/user-notifications/${id}/delete`).set(auth(admin))).status).toBe(
      404,
    );

    const read = await api.request.post(`/api/user-notifications/${id}/read`).set(auth(demo));
    expect(read.body).toBe(true);
    const afterRead = (await api.request.post('/api/user-notifications/recent').set(auth(demo)))
      .body as Notification[];
    expect(afterRead.map((r) => r.id)).not.toContain(id);
    await api.request.post(`/api/user-notifications/${id}/read/toggle`).set(auth(demo));
    expect((await list(demo)).records.find((r) => r.id === id)?.hasRead).toBe(false);
    await api.request.post(`/api/user-notifications/${id}/visible/toggle`).set(auth(demo));
    expect((await list(demo)).records.find((r) => r.id === id)?.isVisible).toBe(false);
    const recentHidden = (await api.request.post('/api/user-notifications/recent').set(auth(demo)))
      .body as Notification[];
    expect(recentHidden.map((r) => r.id)).not.toContain(id);

    const deleted = await api.request.delete(`/api/user-notifications/${id}/delete`).set(auth(demo));
    expect(deleted.body).toBe(true);
    expect((await list(demo)).total).toBe(all.total - 1);
    expect((await api.request.delete(`/api/user-notifications/${id}/delete`).set(auth(demo))).status).toBe(
      404,
    );
    expect((await api.request.post('/api/user-notifications/abc/read').set(auth(demo))).body).toMatchObject({
      errors: [{ field: 'id' }],
    });
  });

  it('limits how many notifications a non-administrator sends an hour', async () => {
    const now = new Date();
    await api.db('notifications').insert(
      Array.from({ length: NOTIFICATION_LIMITS.perUserPerHour }, () => ({
        sender_user_id: thirdId,
        notification_type: 2,
        title: 'filler',
        message: 'filler',
        created_at: now,
      })),
    );
    const limited = await api.request
      .post('/api/notification/send-to-user')
      .set(auth(third))
      .send({ notificationTitle: 'One more', message: 'x', targetUserId: demoId });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  // Regression (issue #12): 80 concurrent sends were 38 accepted against a limit of 30 on PostgreSQL.
  it('keeps the hourly limit under concurrent sends', async () => {
    await api.db('notifications').where({ sender_user_id: demoId }).delete();
    const responses = await Promise.all(
      Array.from({ length: NOTIFICATION_LIMITS.perUserPerHour + 20 }, (_, i) =>
        api.request
          .post('/api/notification/send-to-user')
          .set(auth(demo))
          .send({ notificationTitle: `Burst ${i}`, message: 'x', targetUserId: thirdId }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(NOTIFICATION_LIMITS.perUserPerHour);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });
});
