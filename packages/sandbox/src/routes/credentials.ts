/**
 * Credentials (§4.1): create (first unsigned → 201; later ones → 202 signed retry → 201), list,
 * challenge (EMAIL_OTP re-send, PASSKEY assertion challenge; 429 + Retry-After), verify (all three
 * types → session with a sealed key), revoke (signed by another credential's session; never the last).
 */
import { SIGNED_OPERATIONS } from '@keyhold/protocol';
import type { Ctx, RouteRow, SandboxModule } from '../http/env.js';
import { param, query, pathOf } from '../http/request.js';
import { findInternalAccount, getWallet } from '../domain/accounts.js';
import {
  addCredential,
  assertIdentityFree,
  assertNotLastCredential,
  assertPasskeyFree,
  assertTypeFree,
  getCredential,
  liveCredentials,
  presentCredential,
  revokeCredential,
} from '../domain/credentials.js';
import { checkChallengeRate, checkOtp, sendOtp } from '../domain/email-otp.js';
import {
  acceptIdToken,
  MAGIC_OIDC_TOKEN,
  MAX_OIDC_TOKEN_LENGTH,
  parseTokenStructure,
  type PrefetchedIssuerKey,
  prefetchIssuerKey,
} from '../domain/oidc.js';
import { issuePasskeyChallenge, openPasskeySession } from '../domain/passkey-sessions.js';
import { badRequest } from '../errors.js';
import { BASE_PATH } from '../options.js';
import { QueryReader } from '../pagination.js';
import { json, noContent } from '../http/responses.js';
import { openSession } from '../session-keys.js';
import {
  claimedPending,
  consumeSignedRetry,
  hasSignatureHeaders,
  issueSignedRequest,
} from '../signed-retry.js';
import { NewCredential, PasskeyChallenge, verifyBody } from '../schemas/credential.js';
import { parseBody } from '../schemas/parse.js';
import { isRecord } from '../validation.js';
import { type Assertion, verifyPasskeyRegistration } from '../webauthn.js';

async function createCredential(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  const input = parseBody(NewCredential, await ctx.var.json());
  const account = getWallet(sandbox, input.accountId);
  const existing = liveCredentials(sandbox, account.id);
  const signed = existing.length > 0;
  // The retry leg is checked (and its requestId spent) first: a reused requestId is 401 whatever else.
  let retried = false;
  // OIDC tokens must be fresh when first presented; the signed retry may come a little later.
  let tokenCheckedAt = sandbox.clock.nowMs();
  if (signed && hasSignatureHeaders(ctx)) {
    const { pending } = await consumeSignedRetry(ctx, {
      operation: SIGNED_OPERATIONS.ADD_CREDENTIAL,
      accountId: account.id,
    });
    retried = true;
    tokenCheckedAt = Date.parse(pending.createdAt);
  }
  assertTypeFree(existing, input.type, account.id);
  const identity =
    input.type === 'OAUTH' ? parseTokenStructure(sandbox, input.oidcToken!, tokenCheckedAt) : undefined;
  if (identity) assertIdentityFree(existing, identity, account.id);
  const passkey =
    input.type === 'PASSKEY'
      ? await verifyPasskeyRegistration(sandbox, input.challenge!, input.attestation!)
      : undefined;
  if (passkey) assertPasskeyFree(sandbox, passkey);
  const nickname =
    input.type === 'EMAIL_OTP'
      ? input.email!
      : input.type === 'OAUTH'
        ? (identity!.email ?? identity!.sub)
        : (input.nickname ?? 'Passkey');
  if (signed && !retried) {
    return issueSignedRequest(ctx, {
      operation: SIGNED_OPERATIONS.ADD_CREDENTIAL,
      accountId: account.id,
      type: input.type,
      parameters: { nickname },
    });
  }
  const credential = addCredential(sandbox, {
    accountId: account.id,
    type: input.type,
    nickname,
    ...(identity ? { identity } : {}),
    ...(passkey ? { passkey } : {}),
  });
  return json(presentCredential(credential), 201);
}

function listCredentials(ctx: Ctx): Response {
  const q = new QueryReader(query(ctx));
  const accountId = q.required('accountId');
  q.done();
  const account = getWallet(ctx.var.sandbox, accountId!);
  return json({ data: liveCredentials(ctx.var.sandbox, account.id).map(presentCredential) });
}

