import { expect as baseExpect, test, type Page, type TestInfo } from '@playwright/test';
import { confirmedUser, signIn } from './users';

// Issue 34, cook mode and print: a member opens a recipe in cook mode (one step at a time, its ingredients,
// a timer started and run out with page.clock, the screen's wake lock asked for), then prints it: on paper
// only the recipe shows, no shell. Both looks, at phone width.

test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 30_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test('cook mode shows a step with its ingredients and timers, keeps the screen on; print shows the recipe only', async ({
  page,
  request,
}, testInfo) => {
  // The page's wake lock is a stub that records the request (headless Chromium has none to grant).
  await page.addInitScript(() => {
    const calls: string[] = [];
    (globalThis as unknown as { wakeCalls: string[] }).wakeCalls = calls;
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: (type: string) => {
          calls.push(type);
          return Promise.resolve({ released: false, release: () => Promise.resolve(), type });
        },
      },
    });
  });
  await page.clock.install();
  const cook = await confirmedUser(request, 'cook');
  await signIn(page, cook);
  await page.goto('/recipe/list');
  await page.getByLabel('Quick search').fill('chicken noodle');
  await page.getByRole('link', { name: 'Chicken Noodle Soup' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chicken Noodle Soup' })).toBeVisible();
  const recipeUrl = page.url();

  await page.getByRole('button', { name: 'Cook mode' }).click();
  const mode = page.getByRole('dialog', { name: 'Cook mode: Chicken Noodle Soup' });
  await expect(mode.getByTestId('cook-step')).toContainText('Melt the butter');
  await expect(mode.getByText('Step 1 of 5')).toBeVisible();
  const ingredients = mode.getByRole('region', { name: 'Ingredients of this step' });
  await expect(ingredients).toContainText(/butter/i);
  await expect(ingredients).toContainText(/onion/i);
  await expect(ingredients).toContainText(/carrot/i);
  await expect(ingredients).not.toContainText(/noodle/i);
  await expect
    .poll(() => page.evaluate(() => (globalThis as unknown as { wakeCalls: string[] }).wakeCalls))
    .toContain('screen');
  await shot(page, testInfo, 'cook-step-1');

  // A timer of 8 minutes, run out on the page's clock.
  await mode.getByRole('button', { name: 'Start a timer: 8 minutes' }).click();
  const timers = mode.getByRole('region', { name: 'Timers' });
  await expect(timers).toContainText('Step 1, 8 minutes: 8:00');
  // Next by arrow key, the third step by the button; its 20 minutes run beside the first timer.
  await page.keyboard.press('ArrowRight');
  await expect(mode.getByText('Step 2 of 5')).toBeVisible();
  await mode.getByRole('button', { name: 'Next step' }).click();
  await expect(mode.getByTestId('cook-step')).toContainText('Simmer for 20 minutes');
  await mode.getByRole('button', { name: 'Start a timer: 20 minutes' }).click();
  await page.clock.runFor(3 * 60_000);
  await expect(timers).toContainText('Step 1, 8 minutes: 5:00');
  await expect(timers).toContainText('Step 3, 20 minutes: 17:00');
  await page.clock.runFor(5 * 60_000 + 1000);
  await expect(timers.getByRole('alert')).toContainText('Step 1, 8 minutes: done!');
  await shot(page, testInfo, 'cook-timers');
  await mode.getByRole('button', { name: 'Previous step' }).click();
  await expect(mode.getByText('Step 2 of 5')).toBeVisible();

  for (const look of ['LCARS', 'Material'] as const) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(recipeUrl);
    await page.getByRole('button', { name: `${look} look` }).click();
    await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', look.toLowerCase());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Cook mode' }).click();
    await expect(mode.getByTestId('cook-step')).toContainText('Melt the butter');
    await expect(mode.getByRole('button', { name: 'Next step' })).toBeInViewport();
    await shot(page, testInfo, `cook-390-${look.toLowerCase()}`);
    await mode.getByRole('button', { name: 'Leave cook mode' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chicken Noodle Soup' })).toBeVisible();

    // On paper: the recipe's print copy alone, no shell, no buttons.
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: 'print' });
    const print = page.getByTestId('recipe-print');
    await expect(print).toBeVisible();
    await expect(print.getByRole('heading', { name: 'Chicken Noodle Soup' })).toBeVisible();
    await expect(print).toContainText('Simmer for 20 minutes');
    await expect(page.locator('main')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cook mode' })).toBeHidden();
    await expect(page.getByRole('button', { name: `${look} look` })).toBeHidden();
    await shot(page, testInfo, `print-${look.toLowerCase()}`);
    await page.emulateMedia({ media: 'screen' });
    // Made only for print: on screen the page holds each text once.
    await expect(print).toHaveCount(0);
  }
});
