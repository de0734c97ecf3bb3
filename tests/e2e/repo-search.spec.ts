import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { confirmedUser, signIn, tokenOf } from './users';

// Search across repositories (issue 34): a reader finds what is shared with them, by title and plain value,
// never a sensitive value nor another user's records, and nothing once the share is taken back; in both looks
// and at phone width.

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

interface Saved {
  id: number;
  repoFields: { id: number; title: string }[];
}

async function repoWith(
  request: APIRequestContext,
  token: string,
  title: string,
  sharedUsers: number[],
  records: Record<string, string>[],
): Promise<Saved & { body: object }> {
  const headers = { authorization: `Bearer ${token}` };
  const body = {
    title,
    description: `${title} for the search test`,
    repoFields: [
      { id: -1, title: 'Site', order: 0 },
      { id: -2, title: 'Password', order: 1, isSensitiveInformationField: true },
      { id: -3, title: 'Note', order: 2 },
    ],
    sharedUsers,
  };
  const saved = await request.post('/api/tools/repo', { headers, data: body });
  expect(saved.ok()).toBeTruthy();
  const repo = ((await saved.json()) as { result: Saved }).result;
  for (const values of records) {
    let id = 0;
    for (const [field, secValue] of Object.entries(values)) {
      const fieldId = repo.repoFields.find((candidate) => candidate.title === field)!.id;
      const response = await request.put(`/api/tools/repo/${String(repo.id)}/entry/${String(id)}/update`, {
        headers,
        data: { id, repoId: repo.id, recValue: { fieldId, secValue } },
      });
      expect(response.ok()).toBeTruthy();
      id = ((await response.json()) as { result: { id: number } }).result.id;
    }
  }
  return { ...repo, body: { ...body, id: repo.id, repoFields: repo.repoFields } };
}

test('search across the repositories a reader may read, as they change', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = await confirmedUser(request, 'reposrchown');
  const reader = await confirmedUser(request, 'reposrchread');
  const ownerToken = await tokenOf(request, owner);
  // The reader's id, from the repository form's user list.
  const md = await request.get('/api/tools/repo/md', { headers: { authorization: `Bearer ${ownerToken}` } });
  const users = ((await md.json()) as { lists: { users: { records: { id: number; title: string }[] } } })
    .lists.users.records;
  const shareWith = users.find((user) => user.title.includes(reader.username))?.id ?? 0;
  expect(shareWith).toBeGreaterThan(0);
  const shared = await repoWith(
    request,
    ownerToken,
    'Quasar Logins',
    [shareWith],
    [
      { Site: 'quasar-mail.example', Password: 'nebula-secret-1', Note: 'work quasar' },
      { Site: 'pulsar.example', Password: 'quasar-in-secret', Note: 'home' },
    ],
  );
  await repoWith(request, ownerToken, 'Private Quasar', [], [{ Site: 'quasar-private.example' }]);

  await signIn(page, reader);
  await page.goto('/repo/sr');
  await page.getByRole('link', { name: 'Search all' }).click();
  await expect(page).toHaveTitle('Search Repositories | LCARS Portal');
  const field = page.getByRole('searchbox', { name: 'Search' });
  await field.fill('quasar');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  const repos = page.getByRole('region', { name: 'Repositories found' });
  await expect(repos.getByRole('link')).toHaveText(['Quasar Logins']);
  const records = page.getByRole('region', { name: 'Records of Quasar Logins' });
  // One record: its site matches; the other holds 'quasar' only in its sensitive password.
  await expect(records.getByRole('listitem')).toHaveCount(1);
  await expect(records.getByRole('listitem')).toContainText('quasar-mail.example');
  await expect(page.getByText('quasar-private.example')).toHaveCount(0);
  await expect(page.getByText(/secret/)).toHaveCount(0);
  await shot(page, testInfo, 'repo-search-material');

  await page.getByRole('button', { name: 'LCARS look' }).click();
  await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', 'lcars');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    if (!(await records.isVisible())) {
      await field.fill('quasar');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
    }
    await expect(records.getByRole('listitem')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.waitForTimeout(1200);
    await shot(page, testInfo, `repo-search-lcars-${String(width)}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Material look' }).click();
  await page.setViewportSize({ width: 390, height: 844 });

  // The owner takes the share back: the same search finds nothing now.
  const unshare = await request.post('/api/tools/repo', {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { ...shared.body, sharedUsers: [] },
  });
  expect(unshare.ok()).toBeTruthy();
  await field.fill('quasar');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Nothing holds ‘quasar’.')).toBeVisible();
  await shot(page, testInfo, 'repo-search-material-390');
});
