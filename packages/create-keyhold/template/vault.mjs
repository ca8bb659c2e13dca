// Frame mode: the wallet's keys, every signature and an exported recovery phrase live in the vault frame,
// the document of @keyhold/vault served here on a second origin (another port of localhost in development:
// the same site as the page, another origin). No script of the app's page, yours or a dependency's, can then
// read a secret or get a signature without the person's click inside the frame.
import { createServer } from 'node:http';
import { nodeServerOptions, toNodeHandler } from '@keyhold/server/node';
import { createVaultHandler } from '@keyhold/server/vault';
import { vaultRoot } from '@keyhold/vault';

/**
 * Serves the vault on `port` of localhost (0: any free port) for the page at `appOrigin` only (its CSP
 * `frame-ancestors`, and the only parent the frame answers). Resolves with the vault's URL.
 * @param {{ port: number, appOrigin: string, sandbox: boolean, trustedSigners: string[] }} options
 */
export function startVault({ port, appOrigin, sandbox, trustedSigners }) {
  const handler = createVaultHandler({
    root: vaultRoot,
    parentOrigins: [appOrigin],
    // Sandbox only: the frame opens the sandbox's unsigned export envelopes. With the real service, list
    // the service's export-envelope signing keys instead (EXPORT_TRUSTED_SIGNERS).
    sandbox,
    trustedSigners,
  });
  const server = createServer(nodeServerOptions(), toNodeHandler(handler));
  return new Promise((resolve, reject) => {
    server.once('error', (err) =>
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(`The vault's port ${port} is in use: set VAULT_PORT to a free one (or VAULT=off).`)
          : err,
      ),
    );
    server.listen(port, 'localhost', () => resolve(`http://localhost:${server.address().port}/`));
  });
}
