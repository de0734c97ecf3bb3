import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../../tests/chromium.ts';

// Component tests (src/**/*.test.tsx) in headless Debian Chromium, with the real vanilla-extract styles.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'ui-browser',
    root: import.meta.dirname,
    include: ['src/**/*.test.tsx'],
    // The screenshot comparisons (*.visual.test.tsx) run in their own project, vitest.visual.config.ts.
    exclude: ['src/**/*.visual.test.tsx'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: 'chromium' }],
      // A failing test must not write a screenshot into the source tree.
      screenshotFailures: false,
    },
  },
});
