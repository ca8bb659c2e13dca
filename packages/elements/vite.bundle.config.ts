import { copyFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The script-tag build: one minified ES module with every element, the core and Lit in production mode
 * (no `development` export condition, `NODE_ENV=production`), no bare imports left, so a page without a
 * bundler loads it with one `<script type="module" src=…>`. Written next to the tsc output in `dist/`,
 * with its `.d.ts` beside it; named `@keyhold/elements/bundle` in the package's `exports`.
 */
export default defineConfig({
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { conditions: ['browser', 'production', 'import', 'default'] },
  build: {
    outDir: here('dist'),
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    sourcemap: true,
    reportCompressedSize: false,
    lib: {
      entry: here('bundle/keyhold-elements.ts'),
      formats: ['es'],
      fileName: () => 'keyhold-elements.min.js',
    },
    // Library mode leaves whitespace in an ES build (for downstream bundlers); this file is for script
    // tags, so the output is minified fully (whitespace and identifiers too).
    rolldownOptions: { output: { codeSplitting: false, minify: true } },
  },
  plugins: [
    {
      name: 'keyhold-bundle-types',
      closeBundle() {
        copyFileSync(here('bundle/keyhold-elements.min.d.ts'), here('dist/keyhold-elements.min.d.ts'));
      },
    },
  ],
});
