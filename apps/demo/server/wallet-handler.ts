// The demo's wallet handler (@keyhold/server's createWalletHandler at /api/wallet): its options, all in
// this one place. The demo cookie names the customer; the vault's origin may call it (frame mode).
import { createWalletHandler, type ServiceClient, type WalletHandler } from '@keyhold/server';
import type { Cookies } from './cookies.js';

export const WALLET_PATH = '/api/wallet';

export function demoWalletHandler({
  service,
  cookies,
  vaultUrl,
  sandbox,
}: {
  service: ServiceClient;
  cookies: Cookies;
  /** The vault document (frame mode), else undefined (page mode). */
  vaultUrl: string | undefined;
  /** Whether the service has the sandbox's controls. */
  sandbox: boolean;
}): WalletHandler {
  return createWalletHandler({
    service,
    // Frame mode: the vault frame's sign-in view calls this handler itself (CORS with credentials for its
    // origin). `vaultOrigin` (sessions only from the vault) waits until passkeys and OAuth run there too.
    ...(vaultUrl ? { origins: [new URL(vaultUrl).origin] } : {}),
    rpId: 'localhost',
    rpName: 'Keyhold demo',
    sandbox,
    // A local explorer: every browser (and the e2e suite) reaches it from one loopback address, so the
    // per-address limit is raised; the per-customer limit on challenge/verify stays at its default.
    rateLimits: { perAddress: 1000 },
    authorize: async (request) => {
      const customerId = cookies.customerOf(request.headers.get('cookie'));
      return customerId ? { customerId } : null;
    },
  });
}
