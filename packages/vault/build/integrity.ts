/**
 * The vault build's last step: every script and stylesheet an HTML document of the build loads gets
 * `integrity="sha384-…"` (and `crossorigin`), then `vault-manifest.json` lists every file the build wrote
 * with its SHA-384, in the `sha384-<base64>` form SRI uses. `createVaultHandler` serves exactly these files;
 * `keyhold-vault verify` compares a served vault with them.
 *
 * The manifest is sorted by path and holds no time or machine path, so two builds of the same sources
 * give the same bytes.
 */
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { VAULT_MANIFEST_FILE, type VaultManifest } from '@keyhold/protocol/vault-manifest';
import type { Plugin, Rolldown } from 'vite';

function integrityOf(bytes: string | Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

function bytesOf(file: Rolldown.OutputBundle[string]): string | Uint8Array {
  return file.type === 'chunk' ? file.code : file.source;
}

/**
 * Adds `integrity` (and `crossorigin`, which SRI needs) to each `<script src>` and `<link href>` of an HTML
 * document. Every such URL must name a file of the build: the vault loads nothing else.
 */
function withIntegrity(html: string, htmlPath: string, integrities: Map<string, string>): string {
  return html.replace(
    /<(script|link)\b([^>]*?)\s(src|href)="([^"]+)"([^>]*)>/g,
    (tag, name, before, attr, url, after) => {
      const path = posix.normalize(posix.join(posix.dirname(htmlPath), url));
      const integrity = integrities.get(path);
      if (!integrity) throw new Error(`${htmlPath} loads ${url}, which is not a file of the vault build`);
      if (/\sintegrity=/.test(tag)) return tag;
      const cors = /\scrossorigin\b/.test(tag) ? '' : ' crossorigin';
      return `<${name}${before} ${attr}="${url}" integrity="${integrity}"${cors}${after}>`;
    },
  );
}

/** The Vite plugin: SRI on the HTML documents, then the manifest of every file. */
export function vaultIntegrity(pkg: { name: string; version: string }): Plugin {
  return {
    name: 'keyhold-vault-integrity',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const integrities = new Map<string, string>();
        for (const file of Object.values(bundle)) {
          if (!file.fileName.endsWith('.html')) integrities.set(file.fileName, integrityOf(bytesOf(file)));
        }
        for (const file of Object.values(bundle)) {
          if (file.type === 'asset' && file.fileName.endsWith('.html')) {
            const html =
              typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
            file.source = withIntegrity(html, file.fileName, integrities);
          }
        }
        const files = Object.values(bundle)
          .map((file) => {
            const bytes = bytesOf(file);
            const size = typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.byteLength;
            return { path: file.fileName, integrity: integrityOf(bytes), bytes: size };
          })
          .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
        const manifest: VaultManifest = {
          keyholdVaultManifest: 1,
          name: pkg.name,
          version: pkg.version,
          files,
        };
        this.emitFile({
          type: 'asset',
          fileName: VAULT_MANIFEST_FILE,
          source: `${JSON.stringify(manifest, null, 2)}\n`,
        });
      },
    },
  };
}
