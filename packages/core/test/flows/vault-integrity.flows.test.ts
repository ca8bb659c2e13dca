// The vault document's scripts run only as built: each carries SRI, and the vault server sends
// Integrity-Policy. Against changed copies of the built vault served by createVaultHandler (vault-variants.ts):
// a script whose bytes differ from its `integrity` never runs, so that vault never starts; a script added
// to the document without SRI does not run (Integrity-Policy: Chromium 138+, Firefox 145+, WebKitGTK 2.50),
// while one added with SRI does. Without the header, the one without SRI runs in each of these engines.
import { describe, expect, it } from 'vitest';
import { caught, newCustomer, signInWithOtp, uniqueEmail } from './helpers.js';
import { frameWalletFor, mountRawVault, vaultUrl, framePage } from './vault-helpers.js';

framePage();

describe('the vault document runs only its own scripts', () => {
  it('runs an added script with SRI, never one without (Integrity-Policy)', async () => {
    const ran: string[] = [];
    const url = vaultUrl([location.origin], 'scripts-added');
    const origin = new URL(url).origin;
    const onMessage = (event: MessageEvent): void => {
      const name = (event.data as { addedScriptRan?: string } | null)?.addedScriptRan;
      if (event.origin === origin && name) ran.push(name);
    };
    window.addEventListener('message', onMessage);
    try {
      // The added scripts are classic and come first: each posts before the vault's module posts `loaded`.
      await mountRawVault('key', url);
    } finally {
      window.removeEventListener('message', onMessage);
    }
    expect(ran).toEqual(['with-sri']);
  });

  it('never starts a vault whose script differs from its SRI, and the wallet names the failure', async () => {
    const customer = await newCustomer();
    const wallet = frameWalletFor(customer, {}, vaultUrl([location.origin], 'script-changed'));
    const error = await caught(signInWithOtp(wallet, customer, uniqueEmail('vault-sri')));
    // The page cannot see why a cross-origin document's script did not run: the frame never answers.
    expect(error.code).toBe('VAULT_HANDSHAKE_TIMEOUT');
    expect(wallet.session).toBeNull();
    expect(wallet.mode).toBe('frame');
  });
});
