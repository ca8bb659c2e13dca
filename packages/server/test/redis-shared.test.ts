/**
 * Two wallet-handler instances (two Node http servers, two Redis clients) behind an imaginary load
 * balancer share passkey registration challenges through one real redis-server.
 */
import type { SandboxProcess } from '@keyhold/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceClient } from '../src/index.js';
import { RedisChallengeStore } from '../src/redis.js';
import {
  Browser,
  createCustomer,
  latestOtp,
  signedCall,
  startBackend,
  startSandbox,
  verifyEmailOtp,
  WEBAUTHN_ORIGIN,
  type Backend,
} from './helpers/harness.js';
import { startRedisClients, type RedisClient } from './helpers/redis.js';
import { SoftAuthenticator } from './helpers/webauthn.js';

let sandbox: SandboxProcess;
let service: ServiceClient;
let redis: { stop(): Promise<void> };
let clients: RedisClient[] = [];
let one: Backend;
let two: Backend;

beforeAll(async () => {
  ({ sandbox, service } = await startSandbox());
  ({ clients, ...redis } = await startRedisClients(2));
  one = await startBackend(service, { challengeStore: new RedisChallengeStore({ client: clients[0]! }) });
  two = await startBackend(service, { challengeStore: new RedisChallengeStore({ client: clients[1]! }) });
}, 60_000);

afterAll(async () => {
  await one?.close();
  await two?.close();
  await redis?.stop();
  await sandbox?.close();
});

/** Registration options from `browser`'s instance, then a software-authenticator attestation: the raw create body. */
async function passkeyRegistration(browser: Browser, walletId: string, nickname: string) {
  const options = await browser.call('POST', '/passkeys/registration-options', {
    body: { accountId: walletId },
  });
  const challenge = options.body.options.challenge as string;
  const authenticator = new SoftAuthenticator('localhost', WEBAUTHN_ORIGIN);
  const raw = JSON.stringify({
    type: 'PASSKEY',
    accountId: walletId,
    nickname,
    challenge,
    attestation: await authenticator.register(challenge),
  });
  return { raw, challenge };
}

describe('Redis-backed registration challenges shared by two instances', () => {
  it('a challenge issued by instance one is accepted once by instance two, then refused by both', async () => {
    const c = await createCustomer(service, 'lb');
    const viaOne = new Browser(one, c.customerId);
    const viaTwo = new Browser(two, c.customerId);
    const options = await viaOne.call('POST', '/passkeys/registration-options', {
      body: { accountId: c.walletId },
    });
    expect(options.status).toBe(200);
    const challenge = options.body.options.challenge as string;
    const authenticator = new SoftAuthenticator('localhost', WEBAUTHN_ORIGIN);
    const body = {
      type: 'PASSKEY',
      accountId: c.walletId,
      nickname: 'Phone',
      challenge,
      attestation: await authenticator.register(challenge),
    };
    const created = await viaTwo.call('POST', '/auth/credentials', { body });
    expect(created.status).toBe(201);
    for (const browser of [viaOne, viaTwo]) {
      const again = await browser.call('POST', '/auth/credentials', { body });
      expect(again.status).toBe(400);
      expect(again.body.code).toBe('REGISTRATION_CHALLENGE_INVALID');
    }
    expect((await service.auth.credentials.list(c.walletId)).data).toHaveLength(1);
  });

  it('a signed-retry registration can start on one instance and finish on the other', async () => {
    const c = await createCustomer(service, 'lb2');
    const viaOne = new Browser(one, c.customerId);
    const viaTwo = new Browser(two, c.customerId);
    const email = await viaOne.call('POST', '/auth/credentials', {
      body: { type: 'EMAIL_OTP', accountId: c.walletId, email: c.email },
    });
    expect(email.status).toBe(201);
    const { signer } = await verifyEmailOtp(viaTwo, email.body.id, await latestOtp(sandbox, c.email));
    const { raw } = await passkeyRegistration(viaTwo, c.walletId, 'Laptop');
    const first = await viaOne.call('POST', '/auth/credentials', { raw });
    expect(first.status, first.text).toBe(202);
    const { stamp } = await import('@keyhold/protocol/crypto');
    const headers = {
      'Service-Wallet-Signature': await stamp(first.body.payloadToSign, signer),
      'Request-Id': first.body.requestId as string,
    };
    const final = await viaTwo.call('POST', '/auth/credentials', { raw, headers });
    expect(final.status).toBe(201);
    // Spent everywhere: neither the signed retry nor a fresh first leg is accepted again.
    for (const browser of [viaOne, viaTwo]) {
      const replayRetry = await browser.call('POST', '/auth/credentials', { raw, headers });
      expect(replayRetry.status).toBe(400);
      expect(replayRetry.body.code).toBe('REGISTRATION_CHALLENGE_INVALID');
    }
    const replay = await signedCall(viaOne, signer, 'POST', '/auth/credentials', raw);
    expect(replay.first.status).toBe(400);
    expect(replay.first.body.code).toBe('REGISTRATION_CHALLENGE_INVALID');
  });

  it('two instances racing with one challenge: exactly one reaches the service', async () => {
    const c = await createCustomer(service, 'race');
    const { raw } = await passkeyRegistration(new Browser(one, c.customerId), c.walletId, 'Race');
    const results = await Promise.all(
      [one, two, one, two].map((backend) =>
        new Browser(backend, c.customerId).call('POST', '/auth/credentials', { raw }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    // The losers were stopped by the shared store, not by the service.
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('REGISTRATION_CHALLENGE_INVALID');
    }
  });
});
