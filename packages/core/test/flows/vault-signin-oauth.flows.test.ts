// OAuth inside the vault frame: the provider's window opens from the person's click in the frame (its
// opener is the frame), returns the ID token to the vault's origin (`web_message` to the vault document's
// URL), and the frame registers the account's first OAUTH credential when needed, verifies with a client
// key of its own (the token's nonce) and keeps the session. The page never holds the token. The sandbox's
// dev OIDC issuer is the provider, the vault's own configuration names it.
import { commands } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeWallets, isolatedStore, newCustomer, uniqueEmail } from './helpers.js';
import {
  removeVaultFrames,
  useUnscaledViewport,
  vaultFrames,
  vaultSignInWalletFor,
} from './vault-helpers.js';

beforeAll(useUnscaledViewport);
afterEach(() => {
  closeWallets();
  removeVaultFrames();
});

/** Every window message and fetch of the page meanwhile, as text. */
function pageTraffic(): { seen: string[]; restore(): void } {
  const real = window.fetch;
  const seen: string[] = [];
  const onMessage = (event: MessageEvent): void => void seen.push(`message ${JSON.stringify(event.data)}`);
  window.addEventListener('message', onMessage);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    seen.push(`${init?.method ?? 'GET'} ${url} ${typeof init?.body === 'string' ? init.body : ''}`);
    const response = await real(input, init);
    seen.push(await response.clone().text());
    return response;
  };
  return {
    seen,
    restore: () => {
      window.fetch = real;
      window.removeEventListener('message', onMessage);
    },
  };
}

describe('OAuth inside the vault frame', () => {
  it('signs in from a click in the frame; the ID token returns to the vault, never to the page', async () => {
    const customer = await newCustomer();
    const { store } = isolatedStore();
    const wallet = vaultSignInWalletFor(customer, { keyStore: store });
    const email = uniqueEmail('vault-oauth');
    const traffic = pageTraffic();
    let first;
    try {
      const signing = wallet.signInInVault();
      await commands.vaultText('Sign in to your wallet');
      await commands.clickInVault('Continue with Sandbox ID');
      await commands.completeOidcPopup(email);
      first = await signing;
    } finally {
      traffic.restore();
    }
    expect(first).toMatchObject({ credentialType: 'OAUTH', nickname: email, stub: false });
    const [stored] = await store.listSessions();
    expect(stored).toMatchObject({ id: first.id, privateKey: null, vault: true });
    expect(await store.listClientKeys()).toEqual([]);
    expect(vaultFrames('visible')).toHaveLength(0);
    const seen = traffic.seen.join('\n');
    expect(seen).not.toMatch(/keyhold-oidc|idToken|oidcToken|id_token|encryptedSessionSigningKey/);
    // No JWS of any kind (an ID token is three base64url parts, its header `eyJ…`).
    expect(seen).not.toMatch(/eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/);
    expect((await wallet.listCredentials()).map((c) => c.type)).toEqual(['OAUTH']);

    // The frame holds the key (it signs the sign-out); the same identity signs in again, in the frame.
    await wallet.signOut();
    const again = wallet.signInInVault();
    await commands.clickInVault('Continue with Sandbox ID');
    await commands.completeOidcPopup(email);
    const second = await again;
    expect(second).toMatchObject({ credentialType: 'OAUTH', credentialId: first.credentialId });
    expect(second.id).not.toBe(first.id);
  });

  it('says in the frame that the window was closed, and the page has no session', async () => {
    const customer = await newCustomer();
    const wallet = vaultSignInWalletFor(customer);
    const signing = wallet.signInInVault();
    signing.catch(() => undefined);
    await commands.vaultText('Sign in to your wallet');
    await commands.clickInVault('Continue with Sandbox ID');
    await commands.closeOidcPopup();
    expect(await commands.vaultText('The sign-in window was closed')).toContain('Try again');
    expect(wallet.session).toBeNull();
  });

  it('offers only the ways in the page asks for: the frame narrows its view, never adds to it', async () => {
    const customer = await newCustomer();
    const wallet = vaultSignInWalletFor(customer);
    const signing = wallet.signInInVault({ methods: ['email'] });
    signing.catch(() => undefined);
    const text = await commands.vaultText('Email me a code');
    expect(text).not.toContain('Use a passkey');
    expect(text).not.toContain('Continue with Sandbox ID');
    wallet.close();
    removeVaultFrames();

    const other = vaultSignInWalletFor(customer);
    const asking = other.signInInVault({ methods: ['oauth'] });
    asking.catch(() => undefined);
    const only = await commands.vaultText('Continue with Sandbox ID');
    expect(only).not.toContain('Email me a code');
    expect(only).not.toContain('Use a passkey');
  });
});
