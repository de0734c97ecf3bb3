import { expect as baseExpect, test, type Page, type TestInfo } from '@playwright/test';
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
