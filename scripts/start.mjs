// The first half of `scripts/start.sh` (the quick start): build whatever is missing or older than its sources.
// The script then replaces itself with the server (exec), which Node cannot do for itself.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Each package's sources and the artefact its build leaves behind. */
const builds = [
  {
    sources: ['packages/lcars-ui/src', 'packages/lcars-ui/package.json'],
    artefact: 'packages/lcars-ui/dist/index.js',
  },
  { sources: ['packages/api/src', 'packages/api/package.json'], artefact: 'packages/api/dist/server.js' },
  { sources: ['packages/cli/src', 'packages/cli/package.json'], artefact: 'packages/cli/dist/index.js' },
  {
    sources: [
      'packages/portal/src',
      'packages/portal/index.html',
      'packages/lcars-ui/src',
      'packages/contract/src',
    ],
    artefact: 'packages/portal/dist/index.html',
  },
];

function newestChange(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  );
}

function isStale({ sources, artefact }) {
  const full = join(root, artefact);
  if (!existsSync(full)) return true;
  const built = statSync(full).mtimeMs;
  return sources.some((source) => newestChange(source) > built);
}

// PORTAL_START_BUILD=false: start as built, without looking at the sources (an install built once, read-only).
if (process.env.PORTAL_START_BUILD !== 'false' && builds.some(isStale)) {
  console.log('Building the portal (first start, or sources changed)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