async function challengeCredential(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  const credential = getCredential(sandbox, param(ctx, 'credentialId'));
  if (credential.type === 'OAUTH') {
    throw badRequest(
      'CHALLENGE_NOT_REQUIRED',
      'OAUTH credentials need no challenge: call verify with a fresh oidcToken.',
    );
  }
  if (credential.type === 'EMAIL_OTP') {
    const otp = credential.otp;
    checkChallengeRate(
      sandbox,
      credential,
      otp !== undefined && !otp.used && Date.parse(otp.expiresAt) > sandbox.clock.nowMs(),
    );
    // A new code is not a change of the AuthMethod (§4.1: "otherwise unchanged"): updatedAt stays.
    sendOtp(sandbox, credential);
    return json(presentCredential(credential));
  }
  const { clientPublicKey: key } = parseBody(PasskeyChallenge, (await ctx.var.json()) ?? {});
  return json(issuePasskeyChallenge(sandbox, credential, key, { method: ctx.req.method, path: pathOf(ctx) }));
}

async function verifyCredential(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  const credential = getCredential(sandbox, param(ctx, 'credentialId'));
  // `type` is optional on verify (the credential knows it); when sent it must be the credential's.
  const body = parseBody(verifyBody(credential), await ctx.var.json());
  if (credential.type === 'EMAIL_OTP') {
    checkOtp(sandbox, credential, body.otp as string);
    return json(await openSession(sandbox, credential, body.clientPublicKey as string));
  }
  if (credential.type === 'OAUTH') {
    const key = body.clientPublicKey as string;
    const prefetched = ctx.get('oidcKey') as PrefetchedIssuerKey | undefined;
    await acceptIdToken(
      sandbox,
      body.oidcToken as string,
      { ...credential.oidc!, clientPublicKey: key },
      prefetched,
    );
    return json(await openSession(sandbox, credential, key));
  }
  const assertion = body.assertion as Assertion;
  const pending = claimedPending(ctx, {
    operation: 'CREATE_SESSION',
    accountId: credential.accountId,
    missing: 'Passkey verify needs the Request-Id header from the challenge.',
    unknown: 'The Request-Id does not name a passkey challenge.',
    reused: 'This challenge was already used; ask for a new one.',
  });
  return json(await openPasskeySession(sandbox, credential, pending, assertion));
}

/** A Google/Apple/--oidc-issuer token needs the provider's JWKS: fetched here, outside the lock. */
async function prefetchOidcKey(ctx: Ctx): Promise<void> {
  try {
    const body = (await ctx.var.json()) as { oidcToken?: unknown } | undefined;
    const token = body?.oidcToken;
    if (typeof token === 'string' && token !== MAGIC_OIDC_TOKEN && token.length <= MAX_OIDC_TOKEN_LENGTH) {
      const found = await prefetchIssuerKey(ctx.var.sandbox, token);
      if (found) ctx.set('oidcKey', found);
    }
  } catch {
    // A bad body is reported by the handler itself, under the lock, after the Request-Id is spent.
  }
}

async function deleteCredential(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  const credential = getCredential(sandbox, param(ctx, 'credentialId'));
  assertNotLastCredential(sandbox, credential);
  if (!hasSignatureHeaders(ctx)) {
    return issueSignedRequest(ctx, {
      operation: SIGNED_OPERATIONS.REVOKE_CREDENTIAL,
      accountId: credential.accountId,
      type: credential.type,
      targetId: credential.id,
      parameters: { credentialId: credential.id, nickname: credential.nickname },
    });
  }
  await consumeSignedRetry(ctx, {
    operation: SIGNED_OPERATIONS.REVOKE_CREDENTIAL,
    accountId: credential.accountId,
    excludeCredentialId: credential.id,
  });
  getCredential(sandbox, credential.id);
  assertNotLastCredential(sandbox, credential);
  revokeCredential(sandbox, credential);
  return noContent();
}

/** The wallet a create names in its body (a Request-Id of another account is then not spent). */
async function accountInBody(ctx: Ctx): Promise<string | undefined> {
  const body = await ctx.var.json();
  const id = isRecord(body) ? body['accountId'] : undefined;
  return typeof id === 'string' ? findInternalAccount(ctx.var.sandbox, id)?.id : undefined;
}

/** The account of the credential in the path. */
function accountOfCredential(ctx: Ctx): string | undefined {
  return ctx.var.sandbox.state.credentials.get(param(ctx, 'credentialId'))?.accountId;
}

const CREDENTIALS = `${BASE_PATH}/auth/credentials`;
const signed = { claimsRequestId: accountOfCredential };

export const credentialRoutes: readonly RouteRow[] = [
  ['POST', CREDENTIALS, createCredential, { claimsRequestId: accountInBody }],
  ['GET', CREDENTIALS, listCredentials],
  ['POST', `${CREDENTIALS}/:credentialId/challenge`, challengeCredential],
  ['POST', `${CREDENTIALS}/:credentialId/verify`, verifyCredential, { ...signed, prepare: prefetchOidcKey }],
  ['DELETE', `${CREDENTIALS}/:credentialId`, deleteCredential, signed],
];

export const credentialModule: SandboxModule = { routes: credentialRoutes };
