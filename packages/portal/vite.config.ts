import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The API (and its live hub) runs separately in development; the built portal is served by the API itself.
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
}

/**
 * What the portal needs to work without a connection: every file of the build (Vite's build manifest: the
 * chunks of every route, their styles and fonts), the web manifest and its icons. The service worker caches
 * them when it installs, as Workbox's precaching does: an app's offline page must open offline even when its
 * code was never loaded online, and "App ready to work offline" then means what it says.
 */
function shellAssets(outDir: string): string[] {
  const manifest = JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>(['/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon.svg']);
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${file}`);
  }
  return [...files];
}

/**
 * Stamps public/sw.js with a build id (a hash of the built index.html, which names every hashed entry asset).
 * A browser installs a new service worker only when sw.js changes, and that is what shows the "New Content
 * Available" card. It also receives the list of files of the app shell.
 */
function serviceWorkerBuildId(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lcars-service-worker-build-id',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const html = readFileSync(resolve(outDir, 'index.html'));
      const buildId = createHash('sha256').update(html).digest('hex').slice(0, 16);
      const file = resolve(outDir, 'sw.js');
      writeFileSync(
        file,
        readFileSync(file, 'utf8')
          .replace("'__BUILD_ID__'", JSON.stringify(buildId))
          .replace("['/']", JSON.stringify(['/', ...shellAssets(outDir)])),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), serviceWorkerBuildId()],
  resolve: {
    // Workspace packages expose their TypeScript sources under `@lcars/source`, so no prebuild is needed. Not the
    // plain `source` condition: react-aria and @internationalized publish raw sources under that name too.
    conditions: ['@lcars/source', ...defaultClientConditions],
  },
  environments: {
    // vanilla-extract evaluates .css.ts files in a server environment: it must see the same @lcars/ui sources
    // (and so the same theme contract variables) as the browser bundle, not the package's own build.
    ssr: { resolve: { conditions: ['@lcars/source', ...defaultServerConditions] } },
  },
  server: {
    proxy: {
      '/api': { target: apiUrl, changeOrigin: true },
      '/a-hub': { target: apiUrl, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: the bundle-budget check reads which chunks the login page loads.
    manifest: true,
    rolldownOptions: {
      // The wire contract declares zod schemas next to the types and constants the portal uses; building
      // a schema has no side effect, so unused ones (and zod with them) stay out of the bundle.
      treeshake: {
        manualPureFunctions: ['z'],
        // The contract's modules only declare types, constants and schemas: a module none of whose exports
        // is used can go entirely (its schemas derive from others, which no pure-function list catches), so
        // zod stays out of the login page.
        moduleSideEffects: [
          { test: /packages[\\/]api[\\/]src[\\/]contract[\\/]/, sideEffects: false },
          // The kit's modules only declare components, hooks and helpers (its styles excepted, which register
          // CSS): route modules import the kit's barrel, and what they do not use (the area menu with
          // react-aria's Menu and Popover) must not ride along onto the login page.
          { test: /packages[\\/]portal[\\/]src[\\/]kit[\\/](?!.*\.css\.ts)/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          // React and the router change rarely: one long-cached chunk shared by login, hub and every app.
          // Other libraries stay with the lazy route chunk that uses them, so login stays small.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            // Everything else the entry imports statically, in the entry's one chunk. Left alone, Rolldown gives
            // each set of modules that the entry shares with a different set of lazy chunks a chunk of its own
            // (the stores, the api client, the Button, ...: 23 of them), and each file compresses on its own:
            // the login page's JavaScript was 158.1 KB gzipped in 26 files, 149.2 KB in 3 (docs/performance.md).
            // A lazy chunk loads after the entry, so it loses nothing by importing these from it.
            { name: 'entry', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
