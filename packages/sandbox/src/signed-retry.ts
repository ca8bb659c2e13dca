/**
 * The signed-retry pattern (wire-formats §4-§5, interface §3.5).
 *
 * First call without signature headers → 202 `{payloadToSign, requestId, expiresAt, type?}`. The
 * pending request is bound to the method, path, account and a digest of the body. The retry carries
 * `Service-Wallet-Signature` (a stamp over `payloadToSign`) and `Request-Id`. A `requestId` is spent by
 * the first retry that names it, whether or not that retry succeeds.
 *
 * `payloadToSign` is canonical JSON (keys sorted, no whitespace; non-ASCII text verbatim):
 * `{"accountId","bodyDigest","expiresAt","operation","parameters":{…},"requestId"}` where `parameters`
 * holds what the signer approves (credential type, email or nickname as given, target ids).
 */
import type { AccountOf, Ctx } from './http/env.js';
import { pathOf } from './http/request.js';
import type { SandboxContext } from './host/context.js';
import { REQUEST_ID_HEADER, SIGNATURE_HEADER } from '@keyhold/protocol';
import { Reasons, unauthorized } from './errors.js';
import type { CredentialType, PendingSignedRequest, SessionRecord, SignedOperation } from './model.js';
import { json } from './http/responses.js';
import { bodyDigest, canonicalJson } from './util.js';

export const MAGIC_SIGNATURE = 'sandbox-valid-signature';
/**
 * Longest `Service-Wallet-Signature` accepted, checked before it is decoded: a stamp is base64url of
 * `{publicKey (66 hex), scheme, signature (DER, at most 144 hex)}`, about 330 characters.
 */
export const MAX_STAMP_LENGTH = 1024;

export interface SignedRequestSpec {
  operation: SignedOperation;
  accountId: string;
  /** Credential type echoed in the 202 (`/auth/*` operations). */
  type?: CredentialType;
  targetId?: string;
  /** What the signer approves; user-supplied text goes here verbatim. */
  parameters?: Record<string, unknown>;
  data?: Record<string, unknown>;
}

/**
 * Spends the pending request named by `Request-Id`, first thing on a route that takes signed retries
 * (`claimsRequestId`), so a retry failing any later check (validation, 404, last credential…) still
 * spends it. The request that claimed it may then complete; any other request naming it gets 401.
 * With `accountOf`, only a request acting for the account the request was issued to spends it: another
 * customer naming it cannot burn it (the handler then refuses with `Request-Id belongs to another
 * account`).
 */
export async function claimRequestId(ctx: Ctx, accountOf?: AccountOf): Promise<void> {
  const id = ctx.req.header(REQUEST_ID_HEADER);
  if (id === undefined) return;
  const pending = ctx.var.sandbox.state.pendingSignedRequests.get(id);
  if (!pending || pending.usedAt !== undefined) return;
  if (accountOf) {
    let account: string | undefined;
    try {
      account = await accountOf(ctx);
    } catch {
      account = undefined; // an unreadable body names no account; the handler reports it
    }
    if (account !== pending.accountId) return;
  }
  pending.usedAt = ctx.var.sandbox.nowIso();
  ctx.set('claimedRequestId', id);
}

/** 401 (the request stays pending) when `pending` was issued to another account than `accountId`. */
export function assertSameAccount(pending: PendingSignedRequest, accountId: string): void {
  if (pending.accountId !== accountId) {
    throw unauthorized(
      Reasons.requestIdOtherAccount,
      'The Request-Id was issued for another account; retry with the Request-Id of your own request.',
      'REQUEST_ID_ACCOUNT',
    );
  }
}

/** Throws 401 `Request-Id already used` unless this request is the one that spent `pending`. */
export function spendPending(ctx: Ctx, pending: PendingSignedRequest, message: string): void {
  if (pending.usedAt !== undefined && ctx.var.claimedRequestId !== pending.id)
    throw unauthorized(Reasons.requestIdReused, message);
  pending.usedAt ??= ctx.var.sandbox.nowIso();
}

