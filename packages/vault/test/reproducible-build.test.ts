// The vault build is reproducible: the vault's sources (with @keyhold/core, @keyhold/protocol and its words,
// @keyhold/locales, beside them, as in a checkout) copied to two folders of different paths and built one after the other give the
// same files, byte for byte, and a manifest that names exactly them. So anyone can rebuild a release from
// its tagged source and compare the result with the published vault-manifest.json.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { isVaultManifest } from '@keyhold/protocol/vault-manifest';
import { createHash } from 'node:crypto';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const PACKAGES = ['vault', 'core', 'protocol', 'locales'];
const made: string[] = [];

/** A checkout of the four packages under a fresh folder whose path contains `name`. */
function checkout(name: string): string {
  const root = join(mkdtempSync(join(tmpdir(), `kh-${name}-`)), 'deep', name);
  mkdirSync(root, { recursive: true });
  made.push(root);
  cpSync(join(repo, 'tsconfig.base.json'), join(root, 'tsconfig.base.json'));
  for (const pkg of PACKAGES) {
    cpSync(join(repo, 'packages', pkg), join(root, 'packages', pkg), {
      recursive: true,
      // pnpm's links stay relative links, so @keyhold/* resolve inside this copy.
      verbatimSymlinks: true,
      filter: (src) => {
        const path = relative(join(repo, 'packages', pkg), src).split(sep);
        // protocol's dist is read by the build's config (the manifest's file name); nothing else built is copied.
        if (path[0] === 'dist') return pkg === 'protocol';
        return !path.includes('test') && !path.some((p) => p.startsWith('.vite'));
      },
    });
  }
  // Third-party packages from the real install (the links above point into it through this one).
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'));
  return root;
}

/** Every file under `dir`, by relative path, with its bytes. */
function filesOf(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path).split(sep).join('/'), readFileSync(path));
  }
  return files;
}

async function buildIn(root: string): Promise<Map<string, Buffer>> {
  await build({ configFile: join(root, 'packages', 'vault', 'vite.config.ts'), logLevel: 'silent' });
  return filesOf(join(root, 'packages', 'vault', 'dist'));
}

afterAll(() => {
  for (const root of made) rmSync(join(root, '..', '..'), { recursive: true, force: true });
});

describe('the vault build', () => {
  it('gives the same bytes from two checkouts at different paths, built at different times', async () => {
    const first = await buildIn(checkout('first-checkout'));
    const second = await buildIn(checkout('another-path-entirely'));
    expect([...first.keys()].sort()).toEqual([...second.keys()].sort());
    for (const [path, bytes] of first) expect(bytes.equals(second.get(path)!), path).toBe(true);
    // No trace of where it was built.
    for (const [path, bytes] of first) {
      expect(bytes.includes(basename(made[0]!)), path).toBe(false);
      expect(bytes.includes(tmpdir()), path).toBe(false);
    }
  });

  it('writes a manifest naming every file it built, each with its SHA-384, and SRI on the HTML', async () => {
    const files = await buildIn(checkout('manifest-check'));
    const manifest: unknown = JSON.parse(files.get('vault-manifest.json')!.toString('utf8'));
    expect(isVaultManifest(manifest)).toBe(true);
    if (!isVaultManifest(manifest)) return;
    expect(manifest.files.map((f) => f.path)).toEqual(
      [...files.keys()].filter((p) => p !== 'vault-manifest.json').sort(),
    );
    for (const file of manifest.files) {
      const bytes = files.get(file.path)!;
      expect(file.integrity, file.path).toBe(`sha384-${createHash('sha384').update(bytes).digest('base64')}`);
      expect(file.bytes, file.path).toBe(bytes.byteLength);
    }
    const html = files.get('index.html')!.toString('utf8');
    const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((m) => m[0]);
    expect(tags.length).toBeGreaterThanOrEqual(2);
    for (const tag of tags) {
      const url = /(?:src|href)="\.\/([^"]+)"/.exec(tag)![1]!;
      const integrity = manifest.files.find((f) => f.path === url)?.integrity;
      expect(integrity, tag).toBeDefined();
      expect(tag).toContain(`integrity="${integrity}"`);
      expect(tag).toContain('crossorigin');
    }
  });
});
