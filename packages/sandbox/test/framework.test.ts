import { generateClientKeyPair, openSessionKeyBundle } from '@keyhold/protocol/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASE_PATH,
  createSandbox,
  json,
  notFound,
  param,
  type Ctx,
  type SandboxContext,
  type SandboxModule,
} from '../src/index.js';
import { basicAuth, createCustomer, startApi, type Api } from './support/api.js';
import { latestOtp, signedCall } from './support/wallet.js';

/** A module as part 2 would write one: a route table, a collection and a timer kind. */
const pings = (sandbox: SandboxContext) => sandbox.state.collection<{ id: string; done: boolean }>('pings');

function postPing(c: Ctx): Response {
  const { sandbox } = c.var;
  const ping = pings(sandbox).set({ id: sandbox.newId('Ping'), done: false });
  sandbox.schedule('ping.done', 30, { id: ping.id });
  return json(ping, 201);
}

function readPing(c: Ctx): Response {
  const p = pings(c.var.sandbox).get(param(c, 'pingId'));
  if (!p) throw notFound('Ping', param(c, 'pingId'));
  return json(p);
}

const pingModule: SandboxModule = {
  routes: [
    ['POST', `${BASE_PATH}/pings`, postPing],
    ['GET', `${BASE_PATH}/pings/:pingId`, readPing],
  ],
  setup(sandbox) {
    sandbox.onTimer('ping.done', (data) => {
      const p = pings(sandbox).get(String((data as { id: string }).id));
      if (p) p.done = true;
    });
  },
};

describe('extension modules, collections and clock-driven timers', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi({ modules: [pingModule] });
  });
  afterAll(() => api.close());

  it('a module route works behind Basic auth and its timer fires when the clock advances', async () => {
    const created = await api.call<{ id: string; done: boolean }>('POST', '/pings');
    expect(created.status).toBe(201);
    expect(created.body.done).toBe(false);
    await api.control('POST', '/clock/advance', { seconds: 29 });
    expect((await api.call<{ done: boolean }>('GET', `/pings/${created.body.id}`)).body.done).toBe(false);
    await api.control('POST', '/clock/advance', { seconds: 1 });
    expect((await api.call<{ done: boolean }>('GET', `/pings/${created.body.id}`)).body.done).toBe(true);
    expect((await api.call('GET', '/pings/Ping:nope')).status).toBe(404);
  });

  it('one request sees one instant: a slow handler still writes expiresAt = createdAt + TTL exactly', async () => {
    const sandbox = createSandbox();
    const times: number[] = [];
    const slowClock = async (): Promise<Response> => {
      times.push(sandbox.clock.nowMs());
      await new Promise((resolve) => setTimeout(resolve, 25));
      times.push(sandbox.clock.nowMs());
      return json({ createdAt: sandbox.app.sandbox.nowIso(), expiresAt: sandbox.clock.isoIn(300) });
    };
    sandbox.app.routes([['GET', `${BASE_PATH}/slow-clock`, slowClock]]);
    const res = await sandbox.handler(
      new Request(`http://localhost${BASE_PATH}/slow-clock`, { headers: { authorization: basicAuth() } }),
    );
    const body = (await res.json()) as { createdAt: string; expiresAt: string };
    expect(times[0]).toBe(times[1]);
    expect(Date.parse(body.expiresAt) - Date.parse(body.createdAt)).toBe(300_000);
    expect(sandbox.clock.nowMs()).toBeGreaterThan(times[0]!); // time moves on between requests
    sandbox.close();
  });

  it('createSandbox gives a fetch handler without a server', async () => {
    const sandbox = createSandbox();
    const res = await sandbox.handler(
      new Request('http://localhost/2025-10-13/customers', {
        method: 'POST',
        headers: { authorization: basicAuth(), 'content-type': 'application/json' },
        body: JSON.stringify({ platformCustomerId: 'direct', customerType: 'INDIVIDUAL' }),
      }),
    );
    expect(res.status).toBe(201);
    expect(sandbox.state.customers.size).toBe(1);
    expect(sandbox.state.internalAccounts.size).toBe(1);
    const before = sandbox.clock.nowMs();
    await sandbox.clock.advance(60);
    expect(sandbox.clock.nowMs() - before).toBeGreaterThanOrEqual(60_000);
    sandbox.close();
  });
});

describe('--stub-session-keys', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi({ stubSessionKeys: true, sessionTtlSeconds: 60 });
  });
  afterAll(() => api.close());

  it('returns a bundle of the right shape that does not open; the magic signature still works', async () => {
    const { accountId } = await createCustomer(api);
    const email = 'stub@example.com';
    const cred = await api.call<{ id: string }>('POST', '/auth/credentials', {
      type: 'EMAIL_OTP',
      accountId,
      email,
    });
    const key = await generateClientKeyPair();
    const res = await api.call('POST', `/auth/credentials/${cred.body.id}/verify`, {
      otp: await latestOtp(api, email),
      clientPublicKey: key.publicKey,
    });
    expect(res.status).toBe(200);
    expect(Date.parse(String(res.body['expiresAt'])) - Date.parse(String(res.body['createdAt']))).toBe(
      60_000,
    );
    await expect(openSessionKeyBundle(String(res.body['encryptedSessionSigningKey']), key)).rejects.toThrow();
    const exportKey = await generateClientKeyPair();
    const { reply } = await signedCall(
      api,
      'POST',
      `/internal-accounts/${accountId}/export`,
      { clientPublicKey: exportKey.publicKey },
      'magic',
    );
    expect(reply.status).toBe(200);
  });
});
