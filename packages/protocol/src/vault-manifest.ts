/**
 * `@keyhold/protocol/vault-manifest`: the list of the vault document's files with their SHA-384, which
 * the `@keyhold/vault` build writes beside them (`vault-manifest.json`), `@keyhold/server/vault` serves
 * exactly, and `keyhold-vault verify` compares a served vault with.
 * @packageDocumentation
 */

/** The manifest's file name in the built vault's folder. */
export const VAULT_MANIFEST_FILE = 'vault-manifest.json';

/** One file of the built vault. */
export interface VaultManifestFile {
  /** Its path under the vault's root, `/`-separated, no leading `/` (`index.html`, `assets/index-….js`). */
  path: string;
  /** `sha384-<base64>` of its bytes, the form of an SRI `integrity` attribute. */
  integrity: string;
  /** Its size in bytes. */
  bytes: number;
}

/** `vault-manifest.json`: the package and version that built the vault, and every file it serves. */
export interface VaultManifest {
  keyholdVaultManifest: 1;
  /** The package name (`@keyhold/vault`). */
  name: string;
  /** The package version that built these files. */
  version: string;
  /** Every file, sorted by path. The HTML documents among them (`.html`) are the vault's pages. */
  files: VaultManifestFile[];
}

/** A path the manifest may name: segments of letters, digits, `_`, `-`, `.`, no empty, `.` or `..` segment. */
const PATH = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[\w.-]+(?:\/[\w.-]+)*$/;
const INTEGRITY = /^sha384-[A-Za-z0-9+/]{64}$/;

/** Checks a manifest read from disk: its shape, each path and integrity, no path twice. */
export function isVaultManifest(data: unknown): data is VaultManifest {
  if (typeof data !== 'object' || data === null) return false;
  const manifest = data as Record<string, unknown>;
  const files = manifest['files'];
  if (
    manifest['keyholdVaultManifest'] !== 1 ||
    typeof manifest['name'] !== 'string' ||
    typeof manifest['version'] !== 'string' ||
    !Array.isArray(files)
  ) {
    return false;
  }
  const paths = new Set<string>();
  for (const file of files as unknown[]) {
    if (typeof file !== 'object' || file === null) return false;
    const { path, integrity, bytes } = file as Record<string, unknown>;
    if (typeof path !== 'string' || !PATH.test(path) || paths.has(path)) return false;
    if (typeof integrity !== 'string' || !INTEGRITY.test(integrity)) return false;
    if (typeof bytes !== 'number' || !Number.isSafeInteger(bytes) || bytes < 0) return false;
    paths.add(path);
  }
  return true;
}
