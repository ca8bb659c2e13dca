import { generateClientKeyPair } from '@keyhold/core/crypto';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, startApi, type Api } from './helpers.js';

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
