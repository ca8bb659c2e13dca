// A built vault's folder as the @keyhold/vault build leaves it: the files, and vault-manifest.json naming
// each with its SHA-384 (the handler serves exactly these).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** SHA-384 in the SRI form. */
export const integrityOf = (bytes: string | Uint8Array): string =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Writes `files` (path → content) into a fresh folder with their manifest; `unlisted` are written but not named. */
export function vaultRoot(files: Record<string, string>, unlisted: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'keyhold-vault-'));
  for (const [path, content] of Object.entries({ ...files, ...unlisted })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  const manifest = {
    keyholdVaultManifest: 1,
    name: '@keyhold/vault',
    version: '0.0.0-test',
    files: Object.entries(files)
      .map(([path, content]) => ({
        path,
        integrity: integrityOf(content),
        bytes: Buffer.byteLength(content),
      }))
      .sort((a, b) => (a.path < b.path ? -1 : 1)),
  };
  writeFileSync(join(root, 'vault-manifest.json'), JSON.stringify(manifest));
  return root;
}
