/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read like the browser reads JSON */
// Against real processes (the sandbox CLI, the handler behind a real Node server): the rate
// limit on the credential CHALLENGE route (code re-sends), and replay on meaning for the single-use
// values other than ID tokens (those are in the sandbox's hardening tests): a passkey registration
// challenge, a signed request’s Request-Id, an email code, an agent device code, an invitation code and a webhook delivery,
// each used once and then re-spelled, is not accepted a second time.
import { generateClientKeyPair, stamp } from '@keyhold/protocol/crypto';
import type { SandboxProcess } from '@keyhold/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryWebhookReplayGuard, verifyWebhook, type ServiceClient } from '../src/index.js';
import {
  Browser,
  createCustomer,
  latestOtp,
  outboxCount,
  startBackend,
  startStack,
  verifyEmailOtp,
  WEBAUTHN_ORIGIN,
  type Backend,
  type WalletStack,
} from './helpers/harness.js';
import { startScriptedServer } from './helpers/http.js';
import { SoftAuthenticator } from './helpers/webauthn.js';

let stack: WalletStack;
let sandbox: SandboxProcess;
let service: ServiceClient;
let backend: Backend;
let basic: string;

beforeAll(async () => {
  // Challenge re-issues unthrottled at the sandbox, so a 429 can only come from the handler.
  stack = await startStack({}, ['--challenge-interval', '0']);
  ({ sandbox, service, backend, basic } = stack);
});
afterAll(() => stack?.stop());

