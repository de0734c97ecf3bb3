import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { confirmedUser, signInHere, tokenOf } from './users';

// Issue 6: a look chosen in the address (?look=, ?dark=) is the user's latest choice: it wins over the
// account's saved look and is saved to it.
// Each test signs in a user of its own, so changing the account's look disturbs no other test.

const hub = (page: Page) => page.getByRole('heading', { level: 1, name: 'Choose your path' });
/** The ThemeProvider's element carries the look and scheme in effect. */
const theme = (page: Page) => page.locator('[data-look]').first();

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

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
