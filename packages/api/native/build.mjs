// Builds the hashchain addon at `npm ci` (node-gyp, with Node's own headers, like better-sqlite3).
// A failed build is not fatal: the tools app then spins password hashes with its slower fallback and says so.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cwd = join(dirname(fileURLToPath(import.meta.url)), 'hashchain');
// npm tells its scripts where its own node-gyp is; outside npm, try one on the PATH.
const gyp = process.env.npm_config_node_gyp;
const [cmd, args] = gyp ? [process.execPath, [gyp, 'rebuild']] : ['node-gyp', ['rebuild']];
const run = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
if (run.status !== 0) {
  console.warn(
    'hashchain: the native addon did not build; the office password finder falls back to a slower engine.',
  );
}
