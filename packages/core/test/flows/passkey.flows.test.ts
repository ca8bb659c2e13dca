// Passkeys end to end through Chromium's virtual authenticator (CDP), the real handler's registration
// options and the sandbox's WebAuthn verification. Engines without a virtual authenticator for the tests
// report these as skipped with the reason (test-support/engines.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { generateClientKeyPair } from '../../src/crypto/index.js';
import { BackendClient } from '../../src/index.js';
import {
  advanceClock,
  caught,
  closeWallets,
  isolatedStore,
  newCustomer,
  signInWithOtp,
  uniqueEmail,
  walletFor,
} from './helpers.js';
import { noVirtualAuthenticator } from '../../../../test-support/engines.js';

let authenticatorId = '';
beforeEach(async ({ skip }) => {
  skip(noVirtualAuthenticator !== undefined, noVirtualAuthenticator);
  authenticatorId = await commands.addVirtualAuthenticator();
});
afterEach(async () => {
  closeWallets();
  if (authenticatorId) await commands.removeVirtualAuthenticator(authenticatorId);
  authenticatorId = '';
});

describe('passkeys', () => {
  it('registers with the backend’s options and signs in through challenge → assertion → verify', async () => {
    const customer = await newCustomer();
    const { store } = isolatedStore();
    const wallet = walletFor(customer, { keyStore: store });
    const credential = await wallet.passkey.register({ nickname: 'Test laptop' });
    expect(credential).toMatchObject({
      type: 'PASSKEY',
      nickname: 'Test laptop',
      accountId: customer.accountId,
    });
    expect(await commands.countAuthenticatorCredentials(authenticatorId)).toBe(1);
    expect(wallet.session).toBeNull(); // registration alone issues no session

    const session = await wallet.passkey.signIn();
    expect(session).toMatchObject({ credentialId: credential.id, credentialType: 'PASSKEY', stub: false });
    expect((await store.getSession(session.id))?.privateKey?.extractable).toBe(false);
    expect(await store.listClientKeys()).toEqual([]);

    // Re-authentication: a fresh key pair and a new session from the same passkey.
    const again = await wallet.passkey.signIn({ credentialId: credential.id });
    expect(again.id).not.toBe(session.id);
    expect(wallet.session?.id).toBe(again.id);
  });

  it('create() registers and signs in; a second passkey is PASSKEY_CREDENTIAL_ALREADY_EXISTS', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    const session = await wallet.passkey.create({ nickname: 'Phone' });
    expect(session.credentialType).toBe('PASSKEY');
    const error = await caught(wallet.passkey.register({ nickname: 'Second' }));
    expect(error).toMatchObject({ code: 'PASSKEY_CREDENTIAL_ALREADY_EXISTS', status: 400 });
  });

  it('adds a passkey to an account that has an email credential through an approved signed request', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    const otpSession = await signInWithOtp(wallet, customer, uniqueEmail('pk'));
    const seen: { operation: string; type: string | undefined; payloadToSign: string }[] = [];
    const credential = await wallet.passkey.register({
      nickname: 'Added',
      onSignedRequest: async (request) => {
        seen.push({ operation: request.operation, type: request.type, payloadToSign: request.payloadToSign });
        await request.approve();
      },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ operation: 'ADD_CREDENTIAL', type: 'PASSKEY' });
    expect(seen[0]!.payloadToSign).toContain(customer.accountId);
    expect(credential.type).toBe('PASSKEY');
    expect((await wallet.listCredentials()).map((c) => c.type).sort()).toEqual(['EMAIL_OTP', 'PASSKEY']);
    expect(wallet.session?.id).toBe(otpSession.id);
    await expect(wallet.passkey.signIn()).resolves.toMatchObject({ credentialType: 'PASSKEY' });
  });

  it('a refused user verification is PASSKEY_CANCELLED and leaves no client key behind', async () => {
    const customer = await newCustomer();
    const { store } = isolatedStore();
    const wallet = walletFor(customer, { keyStore: store });
    await wallet.passkey.register({ nickname: 'UV' });
    await commands.setUserVerified(authenticatorId, false);
    const error = await caught(wallet.passkey.signIn());
    expect(error.code).toBe('PASSKEY_CANCELLED');
    expect(await store.listClientKeys()).toEqual([]);
    expect(wallet.session).toBeNull();
    // The unanswered challenge holds up an immediate new one: RATE_LIMITED with the wait in seconds.
    await commands.setUserVerified(authenticatorId, true);
    const limited = await caught(wallet.passkey.signIn());
    expect(limited).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(limited.retryAfter).toBeGreaterThan(0);
    await advanceClock(customer.backend, limited.retryAfter! + 1);
    await expect(wallet.passkey.signIn()).resolves.toMatchObject({ credentialType: 'PASSKEY' });
  });

  it('signing in without a passkey credential is NO_PASSKEY_CREDENTIAL', async () => {
    const wallet = walletFor(await newCustomer());
    expect(await caught(wallet.passkey.signIn())).toMatchObject({ code: 'NO_PASSKEY_CREDENTIAL' });
    expect(await caught(wallet.passkey.register({ nickname: '  ' }))).toMatchObject({
      code: 'INVALID_INPUT',
    });
  });

  it('a tampered assertion signature is UNAUTHORIZED “Invalid passkey signature”; a reused challenge is refused', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    const credential = await wallet.passkey.register({ nickname: 'Tamper' });
    const client = new BackendClient({ backendUrl: customer.backendUrl });
    const clientKey = await generateClientKeyPair();
    const { data: challenge } = await client.post<{ challenge: string; requestId: string }>(
      `/auth/credentials/${credential.id}/challenge`,
      { clientPublicKey: clientKey.publicKey },
    );
    const { startAuthentication } = await import('@simplewebauthn/browser');
    const { toBase64Url, utf8Encode, fromBase64Url } = await import('../../src/crypto/index.js');
    const assertion = await startAuthentication({
      optionsJSON: {
        challenge: toBase64Url(utf8Encode(challenge.challenge)),
        rpId: 'localhost',
        userVerification: 'required',
      },
    });
    const sig = fromBase64Url(assertion.response.signature);
    sig[sig.length - 1] = (sig[sig.length - 1] ?? 0) ^ 0x01;
    const body = {
      assertion: {
        credentialId: assertion.rawId,
        clientDataJson: assertion.response.clientDataJSON,
        authenticatorData: assertion.response.authenticatorData,
        signature: toBase64Url(sig),
      },
    };
    const verify = () =>
      client.post(`/auth/credentials/${credential.id}/verify`, body, {
        headers: { 'Request-Id': challenge.requestId },
      });
    expect(await caught(verify())).toMatchObject({
      code: 'UNAUTHORIZED',
      status: 401,
      reason: 'Invalid passkey signature',
    });
    const reused = await caught(verify());
    expect(reused).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(reused.reason).toMatch(/already used/i);
  });

  it('offers passkey autofill (conditional mediation) where the browser supports it', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    await wallet.passkey.register({ nickname: 'Autofill' });
    expect(await wallet.passkey.supportsAutofill()).toBe(true); // Chromium
    expect(await caught(wallet.passkey.signIn({ autofill: true }))).toMatchObject({
      code: 'PASSKEY_AUTOFILL_INPUT_MISSING',
    });
    const input = document.createElement('input');
    input.autocomplete = 'username webauthn';
    document.body.append(input);
    try {
      input.focus();
      await expect(wallet.passkey.signIn({ autofill: true })).resolves.toMatchObject({
        credentialType: 'PASSKEY',
      });
    } finally {
      input.remove();
    }
  });
  it("passkey autofill works with the autofill input inside a shadow root (a web component's email field)", async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    await wallet.passkey.register({ nickname: 'Component' });
    const host = document.createElement('div');
    const input = document.createElement('input');
    input.autocomplete = 'username webauthn';
    host.attachShadow({ mode: 'open' }).append(input);
    document.body.append(host);
    try {
      input.focus();
      await expect(wallet.passkey.signIn({ autofill: true })).resolves.toMatchObject({
        credentialType: 'PASSKEY',
      });
    } finally {
      host.remove();
    }
  });
});
