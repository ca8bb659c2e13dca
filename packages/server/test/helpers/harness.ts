/* eslint-disable @typescript-eslint/no-explicit-any -- test bodies are read like the browser reads JSON */
import {
  generateClientKeyPair,
  importSessionKey,
  openSessionKeyBundle,
  stamp,
  type SessionSigner,
} from '@keyhold/protocol/crypto';
import type { SandboxProcess } from '@keyhold/sandbox/testing';
import {
  serveWalletHandler,
  startSandboxService,
  TEST_CUSTOMER_HEADER,
  startWalletStack,
  type WalletBackend,
  type WalletStack,
} from '../../../../test-support/wallet-stack.js';
import type { InternalAccount, ServiceClient, WalletHandlerOptions } from '../../src/index.js';

export { TEST_CUSTOMER_HEADER };
export { testAuthorize } from '../../../../test-support/wallet-stack.js';
export type { WalletStack };
export const WEBAUTHN_ORIGIN = 'http://localhost:5173';
/** The sandbox flags of these tests: passkeys for rpId `localhost` from the WebAuthn test origin. */
const SANDBOX_ARGS = ['--rp-id', 'localhost', '--origin', WEBAUTHN_ORIGIN];

export type Backend = WalletBackend;

/** Serves a wallet handler over a real Node http server on an ephemeral localhost port. */
export const startBackend = serveWalletHandler;

export async function startSandbox(): Promise<{ sandbox: SandboxProcess; service: ServiceClient }> {
  return startSandboxService(SANDBOX_ARGS);
}

/**
 * The sandbox (`sandboxArgs` after these tests' flags), its client and a wallet handler (`options` over
 * the test defaults) for one test file.
 */
export function startStack(
  options: Partial<WalletHandlerOptions> = {},
  sandboxArgs: string[] = [],
): Promise<WalletStack> {
  return startWalletStack({ sandboxArgs: [...SANDBOX_ARGS, ...sandboxArgs], handler: options });
}

/** A browser-like caller of the backend, signed in as one customer. */
export class Browser {
  constructor(
    readonly backend: Backend,
    readonly customerId: string,
  ) {}

  async call(
    method: string,
    path: string,
    init: { body?: unknown; raw?: string | Uint8Array; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: any; headers: Headers; text: string }> {
    const headers: Record<string, string> = {
      'X-Keyhold-Client': '1',
      [TEST_CUSTOMER_HEADER]: this.customerId,
      ...init.headers,
    };
    let body: string | Uint8Array | undefined;
    if (init.raw !== undefined) body = init.raw;
    else if (init.body !== undefined) body = JSON.stringify(init.body);
    if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['Content-Type'] = 'application/json';
    }
    const response = await fetch(`${this.backend.url}${path}`, { method, headers, body: body as BodyInit });
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed, headers: response.headers, text };
  }
}

export interface Customer {
  customerId: string;
  walletId: string;
  email: string;
}

let seq = 0;
export async function createCustomer(service: ServiceClient, label: string): Promise<Customer> {
  const n = `${label}-${Date.now()}-${seq++}`;
  const email = `${n}@example.com`;
  const customer = await service.customers.create({
    platformCustomerId: n,
    customerType: 'INDIVIDUAL',
    email,
    fullName: `Test ${label}`,
  });
  const wallets: InternalAccount[] = [];
  for await (const a of service.customers.listInternalAccounts({
    customerId: customer.id,
    type: 'EMBEDDED_WALLET',
  })) {
    wallets.push(a);
  }
  if (wallets.length !== 1) throw new Error(`expected one wallet, got ${wallets.length}`);
  return { customerId: customer.id, walletId: wallets[0]!.id, email };
}

/** Reads the newest OTP the sandbox "sent" to an address. */
/** A BRL (PIX) external account of `customerId`: the destination the quote tests pay into. */
export async function createBrlAccount(service: ServiceClient, customerId: string): Promise<string> {
  const account = await service.customers.externalAccounts.create({
    customerId,
    currency: 'BRL',
    accountInfo: {
      accountType: 'BRL_ACCOUNT',
      pixKey: '12345678901',
      pixKeyType: 'CPF',
      taxId: '12345678901',
    },
  });
  return account.id;
}

export async function latestOtp(sandbox: SandboxProcess, email: string): Promise<string> {
  const auth = `Basic ${Buffer.from(`${sandbox.tokenId}:${sandbox.secret}`).toString('base64')}`;
  const r = await fetch(`${sandbox.origin}/_sandbox/outbox?email=${encodeURIComponent(email)}`, {
    headers: { Authorization: auth },
  });
  const { data } = (await r.json()) as { data: { code: string }[] };
  const last = data[data.length - 1];
  if (!last) throw new Error(`no OTP for ${email}`);
  return last.code;
}

export async function outboxCount(sandbox: SandboxProcess, email: string): Promise<number> {
  const auth = `Basic ${Buffer.from(`${sandbox.tokenId}:${sandbox.secret}`).toString('base64')}`;
  const r = await fetch(`${sandbox.origin}/_sandbox/outbox?email=${encodeURIComponent(email)}`, {
    headers: { Authorization: auth },
  });
  return ((await r.json()) as { data: unknown[] }).data.length;
}

/** Opens a sealed session key the way the browser does, returning a signer. */
export async function verifyEmailOtp(
  browser: Browser,
  credentialId: string,
  otp: string,
): Promise<{ signer: SessionSigner; session: any }> {
  const clientKey = await generateClientKeyPair();
  const r = await browser.call('POST', `/auth/credentials/${credentialId}/verify`, {
    body: { type: 'EMAIL_OTP', otp, clientPublicKey: clientKey.publicKey },
  });
  if (r.status !== 200) throw new Error(`verify failed: ${r.status} ${r.text}`);
  const raw = await openSessionKeyBundle(r.body.encryptedSessionSigningKey, clientKey);
  const signer = await importSessionKey(raw);
  return { signer, session: r.body };
}

/** Runs a signed retry through the backend: first leg → 202 → stamp → same bytes again. */
export async function signedCall(
  browser: Browser,
  signer: SessionSigner,
  method: string,
  path: string,
  raw?: string | Uint8Array,
): Promise<{ first: Awaited<ReturnType<Browser['call']>>; final: Awaited<ReturnType<Browser['call']>> }> {
  const init = raw === undefined ? {} : { raw };
  const first = await browser.call(method, path, init);
  if (first.status !== 202) return { first, final: first };
  const signature = await stamp(first.body.payloadToSign, signer);
  const final = await browser.call(method, path, {
    ...init,
    headers: { 'Service-Wallet-Signature': signature, 'Request-Id': first.body.requestId },
  });
  return { first, final };
}
