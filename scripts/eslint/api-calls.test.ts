// The portal and the CLI send no API path written as text (scripts/eslint/api-calls.js): each fixture is linted
// with the repository's own configuration, as if it were a file of the portal or the CLI.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === 'lcars-calls/api-calls',
  overrideConfig: tseslint.configs.disableTypeChecked,
});

async function literalPaths(file: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const fatal = result?.messages.find((message) => message.fatal);
  if (fatal) throw new Error(fatal.message);
  return (result?.messages ?? []).length;
}

describe('API calls through the contract, enforced by lint', () => {
  it.each([
    ['the call wrapper', "apiCall('get', 'admin/roles');"],
    ['the call wrapper with a template', 'apiCall<Role>("delete", `admin/roles/${id}`);'],
    ['the api client', "api.post('account/tokens', { json: {} });"],
    ['the api client called', "api('money/ledger/1');"],
    ['the load hook', "useLoad<Settings>('admin/settings');"],
    ['the paged hook', "usePaged<Mail>('admin/outbox');"],
  ])('refuses a literal path given to %s', async (_how, code) => {
    expect(await literalPaths('packages/portal/src/admin/x.ts', code)).toBe(1);
  });

  it.each([
    ['a widget attribute', 'const x = <altcha-widget challenge="/api/account/register/challenge" />;'],
    ['a fetch', "void fetch('/api/money/ledger/1');"],
    ['a template', 'const url = `/api/recipe/${id}/image`;'],
  ])('refuses an API address written out in %s', async (_how, code) => {
    expect(await literalPaths('packages/portal/src/admin/x.tsx', code)).toBe(1);
  });

  it("refuses the CLI client's raw send of a literal path", async () => {
    const code =
      "class C { send(m: string, p: string) {} list() { return this.send('GET', 'admin/outbox'); } }";
    expect(await literalPaths('packages/cli/src/x.ts', code)).toBe(1);
  });

  it('lets a call go through a descriptor', async () => {
    const code = [
      'call(listAdminRoles, {});',
      'useLoad(getAdminSettings, {});',
      'send(changeAccountPassword, { body }, { context: { toastOnError: false } });',
      'apiCall(verb, pathOf(saveThing, { id }));',
      "const API_PREFIX = '/api/';",
      'const challenge = API_PREFIX + pathOf(getRegistrationChallenge, {});',
    ].join('\n');
    expect(await literalPaths('packages/portal/src/admin/x.ts', code)).toBe(0);
  });
});
