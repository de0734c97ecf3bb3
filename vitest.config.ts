import { defineConfig } from 'vitest/config';

// Every package brings its own Vitest projects: vitest.config.ts (unit and integration, in Node)
// and, where it has them, vitest.browser.config.ts / vitest.storybook.config.ts (headless Chromium).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest*.config.ts', 'scripts/vitest.config.ts'],
    // Vitest's default on this 2-core machine is one worker, and most test files wait on a database, a child
    // process or a browser rather than on the CPU: three files at a time roughly halve the run (docs/performance.md).
    maxWorkers: 3,
  },
});
