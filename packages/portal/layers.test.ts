import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

// The portal's layers are a lint rule (eslint.config.js, scripts/eslint/portal-layers.js): these fixtures
// breach them, and the repository's own lint configuration must refuse each one. The fixtures are texts with
// no file on disk, which the type-aware project service cannot open: type information is switched off for them.
const eslint = new ESLint({
  cwd: new URL('../..', import.meta.url).pathname,
  overrideConfig: tseslint.configs.disableTypeChecked,
});

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result?.messages.find((message) => message.fatal);
  if (fatal) throw new Error(fatal.message);
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'portal-layers/layers')
    .map((message) => message.message);
}

describe('the portal layers, enforced by lint', () => {
  it('refuses core importing the shell, the kit or an area', async () => {
    const file = 'packages/portal/src/core/stores/fixture.ts';
    const code = [
      "import { HOME_PATH } from '../../shell/guard';",
      "import { useLoad } from '../../kit';",
      "export { moneyApp } from '../../apps/money/app';",
      "export const page = () => import('../../account/LoginPage');",
      'export const used = [HOME_PATH, useLoad];',
    ].join('\n');
    expect(await layerErrors(file, code)).toEqual([
      'Layer breach: core/ imports only core/, not shell/.',
      'Layer breach: core/ imports only core/, not kit/.',
      'Layer breach: core/ imports only core/, not apps/.',
      'Layer breach: core/ imports only core/, not account/.',
    ]);
  });

  it('refuses an app importing another app, the registry or a platform area', async () => {
    const file = 'packages/portal/src/apps/money/pages/Fixture.ts';
    const code = [
      "import { recipeOffline } from '../../recipes/offline';",
      "import { appRoutes } from '../../registry';",
      "import { AdminHeader } from '../../../admin/shared';",
      'export const used = [recipeOffline, appRoutes, AdminHeader];',
    ].join('\n');
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(
      /an app \(apps\/money\/\) imports only core\/, shell\/, kit\/, @lcars\/\* and itself, not apps\/recipes\//,
    );
  });

  it('lets an app import core, shell, kit, @lcars/* and itself, and core import core', async () => {
    const app = [
      "import { Button } from '@lcars/ui';",
      "import { apiCall } from '../../../core/call';",
      "import type { RouteMeta } from '../../../shell/routeMeta';",
      "import { useLoad } from '../../../kit';",
      "import { moneyApi } from '../api';",
      'export const used: unknown[] = [Button, apiCall, useLoad, moneyApi];',
      'export type Meta = RouteMeta;',
    ].join('\n');
    expect(await layerErrors('packages/portal/src/apps/money/pages/Fixture.ts', app)).toEqual([]);
    const core = "import { apiCall } from '../call';\nexport const used = apiCall;";
    expect(await layerErrors('packages/portal/src/core/stores/fixture.ts', core)).toEqual([]);
  });
});