/**
 * The pending request named by `Request-Id` on a route that takes one as a challenge (passkey verify),
 * spent by this request: 401 when the header is missing, names no pending request of `operation`, or
 * was spent by another request.
 */
export function claimedPending(
  ctx: Ctx,
  expect: { operation: SignedOperation; accountId: string; missing: string; unknown: string; reused: string },
): PendingSignedRequest {
  const requestId = ctx.req.header(REQUEST_ID_HEADER);
  if (requestId === undefined) throw unauthorized(Reasons.missingRequestId, expect.missing);
  const pending = ctx.var.sandbox.state.pendingSignedRequests.get(requestId);
  if (!pending || pending.operation !== expect.operation)
    throw unauthorized(Reasons.unknownRequestId, expect.unknown);
  assertSameAccount(pending, expect.accountId);
  spendPending(ctx, pending, expect.reused);
  return pending;
}

export function hasSignatureHeaders(ctx: Ctx): boolean {
  return ctx.req.header(SIGNATURE_HEADER) !== undefined || ctx.req.header(REQUEST_ID_HEADER) !== undefined;
}

/** Live (not revoked, not expired) sessions of an account. */
export function liveSessions(sandbox: SandboxContext, accountId: string): SessionRecord[] {
  const now = sandbox.clock.nowMs();
  return sandbox.state.sessions
    .indexed('accountId', accountId)
    .filter((s) => s.revokedAt === undefined && Date.parse(s.expiresAt) > now);
}

/** Creates the pending request and returns its fields (without answering). */
export function createPendingRequest(
  sandbox: SandboxContext,
  spec: SignedRequestSpec & { method: string; path: string; bodyDigest: string; ttlSeconds?: number },
): PendingSignedRequest {
  const requestId = sandbox.newId('Request');
  const expiresAt = sandbox.clock.isoIn(spec.ttlSeconds ?? sandbox.options.signedRequestTtlSeconds);
  const payload: Record<string, unknown> = {
    accountId: spec.accountId,
    bodyDigest: spec.bodyDigest,
    expiresAt,
    operation: spec.operation,
    parameters: { ...(spec.type ? { type: spec.type } : {}), ...(spec.parameters ?? {}) },
    requestId,
  };
  const pending: PendingSignedRequest = {
    id: requestId,
    operation: spec.operation,
    accountId: spec.accountId,
    method: spec.method,
    path: spec.path,
    bodyDigest: spec.bodyDigest,
    payloadToSign: canonicalJson(payload),
    createdAt: sandbox.nowIso(),
    expiresAt,
  };
  if (spec.type) pending.type = spec.type;
  if (spec.targetId !== undefined) pending.targetId = spec.targetId;
  if (spec.data) pending.data = spec.data;
  return sandbox.state.pendingSignedRequests.set(pending);
}

/** Answers the first leg: 202 with the signed-request challenge. */
export async function issueSignedRequest(ctx: Ctx, spec: SignedRequestSpec): Promise<Response> {
  const pending = createPendingRequest(ctx.var.sandbox, {
    ...spec,
    method: ctx.req.method,
    path: pathOf(ctx),
    bodyDigest: bodyDigest(await ctx.var.json()),
  });
  const body: Record<string, unknown> = {
    payloadToSign: pending.payloadToSign,
    requestId: pending.id,
    expiresAt: pending.expiresAt,
  };
  if (pending.type) body['type'] = pending.type;
  return json(body, 202);
}

export interface StampCheck {
  /** The session whose key made the stamp; undefined for the magic signature. */
  session: SessionRecord | undefined;
  magic: boolean;
}

/**
 * Checks a stamp over `payloadToSign`: it must verify and its key must be a live session of
 * `accountId` (issued by another credential than `excludeCredentialId`, when given).
 */
