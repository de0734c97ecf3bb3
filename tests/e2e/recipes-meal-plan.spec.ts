import { expect as baseExpect, test, type Page, type TestInfo } from '@playwright/test';
import { confirmedUser, signIn } from './users';

// Issue 34, meal plan: a member plans two recipes for today from their pages, sees them in the week's calendar
// by meal, and adds the week's meals to a shopping list (the flour of both merged). Both looks, at phone width.

test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 30_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

async function plan(page: Page, search: string, title: string, meal: string): Promise<void> {
  await page.goto('/recipe/list');
  await page.getByLabel('Quick search').fill(search);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Plan this recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan this recipe' });
  await dialog.getByRole('button', { name: /Meal$/ }).click();
  await page.getByRole('option', { name: meal, exact: true }).click();
  await dialog.getByRole('button', { name: 'Plan', exact: true }).click();
  await expect(
    page.getByText(new RegExp(`${title} is planned for ${meal.toLowerCase()}`)).first(),
  ).toBeVisible();
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

test("a member plans the week's meals and sends them to a shopping list", async ({
  page,
  request,
}, testInfo) => {
  const user = await confirmedUser(request, 'planner');
  await signIn(page, user);
  await page.goto('/recipe/shopping');
  await page.getByRole('textbox', { name: 'New list' }).fill('Week list');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Week list' })).toBeVisible();

  await plan(page, 'pancakes', 'Classic Buttermilk Pancakes', 'Breakfast');
  await plan(page, 'chocolate chip', 'Chocolate Chip Cookies', 'Snack');

  await page.goto('/recipe/meal-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Meal plan' })).toBeVisible();
  await expect(page.getByRole('list', { name: /^Breakfast, / }).getByRole('link')).toHaveText(
    'Classic Buttermilk Pancakes',
  );
  await expect(page.getByRole('list', { name: /^Snack, / }).getByRole('link')).toHaveText(
    'Chocolate Chip Cookies',
  );

  for (const look of ['LCARS', 'Material'] as const) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/recipe/meal-plan');
    await page.getByRole('button', { name: `${look} look` }).click();
    await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', look.toLowerCase());
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('list', { name: /^Snack, / })).toBeVisible();
    await expect.poll(() => overflowRight(page)).toBe(0);
    await shot(page, testInfo, `meal-plan-390-${look.toLowerCase()}`);
  }

  await page.getByRole('button', { name: "Add this week's meals" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Week list' })).toBeVisible();
  const flour = page
    .getByRole('list', { name: 'To buy' })
    .getByRole('listitem')
    .filter({ hasText: 'All-purpose flour' });
  await expect(flour).toContainText('4 1/4 cups');
  await expect(flour).toContainText('for Classic Buttermilk Pancakes, Chocolate Chip Cookies');

  // Another week is empty; a planned meal can be removed.
  await page.goto('/recipe/meal-plan');
  await page.getByRole('button', { name: 'Next week', exact: true }).click();
  await expect(page.getByRole('list', { name: /^Snack, / })).toHaveCount(0);
  await page.getByRole('button', { name: 'This week', exact: true }).click();
  await page.getByRole('button', { name: /^Remove Chocolate Chip Cookies from snack/ }).click();
  await expect(page.getByRole('list', { name: /^Snack, / })).toHaveCount(0);
});
