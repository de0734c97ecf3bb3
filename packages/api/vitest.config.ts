import { defineConfig } from 'vitest/config';

// Unit and integration tests of the API, in Node, against real SQLite and (when it answers) PostgreSQL.
export default defineConfig({
  // `source` makes @lcars/api/contract resolve to src. Only for Vite-resolved modules: external CommonJS
  // packages (pg requires pg-pool) must keep Node's own conditions, or `import` would pick their ESM builds.
  resolve: { conditions: ['@lcars/source', 'module', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ['@lcars/source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
