import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Notification, NotificationPreference, PagedList } from '@lcars/contract';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';

describeEachDatabase('notification preferences', (kind) => {
  let api: TestServer;
  let admin: string;
  let demo: string;
  let demoId: number;
  let general: number;
  let locked: number;

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    admin = await api.login('admin', api.adminPassword);
    demo = await api.login('demo', api.demoPassword ?? '');
    demoId = (await api.db('users').where({ user_name: 'demo' }).first<{ id: number }>('id')).id;
    general = (await api.db('notification_templates').where({ title: 'General' }).first<{ id: number }>('id'))
      .id;
    const [row] = await api
      .db('notification_templates')
      .insert({ title: 'Security', normalized_title: 'security', allow_user_opt_out: false })
      .returning<{ id: number }[]>('id');
    locked = Number(row?.id);
  });
  afterAll(() => api?.close());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const preferences = async (token: string) =>
    (await api.request.get('/api/notification/preferences').set(auth(token)))
      .body as NotificationPreference[];
  const titles = async (token: string) =>
    (
      (await api.request.get('/api/user-notifications/list/false/200/1/7').set(auth(token)))
        .body as PagedList<Notification>
    ).records.map((r) => r.notificationTitle);

  it('lists every template with allowUserOptOut and optedOut false by default', async () => {
    const list = await preferences(demo);
    expect(list.map((p) => p.title)).toEqual(['General', 'System maintenance', 'Reminder', 'Security']);
    expect(list.find((p) => p.notificationTemplateId === general)).toMatchObject({
      allowUserOptOut: true,
      optedOut: false,
    });
    expect(list.find((p) => p.notificationTemplateId === locked)).toMatchObject({
      allowUserOptOut: false,
      optedOut: false,
    });
  });

  it('saves and reads back the choices, per user', async () => {
    const saved = await api.request
      .post('/api/notification/preferences')
      .set(auth(demo))
      .send([{ notificationTemplateId: general, optedOut: true }]);
    expect(saved.status).toBe(200);
    expect(
      (saved.body as NotificationPreference[]).find((p) => p.notificationTemplateId === general),
    ).toMatchObject({ optedOut: true });
    expect((await preferences(demo)).find((p) => p.notificationTemplateId === general)?.optedOut).toBe(true);
    expect((await preferences(admin)).find((p) => p.notificationTemplateId === general)?.optedOut).toBe(
      false,
    );
    // Saving again updates the same row; opting back in of a locked template is allowed.
    const again = await api.request
      .post('/api/notification/preferences')
      .set(auth(demo))
      .send([
        { notificationTemplateId: general, optedOut: true },
        { notificationTemplateId: locked, optedOut: false },
      ]);
    expect(again.status).toBe(200);
    const rows = await api.db('user_notification_preferences').where({ user_id: demoId });
    expect(rows).toHaveLength(2);
  });

  it('answers 400 naming the field for a template that does not allow opting out, or bad input', async () => {
    const post = (body: unknown) =>
      api.request
        .post('/api/notification/preferences')
        .set(auth(demo))
        .send(body as object);
    const refused = await post([{ notificationTemplateId: locked, optedOut: true }]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 400, errors: [{ field: '0.optedOut' }] });
    expect((await post([{ notificationTemplateId: 99999, optedOut: true }])).body).toMatchObject({
      errors: [{ field: '0.notificationTemplateId' }],
    });
    expect((await post([{ notificationTemplateId: general, optedOut: 'yes' }])).body).toMatchObject({
      errors: [{ field: '0.optedOut' }],
    });
    expect((await preferences(demo)).find((p) => p.notificationTemplateId === locked)?.optedOut).toBe(false);
  });

  it('sending skips the users who opted out of that template', async () => {
    const toAll = await api.request.post('/api/notification/send-to-all').set(auth(admin)).send({
      notificationTemplateId: general,
      notificationTitle: 'Opted-out broadcast',
      message: 'x',
    });
    expect(toAll.status).toBe(200);
    expect(await titles(admin)).toContain('Opted-out broadcast');
    expect(await titles(demo)).not.toContain('Opted-out broadcast');

    const toUser = await api.request.post('/api/notification/send-to-user').set(auth(admin)).send({
      notificationTemplateId: general,
      notificationTitle: 'Opted-out direct',
      message: 'x',
      targetUserId: demoId,
      sendToSelf: false,
    });
    expect(toUser.body).toMatchObject({ success: true, result: { recipients: 0 } });
    expect(await titles(demo)).not.toContain('Opted-out direct');

    // Other templates, and messages without a template, still arrive.
    const reminder = (await preferences(demo)).find((p) => p.title === 'Reminder')!.notificationTemplateId;
    for (const notificationTemplateId of [reminder, 0]) {
      await api.request
        .post('/api/notification/send-to-user')
        .set(auth(admin))
        .send({
          notificationTemplateId,
          notificationTitle: `Still arrives ${notificationTemplateId}`,
          message: 'x',
          targetUserId: demoId,
          sendToSelf: false,
        });
    }
    expect(await titles(demo)).toEqual(
      expect.arrayContaining([`Still arrives ${reminder}`, 'Still arrives 0']),
    );

    // Opting back in restores delivery.
    await api.request
      .post('/api/notification/preferences')
      .set(auth(demo))
      .send([{ notificationTemplateId: general, optedOut: false }]);
    await api.request.post('/api/notification/send-to-user').set(auth(admin)).send({
      notificationTemplateId: general,
      notificationTitle: 'Opted back in',
      message: 'x',
      targetUserId: demoId,
      sendToSelf: false,
    });
    expect(await titles(demo)).toContain('Opted back in');
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await api.request.get('/api/notification/preferences')).status).toBe(401);
    expect(
      (
        await api.request
          .post('/api/notification/preferences')
          .send([{ notificationTemplateId: general, optedOut: true }])
      ).status,
    ).toBe(401);
  });
});
