import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The vault document: `index.html`, one module script and one stylesheet, nothing inline (its CSP has no
 * `'unsafe-inline'`), relative URLs so it can be served under any path. `@keyhold/core` is read from
 * source so the frame always matches the core beside it.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  resolve: { conditions: ['source', 'browser', 'import', 'default'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    reportCompressedSize: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
