/**
 * Sessions (wire-formats §9): `GET /auth/sessions?accountId=` lists live sessions (no key material);
 * `DELETE /auth/sessions/{id}` revokes with the signed-retry pattern (any live session of the account
 * may sign, the session itself included: sign-out) → 204. Unknown, revoked or expired → 404.
 */
import { SIGNED_OPERATIONS } from '@keyhold/protocol';
import type { SandboxContext } from '../host/context.js';
import type { Ctx, RouteRow, SandboxModule } from '../http/env.js';
import { param, query } from '../http/request.js';
import { getWallet } from '../domain/accounts.js';
import { notFound } from '../errors.js';
import type { SessionRecord } from '../model.js';
import { BASE_PATH } from '../options.js';
import { QueryReader } from '../pagination.js';
import { json, noContent } from '../http/responses.js';
import { presentSession } from '../session-keys.js';
import {
  consumeSignedRetry,
  hasSignatureHeaders,
  issueSignedRequest,
  liveSessions,
} from '../signed-retry.js';

function getLiveSession(sandbox: SandboxContext, id: string): SessionRecord {
  const s = sandbox.state.sessions.get(id);
  if (!s || s.revokedAt !== undefined || Date.parse(s.expiresAt) <= sandbox.clock.nowMs())
    throw notFound('Session', id);
  return s;
}

function listSessions(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  const q = new QueryReader(query(ctx));
  const accountId = q.required('accountId');
  q.done();
  const account = getWallet(sandbox, accountId!);
  return json({ data: liveSessions(sandbox, account.id).map((s) => presentSession(sandbox, s)) });
}

async function revokeSession(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  const session = getLiveSession(sandbox, param(ctx, 'sessionId'));
  const credential = sandbox.state.credentials.get(session.credentialId);
  if (!hasSignatureHeaders(ctx)) {
    return issueSignedRequest(ctx, {
      operation: SIGNED_OPERATIONS.REVOKE_SESSION,
      accountId: session.accountId,
      ...(credential ? { type: credential.type } : {}),
      targetId: session.id,
      parameters: { sessionId: session.id },
    });
  }
  await consumeSignedRetry(ctx, {
    operation: SIGNED_OPERATIONS.REVOKE_SESSION,
    accountId: session.accountId,
  });
  getLiveSession(sandbox, session.id).revokedAt = sandbox.nowIso();
  return noContent();
}

export const sessionRoutes: readonly RouteRow[] = [
  ['GET', `${BASE_PATH}/auth/sessions`, listSessions],
  [
    'DELETE',
    `${BASE_PATH}/auth/sessions/:sessionId`,
    revokeSession,
    { claimsRequestId: (ctx) => ctx.var.sandbox.state.sessions.get(param(ctx, 'sessionId'))?.accountId },
  ],
];

export const sessionModule: SandboxModule = { routes: sessionRoutes };
