// Sessions are born in the vault: a hostile script of the app origin that forces a sign-out (a sign-out is
// signed without a click) and swaps its own client public key into whatever the page sends while the
// person signs in again ends with no session; it never sees a digit sequence of the code; a verify it
// sends itself from the app's origin, even with a code it phished, is refused by the backend.
import { commands } from 'vitest/browser';
import { noVirtualAuthenticator } from '../../../../test-support/engines.js';
import { describe, expect, it } from 'vitest';
import { generateClientKeyPair, openSessionKeyBundle, sha256Hex } from '../../src/crypto/index.js';
import type { Wallet } from '../../src/index.js';

import { expectNothingSecret, hostileBackendCall, recordedPage } from './hostile-helpers.js';
import {
  newCustomer,
  oidcToken,
  outbox,
  readOtp,
  signInWithOtp,
  type TestCustomer,
  uniqueEmail,
} from './helpers.js';
import { frameModeCustomer, vaultSignInWalletFor } from './vault-helpers.js';

const recorder = recordedPage({ cleanOrigin: true });

/**
 * The hostile script's key swap: every JSON body the page sends that names a `clientPublicKey` names the
 * script's own key instead; every sealed session key that comes back is kept.
 */
function swapKeys(attackerKey: string): { bundles: string[]; swapped: number; restore(): void } {
  const real = window.fetch;
  const state = { bundles: [] as string[], swapped: 0, restore: () => void (window.fetch = real) };
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (typeof init?.body === 'string' && init.body.includes('clientPublicKey')) {
      const body = JSON.parse(init.body) as Record<string, unknown>;
      body['clientPublicKey'] = attackerKey;
      init = { ...init, body: JSON.stringify(body) };
      state.swapped++;
    }
    const response = await real(input, init);
    const text = await response.clone().text();
    const bundle = /"encryptedSessionSigningKey":"([^"]+)"/.exec(text)?.[1];
    if (bundle) state.bundles.push(bundle);
    return response;
  };
  return state;
}

/** The page's own WebAuthn, wrapped by the script: every ceremony the page runs is counted. */
function watchCeremonies(): { calls: number; restore(): void } {
  const credentials = navigator.credentials;
  const { get, create } = credentials;
  const state = {
    calls: 0,
    restore: () => Object.assign(credentials, { get, create }),
  };
  Object.assign(credentials, {
    get: (options?: CredentialRequestOptions) => (state.calls++, get.call(credentials, options)),
    create: (options?: CredentialCreationOptions) => (state.calls++, create.call(credentials, options)),
  });
  return state;
}

/** The person signs in with their passkey inside the vault frame (created there the first time). */
async function passkeyInFrame(wallet: Wallet): Promise<void> {
  const signing = wallet.signInInVault();
  await commands.vaultText('Sign in to your wallet');
  await commands.clickInVault('Use a passkey');
  await signing;
}

/** The person signs in with the provider from a click in the vault frame. */
async function oauthInFrame(wallet: Wallet, email: string): Promise<void> {
  const signing = wallet.signInInVault();
  await commands.vaultText('Sign in to your wallet');
  await commands.clickInVault('Continue with Sandbox ID');
  await commands.completeOidcPopup(email);
  await signing;
}

/** The person signs in again inside the vault frame: address and code typed there. */
async function signInInFrame(wallet: Wallet, customer: TestCustomer, email: string): Promise<string> {
  const before = (await outbox(customer.backend, email)).length;
  const signing = wallet.signInInVault({ email });
  await commands.vaultText('Sign in to your wallet');
  await commands.clickInVault('Email me a code');
  const code = await readOtp(customer.backend, email, before + 1);
  await commands.fillInVault('#code', code);
  await commands.clickInVault('Verify code');
  await signing;
  return code;
}

