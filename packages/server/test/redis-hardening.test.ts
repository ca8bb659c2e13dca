/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read like the browser reads JSON */
/**
 * Two wallet-handler instances sharing one real redis-server: the owner of a pending signed request and
 * the rate-limit counters hold across instances.
 */
import { generateClientKeyPair, stamp } from '@keyhold/protocol/crypto';
import type { SandboxProcess } from '@keyhold/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceClient } from '../src/index.js';
import { RedisKeyValueStore } from '../src/redis.js';
import {
  Browser,
  createCustomer,
  latestOtp,
  startBackend,
  startSandbox,
  verifyEmailOtp,
  type Backend,
} from './helpers/harness.js';
import { startRedisClients, type RedisClient } from './helpers/redis.js';

let sandbox: SandboxProcess;
let service: ServiceClient;
let redis: { stop(): Promise<void> };
let clients: RedisClient[] = [];
let one: Backend;
let two: Backend;

beforeAll(async () => {
  ({ sandbox, service } = await startSandbox());
  ({ clients, ...redis } = await startRedisClients(2));
  const rateLimits = { perCustomer: 2, perAddress: 1000, windowMs: 60_000 };
  // One store each, on one Redis: challenges, request owners, counters and learnt owners all in it.
  one = await startBackend(service, { store: new RedisKeyValueStore({ client: clients[0]! }), rateLimits });
  two = await startBackend(service, { store: new RedisKeyValueStore({ client: clients[1]! }), rateLimits });
}, 60_000);

afterAll(async () => {
  await one?.close();
  await two?.close();
  await redis?.stop();
  await sandbox?.close();
});

async function signedIn(label: string, on: Backend) {
  const c = await createCustomer(service, label);
  const browser = new Browser(on, c.customerId);
  const created = await browser.call('POST', '/auth/credentials', {
    body: { type: 'EMAIL_OTP', accountId: c.walletId, email: c.email },
  });
  expect(created.status).toBe(201);
  const { signer } = await verifyEmailOtp(browser, created.body.id, await latestOtp(sandbox, c.email));
  return { ...c, browser, signer, credentialId: created.body.id as string };
}

describe('shared through Redis', () => {
  it('a Request-Id issued to B on one instance is refused to A on the other; B’s retry completes', async () => {
    const b = await signedIn('redis-rid-b', one);
    const a = await signedIn('redis-rid-a', two);
    const raw = JSON.stringify({ clientPublicKey: (await generateClientKeyPair()).publicKey });
    const first = await b.browser.call('POST', `/internal-accounts/${b.walletId}/export`, { raw });
    expect(first.status).toBe(202);
    const stolen = await a.browser.call('POST', `/internal-accounts/${a.walletId}/export`, {
      raw,
      headers: { 'Request-Id': first.body.requestId, 'Service-Wallet-Signature': 'x' },
    });
    expect(stolen.status).toBe(403);
    const retry = await new Browser(two, b.customerId).call(
      'POST',
      `/internal-accounts/${b.walletId}/export`,
      {
        raw,
        headers: {
          'Service-Wallet-Signature': await stamp(first.body.payloadToSign, b.signer),
          'Request-Id': first.body.requestId,
        },
      },
    );
    expect(retry.status).toBe(200);
  });

  it('an owner learnt on one instance is known to the other; a foreign id stays refused on both', async () => {
    const c = await createCustomer(service, 'redis-owner');
    const d = await createCustomer(service, 'redis-other');
    const mine = await new Browser(one, c.customerId).call(
      'GET',
      `/auth/credentials?accountId=${encodeURIComponent(c.walletId)}`,
    );
    expect(mine.status).toBe(200);
    const owner = await clients[0]!.get(`keyhold:owner:wallet:account:${c.walletId.split(':')[1]}`);
    expect(owner).toBe(c.customerId);
    const fromTwo = await new Browser(two, c.customerId).call(
      'GET',
      `/auth/credentials?accountId=${encodeURIComponent(c.walletId)}`,
    );
    expect(fromTwo.status).toBe(200);
    for (const on of [one, two]) {
      const foreign = await new Browser(on, d.customerId).call(
        'GET',
        `/auth/credentials?accountId=${encodeURIComponent(c.walletId)}`,
      );
      expect(foreign.status).toBe(403);
    }
  });

  it('counts one customer’s verify calls across both instances', async () => {
    const c = await createCustomer(service, 'redis-rl');
    const created = await new Browser(one, c.customerId).call('POST', '/auth/credentials', {
      body: { type: 'EMAIL_OTP', accountId: c.walletId, email: c.email },
    });
    const guess = (on: Backend): Promise<any> =>
      new Browser(on, c.customerId).call('POST', `/auth/credentials/${created.body.id}/verify`, {
        body: { type: 'EMAIL_OTP', otp: '000002', clientPublicKey: '04' + 'ab'.repeat(64) },
      });
    expect((await guess(one)).status).not.toBe(429);
    expect((await guess(two)).status).not.toBe(429);
    const third = await guess(one);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
