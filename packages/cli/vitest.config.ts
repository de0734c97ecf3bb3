import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@lcars/source', 'module', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ['@lcars/source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'cli',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // each black-box test starts a real server; scrypt at OWASP cost takes a moment per sign-in
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