describe('a hostile script of the app origin while the person signs in again (frame mode)', () => {
  it('forces a sign-out, swaps its key into whatever the page sends, and ends with no session', async () => {
    const customer = await newCustomer();
    const email = uniqueEmail('hostile-swap');
    const wallet = vaultSignInWalletFor(customer);
    const firstCode = await signInInFrame(wallet, customer, email);
    const first = wallet.session!.id;

    const attacker = await generateClientKeyPair();
    const swap = swapKeys(attacker.publicKey);
    let code: string;
    try {
      await wallet.signOut(); // no click: a sign-out only takes power away
      expect(wallet.session).toBeNull();
      code = await signInInFrame(wallet, customer, email);
    } finally {
      swap.restore();
    }
    // The person is signed in again, with a session the frame opened.
    expect(wallet.session).toMatchObject({ credentialType: 'EMAIL_OTP' });
    expect(wallet.session!.id).not.toBe(first);
    // The page sent no client key the script could swap, and no sealed key came back through it.
    expect(swap.swapped).toBe(0);
    expect(swap.bundles).toEqual([]);
    // Everything the recorder saw: no private key but the script's own, no digit sequence of the code.
    recorder.keys.delete(attacker.privateKey);
    await expectNothingSecret(recorder);
    // The test's own reads of the sandbox's outbox (the person reading their email) are not the page's;
    // the digits standing alone (six digits may occur by chance inside the hex of a public key).
    const seen = recorder.entries.filter((entry) => !entry.includes('/test/outbox')).join('\n');
    for (const digits of [firstCode, code]) {
      expect(seen).not.toMatch(new RegExp(`(?<![0-9A-Za-z])${digits}(?![0-9A-Za-z])`));
    }

    // Nor does a phished code help: the script's own verify from the app's origin is refused.
    const again = (await outbox(customer.backend, email)).length;
    const credentials = await hostileBackendCall(
      frameModeCustomer(customer),
      'GET',
      `/auth/credentials?accountId=${encodeURIComponent(customer.accountId)}`,
    );
    const credentialId = (credentials.data['data'] as { id: string }[])[0]!.id;
    const resend = await hostileBackendCall(
      frameModeCustomer(customer),
      'POST',
      `/auth/credentials/${encodeURIComponent(credentialId)}/challenge`,
      {},
    );
    expect(resend).toMatchObject({ status: 403, data: { code: 'VAULT_ORIGIN_REQUIRED' } });
    expect((await outbox(customer.backend, email)).length).toBe(again);
    const verify = await hostileBackendCall(
      frameModeCustomer(customer),
      'POST',
      `/auth/credentials/${encodeURIComponent(credentialId)}/verify`,
      { otp: code, clientPublicKey: attacker.publicKey },
    );
    expect(verify).toMatchObject({ status: 403, data: { code: 'VAULT_ORIGIN_REQUIRED' } });
    expect(JSON.stringify(verify.data)).not.toContain('encryptedSessionSigningKey');
    for (const bundle of swap.bundles) {
      await expect(openSessionKeyBundle(bundle, attacker)).rejects.toThrow();
    }
  });

  it('gets its verify refused when the page signs in itself (the old way), so it cannot swap a key in', async () => {
    const customer = await newCustomer();
    const email = uniqueEmail('hostile-page');
    const wallet = vaultSignInWalletFor(customer);
    await signInInFrame(wallet, customer, email);
    const attacker = await generateClientKeyPair();
    const swap = swapKeys(attacker.publicKey);
    try {
      await wallet.signOut();
      // The page's own email flow: asking for a code is already refused in frame mode.
      const error = await signInWithOtp(wallet, customer, email).then(
        () => null,
        (e: unknown) => e as { code?: string },
      );
      expect(error?.code).toBe('VAULT_ORIGIN_REQUIRED');
    } finally {
      swap.restore();
    }
    expect(swap.bundles).toEqual([]);
    expect(wallet.session).toBeNull();
  });

  it('forces a sign-out and swaps its key while the person signs in again with a passkey: no session, no assertion', async ({
    skip,
  }) => {
    // Reported as skipped with the engine's reason where its automation has no virtual authenticator.
    skip(noVirtualAuthenticator !== undefined, noVirtualAuthenticator);
    const authenticator = await commands.addVirtualAuthenticator();
    try {
      const customer = await newCustomer();
      const wallet = vaultSignInWalletFor(customer);
      await passkeyInFrame(wallet); // the first passkey, created in the frame
      const first = wallet.session!;

      const attacker = await generateClientKeyPair();
      const swap = swapKeys(attacker.publicKey);
      const ceremonies = watchCeremonies();
      try {
        await wallet.signOut();
        expect(wallet.session).toBeNull();
        await passkeyInFrame(wallet);
      } finally {
        ceremonies.restore();
        swap.restore();
      }
      expect(wallet.session).toMatchObject({ credentialType: 'PASSKEY', credentialId: first.credentialId });
      expect(wallet.session!.id).not.toBe(first.id);
      // No ceremony ran in the page, no client key went through it, no sealed key came back through it.
      expect(ceremonies.calls).toBe(0);
      expect(swap.swapped).toBe(0);
      expect(swap.bundles).toEqual([]);
      recorder.keys.delete(attacker.privateKey);
      await expectNothingSecret(recorder);
      // No assertion, attestation or challenge of the ceremony in anything the script saw.
      const seen = recorder.text();
      expect(seen).not.toMatch(/clientDataJson|clientDataJSON|authenticatorData|attestationObject/);
      expect(seen).not.toMatch(/webauthn\.(get|create)/);

      // Its own calls from the app's origin: a passkey challenge for its key, and its own software
      // passkey's registration, are refused before they reach the service.
      const framed = frameModeCustomer(customer);
      const challenge = await hostileBackendCall(
        framed,
        'POST',
        `/auth/credentials/${encodeURIComponent(first.credentialId)}/challenge`,
        { clientPublicKey: attacker.publicKey },
      );
      expect(challenge).toMatchObject({ status: 403, data: { code: 'VAULT_ORIGIN_REQUIRED' } });
      const options = await hostileBackendCall(framed, 'POST', '/passkeys/registration-options', {
        accountId: customer.accountId,
        nickname: 'Laptop',
      });
      expect(options).toMatchObject({ status: 403, data: { code: 'VAULT_ORIGIN_REQUIRED' } });
      const added = await hostileBackendCall(framed, 'POST', '/auth/credentials', {
        type: 'PASSKEY',
        accountId: customer.accountId,
        nickname: 'Laptop',
      });
      expect(added).toMatchObject({ status: 403, data: { code: 'VAULT_ORIGIN_REQUIRED' } });
    } finally {
      await commands.removeVirtualAuthenticator(authenticator);
    }
  });

  it('forces a sign-out and swaps its key while the person signs in again with OAuth: no session, no ID token', async () => {
    const customer = await newCustomer();
    const email = uniqueEmail('hostile-oauth');
    const wallet = vaultSignInWalletFor(customer);
    await oauthInFrame(wallet, email); // the first OAUTH credential, registered by the frame
    const first = wallet.session!;

    const attacker = await generateClientKeyPair();
    const swap = swapKeys(attacker.publicKey);
    try {
      await wallet.signOut();
      expect(wallet.session).toBeNull();
      await oauthInFrame(wallet, email);
    } finally {
      swap.restore();
    }
    expect(wallet.session).toMatchObject({ credentialType: 'OAUTH', credentialId: first.credentialId });
    expect(wallet.session!.id).not.toBe(first.id);
    expect(swap.swapped).toBe(0);
    expect(swap.bundles).toEqual([]);
    recorder.keys.delete(attacker.privateKey);
    await expectNothingSecret(recorder);
    // No ID token (a JWS: three base64url parts, its header `eyJ…`) nor its message in anything it saw.
    const seen = recorder.text();
    expect(seen).not.toMatch(/eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/);
    expect(seen).not.toMatch(/keyhold-oidc|oidcToken/);

    // A token the script got for its own key (a phished one) does not help from the app's origin.
    const token = await oidcToken(customer.backend, { email, nonce: await sha256Hex(attacker.publicKey) });
    const verify = await hostileBackendCall(
      frameModeCustomer(customer),
      'POST',
      `/auth/credentials/${encodeURIComponent(first.credentialId)}/verify`,
      { oidcToken: token, clientPublicKey: attacker.publicKey },
    );
    expect(verify).toMatchObject({ status: 403, data: { code: 'VAULT_ORIGIN_REQUIRED' } });
    expect(JSON.stringify(verify.data)).not.toContain('encryptedSessionSigningKey');
  });
});
