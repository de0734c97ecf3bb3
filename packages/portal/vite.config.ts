import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The API (and its live hub) runs separately in development; the built portal is served by the API itself.
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
    rolldownOptions: {
      // The wire contract declares zod schemas next to the types and constants the portal uses; building
      // a schema has no side effect, so unused ones (and zod with them) stay out of the bundle.
      treeshake: { manualPureFunctions: ['z'] },
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
          ],
        },
      },
    },
  },
});
