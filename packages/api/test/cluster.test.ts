// The short run of tests/cluster/run.mjs (issue #19): two API instances behind HAProxy on PostgreSQL and
// Redis, one SIGKILLed mid-load; every 2xx write stored, every notification delivered once to every listener,
// every Scanner job succeeded with its effect once (one running on the killed instance taken up by the other).
// Skipped, saying why, when PostgreSQL, Redis or HAProxy is missing (the script exits 2). The instances run
// the build when it is current and the source otherwise, so a fresh clone needs no build first.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

it(
  'survives losing one of two instances behind HAProxy (tests/cluster/run.mjs --seconds 6)',
  {
    timeout: 130_000,
  },
  (context) => {
    // Bounded: the script's own waits end well before this (instances start within seconds, even under load).
    const run = spawnSync(process.execPath, [path.join(root, 'tests/cluster/run.mjs'), '--seconds', '6'], {
      encoding: 'utf8',
      timeout: 120_000,
      killSignal: 'SIGTERM',
    });
    const output = `${run.stdout}${run.stderr}`;
    if (run.status === 2) {
      console.warn(output.trim());
      context.skip(output.trim());
      return;
    }
    expect(output, output).toContain('cluster test passed');
    expect(run.status, output).toBe(0);
  },
);
