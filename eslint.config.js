// One linter for the monorepo: typescript-eslint with type information, React hooks rules for the browser code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import houseLayers from './scripts/eslint/layers.js';
import apiCalls from './scripts/eslint/api-calls.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      '**/.vitest-attachments/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['packages/lcars-ui/**/*.tsx', 'packages/portal/**/*.tsx', 'packages/cli/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The house plan (scripts/eslint/house-plan.js, drawn in docs/architecture.md): every package's parts and
    // which may import which, package imports resolved. scripts/eslint/layers.test.ts keeps a fixture per wall.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    // A test assembles what it tests (a whole server, a route table): the plan is for the code it tests.
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { lcars: houseLayers },
    rules: { 'lcars/layers': 'error' },
  },
  {
    // The portal and the CLI call the API through the contract's descriptors: no path written as text
    // (scripts/eslint/api-calls.js; scripts/eslint/api-calls.test.ts shows each way refused).
    files: ['packages/portal/src/**/*.{ts,tsx}', 'packages/cli/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'lcars-calls': apiCalls },
    rules: { 'lcars-calls/api-calls': 'error' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
