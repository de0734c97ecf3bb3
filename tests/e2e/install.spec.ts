import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';

// Issue 21: the portal is installable. Chromium's own installability check (the DevTools protocol's
// Page.getInstallabilityErrors, what its install prompt uses) finds nothing missing once the service worker
// controls the page, and the web manifest carries what the issue asks for.

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('Chromium finds no installability error: manifest, icons and a service worker with a fetch handler', async ({
  baseURL,
  request,
}) => {
  // A profile on disk: Playwright's usual contexts are incognito ones, which Chromium never offers to install.
  const profile = await mkdtemp(join(tmpdir(), 'lcars-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions(), baseURL });
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    await checkInstallable(page);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }

  const response = await request.get('/manifest.webmanifest');

  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: ManifestIcon[];
  };
  expect(manifest).toMatchObject({ name: 'LCARS Portal', start_url: '/', display: 'standalone' });
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    const body = await png.body();
    // The PNG's IHDR holds the width and height at bytes 16..23.
    const [width, height] = [body.readUInt32BE(16), body.readUInt32BE(20)];
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
});

test('the service worker caches the app shell when it installs: the page starts with the network cut', async ({
  page,
  context,
}) => {
  await page.goto('/account/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cached = await page.evaluate(async () => {
    const keys = await caches.keys();
    const cache = await caches.open(keys.find((key) => key.startsWith('lcars-shell-')) ?? '');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
  expect(cached).toEqual(expect.arrayContaining(['/', '/manifest.webmanifest']));
  expect(cached.some((path) => path.startsWith('/assets/') && path.endsWith('.js'))).toBe(true);

  await context.setOffline(true);
  try {
    await page.reload();
    // The shell starts from the cache and, with no server and no copy of the app context on the device,
    // says so (the App Offline page). Without the cached assets the page would stay blank.
    await expect(page.getByRole('heading', { name: 'App Offline' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

async function checkInstallable(page: Page): Promise<void> {
  await page.goto('/account/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker takes control of the next load (it claims clients when it activates).
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
}
