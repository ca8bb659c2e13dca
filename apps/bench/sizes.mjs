// Minified + gzip sizes of bench entries, built by Vite (Rolldown) as a browser app would: library mode
// keeps the entry's exports, and `output.minify` minifies fully (library mode alone keeps whitespace in
// ES output, which an application's build would not ship).
import { readdirSync } from 'node:fs';
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

/** The languages shipped besides English: every folder of `@keyhold/locales` but `en` (no list to keep). */
export const languages = readdirSync(new URL('../../packages/locales/src/', import.meta.url), {
  withFileTypes: true,
})
  .filter((d) => d.isDirectory() && d.name !== 'en')
  .map((d) => d.name)
  .sort();

/** A module of a language's catalogue other than English's (in `@keyhold/locales` or an elements entry). */
export const OTHER_LANGUAGE_MODULE =
  /\/(locales\/src|elements\/src\/locales)\/(?!en\/)[a-z]{2,3}(-[a-z0-9]+)?\//;

/** The row of a language's on-demand cost: in the elements (its entry), and in the vault frame. */
export const languageRow = (lang, where) => `language ${lang} (${where}, on demand)`;

/** Vite's build of one entry (a file of this app, or `virtual:` source) as chunks by file name. */
async function chunksOf(entry, source) {
  const id = fileURLToPath(new URL(entry, import.meta.url));
  const result = await build({
    root: here,
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: ['source', 'browser', 'import', 'default'] },
    plugins:
      source === undefined
        ? []
        : [
            {
              name: 'bench-entry',
              load: (m) => (m === id ? source : null),
              resolveId: (m) => (m === id ? id : null),
            },
          ],
    build: {
      write: false,
      minify: true,
      lib: { entry: id, formats: ['es'], fileName: 'out' },
      rolldownOptions: { output: { minify: true } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  return new Map(outputs.filter((o) => o.type === 'chunk').map((o) => [o.fileName, o]));
}

const gzipOf = (list) => {
  const code = list.map((o) => o.code).join('\n');
  return { minified: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
};

/**
 * What each language costs on demand: in the elements, the chunks of a page with every element that only
 * `import('@keyhold/elements/locales/<lang>')` brings (its catalogue: terms, errors, wallet terms); in the
 * vault frame, its catalogue (`@keyhold/locales/<lang>/vault`) built alone.
 */
export async function measureLanguages() {
  const out = {};
  for (const lang of languages) {
    const chunks = await chunksOf(
      `src/.language-${lang}.ts`,
      `export * from '@keyhold/elements/all';\nexport const load = () => import('@keyhold/elements/locales/${lang}');\n`,
    );
    const own = [...chunks.values()].filter(
      (c) => !c.isEntry && Object.keys(c.modules).some((m) => OTHER_LANGUAGE_MODULE.test(m)),
    );
    out[languageRow(lang, 'elements')] = {
      ...gzipOf(own),
      modules: own.flatMap((c) => Object.keys(c.modules)),
    };
    const vault = await chunksOf(
      `src/.language-${lang}-vault.ts`,
      `export * from '@keyhold/locales/${lang}/vault';\n`,
    );
    out[languageRow(lang, 'vault')] = gzipOf([...vault.values()]);
  }
  return out;
}

/** @returns {Promise<Record<string, { minified: number, gzip: number, lazyGzip?: number[], modules: string[] }>>} */
export async function measureSizes() {
  const out = { [VAULT_DOCUMENT]: await measureVaultDocument(), ...(await measureLanguages()) };
  for (const [name, entry] of Object.entries(entries)) {
    const chunks = await chunksOf(entry);
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
    // Every module the page can load, up front or on demand (the size check reads which languages).
    out[name].modules = [...chunks.values()].flatMap((c) => Object.keys(c.modules));
    if (lazy.length > 0) out[name].lazyGzip = lazy.map((c) => size([c]).gzip);
  }
  return out;
}
