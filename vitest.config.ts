import { defineConfig } from 'vitest/config';

// Every package brings its own Vitest projects: vitest.config.ts (unit and integration, in Node)
// and, where it has them, vitest.browser.config.ts / vitest.storybook.config.ts (headless Chromium).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest*.config.ts'],
  },
});
