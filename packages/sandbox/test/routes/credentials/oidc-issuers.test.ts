/**
 * `routes/credentials.ts`, OAUTH with issuers configured by JWKS URL: tokens verified against the fetched
 * keys, and a slow provider blocks nobody else.
 */
import { generateClientKeyPair } from '@keyhold/protocol/crypto';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, startApi, type Api } from '../../support/api.js';

/** An external identity provider: a real HTTP server publishing a JWKS. */
describe('issuers configured by JWKS URL', () => {
  let jwksServer: Server;
  let api: Api;
  let privateKey: CryptoKey;
  const issuer = 'https://idp.example.test';

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256');
    privateKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
    jwksServer = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    const port = (jwksServer.address() as AddressInfo).port;
    api = await startApi({ oidcIssuers: [{ issuer, jwksUri: `http://127.0.0.1:${port}/jwks` }] });
  });
  afterAll(async () => {
    await api.close();
    await new Promise<void>((resolve) => jwksServer.close(() => resolve()));
  });

  const token = (claims: Record<string, unknown>, key = privateKey) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setIssuer(issuer)
      .setSubject('ext-1')
      .setAudience('my-app')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);

  it('creates with the external token and verifies it against the fetched JWKS', async () => {
    const { accountId } = await createCustomer(api);
    const created = await api.call<{ id: string; nickname: string }>('POST', '/auth/credentials', {
      type: 'OAUTH',
      accountId,
      oidcToken: await token({ email: 'ext@example.com' }),
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.nickname).toBe('ext@example.com');
    const key = await generateClientKeyPair();
    const nonce = createHash('sha256').update(key.publicKey).digest('hex');
    const ok = await api.call('POST', `/auth/credentials/${created.body.id}/verify`, {
      oidcToken: await token({ nonce }),
      clientPublicKey: key.publicKey,
    });
    expect(ok.status, ok.text).toBe(200);
    const other = await generateKeyPair('ES256');
    const forged = await api.call('POST', `/auth/credentials/${created.body.id}/verify`, {
      oidcToken: await token({ nonce }, other.privateKey),
      clientPublicKey: key.publicKey,
    });
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ reason: 'Invalid OIDC token', details: { check: 'SIGNATURE' } });
  });
});

/**
 * A slow identity provider must delay only the verify that needs its keys: the JWKS is fetched outside
 * the sandbox's global request lock. The provider here holds its JWKS answer until the test releases it,
 * after other requests (reads and writes) have completed; had the fetch held the lock, they would wait
 * for jose's 5 s fetch timeout, and the verify would fail first.
 */

describe('a slow JWKS does not block other requests', () => {
  let jwksServer: Server;
  let api: Api;
  let privateKey: CryptoKey;
  let jwk: Record<string, unknown>;
  const issuer = 'https://slow-idp.example.test';
  const waiting: Array<() => void> = [];
  let jwksRequested: () => void = () => {};

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256');
    privateKey = pair.privateKey;
    jwk = { ...(await exportJWK(pair.publicKey)), kid: 'slow-1', alg: 'ES256', use: 'sig' };
    jwksServer = createServer((_req, res) => {
      waiting.push(() => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ keys: [jwk] }));
      });
      jwksRequested();
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    const port = (jwksServer.address() as AddressInfo).port;
    api = await startApi({ oidcIssuers: [{ issuer, jwksUri: `http://127.0.0.1:${port}/jwks` }] });
  });
  afterAll(async () => {
    while (waiting.length) waiting.shift()!();
    await api.close();
    jwksServer.closeAllConnections();
    await new Promise<void>((resolve) => jwksServer.close(() => resolve()));
  });

  const token = (claims: Record<string, unknown>) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: 'slow-1' })
      .setIssuer(issuer)
      .setSubject('slow-1')
      .setAudience('my-app')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);

  it('other requests complete while a verify waits for the provider’s keys; then the verify succeeds', async () => {
    const { accountId } = await createCustomer(api);
    const created = await api.call<{ id: string }>('POST', '/auth/credentials', {
      type: 'OAUTH',
      accountId,
      oidcToken: await token({ email: 'slow@example.com' }),
    });
    expect(created.status, created.text).toBe(201);
    const key = await generateClientKeyPair();
    const nonce = createHash('sha256').update(key.publicKey).digest('hex');
    const requested = new Promise<void>((resolve) => (jwksRequested = resolve));
    const events: string[] = [];
    const verify = api
      .call('POST', `/auth/credentials/${created.body.id}/verify`, {
        oidcToken: await token({ nonce }),
        clientPublicKey: key.publicKey,
      })
      .then((reply) => {
        events.push('verify done');
        return reply;
      });
    await requested; // the verify is now inside the JWKS fetch
    const [other, listed, clock] = await Promise.all([
      createCustomer(api),
      api.call<{ data: unknown[] }>('GET', `/auth/credentials?accountId=${accountId}`),
      api.control<{ now: string }>('GET', '/clock'),
    ]);
    events.push('others done');
    expect(other.accountId).toMatch(/^InternalAccount:/);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(1);
    expect(clock.status).toBe(200);
    expect(events).toEqual(['others done']);
    waiting.shift()!(); // the provider answers now
    const verified = await verify;
    expect(verified.status, verified.text).toBe(200);
    expect(events).toEqual(['others done', 'verify done']);
  }, 20_000);
});
