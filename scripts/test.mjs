// `npm test`: every check, in stages. Steps of one stage run side by side when neither needs the other's output
// and each keeps one core busy (the build, with its type check, beside the linters), which on a 2-core machine
// saves minutes of a CI run; a stage starts when the one before has passed.
// Each step's time is printed at the end, so a slow step shows (docs/performance.md, "The test suite").
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A stage is a list of lanes run side by side; a lane is a list of npm scripts run one after another. */
// The build's `tsc -b` is the type check, and the CLI's tests need the API and the CLI built.
const stages = [
  [['build'], ['lint:eslint', 'lint:prettier']],
  [['test:unit']],
  [['test:storybook-build', 'test:budgets', 'test:playwright']],
];

const timings = [];

/** Runs one npm script. Alone it writes straight to the terminal; beside another, its output waits for its end. */
function run(script, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: root,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      timings.push([script, seconds, code]);
      if (!alone) process.stdout.write(`\n== ${script} (${seconds} s)\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 1);
    });
  });
}

async function lane(scripts, alone) {
  for (const script of scripts) {
    const code = await run(script, alone);
    if (code !== 0) return code;
  }
  return 0;
}

function summary() {
  process.stdout.write('\n== npm test, each step\n');
  for (const [script, seconds, code] of timings) {
    process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${String(seconds).padStart(5)} s  ${script}\n`);
  }
}

for (const stage of stages) {
  const codes = await Promise.all(stage.map((scripts) => lane(scripts, stage.length === 1)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) {
    summary();
    process.exit(failed);
  }
}
summary();
