/**
 * Frame mode in the wallet handler (`vaultOrigin`): the calls that open a session or add a credential are
 * accepted only from the vault's exact origin (CORS with credentials for it), refused with a typed
 * `VAULT_ORIGIN_REQUIRED` from the app's origin or without an Origin, decided before the body is read;
 * every other call is answered as before. Real HTTP against a real sandbox process.
 */
import { generateClientKeyPair } from '@keyhold/protocol/crypto';
import type { SandboxProcess } from '@keyhold/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletHandler, type ServiceClient } from '../src/index.js';
import {
  type Backend,
  Browser,
  createCustomer,
  latestOtp,
  outboxCount,
  startStack,
  type WalletStack,
} from './helpers/harness.js';

const APP = 'http://app.localhost:5173';
const VAULT = 'http://keys.localhost:5174';

let stack: WalletStack;
let sandbox: SandboxProcess;
let service: ServiceClient;
let backend: Backend;
beforeAll(async () => {
  stack = await startStack({ origins: [APP], vaultOrigin: VAULT, rateLimits: false });
  ({ sandbox, service, backend } = stack);
}, 30_000);
afterAll(() => stack?.stop());

/** A customer with a first EMAIL_OTP credential (created from the vault, as the frame does) and its code. */
async function withEmailCredential(label: string) {
  const c = await createCustomer(service, label);
  const browser = new Browser(backend, c.customerId);
  const created = await browser.call('POST', '/auth/credentials', {
    body: { type: 'EMAIL_OTP', accountId: c.walletId, email: c.email },
    headers: { Origin: VAULT },
  });
  expect(created.status, created.text).toBe(201);
  return { ...c, browser, credentialId: String(created.body.id) };
}

describe('createWalletHandler({ vaultOrigin })', () => {
  it('answers the vault origin’s preflight with CORS for exactly that origin, with credentials', async () => {
    const preflight = await fetch(`${backend.url}/auth/credentials/x/verify`, {
      method: 'OPTIONS',
      headers: {
        Origin: VAULT,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, x-keyhold-client',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(VAULT);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const stranger = await fetch(`${backend.url}/auth/credentials/x/verify`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.localhost:5175', 'Access-Control-Request-Method': 'POST' },
    });
    expect(stranger.status).toBe(403);
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a direct verify from the app origin with a valid code, and the code still opens a session from the vault', async () => {
    const c = await withEmailCredential('vo-verify');
    const otp = await latestOtp(sandbox, c.email);
    const clientKey = await generateClientKeyPair();
    const body = { type: 'EMAIL_OTP', otp, clientPublicKey: clientKey.publicKey };
    const fromApp = await c.browser.call('POST', `/auth/credentials/${c.credentialId}/verify`, {
      body,
      headers: { Origin: APP },
    });
    expect(fromApp.status).toBe(403);
    expect(fromApp.body).toMatchObject({ code: 'VAULT_ORIGIN_REQUIRED' });
    expect(fromApp.body.details).toMatchObject({ origin: APP, vaultOrigin: VAULT });
    expect(fromApp.headers.get('access-control-allow-origin')).toBe(APP);
    expect(fromApp.text).not.toContain('encryptedSessionSigningKey');
    const noOrigin = await c.browser.call('POST', `/auth/credentials/${c.credentialId}/verify`, { body });
    expect(noOrigin.status).toBe(403);
    expect(noOrigin.body).toMatchObject({ code: 'VAULT_ORIGIN_REQUIRED' });

    // The refusals never reached the service: the same code is still good, from the vault.
    const fromVault = await c.browser.call('POST', `/auth/credentials/${c.credentialId}/verify`, {
      body,
      headers: { Origin: VAULT },
    });
    expect(fromVault.status, fromVault.text).toBe(200);
    expect(fromVault.body.encryptedSessionSigningKey).toEqual(expect.any(String));
    expect(fromVault.headers.get('access-control-allow-origin')).toBe(VAULT);
    expect(fromVault.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('refuses every session-creating or credential-adding call from the app origin before reading its body', async () => {
    const c = await withEmailCredential('vo-all');
    const sent = await outboxCount(sandbox, c.email);
    // A body that is not even JSON: a refusal decided after reading would be a 400, not this 403.
    const raw = '{not json';
    const calls: [string, string][] = [
      ['POST', `/auth/credentials/${c.credentialId}/challenge`],
      ['POST', `/auth/credentials/${c.credentialId}/verify`],
      ['POST', '/auth/credentials'],
      ['POST', '/passkeys/registration-options'],
    ];
    for (const [method, path] of calls) {
      const r = await c.browser.call(method, path, { raw, headers: { Origin: APP } });
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.body, `${method} ${path}`).toMatchObject({ code: 'VAULT_ORIGIN_REQUIRED' });
    }
    expect(await outboxCount(sandbox, c.email)).toBe(sent);
  });

  it('answers every other call from the app origin as before', async () => {
    const c = await withEmailCredential('vo-other');
    const config = await c.browser.call('GET', '/config', { headers: { Origin: APP } });
    expect(config.status).toBe(200);
    const list = await c.browser.call('GET', `/auth/credentials?accountId=${c.walletId}`, {
      headers: { Origin: APP },
    });
    expect(list.status, list.text).toBe(200);
    expect(list.body.data).toHaveLength(1);
  });

  it('refuses a vaultOrigin that is not an origin', () => {
    for (const vaultOrigin of ['keys.example.com', 'https://keys.example.com/path', 'not a url']) {
      expect(() =>
        createWalletHandler({ service, authorize: () => null, rpId: 'localhost', vaultOrigin }),
      ).toThrow(expect.objectContaining({ code: 'INVALID_CONFIG' }));
    }
  });
});
