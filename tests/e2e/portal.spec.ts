import { expect, test, type Page } from '@playwright/test';
import { ADMIN, DEMO } from './credentials';
import { confirmedUser } from './users';

// The apps this build has screens for (apps/registry.ts): every app of the catalogue, in hub order.
const APPS_WITH_SCREENS = ['Money', 'Recipes', 'Secure Repository', 'Scanner', 'Tools', 'Boxing', 'Admin'];

async function signIn(page: Page, user: { username: string; password: string }, query = ''): Promise<void> {
  await page.goto(`/account/login${query}`);
  await page.getByLabel('User name').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const appHeadings = (page: Page) =>
  page.getByRole('list', { name: 'Apps' }).getByRole('heading', { level: 2 });

test('admin signs in and chooses from the apps with screens, Admin included', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your path' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Home | LCARS Portal');
  await expect(appHeadings(page)).toHaveText(APPS_WITH_SCREENS);
  await expect(page.getByRole('link', { name: 'Open Money' })).toHaveAttribute('href', '/money');
  await expect(page.getByRole('link', { name: 'Open Scanner' })).toHaveAttribute('href', '/scanner');
  await expect(page.getByRole('link', { name: 'Open Tools' })).toHaveAttribute('href', '/tools');
});

test('a member does not see the admin area', async ({ page }) => {
  await signIn(page, DEMO);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your path' })).toBeVisible();
  await expect(appHeadings(page)).toHaveText(APPS_WITH_SCREENS.filter((app) => app !== 'Admin'));
});

test('a wrong password shows the login error and stays on login', async ({ page }) => {
  await signIn(page, { username: 'admin', password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText(/^Login error: .+/);
  await expect(page).toHaveURL(/\/account\/login$/);
});

test('a signed-out visitor of / lands on login, which offers login and register, then reaches the hub', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page).toHaveTitle('Login | LCARS Portal');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
  await page.getByLabel('User name').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your path' })).toBeVisible();
});

test('a signed-in user opening login is sent to the hub; signing out returns to login', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'Choose your path' })).toBeVisible();
  await page.goto('/account/login');
  await expect(page.getByRole('heading', { name: 'Choose your path' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/account\/login$/);
});

test('remember me keeps the session for a new tab', async ({ context, page }) => {
  await page.goto('/account/login');
  await page.getByLabel('User name').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your path' })).toBeVisible();

  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('heading', { name: 'Choose your path' })).toBeVisible();
});

test('without remember me the session stays with its tab', async ({ context, page }) => {
  await signIn(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'Choose your path' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Choose your path' })).toBeVisible();

  const other = await context.newPage();
  await other.goto('/');
  await expect(other).toHaveURL(/\/account\/login$/);
});

test('an unknown path shows the 404 page without the shell', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: /404/ })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | LCARS Portal');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

for (const look of ['material', 'lcars'] as const) {
  test(`screenshots of login and hub in the ${look} look`, async ({ page, request }, testInfo) => {
    // A user of its own: the look in the address is saved to the account that signs in on this page.
    const user = await confirmedUser(request, `shot${look.slice(0, 3)}`);
    await page.goto(`/account/login?look=${look}`);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`login-${look}.png`), fullPage: true });

    await page.getByLabel('User name').fill(user.username);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`login-error-${look}.png`), fullPage: true });

    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    // A member: the apps with screens but the admin area.
    await expect(appHeadings(page)).toHaveText(APPS_WITH_SCREENS.filter((app) => app !== 'Admin'));
    await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', look);
    await page.screenshot({ path: testInfo.outputPath(`hub-${look}.png`), fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath(`hub-${look}-mobile.png`), fullPage: true });
  });
}
