import { expect, test, type Page } from '@playwright/test';
import { confirmedUser } from './users';

// The portal's pages run under a Content-Security-Policy without 'unsafe-eval' (docs/deployment.md). A library
// that merely probes for eval (`new Function('')` in a try) still makes the browser report a violation of
// script-src on every page that loads it (issue 28: zod's JIT probe on every page, pdf.js's in the Scanner).
// Each page here loads with a listener for those reports; none may come.

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

async function recordViolations(page: Page, messages: string[]): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations!.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
}

const violations = (page: Page): Promise<string[]> => page.evaluate(() => window.cspViolations ?? []);

/** A one-page PDF with a line of text, written out by hand (pdf.js rebuilds the cross-reference table). */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 24 Tf 30 100 Td (Dilithium) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('no page of the portal reports a Content-Security-Policy violation', async ({ page, request }) => {
  test.setTimeout(120_000);
  const messages: string[] = [];
  await recordViolations(page, messages);
  const user = await confirmedUser(request, 'csp');

  await page.goto('/account/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'User name' }).fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your path' })).toBeVisible({
    timeout: 60_000,
  });

  // Each app's home and list: their chunks load, their contract's schemas are built and parse answers.
  for (const [path, heading] of [
    ['/money', 'Money'],
    ['/recipe/list', 'Find It Fast'],
    ['/scanner', 'Scanner'],
    ['/tools', 'Tools'],
    ['/games/boxing', 'Boxing'],
    ['/account/manage/security', 'Security'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(new RegExp(`^${heading}`));
    await page.waitForLoadState('networkidle');
    expect(await violations(page), path).toEqual([]);
  }

  // A PDF added to a scan is drawn by pdf.js in the browser.
  await page.goto('/scanner/scan/0/scan');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'page.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf(),
  });
  await expect(page.getByRole('list', { name: /^Pages/ }).getByRole('listitem')).toHaveCount(1);
  expect(await violations(page), 'the scanner with a PDF').toEqual([]);
  expect(messages).toEqual([]);
});
