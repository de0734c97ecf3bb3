import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { confirmedUser, signInHere, tokenOf } from './users';

// Issue 6: the theme chosen for an app applies inside that app only, and a look chosen in the address
// (?look=, ?dark=) is the user's latest choice: it wins over the account's saved look and is saved to it.
// Each test signs in a user of its own, so changing the account's look disturbs no other test.

const hub = (page: Page) => page.getByRole('heading', { level: 1, name: 'Choose your path' });
/** The ThemeProvider's element carries the look and scheme in effect. */
const theme = (page: Page) => page.locator('[data-look]').first();

const CRIMSON = 'rgb(183, 28, 28)'; // #B71C1C
const MATERIAL_PRIMARY = 'rgb(41, 98, 255)'; // #2962FF, the material look's primary

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test('a theme chosen for Money applies inside Money, and the global look everywhere else', async ({
  page,
  request,
}, testInfo) => {
  const user = await confirmedUser(request, 'apptheme');
  const token = await tokenOf(request, user);
  // The user's own theme: light, with a crimson primary colour.
  const created = await request.post('/api/theme/save', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: 'Crimson light',
      dark: false,
      themeColors: [{ themeColorName: 'primary', themeColorValue: '#B71C1C' }],
    },
  });
  expect(created.ok()).toBeTruthy();

  await page.goto('/account/login');
  await signInHere(page, user);
  await expect(theme(page)).toHaveAttribute('data-scheme', 'dark');

  // Account, Themes: choose the theme, "Use for" Money.
  await page.goto('/account/settings/theme');
  await page
    .getByRole('grid', { name: 'Themes' })
    .getByRole('row', { name: /Crimson light/ })
    .click();
  await page.getByRole('button', { name: /Use for/ }).click();
  await page.getByRole('option', { name: 'Money' }).click();
  await page.getByRole('button', { name: 'Use Crimson light' }).click();
  await expect(page.getByText('Crimson light is now the theme of Money.')).toBeVisible();
  // The settings page is the platform's own: still the global look.
  await expect(page.getByRole('banner')).toHaveCSS('background-color', MATERIAL_PRIMARY);

  // Inside Money: the app's theme (its colours, and light as the theme says).
  await page.getByRole('link', { name: 'LCARS Portal', exact: true }).click();
  await page.getByRole('link', { name: 'Open Money' }).click();
  await expect(page).toHaveURL(/\/money$/);
  await expect(page.getByRole('banner')).toHaveCSS('background-color', CRIMSON);
  await expect(theme(page)).toHaveAttribute('data-scheme', 'light');
  await page.getByRole('link', { name: 'Open Ledgers' }).click();
  await expect(page).toHaveURL(/\/money\/ledgers$/);
  await expect(page.getByRole('banner')).toHaveCSS('background-color', CRIMSON);
  await shot(page, testInfo, 'money-theme-material');

  // Leaving Money: the global look again.
  await page.getByRole('link', { name: 'LCARS Portal', exact: true }).click();
  await expect(hub(page)).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCSS('background-color', MATERIAL_PRIMARY);
  await expect(theme(page)).toHaveAttribute('data-scheme', 'dark');

  // Opened directly (a reload loads the user's themes), and in the lcars look too.
  await page.goto('/money');
  await expect(page.getByRole('banner')).toHaveCSS('background-color', CRIMSON);
  await page.getByRole('button', { name: 'LCARS look' }).click();
  await expect(theme(page)).toHaveAttribute('data-look', 'lcars');
  const menuBlock = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(menuBlock).toHaveCSS('background-color', CRIMSON);
  await shot(page, testInfo, 'money-theme-lcars');
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(hub(page)).toBeVisible();
  await expect(menuBlock).not.toHaveCSS('background-color', CRIMSON);
  await shot(page, testInfo, 'hub-global-lcars');

  // "Use the global look" gives Money the global look back.
  await page.goto('/account/settings/theme');
  await page
    .getByRole('grid', { name: 'Themes' })
    .getByRole('row', { name: /Crimson light/ })
    .click();
  await expect(page.getByText('Already in use there')).toBeVisible();
  await shot(page, testInfo, 'theme-settings-lcars');
  await page.getByRole('button', { name: 'Use the global look' }).click();
  await expect(page.getByText('Money uses the global look again.')).toBeVisible();
  await page.goto('/money');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(menuBlock).not.toHaveCSS('background-color', CRIMSON);
});

