// One linter for the monorepo: typescript-eslint with type information, React hooks rules for the browser code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import lcarsLayers from './scripts/eslint-layers.js';
import portalLayers from './scripts/eslint/portal-layers.js';

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
    // The API's layers (issue #13): the platform, db, http, live, jobs and files never import an
    // app; no app imports another (apps/module.ts and apps/index.ts are the seam).
    // packages/api/test/layers.test.ts shows a breach failing.
    files: ['packages/api/src/**/*.ts'],
    plugins: { lcars: lcarsLayers },
    rules: {
      'lcars/layers': [
        'error',
        {
          root: import.meta.dirname,
          zones: [
            {
              from: ['platform', 'db', 'http', 'live', 'jobs', 'files'].map(
                (layer) => `packages/api/src/${layer}`,
              ),
              disallow: 'packages/api/src/apps',
              message: 'the platform never names an app; an app plugs in through its module (apps/index.ts).',
            },
          ],
          isolated: ['packages/api/src/apps'],
        },
      ],
    },
  },
  {
    // The portal's layers (packages/portal/layers.test.ts shows a breach failing).
    files: ['packages/portal/src/**/*.{ts,tsx}'],
    plugins: { 'portal-layers': portalLayers },
    rules: { 'portal-layers/layers': 'error' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
