// A page whose own Content-Security-Policy does not allow the vault frame: the frame-mode wallet fails at
// once with a typed error naming the directive, signs nothing and keeps nothing in the page. This file
// runs in its own document (Vitest gives each file one), so the policy it adds touches no other test.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { caught, closeWallets, isolatedStore, newCustomer, signInWithOtp, uniqueEmail } from './helpers.js';
import { frameWalletFor, removeVaultFrames, useUnscaledViewport, vaultUrl } from './vault-helpers.js';

beforeAll(async () => {
  await useUnscaledViewport();
  // What an integrator's CSP without `frame-src <vault origin>` says: frames of this origin only.
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = "frame-src 'self'";
  document.head.append(meta);
});

afterEach(() => {
  closeWallets();
  removeVaultFrames();
});

describe('frame mode under a page CSP that does not allow the vault', () => {
  it('names the page’s CSP (frame-src), never falls back to page mode and keeps nothing', async () => {
    const customer = await newCustomer();
    const { store } = isolatedStore();
    const url = vaultUrl();
    // Without the CSP's own word the diagnosis would find a vault that lists this page: a mere timeout.
    const wallet = frameWalletFor(customer, { keyStore: store }, url);
    const error = await caught(signInWithOtp(wallet, customer, uniqueEmail('vault-csp')));
    expect(error.code).toBe('VAULT_CSP_BLOCKED');
    expect(error.details).toMatchObject({ origin: new URL(url).origin, directive: 'frame-src' });
    expect(wallet.session).toBeNull();
    expect(wallet.mode).toBe('frame');
    expect(await store.listClientKeys()).toEqual([]);
    expect(await store.listSessions()).toEqual([]);
  });
});