export async function checkStamp(
  sandbox: SandboxContext,
  payloadToSign: string,
  header: string,
  accountId: string,
  excludeCredentialId?: string,
): Promise<StampCheck> {
  if (header === MAGIC_SIGNATURE) return { session: undefined, magic: true };
  if (header.length > MAX_STAMP_LENGTH) {
    throw unauthorized(
      Reasons.invalidSignature,
      `The Service-Wallet-Signature is longer than a stamp can be (${MAX_STAMP_LENGTH} characters).`,
      'STAMP_TOO_LONG',
    );
  }
  // The core's crypto is imported on the first signed retry, not at start.
  const { compressPublicKey, verifyStamp } = await import('@keyhold/protocol/crypto');
  const result = await verifyStamp(payloadToSign, header);
  if (!result.valid) {
    throw unauthorized(
      Reasons.invalidSignature,
      'The Service-Wallet-Signature does not verify over payloadToSign.',
      result.error ?? 'SIGNATURE_MISMATCH',
    );
  }
  let key: string;
  try {
    key = compressPublicKey(result.publicKey);
  } catch {
    throw unauthorized(
      Reasons.invalidSignature,
      'The stamp public key is not a P-256 point.',
      'BAD_PUBLIC_KEY',
    );
  }
  const sessions = liveSessions(sandbox, accountId).filter((s) => s.publicKey === key);
  if (sessions.length === 0) {
    throw unauthorized(
      Reasons.sessionNotLive,
      'The stamp was not made by a live session of this account.',
      'SESSION',
    );
  }
  if (excludeCredentialId !== undefined) {
    const other = sessions.find((s) => s.credentialId !== excludeCredentialId);
    if (!other)
      throw unauthorized(
        Reasons.selfRevocation,
        'A credential cannot revoke itself: sign with a session of another credential.',
        'SELF_REVOCATION',
      );
    return { session: other, magic: false };
  }
  return { session: sessions[0], magic: false };
}

/**
 * Checks the retry leg and spends its `requestId`. Throws 401 UNAUTHORIZED naming the failed check.
 */
export async function consumeSignedRetry(
  ctx: Ctx,
  expect: { operation: SignedOperation; accountId: string; excludeCredentialId?: string },
): Promise<{ pending: PendingSignedRequest; stamp: StampCheck }> {
  const sandbox = ctx.var.sandbox;
  const signature = ctx.req.header(SIGNATURE_HEADER);
  const requestId = ctx.req.header(REQUEST_ID_HEADER);
  if (requestId === undefined)
    throw unauthorized(Reasons.missingRequestId, 'A signed retry needs the Request-Id header from the 202.');
  const pending = sandbox.state.pendingSignedRequests.get(requestId);
  if (!pending || pending.operation === 'CREATE_SESSION') {
    throw unauthorized(Reasons.unknownRequestId, 'The Request-Id does not name a pending signed request.');
  }
  assertSameAccount(pending, expect.accountId);
  spendPending(ctx, pending, 'This Request-Id was already used; start over.');
  if (signature === undefined)
    throw unauthorized(Reasons.missingSignature, 'A signed retry needs the Service-Wallet-Signature header.');
  if (sandbox.clock.nowMs() > Date.parse(pending.expiresAt)) {
    throw unauthorized(Reasons.signedRequestExpired, 'The signed request expired; start over.');
  }
  const digest = bodyDigest(await ctx.var.json());
  if (
    pending.operation !== expect.operation ||
    pending.accountId !== expect.accountId ||
    pending.method !== ctx.req.method ||
    pending.path !== pathOf(ctx) ||
    pending.bodyDigest !== digest
  ) {
    throw unauthorized(
      Reasons.bodyMismatch,
      'The retry must repeat the same method, path and body as the first call.',
    );
  }
  const stamp = await checkStamp(
    sandbox,
    pending.payloadToSign,
    signature,
    pending.accountId,
    expect.excludeCredentialId,
  );
  return { pending, stamp };
}
