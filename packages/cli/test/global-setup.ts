import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The black-box tests run the built `lcars` binary and the built server: bring both up to date. */
export default function setup(): void {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-b', 'packages/api', 'packages/cli'], {
    cwd: root,
    stdio: 'inherit',
  });
}
