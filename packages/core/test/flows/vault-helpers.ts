// Frame mode helpers of the flow tests: vault URLs with chosen parent origins, frame-mode wallets.
import { page } from 'vitest/browser';
import type { Wallet, WalletOptions } from '../../src/index.js';
import { env, type TestCustomer, walletFor } from './helpers.js';

/** The test vault's document, configured to serve exactly `parents` (by default this page's origin). */
export function vaultUrl(parents: string[] = [location.origin]): string {
  const encoded = btoa(JSON.stringify(parents)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${env.vault}/p/${encoded}/`;
}

/** A frame-mode wallet for the customer (its vault frames mounted in this test page). */
export function frameWalletFor(
  customer: TestCustomer,
  options: Partial<WalletOptions> = {},
  url = vaultUrl(),
): Wallet {
  return walletFor(customer, { vault: { url, handshakeTimeoutMs: 4_000 }, ...options });
}

/** Every vault iframe the page holds, by view. */
export function vaultFrames(view: 'key' | 'visible'): HTMLIFrameElement[] {
  return [...document.querySelectorAll<HTMLIFrameElement>(`iframe[data-keyhold-vault="${view}"]`)];
}

/** Removes every vault frame and overlay the tests left (wallet.close() removes its key frame). */
export function removeVaultFrames(): void {
  for (const f of document.querySelectorAll('iframe[data-keyhold-vault], [data-keyhold-vault-overlay]'))
    f.remove();
}

/**
 * A test viewport that fits the runner's window: the runner scales a larger one down with a CSS
 * transform, and a transformed frame is, rightly, not "visible" to IntersectionObserver v2, so the vault
 * would never arm its Approve button.
 */
export async function useUnscaledViewport(): Promise<void> {
  await page.viewport(400, 600);
}
