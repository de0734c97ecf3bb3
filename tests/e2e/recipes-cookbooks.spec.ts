import { expect as baseExpect, test, type Page, type TestInfo } from '@playwright/test';
import { confirmedUser, signIn, tokenOf } from './users';

// Issue 34, cookbooks: a member gathers two recipes in a new cookbook from their pages, shares it with a
// household member who reads it; a stranger gets 404. Both looks, at phone width.

test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 30_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

async function addToCookbook(page: Page, search: string, title: string, newTitle?: string): Promise<void> {
  await page.goto('/recipe/list');
  await page.getByLabel('Quick search').fill(search);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cookbook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to cookbook' });
  await expect(dialog.getByRole('button', { name: /Cookbook$/ })).toBeVisible();
  if (newTitle) await dialog.getByRole('textbox', { name: 'New cookbook title' }).fill(newTitle);
  await dialog.getByRole('button', { name: 'Add recipe' }).click();
  await expect(page.getByText(new RegExp(`${title} is in the cookbook`)).first()).toBeVisible();
}

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

test('a member gathers recipes in a cookbook and shares it', async ({ page, browser, request }, testInfo) => {
  const owner = await confirmedUser(request, 'bookowner');
  const reader = await confirmedUser(request, 'bookreader');
  const stranger = await confirmedUser(request, 'bookstranger');
  await signIn(page, owner);
  await addToCookbook(page, 'pancakes', 'Classic Buttermilk Pancakes', 'Sunday mornings');
  await addToCookbook(page, 'chocolate chip', 'Chocolate Chip Cookies');

  await page.goto('/recipe/cookbooks');
  await page.getByRole('link', { name: 'Sunday mornings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sunday mornings' })).toBeVisible();
  const recipes = page.getByRole('list', { name: 'Recipes of the cookbook' });
  await expect(recipes.getByRole('link')).toHaveText([
    'Classic Buttermilk Pancakes',
    'Chocolate Chip Cookies',
  ]);
  const bookUrl = page.url();
  const bookId = Number(bookUrl.split('/').pop());

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share Sunday mornings' });
  await share.getByRole('searchbox', { name: 'Find a user' }).fill(reader.username);
  await share.getByRole('checkbox', { name: reader.username }).check({ force: true });
  await share.getByRole('button', { name: 'Save sharing' }).click();
  await expect(page.getByText(/Sunday mornings is shared with 1 user/).first()).toBeVisible();

  const denied = await request.get(`/api/recipe/cookbook/${bookId}`, {
    headers: { authorization: `Bearer ${await tokenOf(request, stranger)}` },
  });
  expect(denied.status()).toBe(404);

  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const readerPage = await other.newPage();
    await signIn(readerPage, reader);
    await readerPage.goto('/recipe/cookbooks');
    await readerPage.getByRole('link', { name: 'Sunday mornings' }).click();
    await expect(readerPage.getByText(`Shared by ${owner.username}.`)).toBeVisible();
    await expect(readerPage.getByRole('button', { name: 'Delete cookbook' })).toHaveCount(0);
    await expect(readerPage.getByRole('button', { name: /^Take / })).toHaveCount(0);
  } finally {
    await other.close();
  }

  for (const look of ['LCARS', 'Material'] as const) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(bookUrl);
    await page.getByRole('button', { name: `${look} look` }).click();
    await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', look.toLowerCase());
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(recipes.getByRole('link').first()).toBeVisible();
    await expect.poll(() => overflowRight(page)).toBe(0);
    await shot(page, testInfo, `cookbook-390-${look.toLowerCase()}`);
    await page.goto('/recipe/cookbooks');
    await expect(page.getByRole('link', { name: 'Sunday mornings' })).toBeVisible();
    await expect.poll(() => overflowRight(page)).toBe(0);
    await shot(page, testInfo, `cookbooks-390-${look.toLowerCase()}`);
  }
  await page.goto(bookUrl);
  await page.getByRole('button', { name: 'Take Chocolate Chip Cookies out' }).click();
  await expect(recipes.getByRole('link')).toHaveText(['Classic Buttermilk Pancakes']);
});
