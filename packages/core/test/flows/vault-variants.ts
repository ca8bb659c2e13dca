// Changed copies of the built vault that the test vault server also serves, each with its manifest
// rewritten to name its files as they now are (the server of a changed vault is the one changing it, so
// createVaultHandler serves them): what the browser then runs is the browser's own SRI and Integrity-Policy.
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const integrityOf = (bytes: string | Uint8Array): string =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

interface Manifest {
  files: { path: string; integrity: string; bytes: number }[];
}

/** A copy of `root` changed by `change` (which may add files: their paths are returned), manifest rewritten. */
async function changedCopy(root: string, change: (copy: string) => Promise<string[]>): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'keyhold-vault-variant-'));
  await cp(root, copy, { recursive: true });
  const added = await change(copy);
  const manifestPath = join(copy, 'vault-manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  const paths = [...manifest.files.map((f) => f.path), ...added];
  manifest.files = await Promise.all(
    paths.map(async (path) => {
      const bytes = await readFile(join(copy, path));
      return { path, integrity: integrityOf(bytes), bytes: bytes.byteLength };
    }),
  );
  await writeFile(manifestPath, JSON.stringify(manifest));
  return copy;
}

/** Inserts `tags` before the document's first script. */
async function addToHead(copy: string, tags: string): Promise<void> {
  const index = join(copy, 'index.html');
  await writeFile(index, (await readFile(index, 'utf8')).replace('<script', `${tags}\n    <script`));
}

/**
 * Run first in the vault document: its origin's IndexedDB refuses to open, as a browser that blocks site
 * storage refuses it (Firefox with cookies blocked throws this SecurityError).
 */
const BLOCK_STORAGE = `IDBFactory.prototype.open = function () {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};
`;

/** The vault whose document first loads BLOCK_STORAGE (with its SRI: the CSP and Integrity-Policy allow it). */
export const blockedStorage = (root: string): Promise<string> =>
  changedCopy(root, async (copy) => {
    await writeFile(join(copy, 'block-storage.js'), BLOCK_STORAGE);
    await addToHead(
      copy,
      `<script src="./block-storage.js" integrity="${integrityOf(BLOCK_STORAGE)}" crossorigin></script>`,
    );
    return ['block-storage.js'];
  });

/** The vault whose module script has one byte changed: the document still names the original's SRI. */
export const scriptChanged = (root: string): Promise<string> =>
  changedCopy(root, async (copy) => {
    const manifest = JSON.parse(await readFile(join(copy, 'vault-manifest.json'), 'utf8')) as Manifest;
    const script = join(copy, manifest.files.find((f) => f.path.endsWith('.js'))!.path);
    const bytes = await readFile(script);
    // A comment's character: the script still parses; only its bytes differ.
    await writeFile(script, Buffer.concat([bytes, Buffer.from('\n//x')]));
    return [];
  });

/** Posted to the parent by a script added to the vault document, naming itself. */
const reporter = (name: string): string => `parent.postMessage({ addedScriptRan: '${name}' }, '*');\n`;

/**
 * The vault whose document first loads two added scripts of its own origin: one with SRI (`with-sri.js`),
 * one without (`without-sri.js`, as markup injected on the way would be). Each tells the parent it ran.
 */
export const scriptsAdded = (root: string): Promise<string> =>
  changedCopy(root, async (copy) => {
    const withSri = reporter('with-sri');
    await writeFile(join(copy, 'with-sri.js'), withSri);
    await writeFile(join(copy, 'without-sri.js'), reporter('without-sri'));
    await addToHead(
      copy,
      `<script src="./with-sri.js" integrity="${integrityOf(withSri)}" crossorigin></script>\n` +
        '    <script src="./without-sri.js" crossorigin></script>',
    );
    return ['with-sri.js', 'without-sri.js'];
  });
