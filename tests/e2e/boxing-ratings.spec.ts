import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { confirmedUser, signIn, tokenOf } from './users';

// Boxing's ratings end to end (issue 34): a user's three welterweights fight two bouts (set up through the
// API), then the fighter's page shows the Glicko-2 rating and rank, matchmaking suggestions and the career
// chart with its table, and the Rankings page lists the division. In both looks and at phone width.

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

const fighter = (name: string, power: number) => ({
  name,
  weightClassId: 11,
  stance: 'orthodox',
  heightCm: 178,
  reachCm: 183,
  age: 28,
  power,
  speed: 75,
  stamina: 75,
  chin: 75,
  defence: 75,
  accuracy: 75,
  heart: 75,
});

test('a fighter shows rating, rank, matchmaking and career; the rankings list the division', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const user = await confirmedUser(request, 'rank');
  const headers = { authorization: `Bearer ${await tokenOf(request, user)}` };
  const post = async (path: string, data: object) => {
    const response = await request.post(`/api/boxing/${path}`, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as { id: number };
  };
  const venue = await post('venue', { name: 'Rank gym', city: 'Reno', capacity: 500 });
  const stamp = Date.now().toString(36);
  const ace = await post('fighter', fighter(`Ace ${stamp}`, 95));
  const bo = await post('fighter', fighter(`Bo ${stamp}`, 60));
  const cy = await post('fighter', fighter(`Cy ${stamp}`, 70));
  for (const [red, blue, seed] of [
    [ace, bo, 3],
    [ace, cy, 4],
  ] as const) {
    const bout = await post('bout', {
      redFighterId: red.id,
      blueFighterId: blue.id,
      venueId: venue.id,
      weightClassId: 11,
      scheduledRounds: 4,
      seed,
    });
    await post(`bout/${bout.id}/fight`, {});
  }

  await signIn(page, user);
  await page.goto(`/games/boxing/fighter/${ace.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ace ${stamp}` })).toBeVisible();
  await expect(page.getByTestId('fighter-rating')).toContainText(/of \d+ at Welterweight/);
  await expect(page.getByTestId('fighter-rating')).toContainText('Rated bouts2');
  await expect(page.getByTestId('matchmaking').getByRole('link')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Career' }).getByRole('row')).toHaveCount(3);
  await expect(page.getByTestId('chart-boxing-career').locator('canvas[data-drawn]')).toBeVisible();
  await shot(page, testInfo, 'boxing-fighter-rating-material');

  await page.getByRole('link', { name: /^Welterweight.*rankings$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rankings' })).toBeVisible();
  const table = page.getByRole('table', { name: /^Welterweight.*rankings$/ });
  await expect(table.getByRole('link', { name: `Ace ${stamp}` })).toBeVisible();
  await shot(page, testInfo, 'boxing-rankings-material');

  await page.getByRole('button', { name: 'LCARS look' }).click();
  await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', 'lcars');
  await expect(table.getByRole('link', { name: `Ace ${stamp}` })).toBeVisible();
  await shot(page, testInfo, 'boxing-rankings-lcars');
  await page.goto(`/games/boxing/fighter/${ace.id}`);
  await expect(page.getByTestId('chart-boxing-career').locator('canvas[data-drawn]')).toBeVisible();
  await shot(page, testInfo, 'boxing-fighter-rating-lcars');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table', { name: 'Career' })).toBeVisible();
  await shot(page, testInfo, 'boxing-fighter-rating-lcars-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Material look' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/games/boxing/rankings?weightClassId=11');
  await expect(page.getByRole('table', { name: /^Welterweight.*rankings$/ })).toBeVisible();
  await shot(page, testInfo, 'boxing-rankings-material-phone');
});
