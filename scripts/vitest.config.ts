import { defineConfig } from 'vitest/config';

// The repository's own tooling (the lint rules), in Node.
export default defineConfig({
  test: { name: 'tooling', environment: 'node', include: ['**/*.test.ts'] },
});
