// The test vault server: the built @keyhold/vault document served by createVaultHandler of @keyhold/server
// on its own localhost port (another origin than the test page). The Vitest page's port is only known
// when a test runs, so the parent origins come from the path: /p/<base64url JSON of origins>/… serves the
// vault configured with exactly those parents (its frame-ancestors and its vault-config.json).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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

export async function startVaultServer(): Promise<{ url: string; close(): Promise<void> }> {
  await build({ configFile: `${vaultDir}vite.config.ts`, logLevel: 'warn' });
  const root = `${vaultDir}dist`;
  const handlers = new Map<string, ReturnType<typeof toNodeHandler>>();
  const server = createServer((req, res) => {
    if (req.url === '/hostile-sibling.html') {
      // A document of the vault's origin that is NOT a configured parent: it posts a hello with its own
      // port to the vault frame beside it, and tells the test page whether the vault ever answered.
      res.writeHead(200, { 'Content-Type': 'text/html' }).end(HOSTILE_SIBLING);
      return;
    }
    const m = /^\/p\/([A-Za-z0-9_-]+)(\/.*)$/.exec(req.url ?? '');
    if (!m) {
      res.writeHead(404).end();
      return;
    }
    let handler = handlers.get(m[1]!);
    if (!handler) {
      const parentOrigins = JSON.parse(Buffer.from(m[1]!, 'base64url').toString('utf8')) as string[];
      handler = toNodeHandler(createVaultHandler({ root, parentOrigins, sandbox: true }));
      handlers.set(m[1]!, handler);
    }
    req.url = m[2];
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
