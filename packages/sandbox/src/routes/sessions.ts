/**
 * Sessions (wire-formats §9): `GET /auth/sessions?accountId=` lists live sessions (no key material);
 * `DELETE /auth/sessions/{id}` revokes with the signed-retry pattern (any live session of the account
 * may sign, the session itself included: sign-out) → 204. Unknown, revoked or expired → 404.
 */
import type { SandboxHost } from '../contracts.js';
import { getWallet } from '../domain/accounts.js';
import { notFound } from '../errors.js';
import type { SessionRecord } from '../model.js';
import { BASE_PATH } from '../options.js';
import { QueryReader } from '../pagination.js';
import { json, noContent } from '../router.js';
import { presentSession } from '../session-keys.js';
import {
  consumeSignedRetry,
  hasSignatureHeaders,
  issueSignedRequest,
  liveSessions,
} from '../signed-retry.js';

function getLiveSession(app: SandboxHost, id: string): SessionRecord {
  const s = app.state.sessions.get(id);
  if (!s || s.revokedAt !== undefined || Date.parse(s.expiresAt) <= app.clock.nowMs())
    throw notFound('Session', id);
  return s;
}

export function registerSessionRoutes(app: SandboxHost): void {
  const { router } = app;

  router.get(`${BASE_PATH}/auth/sessions`, (ctx) => {
    const q = new QueryReader(ctx.query);
    const accountId = q.required('accountId');
    q.done();
    const account = getWallet(app, accountId!);
    return json({ data: liveSessions(app, account.id).map((s) => presentSession(app, s)) });
  });

  router.delete(
    `${BASE_PATH}/auth/sessions/{sessionId}`,
    async (ctx) => {
      const session = getLiveSession(app, ctx.params['sessionId']!);
      const credential = app.state.credentials.get(session.credentialId);
      if (!hasSignatureHeaders(ctx)) {
        return issueSignedRequest(ctx, {
          operation: 'REVOKE_AUTH_SESSION',
          accountId: session.accountId,
          ...(credential ? { type: credential.type } : {}),
          targetId: session.id,
          parameters: { sessionId: session.id },
        });
      }
      await consumeSignedRetry(ctx, { operation: 'REVOKE_AUTH_SESSION', accountId: session.accountId });
      getLiveSession(app, session.id).revokedAt = app.nowIso();
      return noContent();
    },
    { claimsRequestId: (ctx) => ctx.app.state.sessions.get(ctx.params['sessionId']!)?.accountId },
  );
}
