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
    // Test files share a worker's modules instead of importing the whole server again each (the import alone was
    // most of the suite's CPU). Each file still starts its own server on its own database, and none mocks a module.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
