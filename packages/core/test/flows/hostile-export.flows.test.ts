// A hostile script of the app origin relays the frame's export key to an export of a wallet it controls and
// swaps that wallet's envelope into the answer of the person's own export: the vault frame would then
// present another wallet's words as "your recovery phrase". The frame opens an envelope only when its
// enclave-signed data names the account and the request the person approved: here it shows nothing and
// the export ends with EXPORT_NOT_BOUND, while the person's own export still completes.
import { commands } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from '../../src/index.js';
import { hostileBackendCall, phraseInFrame } from './hostile-helpers.js';
import {
  caught,
  closeWallets,
  newCustomer,
  signInWithOtp,
  type TestCustomer,
  uniqueEmail,
  walletFor,
} from './helpers.js';
import { frameWalletFor, personApproves, removeVaultFrames, useUnscaledViewport } from './vault-helpers.js';

const realFetch = window.fetch;
const realRemove = Element.prototype.remove;
beforeAll(useUnscaledViewport);
afterEach(() => {
  window.fetch = realFetch;
  Element.prototype.remove = realRemove;
  closeWallets();
  removeVaultFrames();
});

/** The script's own export of the wallet it controls (page mode: it holds that session's key), to `key`. */
async function envelopeOf(attacker: TestCustomer, wallet: Wallet, key: string): Promise<string> {
  const path = `/internal-accounts/${encodeURIComponent(attacker.accountId)}/export`;
  const first = await hostileBackendCall(attacker, 'POST', path, { clientPublicKey: key });
  expect(first.status).toBe(202);
  const res = await realFetch(`${attacker.backendUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Keyhold-Client': '1',
      'Request-Id': String(first.data['requestId']),
      'Service-Wallet-Signature': await wallet.signPayload(String(first.data['payloadToSign'])),
    },
    body: JSON.stringify({ clientPublicKey: key }),
  });
  expect(res.status).toBe(200);
  return String(((await res.json()) as Record<string, unknown>)['encryptedWalletCredentials']);
}

/**
 * The script's fetch hook: it reads the frame's export key from the person's first export call, exports
 * its own wallet to that key, and answers the person's signed retry with its own envelope (the account id
 * of the answer left as the person's).
 */
function swapEnvelopes(victim: TestCustomer, attacker: TestCustomer, attackerWallet: Wallet): Promise<void> {
  const path = `/internal-accounts/${victim.accountId}/export`;
  let theirs: Promise<string> | undefined;
  return new Promise((swapped) => {
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const response = await realFetch(input, init);
      if (!decodeURIComponent(url).endsWith(path)) return response;
      const headers = new Headers(init?.headers);
      if (!headers.has('Service-Wallet-Signature')) {
        const { clientPublicKey } = JSON.parse(String(init?.body)) as { clientPublicKey: string };
        theirs = envelopeOf(attacker, attackerWallet, clientPublicKey);
        return response;
      }
      const answer = (await response.json()) as Record<string, unknown>;
      answer['encryptedWalletCredentials'] = await theirs!;
      swapped();
      return new Response(JSON.stringify(answer), {
        status: response.status,
        headers: { 'Content-Type': 'application/json' },
      });
    };
  });
}

/** The script keeps the visible vault frame on screen when the core removes it (the person reads on). */
function keepVisibleFrame(): void {
  Element.prototype.remove = function (this: Element) {
    if (this.matches('[data-keyhold-vault-overlay], iframe[data-keyhold-vault="visible"]')) return;
    realRemove.call(this);
  };
}

describe('a hostile script swaps another wallet’s export envelope into the person’s export', () => {
  it('the frame shows no word of the other wallet and the export fails with EXPORT_NOT_BOUND', async () => {
    const attacker = await newCustomer();
    const attackerWallet = walletFor(attacker);
    await signInWithOtp(attackerWallet, attacker, uniqueEmail('atk-own'));
    const theirWords = (await (await attackerWallet.exportWallet()).approve()).split(/\s+/);
    expect(theirWords.length).toBeGreaterThanOrEqual(12);

    const victim = await newCustomer();
    const wallet = frameWalletFor(victim);
    await signInWithOtp(wallet, victim, uniqueEmail('victim-export'));
    const swapped = swapEnvelopes(victim, attacker, attackerWallet);
    keepVisibleFrame();
    const request = await wallet.exportWallet();
    const shown = caught(request.approve());
    await personApproves('Show your recovery phrase');
    await swapped;
    expect((await shown).code).toBe('EXPORT_NOT_BOUND');
    // The frame, kept on screen, says why in its own words and shows no word of either phrase.
    const text = await commands.vaultText('is not from the export you approved');
    const lines = text.split('\n').map((line) => line.trim());
    expect(lines.filter((line) => theirWords.includes(line))).toEqual([]);
    expect(text).not.toContain('Write these words down');
  });

  it('the person’s own export, with no script in the way, still shows their phrase', async () => {
    const customer = await newCustomer();
    const wallet = frameWalletFor(customer);
    await signInWithOtp(wallet, customer, uniqueEmail('own-export'));
    const shown = (await wallet.exportWallet()).approve();
    await personApproves('Show your recovery phrase');
    expect(await shown).toBe('');
    expect((await phraseInFrame()).length).toBeGreaterThanOrEqual(12);
    await commands.clickInVault('Done');
  });
});
