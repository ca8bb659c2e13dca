// The test vault server: the built @keyhold/vault document served by createVaultHandler of @keyhold/server
// on its own localhost port (another origin than the test page). The Vitest page's port is only known
// when a test runs, so the parent origins come from the path: /p/<base64url JSON of origins>/… serves the
// vault configured with exactly those parents (its frame-ancestors and its vault-config.json), and
// /blocked-storage/<same>/… the same vault in an origin whose IndexedDB the browser refuses. The JSON may
// also be `{ parents, backendUrl }`: the vault's sign-in then calls that wallet handler (its connect-src).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { createVaultHandler } from '../../../server/src/vault.js';
import { toNodeHandler } from '../../../server/src/node.js';

const vaultDir = fileURLToPath(new URL('../../../vault/', import.meta.url));

const HOSTILE_SIBLING = `<!doctype html><script>
  const target = [...Array(parent.frames.length).keys()].map((i) => parent.frames[i]).find((w) => w !== window);
  const channel = new MessageChannel();
  let answered = false;
  channel.port1.onmessage = () => (answered = true);
  target.postMessage({ marker: 'keyhold-vault', v: 1, type: 'hello' }, '*', [channel.port2]);
  setTimeout(() => parent.postMessage({ hostileReport: true, answered }, '*'), 1500);
</script>`;

/**
 * Run first in the vault document: its origin's IndexedDB refuses to open, as a browser that blocks site
 * storage refuses it (Firefox with cookies blocked throws this SecurityError).
 */
const BLOCK_STORAGE = `IDBFactory.prototype.open = function () {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};
`;

/** A copy of the built vault whose document loads BLOCK_STORAGE (a same-origin script: the CSP allows it). */
async function blockedStorageRoot(root: string): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'keyhold-vault-blocked-'));
  await cp(root, copy, { recursive: true });
  const index = join(copy, 'index.html');
  const html = await readFile(index, 'utf8');
  await writeFile(index, html.replace('<script', '<script src="./block-storage.js"></script>\n    <script'));
  await writeFile(join(copy, 'block-storage.js'), BLOCK_STORAGE);
  return copy;
}

export async function startVaultServer(): Promise<{ url: string; close(): Promise<void> }> {
  await build({ configFile: `${vaultDir}vite.config.ts`, logLevel: 'warn' });
  const root = `${vaultDir}dist`;
  const roots = { p: root, 'blocked-storage': await blockedStorageRoot(root) };
  const handlers = new Map<string, ReturnType<typeof toNodeHandler>>();
  const server = createServer((req, res) => {
    if (req.url === '/hostile-sibling.html') {
      // A document of the vault's origin that is NOT a configured parent: it posts a hello with its own
      // port to the vault frame beside it, and tells the test page whether the vault ever answered.
      res.writeHead(200, { 'Content-Type': 'text/html' }).end(HOSTILE_SIBLING);
      return;
    }
    const m = /^\/(p|blocked-storage)\/([A-Za-z0-9_-]+)(\/.*)$/.exec(req.url ?? '');
    if (!m) {
      res.writeHead(404).end();
      return;
    }
    const [, kind, parents, rest] = m as unknown as [string, keyof typeof roots, string, string];
    let handler = handlers.get(`${kind}/${parents}`);
    if (!handler) {
      const given = JSON.parse(Buffer.from(parents, 'base64url').toString('utf8')) as
        | string[]
        | { parents: string[]; backendUrl: string };
      const [parentOrigins, backendUrl] = Array.isArray(given) ? [given] : [given.parents, given.backendUrl];
      handler = toNodeHandler(
        createVaultHandler({
          root: roots[kind],
          parentOrigins,
          sandbox: true,
          ...(backendUrl !== undefined ? { backendUrl } : {}),
        }),
      );
      handlers.set(`${kind}/${parents}`, handler);
    }
    req.url = rest;
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    close: async () => {
      const closed = new Promise<void>((r) => server.close(() => r()));
      // A connection the browser opened ahead of a frame its page's CSP then blocked never sends a request.
      server.closeAllConnections();
      await closed;
      await rm(roots['blocked-storage'], { recursive: true, force: true });
    },
  };
}
