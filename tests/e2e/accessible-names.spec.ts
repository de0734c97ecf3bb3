import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './credentials';
import { newUser, signIn, tokenOf } from './users';

// An accessible name contains the visible label (WCAG 2.5.3, axe's label-content-name-mismatch): a voice
// control user says what they see. Issue 29: the lcars frame's MENU block was named "Open navigation", so
// "click Menu" missed it, on every lcars page. The shell, the account pages, Money and the admin area in both
// looks, checked by axe itself.

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
// The portal's Content-Security-Policy allows its own scripts only: axe is put in as a test's guest.
test.use({ bypassCSP: true });

interface Violation {
  id: string;
  nodes: { target: string[]; html: string }[];
}

async function nameMismatches(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'rule', values: ['label-content-name-mismatch'] },
    });
    return result.violations;
  });
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html}`));
}

const PAGES = [
  '/',
  '/money',
  '/money/ledgers',
  '/money/accounts',
  '/account/settings/global',
  '/account/settings/app',
  '/account/security',
  '/admin',
  '/admin/users',
];

test('every control is named by what it shows, in both looks (WCAG 2.5.3)', async ({ page, request }) => {
  test.setTimeout(180_000);
  // An administrator of its own: the look this test switches is saved to the account.
  const user = newUser('names');
  const created = await request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${await tokenOf(request, ADMIN)}` },
    data: { userName: user.username, email: user.email, password: user.password, roles: ['Admin', 'Member'] },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  await signIn(page, user);
  for (const look of ['material', 'lcars'] as const) {
    if (look === 'lcars') {
      await page.getByRole('button', { name: 'LCARS look' }).click();
      await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', 'lcars');
    }
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await nameMismatches(page), `${look} ${path}`).toEqual([]);
    }
  }
  // The lcars frame's Menu block answers to its text.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible();
});
