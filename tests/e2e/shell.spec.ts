import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { ADMIN, DEMO } from './credentials';
import { confirmedUser, signIn as signInAndWait } from './users';

// The shell of issue 6: looks, dark mode, red alert, guard redirects, live notifications, 404 and /version.

type User = { username: string; password: string };

async function signIn(page: Page, user: User, path = '/account/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('User name').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const hub = (page: Page) => page.getByRole('heading', { level: 1, name: 'Choose your path' });
/** The ThemeProvider's element carries the look, scheme and alert in effect. */
const theme = (page: Page) => page.locator('[data-look]').first();

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

async function tokenOf(request: APIRequestContext, user: User): Promise<string> {
  const response = await request.post('/api/auth/token', {
    data: { username: user.username, password: user.password, rememberMe: false },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { jwtToken: string };
  return body.jwtToken;
}

async function userIdOf(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/account/context/1', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { profile: { userId: number } };
  return body.profile.userId;
}

test('look and dark mode switch at runtime and persist after a reload', async ({ page }, testInfo) => {
  // The demo user: the look is saved with the account, and other tests sign in as admin in parallel.
  await signIn(page, DEMO);
  await expect(hub(page)).toBeVisible();
  await expect(theme(page)).toHaveAttribute('data-look', 'material');

  await page.getByRole('button', { name: 'Light mode' }).click();
  await expect(theme(page)).toHaveAttribute('data-scheme', 'light');
  await page.reload();
  await expect(hub(page)).toBeVisible();
  await expect(theme(page)).toHaveAttribute('data-scheme', 'light');
  await shot(page, testInfo, 'shell-material-light');

  await page.getByRole('button', { name: 'LCARS look' }).click();
  await expect(theme(page)).toHaveAttribute('data-look', 'lcars');
  await page.reload();
  await expect(hub(page)).toBeVisible();
  await expect(theme(page)).toHaveAttribute('data-look', 'lcars');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await shot(page, testInfo, 'shell-lcars');

  // The frame's Menu block opens the navigation drawer (modal in the lcars look); it is named by its text.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible();
  await page.waitForTimeout(800);
  await shot(page, testInfo, 'shell-lcars-drawer');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();

  // A red alert in the lcars look: its palette and the status block in the frame's top section.
  await page.getByRole('button', { name: 'Red alert' }).click();
  await expect(theme(page)).toHaveAttribute('data-alert', 'red');
  await expect(page.getByRole('status').filter({ hasText: /red alert/i })).toBeVisible();
  await shot(page, testInfo, 'shell-lcars-red-alert');
  await page.getByRole('button', { name: 'End red alert' }).click();
  await expect(theme(page)).not.toHaveAttribute('data-alert', /./);

  // Back to the defaults, so the account is as the seed left it.
  await page.getByRole('button', { name: 'Material look' }).click();
  await expect(theme(page)).toHaveAttribute('data-look', 'material');
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(theme(page)).toHaveAttribute('data-scheme', 'dark');
  await page.reload();
  await expect(hub(page)).toBeVisible();
  await expect(theme(page)).toHaveAttribute('data-look', 'material');
  await expect(theme(page)).toHaveAttribute('data-scheme', 'dark');
});

test('a red alert shows its status block in the material look', async ({ page }, testInfo) => {
  await signIn(page, ADMIN);
  await expect(hub(page)).toBeVisible();
  await expect(theme(page)).toHaveAttribute('data-look', 'material');
  await shot(page, testInfo, 'shell-material');

  await page.getByRole('button', { name: 'Red alert' }).click();
  await expect(theme(page)).toHaveAttribute('data-alert', 'red');
  await expect(page.getByRole('status').filter({ hasText: /red alert/i })).toBeVisible();
  await shot(page, testInfo, 'shell-material-red-alert');

  // The status block ends it too; the alert is kept on this device only (app-alert).
  await page.getByRole('button', { name: 'End alert' }).click();
  await expect(theme(page)).not.toHaveAttribute('data-alert', /./);
  await expect(page.getByRole('button', { name: 'Red alert' })).toBeVisible();

  // The app bar hides when the window is under 375 px high (a phone on its side).
  await page.setViewportSize({ width: 1280, height: 360 });
  await expect(page.getByRole('button', { name: 'Red alert' })).toBeHidden();
});

test('the guard: signed out goes to login and back to the requested route; signed in leaves login', async ({
  page,
}) => {
  await page.goto('/version');
  await expect(page).toHaveURL(/\/account\/login$/);
  await page.getByLabel('User name').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/version$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Version' })).toBeVisible();

  await page.goto('/account/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(hub(page)).toBeVisible();
});

test('the copyright line opens /version with the client and API versions', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(hub(page)).toBeVisible();
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /LCARS Portal 6\.0\.5-1/ })
    .click();
  await expect(page).toHaveURL(/\/version$/);
  await expect(page.getByTestId('client-version')).toHaveText('6.0.5-1');
  await expect(page.getByTestId('api-version')).not.toHaveText('Unknown');
  await expect(page).toHaveTitle('Version | LCARS Portal');
});

test('the navigation drawer lists the apps, the user settings and sign-out', async ({ page }, testInfo) => {
  await signIn(page, ADMIN);
  await expect(hub(page)).toBeVisible();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('navigation', { name: 'Main', exact: true });
  await expect(drawer.getByRole('link', { name: 'Money' })).toHaveAttribute('href', '/money');
  // Only apps with screens in this build: no link to a 404 page.
  await expect(drawer.getByRole('link', { name: 'Boxing', exact: true })).toHaveAttribute(
    'href',
    '/games/boxing',
  );
  await expect(drawer.getByRole('link', { name: 'Recipes', exact: true })).toHaveAttribute('href', '/recipe');
  await expect(drawer.getByRole('link', { name: 'Secure Repository', exact: true })).toHaveAttribute(
    'href',
    '/repo',
  );
  await expect(drawer.getByRole('link', { name: 'Scanner', exact: true })).toHaveAttribute(
    'href',
    '/scanner',
  );
  await expect(drawer.getByRole('link', { name: 'Tools', exact: true })).toHaveAttribute('href', '/tools');
  const adminGroup = drawer.getByRole('region', { name: 'Admin', exact: true });
  await expect(adminGroup.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute(
    'href',
    '/admin',
  );
  await expect(drawer.getByRole('link', { name: /^Profile of / })).toHaveAttribute(
    'href',
    '/account/manage/profile',
  );
  await shot(page, testInfo, 'shell-material-drawer');
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/account\/login$/);
});

test('a signed-in user on an unknown path sees the 404 page without the shell', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(hub(page)).toBeVisible();
  await page.goto('/nowhere/at/all');
  await expect(page.getByRole('heading', { level: 1, name: /404/ })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveCount(0);
});

test('a notification sent by one user arrives live as a toast and in the drawer of another', async ({
  page,
  request,
}, testInfo) => {
  await signIn(page, ADMIN);
  await expect(hub(page)).toBeVisible();
  const adminId = await userIdOf(request, await tokenOf(request, ADMIN));
  const demoToken = await tokenOf(request, DEMO);
  // Let the live channel connect before sending.
  await page.waitForTimeout(1000);

  const title = `Shell test ${Date.now()}`;
  const sent = await request.post('/api/notification/send-to-user', {
    headers: { Authorization: `Bearer ${demoToken}` },
    data: {
      notificationTitle: title,
      message: '<p>Hello <strong>admin</strong><script>window.pwned = true</script></p>',
      isPlainText: false,
      targetUserId: adminId,
      sendToSelf: false,
    },
  });
  expect(sent.ok()).toBe(true);

  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByText('New notification from demo')).toBeVisible();
  await shot(page, testInfo, 'shell-live-toast');

  await page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ }).click();
  const list = page.getByRole('list', { name: 'Recent notifications' });
  await expect(list.getByText(title)).toBeVisible();
  await page.waitForTimeout(800); // the sheet's slide-in
  await shot(page, testInfo, 'shell-notifications-drawer');

  await list.getByRole('button', { name: new RegExp(title) }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.locator('strong', { hasText: 'admin' })).toBeVisible();
  expect(await dialog.locator('script').count()).toBe(0);
  expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
});