async function emailCredential(browser: Browser, walletId: string, email: string): Promise<string> {
  const created = await browser.call('POST', '/auth/credentials', {
    body: { type: 'EMAIL_OTP', accountId: walletId, email },
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

/** A call to the sandbox's service API (Basic auth unless `auth` is false), answered as JSON. */
async function api(method: string, path: string, body?: unknown, auth = true) {
  const r = await fetch(`${sandbox.baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: basic } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: r.status, body: (await r.json()) as any };
}

/** The same base64url text with its unused trailing bits changed: the same bytes, spelled differently. */
function respell(base64url: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = alphabet.indexOf(base64url.at(-1)!);
  const other = `${base64url.slice(0, -1)}${alphabet[last ^ 1]}`;
  expect(Buffer.from(other, 'base64url')).toEqual(Buffer.from(base64url, 'base64url'));
  return other;
}

describe('rate limit on the credential challenge route', () => {
  it('429s a customer past perCustomer code re-sends without reaching the service; others are served', async () => {
    const limited = await startBackend(service, {
      rateLimits: { perCustomer: 2, perAddress: 100, windowMs: 60_000 },
    });
    try {
      const c = await createCustomer(service, 'resend');
      const browser = new Browser(limited, c.customerId);
      const credentialId = await emailCredential(browser, c.walletId, c.email);
      const sent = await outboxCount(sandbox, c.email);
      const resend = () => browser.call('POST', `/auth/credentials/${credentialId}/challenge`, { body: {} });
      expect((await resend()).status).toBe(200);
      expect((await resend()).status).toBe(200);
      const third = await resend();
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(third.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
      // Two codes were sent; the refused third re-send never reached the service.
      expect(await outboxCount(sandbox, c.email)).toBe(sent + 2);
      // Another customer from the same address still gets a code.
      const other = await createCustomer(service, 'resend-other');
      const otherBrowser = new Browser(limited, other.customerId);
      const otherId = await emailCredential(otherBrowser, other.walletId, other.email);
      const ok = await otherBrowser.call('POST', `/auth/credentials/${otherId}/challenge`, { body: {} });
      expect(ok.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('single-use values are spent on what they mean, not how they are spelled', () => {
  /** A signed-in customer with one issued registration challenge, and a way to register with any spelling of it. */
  async function withChallenge(label: string) {
    const c = await createCustomer(service, label);
    const browser = new Browser(backend, c.customerId);
    const issued = await browser.call('POST', '/passkeys/registration-options', {
      body: { accountId: c.walletId },
    });
    const authenticator = new SoftAuthenticator('localhost', WEBAUTHN_ORIGIN);
    const register = async (spelled: string) =>
      browser.call('POST', '/auth/credentials', {
        body: {
          type: 'PASSKEY',
          accountId: c.walletId,
          nickname: 'Laptop',
          challenge: spelled,
          attestation: await authenticator.register(spelled),
        },
      });
    return { walletId: c.walletId, challenge: issued.body.options.challenge as string, register };
  }

  it('a passkey registration challenge, used once, is refused re-spelled (same bytes)', async () => {
    const { walletId, challenge, register } = await withChallenge('reg-respell');
    expect((await register(challenge)).status).toBe(201);
    const again = await register(respell(challenge));
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('REGISTRATION_CHALLENGE_INVALID');
    expect((await service.auth.credentials.list(walletId)).data).toHaveLength(1);
  });

  it('a re-spelled registration challenge is refused even before the issued one is used, which then still works', async () => {
    const { challenge, register } = await withChallenge('reg-respell-first');
    const respelled = await register(respell(challenge));
    expect(respelled.status).toBe(400);
    expect(respelled.body.message).toMatch(/spelled exactly as issued/);
    expect((await register(challenge)).status).toBe(201);
  });

  it('another customer’s Request-Id re-spelled in another case neither completes nor spends it', async () => {
    const a = await createCustomer(service, 'rid-case-a');
    const b = await createCustomer(service, 'rid-case-b');
    const aBrowser = new Browser(backend, a.customerId);
    const bBrowser = new Browser(backend, b.customerId);
    await emailCredential(aBrowser, a.walletId, a.email);
    const bCredential = await emailCredential(bBrowser, b.walletId, b.email);
    const { signer } = await verifyEmailOtp(bBrowser, bCredential, await latestOtp(sandbox, b.email));
    const raw = JSON.stringify({ clientPublicKey: (await generateClientKeyPair()).publicKey });
    const first = await bBrowser.call('POST', `/internal-accounts/${b.walletId}/export`, { raw });
    expect(first.status).toBe(202);
    const id: string = first.body.requestId;
    for (const spelled of [id.toUpperCase(), id.toLowerCase()].filter((s) => s !== id)) {
      const stolen = await aBrowser.call('POST', `/internal-accounts/${a.walletId}/export`, {
        raw,
        headers: { 'Request-Id': spelled, 'Service-Wallet-Signature': 'x' },
      });
      expect(stolen.status).not.toBe(200);
    }
    const done = await bBrowser.call('POST', `/internal-accounts/${b.walletId}/export`, {
      raw,
      headers: {
        'Service-Wallet-Signature': await stamp(first.body.payloadToSign, signer),
        'Request-Id': id,
      },
    });
    expect(done.status).toBe(200);
  });

  it('an email code, used once, opens no second session re-spelled (spaces, full-width digits)', async () => {
    const c = await createCustomer(service, 'otp-respell');
    const browser = new Browser(backend, c.customerId);
    const credentialId = await emailCredential(browser, c.walletId, c.email);
    const code = await latestOtp(sandbox, c.email);
    await verifyEmailOtp(browser, credentialId, code);
    const sessions = (await service.auth.sessions.list(c.walletId)).data.length;
    const fullWidth = code.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
    for (const spelled of [` ${code}`, `${code} `, fullWidth, `${code.slice(0, 3)} ${code.slice(3)}`]) {
      const r = await browser.call('POST', `/auth/credentials/${credentialId}/verify`, {
        body: { type: 'EMAIL_OTP', otp: spelled, clientPublicKey: (await generateClientKeyPair()).publicKey },
      });
      expect(r.status).not.toBe(200);
    }
    expect((await service.auth.sessions.list(c.walletId)).data).toHaveLength(sessions);
  });

  it('an agent device code, redeemed once, is not redeemed again in lower case or without its hyphen', async () => {
    const c = await createCustomer(service, 'device-code');
    const agent = await api('POST', '/agents', {
      customerId: c.customerId,
      name: 'Bookkeeper',
      policy: { permissions: ['VIEW_TRANSACTIONS'] },
    });
    expect(agent.status).toBe(201);
    const { body: issued } = await api('POST', `/agents/${agent.body.id}/device-codes`);
    const code: string = issued.code;
    expect((await api('POST', `/agents/device-codes/${code}/redeem`, undefined, false)).status).toBe(200);
    for (const spelled of [
      code.toLowerCase(),
      code.replace('-', ''),
      encodeURIComponent(code).replace('-', '%2D'),
    ]) {
      const again = await api('POST', `/agents/device-codes/${spelled}/redeem`, undefined, false);
      expect(again.status).not.toBe(200);
      expect(again.body.accessToken).toBeUndefined();
    }
  });

  it('an invitation code, claimed once, is not claimed again in lower case or percent-encoded', async () => {
    const inviter = await createCustomer(service, 'inviter');
    const { body: customer } = await api('GET', `/customers/${inviter.customerId}`);
    const created = await api('POST', '/invitations', { inviterUma: customer.umaAddress });
    expect(created.status).toBe(201);
    const code: string = created.body.code;
    const claim = (spelled: string) =>
      api('POST', `/invitations/${spelled}/claim`, { inviteeUma: '$invitee@example.com' });
    expect((await claim(code)).status).toBe(200);
    const percent = [...code].map((ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`).join('');
    for (const spelled of [code.toLowerCase(), percent]) {
      const again = await claim(spelled);
      expect(again.status).not.toBe(200);
    }
  });

  it('a handled webhook delivery is refused again with its signature re-encoded (high-s twin, same body)', async () => {
    const receiver = await startScriptedServer(() => ({ status: 204 }));
    const deliveries = receiver.requests;
    try {
      const control = async (method: string, path: string, body?: unknown) =>
        (
          await fetch(`${sandbox.origin}/_sandbox${path}`, {
            method,
            headers: { Authorization: basic, 'Content-Type': 'application/json' },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          })
        ).json() as Promise<any>;
      await control('PUT', '/webhook-endpoint', {
        url: `${receiver.origin}/hooks`,
      });
      const { publicKey } = await control('GET', '/webhook-key');
      await control('POST', '/webhooks/test');
      await expect.poll(() => deliveries.length, { timeout: 5_000 }).toBeGreaterThan(0);
      const { body, headers } = deliveries[0]!;
      const guard = new MemoryWebhookReplayGuard();
      const event = await verifyWebhook(body, headers as Record<string, string>, publicKey, {
        replayGuard: guard,
      });
      guard.markHandled(event.id);
      const name = Object.keys(headers).find((h) => h === 'service-webhook-signature')!;
      const twin = Buffer.from(highS(Buffer.from(headers[name] as string, 'base64'))).toString('base64');
      expect(twin).not.toBe(headers[name]);
      const replay = await verifyWebhook(
        body,
        { ...(headers as Record<string, string>), [name]: twin },
        publicKey,
        {
          replayGuard: guard,
        },
      ).then(
        () => undefined,
        (e: unknown) => e as { code: string; details: { check: string } },
      );
      expect(replay?.code).toBe('INVALID_SIGNATURE');
      // Either the twin is refused as a signature, or it verifies and the event id is known: never handled twice.
      expect(['replay', 'signature']).toContain(replay?.details.check);
    } finally {
      await receiver.close();
    }
  });
});

/** The other valid ECDSA signature of the same message: (r, n − s), DER-encoded. */
function highS(der: Uint8Array): Uint8Array {
  const n = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');
  const rLength = der[3]!;
  const r = der.subarray(4, 4 + rLength);
  const sLength = der[5 + rLength]!;
  const s = BigInt(`0x${Buffer.from(der.subarray(6 + rLength, 6 + rLength + sLength)).toString('hex')}`);
  let hex = (n - s).toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  let twin = Buffer.from(hex, 'hex');
  if (twin[0]! & 0x80) twin = Buffer.concat([Buffer.from([0]), twin]);
  const inner = Buffer.concat([Buffer.from([2, r.length]), r, Buffer.from([2, twin.length]), twin]);
  return Buffer.concat([Buffer.from([0x30, inner.length]), inner]);
}
