import { defineConfig } from 'vitest/config';

// Unit tests of pure code (palettes, contrast, money) in Node.
export default defineConfig({
  test: {
    name: 'ui',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
