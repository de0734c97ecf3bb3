import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { zipSync } from 'fflate';
import { confirmedUser, signIn } from './users';

test.describe.configure({ timeout: 180_000 });

// Moving in from Paprika 3 (issue 31): its .paprikarecipes export (a zip of gzipped JSON recipes, photos as
// base64) is previewed in the import dialog (what would be created, what skipped and why), then imported, and
// the result's counts are shown. The list page's "Download collection" saves the collection zip. Screenshots of
// the dialog and the list in both looks, at 1280 and 390 px, and in red alert.

const theme = (page: Page) => page.locator('[data-look]').first();

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function setLook(page: Page, look: 'material' | 'lcars'): Promise<void> {
  if ((await theme(page).getAttribute('data-look')) === look) return;
  await page.getByRole('button', { name: look === 'lcars' ? 'LCARS look' : 'Material look' }).press('Enter');
  await expect(theme(page)).toHaveAttribute('data-look', look);
}

/** A 1x1 PNG: Paprika keeps photos as base64 text inside each recipe. */
const PHOTO =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function paprikaExport(suffix: string): Buffer {
  const recipe = (fields: Record<string, unknown>) => gzipSync(Buffer.from(JSON.stringify(fields)));
  return Buffer.from(
    zipSync({
      [`Shakshuka ${suffix}.paprikarecipe`]: recipe({
        name: `Shakshuka ${suffix}`,
        ingredients: 'For the sauce:\n2 tbsp olive oil\n800 g tomatoes\nTo finish:\n4 eggs',
        directions: 'Simmer the sauce.\nCrack in the eggs.',
        notes: 'Serve with bread.',
        servings: '4 servings',
        prep_time: '10 mins',
        cook_time: '25 mins',
        categories: ['Breakfast'],
        photo: 'shakshuka.png',
        photo_data: PHOTO,
      }),
      [`Flatbread ${suffix}.paprikarecipe`]: recipe({
        name: `Flatbread ${suffix}`,
        ingredients: '300 g flour',
        directions: 'Mix and fry.',
      }),
      'Broken.paprikarecipe': Buffer.from('not gzipped'),
    }),
  );
}

