import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { vaultIntegrity } from './build/integrity.js';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
};

/**
 * The vault document: `index.html`, one module script and one stylesheet, nothing inline (its CSP has no
 * `'unsafe-inline'`), relative URLs so it can be served under any path. `@keyhold/core` is read from
 * source so the frame always matches the core beside it. The last step adds SRI to the HTML and writes
 * `vault-manifest.json` (build/integrity.ts); the output is the same bytes wherever and whenever it is built.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  plugins: [vaultIntegrity(pkg)],
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
