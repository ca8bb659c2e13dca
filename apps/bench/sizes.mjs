// Minified + gzip sizes of bench entries, built by Vite (Rolldown) as a browser app would: library mode
// keeps the entry's exports, and `output.minify` minifies fully (library mode alone keeps whitespace in
// ES output, which an application's build would not ship).
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export const entries = {
  'core/crypto': 'src/entry-crypto.ts',
  'core/crypto + export + verify': 'src/entry-crypto-all.ts',
  core: 'src/entry-core.ts',
  'elements/all': 'src/entry-elements.ts',
  'core+elements': 'src/entry-core-elements.ts',
  'core+elements+money': 'src/entry-money-elements.ts',
  'core+elements+send': 'src/entry-send-elements.ts',
  'anchor: @hpke/core': 'src/entry-anchor-hpke.ts',
  'anchor: @turnkey/crypto decryptCredentialBundle': 'src/entry-anchor-turnkey-crypto.ts',
  'anchor: @turnkey/api-key-stamper': 'src/entry-anchor-turnkey-stamper.ts',
};

/** The name of the vault frame document's row (HTML + its one script + its stylesheet, as served). */
export const VAULT_DOCUMENT = 'vault frame document';

/**
 * The vault frame document as `@keyhold/vault` builds it (its own Vite config), every file it loads:
 * each file gzipped alone, as a server sends them, and summed.
 * @returns {Promise<{ minified: number, gzip: number }>}
 */
export async function measureVaultDocument() {
  const vaultConfig = fileURLToPath(new URL('../../packages/vault/vite.config.ts', import.meta.url));
  const result = await build({ configFile: vaultConfig, logLevel: 'silent', build: { write: false } });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  let minified = 0;
  let gzip = 0;
  // vault-manifest.json is for the verify command and the handler; the frame never loads it.
  for (const o of outputs.filter((file) => file.fileName !== 'vault-manifest.json')) {
    const bytes = o.type === 'chunk' ? o.code : o.source;
    minified += Buffer.byteLength(bytes);
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { minified, gzip };
}

/** @returns {Promise<Record<string, { minified: number, gzip: number, lazyGzip?: number[] }>>} */
export async function measureSizes() {
  const out = { [VAULT_DOCUMENT]: await measureVaultDocument() };
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
        rolldownOptions: { output: { minify: true } },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
    const chunks = new Map(outputs.filter((o) => o.type === 'chunk').map((o) => [o.fileName, o]));
    // What the page loads up front: the entry chunk and what it imports statically. Chunks reached only
    // through import() (a flow's dependencies) load when that flow runs; they are reported apart.
    const eager = new Set();
    const visit = (name) => {
      if (eager.has(name) || !chunks.has(name)) return;
      eager.add(name);
      for (const next of chunks.get(name).imports) visit(next);
    };
    for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
    const size = (list) => {
      const code = list.map((o) => o.code).join('\n');
      return { minified: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
    };
    const lazy = [...chunks.values()].filter((c) => !eager.has(c.fileName));
    out[name] = size([...eager].map((n) => chunks.get(n)));
    if (lazy.length > 0) out[name].lazyGzip = lazy.map((c) => size([c]).gzip);
  }
  return out;
}
