#!/usr/bin/env node
// After `tsc -b`: rewrites dist/cli.js (the `keyhold-sandbox` bin) as one ES module holding the CLI and
// every sandbox module it needs at start, so a start reads, resolves and compiles one file instead of
// about 70 (the CLI is meant to start in under 150 ms). Packages stay imports (`jose`, `@simplewebauthn/server`,
// `@keyhold/protocol/crypto` are still imported on first use), and what the CLI imports by `import()` (the
// `--state` store) becomes a chunk in dist/cli-chunks/ loaded only when asked for. The library entries
// (`dist/index.js`, `dist/testing.js`) stay the tsc output. Idempotent. Vite (Rolldown) comes from the
// workspace root's dev dependencies, as tsc does; nothing of it ships.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const pkgDir = fileURLToPath(new URL('..', import.meta.url));
const chunks = 'cli-chunks';
rmSync(new URL(`../dist/${chunks}`, import.meta.url), { recursive: true, force: true });

await build({
  configFile: false,
  root: pkgDir,
  logLevel: 'warn',
  // Vite leaves dependencies out of an SSR build unless named here.
  ssr: { noExternal: ['hono', '@hono/node-server', 'valibot'] },
  build: {
    ssr: true,
    outDir: 'dist',
    emptyOutDir: false,
    target: 'node20',
    minify: false,
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: {
      input: { cli: 'src/cli.ts' },
      // The sandbox's own files, its HTTP framework (Hono and its Node adapter: ~30 small modules a
      // start would otherwise resolve one by one) and valibot (tree-shaken: a start would otherwise
      // parse all of its 200 kB) are bundled; anything else named by a bare specifier
      // (node:*, jose, the core, …) is imported at run time as before.
      external: (id) =>
        !/^[./]/.test(id) && !id.startsWith('\0') && !/^(hono|@hono\/node-server|valibot)(\/|$)/.test(id),
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: `${chunks}/[name].js`,
      },
    },
  },
});
