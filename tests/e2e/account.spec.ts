import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './credentials';
import { confirmedUser, mailTo, newUser, signIn, tokenOf } from './users';

// The account area end to end: registration and password reset through the outbox (no SMTP in the test
// server), sign-in and sign-out, profile changes, sending a notification, and screenshots of both looks.

/** The path and query of a mailed link (the server names its own public address, which may differ). */
const pathOf = (link: string): string => {
  const url = new URL(link);
  return url.pathname + url.search;
};

test('a visitor registers, confirms the e-mail through the mailed link and signs in', async ({
  page,
  request,
}) => {
  const user = newUser('reg');
  await page.goto('/account/login');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/account\/register$/);
  await expect(page).toHaveTitle('Register | LCARS Portal');
  await expect(page.getByRole('list', { name: 'Password requirements' })).toContainText(
    'At least 12 characters',
  );

  await page.getByLabel('User name').fill(user.username);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('too short');
  await page.getByLabel('Confirm password').fill('too short');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Password must be at least 12 characters long.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  // The proof of work (issue #28): the browser solves the server's challenge while the form is filled in.
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('status')).toHaveText(/Check your e-mail to confirm your address/);

  // Signing in before confirming says so and offers to send the mail again.
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await page.getByLabel('User name').fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Confirmation email needs to be resent.');
  await expect(page.getByRole('button', { name: 'Resend confirmation e-mail' })).toBeVisible();

  const mail = await mailTo(request, user.email, /confirm/i);
  await page.goto(pathOf(mail.link));
  await expect(page.getByRole('status')).toHaveText('Your e-mail address is confirmed.');
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await signIn(page, user);
});

test('a user who forgot the password resets it through the mailed link', async ({ page, request }) => {
  const user = await confirmedUser(request, 'fgt');
  await page.goto('/account/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveTitle('Forgot password | LCARS Portal');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(/reset link is on its way/);

  const mail = await mailTo(request, user.email, /reset/i);
  await page.goto(pathOf(mail.link));
  await expect(page).toHaveURL(/\/account\/forgot\/reset\?code=/);
  const newPassword = 'e2e-a-new-password-43';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status')).toHaveText(/Your password has been reset/);

  await page.goto('/account/login');
  await page.getByLabel('User name').fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Login error: /);
  await signIn(page, { username: user.username, password: newPassword });
});

