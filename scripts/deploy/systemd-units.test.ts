// The service files under deploy/systemd, checked by systemd itself (`systemd-analyze verify`: unknown keys, bad
// values, missing programs) where the machine has systemd; skipped, saying so, where it does not.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const unitsDir = fileURLToPath(new URL('../../deploy/systemd/', import.meta.url));

async function hasSystemdAnalyze(): Promise<boolean> {
  try {
    await run('systemd-analyze', ['--version']);
    return true;
  } catch {
    return false;
  }
}

const available = await hasSystemdAnalyze();
if (!available) console.warn('systemd-analyze is not installed: skipping the check of deploy/systemd.');

describe.skipIf(!available)('the systemd units in deploy/systemd', () => {
  it('pass systemd-analyze verify without a warning, the instance template as lcars@3001', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lcars-units-'));
    try {
      const units: string[] = [];
      for (const name of readdirSync(unitsDir)) {
        // A template is checked as one of its instances.
        const target = name.replace('@.', '@3001.');
        copyFileSync(path.join(unitsDir, name), path.join(dir, target));
        units.push(path.join(dir, target));
      }
      expect(units.map((unit) => path.basename(unit)).sort()).toEqual([
        'lcars-backup.service',
        'lcars-backup.timer',
        'lcars.service',
        'lcars@3001.service',
      ]);
      const { stderr } = await run('systemd-analyze', ['verify', ...units]).catch(
        (error: { stderr?: string; message: string }) => {
          throw new Error(error.stderr || error.message);
        },
      );
      // Only lines about our own units count (a container's systemd may warn about its own).
      expect(stderr.split('\n').filter((line) => line.includes(dir))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
