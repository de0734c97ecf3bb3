// `npm run chromatic`: publishes Storybook to Chromatic for visual review when CHROMATIC_PROJECT_TOKEN is set
// (a CI secret or your shell, never the repository). Without it, it says so and does nothing: the visual
// references under packages/lcars-ui stay the test that gates a change.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing is published (see docs/contributing.md).',
  );
  process.exit(0);
}

// The package exports no path to its CLI: run the file its package.json names as `bin`.
const bin = fileURLToPath(new URL('../node_modules/chromatic/dist/bin.cjs', import.meta.url));
// The token travels in the environment, never on the command line (where `ps` would show it).
const result = spawnSync(
  process.execPath,
  [
    bin,
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    '--only-changed',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
