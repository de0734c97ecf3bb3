import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from './tests/e2e/credentials';

// End-to-end tests against the real server: `npm run test:e2e` builds everything, then the API serves the
// built portal on a fixed port with a fresh database per run and known passwords.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// Workers evaluate this file again: the data directory is created once, by the main process.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'lcars-e2e-'));

const { executablePath, args } = chromiumLaunchOptions();

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // Two browsers against the one server: most of a test's time is the browser and the server waiting on each
  // other, so two at a time finish the suite sooner even on two cores (E2E_WORKERS to change it).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  // Two browsers, the server and its background jobs share two cores in CI: a test that signs in twice
  // can take more than 30 s there.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath, args },
    // A trace records the page all along (screenshots and DOM snapshots), which cost the two browsers a good
    // part of the CPU of every test: it is recorded when a failed test runs again (CI retries once).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
    // The lcars look's data cascade repaints its cells for ever; still, as the portal draws it for people who ask
    // for less motion, a full-page screenshot takes a fraction of the time and shows the same layout.
    reducedMotion: 'reduce',
  },
  // The specs run in parallel against one server; a spec that changes the whole portal (an app switched off
  // for everyone) runs after them.
  projects: [
    { name: 'portal', testIgnore: /disabled-app\.spec\.ts/ },
    { name: 'portal-wide changes', testMatch: /disabled-app\.spec\.ts/, dependencies: ['portal'] },
  ],
  webServer: {
    command: 'node packages/api/dist/server.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // A loaded machine can take longer to start (E2E_SERVER_TIMEOUT_MS).
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 60_000),
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_DATA_DIR: process.env.E2E_DATA_DIR,
      // The admin's Backups page runs a real backup: into the data directory's own folder, thrown away with it.
      PORTAL_BACKUP_DIR: join(process.env.E2E_DATA_DIR, 'backups'),
      PORTAL_BACKUP_PASSPHRASE: 'e2e-backup-passphrase',
      PORTAL_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      PORTAL_DEMO: 'true',
      PORTAL_DEMO_PASSWORD: E2E_DEMO_PASSWORD,
      // Every test signs in from 127.0.0.1: far more than the anonymous budget of one address allows.
      PORTAL_ANONYMOUS_RATE_PER_MINUTE: '100000',
      // Each test makes and signs in users: password hashes at the production cost (2^17, ~128 MB and a good
      // part of a second each) were a large share of the suite's CPU. No e2e test looks at the hash cost.
      PORTAL_SCRYPT_LOG_N: '10',
      // Tests register hundreds of users from one machine in minutes: the hourly limit is tested in the API's
      // suite. The proof of work stays real, at a tenth of its cost, so the register page solves it in a blink.
      PORTAL_REGISTRATIONS_PER_HOUR: '100000',
      PORTAL_REGISTRATION_WORK: '200',
      // The demo scans' text recognition would take the CPU from the first tests, and no test reads them (the
      // Scanner's spec makes scans of its own).
      PORTAL_SCANNER_DEMO: 'false',
    },
  },
});
