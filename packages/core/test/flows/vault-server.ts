// The test vault server: the built @keyhold/vault document served by createVaultHandler of @keyhold/server
// on its own localhost port (another origin than the test page). The Vitest page's port is only known
// when a test runs, so the parent origins come from the path: /p/<base64url JSON of origins>/… serves the
// vault configured with exactly those parents (its frame-ancestors and its vault-config.json), and
// /<variant>/<same>/… a changed copy of it (vault-variants.ts): blocked-storage, script-changed,
// scripts-added. The JSON may also be `{ parents, backendUrl }`: the vault's sign-in then calls that wallet
// handler (its connect-src).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { createVaultHandler, type VaultOAuthProvider } from '../../../server/src/vault.js';
import { toNodeHandler } from '../../../server/src/node.js';
import { VAULT_CONFIG_FILE } from '../../../protocol/src/vault-config.js';
import { blockedStorage, scriptChanged, scriptsAdded } from './vault-variants.js';

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
 * The vault handler with `approveInFrame: true` added to its configuration: something only a test vault
 * does (createVaultHandler never writes it), for the tests of the in-frame gate in Firefox and WebKit.
 */
function approvingInFrame(vault: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const response = await vault(request);
    if (new URL(request.url).pathname !== `/${VAULT_CONFIG_FILE}` || !response.ok) return response;
    const config = { ...((await response.json()) as object), approveInFrame: true };
    return new Response(JSON.stringify(config), { headers: response.headers });
  };
}

export async function startVaultServer(): Promise<{ url: string; close(): Promise<void> }> {
  // Built into a folder of its own, never over packages/vault/dist: the demo that other test lanes start
  // at the same time serves that folder, and an emptied dist there is a vault that will not start.
  const root = await mkdtemp(join(tmpdir(), 'keyhold-test-vault-'));
  await build({
    configFile: `${vaultDir}vite.config.ts`,
    logLevel: 'warn',
    build: { outDir: root, emptyOutDir: true },
  });
  // w: the same vault configured to approve in its own window (approveInWindow); f: configured to approve
  // in the frame even where the engine cannot prove it visible (approveInFrame: tests of the frame's gate).
  const roots = {
    p: root,
    w: root,
    f: root,
    'blocked-storage': await blockedStorage(root),
    'script-changed': await scriptChanged(root),
    'scripts-added': await scriptsAdded(root),
  };
  const handlers = new Map<string, ReturnType<typeof toNodeHandler>>();
  const server = createServer((req, res) => {
    if (req.url === '/hostile-sibling.html') {
      // A document of the vault's origin that is NOT a configured parent: it posts a hello with its own
      // port to the vault frame beside it, and tells the test page whether the vault ever answered.
      res.writeHead(200, { 'Content-Type': 'text/html' }).end(HOSTILE_SIBLING);
      return;
    }
    const m = /^\/([a-z-]+)\/([A-Za-z0-9_-]+)(\/.*)$/.exec(req.url ?? '');
    if (!m || !Object.hasOwn(roots, m[1]!)) {
      res.writeHead(404).end();
      return;
    }
    const [, kind, parents, rest] = m as unknown as [string, keyof typeof roots, string, string];
    let handler = handlers.get(`${kind}/${parents}`);
    if (!handler) {
      const given = JSON.parse(Buffer.from(parents, 'base64url').toString('utf8')) as
        | string[]
        | { parents: string[]; backendUrl: string; oauth?: VaultOAuthProvider };
      const [parentOrigins, backendUrl, oauth] = Array.isArray(given)
        ? [given]
        : [given.parents, given.backendUrl, given.oauth];
      const vault = createVaultHandler({
        root: roots[kind],
        parentOrigins,
        sandbox: true,
        approveInWindow: kind === 'w',
        ...(backendUrl !== undefined ? { backendUrl } : {}),
        ...(oauth !== undefined ? { oauth } : {}),
      });
      handler = toNodeHandler(kind === 'f' ? approvingInFrame(vault) : vault);
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
      for (const dir of new Set(Object.values(roots))) await rm(dir, { recursive: true, force: true });
    },
  };
}
