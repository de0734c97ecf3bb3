#!/usr/bin/env node
// The committed entry of `lcars-server`: npm links a bin at install time only if its file exists then, and the
// command itself is the build (dist/), which does not exist yet on a fresh clone.
try {
  await import('../dist/ops/bin.js');
} catch (error) {
  if (error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('dist/ops/bin.js')) {
    process.stderr.write('lcars-server: not built yet: run `npm run build` in the repository first.\n');
    process.exitCode = 1;
  } else throw error;
}
