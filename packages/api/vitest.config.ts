import { defineConfig } from 'vitest/config';

// Unit and integration tests of the API, in Node, against real SQLite and (when it answers) PostgreSQL.
export default defineConfig({
  // `source` makes @lcars/contract resolve to src. Only for Vite-resolved modules: external CommonJS
  // packages (pg requires pg-pool) must keep Node's own conditions, or `import` would pick their ESM builds.
  resolve: { conditions: ['@lcars/source', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ['@lcars/source', 'node', 'development|production'] } },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Every test server's log goes to one folder, searched for the tests' secrets when the run ends.
    globalSetup: ['test/log-sentinels.ts'],
    // Test files share a worker's modules instead of importing the whole server again each (the import alone was
    // most of the suite's CPU). Each file still starts its own server on its own database, and none mocks a module.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