test('a Paprika 3 export is previewed, imported and counted; the collection downloads', async ({
  page,
  request,
}, testInfo) => {
  const user = await confirmedUser(request, 'paprika');
  await signIn(page, user);
  const suffix = Date.now().toString(36);
  const file = {
    name: 'My Recipes.paprikarecipes',
    mimeType: 'application/octet-stream',
    buffer: paprikaExport(suffix),
  };

  // The preview in each look at both widths; the last pass in red alert stays open for the import.
  for (const pass of ['material', 'lcars', 'red alert'] as const) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/recipe/0/edit');
    await setLook(page, pass === 'material' ? 'material' : 'lcars');
    if (pass === 'red alert') {
      await page.getByRole('button', { name: 'Red alert' }).press('Enter');
      await expect(theme(page)).toHaveAttribute('data-alert', 'red');
    }
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a recipe' });
    await dialog.getByRole('button', { name: /Or a whole collection exported from/ }).click();
    await page.getByRole('option', { name: /Paprika 3/ }).click();
    await dialog.getByLabel('Recipe export file').setInputFiles(file);
    const status = dialog.getByRole('status');
    await expect(status).toContainText('Would create 2 recipes, 1 image and 1 note; would skip 1.');
    const table = status.getByRole('table', { name: 'What the import would do' });
    await expect(table.getByRole('row', { name: new RegExp(`Shakshuka ${suffix}.*created`) })).toBeVisible();
    await expect(table.getByRole('row', { name: /Broken\.paprikarecipe.*not gzipped JSON/ })).toBeVisible();
    if (pass === 'red alert') {
      await shot(page, testInfo, 'recipe-moving-preview-1280-lcars-red-alert');
      break;
    }
    await shot(page, testInfo, `recipe-moving-preview-1280-${pass}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, testInfo, `recipe-moving-preview-390-${pass}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }

  // Import for real: the counts of what was made, then the list holds the recipes.
  await page.setViewportSize({ width: 1280, height: 900 });
  const dialog = page.getByRole('dialog', { name: 'Import a recipe' });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Created 2 recipes, 1 image and 1 note; skipped 1.');
  await expect(dialog.getByRole('table', { name: 'What the import did' })).toBeVisible();
  await shot(page, testInfo, 'recipe-moving-result-1280-lcars-red-alert');
  await dialog.getByRole('button', { name: 'Show the recipes' }).click();
  await expect(page).toHaveURL(/\/recipe\/list/);
  // The red alert of the preview may still be on (it ends by itself after a while).
  const endAlert = page.getByRole('button', { name: 'End red alert' });
  if (await endAlert.isVisible()) await endAlert.press('Enter');
  await expect(theme(page)).not.toHaveAttribute('data-alert', /./);
  await page.getByLabel('Quick search').fill(`Shakshuka ${suffix}`);
  await expect(page.getByRole('link', { name: `Shakshuka ${suffix}` })).toBeVisible();

  // The same file again: nothing new, each recipe skipped as already there.
  await page.goto('/recipe/0/edit');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog.getByRole('button', { name: /Or a whole collection exported from/ }).click();
  await page.getByRole('option', { name: /Paprika 3/ }).click();
  await dialog.getByLabel('Recipe export file').setInputFiles(file);
  await expect(dialog.getByRole('status')).toContainText('Would create nothing; would skip 3.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Download collection, where the list is.
  for (const look of ['material', 'lcars'] as const) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/recipe/list');
    await setLook(page, look);
    const button = page.getByRole('button', { name: 'Download collection' });
    await expect(button).toBeVisible();
    await shot(page, testInfo, `recipe-list-download-1280-${look}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(button).toBeVisible();
    await shot(page, testInfo, `recipe-list-download-390-${look}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Red alert' }).press('Enter');
  await expect(theme(page)).toHaveAttribute('data-alert', 'red');
  await shot(page, testInfo, 'recipe-list-download-1280-lcars-red-alert');
  await page.getByRole('button', { name: 'End red alert' }).press('Enter');
  await expect(theme(page)).not.toHaveAttribute('data-alert', /./);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download collection' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('recipes.zip');
  const saved = await download.path();
  expect(saved).toBeTruthy();
  await setLook(page, 'material');
});

test('a large Mealie export is read in the background: the dialog follows its job to the report', async ({
  page,
  request,
}, testInfo) => {
  const user = await confirmedUser(request, 'mealie');
  await signIn(page, user);
  const suffix = Date.now().toString(36);
  const slug = `goulash-${suffix}`;
  const recipe = {
    slug,
    name: `Goulash ${suffix}`,
    recipe_yield: '6 bowls',
    total_time: '2 hours',
    tags: [{ name: 'Stew' }],
    recipe_ingredient: [
      { title: 'Stew', quantity: 1, unit: { name: 'Kilogram' }, food: { name: 'Beef shin' }, note: 'cubed' },
      { quantity: 2, unit: { name: 'Tablespoon' }, food: { name: 'Sweet paprika' }, note: '' },
    ],
    recipe_instructions: [{ text: 'Brown the beef.' }, { text: 'Simmer for two hours.' }],
    notes: [{ title: 'Tip', text: 'Better the next day.' }],
  };
  // Past the 4 MB at which the server hands the import to a background job (a collection's photos).
  const padding = new Uint8Array(5 * 1024 * 1024);
  for (let index = 0; index < padding.length; index += 1) padding[index] = (index * 2654435761) >>> 24;
  const file = {
    name: 'mealie-export.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(
      zipSync(
        {
          [`recipes/${slug}/${slug}.json`]: new TextEncoder().encode(JSON.stringify(recipe)),
          'padding.bin': [padding, { level: 0 }],
        },
        { level: 6 },
      ),
    ),
  };
  await page.goto('/recipe/0/edit');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a recipe' });
  await dialog.getByRole('button', { name: /Or a whole collection exported from/ }).click();
  await page.getByRole('option', { name: /Mealie/ }).click();
  await dialog.getByLabel('Recipe export file').setInputFiles(file);
  await expect(dialog.getByRole('status')).toContainText('Would create 1 recipe and 1 note; would skip 0.', {
    timeout: 30_000,
  });
  await shot(page, testInfo, 'recipe-moving-mealie-job-preview-1280');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Created 1 recipe and 1 note; skipped 0.', {
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: 'Show the recipes' }).click();
  await page.getByLabel('Quick search').fill(`Goulash ${suffix}`);
  await page.getByRole('link', { name: `Goulash ${suffix}` }).click();
  await expect(page.getByText('Beef shin')).toBeVisible();
  await expect(page.getByText('Sweet paprika')).toBeVisible();
});