test('without an app context the App Offline page shows', async ({ page }) => {
  await page.route('**/api/app/context/**', (route) => route.abort());
  await page.goto('/account/login');
  await expect(page.getByRole('heading', { level: 1, name: 'App Offline' })).toBeVisible();
  await expect(
    page.getByText('The application could not connect to the server and cannot continue.'),
  ).toBeVisible();
  await expect(page.getByText('Please try again later.')).toBeVisible();
  await expect(page).toHaveTitle('App Offline | LCARS Portal');
});

test('every alert type can be raised from the app bar, the alert of choice is set in Theme settings, and on a phone the app bar stays on one line (issue 21)', async ({
  page,
  request,
}, testInfo) => {
  const user = await confirmedUser(request, 'alerts');
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAndWait(page, user);
  const bar = page.getByRole('banner');
  const boxes = await bar.getByRole('button').evaluateAll((buttons) =>
    buttons.map((button) => {
      const box = button.getBoundingClientRect();
      return { top: Math.round(box.top), right: Math.round(box.right) };
    }),
  );
  expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
  expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(390);

  await bar.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Raise yellow alert', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /yellow alert/i })).toBeVisible();
  await shot(page, testInfo, 'shell-phone-yellow-alert');
  await bar.getByRole('button', { name: 'End yellow alert' }).click();
  await expect(theme(page)).not.toHaveAttribute('data-alert', /./);
  // The look controls live in the menu on a phone.
  await bar.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'LCARS look' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/account/settings/theme');
  await page.getByRole('radio', { name: 'Custom alert', exact: true }).check({ force: true });
  await bar.getByRole('button', { name: 'Custom alert' }).click();
  await expect(theme(page)).toHaveAttribute('data-alert', 'custom');
  await bar.getByRole('button', { name: 'End custom alert' }).click();
});
