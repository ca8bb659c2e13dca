/**
 * Fixtures of the ServiceClient tests against a real sandbox process: controls, an EMAIL_OTP sign-in
 * done with the client itself (the key opened and stamps made as the browser does), accounts.
 */
import {
  generateClientKeyPair,
  importSessionKey,
  openSessionKeyBundle,
  stamp,
  type SessionSigner,
} from '@keyhold/protocol/crypto';
import type { SandboxProcess } from '@keyhold/sandbox/testing';
import type { ServiceClient, SignedRetry } from '../../src/index.js';
import { afterAll, beforeAll, expect } from 'vitest';
import { latestOtp, startSandbox } from './harness.js';

/** Calls a `/_sandbox` control (clock, webhook log…). */
export async function control<T = Record<string, unknown>>(
  sandbox: SandboxProcess,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const auth = `Basic ${Buffer.from(`${sandbox.tokenId}:${sandbox.secret}`).toString('base64')}`;
  const res = await fetch(`${sandbox.origin}/_sandbox${path}`, {
    method,
    headers: { authorization: auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} /_sandbox${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Adds an EMAIL_OTP credential (the first: 201) and opens a session with the emailed code. */
export async function signIn(
  service: ServiceClient,
  sandbox: SandboxProcess,
  accountId: string,
  email: string,
): Promise<{ credentialId: string; sessionId: string; signer: SessionSigner }> {
  const created = await service.auth.credentials.create({ type: 'EMAIL_OTP', accountId, email });
  if (created.signatureRequired) throw new Error('expected the first credential to need no signature');
  return {
    credentialId: created.result.id,
    ...(await openSession(service, sandbox, created.result.id, email)),
  };
}

/** Verifies an EMAIL_OTP credential with the newest code and opens the sealed session key. */
export async function openSession(
  service: ServiceClient,
  sandbox: SandboxProcess,
  credentialId: string,
  email: string,
): Promise<{ sessionId: string; signer: SessionSigner }> {
  const clientKey = await generateClientKeyPair();
  const session = await service.auth.credentials.verify(credentialId, {
    type: 'EMAIL_OTP',
    otp: await latestOtp(sandbox, email),
    clientPublicKey: clientKey.publicKey,
  });
  const raw = await openSessionKeyBundle(String(session.encryptedSessionSigningKey), clientKey);
  return { sessionId: String(session.id), signer: await importSessionKey(raw) };
}

/** The `signed` argument of a retry: a stamp over the challenge's `payloadToSign`. */
export async function signedRetry(
  challenge: { payloadToSign: string; requestId: string },
  signer: SessionSigner,
): Promise<SignedRetry> {
  return { signature: await stamp(challenge.payloadToSign, signer), requestId: challenge.requestId };
}

let seq = 0;
/** A US account number ending in `suffix` (the §3.6 scenario), unique per call. */
export function usAccountNumber(suffix = '000'): string {
  seq++;
  return `${String(1000 + (seq % 9000))}${String(Date.now() % 100000).padStart(5, '0')}${suffix}`;
}

/** A USD external account in the service's published form: rails, no `bankAccountType`. */
export function usdAccountInfo(suffix = '000') {
  return {
    accountType: 'USD_ACCOUNT' as const,
    accountNumber: usAccountNumber(suffix),
    routingNumber: '021000021',
    paymentRails: ['ACH' as const],
    bankName: 'Chase',
    beneficiary: { beneficiaryType: 'INDIVIDUAL' as const, fullName: 'Ada Lovelace' },
  };
}

/** An INTERNAL_FIAT account of `customerId`, funded with `amount` (smallest unit). */
export async function fundedAccount(
  service: ServiceClient,
  customerId: string,
  currency: string,
  amount = 0,
): Promise<string> {
  const account = await service.customers.createInternalAccount({ customerId, currency });
  if (amount > 0) await service.sandbox.internalAccounts.fund(account.id, amount);
  return account.id;
}

/** Shape of a currency object in an answer. */
export const currencyShape = {
  code: expect.any(String),
  name: expect.any(String),
  symbol: expect.any(String),
  decimals: expect.any(Number),
};

/** Shape of an internal account in an answer. */
export const internalAccountShape = {
  id: expect.stringMatching(/^InternalAccount:/),
  type: expect.stringMatching(/^(INTERNAL_FIAT|INTERNAL_CRYPTO|EMBEDDED_WALLET)$/),
  status: 'ACTIVE',
  balance: { amount: expect.any(Number), currency: currencyShape },
  fundingPaymentInstructions: expect.any(Array),
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
};

/** Shape of an external account in an answer. */
export const externalAccountShape = {
  id: expect.any(String),
  status: expect.stringMatching(/^(PENDING|ACTIVE|UNDER_REVIEW|INACTIVE)$/),
  currency: expect.any(String),
  accountInfo: expect.objectContaining({ accountType: expect.any(String) }),
};

/**
 * One sandbox process for the test file: started before its tests, stopped after. The getters read
 * the running process and its ServiceClient.
 */
export function useSandbox(): { readonly sandbox: SandboxProcess; readonly service: ServiceClient } {
  let running: { sandbox: SandboxProcess; service: ServiceClient } | undefined;
  beforeAll(async () => {
    running = await startSandbox();
  }, 30_000);
  afterAll(async () => {
    await running?.sandbox.close();
  });
  const get = () => {
    if (!running) throw new Error('the sandbox is not started yet');
    return running;
  };
  return {
    get sandbox() {
      return get().sandbox;
    },
    get service() {
      return get().service;
    },
  };
}
