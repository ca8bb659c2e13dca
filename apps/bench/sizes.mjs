// Minified + gzip sizes of bench entries, built by Vite (Rolldown) as a browser app would.
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export const entries = {
  'core/crypto': 'src/entry-crypto.ts',
  core: 'src/entry-core.ts',
  'elements/all': 'src/entry-elements.ts',
  'anchor: @hpke/core': 'src/entry-anchor-hpke.ts',
};

/** @returns {Promise<Record<string, { minified: number, gzip: number }>>} */
export async function measureSizes() {
  const out = {};
  for (const [name, entry] of Object.entries(entries)) {
    const result = await build({
      root: here,
      configFile: false,
      logLevel: 'silent',
      resolve: { conditions: ['source', 'browser', 'import', 'default'] },
      build: {
        write: false,
        minify: true,
        lib: { entry: fileURLToPath(new URL(entry, import.meta.url)), formats: ['es'], fileName: 'out' },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
    const code = outputs
      .filter((o) => o.type === 'chunk')
      .map((o) => o.code)
      .join('\n');
    out[name] = { minified: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
  }
  return out;
}