test('a user signs in, and signs out from the security page', async ({ page, request }) => {
  const user = await confirmedUser(request, 'out');
  await signIn(page, user);
  await page.goto('/account/manage/security');
  await expect(page).toHaveTitle('Security | LCARS Portal');
  await page.getByRole('button', { name: 'Sign out of this browser' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await page.goto('/account/manage/security');
  await expect(page).toHaveURL(/\/account\/login$/);
});

test('remember me keeps the user name for the next visit', async ({ page, request }) => {
  const user = await confirmedUser(request, 'rem');
  await page.goto('/account/login');
  await page.getByLabel('User name').fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your path' })).toBeVisible();
  const cookies = await page.context().cookies();
  const login = cookies.find((cookie) => cookie.name === 'login');
  expect(decodeURIComponent(login?.value ?? '')).toContain(user.username);
});

test('a profile change is saved and still there after a reload', async ({ page, request }) => {
  const user = await confirmedUser(request, 'pro');
  await signIn(page, user);
  await page.goto('/account/manage/profile');
  await expect(page).toHaveTitle('Profile | LCARS Portal');
  await page.getByRole('textbox', { name: 'First name' }).fill('Jean-Luc');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Picard');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Use profile information was saved successfully!')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Jean-Luc');
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Picard');

  // The e-mail tab checks the address with the server as it is typed.
  await page.getByRole('link', { name: 'E-mail' }).click();
  await expect(page).toHaveURL(/tab=email/);
  await page.getByLabel('New e-mail address').fill(user.email);
  await expect(page.getByText('That is your current e-mail address.')).toBeVisible();
});

test('a personal access token is shown once and can be revoked', async ({ page, request }) => {
  const user = await confirmedUser(request, 'tok');
  await signIn(page, user);
  await page.goto('/account/manage/security');
  await page.getByLabel('Token name').fill('backup script');
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByLabel('New token')).toHaveText(/^lcars_/);
  const table = page.getByRole('grid', { name: 'Personal access tokens' });
  await expect(table.getByText('backup script')).toBeVisible();
  await page.getByRole('button', { name: 'Revoke backup script' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(table.getByText('backup script')).toHaveCount(0);
});

test('the admin sends a notification from the send screen and the user finds it in the list', async ({
  browser,
  page,
  request,
}) => {
  const user = await confirmedUser(request, 'ntf');
  await signIn(page, ADMIN);
  await page.goto('/account/notification/send');
  await expect(page).toHaveTitle('Send notification | LCARS Portal');
  // The user list loads with the page: type again until the new user is among the suggestions.
  const recipient = page.getByRole('combobox', { name: 'Recipient' });
  await expect(async () => {
    await recipient.fill('');
    await recipient.fill(user.username);
    await expect(page.getByRole('option', { name: user.username })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.getByRole('option', { name: user.username }).click();
  await page.getByText('HTML', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'HTML' })).toBeChecked();
  await page.getByLabel('Title').fill('Report to the bridge');
  await page.getByLabel('Message').fill('<p>Report <b>now</b></p><script>alert(1)</script>');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('b')).toHaveText('now');
  await expect(preview.locator('script')).toHaveCount(0);
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/notification/send-to-user'));
  await page.getByRole('button', { name: 'Send' }).click();
  expect((await sent).status()).toBe(200);
  // By default the sender gets a copy too.
  await expect(page.getByText('Notification sent to 2 users.')).toBeVisible();

  const other = await browser.newPage();
  await signIn(other, user);
  await other.goto('/account/notification/manage');
  await expect(other).toHaveTitle('Notifications | LCARS Portal');
  const list = other.getByRole('grid', { name: 'Notifications' });
  await expect(list.getByRole('button', { name: 'Report to the bridge', exact: true })).toBeVisible();
  await list.getByRole('button', { name: 'Report to the bridge', exact: true }).click();
  await expect(other.getByRole('dialog').locator('b')).toHaveText('now');
  await other.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await other.getByRole('button', { name: 'Delete Report to the bridge' }).click();
  await other.getByRole('button', { name: 'Yes' }).click();
  await expect(list.getByText('No notifications available')).toBeVisible();
  await other.close();
});

/** The hub's app cards, and the App settings page's cards (one form per app), by title. */
const hubApps = (page: Page) => page.getByRole('list', { name: 'Apps' }).getByRole('heading', { level: 2 });
const appSettingsForms = (page: Page) => page.getByRole('main').getByRole('form', { name: / settings$/ });

/** The apps of a member's hub, in hub order. */
const MEMBER_APPS = ['Money', 'Recipes', 'Secure Repository', 'Scanner', 'Tools', 'Boxing'];

test('App settings lists the apps of the hub; an app switched off there leaves the hub and can be shown again', async ({
  page,
  request,
}) => {
  // A member holds the claims of every app but the admin area, and this build has screens for each.
  const user = await confirmedUser(request, 'aps');
  await signIn(page, user);
  await expect(hubApps(page)).toHaveText(MEMBER_APPS);
  await page.goto('/account/settings/app');
  await expect(page).toHaveTitle('App settings | LCARS Portal');
  await expect(appSettingsForms(page)).toHaveCount(MEMBER_APPS.length);
  await expect(appSettingsForms(page).first()).toHaveAttribute('aria-label', 'Money settings');

  const money = page.getByRole('form', { name: 'Money settings' });
  const showMoney = money.getByRole('switch', { name: 'Show this app' });
  /** Flips "Show this app" (a switch is pressed through its label: its input sits under the track), saves. */
  const flipShowMoneyAndSave = async () => {
    await money
      .locator('label')
      .filter({ has: page.getByRole('switch', { name: 'Show this app' }) })
      .click();
    await money.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Save complete!', { exact: true }).first()).toBeVisible();
  };
  await expect(showMoney).toBeChecked();
  await flipShowMoneyAndSave();

  await page.goto('/');
  await expect(hubApps(page)).toHaveText(MEMBER_APPS.filter((app) => app !== 'Money'));
  // Still listed here, switched off, so it can be switched back on.
  await page.goto('/account/settings/app');
  await expect(showMoney).not.toBeChecked();
  await flipShowMoneyAndSave();
  await page.goto('/');
  await expect(hubApps(page)).toHaveText(MEMBER_APPS);
});

test("the admin's App settings list the apps of the admin's hub", async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(hubApps(page)).toHaveText([...MEMBER_APPS, 'Admin']);
  await page.goto('/account/settings/app');
  await expect(appSettingsForms(page).first()).toBeVisible();
  expect(
    await appSettingsForms(page).evaluateAll((forms) => forms.map((form) => form.getAttribute('aria-label'))),
  ).toEqual([...MEMBER_APPS, 'Admin'].map((app) => `${app} settings`));
});

for (const look of ['material', 'lcars'] as const) {
  test(`screenshots of the account screens in the ${look} look`, async ({ page, request }, testInfo) => {
    // Ten full-page screenshots: more than one page's worth of the default time.
    test.slow();
    const user = await confirmedUser(request, look.slice(0, 3));
    const token = await tokenOf(request, user);
    await request.post(`/api/account/theme-mode/${look === 'lcars' ? 2 : 1}/1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await page.goto(`/account/register?look=${look}`);
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`register-${look}.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath(`register-${look}-phone.png`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await signIn(page, user);
    const screens = [
      ['profile', '/account/manage/profile', 'Your profile'],
      ['picture', '/account/manage/profile?tab=picture', 'Your profile'],
      ['security', '/account/manage/security', 'Security'],
      ['global-settings', '/account/settings/global', 'Global settings'],
      ['app-settings', '/account/settings/app', 'App settings'],
      ['themes', '/account/settings/theme', 'Themes'],
      ['notification-settings', '/account/settings/notification', 'Notification settings'],
      ['notifications', '/account/notification/manage', 'Notifications'],
      ['send', '/account/notification/send', 'Send a notification'],
    ] as const;
    for (const [name, path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: testInfo.outputPath(`${name}-${look}.png`), fullPage: true });
    }
  });
}

test('changing the password says so, empties the fields, and the new password signs in (issue 21)', async ({
  page,
  request,
}) => {
  const user = await confirmedUser(request, 'pw');
  await signIn(page, user);
  await page.goto('/account/manage/security');
  const newPassword = 'a-brand-new-password-77';
  await page.getByRole('textbox', { name: 'Current password' }).fill(user.password);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('region', { name: 'Messages' }).getByText(/password/i)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Current password' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue('');
  const token = await request.post('/api/auth/token', {
    data: { username: user.username, password: newPassword },
  });
  expect(((await token.json()) as { isAuthenticated: boolean }).isAuthenticated).toBe(true);
});
