// `lcars` is on the path after `npm ci && npm run build` (docs/admin-guide.md): npm links a package's bin
// at install time only when the file exists then, so the bin is a committed file that loads the build.
import { execFile } from 'node:child_process';
import { access, constants, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const run = promisify(execFile);

describe('the lcars bin', () => {
  it('is a committed, executable file named by package.json (regression: the bin was the unbuilt dist/)', async () => {
    const manifest = JSON.parse(await readFile(join(root, 'packages/cli/package.json'), 'utf8')) as {
      bin: Record<string, string>;
    };
    expect(manifest.bin.lcars).toBe('./bin/lcars.js');
    await access(join(root, 'packages/cli/bin/lcars.js'), constants.X_OK);
  });

  it('is linked into node_modules/.bin by the install and runs the built command', async () => {
    const { stdout } = await run(join(root, 'node_modules/.bin/lcars'), ['--help'], { cwd: root });
    expect(stdout).toMatch(/Usage: lcars/);
  });
});
