import { defineConfig } from 'vitest/config';

// The contract's own rules (pure functions and schemas), in Node.
export default defineConfig({
  test: {
    name: 'contract',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
