// The demo's vault origin: the built @keyhold/vault document served by @keyhold/server/vault on a port of
// its own (another origin than the app, same site: localhost), so the demo runs in frame mode.
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { vaultRoot } from '@keyhold/vault';
import { toNodeHandler } from '@keyhold/server/node';
import { createVaultHandler } from '@keyhold/server/vault';

/**
 * Starts the vault server; `serve(parentOrigins)` then configures the app origin(s) it answers (the app's
 * port is known only once the app listens). Until then every request is refused.
 * @param {{ port?: number, sandbox?: boolean, trustedSigners?: string[] }} options
 */
export async function startVaultServer({ port = 5174, sandbox = true, trustedSigners = [] } = {}) {
  if (!existsSync(join(vaultRoot, 'index.html'))) {
    throw new Error('The vault is not built: run `pnpm --filter @keyhold/vault build` (npm start does).');
  }
  /** @type {((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void) | null} */
  let handler = null;
  const server = createServer((req, res) => {
    if (!handler) return void res.writeHead(503).end();
    handler(req, res);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', resolve);
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://localhost:${address.port}/`,
    /**
     * @param {string[]} parentOrigins
     * @param {string} [backendUrl] the wallet handler the frame's sign-in calls (same site: the app's cookie goes)
     * @param {{ authorizationEndpoint: string, clientId: string, name?: string }} [oauth] the OpenID Connect
     *   provider the frame's sign-in offers (its popup returns the ID token to the vault, never the page)
     */
    serve(parentOrigins, backendUrl, oauth) {
      handler = toNodeHandler(
        createVaultHandler({
          root: vaultRoot,
          parentOrigins,
          sandbox,
          trustedSigners,
          ...(backendUrl ? { backendUrl } : {}),
          ...(backendUrl && oauth ? { oauth } : {}),
        }),
      );
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
