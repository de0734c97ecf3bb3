// Every wall of the house plan (scripts/eslint/house-plan.js) holds by lint: each fixture is linted with the
// repository's own configuration, as if it were a file at the given path, and must be refused (or let through).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Only the layer rule runs, without type information: the fixtures are texts with no file on disk.
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === 'lcars/layers',
  overrideConfig: tseslint.configs.disableTypeChecked,
});

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const fatal = result?.messages.find((message) => message.fatal);
  if (fatal) throw new Error(fatal.message);
  return (result?.messages ?? []).map((message) => message.message);
}

describe('the house plan, enforced by lint', () => {
  // The fourteen wrong-way imports probed in issue 30, and the API's and the portal's older walls.
  it.each([
    [
      'the shell importing an app',
      'packages/portal/src/shell/x.ts',
      "import { moneyApp } from '../apps/money/app';",
      'portal-app',
    ],
    [
      'the kit importing an app',
      'packages/portal/src/kit/x.ts',
      "export { recipesApi } from '../apps/recipes/api';",
      'portal-app',
    ],
    [
      "a portal app importing another app's contract",
      'packages/portal/src/apps/money/x.ts',
      "import { RECIPE_MESSAGES } from '@lcars/contract/recipes';",
      'contract-app of another app (recipes)',
    ],
    [
      'a portal app importing another app',
      'packages/portal/src/apps/money/pages/x.ts',
      "import { recipeOffline } from '../../recipes/offline';",
      'another portal app (recipes)',
    ],
    [
      'a portal app importing the registry',
      'packages/portal/src/apps/money/x.ts',
      "import { appRoutes } from '../registry';",
      'portal-seam',
    ],
    [
      'a portal app importing a platform area',
      'packages/portal/src/apps/money/x.ts',
      "import { AdminHeader } from '../../admin/shared';",
      'portal-area',
    ],
    [
      'core importing the shell',
      'packages/portal/src/core/stores/x.ts',
      "import { HOME_PATH } from '../../shell/guard';",
      'portal-shell',
    ],
    [
      "an API app importing another app's contract",
      'packages/api/src/apps/money/x.ts',
      "import { RECIPE_APP_ID } from '@lcars/contract/recipes';",
      'contract-app of another app (recipes)',
    ],
    [
      'an API app importing another app',
      'packages/api/src/apps/money/migrations/x.ts',
      "import type { ApiAppModule } from '../../recipes/module.js';",
      'another api app (recipes)',
    ],
    [
      'the contract importing the database',
      'packages/contract/src/x.ts',
      "import type { Db } from '../../api/src/db/knex.js';",
      'api-db',
    ],
    [
      'the contract importing the server package',
      'packages/contract/src/money/x.ts',
      "import { createApp } from '@lcars/api';",
      'api-root',
    ],
    [
      'db importing the platform',
      'packages/api/src/db/x.ts',
      "import { createUser } from '../platform/users/service.js';",
      'api-platform',
    ],
    [
      'http importing a platform service',
      'packages/api/src/http/x.ts',
      "import { loadUserSession } from '../platform/users/service.js';",
      'api-platform',
    ],
    [
      'the platform importing the live channel',
      'packages/api/src/platform/notifications/x.ts',
      "import type { LiveHub } from '../../live/hub.js';",
      'api-live',
    ],
    [
      'the platform importing an app',
      'packages/api/src/platform/account/x.ts',
      "import { APP_MODULES } from '../../apps/index.js';",
      'api-seam',
    ],
    [
      'http importing an app',
      'packages/api/src/http/x.ts',
      "const routes = await import('../apps/money/routes.js');",
      'api-app',
    ],
    [
      '@lcars/ui importing the contract',
      'packages/lcars-ui/src/components/x.ts',
      "import { AppId } from '@lcars/contract';",
      'contract',
    ],
    [
      '@lcars/ui importing the portal',
      'packages/lcars-ui/src/x.ts',
      "import { useSession } from '../../portal/src/core/session';",
      'portal-core',
    ],
    [
      'the CLI importing the server package',
      'packages/cli/src/x.ts',
      "import { createApp } from '@lcars/api';",
      'api-root',
    ],
    [
      "the CLI importing the server's files",
      'packages/cli/src/commands/x.ts',
      "import { hashPassword } from '../../../api/src/platform/auth/passwords.js';",
      'api-platform',
    ],
  ])('refuses %s', async (_wall, file, code, target) => {
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`is ${target}, which`);
  });

  it.each([
    [
      'an API app: the seam, the platform, its own contract',
      'packages/api/src/apps/money/x.ts',
      [
        "import { defineAppModule } from '../module.js';",
        "import { notFound } from '../../http/errors.js';",
        "import { createUser } from '../../platform/users/service.js';",
        "import { MONEY_APP_ID } from '@lcars/contract/money';",
        "import { AppId } from '@lcars/contract';",
      ],
    ],
    [
      'the API seam: every app',
      'packages/api/src/apps/index.ts',
      ["import { moneyModule } from './money/module.js';"],
    ],
    [
      'live: the platform',
      'packages/api/src/live/x.ts',
      ["import { loadUserSession } from '../platform/users/service.js';"],
    ],
    [
      'the platform: the server context, db, http',
      'packages/api/src/platform/x.ts',
      [
        "import type { ServerContext } from '../server-context.js';",
        "import { pageOf } from '../db/paging.js';",
        "import { notFound } from '../http/errors.js';",
      ],
    ],
    [
      'the composition root: everything',
      'packages/api/src/bootstrap.ts',
      ["import { APP_MODULES } from './apps/index.js';"],
    ],
    [
      'a portal app: core, shell, kit, @lcars/ui, its own contract',
      'packages/portal/src/apps/money/pages/x.ts',
      [
        "import { Button } from '@lcars/ui';",
        "import { apiCall } from '../../../core/call';",
        "import type { RouteMeta } from '../../../shell/routeMeta';",
        "import { useLoad } from '../../../kit';",
        "import { moneyApi } from '../api';",
        "import { MONEY_APP_ID } from '@lcars/contract/money';",
      ],
    ],
    [
      'the shell: the registry',
      'packages/portal/src/shell/x.ts',
      ["import { appRoutes } from '../apps/registry';"],
    ],
    [
      "an app's contract: the platform's contract",
      'packages/contract/src/money/x.ts',
      ["import { int32 } from '../int32.js';"],
    ],
    [
      'the CLI: the contract',
      'packages/cli/src/x.ts',
      ["import { RepoKeyStatus } from '@lcars/contract/repo';"],
    ],
  ])('lets %s be imported', async (_what, file, lines) => {
    expect(await layerErrors(file, lines.join('\n'))).toEqual([]);
  });
});
