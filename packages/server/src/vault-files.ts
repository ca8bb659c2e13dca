/**
 * The files `createVaultHandler` serves: exactly those the built vault's `vault-manifest.json` names, read
 * once when the handler is made and checked against their SHA-384 there, so the handler never opens a path
 * a request names and a file changed on disk after the build is refused at start, not served.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VAULT_MANIFEST_FILE, isVaultManifest } from '@keyhold/protocol/vault-manifest';

/** A file of the built vault, ready to serve. */
export interface VaultFile {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  /** An HTML document of the vault: served with its CSP and `Integrity-Policy`, never cached. */
  document: boolean;
}

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  woff2: 'font/woff2',
};

/**
 * Reads the vault at `root`: its manifest, then each file it names, by URL path (`/index.html`,
 * `/assets/index-….js`). Throws a `TypeError` naming the folder or the file when the manifest is missing or
 * malformed or a file is missing or differs from it.
 */
export function readVaultFiles(root: string): Map<string, VaultFile> {
  const manifestPath = join(root, VAULT_MANIFEST_FILE);
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch (err) {
    throw new TypeError(
      `No readable ${VAULT_MANIFEST_FILE} in ${root}: root must be the built @keyhold/vault folder (vaultRoot), ` +
        `built by its own build (${(err as Error).message})`,
    );
  }
  if (!isVaultManifest(manifest)) throw new TypeError(`${manifestPath} is not a vault manifest`);
  const files = new Map<string, VaultFile>();
  for (const { path, integrity } of manifest.files) {
    let body: Buffer;
    try {
      body = readFileSync(join(root, ...path.split('/')));
    } catch {
      throw new TypeError(`${path}, named in ${manifestPath}, is missing`);
    }
    if (`sha384-${createHash('sha384').update(body).digest('base64')}` !== integrity) {
      throw new TypeError(`${path} differs from ${manifestPath}: rebuild the vault, never edit its files`);
    }
    const extension = path.slice(path.lastIndexOf('.') + 1);
    files.set(`/${path}`, {
      body: new Uint8Array(body),
      contentType: TYPES[extension] ?? 'application/octet-stream',
      document: extension === 'html',
    });
  }
  if (!files.get('/index.html')?.document) throw new TypeError(`${manifestPath} names no index.html`);
  return files;
}
