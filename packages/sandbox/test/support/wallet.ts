/**
 * The test plays the browser: client keys, opening sealed session keys and stamping, all with
 * @keyhold/protocol/crypto, over real HTTP to the sandbox.
 */
import {
  generateClientKeyPair,
  importSessionKey,
  openSessionKeyBundle,
  stamp,
  type ClientKeyPair,
  type SessionSigner,
} from '@keyhold/protocol/crypto';
import { expect } from 'vitest';
import type { Api, Reply } from './api.js';

export interface Challenge202 {
  payloadToSign: string;
  requestId: string;
  expiresAt: string;
  type?: string;
}

export interface OpenedSession {
  id: string;
  credentialId: string;
  expiresAt: string;
  signer: SessionSigner;
  body: Record<string, unknown>;
}

export async function openSession(
  body: Record<string, unknown>,
  clientKey: ClientKeyPair,
): Promise<OpenedSession> {
  const raw = await openSessionKeyBundle(String(body['encryptedSessionSigningKey']), clientKey);
  const signer = await importSessionKey(raw);
  return {
    id: String(body['id']),
    credentialId: String(body['credentialId']),
    expiresAt: String(body['expiresAt']),
    signer,
    body,
  };
}

export async function latestOtp(api: Api, email: string): Promise<string> {
  const res = await api.control<{ data: Array<{ code: string }> }>(
    'GET',
    `/outbox?email=${encodeURIComponent(email)}`,
  );
  const last = res.body.data[res.body.data.length - 1];
  if (!last) throw new Error(`no email to ${email}`);
  return last.code;
}

/** Verifies an EMAIL_OTP credential with the code from the outbox and opens the session key. */
export async function verifyEmailOtp(api: Api, credentialId: string, email: string): Promise<OpenedSession> {
  const clientKey = await generateClientKeyPair();
  const otp = await latestOtp(api, email);
  const res = await api.call('POST', `/auth/credentials/${credentialId}/verify`, {
    otp,
    clientPublicKey: clientKey.publicKey,
  });
  expect(res.status, res.text).toBe(200);
  return openSession(res.body, clientKey);
}

/** Adds the first EMAIL_OTP credential and signs in with it. */
export async function emailOtpWallet(
  api: Api,
  accountId: string,
  email = `u${Math.random().toString(36).slice(2, 8)}@example.com`,
) {
  const created = await api.call<{ id: string }>('POST', '/auth/credentials', {
    type: 'EMAIL_OTP',
    accountId,
    email,
  });
  expect(created.status, created.text).toBe(201);
  const session = await verifyEmailOtp(api, created.body.id, email);
  return { credentialId: created.body.id, email, session };
}

/** First leg (expects 202), stamp, retry. Returns the retry reply. */
export async function signedCall(
  api: Api,
  method: string,
  path: string,
  body: unknown,
  signer: SessionSigner | 'magic',
): Promise<{ challenge: Challenge202; reply: Reply }> {
  const first = await api.call<Challenge202>(method, path, body);
  expect(first.status, first.text).toBe(202);
  const header =
    signer === 'magic' ? 'sandbox-valid-signature' : await stamp(first.body.payloadToSign, signer);
  const reply = await api.call(method, path, body, {
    'Service-Wallet-Signature': header,
    'Request-Id': first.body.requestId,
  });
  return { challenge: first.body, reply };
}

/** The first leg of an export (expects 202): the pending signed request it answers. */
export async function exportChallenge(api: Api, accountId: string, clientPublicKey: string) {
  const first = await api.call<Challenge202>('POST', `/internal-accounts/${accountId}/export`, {
    clientPublicKey,
  });
  expect(first.status, first.text).toBe(202);
  return first.body;
}
