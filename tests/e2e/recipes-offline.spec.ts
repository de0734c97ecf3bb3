import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from './credentials';
import { confirmedUser, tokenOf } from './users';

// Issue 20, offline: the administrator allows offline use for the portal and for Recipes; a member allows it
// for themselves, keeps pictures offline, preloads Recipes (progress bar), goes offline with the network cut,
// searches the collection on the device, opens a recipe, finds editing disabled, and comes back online.

test.describe.configure({ timeout: 300_000 });
// The machine is shared and often loaded: every expectation waits longer than the default 10 s.
test.use({ actionTimeout: 60_000 });
const slow = { timeout: 60_000 };
const expect = baseExpect.configure({ timeout: 60_000 });

async function asAdmin(request: APIRequestContext, path: string, data: unknown): Promise<void> {
  const token = await tokenOf(request, ADMIN);
  const response = await request.post(`/api/${path}`, {
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

async function confirm(page: Page): Promise<void> {
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
}

test('a member preloads Recipes, searches and opens a recipe with the network cut', async ({
  page,
  context,
  request,
}) => {
  await asAdmin(request, 'admin/settings', { globalAppSettings: { isOfflineEnabled: true } });
  await asAdmin(request, 'app/save', { appId: 1, isOfflineEnabled: true, isOfflinePreloadEnabled: true });
  const user = await confirmedUser(request, 'offcook');
  await page.goto('/account/login');
  await page.getByLabel('User name').fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your path' })).toBeVisible(slow);

  await page.goto('/account/settings/global');
  const allow = page.getByRole('switch', { name: 'Allow offline use' });
  await expect(allow).toBeEnabled();
  await allow.check({ force: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Save complete!').first()).toBeVisible(slow);

  await page.goto('/account/settings/app');
  const recipes = page.getByRole('region', { name: /Recipes$/ });
  await recipes.getByRole('switch', { name: 'Use offline' }).check({ force: true });
  await recipes.getByRole('switch', { name: 'Preload for offline use' }).check({ force: true });
  await recipes.getByRole('checkbox', { name: 'Pictures offline' }).check({ force: true });
  await recipes.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Save complete!').first()).toBeVisible(slow);
  // Not preloaded yet: the server icon.
  await expect(recipes.getByRole('img', { name: 'Loaded from the server' })).toBeVisible(slow);
  await recipes.getByRole('button', { name: /preload/i }).click();
  await expect(page.getByText('Recipes is ready for offline use.')).toBeVisible({ timeout: 60_000 });
  await expect(recipes.getByRole('img', { name: 'Preloaded on this device' })).toBeVisible(slow);

  // Issue 29: preloaded, still in online mode, the network cut: the pages read the device's copy and say so
  // (before, "No connection" and an empty list).
  await page.goto('/recipe/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Find It Fast' })).toBeVisible(slow);
  await context.setOffline(true);
  try {
    await page.getByRole('searchbox', { name: 'Quick search' }).fill('roast chick');
    const found = page.getByRole('list', { name: 'Recipes' });
    await expect(found.getByRole('link', { name: 'Lemon Herb Roast Chicken' })).toBeVisible(slow);
    await expect(page.getByText('No connection: showing the recipes kept on this device.')).toBeVisible(slow);
    await expect(page.getByRole('button', { name: 'Add recipe' })).toHaveCount(0);
    await found.getByRole('link', { name: 'Lemon Herb Roast Chicken' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lemon Herb Roast Chicken' })).toBeVisible(slow);
    await expect(page.getByText('No connection: showing the recipes kept on this device.')).toBeVisible(slow);
    await page.screenshot({ path: test.info().outputPath('recipes-no-connection-view.png'), fullPage: true });
  } finally {
    await context.setOffline(false);
  }

  await page.getByRole('button', { name: 'Go offline' }).click();
  await confirm(page);
  await context.setOffline(true);
  try {
    await expect(page.getByRole('status').filter({ hasText: 'App Offline' })).toBeVisible(slow);
    await page.goto('/recipe/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Find It Fast' })).toBeVisible(slow);
    await expect(page.getByText('Offline: searching the recipes kept on this device.')).toBeVisible(slow);
    // Nothing new offline.
    await expect(page.getByRole('button', { name: 'Add recipe' })).toHaveCount(0);

    const list = page.getByRole('list', { name: 'Recipes' });
    await page.getByRole('searchbox', { name: 'Quick search' }).fill('roast chick');
    await expect(list.getByRole('link', { name: 'Lemon Herb Roast Chicken' })).toBeVisible(slow);
    // Best match first: the title weighs most ("chicken stock" in a soup matches too, further down).
    await expect(list.getByRole('listitem').first()).toContainText('Lemon Herb Roast Chicken');
    await page.getByRole('checkbox', { name: 'Whole word' }).check({ force: true });
    await expect(list.getByRole('listitem')).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Whole word' }).uncheck({ force: true });
    // An ingredient search on the device (OR across the ingredient fields).
    await page.getByRole('searchbox', { name: 'Quick search' }).fill('potato');
    await expect(list.getByRole('link', { name: 'Lemon Herb Roast Chicken' })).toBeVisible(slow);
    // The device's page counts from 1, as the server's does ("1-3 of 3", not "0-3").
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/Previous\s*1-\d+ of \d+/);
    await page.screenshot({ path: test.info().outputPath('recipes-offline-list.png'), fullPage: true });

    await list.getByRole('link', { name: 'Lemon Herb Roast Chicken' }).click();
    await expect(page).toHaveURL(/\/recipe\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lemon Herb Roast Chicken' })).toBeVisible(slow);
    await expect(page.getByRole('heading', { name: 'For the potatoes' })).toBeVisible(slow);
    // Pictures were kept on the device.
    await expect(page.getByRole('img', { name: /^Image 1 of/ })).toBeVisible(slow);
    // Edit, archive and rating are disabled offline.
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Archive' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Rate / })).toHaveCount(0);
    // Comments were not kept offline (only pictures): the notes panel says so rather than "No notes yet."
    await page
      .locator('label')
      .filter({ has: page.getByRole('switch', { name: 'Notes', exact: true }) })
      .click();
    await expect(page.getByText(/^Notes are not available offline on this device\./)).toBeVisible(slow);
    await expect(page.getByText('No notes yet.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add a note' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('recipes-offline-view.png'), fullPage: true });

    // The form does not allow offline use: the guard lands on the list (rule 4).
    await page.goto('/recipe/0/edit');
    await expect(page).toHaveURL(/\/recipe\/list$/);
  } finally {
    await context.setOffline(false);
  }
  await page.getByRole('button', { name: 'Go online' }).click();
  await confirm(page);
  await expect(page.getByRole('status').filter({ hasText: 'App Offline' })).toHaveCount(0);
});
