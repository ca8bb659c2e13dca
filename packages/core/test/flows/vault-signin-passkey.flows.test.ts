// Passkeys inside the vault frame: the ceremony runs in the frame's own document (its origin is the one in
// clientDataJSON, which the sandbox checks), from the person's click there; the frame asks the handler of
// its own configuration (which takes sessions only from the vault's origin) for the options and the
// challenge, verifies, opens the sealed session key and keeps it. The page sends none of these calls.
// Chromium's virtual authenticator (CDP) plays the person's device; the other engines have none for
// the tests (test-support/engines.ts), and WebKit's MiniBrowser has no WebAuthn at all, which the frame says.
import { commands } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeWallets, isolatedStore, newCustomer, outbox, readOtp, uniqueEmail } from './helpers.js';
import {
  removeVaultFrames,
  useUnscaledViewport,
  vaultFrames,
  vaultSignInWalletFor,
} from './vault-helpers.js';
import { engine, noVirtualAuthenticator } from '../../../../test-support/engines.js';

let authenticatorId = '';
beforeAll(useUnscaledViewport);
afterEach(async () => {
  closeWallets();
  removeVaultFrames();
  if (authenticatorId) await commands.removeVirtualAuthenticator(authenticatorId);
  authenticatorId = '';
});

/** Every URL and body the page's own fetch sends meanwhile (the frame's calls are not the page's). */
function pageRequests(): { seen: string[]; restore(): void } {
  const real = window.fetch;
  const seen: string[] = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    seen.push(`${init?.method ?? 'GET'} ${url} ${typeof init?.body === 'string' ? init.body : ''}`);
    return real(input, init);
  };
  return { seen, restore: () => void (window.fetch = real) };
}

describe('passkeys inside the vault frame', () => {
  it('creates the first passkey in the frame, signs in with it there, and the page keeps no key', async ({
    skip,
  }) => {
    skip(noVirtualAuthenticator !== undefined, noVirtualAuthenticator);
    authenticatorId = await commands.addVirtualAuthenticator();
    const customer = await newCustomer();
    const { store } = isolatedStore();
    const wallet = vaultSignInWalletFor(customer, { keyStore: store });
    const page = pageRequests();
    let first;
    try {
      const signing = wallet.signInInVault();
      await commands.vaultText('Sign in to your wallet');
      await commands.clickInVault('Use a passkey');
      first = await signing;
    } finally {
      page.restore();
    }
    expect(first).toMatchObject({ credentialType: 'PASSKEY', nickname: 'Passkey', stub: false });
    expect(await commands.countAuthenticatorCredentials(authenticatorId)).toBe(1);
    const [stored] = await store.listSessions();
    expect(stored).toMatchObject({ id: first.id, privateKey: null, vault: true });
    expect(await store.listClientKeys()).toEqual([]);
    expect(vaultFrames('visible')).toHaveLength(0);
    // The page sent no options, challenge, credential or verify call: the frame did, from its origin.
    const sent = page.seen.join('\n');
    expect(sent).not.toMatch(/registration-options|\/challenge|\/verify|POST \S+\/auth\/credentials /);
    expect(sent).not.toMatch(/clientDataJson|attestationObject|authenticatorData|encryptedSessionSigningKey/);

    // The frame holds the key: it signs the sign-out; then the same passkey signs in again, in the frame.
    await wallet.signOut();
    expect(wallet.session).toBeNull();
    const again = wallet.signInInVault();
    await commands.clickInVault('Use a passkey');
    const second = await again;
    expect(second).toMatchObject({ credentialType: 'PASSKEY', credentialId: first.credentialId });
    expect(second.id).not.toBe(first.id);
    expect(await commands.countAuthenticatorCredentials(authenticatorId)).toBe(1);
  });

  it('says in the frame that the person closed the prompt, and signs in on the next try', async ({
    skip,
  }) => {
    skip(noVirtualAuthenticator !== undefined, noVirtualAuthenticator);
    authenticatorId = await commands.addVirtualAuthenticator();
    const customer = await newCustomer();
    const wallet = vaultSignInWalletFor(customer);
    const signing = wallet.signInInVault();
    await commands.vaultText('Sign in to your wallet');
    await commands.setUserVerified(authenticatorId, false);
    await commands.clickInVault('Use a passkey');
    expect(await commands.vaultText('The passkey prompt was closed')).toContain('Try again');
    expect(wallet.session).toBeNull();
    await commands.setUserVerified(authenticatorId, true);
    await commands.clickInVault('Use a passkey');
    expect(await signing).toMatchObject({ credentialType: 'PASSKEY' });
  });

  it('says in the frame that an account with an email and no passkey signs in with the email', async () => {
    const customer = await newCustomer();
    const wallet = vaultSignInWalletFor(customer);
    const email = uniqueEmail('vault-pk-none');
    const first = wallet.signInInVault({ email });
    const before = (await outbox(customer.backend, email)).length;
    await commands.vaultText('Sign in to your wallet');
    await commands.clickInVault('Email me a code');
    await commands.fillInVault('#code', await readOtp(customer.backend, email, before + 1));
    await commands.clickInVault('Verify code');
    await first;
    await wallet.signOut();

    const signing = wallet.signInInVault();
    signing.catch(() => undefined);
    await commands.vaultText('Sign in to your wallet');
    await commands.clickInVault('Use a passkey');
    // Where the engine has WebAuthn, the account is read first; where it has none, the frame says so.
    const said = await commands.vaultText(engine === 'webkit' ? 'cannot use a passkey' : 'no passkey yet');
    expect(said).toContain('Sign in with your email');
    expect(wallet.session).toBeNull();
  });
});
