import { defineProject } from 'vitest/config';

// Pure logic (guard, titles, visibility, stores) runs in Node; browser tests get their own project later.
export default defineProject({
  resolve: { conditions: ['@lcars/source'] },
  test: {
    name: 'portal',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
