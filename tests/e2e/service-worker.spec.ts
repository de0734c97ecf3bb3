import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';

// Issue 6: the service worker's update flow with a real new version.
// A new build is a new sw.js (vite.config.ts stamps it with a build id). The test server serves one build,
// so each test puts a small proxy in front of it that serves sw.js as the next build would (another build
// id) once the test says so; everything else passes through unchanged. The browser then installs that
// worker next to the running one, and the portal shows "New Content Available".

interface UpdatingServer {
  url: string;
  /** From now on, sw.js is that of the next build: its build id gets `suffix`. */
  publishNextBuild: (suffix: string) => void;
  close: () => Promise<void>;
}

async function serverWithNextBuild(upstream: string): Promise<UpdatingServer> {
  const target = new URL(upstream);
  let suffix = '';
  const server: Server = createServer((req, res) => {
    if (suffix && req.method === 'GET' && req.url === '/sw.js') {
      void fetch(new URL('/sw.js', target))
        .then((response) => response.text())
        .then((script) => {
          const next = script.replace(
            /const BUILD_ID = "([^"]+)";/,
            (_match, id: string) => `const BUILD_ID = "${id}${suffix}";`,
          );
          // A script without the stamp would make this test pass for the wrong reason.
          res.writeHead(next === script ? 500 : 200, {
            'content-type': 'text/javascript; charset=utf-8',
            'cache-control': 'no-cache',
          });
          res.end(next === script ? 'sw.js carries no build id' : next);
        });
      return;
    }
    const upstreamRequest = forward(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (upstreamResponse) => {
        res.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
        upstreamResponse.pipe(res);
      },
    );
    upstreamRequest.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstreamRequest);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    publishNextBuild: (next) => {
      suffix = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const newVersionCard = (page: Page) =>
  page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'New Content Available' }) });

/** The caches of the app shell (one per build: `lcars-shell-<build id>`). */
const shellCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((key) => key.startsWith('lcars-shell-')));

/** Whether a new worker is installed and waiting for the page to let it take over. */
const hasWaitingWorker = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);

/** Marks the document, so a test can tell whether the page was reloaded since. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as { swTestMark?: boolean }).swTestMark = true;
  });
const documentMarked = (page: Page) =>
  page.evaluate(() => (window as { swTestMark?: boolean }).swTestMark === true);

let server: UpdatingServer;

test.beforeEach(async ({ baseURL }) => {
  server = await serverWithNextBuild(String(baseURL));
});

test.afterEach(async () => {
  await server.close();
});

/**
 * Opens the portal at `path` until its service worker controls the page, then publishes the next build and
 * loads the page again: the browser finds the changed sw.js, installs it, and it waits. Resolves the cache
 * of the first build.
 */
async function openThenPublishNextBuild(page: Page, path: string, suffix: string): Promise<string> {
  await page.goto(`${server.url}${path}`);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const [firstBuild] = await shellCaches(page);
  expect(firstBuild).toMatch(/^lcars-shell-[0-9a-f]{16}$/);
  // The first install is no news: a first visit has no version to replace.
  await expect(newVersionCard(page)).toHaveCount(0);

  server.publishNextBuild(suffix);
  await page.reload();
  await expect(newVersionCard(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await hasWaitingWorker(page)).toBe(true);
  return firstBuild ?? '';
}

test('Reload on the new-version card lets the new version take over and reloads the page', async ({
  page,
}, testInfo) => {
  const firstBuild = await openThenPublishNextBuild(page, '/account/login', '-next');
  await page.screenshot({ path: testInfo.outputPath('new-version-material.png'), fullPage: true });

  await markDocument(page);
  const reloaded = page.waitForEvent('load');
  await newVersionCard(page).getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  expect(await documentMarked(page)).toBe(false);

  // The new worker controls the page: its cache replaced the first build's, and nothing waits any more.
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect.poll(() => shellCaches(page)).toEqual([`${firstBuild}-next`]);
  expect(await hasWaitingWorker(page)).toBe(false);
  await expect(newVersionCard(page)).toHaveCount(0);
});

test('Close puts the new-version card away and keeps the page as it is', async ({ page }, testInfo) => {
  const firstBuild = await openThenPublishNextBuild(page, '/account/login?look=lcars', '-later');
  await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', 'lcars');
  await page.screenshot({ path: testInfo.outputPath('new-version-lcars.png'), fullPage: true });

  await markDocument(page);
  await newVersionCard(page).getByRole('button', { name: 'Close' }).click();
  await expect(newVersionCard(page)).toHaveCount(0);
  // No reload, and the running version stays until the user reloads: the new one is still waiting.
  expect(await documentMarked(page)).toBe(true);
  expect(await hasWaitingWorker(page)).toBe(true);
  // The first build's cache stays in use beside the one the waiting worker filled when it installed.
  expect((await shellCaches(page)).sort()).toEqual([firstBuild, `${firstBuild}-later`]);
});
