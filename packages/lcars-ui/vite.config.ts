import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Library build: ES modules for the two entries, one stylesheet (every .css.ts plus the Antonio faces, whose
// font files are emitted beside it), and the runtime dependencies left to the consumer's bundler.
const external = [/^react(-dom)?($|\/)/, /^react-aria-components($|\/)/, /^@vanilla-extract\//];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    cssCodeSplit: false,
    lib: {
      entry: {
        index: fileURLToPath(new URL('src/index.ts', import.meta.url)),
        input: fileURLToPath(new URL('src/input.ts', import.meta.url)),
      },
      formats: ['es'],
      cssFileName: 'style',
    },
    rolldownOptions: { external },
  },
});
