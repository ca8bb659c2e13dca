// Starts the demo (run by ../start.mjs): `node apps/demo/start.mjs [--port 5173] [--sandbox-port 8787] [--vault-port 5174]
// [--page-mode]`. By default it runs the local sandbox in this process; with KEYHOLD_SERVICE_URL (and
// credentials) it explores that service instead (see apps/demo/README.md, "Another service"). The wallet
// runs in frame mode: its keys in the vault frame served on the vault port (0: any free port);
// `--page-mode` keeps them in the app's page instead, for comparison.
import { parseArgs } from 'node:util';
import { startSandboxServer } from '@keyhold/sandbox';
import { startDemoBackend } from './backend.js';
import type { ServiceTarget } from './services.js';
import { startVaultServer } from './vault-server.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '5173' },
    'sandbox-port': { type: 'string', default: process.env.SANDBOX_PORT ?? '8787' },
    'vault-port': { type: 'string', default: process.env.VAULT_PORT },
    'page-mode': { type: 'boolean', default: false },
  },
});
const env = process.env;

let sandbox: Awaited<ReturnType<typeof startSandboxServer>> | null = null;
let target: ServiceTarget;
if (env.KEYHOLD_SERVICE_URL) {
  if (!env.KEYHOLD_API_TOKEN_ID || !env.KEYHOLD_API_CLIENT_SECRET) {
    console.error('KEYHOLD_SERVICE_URL needs KEYHOLD_API_TOKEN_ID and KEYHOLD_API_CLIENT_SECRET too.');
    process.exit(2);
  }
  const serviceUrl = new URL(env.KEYHOLD_SERVICE_URL);
  target = {
    baseUrl: env.KEYHOLD_SERVICE_URL,
    origin: env.KEYHOLD_SANDBOX_ORIGIN ?? serviceUrl.origin,
    tokenId: env.KEYHOLD_API_TOKEN_ID,
    secret: env.KEYHOLD_API_CLIENT_SECRET,
    controls: env.KEYHOLD_SANDBOX_CONTROLS !== '0',
    ...(env.KEYHOLD_WEBHOOK_PUBLIC_KEY ? { webhookPublicKey: env.KEYHOLD_WEBHOOK_PUBLIC_KEY } : {}),
  };
} else {
  sandbox = await startSandboxServer({
    port: Number(values['sandbox-port']), // 0 = any free port: the page learns the origin from /api/demo/config
    log: (line) => console.info(`[sandbox] ${line}`),
  });
  target = {
    baseUrl: sandbox.baseUrl,
    origin: sandbox.origin,
    tokenId: 'sandbox-token',
    secret: 'sandbox-secret',
  };
}
// The vault's port: asked for, else beside the app's (5173 → 5174), else any free one when the app's is.
const vaultPort = values['vault-port'] ?? (Number(values.port) === 0 ? '0' : String(Number(values.port) + 1));
const vault = values['page-mode']
  ? null
  : await startVaultServer({
      port: Number(vaultPort),
      sandbox: sandbox !== null,
      trustedSigners: (env.KEYHOLD_EXPORT_TRUSTED_SIGNERS ?? '').split(',').filter(Boolean),
    });
const demo = await startDemoBackend({
  port: Number(values.port),
  sandbox: target,
  ...(vault ? { vaultUrl: vault.url } : {}),
  ...(env.KEYHOLD_DEMO_PUBLIC_URL ? { publicUrl: env.KEYHOLD_DEMO_PUBLIC_URL } : {}),
});
// Sessions are born in the vault: its sign-in view calls the demo's wallet handler itself, runs the passkey
// ceremony there and offers the sandbox's dev OIDC issuer (the ID token returns to the vault's origin).
vault?.serve([new URL(demo.url).origin], `${new URL(demo.url).origin}/api/wallet`, {
  authorizationEndpoint: `${target.origin}/oidc/authorize`,
  clientId: 'keyhold-sandbox',
  name: 'Sandbox ID',
});
console.info(`keyhold-demo listening on ${demo.url}`);
console.info(
  sandbox
    ? `  sandbox: ${sandbox.baseUrl} (Basic sandbox-token:sandbox-secret)`
    : `  service: ${target.baseUrl} (credentials from KEYHOLD_API_TOKEN_ID)`,
);
console.info(vault ? `  vault: ${vault.url.replace(/\/$/, '')}` : '  vault: none (page mode)');

async function stop() {
  await demo.close();
  await vault?.close();
  await sandbox?.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
