import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { confirmedUser, signIn } from './users';

// Boxing end to end (issue 18): create two fighters, set up a bout, watch it, skip to the result and read the
// three scorecards; import a legacy roster with a bad row. Screenshots of the screens in both looks and at
// phone width. Each test works as its own user.

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** Picks an option of a react-aria Select by its label. */
async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  // The options arrive with the page's data: open the list again until they are there.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: new RegExp(label) }).click();
    await expect(page.getByRole('option', { name: option })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('option', { name: option }).click();
}

async function createFighter(page: Page, name: string, ratings: Record<string, string>): Promise<void> {
  await page.goto('/games/boxing/fighter/0/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'New fighter' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  for (const [label, value] of Object.entries(ratings))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByRole('button', { name: 'Save fighter' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('create two fighters, set up a bout, watch it and read the cards', async ({
  page,
  request,
}, testInfo) => {
  // A long walk through the app on a shared machine: more than the default 30 seconds.
  test.setTimeout(120_000);
  const user = await confirmedUser(request, 'box');
  await signIn(page, user);
  await page.goto('/games/boxing');
  await expect(page.getByRole('list', { name: 'Boxing pages' })).toBeVisible();
  // The demo's finished bouts are on the home page for every Boxing user.
  await expect(page.getByRole('link', { name: /vs/ }).first()).toBeVisible();
  await shot(page, testInfo, 'boxing-home-material');

  // A rating outside 1-100 is refused on the spot.
  await page.goto('/games/boxing/fighter/0/edit');
  await page.getByRole('textbox', { name: 'Power', exact: true }).fill('150');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Out Of Range');
  await expect(page.getByText('Ratings run from 1 to 100.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save fighter' })).toBeDisabled();
  await shot(page, testInfo, 'boxing-fighter-edit-material');

  await createFighter(page, 'Rocky Delgado', { Power: '88', 'Hand speed': '70', Chin: '80' });
  await expect(page.getByRole('group', { name: 'Ratings' })).toBeVisible();
  await createFighter(page, 'Billy Okafor', { Power: '65', 'Hand speed': '90', Defence: '85' });

  await page.goto('/games/boxing/bout');
  await page.getByRole('button', { name: 'New bout' }).click();
  await expect(page).toHaveURL(/\/games\/boxing\/bout\/setup\/new$/);
  await choose(page, 'Red corner', /Rocky Delgado/);
  await choose(page, 'Blue corner', /Billy Okafor/);
  await choose(page, 'Venue', /York Hall/);
  await page.getByRole('textbox', { name: 'Scheduled rounds' }).fill('6');
  await page.getByRole('textbox', { name: 'Seed' }).fill('1234');
  const tape = page.getByRole('region', { name: 'Tale of the tape', exact: true }).first();
  await expect(tape).toContainText('Rocky Delgado');
  await expect(tape).toContainText('Billy Okafor');
  await expect(tape).toContainText('Reach');
  await shot(page, testInfo, 'boxing-setup-material');

  await page.getByRole('button', { name: 'Fight!' }).click();
  await expect(page).toHaveURL(/\/games\/boxing\/bout\/setup\/\d+$/);
  const fight = page.getByRole('region', { name: 'The fight' });
  await expect(fight.getByRole('heading', { name: /Round 1/ })).toBeVisible();
  // Events appear one after another.
  await expect(
    fight.getByRole('list', { name: 'Round 1 events' }).getByRole('listitem').nth(1),
  ).toBeVisible();
  await shot(page, testInfo, 'boxing-fight-material');
  await page.getByRole('button', { name: 'Skip to result' }).click();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByRole('status')).toContainText(/wins|draw/i);
  const cards = result.getByRole('table', { name: 'Scorecards' });
  await expect(cards.getByRole('columnheader')).toHaveCount(4);
  await expect(cards.getByRole('row').filter({ hasText: 'Total' })).toContainText(/\d+-\d+/);
  await expect(result.getByRole('table', { name: 'Punch stats' })).toContainText('Jabs');
  await shot(page, testInfo, 'boxing-result-material');

  // Both records changed once: the fighters' histories list the bout.
  await page.goto('/games/boxing/fighter/list?search=Rocky');
  await page.getByRole('link', { name: 'Rocky Delgado' }).click();
  await expect(page.getByRole('region', { name: 'Bout history' })).toContainText(
    'Rocky Delgado vs Billy Okafor',
  );
  await expect(page.getByText(/^(1-0-0|0-1-0|0-0-1) \(/)).toBeVisible();

  // The lcars look: the fight as a console read-out.
  await page.goBack();
  await page.getByRole('link', { name: 'Rocky Delgado' }).click();
  await page.getByRole('link', { name: 'Rocky Delgado vs Billy Okafor' }).click();
  await page.getByRole('button', { name: 'LCARS look' }).click();
  await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', 'lcars');
  await expect(page.getByRole('region', { name: 'The fight' })).toBeVisible();
  await page.getByRole('button', { name: 'Faster' }).click();
  await expect(page.getByRole('list', { name: 'Round 1 events' }).getByRole('listitem').nth(2)).toBeVisible();
  await shot(page, testInfo, 'boxing-fight-lcars');
  await page.getByRole('button', { name: 'Skip to result' }).click();
  await shot(page, testInfo, 'boxing-result-lcars');

  // Phone width.
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'boxing-result-lcars-phone');
  await page.getByRole('button', { name: 'Watch again' }).click();
  await shot(page, testInfo, 'boxing-fight-lcars-phone');
  // On a phone the look control sits in the app bar's menu: switch back at desktop width.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Material look' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/games/boxing/bout/setup/new');
  await choose(page, 'Red corner', /Rocky Delgado/);
  await choose(page, 'Blue corner', /Billy Okafor/);
  await shot(page, testInfo, 'boxing-setup-material-phone');
});

test('import a legacy roster: the bad row is marked, only the valid rows are imported', async ({
  page,
  request,
}, testInfo) => {
  const user = await confirmedUser(request, 'boxl');
  await signIn(page, user);
  await page.goto('/games/boxing/fighter/legacy');
  const csv = [
    'Name,Nickname,Division,Stance,Height,Reach,Age,PWR,SPD,STA,CHN,DEF,ACC,HRT,Record',
    `Manny Legacy,Pac,Junior welterweight,S,5'6",67,30,85,92,88,70,72,80,95,55-5-2 (38 KO)`,
    `Bad Row,,Welterweight,O,5'10",72,29,85,150,80,70,70,70,70,10-0-0 (5 KO)`,
    `Joe Oldtimer,,Middleweight,O,6'0",74,35,80,60,70,80,70,70,80,40-10-2 (30 KO)`,
  ].join('\n');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  const preview = page.getByRole('table', { name: 'Preview' });
  await expect(preview).toBeVisible();
  await expect(page.getByText('3 rows: 2 to import, 1 with errors, 0 duplicates.')).toBeVisible();
  await expect(preview.getByRole('row').filter({ hasText: 'Bad Row' })).toContainText(
    'SPD: Ratings run from 1 to 100.',
  );
  await shot(page, testInfo, 'boxing-legacy-material');
  await page.getByRole('button', { name: 'Import 2 fighters' }).click();
  await expect(page.getByText('2 fighters imported, 1 skipped.')).toBeVisible();
  await page.goto('/games/boxing/fighter/list?search=legacy');
  await expect(page.getByRole('table', { name: 'Fighters' })).toContainText('Manny Legacy');
  await page.goto('/games/boxing/fighter/list?search=Bad%20Row');
  await expect(page.getByText('No fighter matches.')).toBeVisible();
});
