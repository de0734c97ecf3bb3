// Gzipped sizes of the built portal: what the login page loads (the entry and its static imports) and each
// lazy route chunk with what it adds. Reads packages/portal/dist and its .vite/manifest.json; build first
// (`npm run build -w @lcars/portal`). `node tests/bench/bundle-size.mjs [--json]`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const distDir = join(root, 'packages', 'portal', 'dist');

const gzipCache = new Map();
/** Gzipped size in bytes of one file of the build. */
export function gzippedSize(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** The lazy chunks the shell loads on every signed-in page, whatever the route. */
export const SIGNED_IN_SHELL = [
  'src/shell/MoreActionsMenu.tsx',
  'src/shell/NotificationBell.tsx',
  'src/core/liveChannel.ts',
];

export function readManifest() {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
}

/** The chunk keys a chunk loads at once: itself and its static imports, transitively. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const jsBytes = (manifest, keys) =>
  [...keys].reduce(
    (sum, key) => sum + (manifest[key].file.endsWith('.js') ? gzippedSize(manifest[key].file) : 0),
    0,
  );

/**
 * The sizes: `login` is the entry's JavaScript (entry plus static imports: what the login page runs, since the
 * login route is in the entry chunk); every lazy chunk with its own size and the JavaScript it adds on top of
 * the entry.
 */
export function measure() {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry.');
  const entry = staticClosure(manifest, entryKey);
  // What every signed-in page loads right after the entry (the app bar's menu, the bell, the live channel): an
  // app's chunk is measured on top of these too, since no app page opens without them. They are measured
  // as lazy chunks of their own.
  const signedIn = new Set(entry);
  for (const key of SIGNED_IN_SHELL) if (manifest[key]) staticClosure(manifest, key, signedIn);
  // A lazy chunk that only another lazy chunk imports (a chart inside the Money area, a dialog of a page) opens
  // after its importer has loaded: it is measured on top of that importer too.
  const importers = new Map();
  for (const [key, chunk] of Object.entries(manifest))
    for (const imported of chunk.dynamicImports ?? [])
      importers.set(imported, [...(importers.get(imported) ?? []), key]);
  const baselineOf = (key) => {
    if (SIGNED_IN_SHELL.includes(key)) return entry;
    const parents = importers.get(key) ?? [];
    if (parents.length === 0 || parents.some((parent) => entry.has(parent))) return signedIn;
    // Every importer is lazy: the smallest of them is what is loaded before this chunk at the least.
    const closures = parents.map((parent) => staticClosure(manifest, parent, new Set(signedIn)));
    return closures.reduce((smallest, closure) => (closure.size < smallest.size ? closure : smallest));
  };
  const lazy = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => {
      const baseline = baselineOf(key);
      const added = [...staticClosure(manifest, key)].filter((dependency) => !baseline.has(dependency));
      return {
        name: chunk.name ?? key,
        source: key,
        file: chunk.file,
        own: gzippedSize(chunk.file),
        added: jsBytes(manifest, added),
      };
    })
    .sort((a, b) => b.added - a.added);
  const entryCss = [...entry].flatMap((key) => manifest[key].css ?? []);
  return {
    login: {
      js: jsBytes(manifest, entry),
      css: [...new Set(entryCss)].reduce((sum, file) => sum + gzippedSize(file), 0),
      files: [...entry].map((key) => ({ file: manifest[key].file, gz: gzippedSize(manifest[key].file) })),
    },
    lazy,
  };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    console.log(`Login page: ${kb(result.login.js)} JavaScript gz, ${kb(result.login.css)} CSS gz`);
    for (const file of result.login.files)
      console.log(`  ${file.file.padEnd(56)} ${kb(file.gz).padStart(9)}`);
    console.log('Lazy chunks (own gz, JavaScript added over the login page gz):');
    for (const chunk of result.lazy) {
      console.log(`  ${chunk.source.padEnd(56)} ${kb(chunk.own).padStart(9)} ${kb(chunk.added).padStart(9)}`);
    }
  }
}
