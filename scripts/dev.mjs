// `npm run dev`: the API with reload on change (port 3000) and the portal's Vite dev server (port 5173)
// with hot module replacement, proxying /api and /a-hub to the API.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn(
    'npx',
    [
      'tsx',
      'watch',
      '--conditions=@lcars/source',
      '--tsconfig',
      'packages/api/tsconfig.lib.json',
      'packages/api/src/server.ts',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' } },
  ),
  spawn('npm', ['run', 'dev', '-w', '@lcars/portal'], { cwd: root, stdio: 'inherit' }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
