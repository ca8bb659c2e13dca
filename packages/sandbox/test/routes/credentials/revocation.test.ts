/**
 * `routes/credentials.ts`, `DELETE /auth/credentials/{id}`: revocation is a signed retry by another
 * credential, never the last one.
 */
import { describe, expect, it } from 'vitest';
import { createCustomer, useApi } from '../../support/api.js';
import { emailOtpWallet, signedCall } from '../../support/wallet.js';
import { oidcHelpers } from '../../support/oidc.js';

const api = useApi();
const { walletWithTwoCredentials } = oidcHelpers(api);

describe('credential revocation', () => {
  it('the only credential cannot be revoked (400)', async () => {
    const { accountId } = await createCustomer(api);
    const { credentialId } = await emailOtpWallet(api, accountId);
    const res = await api.call('DELETE', `/auth/credentials/${credentialId}`);
    expect(res.status).toBe(400);
    expect(res.body['code']).toBe('CANNOT_REVOKE_LAST_CREDENTIAL');
  });

  it('a credential cannot revoke itself; another credential can (204), which also ends its sessions', async () => {
    const w = await walletWithTwoCredentials();
    const self = await signedCall(
      api,
      'DELETE',
      `/auth/credentials/${w.oauthId}`,
      undefined,
      w.oauthSession.signer,
    );
    expect(self.challenge.type).toBe('OAUTH');
    expect(self.reply.status).toBe(401);
    expect(self.reply.body['reason']).toBe('A credential cannot revoke itself');

    const ok = await signedCall(
      api,
      'DELETE',
      `/auth/credentials/${w.oauthId}`,
      undefined,
      w.otp.session.signer,
    );
    expect(ok.reply.status).toBe(204);
    expect(ok.reply.text).toBe('');
    const list = await api.call<{ data: Array<{ id: string }> }>(
      'GET',
      `/auth/credentials?accountId=${w.accountId}`,
    );
    expect(list.body.data.map((c) => c.id)).toEqual([w.otp.credentialId]);
    const sessions = await api.call<{ data: Array<{ id: string }> }>(
      'GET',
      `/auth/sessions?accountId=${w.accountId}`,
    );
    expect(sessions.body.data.map((s) => s.id)).toEqual([w.otp.session.id]);
    const again = await api.call('DELETE', `/auth/credentials/${w.oauthId}`);
    expect(again.status).toBe(404);
  });
});
