/**
 * ID tokens from the sandbox's development OIDC issuer (`POST /oidc/token-for-testing`), for the
 * OAUTH credential tests, and a wallet with two credentials.
 */
import { generateClientKeyPair } from '@keyhold/protocol/crypto';
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { createCustomer, request, type Api } from './api.js';
import { emailOtpWallet, openSession, signedCall } from './wallet.js';

/** The `nonce` an ID token must carry to open a session for `clientPublicKey`: its hex SHA-256. */
export const nonceOf = (clientPublicKey: string): string =>
  createHash('sha256').update(clientPublicKey).digest('hex');

/** The helpers bound to one sandbox (`useApi()`'s client). */
export function oidcHelpers(api: Api) {
  /** A token for `email` with `nonce`; `extra` goes to the issuer as is (`sub`, `aud`, `iatOffsetSeconds`). */
  async function devToken(email: string, nonce = 'n', extra: Record<string, unknown> = {}): Promise<string> {
    const res = await request<{ idToken: string }>(
      `${api.origin}/oidc/token-for-testing`,
      'POST',
      { email, nonce, ...extra },
      {},
    );
    expect(res.status, res.text).toBe(200);
    return res.body.idToken;
  }

  /** A wallet with an EMAIL_OTP session, plus a second (OAUTH) credential added by signed retry. */
  async function walletWithTwoCredentials() {
    const { accountId } = await createCustomer(api);
    const otp = await emailOtpWallet(api, accountId);
    const email = `oauth-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const body = { type: 'OAUTH', accountId, oidcToken: await devToken(email) };
    const { reply } = await signedCall(api, 'POST', '/auth/credentials', body, otp.session.signer);
    expect(reply.status, reply.text).toBe(201);
    const oauthId = String(reply.body['id']);
    const key = await generateClientKeyPair();
    const verify = await api.call('POST', `/auth/credentials/${oauthId}/verify`, {
      oidcToken: await devToken(email, nonceOf(key.publicKey)),
      clientPublicKey: key.publicKey,
    });
    expect(verify.status, verify.text).toBe(200);
    const oauthSession = await openSession(verify.body, key);
    return { accountId, otp, oauthId, oauthSession, email };
  }

  return { devToken, walletWithTwoCredentials };
}
