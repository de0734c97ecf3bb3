import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { confirmedUser, signIn, tokenOf } from './users';

// TOTP fields (issue 34): a secret set as an otpauth URI, refused when it is none, its current code shown with
// its countdown and copied, computed on the server; in both looks and at phone width.

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

const SECRET = Secret.fromLatin1('12345678901234567890').base32;
const URI = `otpauth://totp/Mail:me@example.org?secret=${SECRET}&issuer=Mail`;
/** The codes valid around now (the one before and after too, for a test that crosses a period's end). */
function codesAroundNow(): string[] {
  const totp = new TOTP({ secret: Secret.fromBase32(SECRET) });
  const now = Date.now();
  return [now - 30_000, now, now + 30_000].map((timestamp) => totp.generate({ timestamp }));
}

test('a TOTP field shows its current code with a countdown, and copies it', async ({
  page,
  request,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const owner = await confirmedUser(request, 'repototp');
  const token = await tokenOf(request, owner);
  const created = await request.post('/api/tools/repo', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: 'Codes',
      repoFields: [
        { id: -1, title: 'Site', order: 0 },
        { id: -2, title: 'One-time code', order: 1, dataTypeId: 12 },
      ],
    },
  });
  expect(created.ok()).toBeTruthy();
  const repoId = ((await created.json()) as { result: { id: number } }).result.id;
  await signIn(page, owner);
  await page.goto(`/repo/sr/${String(repoId)}`);

  await page.getByRole('button', { name: 'Add Record' }).click();
  const table = page.getByRole('table', { name: 'Codes records' });
  await table.locator('tbody tr').first().locator('td').first().click();
  await page.getByLabel('Site value').fill('mail.example');
  await page.getByLabel('Site value').press('Enter');
  await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText('mail.example');

  // A value that is no secret is refused, naming the field; the URI is taken.
  await page.getByRole('button', { name: 'Set One-time code' }).click();
  await page.getByLabel('One-time code value').fill('hunter2');
  await page.getByLabel('One-time code value').press('Enter');
  await expect(page.getByText(/One-time code must be a TOTP secret/).first()).toBeVisible();
  await page.getByLabel('One-time code value').fill(URI);
  await page.getByLabel('One-time code value').press('Enter');
  await expect(page.getByRole('button', { name: 'Show code One-time code' })).toHaveText('****');

  // The code, as an authenticator app would show it, and its seconds left.
  await page.getByRole('button', { name: 'Show code One-time code' }).click();
  const code = page.locator('[data-code="One-time code"]');
  await expect(code).toHaveText(/^\d{6}$/);
  expect(codesAroundNow()).toContain(await code.textContent());
  await expect(page.getByLabel(/^\d+ seconds left$/)).toBeVisible();
  await expect(page.getByText(SECRET)).toHaveCount(0);
  await shot(page, testInfo, 'repo-totp-material');

  await page.getByRole('button', { name: 'Copy code One-time code' }).click();
  await expect(page.getByText('The value was copied to the clipboard').first()).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(codesAroundNow()).toContain(copied);

  // The owner's audit says what was done, never the code.
  await page.getByRole('button', { name: 'Audit' }).click();
  await expect(page.getByText(/showed the code of One-time code/)).toBeVisible();
  await expect(page.getByText(/copied the code of One-time code/)).toBeVisible();
  await page.getByRole('button', { name: 'Hide audit' }).click();

  // Both looks, and a phone's width.
  // A change of look draws the page anew: the code is asked for again.
  const showAgain = async () => {
    if (!(await code.isVisible()))
      await page.getByRole('button', { name: 'Show code One-time code' }).click();
  };
  await page.getByRole('button', { name: 'LCARS look' }).click();
  await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', 'lcars');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await showAgain();
    await expect(code).toHaveText(/^\d{6}$/);
    const box = await code.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBeTruthy();
    await page.waitForTimeout(1200);
    await shot(page, testInfo, `repo-totp-lcars-${String(width)}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Material look' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await showAgain();
  await expect(code).toHaveText(/^\d{6}$/);
  await shot(page, testInfo, 'repo-totp-material-390');
  await page.getByRole('button', { name: 'Hide code One-time code' }).click();
  await expect(code).toHaveCount(0);
});
