import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, DEMO } from './credentials';

async function signIn(page: Page, user: { username: string; password: string }, query = ''): Promise<void> {
  await page.goto(`/account/login${query}`);
  await page.getByLabel('User name').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your path' })).toBeVisible();
}

/** Signs in through the API and answers the bearer header. */
async function bearer(request: APIRequestContext, user: { username: string; password: string }) {
  const response = await request.post('/api/auth/token', {
    data: { username: user.username, password: user.password, rememberMe: false },
  });
  expect(response.ok()).toBe(true);
  const { jwtToken } = (await response.json()) as { jwtToken: string };
  return { authorization: `Bearer ${jwtToken}` };
}

async function claimsOf(request: APIRequestContext, user: { username: string; password: string }) {
  const response = await request.get('/api/account/context/1', { headers: await bearer(request, user) });
  expect(response.ok()).toBe(true);
  const context = (await response.json()) as { claims: { type: string; value: string }[] };
  return context.claims.map((claim) => `${claim.type}/${claim.value}`);
}

/** The page's own message after an action (the toast region says it too). */
const notice = (page: Page, text: string) =>
  page.getByRole('main').getByRole('status').filter({ hasText: text });

async function openUser(page: Page, userName: string): Promise<void> {
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(userName);
  await page.getByRole('link', { name: `Edit ${userName}`, exact: true }).click();
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: `Edit user ${userName}` }),
  ).toBeVisible();
}

test('the admin gives demo the Recipe Super User role, which demo then holds', async ({ page, request }) => {
  await signIn(page, ADMIN);
  await openUser(page, DEMO.username);
  const roles = page.getByRole('group', { name: 'Roles' });
  const role = roles.getByRole('checkbox', { name: 'Recipe Super User' });
  await expect(role).not.toBeChecked();
  await roles.getByText('Recipe Super User', { exact: true }).click();
  await expect(notice(page, 'Roles saved.')).toBeVisible();
  await expect(role).toBeChecked();

  // Demo signs in afresh and holds the role's claims.
  expect(await claimsOf(request, DEMO)).toContain('SystemItem/SystemItemCreate');

  // The page reads the same after a reload.
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Roles' }).getByRole('checkbox', { name: 'Recipe Super User' }),
  ).toBeChecked();
});

test('the admin disables and re-enables a user', async ({ page, request }) => {
  const userName = `e2e-disable-${Date.now()}`;
  const password = 'e2e-disable-password-42';
  const created = await request.post('/api/admin/users', {
    headers: await bearer(request, ADMIN),
    data: { userName, email: `${userName}@example.test`, password, roles: ['Member'] },
  });
  expect(created.status()).toBe(201);

  await signIn(page, ADMIN);
  await openUser(page, userName);
  await page.getByRole('button', { name: 'Disable user' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(notice(page, 'User disabled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable user' })).toBeVisible();

  // A disabled user cannot sign in.
  const signInAs = async () =>
    (await (await request.post('/api/auth/token', { data: { username: userName, password } })).json()) as {
      isAuthenticated: boolean;
      loginFailureReason: number;
    };
  expect(await signInAs()).toMatchObject({ isAuthenticated: false, loginFailureReason: 4 });

  await page.getByRole('button', { name: 'Enable user' }).click();
  await expect(notice(page, 'User enabled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disable user' })).toBeVisible();
  expect(await signInAs()).toMatchObject({ isAuthenticated: true, loginFailureReason: 0 });
});

test('the admin adds a name prefix and sees it listed', async ({ page }) => {
  const title = `Capt${Date.now() % 100000}`;
  await signIn(page, ADMIN);
  await page.goto('/admin/system-item/prefixes');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Name prefixes' }),
  ).toBeVisible();

  // Delete with nothing selected: its fixed message.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: 'Could not find item to delete!' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Add prefix' }).click();
  const editor = page.getByRole('dialog', { name: 'New prefix' });
  await editor.getByLabel('Title', { exact: true }).fill(title);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('alert')).toHaveText('Item data was not found, cannot continue.');

  await editor.getByLabel('Description').fill('Captain, from the end-to-end test');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(notice(page, `Prefix ${title} saved.`)).toBeVisible();

  await page.getByLabel('Search').fill(title);
  const table = page.getByRole('grid', { name: 'Name prefixes' });
  await expect(table.getByRole('row').filter({ hasText: title })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: 'Captain, from the end-to-end test' })).toHaveCount(
    1,
  );
});

test('a member opening the admin area is refused', async ({ page }) => {
  await signIn(page, DEMO);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: '403 Access denied' })).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: '403 Access denied' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Users' })).toHaveCount(0);
});

for (const look of ['material', 'lcars'] as const) {
  test(`screenshots of admin home, users and user edit in the ${look} look`, async ({ page }, testInfo) => {
    // The admin's own setting (material) would take over on sign-in: this page alone sees the look asked for,
    // so the account's real setting, which other tests share, stays as it is.
    await page.route('**/api/account/context/1', async (route) => {
      const response = await route.fetch();
      const context = (await response.json()) as { globalAppSettings: Record<string, unknown> };
      context.globalAppSettings.themeMode = look === 'lcars' ? 2 : 1;
      await route.fulfill({ response, json: context });
    });
    await signIn(page, ADMIN, `?look=${look}`);
    await page.goto('/admin');
    await expect(page.locator(`[data-look="${look}"]`).first()).toBeAttached();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    await expect(page).toHaveTitle('Admin | LCARS Portal');
    await page.screenshot({ path: testInfo.outputPath(`admin-home-${look}.png`), fullPage: true });

    await page.getByRole('link', { name: 'Open Users' }).click();
    await expect(page.getByRole('link', { name: 'Edit admin', exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`admin-users-${look}.png`), fullPage: true });

    await openUser(page, 'demo');
    await expect(page.getByRole('group', { name: 'Roles' }).getByRole('checkbox')).not.toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`admin-user-edit-${look}.png`), fullPage: true });
  });
}

test('an administrator backs the portal up from the Backups page and sees the run', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/admin/backups');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
  await expect(page.getByText(/^Every 24 hours, keeping the newest archive/)).toBeVisible();
  await page.getByRole('button', { name: 'Back up now' }).click();
  const runs = page.getByRole('grid', { name: 'Backup runs' });
  // The run ends in a few seconds: Refresh until its row says so.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(runs.getByRole('row').filter({ hasText: 'Done' }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(
    runs
      .getByRole('row')
      .filter({ hasText: /lcars-\d{4}-\d\d-\d\d-\d{6}\.zip/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/Last: done,/)).toBeVisible();
});
