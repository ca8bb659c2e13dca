/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read like the browser reads JSON */
/**
 * The wallet handler served by a real Node http server, in front of a real sandbox process, called with
 * real fetch the way the browser core calls it.
 */
import {
  generateClientKeyPair,
  importSessionKey,
  openExportEnvelope,
  openSessionKeyBundle,
  stamp,
  type SessionSigner,
} from '@keyhold/protocol/crypto';
import type { SandboxProcess } from '@keyhold/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryChallengeStore, type ChallengeStore, type ServiceClient } from '../src/index.js';
import {
  Browser,
  createCustomer,
  latestOtp,
  outboxCount,
  signedCall,
  startBackend,
  verifyEmailOtp,
  WEBAUTHN_ORIGIN,
  type Backend,
  type Customer,
  createBrlAccount,
  startStack,
  type WalletStack,
} from './helpers/harness.js';
import { SoftAuthenticator } from './helpers/webauthn.js';

let stack: WalletStack;
let sandbox: SandboxProcess;
let service: ServiceClient;
let backend: Backend;

/** Customer B: a complete wallet that customer A will try to reach. */
interface Victim extends Customer {
  browser: Browser;
  credentialId: string;
  signer: SessionSigner;
  sessionId: string;
  pendingQuoteId: string;
  transactionId: string;
}
let victim: Victim;

function quoteBody(walletId: string, destinationId: string, amount = 1000) {
  return {
    source: { sourceType: 'ACCOUNT', accountId: walletId },
    destination: { destinationType: 'ACCOUNT', accountId: destinationId },
    lockedCurrencySide: 'SENDING',
    lockedCurrencyAmount: amount,
    description: 'wallet handler test',
  };
}

function walletPayload(quote: any): string {
  const entry = (quote.paymentInstructions ?? []).find(
    (p: any) => p.accountOrWalletInfo?.accountType === 'EMBEDDED_WALLET',
  );
  if (!entry) throw new Error(`quote has no EMBEDDED_WALLET payload: ${JSON.stringify(quote)}`);
  return entry.accountOrWalletInfo.payloadToSign as string;
}

async function executeQuote(browser: Browser, signer: SessionSigner, quote: any, key: string) {
  return browser.call('POST', `/quotes/${quote.id}/execute`, {
    body: {},
    headers: {
      'Service-Wallet-Signature': await stamp(walletPayload(quote), signer),
      'Idempotency-Key': key,
    },
  });
}

async function setUpVictim(): Promise<Victim> {
  const b = await createCustomer(service, 'victim');
  const browser = new Browser(backend, b.customerId);
  const created = await browser.call('POST', '/auth/credentials', {
    body: { type: 'EMAIL_OTP', accountId: b.walletId, email: b.email },
  });
  expect(created.status).toBe(201);
  const { signer, session } = await verifyEmailOtp(
    browser,
    created.body.id,
    await latestOtp(sandbox, b.email),
  );
  const sessions = await service.auth.sessions.list(b.walletId);
  await service.sandbox.internalAccounts.fund(b.walletId, 100_000);
  const destination = await createBrlAccount(service, b.customerId);
  const executed = await browser.call('POST', '/quotes', { body: quoteBody(b.walletId, destination) });
  expect(executed.status).toBeLessThan(300);
  const done = await executeQuote(browser, signer, executed.body, 'victim-1');
  expect(done.status).toBe(200);
  const pending = await browser.call('POST', '/quotes', { body: quoteBody(b.walletId, destination, 500) });
  expect(pending.status).toBeLessThan(300);
  return {
    ...b,
    browser,
    credentialId: created.body.id,
    signer,
    sessionId: session.id ?? sessions.data[0]!.id,
    pendingQuoteId: pending.body.id,
    transactionId: done.body.transactionId,
  };
}

beforeAll(async () => {
  stack = await startStack();
  ({ sandbox, service, backend } = stack);
}, 60_000);

afterAll(() => stack?.stop());

