// The one SignedRequest mechanism: 202 → approve (stamp byte for byte, same body) or reject; the right
// session for revoking a credential; a fresh start when the challenge expired; the service's refusals.
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { generateClientKeyPair } from '../../src/crypto/index.js';
import { sendSigned, type SignedRequest } from '../../src/index.js';
import {
  advanceClock,
  caught,
  closeWallets,
  newCustomer,
  signInWithOtp,
  uniqueEmail,
  walletFor,
} from './helpers.js';
import { noVirtualAuthenticator } from '../../../../test-support/engines.js';

let authenticatorId: string | undefined;
afterEach(async () => {
  closeWallets();
  if (authenticatorId) await commands.removeVirtualAuthenticator(authenticatorId);
  authenticatorId = undefined;
});

describe('signed requests', () => {
  it('revoking a credential is stamped with a session of another credential', async ({ skip }) => {
    skip(noVirtualAuthenticator !== undefined, noVirtualAuthenticator);
    authenticatorId = await commands.addVirtualAuthenticator();
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    const otpSession = await signInWithOtp(wallet, customer, uniqueEmail('rv'));
    const passkeySession = await wallet.passkey.create({ nickname: 'Key' });
    expect(wallet.session?.id).toBe(passkeySession.id);

    const request = await wallet.revokeCredential(otpSession.credentialId);
    expect(request).toMatchObject({ operation: 'REVOKE_CREDENTIAL', type: 'EMAIL_OTP', state: 'pending' });
    expect(request.requestId).toMatch(/\S/);
    expect(Date.parse(request.expiresAt)).toBeGreaterThan(Date.now());
    await request.approve();
    expect(request.state).toBe('approved');
    expect((await wallet.listCredentials()).map((c) => c.type)).toEqual(['PASSKEY']);
    // The revoked credential's session is gone here too; the passkey session stays.
    expect(await wallet.keyStore.getSession(otpSession.id)).toBeUndefined();
    expect(wallet.session?.id).toBe(passkeySession.id);
  });

  it('with only the revoked credential’s session, approval asks for re-auth with another credential and resumes', async ({
    skip,
  }) => {
    skip(noVirtualAuthenticator !== undefined, noVirtualAuthenticator);
    authenticatorId = await commands.addVirtualAuthenticator();
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    const otpSession = await signInWithOtp(wallet, customer, uniqueEmail('self'));
    await wallet.passkey.register({ nickname: 'Other' }); // added through an auto-approved signed request
    const request = await wallet.revokeCredential(otpSession.credentialId);
    const asked: unknown[] = [];
    wallet.addEventListener('reauth-required', (e) => {
      asked.push(e.detail);
      void wallet.passkey.signIn();
    });
    await request.approve();
    expect(asked).toEqual([
      { previous: null, excludeCredentialId: otpSession.credentialId, operation: 'REVOKE_CREDENTIAL' },
    ]);
    expect(wallet.session?.credentialType).toBe('PASSKEY');
    expect((await wallet.listCredentials()).map((c) => c.type)).toEqual(['PASSKEY']);
  });

  it('revoking the only credential is refused with its code', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    const session = await signInWithOtp(wallet, customer, uniqueEmail('last'));
    const error = await caught(wallet.revokeCredential(session.credentialId));
    expect(error).toMatchObject({ code: 'CANNOT_REVOKE_LAST_CREDENTIAL', status: 400 });
  });

  it('reject() signs nothing: approve and done end with REJECTED and the operation did not happen', async ({
    skip,
  }) => {
    skip(noVirtualAuthenticator !== undefined, noVirtualAuthenticator);
    authenticatorId = await commands.addVirtualAuthenticator();
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    const otpSession = await signInWithOtp(wallet, customer, uniqueEmail('rej'));
    await wallet.passkey.create({ nickname: 'K' });
    const request = await wallet.revokeCredential(otpSession.credentialId);
    request.reject();
    expect(request.state).toBe('rejected');
    await expect(request.done).rejects.toMatchObject({ code: 'REJECTED' });
    await expect(request.approve()).rejects.toMatchObject({ code: 'REJECTED' });
    expect((await wallet.listCredentials()).length).toBe(2);
  });

  it('a challenge that expired at the service is started again instead of failing', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    await signInWithOtp(wallet, customer, uniqueEmail('exp'));
    const request = await wallet.exportWallet();
    const firstRequestId = request.requestId;
    const firstPayload = request.payloadToSign;
    await advanceClock(customer.backend, 6 * 60); // past the ~5-minute window, inside the session's 15
    const mnemonic = await request.approve();
    expect(mnemonic.split(' ')).toHaveLength(12);
    expect(request.requestId).not.toBe(firstRequestId);
    expect(request.payloadToSign).not.toBe(firstPayload);
  });

  it('a stamp over another payload is UNAUTHORIZED “Invalid Service-Wallet-Signature”, not retried', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    const session = await signInWithOtp(wallet, customer, uniqueEmail('bad'));
    let stamps = 0;
    const out = await sendSigned<void>({
      client: wallet.client,
      operation: 'REVOKE_SESSION',
      method: 'DELETE',
      path: `/auth/sessions/${session.id}`,
      signer: {
        stamp: async ({ payloadToSign }) => {
          stamps++;
          return { stamp: await wallet.signPayload(`${payloadToSign} `), sessionId: session.id };
        },
      },
      parse: () => undefined,
    });
    expect('signedRequest' in out).toBe(true);
    const request = (out as { signedRequest: SignedRequest<void> }).signedRequest;
    const error = await caught(request.approve());
    expect(error).toMatchObject({
      code: 'UNAUTHORIZED',
      status: 401,
      reason: 'Invalid Service-Wallet-Signature',
    });
    expect(stamps).toBe(1);
    expect(request.state).toBe('failed');
    expect(wallet.session?.id).toBe(session.id); // a bad stamp does not end the session
  });

  it('the retry repeats the same body bytes; replaying a spent requestId is UNAUTHORIZED “Request-Id already used”', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    await signInWithOtp(wallet, customer, uniqueEmail('reuse'));
    const body = JSON.stringify({ clientPublicKey: (await generateClientKeyPair()).publicKey });
    const path = `/internal-accounts/${customer.accountId}/export`;
    const out = await sendSigned<unknown>({
      client: wallet.client,
      operation: 'EXPORT_WALLET',
      method: 'POST',
      path,
      body,
      signer: wallet,
      parse: (res) => res.data,
    });
    const request = (out as { signedRequest: SignedRequest<unknown> }).signedRequest;
    expect(request.type).toBeUndefined(); // export's 202 has no credential type
    await expect(request.approve()).resolves.toMatchObject({ id: customer.accountId });
    const replay = wallet.client.post(path, body, {
      headers: {
        'Request-Id': request.requestId!,
        'Service-Wallet-Signature': await wallet.signPayload(request.payloadToSign),
      },
    });
    const error = await caught(replay);
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', status: 401, reason: 'Request-Id already used' });
  });
});
