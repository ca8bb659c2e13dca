/**
 * `routes/sessions.ts`: sessions listed and revoked with the signed-retry pattern.
 */
import { describe, expect, it } from 'vitest';
import { useApi } from '../support/api.js';
import { signedCall } from '../support/wallet.js';
import { oidcHelpers } from '../support/oidc.js';

const api = useApi();
const { walletWithTwoCredentials } = oidcHelpers(api);

describe('sessions', () => {
  it('revoking a session: 202 with the issuing type, 204, then 404', async () => {
    const w = await walletWithTwoCredentials();
    const listed = await api.call<{ data: Array<{ id: string; type: string }> }>(
      'GET',
      `/auth/sessions?accountId=${w.accountId}`,
    );
    expect(listed.body.data.map((s) => s.type).sort()).toEqual(['EMAIL_OTP', 'OAUTH']);
    const res = await signedCall(
      api,
      'DELETE',
      `/auth/sessions/${w.oauthSession.id}`,
      undefined,
      w.otp.session.signer,
    );
    expect(res.challenge.type).toBe('OAUTH');
    expect(res.reply.status).toBe(204);
    expect((await api.call('DELETE', `/auth/sessions/${w.oauthSession.id}`)).status).toBe(404);
    expect((await api.call('DELETE', '/auth/sessions/Session:unknown')).status).toBe(404);
    expect((await api.call('GET', '/auth/sessions')).status).toBe(400);
  });
});
