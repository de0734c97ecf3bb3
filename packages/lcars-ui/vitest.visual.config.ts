import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../../tests/chromium.ts';

// Visual regression without a cloud service: src/**/*.visual.test.tsx render a matrix of looks, schemes and
// alerts and compare each with a committed reference PNG in __screenshots__ beside the test. Stable pixels:
// fixed viewport and device scale, reduced motion (no blink, no cascade), self-hosted fonts, no caret.
// Update the references after an intended change with `npx vitest run -u --project ui-visual`.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'ui-visual',
    root: import.meta.dirname,
    include: ['src/**/*.visual.test.tsx'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions(),
        contextOptions: { reducedMotion: 'reduce', deviceScaleFactor: 1, colorScheme: 'dark' },
      }),
      instances: [{ browser: 'chromium', viewport: { width: 720, height: 520 } }],
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Anti-aliasing may differ by a pixel here and there; a real change moves far more.
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
        },
      },
    },
  },
});
