import { defineProject } from 'vitest/config';

// Pure logic (guard, titles, visibility, stores) runs in Node; browser tests get their own project later.
export default defineProject({
  // Workspace packages from their sources, in Vite's resolution and in Node's (SSR) alike: a fresh clone has no
  // dist/ to fall back on.
  resolve: { conditions: ['@lcars/source', 'module', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ['@lcars/source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'portal',
    environment: 'node',
    include: ['src/**/*.test.ts', 'layers.test.ts'],
    // The layer tests run ESLint with type information, which takes seconds while other test files share the
    // cores (npm test runs three at a time).
    testTimeout: 30_000,
  },
});
