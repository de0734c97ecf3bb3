// The API's layers hold by lint (eslint.config.js, rule lcars/layers in scripts/eslint-layers.js): these
// fixtures are linted with the repository's own configuration, as if they were files at the given paths.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const src = (file: string): string => path.join(root, 'packages/api/src', file);

// Only the layer rule runs, and without type information, so the check takes a moment instead of building
// the whole program; the rule's configuration is the repository's.
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === 'lcars/layers',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: src(file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
}

describe('the layer rule', () => {
  it.each([
    ['platform/account/breach.ts', "import { APP_MODULES } from '../../apps/index.js';"],
    ['platform/breach.ts', "import type { ApiAppModule } from '../apps/module.js';"],
    ['db/seeds/breach.ts', "export { seedMoneyDemo } from '../../apps/money/demo.js';"],
    ['http/breach.ts', "const routes = await import('../apps/money/routes.js');"],
    ['live/breach.ts', "import '../apps/money/schedules.js';"],
    ['contract/breach.ts', "import { moneyModule } from '../apps/money/module.js';"],
  ])('refuses %s importing apps/', async (file, code) => {
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^lcars\/layers: .* reaches into packages\/api\/src\/apps: the platform never names an app/,
    );
  });

  it.each([
    ['apps/money/breach.ts', "import { recipesModule } from '../recipes/module.js';"],
    ['apps/money/migrations/breach.ts', "import type { ApiAppModule } from '../../recipes/module.js';"],
  ])('refuses %s importing another app', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([
      expect.stringMatching(
        /^lcars\/layers: .* reaches into another folder of packages\/api\/src\/apps \(recipes\)/,
      ),
    ]);
  });

  it.each([
    [
      'apps/money/fine.ts',
      "import { defineAppModule } from '../module.js';\nimport { today } from './arithmetic.js';",
    ],
    ['apps/money/migrations/fine.ts', "import { typed } from '../typed.js';"],
    ['apps/money/fine2.ts', "import { notFound } from '../../http/errors.js';"],
    ['apps/index.ts', "import { moneyModule } from './money/module.js';"],
    [
      'platform/fine.ts',
      "import { listApps } from './app/service.js';\nimport { AppId } from '@lcars/contract';",
    ],
    ['bootstrap.ts', "import { APP_MODULES } from './apps/index.js';"],
  ])('lets %s import what its layer may', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