describe('every allowed route works for the signed-in customer', () => {
  let a: Customer;
  let browser: Browser;
  let emailCredentialId: string;
  let emailSigner: SessionSigner;
  let passkeyCredentialId: string;
  let passkeySessionId: string;
  const authenticator = new SoftAuthenticator('localhost', WEBAUTHN_ORIGIN);
  const nickname = 'Zoë’s clé 🔑 東京';

  beforeAll(async () => {
    a = await createCustomer(service, 'alice');
    browser = new Browser(backend, a.customerId);
  });

  it('GET /config names the customer and the relying party', async () => {
    const r = await browser.call('GET', '/config');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      sandbox: true,
      rpId: 'localhost',
      rpName: 'Keyhold tests',
      customerId: a.customerId,
    });
  });

  it('GET /customers/internal-accounts lists only this customer’s wallet', async () => {
    const r = await browser.call('GET', '/customers/internal-accounts?type=EMBEDDED_WALLET');
    expect(r.status).toBe(200);
    expect(r.body.data.map((x: any) => x.id)).toEqual([a.walletId]);
    const untyped = await browser.call('GET', '/customers/internal-accounts');
    expect(untyped.body.data.map((x: any) => x.id)).toEqual([a.walletId]);
    const fiat = await browser.call('GET', '/customers/internal-accounts?type=INTERNAL_FIAT');
    expect(fiat.status).toBe(403);
    expect(fiat.body.code).toBe('FORBIDDEN');
  });

  it('POST /auth/credentials registers the first credential (EMAIL_OTP) and GET lists it', async () => {
    const r = await browser.call('POST', '/auth/credentials', {
      body: { type: 'EMAIL_OTP', accountId: a.walletId, email: a.email },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ type: 'EMAIL_OTP', accountId: a.walletId, nickname: a.email });
    emailCredentialId = r.body.id;
    const list = await browser.call('GET', `/auth/credentials?accountId=${encodeURIComponent(a.walletId)}`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((c: any) => c.id)).toEqual([emailCredentialId]);
    // The wallet's other id form names the same account.
    const embeddedForm = a.walletId.replace(/^InternalAccount:/, 'EmbeddedWallet:');
    const list2 = await browser.call(
      'GET',
      `/auth/credentials?accountId=${encodeURIComponent(embeddedForm)}`,
    );
    expect(list2.status).toBe(200);
  });

  it('POST /auth/credentials/{id}/verify opens a session whose sealed key the browser can open', async () => {
    ({ signer: emailSigner } = await verifyEmailOtp(
      browser,
      emailCredentialId,
      await latestOtp(sandbox, a.email),
    ));
    const sessions = await browser.call('GET', `/auth/sessions?accountId=${a.walletId}`);
    expect(sessions.status).toBe(200);
    expect(sessions.body.data).toHaveLength(1);
    expect(JSON.stringify(sessions.body)).not.toContain('encryptedSessionSigningKey');
  });

  it('POST /auth/credentials/{id}/challenge re-sends the OTP, and a second one at once is 429 with Retry-After', async () => {
    const before = await outboxCount(sandbox, a.email);
    const first = await browser.call('POST', `/auth/credentials/${emailCredentialId}/challenge`);
    expect(first.status).toBe(200);
    expect(await outboxCount(sandbox, a.email)).toBe(before + 1);
    const second = await browser.call('POST', `/auth/credentials/${emailCredentialId}/challenge`);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(second.body.code).toBe('RATE_LIMITED');
  });

  it('adds a passkey with a non-ASCII nickname: the stamp over payloadToSign passes through byte for byte', async () => {
    const options = await browser.call('POST', '/passkeys/registration-options', {
      body: { accountId: a.walletId, nickname },
    });
    expect(options.status).toBe(200);
    const o = options.body.options;
    expect(o.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(o.rp).toEqual({ id: 'localhost', name: 'Keyhold tests' });
    expect(o.pubKeyCredParams).toEqual([{ type: 'public-key', alg: -7 }]);
    expect(o.authenticatorSelection).toMatchObject({
      userVerification: 'required',
      residentKey: 'preferred',
    });
    expect(o.attestation).toBe('none');
    expect(o.user.displayName).toBe(nickname);

    const attestation = await authenticator.register(o.challenge);
    // Hand-written JSON: odd spacing, a \u escape and raw non-ASCII, sent identically on both legs. The
    // service puts the nickname verbatim into payloadToSign; the stamp over it must verify there. (That the
    // forwarded bytes equal these bytes exactly is checked against a recording server in forwarding.test.ts.)
    const raw =
      `{ "type" : "PASSKEY", "accountId":"${a.walletId}",\n  "nickname": "Zo\\u00eb’s clé 🔑 東京",` +
      ` "challenge":"${o.challenge}", "attestation": ${JSON.stringify(attestation)} }`;
    const { first, final } = await signedCall(browser, emailSigner, 'POST', '/auth/credentials', raw);
    expect(first.status).toBe(202);
    expect(first.body.type).toBe('PASSKEY');
    expect(first.body.payloadToSign).toContain(nickname);
    expect(final.status).toBe(201);
    expect(final.body).toMatchObject({ type: 'PASSKEY', nickname, accountId: a.walletId });
    passkeyCredentialId = final.body.id;
  });

  it('signs in with the passkey: challenge binds the client key, verify carries Request-Id', async () => {
    const clientKey = await generateClientKeyPair();
    const challenge = await browser.call('POST', `/auth/credentials/${passkeyCredentialId}/challenge`, {
      body: { clientPublicKey: clientKey.publicKey },
    });
    expect(challenge.status).toBe(200);
    const assertion = await authenticator.assert(challenge.body.challenge);
    const verify = await browser.call('POST', `/auth/credentials/${passkeyCredentialId}/verify`, {
      body: { type: 'PASSKEY', assertion },
      headers: { 'Request-Id': challenge.body.requestId },
    });
    expect(verify.status).toBe(200);
    const signer = await importSessionKey(
      await openSessionKeyBundle(verify.body.encryptedSessionSigningKey, clientKey),
    );
    expect(signer.publicKey).toMatch(/^0[23][0-9a-f]{64}$/);
    const sessions = await browser.call('GET', `/auth/sessions?accountId=${a.walletId}`);
    expect(sessions.body.data).toHaveLength(2);
    passkeySessionId = sessions.body.data.find((s: any) => s.type === 'PASSKEY').id;
  });

  it('POST /internal-accounts/{id}/export: 202, stamp, then an envelope that opens to a mnemonic', async () => {
    const clientKey = await generateClientKeyPair();
    const raw = JSON.stringify({ clientPublicKey: clientKey.publicKey });
    const { first, final } = await signedCall(
      browser,
      emailSigner,
      'POST',
      `/internal-accounts/${a.walletId}/export`,
      raw,
    );
    expect(first.status).toBe(202);
    expect(final.status).toBe(200);
    const enclave = (await (await fetch(`${sandbox.origin}/_sandbox/enclave-key`)).json()) as {
      publicKey: string;
    };
    const mnemonic = await openExportEnvelope(final.body.encryptedWalletCredentials, clientKey, {
      trustedSigners: [enclave.publicKey],
    });
    expect(mnemonic.split(' ')).toHaveLength(12);
  });

  it('creates, reads and executes a quote from the wallet, then reads its transaction', async () => {
    await service.sandbox.internalAccounts.fund(a.walletId, 50_000);
    const destination = await createBrlAccount(service, a.customerId);
    const created = await browser.call('POST', '/quotes', {
      body: quoteBody(a.walletId, destination),
      headers: { 'Idempotency-Key': 'alice-quote-1' },
    });
    expect(created.status).toBeLessThan(300);
    const again = await browser.call('POST', '/quotes', {
      body: quoteBody(a.walletId, destination),
      headers: { 'Idempotency-Key': 'alice-quote-1' },
    });
    expect(again.body.id).toBe(created.body.id);
    const read = await browser.call('GET', `/quotes/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(created.body.id);
    const executed = await executeQuote(browser, emailSigner, created.body, 'alice-exec-1');
    expect(executed.status).toBe(200);
    expect(executed.body.transactionId).toMatch(/^Transaction:/);
    const tx = await browser.call('GET', `/transactions/${executed.body.transactionId}`);
    expect(tx.status).toBe(200);
    expect(tx.body.customerId).toBe(a.customerId);
  });

  it('DELETE /auth/sessions/{id} revokes a session after a signed retry', async () => {
    const { first, final } = await signedCall(
      browser,
      emailSigner,
      'DELETE',
      `/auth/sessions/${passkeySessionId}`,
    );
    expect(first.status).toBe(202);
    expect(final.status).toBe(204);
    const sessions = await browser.call('GET', `/auth/sessions?accountId=${a.walletId}`);
    expect(sessions.body.data.map((s: any) => s.id)).not.toContain(passkeySessionId);
  });

  it('DELETE /auth/credentials/{id} revokes the passkey with the email session', async () => {
    const { first, final } = await signedCall(
      browser,
      emailSigner,
      'DELETE',
      `/auth/credentials/${passkeyCredentialId}`,
    );
    expect(first.status).toBe(202);
    expect(first.body.type).toBe('PASSKEY');
    expect(final.status).toBe(204);
    const list = await browser.call('GET', `/auth/credentials?accountId=${a.walletId}`);
    expect(list.body.data.map((c: any) => c.id)).toEqual([emailCredentialId]);
  });

  it('mirrors the service’s own errors (a wrong OTP is 401 with its reason)', async () => {
    const clientKey = await generateClientKeyPair();
    const r = await browser.call('POST', `/auth/credentials/${emailCredentialId}/verify`, {
      body: { type: 'EMAIL_OTP', otp: '999999', clientPublicKey: clientKey.publicKey },
    });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('UNAUTHORIZED');
    expect(r.body.reason ?? r.body.details?.reason).toBe('Invalid OTP code');
  });
});

describe('customer A naming customer B’s resources gets 403 and changes nothing', () => {
  let attacker: Browser;
  let snapshot: () => Promise<unknown>;
  let before: unknown;

  beforeAll(async () => {
    victim = await setUpVictim();
    const a = await createCustomer(service, 'mallory');
    attacker = new Browser(backend, a.customerId);
    // A owns a live session too, so a stamp is at hand for signed attempts.
    const created = await attacker.call('POST', '/auth/credentials', {
      body: { type: 'EMAIL_OTP', accountId: a.walletId, email: a.email },
    });
    expect(created.status).toBe(201);
    snapshot = async () => ({
      credentials: await service.auth.credentials.list(victim.walletId),
      sessions: (await service.auth.sessions.list(victim.walletId)).data.map((s) => s.id),
      quote: (await service.quotes.retrieve(victim.pendingQuoteId)).status,
      account: (
        await service.customers.listInternalAccounts({
          customerId: victim.customerId,
          type: 'EMBEDDED_WALLET',
        })
      ).data.map((x) => [x.id, x.balance.amount]),
      outbox: await outboxCount(sandbox, victim.email),
    });
    before = await snapshot();
  });

  const embedded = (id: string) => id.replace(/^InternalAccount:/, 'EmbeddedWallet:');
  const attempts: [string, string, string, () => { body?: unknown; headers?: Record<string, string> }][] = [
    [
      'account: list internal accounts of B',
      'GET',
      '/customers/internal-accounts?customerId={B}',
      () => ({}),
    ],
    ['account: list credentials', 'GET', '/auth/credentials?accountId={wallet}', () => ({})],
    [
      'account: list credentials (EmbeddedWallet: form)',
      'GET',
      '/auth/credentials?accountId={walletE}',
      () => ({}),
    ],
    ['account: list sessions', 'GET', '/auth/sessions?accountId={wallet}', () => ({})],
    [
      'account: add a credential',
      'POST',
      '/auth/credentials',
      () => ({ body: { type: 'OAUTH', accountId: victim.walletId, oidcToken: 'x.y.z' } }),
    ],
    [
      'account: passkey registration options',
      'POST',
      '/passkeys/registration-options',
      () => ({ body: { accountId: victim.walletId } }),
    ],
    [
      'account: export',
      'POST',
      '/internal-accounts/{wallet}/export',
      () => ({ body: { clientPublicKey: '04ab' } }),
    ],
    [
      'account: export (EmbeddedWallet: form)',
      'POST',
      '/internal-accounts/{walletE}/export',
      () => ({ body: {} }),
    ],
    [
      'account: quote from B’s wallet',
      'POST',
      '/quotes',
      () => ({ body: quoteBody(victim.walletId, 'ExternalAccount:x') }),
    ],
    ['credential: challenge', 'POST', '/auth/credentials/{cred}/challenge', () => ({})],
    [
      'credential: verify',
      'POST',
      '/auth/credentials/{cred}/verify',
      () => ({ body: { type: 'EMAIL_OTP', otp: '000000', clientPublicKey: '04ab' } }),
    ],
    ['credential: revoke', 'DELETE', '/auth/credentials/{cred}', () => ({})],
    [
      'credential: revoke with a signature',
      'DELETE',
      '/auth/credentials/{cred}',
      () => ({ headers: { 'Service-Wallet-Signature': 'sandbox-valid-signature', 'Request-Id': 'x' } }),
    ],
    ['session: revoke', 'DELETE', '/auth/sessions/{session}', () => ({})],
    ['quote: read', 'GET', '/quotes/{quote}', () => ({})],
    [
      'quote: execute',
      'POST',
      '/quotes/{quote}/execute',
      () => ({ body: {}, headers: { 'Service-Wallet-Signature': 'sandbox-valid-signature' } }),
    ],
    ['transaction: read', 'GET', '/transactions/{tx}', () => ({})],
    ['customer: list B’s transactions', 'GET', '/transactions?customerId={B}', () => ({})],
    ['customer: list B’s payees', 'GET', '/customers/external-accounts?customerId={B}', () => ({})],
  ];

  for (const [name, method, template, init] of attempts) {
    it(`${name} → 403 FORBIDDEN`, async () => {
      const path = template
        .replace('{B}', encodeURIComponent(victim.customerId))
        .replace('{walletE}', embedded(victim.walletId))
        .replace('{wallet}', victim.walletId)
        .replace('{cred}', victim.credentialId)
        .replace('{session}', victim.sessionId)
        .replace('{quote}', victim.pendingQuoteId)
        .replace('{tx}', victim.transactionId);
      const r = await attacker.call(method, path, init());
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect(typeof r.body.message).toBe('string');
    });
  }

  it('left B’s credentials, sessions, quote, balance and outbox exactly as they were', async () => {
    expect(await snapshot()).toEqual(before);
    // …and B still reaches everything.
    const r = await victim.browser.call('GET', `/quotes/${victim.pendingQuoteId}`);
    expect(r.status).toBe(200);
  });
});

describe('refusals', () => {
  let c: Customer;
  let browser: Browser;

  beforeAll(async () => {
    c = await createCustomer(service, 'carol');
    browser = new Browser(backend, c.customerId);
  });

  it('401 when nobody is signed in (authorize returns null)', async () => {
    const r = await fetch(`${backend.url}/config`, { headers: { 'X-Keyhold-Client': '1' } });
    expect(r.status).toBe(401);
    expect(await r.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('accepts the signed-in user from a cookie too', async () => {
    const r = await fetch(`${backend.url}/config`, {
      headers: { 'X-Keyhold-Client': '1', Cookie: `test_customer=${encodeURIComponent(c.customerId)}` },
    });
    expect(r.status).toBe(200);
    expect(((await r.json()) as any).customerId).toBe(c.customerId);
  });

  it('CSRF: no X-Keyhold-Client header → 403 CSRF_REJECTED', async () => {
    const r = await fetch(`${backend.url}/config`, { headers: { 'X-Test-Customer': c.customerId } });
    expect(r.status).toBe(403);
    expect(await r.json()).toMatchObject({ code: 'CSRF_REJECTED' });
  });

  it('CSRF: a form-encodable body (text/plain, form, no type) → 403 CSRF_REJECTED, nothing created', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
    ]) {
      const r = await browser.call('POST', '/auth/credentials', {
        raw: JSON.stringify({ type: 'EMAIL_OTP', accountId: c.walletId, email: c.email }),
        headers: { 'Content-Type': type },
      });
      expect(r.status, type).toBe(403);
      expect(r.body.code).toBe('CSRF_REJECTED');
    }
    expect((await service.auth.credentials.list(c.walletId)).data).toHaveLength(0);
  });

  it('CSRF: a foreign Origin → 403 CSRF_REJECTED; the same host is accepted', async () => {
    const foreign = await browser.call('GET', '/config', { headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('CSRF_REJECTED');
    const same = await browser.call('GET', '/config', { headers: { Origin: backend.origin } });
    expect(same.status).toBe(200);
  });

  it('CORS: configured origins get a preflight and credentials; others do not', async () => {
    const cors = await startBackend(service, { origins: ['https://app.example'] });
    try {
      const preflight = await fetch(`${cors.url}/auth/credentials`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://app.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,x-keyhold-client',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example');
      expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('x-keyhold-client');
      const refused = await fetch(`${cors.url}/auth/credentials`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
      });
      expect(refused.status).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      const call = await new Browser(cors, c.customerId).call('GET', '/config', {
        headers: { Origin: 'https://app.example' },
      });
      expect(call.status).toBe(200);
      expect(call.headers.get('access-control-allow-origin')).toBe('https://app.example');
    } finally {
      await cors.close();
    }
  });

  const offList: [string, string][] = [
    ['GET', '/customers'],
    ['POST', '/customers'],
    ['GET', '/customers/{C}'],
    ['POST', '/customers/external-accounts'],
    ['POST', '/sandbox/internal-accounts/{wallet}/fund'],
    ['POST', '/transfer-out'],
    ['POST', '/transfer-in'],
    ['GET', '/platform/external-accounts'],
    ['PATCH', '/agents/Agent:1'],
    ['GET', '/agents/me/transactions'],
    ['PUT', '/quotes'],
    ['GET', '/auth/credentials/AuthMethod:1'],
    ['POST', '/auth/credentials/AuthMethod:1/challenge/../../../customers'],
    ['GET', '/auth/credentials/..%2F..%2Fcustomers'],
    ['GET', '/quotes/not-an-id'],
    ['GET', '/quotes/..'],
    ['GET', '/quotes/Quote:..'],
    ['GET', '/quotes/Quote:%2E%2E'],
    ['POST', '/quotes/Quote:x%2F..%2F..%2Fcustomers/execute'],
    ['DELETE', '/auth/sessions/Session:a%2F..'],
    ['GET', '/transactions/%2e%2e'],
    ['GET', '/quotes/'],
    ['GET', ''],
    ['GET', '/_sandbox/outbox'],
  ];
  for (const [method, template] of offList) {
    it(`off the allow-list: ${method} ${template || '(base path)'} → 404 NOT_FOUND`, async () => {
      const path = template.replace('{C}', c.customerId).replace('{wallet}', c.walletId);
      const r = await browser.call(method, path, method === 'GET' ? {} : { body: { amount: 1 } });
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    });
  }

  it('outside the base path → 404', async () => {
    const r = await fetch(`${backend.origin}/2025-10-13/customers`, { headers: { 'X-Keyhold-Client': '1' } });
    expect(r.status).toBe(404);
  });

  it('bad input gets clear codes: missing accountId, bad JSON, too large', async () => {
    const missing = await browser.call('GET', '/auth/credentials');
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('INVALID_INPUT');
    const badJson = await browser.call('POST', '/auth/credentials', { raw: '{"type":' });
    expect(badJson.status).toBe(400);
    expect(badJson.body.code).toBe('INVALID_INPUT');
    const noSource = await browser.call('POST', '/quotes', { body: { lockedCurrencyAmount: 1 } });
    expect(noSource.status).toBe(400);
    const big = await browser.call('POST', '/auth/credentials', {
      body: { type: 'EMAIL_OTP', accountId: c.walletId, email: c.email, pad: 'x'.repeat(70_000) },
    });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('passkey registration challenges', () => {
  let c: Customer;
  let d: Customer;
  let carol: Browser;
  let dave: Browser;
  const authenticator = new SoftAuthenticator('localhost', WEBAUTHN_ORIGIN);

  async function options(browser: Browser, accountId: string): Promise<string> {
    const r = await browser.call('POST', '/passkeys/registration-options', { body: { accountId } });
    expect(r.status).toBe(200);
    return r.body.options.challenge;
  }

  async function register(
    browser: Browser,
    accountId: string,
    challenge: string,
    attestChallenge = challenge,
  ) {
    return browser.call('POST', '/auth/credentials', {
      body: {
        type: 'PASSKEY',
        accountId,
        nickname: 'Laptop',
        challenge,
        attestation: await authenticator.register(attestChallenge),
      },
    });
  }

  beforeAll(async () => {
    c = await createCustomer(service, 'carol');
    d = await createCustomer(service, 'dave');
    carol = new Browser(backend, c.customerId);
    dave = new Browser(backend, d.customerId);
  });

  it('a challenge not issued by this backend is refused', async () => {
    const r = await register(carol, c.walletId, 'A'.repeat(43));
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('REGISTRATION_CHALLENGE_INVALID');
  });

  it('a challenge issued for another customer’s account is refused', async () => {
    const daves = await options(dave, d.walletId);
    const r = await register(carol, c.walletId, daves);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('REGISTRATION_CHALLENGE_INVALID');
    expect((await service.auth.credentials.list(c.walletId)).data).toHaveLength(0);
  });

  it('an attestation made over a different challenge is refused', async () => {
    const mine = await options(carol, c.walletId);
    const r = await register(carol, c.walletId, mine, 'B'.repeat(43));
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('REGISTRATION_CHALLENGE_INVALID');
  });

  it('a fresh challenge registers once; reusing it is refused', async () => {
    const challenge = await options(carol, c.walletId);
    const first = await register(carol, c.walletId, challenge);
    expect(first.status).toBe(201);
    expect(first.body.type).toBe('PASSKEY');
    const again = await register(carol, c.walletId, challenge);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('REGISTRATION_CHALLENGE_INVALID');
    expect((await service.auth.credentials.list(c.walletId)).data).toHaveLength(1);
  });

  it('an expired challenge is refused', async () => {
    const shortLived = await startBackend(service, { challengeTtlMs: 50 });
    try {
      const browser = new Browser(shortLived, d.customerId);
      const challenge = await options(browser, d.walletId);
      await new Promise((r) => setTimeout(r, 150));
      const r = await register(browser, d.walletId, challenge);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('REGISTRATION_CHALLENGE_INVALID');
    } finally {
      await shortLived.close();
    }
  });

  it('by default a challenge lives 5 minutes: timeout 300000, accepted just under, refused at 5 minutes', async () => {
    /** Records the TTL of every write; its clock runs `skewMs` ahead so expiry is reached without waiting. */
    class RecordingStore implements ChallengeStore {
      skewMs = 0;
      readonly writes: Array<{ key: string; value: string; ttlMs: number; at: number }> = [];
      readonly #inner = new MemoryChallengeStore({ now: () => Date.now() + this.skewMs });
      async set(key: string, value: string, ttlMs: number): Promise<void> {
        this.writes.push({ key, value, ttlMs, at: Date.now() });
        await this.#inner.set(key, value, ttlMs);
      }
      consume(key: string): Promise<string | null> {
        return this.#inner.consume(key);
      }
      get(key: string): Promise<string | null> {
        return this.#inner.get(key);
      }
      increment(key: string, windowMs: number) {
        return this.#inner.increment(key, windowMs);
      }
    }
    const store = new RecordingStore();
    const own = await startBackend(service, { challengeStore: store });
    try {
      const e = await createCustomer(service, 'frank');
      const frank = new Browser(own, e.customerId);
      const before = Date.now();
      const issued = await frank.call('POST', '/passkeys/registration-options', {
        body: { accountId: e.walletId },
      });
      const after = Date.now();
      expect(issued.status).toBe(200);
      expect(issued.body.options.timeout).toBe(300_000);
      const challenge: string = issued.body.options.challenge;
      const write = store.writes.find((w) => w.key === `reg:${challenge}`)!;
      expect(write.ttlMs).toBe(300_000);
      const { expiresAt } = JSON.parse(write.value) as { expiresAt: number };
      expect(expiresAt).toBeGreaterThanOrEqual(before + 300_000);
      expect(expiresAt).toBeLessThanOrEqual(after + 300_000);

      // At 5 minutes it is gone.
      const late = await options(frank, e.walletId);
      store.skewMs = 300_000;
      const refused = await register(frank, e.walletId, late);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('REGISTRATION_CHALLENGE_INVALID');

      // One second short of 5 minutes it still registers.
      store.skewMs = 0;
      const inTime = await options(frank, e.walletId);
      store.skewMs = 299_000;
      const accepted = await frank.call('POST', '/auth/credentials', {
        body: {
          type: 'PASSKEY',
          accountId: e.walletId,
          nickname: 'Laptop',
          challenge: inTime,
          attestation: await new SoftAuthenticator('localhost', WEBAUTHN_ORIGIN).register(inTime),
        },
      });
      expect(accepted.status, accepted.text).toBe(201);
    } finally {
      await own.close();
    }
  });

  it('a customer holds at most 5 unused challenges: the 6th is 429 RATE_LIMITED with Retry-After', async () => {
    const own = await startBackend(service);
    try {
      const e = await createCustomer(service, 'erin');
      const erin = new Browser(own, e.customerId);
      const issued: string[] = [];
      for (let i = 0; i < 5; i++) issued.push(await options(erin, e.walletId));
      const sixth = await erin.call('POST', '/passkeys/registration-options', {
        body: { accountId: e.walletId },
      });
      expect(sixth.status).toBe(429);
      expect(sixth.body).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      const retryAfter = Number(sixth.headers.get('Retry-After'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(300);
      // Another customer is not affected.
      await options(new Browser(own, d.customerId), d.walletId);
      // Using one frees a place.
      const used = await erin.call('POST', '/auth/credentials', {
        body: {
          type: 'PASSKEY',
          accountId: e.walletId,
          nickname: 'Phone',
          challenge: issued[2]!,
          attestation: await new SoftAuthenticator('localhost', WEBAUTHN_ORIGIN).register(issued[2]!),
        },
      });
      expect(used.status, used.text).toBe(201);
      await options(erin, e.walletId);
      const again = await erin.call('POST', '/passkeys/registration-options', {
        body: { accountId: e.walletId },
      });
      expect(again.status).toBe(429);
    } finally {
      await own.close();
    }
  });

  it('expired challenges no longer count against the cap', async () => {
    // 1 s, not less: on a loaded machine three calls can take longer than a shorter lifetime.
    const own = await startBackend(service, {
      challengeTtlMs: 1_000,
      maxRegistrationChallengesPerCustomer: 2,
    });
    try {
      const browser = new Browser(own, d.customerId);
      await options(browser, d.walletId);
      await options(browser, d.walletId);
      const third = await browser.call('POST', '/passkeys/registration-options', {
        body: { accountId: d.walletId },
      });
      expect(third.status).toBe(429);
      await new Promise((r) => setTimeout(r, 1_100));
      await options(browser, d.walletId);
    } finally {
      await own.close();
    }
  });

  it('a PASSKEY credential without a challenge is refused', async () => {
    const r = await dave.call('POST', '/auth/credentials', {
      body: { type: 'PASSKEY', accountId: d.walletId, nickname: 'x', attestation: {} },
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('REGISTRATION_CHALLENGE_INVALID');
  });
});

describe('logging', () => {
  it('never logs OTPs, stamps or bodies, even when things fail', async () => {
    const lines: string[] = [];
    const logger = {
      warn: (m: string, meta?: unknown) => lines.push(m + JSON.stringify(meta)),
      error: (m: string, meta?: unknown) => lines.push(m + JSON.stringify(meta)),
    };
    const logged = await startBackend(service, { logger });
    try {
      const e = await createCustomer(service, 'erin');
      const browser = new Browser(logged, e.customerId);
      const created = await browser.call('POST', '/auth/credentials', {
        body: { type: 'EMAIL_OTP', accountId: e.walletId, email: e.email },
      });
      const otp = await latestOtp(sandbox, e.email);
      const { signer } = await verifyEmailOtp(browser, created.body.id, otp);
      const s = await stamp('payload', signer);
      await browser.call('DELETE', `/auth/sessions/Session:00000000-0000-4000-8000-000000000000`, {
        headers: { 'Service-Wallet-Signature': s },
      });
      // A throwing authorize is an unexpected error: logged by kind only.
      const broken = await startBackend(service, {
        logger,
        authorize: () => {
          throw new Error(`session store down; otp ${otp}`);
        },
      });
      const r = await new Browser(broken, e.customerId).call('GET', '/config', {
        headers: { 'Service-Wallet-Signature': s },
      });
      await broken.close();
      expect(r.status).toBe(500);
      expect(lines.length).toBeGreaterThan(0);
      const all = lines.join('\n');
      expect(all).not.toContain(otp);
      expect(all).not.toContain(s);
    } finally {
      await logged.close();
    }
  });
});