test('a look chosen in the address wins over the account after sign-in and is saved to the account', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const user = await confirmedUser(request, 'urllook');
  const token = await tokenOf(request, user);
  const savedLook = async () => {
    const response = await request.get('/api/account/context/1', {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { globalAppSettings: { themeMode: number; darkMode: boolean } };
    return body.globalAppSettings;
  };
  expect(await savedLook()).toMatchObject({ themeMode: 1, darkMode: true });

  // Signed out, /?look=lcars leads to the login page in the lcars look...
  await page.goto('/?look=lcars');
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(theme(page)).toHaveAttribute('data-look', 'lcars');
  // ...and the account's saved material look does not take over after sign-in.
  await signInHere(page, user);
  await expect(theme(page)).toHaveAttribute('data-look', 'lcars');
  await expect.poll(savedLook).toMatchObject({ themeMode: 2 });
  await expect(theme(page)).toHaveAttribute('data-look', 'lcars');
  const stored = await page.evaluate(() => localStorage.getItem('lcars-user'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ themeMode: 2 });
  await shot(page, testInfo, 'hub-after-look-lcars');

  // Another device (a fresh browser) signs in to the look the account now keeps.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/account/login');
  await signInHere(otherPage, user);
  await expect(theme(otherPage)).toHaveAttribute('data-look', 'lcars');
  await other.close();

  // Signed in, ?look=material&dark=0 switches at once and is saved as well.
  await page.goto('/?look=material&dark=0');
  await expect(hub(page)).toBeVisible();
  await expect(theme(page)).toHaveAttribute('data-look', 'material');
  await expect(theme(page)).toHaveAttribute('data-scheme', 'light');
  await expect.poll(savedLook).toMatchObject({ themeMode: 1, darkMode: false });
  await shot(page, testInfo, 'hub-after-look-material-light');
});

test("an app's primary colour from App settings applies inside that app in the material look only", async ({
  page,
  request,
}, testInfo) => {
  const user = await confirmedUser(request, 'appcolour');
  await page.goto('/account/login');
  await signInHere(page, user);

  // Account, App settings: Money's primary colour (every app stores the default until changed).
  await page.goto('/account/settings/app');
  const money = page.getByRole('form', { name: 'Money settings' });
  await expect(money.getByLabel('Primary colour')).toHaveValue('#2962ff');
  await money.getByLabel('Primary colour').fill('#b71c1c');
  await money.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Save complete!', { exact: true }).first()).toBeVisible();
  // The settings page is the platform's own: the look's colours.
  await expect(page.getByRole('banner')).toHaveCSS('background-color', MATERIAL_PRIMARY);

  // The hub keeps the look's colours; inside Money, Money's primary colour.
  await page.getByRole('link', { name: 'LCARS Portal', exact: true }).click();
  await expect(hub(page)).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCSS('background-color', MATERIAL_PRIMARY);
  await shot(page, testInfo, 'hub-app-colour-material');
  await page.getByRole('link', { name: 'Open Money' }).click();
  await expect(page).toHaveURL(/\/money$/);
  await expect(page.getByRole('banner')).toHaveCSS('background-color', CRIMSON);
  await shot(page, testInfo, 'money-app-colour-material');

  // Opened directly after a reload, too.
  await page.goto('/money/ledgers');
  await expect(page.getByRole('banner')).toHaveCSS('background-color', CRIMSON);

  // The lcars look keeps its own palette, in Money as on the hub (docs/decisions.md).
  await page.getByRole('button', { name: 'LCARS look' }).click();
  await expect(theme(page)).toHaveAttribute('data-look', 'lcars');
  const menuBlock = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(menuBlock).toBeVisible();
  await expect(menuBlock).not.toHaveCSS('background-color', CRIMSON);
  await shot(page, testInfo, 'money-app-colour-lcars');
  const moneyLcarsColour = await menuBlock.evaluate((element) => getComputedStyle(element).backgroundColor);
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(hub(page)).toBeVisible();
  await expect(menuBlock).toHaveCSS('background-color', moneyLcarsColour);
  await shot(page, testInfo, 'hub-app-colour-lcars');
});
