import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminRole, AdminSettings, AdminUser, PagedList } from '@lcars/contract';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';

describeEachDatabase('admin: users, roles, settings, images', (kind) => {
  let api: TestServer;
  let admin: string;
  let demo: string;
  let demoId: number;

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    admin = await api.login('admin', api.adminPassword);
    demo = await api.login('demo', api.demoPassword ?? '');
    demoId = (await api.db('users').where({ user_name: 'demo' }).first<{ id: number }>('id')).id;
  });
  afterAll(() => api?.close());

  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const auditEvents = async () => (await api.db('audit_log').orderBy('id').pluck<string[]>('event')) ?? [];

  it('lists users for any signed-in user without e-mail addresses, and pages and searches them for admins', async () => {
    const directory = await api.request.get('/api/user/list?rand=3').set(as(demo));
    expect(directory.status).toBe(200);
    const records = (directory.body as { records: Record<string, unknown>[] }).records;
    expect(records.map((r) => r.userName)).toEqual(['admin', 'demo']);
    expect(records[0]).not.toHaveProperty('email');

    expect((await api.request.get('/api/admin/users').set(as(demo))).status).toBe(403);
    const page = (await api.request.get('/api/admin/users?page=1&itemsPerPage=1&search=DEM').set(as(admin)))
      .body as PagedList<AdminUser>;
    expect(page).toMatchObject({ total: 1, page: 1, itemsPerPage: 1 });
    expect(page.records[0]).toMatchObject({
      userName: 'demo',
      roles: ['Member'],
      claims: [],
      disabled: false,
    });
    expect((await api.request.get('/api/admin/users?itemsPerPage=0').set(as(admin))).body).toMatchObject({
      status: 400,
      errors: [{ field: 'itemsPerPage' }],
    });
  });

  it('creates a user with a generated password returned once, then edits, disables and enables them', async () => {
    const created = await api.request
      .post('/api/admin/users')
      .set(as(admin))
      .send({ userName: 'worf', email: 'worf@example.com', roles: ['Member'] });
    expect(created.status).toBe(201);
    const { user, password } = created.body as { user: AdminUser; password: string };
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(user).toMatchObject({ userName: 'worf', roles: ['Member'], emailConfirmed: true });
    const token = await api.login('worf', password);

    expect(
      (
        await api.request
          .post('/api/admin/users')
          .set(as(admin))
          .send({ userName: 'WORF', email: 'x@example.com' })
      ).status,
    ).toBe(409);
    expect(
      (await api.request.post('/api/admin/users').set(as(admin)).send({ userName: 'k', email: 'bad' })).body,
    ).toMatchObject({
      status: 400,
      errors: [{ field: 'email' }],
    });
    expect(
      (
        await api.request
          .post('/api/admin/users')
          .set(as(admin))
          .send({ userName: 'data', email: 'd@example.com', password: 'short' })
      ).body,
    ).toMatchObject({ errors: [{ field: 'password' }] });
    expect(
      (
        await api.request
          .post('/api/admin/users')
          .set(as(admin))
          .send({ userName: 'data', email: 'd@example.com', roles: ['Nope'] })
      ).body,
    ).toMatchObject({ errors: [{ field: 'roles' }] });

    const edited = await api.request
      .post(`/api/admin/users/${user.id}`)
      .set(as(admin))
      .send({ firstName: 'Worf', lastName: 'Rozhenko', emailConfirmed: false });
    expect(edited.body).toMatchObject({ firstName: 'Worf', lastName: 'Rozhenko', emailConfirmed: false });
    await api.request.post(`/api/admin/users/${user.id}`).set(as(admin)).send({ emailConfirmed: true });

    const disabled = await api.request.post(`/api/admin/users/${user.id}/disable`).set(as(admin));
    expect(disabled.body).toMatchObject({ disabled: true });
    expect((await api.request.get('/api/account/context/1').set(as(token))).status).toBe(401);
    await api.request.post(`/api/admin/users/${user.id}/enable`).set(as(admin));
    const adminId = (await api.db('users').where({ user_name: 'admin' }).first<{ id: number }>('id')).id;
    expect((await api.request.post(`/api/admin/users/${adminId}/disable`).set(as(admin))).status).toBe(409);
    expect((await api.request.get('/api/admin/users/999999').set(as(admin))).status).toBe(404);

    const reset = await api.request
      .post(`/api/admin/users/${user.id}/reset-password`)
      .set(as(admin))
      .send({});
    const newPassword = (reset.body as { password: string }).password;
    expect(newPassword).not.toBe(password);
    await api.login('worf', newPassword);
    const given = await api.request
      .post(`/api/admin/users/${user.id}/reset-password`)
      .set(as(admin))
      .send({ password: 'a-given-password-1701' });
    expect(given.body).toMatchObject({ success: true, password: 'a-given-password-1701' });
    await api.login('worf', 'a-given-password-1701');
    expect(await auditEvents()).toEqual(
      expect.arrayContaining([
        'admin.user.create',
        'admin.user.disable',
        'admin.user.enable',
        'admin.user.password.reset',
      ]),
    );
  });

  it('unlocks a locked-out account (issue 29): its failed sign-ins stop counting, audited; admins only', async () => {
    const created = await api.request
      .post('/api/admin/users')
      .set(as(admin))
      .send({
        userName: 'tasha',
        email: 'tasha@example.com',
        password: 'tasha-password-1701',
        roles: ['Member'],
      });
    const id = (created.body as { user: AdminUser }).user.id;
    const signIn = (password: string) =>
      api.request.post('/api/auth/token').send({ username: 'tasha', password });
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await signIn('a-wrong-guess')).body).toMatchObject({
        isAuthenticated: false,
        loginFailureReason: 2,
      });
    expect((await signIn('tasha-password-1701')).status).toBe(429);

    expect((await api.request.post(`/api/admin/users/${id}/unlock`).set(as(demo))).status).toBe(403);
    expect((await api.request.post('/api/admin/users/999999/unlock').set(as(admin))).status).toBe(404);
    const unlocked = await api.request.post(`/api/admin/users/${id}/unlock`).set(as(admin));
    expect(unlocked.status).toBe(200);
    expect(unlocked.body).toMatchObject({
      user: { id, userName: 'tasha' },
      clearedAttempts: 10,
      message: 'tasha can sign in again: 10 failed sign-ins were cleared.',
    });
    expect((await signIn('tasha-password-1701')).body).toMatchObject({ isAuthenticated: true });
    const again = await api.request.post(`/api/admin/users/${id}/unlock`).set(as(admin));
    expect(again.body).toMatchObject({ clearedAttempts: 0, message: 'tasha was not locked out.' });
    expect(await auditEvents()).toContain('admin.user.unlock');
  });

  it('sets roles and direct claims (audited) and they take effect on the next request', async () => {
    expect((await api.request.get('/api/admin/roles').set(as(demo))).status).toBe(403);
    const claims = await api.request
      .put(`/api/admin/users/${demoId}/claims`)
      .set(as(admin))
      .send({ claims: [{ type: 'Higgs', value: 'Boson' }] });
    expect(claims.body).toMatchObject({ claims: [{ type: 'Higgs', value: 'Boson' }] });
    expect((await api.request.get('/api/admin/roles').set(as(demo))).status).toBe(200);
    await api.request.put(`/api/admin/users/${demoId}/claims`).set(as(admin)).send({ claims: [] });
    expect((await api.request.get('/api/admin/roles').set(as(demo))).status).toBe(403);

    const roles = await api.request
      .put(`/api/admin/users/${demoId}/roles`)
      .set(as(admin))
      .send({ roles: ['Member', 'Recipe Super User'] });
    expect((roles.body as AdminUser).roles).toEqual(['Member', 'Recipe Super User']);
    expect(
      (await api.request.put(`/api/admin/users/${demoId}/roles`).set(as(admin)).send({ roles: 'Member' }))
        .body,
    ).toMatchObject({ errors: [{ field: 'roles' }] });
    const entries = await api
      .db('audit_log')
      .where({ event: 'admin.user.roles' })
      .select<{ detail: string }[]>('detail');
    expect(JSON.parse(entries.at(-1)!.detail)).toMatchObject({ targetUserId: demoId, before: ['Member'] });
    expect(await auditEvents()).toContain('admin.user.claims');
  });

  it('creates, updates and deletes roles, but never a built-in one', async () => {
    const list = (await api.request.get('/api/admin/roles').set(as(admin))).body as { records: AdminRole[] };
    const adminRole = list.records.find((r) => r.name === 'Admin')!;
    expect(adminRole).toMatchObject({ isBuiltIn: true });
    expect(adminRole.claims).toContainEqual({ type: 'Higgs', value: 'Boson' });

    const created = await api.request
      .post('/api/admin/roles')
      .set(as(admin))
      .send({ name: 'Bridge crew', claims: [{ type: 'Money', value: 'Read' }] });
    const role = created.body as AdminRole;
    expect(role).toMatchObject({
      name: 'Bridge crew',
      isBuiltIn: false,
      claims: [{ type: 'Money', value: 'Read' }],
      userCount: 0,
    });
    const updated = await api.request
      .post('/api/admin/roles')
      .set(as(admin))
      .send({ id: role.id, name: 'Bridge officers', claims: [{ type: 'Boxing', value: 'Read' }] });
    expect(updated.body).toMatchObject({
      name: 'Bridge officers',
      claims: [{ type: 'Boxing', value: 'Read' }],
    });
    expect((await api.request.post('/api/admin/roles').set(as(admin)).send({ name: 'member' })).status).toBe(
      409,
    );
    expect(
      (await api.request.post('/api/admin/roles').set(as(admin)).send({ id: adminRole.id, name: 'Root' }))
        .status,
    ).toBe(409);
    expect((await api.request.post('/api/admin/roles').set(as(admin)).send({ name: '' })).body).toMatchObject(
      {
        errors: [{ field: 'name' }],
      },
    );
    expect((await api.request.delete(`/api/admin/roles/${adminRole.id}`).set(as(admin))).status).toBe(409);
    expect((await api.request.delete(`/api/admin/roles/${role.id}`).set(as(admin))).body).toBe(true);
    expect((await api.request.delete(`/api/admin/roles/${role.id}`).set(as(admin))).status).toBe(404);
    expect(await auditEvents()).toEqual(
      expect.arrayContaining(['admin.role.create', 'admin.role.update', 'admin.role.delete']),
    );
  });

  it('answers a 409, never a 500, to roles of one name saved at once (issue 28)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        api.request.post('/api/admin/roles').set(as(admin)).send({ name: 'Away Team', description: 'x' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1)).toEqual([409, 409, 409, 409, 409]);
    expect(api.logs.filter((line) => /failed/i.test(line))).toEqual([]);
  });

  it('reads and changes the global settings', async () => {
    const settings = (await api.request.get('/api/admin/settings').set(as(admin))).body as AdminSettings;
    expect(settings).toMatchObject({ registrationEnabled: true, requirements: { requiredLength: 12 } });
    const saved = await api.request
      .post('/api/admin/settings')
      .set(as(admin))
      .send({ registrationEnabled: false, requirements: { requiredLength: 14, requireDigit: true } });
    expect(saved.body).toMatchObject({
      registrationEnabled: false,
      requirements: { requiredLength: 14, requireDigit: true },
    });
    const context = (await api.request.get('/api/app/context/1')).body as { registrationEnabled: boolean };
    expect(context.registrationEnabled).toBe(false);
    expect(
      (
        await api.request
          .post('/api/admin/settings')
          .set(as(admin))
          .send({ requirements: { requiredLength: 3 } })
      ).body,
    ).toMatchObject({
      errors: [{ field: 'requirements.requiredLength' }],
    });
    await api.request
      .post('/api/admin/settings')
      .set(as(admin))
      .send({ registrationEnabled: true, requirements: { requiredLength: 12, requireDigit: false } });
  });

  it('owns the portal-wide global app settings: offline use allowed, and the defaults of users who have not chosen (issue 21)', async () => {
    const context = async () =>
      ((await api.request.get('/api/app/context/1')).body as { globalAppSettings: Record<string, unknown> })
        .globalAppSettings;
    const accountOf = async (token: string) =>
      (
        (await api.request.get('/api/account/context/1').set(as(token))).body as {
          globalAppSettings: Record<string, unknown>;
        }
      ).globalAppSettings;
    // Regression: the app context always answered isOfflineEnabled false, and nothing could change it.
    expect(await context()).toMatchObject({ isOfflineEnabled: false, themeMode: 1, gridDefaultRows: 10 });
    const saved = await api.request
      .post('/api/admin/settings')
      .set(as(admin))
      .send({
        globalAppSettings: { isOfflineEnabled: true, themeMode: 2, gridDefaultRows: 25, startUrl: '/money' },
      });
    expect(saved.status).toBe(200);
    expect((saved.body as AdminSettings).globalAppSettings).toMatchObject({
      isOfflineEnabled: true,
      themeMode: 2,
      gridDefaultRows: 25,
      startUrl: '/money',
    });
    expect(await context()).toMatchObject({ isOfflineEnabled: true, themeMode: 2, gridDefaultRows: 25 });

    // A user who never chose gets the defaults, with offline use off until they turn it on themselves.
    const created = await api.request
      .post('/api/admin/users')
      .set(as(admin))
      .send({ userName: 'rom', email: 'rom@example.com', roles: ['Member'] });
    const ro = await api.login('rom', (created.body as { password: string }).password);
    expect(await accountOf(ro)).toMatchObject({
      isOfflineEnabled: false,
      themeMode: 2,
      gridDefaultRows: 25,
      startUrl: '/money',
    });
    // Their first choice keeps the other defaults (not the table's own column defaults).
    await api.request.post('/api/account/darkmode/false/1').set(as(ro));
    expect(await accountOf(ro)).toMatchObject({ darkMode: false, themeMode: 2, gridDefaultRows: 25 });

    expect(
      (
        await api.request
          .post('/api/admin/settings')
          .set(as(admin))
          .send({ globalAppSettings: { startUrl: 'https://elsewhere.example' } })
      ).body,
    ).toMatchObject({ errors: [{ field: 'globalAppSettings.startUrl' }] });
    expect((await api.request.post('/api/admin/settings').set(as(demo)).send({})).status).toBe(403);
    await api.request
      .post('/api/admin/settings')
      .set(as(admin))
      .send({
        globalAppSettings: { isOfflineEnabled: false, themeMode: 1, gridDefaultRows: 10, startUrl: '/' },
      });
  });

  it('shows images by storage option with paging and search', async () => {
    const now = new Date();
    const png = Buffer.from('iVBORw0KGgo=', 'base64');
    // The demo kitchen's recipe photos are set aside: this test counts its own.
    await api.db('images').where({ image_type_id: 2 }).delete();
    await api.db('images').insert(
      ['b-recipe.png', 'a-recipe.png', 'scan.png'].map((name, index) => ({
        image_type_id: index === 2 ? 3 : 2,
        destination_id: index + 1,
        image_name: name,
        image_type: 'png',
        image_data: png,
        image_meta_data: '',
        created_date: now,
        modified_date: now,
      })),
    );
    const md = await api.request.get('/api/image/md').set(as(admin));
    expect(md.body).toMatchObject({ defaultStorageOption: 2, itemsPerPage: 10, sortBy: 'imageName' });
    const page = (await api.request.get('/api/image/list/1/10/2/imageName/true').set(as(admin)))
      .body as PagedList<{
      id: number;
      imageName: string;
    }>;
    expect(page.records.map((r) => r.imageName)).toEqual(['a-recipe.png', 'b-recipe.png']);
    expect(page.records[0]).not.toHaveProperty('imageData');
    const searched = (await api.request.get('/api/image/list/1/10/2/imageName/false/b-rec').set(as(admin)))
      .body as PagedList<{
      id: number;
    }>;
    expect(searched.total).toBe(1);
    const one = await api.request.get(`/api/image/${searched.records[0]!.id}/2`).set(as(admin));
    expect(one.body).toMatchObject({
      imageName: 'b-recipe.png',
      imageData: 'iVBORw0KGgo=',
      imagePresent: true,
    });
    expect((await api.request.get(`/api/image/${searched.records[0]!.id}/3`).set(as(admin))).status).toBe(
      404,
    );
    expect(
      (await api.request.get('/api/image/list/1/10/7/imageName/true').set(as(admin))).body,
    ).toMatchObject({
      errors: [{ field: 'storageOption' }],
    });
    expect((await api.request.get('/api/image/md').set(as(demo))).status).toBe(403);
  });
});
