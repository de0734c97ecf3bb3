import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { ADMIN } from './credentials';
import { confirmedUser, signIn, tokenOf } from './users';

// Issue 34, shopping lists: a member adds two recipes at the servings chosen to a new list (the flour merges),
// shares it with their household; the partner ticks items off in the shop with the network cut, and the ticks
// sync when it is back; a stranger gets 404. Both looks, at phone width.

test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 30_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

async function openRecipe(page: Page, search: string, title: string): Promise<void> {
  await page.goto('/recipe/list');
  await page.getByLabel('Quick search').fill(search);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** How far anything in the main area reaches past the window's right edge (0: it fits). */
function overflowRight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const right = document.documentElement.clientWidth;
    let by = Math.max(0, document.documentElement.scrollWidth - right);
    for (const element of document.querySelectorAll('main *')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) by = Math.max(by, Math.round(box.right - right));
    }
    return by;
  });
}

test('recipes go to a shared shopping list, merged, and are ticked off offline', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const owner = await confirmedUser(request, 'shopper');
  const partner = await confirmedUser(request, 'partner');
  const stranger = await confirmedUser(request, 'stranger');
  await signIn(page, owner);

  // Pancakes for 8 (the recipe serves 4): twice every amount.
  await openRecipe(page, 'pancakes', 'Classic Buttermilk Pancakes');
  const servings = page.getByRole('textbox', { name: /^Servings/ });
  await servings.fill('8');
  await servings.press('Tab');
  await page.getByRole('button', { name: 'Add to shopping list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to shopping list' });
  await dialog.getByRole('textbox', { name: 'New list title' }).fill('Weekend shop');
  await dialog.getByRole('button', { name: 'Add ingredients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekend shop' })).toBeVisible();
  const toBuy = page.getByRole('list', { name: 'To buy' });
  await expect(toBuy.getByRole('listitem').filter({ hasText: 'All-purpose flour' })).toContainText('4 cups');
  const listUrl = page.url();
  const listId = Number(listUrl.split('/').pop());

  // Cookies as written (24): their 2 1/4 cups of flour join the 4, the butter's cup joins 6 tablespoons.
  await openRecipe(page, 'chocolate chip', 'Chocolate Chip Cookies');
  await page.getByRole('button', { name: 'Add to shopping list' }).click();
  await expect(dialog.getByRole('button', { name: /Shopping list/ })).toContainText('Weekend shop');
  await dialog.getByRole('button', { name: 'Add ingredients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekend shop' })).toBeVisible();
  const flour = toBuy.getByRole('listitem').filter({ hasText: 'All-purpose flour' });
  await expect(flour).toHaveCount(1);
  await expect(flour).toContainText('6 1/4 cups');
  await expect(flour).toContainText('for Classic Buttermilk Pancakes, Chocolate Chip Cookies');
  await expect(toBuy.getByRole('listitem').filter({ hasText: /^Butter ·/ })).toContainText('1 3/8 cups');
  // An item typed on the list.
  await page.getByRole('textbox', { name: 'Item', exact: true }).fill('Paper towels');
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('2 rolls');
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(toBuy.getByRole('listitem').filter({ hasText: 'Paper towels' })).toContainText('2 rolls');

  // Shared with the household.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share Weekend shop' });
  await share.getByRole('searchbox', { name: 'Find a user' }).fill(partner.username);
  await share.getByRole('checkbox', { name: partner.username }).check({ force: true });
  await share.getByRole('button', { name: 'Save sharing' }).click();
  await expect(page.getByText(/is shared with 1 user/).first()).toBeVisible();

  // A stranger: 404, from the API and on the page.
  const strangerToken = await tokenOf(request, stranger);
  const denied = await request.get(`/api/recipe/shopping/list/${listId}`, {
    headers: { authorization: `Bearer ${strangerToken}` },
  });
  expect(denied.status()).toBe(404);

  // The partner, on a phone in the shop: the network drops while ticking.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const shop = await phone.newPage();
    await signIn(shop, partner);
    await shop.goto(listUrl);
    await expect(shop.getByRole('heading', { level: 1, name: 'Weekend shop' })).toBeVisible();
    await expect(shop.getByText(`Shared by ${owner.username}.`)).toBeVisible();
    await phone.setOffline(true);
    // A tick moves the item to the basket (a new row): click, then find it there.
    const basket = shop.getByRole('list', { name: 'In the basket' });
    await shop.getByRole('checkbox', { name: /All-purpose flour/ }).click({ force: true });
    await expect(basket.getByRole('checkbox', { name: /All-purpose flour/ })).toBeChecked();
    await shop.getByRole('checkbox', { name: /Paper towels/ }).click({ force: true });
    await expect(basket.getByRole('checkbox', { name: /Paper towels/ })).toBeChecked();
    await expect(shop.getByRole('status').filter({ hasText: '2 ticks waiting to sync' })).toBeVisible();
    await expect(basket.getByRole('listitem')).toHaveCount(2);
    await shot(shop, testInfo, 'shopping-offline-390-material');
    await phone.setOffline(false);
    await expect(shop.getByRole('status').filter({ hasText: 'All ticks synced.' })).toBeVisible();
  } finally {
    await phone.close();
  }

  // The owner sees the partner's ticks.
  await page.goto(listUrl);
  const basket = page.getByRole('list', { name: 'In the basket' });
  await expect(basket.getByRole('listitem').filter({ hasText: 'All-purpose flour' })).toBeVisible();
  await expect(basket.getByRole('listitem').filter({ hasText: 'Paper towels' })).toBeVisible();

  // Both looks at phone width: nothing reaches past the screen's edge.
  for (const look of ['LCARS', 'Material'] as const) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(listUrl);
    await page.getByRole('button', { name: `${look} look` }).click();
    await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', look.toLowerCase());
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: 'Weekend shop' })).toBeVisible();
    await expect.poll(() => overflowRight(page)).toBe(0);
    await shot(page, testInfo, `shopping-list-390-${look.toLowerCase()}`);
    await page.goto('/recipe/shopping');
    await expect(page.getByRole('link', { name: 'Weekend shop' })).toBeVisible();
    await expect.poll(() => overflowRight(page)).toBe(0);
    await shot(page, testInfo, `shopping-lists-390-${look.toLowerCase()}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(listUrl);
  await page.getByRole('button', { name: 'Clear ticked' }).click();
  await expect(page.getByRole('list', { name: 'In the basket' })).toHaveCount(0);
  await shot(page, testInfo, 'shopping-list-desktop-material');
});

/** A call to the API as the holder of `token`, answering its JSON (the test fails on a refusal). */
async function api<T>(request: APIRequestContext, token: string, path: string, data?: unknown): Promise<T> {
  const headers = { authorization: `Bearer ${token}` };
  const response =
    data === undefined
      ? await request.get(`/api/${path}`, { headers })
      : await request.post(`/api/${path}`, { data, headers });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as T;
}

interface ListAnswer {
  id: number;
  items: { id: number; name: string; checked: boolean }[];
}

// Issue 34, the shop without a network: the lists a member sees (their own, and one their household shares
// with them) come with the Recipes preload; offline they open the shared list they never opened before, tick an
// item, and the tick is saved on the server once they are back online.
test('the preload keeps the shopping lists: a list never opened is ticked offline and synced', async ({
  page,
  context,
  request,
}) => {
  const admin = await tokenOf(request, ADMIN);
  await api(request, admin, 'admin/settings', { globalAppSettings: { isOfflineEnabled: true } });
  await api(request, admin, 'app/save', { appId: 1, isOfflineEnabled: true, isOfflinePreloadEnabled: true });
  const shopper = await confirmedUser(request, 'offshop');
  const partner = await confirmedUser(request, 'offpartner');
  const shopperToken = await tokenOf(request, shopper);
  const partnerToken = await tokenOf(request, partner);
  const shopperId = (await api<{ profile: { userId: number } }>(request, shopperToken, 'account/context/1'))
    .profile.userId;
  const own = await api<ListAnswer>(request, shopperToken, 'recipe/shopping/list', { title: 'My pantry' });
  await api(request, shopperToken, `recipe/shopping/list/${own.id}/items`, { name: 'Rice', amount: '1 kg' });
  const shared = await api<ListAnswer>(request, partnerToken, 'recipe/shopping/list', {
    title: 'Household shop',
    sharedUsers: [shopperId],
  });
  await api(request, partnerToken, `recipe/shopping/list/${shared.id}/items`, {
    name: 'Oat milk',
    amount: '2 l',
  });
  await api(request, partnerToken, `recipe/shopping/list/${shared.id}/items`, { name: 'Apples' });

  await signIn(page, shopper);
  await page.goto('/account/settings/global');
  const allow = page.getByRole('switch', { name: 'Allow offline use' });
  await expect(allow).toBeEnabled();
  await allow.check({ force: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Save complete!').first()).toBeVisible();
  await page.goto('/account/settings/app');
  const recipes = page.getByRole('region', { name: /Recipes$/ });
  await recipes.getByRole('switch', { name: 'Use offline' }).check({ force: true });
  await recipes.getByRole('switch', { name: 'Preload for offline use' }).check({ force: true });
  await recipes.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Save complete!').first()).toBeVisible();
  await recipes.getByRole('button', { name: /preload/i }).click();
  await expect(page.getByText('Recipes is ready for offline use.')).toBeVisible({ timeout: 60_000 });

  // The lists page, never a list opened: then offline mode with the network cut.
  await page.goto('/recipe/shopping');
  await expect(page.getByRole('link', { name: 'My pantry' })).toBeVisible();
  await page.getByRole('button', { name: 'Go offline' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await context.setOffline(true);
  try {
    await expect(page.getByRole('status').filter({ hasText: 'App Offline' })).toBeVisible();
    await expect(page.getByText(/^Offline: the lists kept on this device\./)).toBeVisible();
    const lists = page.getByRole('list', { name: 'Shopping lists' });
    await expect(lists.getByRole('listitem').filter({ hasText: 'Household shop' })).toContainText(
      `0 of 2 ticked · shared by ${partner.username}`,
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => overflowRight(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath('shopping-lists-offline-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await lists.getByRole('link', { name: 'Household shop' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Household shop' })).toBeVisible();
    await expect(page.getByText(`Shared by ${partner.username}.`)).toBeVisible();
    await page.getByRole('checkbox', { name: /Oat milk/ }).click({ force: true });
    const basket = page.getByRole('list', { name: 'In the basket' });
    await expect(basket.getByRole('checkbox', { name: /Oat milk/ })).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: '1 tick waiting to sync.' })).toBeVisible();
    // Editing needs the server: no adding offline.
    await expect(page.getByRole('button', { name: 'Add item' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('shopping-preloaded-offline.png'), fullPage: true });
  } finally {
    await context.setOffline(false);
  }
  await page.getByRole('button', { name: 'Go online' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  // Going online leaves for the hub; the Recipes refresh sends the waiting tick. Saved on the server: the
  // partner sees it.
  await expect
    .poll(async () => {
      const list = await api<ListAnswer>(request, partnerToken, `recipe/shopping/list/${shared.id}`);
      return Object.fromEntries(list.items.map((item) => [item.name, item.checked]));
    })
    .toEqual({ 'Oat milk': true, Apples: false });
  await page.goto(`/recipe/shopping/${shared.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'All ticks synced.' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'In the basket' }).getByRole('checkbox', { name: /Oat milk/ }),
  ).toBeChecked();
});
