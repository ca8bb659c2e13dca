/**
 * Credentials (§4.1): create (first unsigned → 201; later ones → 202 signed retry → 201), list,
 * challenge (EMAIL_OTP re-send, PASSKEY assertion challenge; 429 + Retry-After), verify (all three
 * types → session with a sealed key), revoke (signed by another credential's session; never the last).
 */
import { randomInt } from 'node:crypto';
import type { SandboxApp } from '../app.js';
import { Reasons, badRequest, notFound, rateLimited, unauthorized } from '../errors.js';
import { isValidPoint } from '../keys.js';
import { credentialTypes, type AuthMethod, type CredentialRecord, type CredentialType } from '../model.js';
import { BASE_PATH } from '../options.js';
import {
  MAGIC_OIDC_TOKEN,
  checkTokenNotUsed,
  markTokenUsed,
  parseTokenStructure,
  verifyIdToken,
  prefetchIssuerKey,
  type PrefetchedIssuerKey,
} from '../oidc.js';
import { QueryReader } from '../pagination.js';
import { json, noContent, type RequestContext } from '../router.js';
import { openSession } from '../session-keys.js';
import {
  consumeSignedRetry,
  createPendingRequest,
  hasSignatureHeaders,
  issueSignedRequest,
  REQUEST_ID_HEADER,
  spendPending,
} from '../signed-retry.js';
import { canonicalJson, sha256Hex } from '../util.js';
import { Validator } from '../validation.js';
import {
  MAGIC_PASSKEY_SIGNATURE,
  verifyPasskeyAssertion,
  verifyPasskeyRegistration,
  type Assertion,
  type Attestation,
} from '../webauthn.js';
import { getWallet } from './internal-accounts.js';

export const MAGIC_OTP = '000000';
/** Wrong codes allowed per emailed code; the last one burns it (a new challenge is then allowed at once). */
export const MAX_OTP_ATTEMPTS = 5;

export function presentCredential(c: CredentialRecord): AuthMethod {
  return {
    id: c.id,
    accountId: c.accountId,
    type: c.type,
    nickname: c.nickname,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

/** Credentials of an account that are not revoked. */
export function liveCredentials(app: SandboxApp, accountId: string): CredentialRecord[] {
  return app.state.credentials.indexed('accountId', accountId).filter((c) => c.revokedAt === undefined);
}

export function getCredential(app: SandboxApp, id: string): CredentialRecord {
  const c = app.state.credentials.get(id);
  if (!c || c.revokedAt !== undefined) throw notFound('Credential', id);
  return c;
}

/** Validated `clientPublicKey` (uncompressed hex, on the curve). */
function clientPublicKey(v: Validator, required = true): string | undefined {
  const key = v.clientPublicKey('clientPublicKey', { required });
  if (key !== undefined && !isValidPoint(key)) return v.fail('clientPublicKey', 'is not a point on P-256');
  return key;
}

function sendOtp(app: SandboxApp, credential: CredentialRecord): void {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = app.nowIso();
  credential.otp = { code, sentAt: now, expiresAt: app.clock.isoIn(app.options.otpTtlSeconds), used: false };
  credential.lastChallengeAt = now;
  app.sendEmail(
    credential.nickname,
    'Your sign-in code',
    code,
    `Your Keyhold sandbox sign-in code is ${code}. It expires in ${Math.round(app.options.otpTtlSeconds / 60)} minutes.`,
  );
}

/** 429 when the last challenge of this credential is still open and younger than the interval. */
function checkChallengeRate(app: SandboxApp, credential: CredentialRecord, stillOpen: boolean): void {
  const interval = app.options.challengeIntervalSeconds;
  if (interval <= 0 || credential.lastChallengeAt === undefined || !stillOpen) return;
  const wait = Date.parse(credential.lastChallengeAt) + interval * 1000 - app.clock.nowMs();
  if (wait > 0)
    throw rateLimited(wait / 1000, `Challenges for this credential are limited to one per ${interval} s.`);
}

interface CreateInput {
  type: CredentialType;
  accountId: string;
  email?: string;
  oidcToken?: string;
  nickname?: string;
  challenge?: string;
  attestation?: Attestation;
}

function parseCreate(body: unknown): CreateInput {
  const v = Validator.body(body);
  const type = v.enum('type', credentialTypes, { required: true });
  const accountId = v.string('accountId', { required: true, max: 200 });
  const out: Partial<CreateInput> = {};
  if (type === 'EMAIL_OTP') {
    const email = v.email('email', { required: true, max: 254 });
    if (email !== undefined) out.email = email;
  } else if (type === 'OAUTH') {
    const token = v.string('oidcToken', { required: true, max: 16384 });
    if (token !== undefined) out.oidcToken = token;
  } else if (type === 'PASSKEY') {
    const nickname = v.label('nickname', { max: 64 });
    const challenge = v.string('challenge', {
      required: true,
      max: 1024,
      pattern: /^[A-Za-z0-9_-]+$/,
      patternMessage: 'must be base64url text',
    });
    const att = v.object('attestation', { required: true });
    if (att) {
      const b64 = {
        required: true,
        max: 65536,
        pattern: /^[A-Za-z0-9_-]+$/,
        patternMessage: 'must be base64url without padding',
      };
      const credentialId = att.string('credentialId', b64);
      const clientDataJson = att.string('clientDataJson', b64);
      const attestationObject = att.string('attestationObject', b64);
      const transports = att.array('transports', { required: true });
      transports?.forEach((t, i) => {
        if (typeof t !== 'string') att.fail(`transports[${i}]`, 'must be a string');
      });
      if (credentialId && clientDataJson && attestationObject && transports) {
        out.attestation = {
          credentialId,
          clientDataJson,
          attestationObject,
          transports: transports as string[],
        };
      }
    }
    if (nickname !== undefined) out.nickname = nickname;
    if (challenge !== undefined) out.challenge = challenge;
  }
  v.done();
  return { type: type!, accountId: accountId!, ...out };
}

export function registerCredentialRoutes(app: SandboxApp): void {
  const { router, state } = app;

  router.post(
    `${BASE_PATH}/auth/credentials`,
    async (ctx) => {
      const input = parseCreate(await ctx.json());
      const account = getWallet(app, input.accountId);
      const existing = liveCredentials(app, account.id);
      const checkDuplicates = (): void => {
        if (input.type === 'EMAIL_OTP' && existing.some((c) => c.type === 'EMAIL_OTP')) {
          throw badRequest(
            'EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS',
            'This account already has an EMAIL_OTP credential.',
            { accountId: account.id },
          );
        }
        if (input.type === 'PASSKEY' && existing.some((c) => c.type === 'PASSKEY')) {
          throw badRequest(
            'PASSKEY_CREDENTIAL_ALREADY_EXISTS',
            'This account already has a PASSKEY credential.',
            { accountId: account.id },
          );
        }
      };
      const signed = existing.length > 0;
      // The retry leg is checked (and its requestId spent) first: a reused requestId is 401 whatever else.
      let retried = false;
      // OIDC tokens must be fresh when first presented; the signed retry may come a little later.
      let tokenCheckedAt = app.clock.nowMs();
      if (signed && hasSignatureHeaders(ctx)) {
        const { pending } = await consumeSignedRetry(ctx, {
          operation: 'CREATE_AUTH_CREDENTIAL',
          accountId: account.id,
        });
        retried = true;
        tokenCheckedAt = Date.parse(pending.createdAt);
      }
      checkDuplicates();
      const identity =
        input.type === 'OAUTH' ? parseTokenStructure(app, input.oidcToken!, tokenCheckedAt) : undefined;
      if (
        identity &&
        existing.some((c) => c.oidc && c.oidc.iss === identity.iss && c.oidc.sub === identity.sub)
      ) {
        throw badRequest(
          'OAUTH_CREDENTIAL_ALREADY_EXISTS',
          'This identity is already an OAUTH credential of the account.',
          { accountId: account.id },
        );
      }
      const passkey =
        input.type === 'PASSKEY'
          ? await verifyPasskeyRegistration(app, input.challenge!, input.attestation!)
          : undefined;
      if (
        passkey &&
        state.credentials.find(
          (c) => c.revokedAt === undefined && c.passkey?.credentialId === passkey.credentialId,
        )
      ) {
        throw badRequest('PASSKEY_ALREADY_REGISTERED', 'This passkey is already registered.', {});
      }
      const nickname =
        input.type === 'EMAIL_OTP'
          ? input.email!
          : input.type === 'OAUTH'
            ? (identity!.email ?? identity!.sub)
            : (input.nickname ?? 'Passkey');
      if (signed && !retried) {
        return issueSignedRequest(ctx, {
          operation: 'CREATE_AUTH_CREDENTIAL',
          accountId: account.id,
          type: input.type,
          parameters: { nickname },
        });
      }

      const now = app.nowIso();
      const credential: CredentialRecord = {
        id: app.newId('AuthMethod'),
        accountId: account.id,
        type: input.type,
        nickname,
        createdAt: now,
        updatedAt: now,
      };
      if (identity) {
        credential.oidc = { iss: identity.iss, sub: identity.sub, aud: identity.aud };
        if (identity.email !== undefined) credential.oidc.email = identity.email;
      }
      if (passkey) credential.passkey = passkey;
      state.credentials.set(credential);
      if (credential.type === 'EMAIL_OTP') sendOtp(app, credential);
      return json(presentCredential(credential), 201);
    },
    { claimsRequestId: true },
  );

  router.get(`${BASE_PATH}/auth/credentials`, (ctx) => {
    const q = new QueryReader(ctx.query);
    const accountId = q.required('accountId');
    q.done();
    const account = getWallet(app, accountId!);
    return json({ data: liveCredentials(app, account.id).map(presentCredential) });
  });

  router.post(`${BASE_PATH}/auth/credentials/{credentialId}/challenge`, async (ctx) => {
    const credential = getCredential(app, ctx.params['credentialId']!);
    if (credential.type === 'OAUTH') {
      throw badRequest(
        'CHALLENGE_NOT_REQUIRED',
        'OAUTH credentials need no challenge: call verify with a fresh oidcToken.',
      );
    }
    if (credential.type === 'EMAIL_OTP') {
      const otp = credential.otp;
      checkChallengeRate(
        app,
        credential,
        otp !== undefined && !otp.used && Date.parse(otp.expiresAt) > app.clock.nowMs(),
      );
      // A new code is not a change of the AuthMethod (§4.1: "otherwise unchanged"): updatedAt stays.
      sendOtp(app, credential);
      return json(presentCredential(credential));
    }
    const v = Validator.body((await ctx.json()) ?? {});
    const key = clientPublicKey(v);
    v.done();
    const open = state.pendingSignedRequests.find(
      (p) =>
        p.operation === 'CREATE_SESSION' &&
        p.targetId === credential.id &&
        p.usedAt === undefined &&
        Date.parse(p.expiresAt) > app.clock.nowMs(),
    );
    checkChallengeRate(app, credential, open !== undefined);
    const pending = createPendingRequest(app, {
      operation: 'CREATE_SESSION',
      accountId: credential.accountId,
      type: 'PASSKEY',
      targetId: credential.id,
      parameters: { clientPublicKey: key, credentialId: credential.id },
      method: ctx.method,
      path: ctx.path,
      bodyDigest: sha256Hex(canonicalJson({ clientPublicKey: key })),
      data: { clientPublicKey: key },
    });
    // The WebAuthn challenge is the hex SHA-256 of the pending session-creation request.
    const challenge = sha256Hex(pending.payloadToSign);
    pending.data = { clientPublicKey: key, challenge };
    credential.lastChallengeAt = app.nowIso();
    return json({
      challenge,
      requestId: pending.id,
      expiresAt: pending.expiresAt,
      allowCredentials: [
        {
          id: credential.passkey!.credentialId,
          type: 'public-key',
          transports: credential.passkey!.transports,
        },
      ],
    });
  });

  router.post(
    `${BASE_PATH}/auth/credentials/{credentialId}/verify`,
    async (ctx) => {
      const credential = getCredential(app, ctx.params['credentialId']!);
      const v = Validator.body(await ctx.json());
      // `type` is optional on verify (the credential knows it); when sent it must be the credential's.
      const type = v.enum('type', credentialTypes);
      if (type !== undefined && type !== credential.type)
        v.fail('type', `must be ${credential.type}, the type of credential ${credential.id}`);
      if (credential.type === 'EMAIL_OTP') {
        const otp = v.string('otp', { required: true, max: 16 });
        const key = clientPublicKey(v);
        v.done();
        checkOtp(app, credential, otp!);
        return json(await openSession(app, credential, key!));
      }
      if (credential.type === 'OAUTH') {
        const token = v.string('oidcToken', { required: true, max: 16384 });
        const key = clientPublicKey(v);
        v.done();
        if (token !== MAGIC_OIDC_TOKEN) {
          checkTokenNotUsed(app, token!);
          const identity = await verifyIdToken(
            app,
            token!,
            { ...credential.oidc!, clientPublicKey: key! },
            ctx.locals['oidcKey'] as PrefetchedIssuerKey | undefined,
          );
          markTokenUsed(app, token!, identity);
        }
        return json(await openSession(app, credential, key!));
      }
      const assertion = parseAssertion(v);
      return json(await verifyPasskey(ctx, credential, assertion));
    },
    {
      claimsRequestId: true,
      // A Google/Apple/--oidc-issuer token needs the provider's JWKS: fetched here, outside the lock.
      prepare: async (ctx) => {
        try {
          const body = (await ctx.json()) as { oidcToken?: unknown } | undefined;
          const token = body?.oidcToken;
          if (typeof token === 'string' && token !== MAGIC_OIDC_TOKEN && token.length <= 16384) {
            const found = await prefetchIssuerKey(app, token);
            if (found) ctx.locals['oidcKey'] = found;
          }
        } catch {
          // A bad body is reported by the handler itself, under the lock, after the Request-Id is spent.
        }
      },
    },
  );

  router.delete(
    `${BASE_PATH}/auth/credentials/{credentialId}`,
    async (ctx) => {
      const credential = getCredential(app, ctx.params['credentialId']!);
      const checkNotLast = (): void => {
        if (liveCredentials(app, credential.accountId).length <= 1) {
          throw badRequest(
            'CANNOT_REVOKE_LAST_CREDENTIAL',
            'An account keeps at least one credential: add another before revoking this one.',
            {
              accountId: credential.accountId,
            },
          );
        }
      };
      checkNotLast();
      if (!hasSignatureHeaders(ctx)) {
        return issueSignedRequest(ctx, {
          operation: 'REVOKE_AUTH_CREDENTIAL',
          accountId: credential.accountId,
          type: credential.type,
          targetId: credential.id,
          parameters: { credentialId: credential.id, nickname: credential.nickname },
        });
      }
      await consumeSignedRetry(ctx, {
        operation: 'REVOKE_AUTH_CREDENTIAL',
        accountId: credential.accountId,
        excludeCredentialId: credential.id,
      });
      getCredential(app, credential.id);
      checkNotLast();
      const now = app.nowIso();
      credential.revokedAt = now;
      credential.updatedAt = now;
      for (const s of state.sessions.filter(
        (s) => s.credentialId === credential.id && s.revokedAt === undefined,
      ))
        s.revokedAt = now;
      return noContent();
    },
    { claimsRequestId: true },
  );
}

function checkOtp(app: SandboxApp, credential: CredentialRecord, otp: string): void {
  if (otp === MAGIC_OTP) {
    if (credential.otp) credential.otp.used = true;
    return;
  }
  const current = credential.otp;
  if (current && !current.used && current.code !== otp) {
    // Guessing is bounded: after MAX_OTP_ATTEMPTS wrong codes the pending code is burnt.
    current.failedAttempts = (current.failedAttempts ?? 0) + 1;
    if (current.failedAttempts >= MAX_OTP_ATTEMPTS) {
      current.used = true;
      throw unauthorized(
        Reasons.invalidOtp,
        `Too many wrong codes: this code no longer works; ask for a new one.`,
        'OTP_ATTEMPTS',
      );
    }
  }
  if (!current || current.used || current.code !== otp)
    throw unauthorized(Reasons.invalidOtp, 'The OTP code is not valid.', 'OTP');
  if (Date.parse(current.expiresAt) <= app.clock.nowMs()) {
    current.used = true;
    throw unauthorized(Reasons.expiredOtp, 'The OTP code expired: ask for a new one.', 'OTP_EXPIRED');
  }
  current.used = true;
}

function parseAssertion(v: Validator): Assertion {
  const a = v.object('assertion', { required: true });
  // wire-formats §6: every WebAuthn byte field is base64url without padding.
  const format = { pattern: /^[A-Za-z0-9_-]+$/, patternMessage: 'must be base64url without padding' };
  const b64 = { required: true, max: 65536, ...format };
  const out: Partial<Assertion> = {};
  if (a) {
    const credentialId = a.string('credentialId', b64);
    const clientDataJson = a.string('clientDataJson', b64);
    const authenticatorData = a.string('authenticatorData', b64);
    const signature = a.string('signature', b64);
    const userHandle = a.string('userHandle', { max: 1024, ...format });
    Object.assign(out, { credentialId, clientDataJson, authenticatorData, signature });
    if (userHandle !== undefined) out.userHandle = userHandle;
  }
  v.done();
  return out as Assertion;
}

async function verifyPasskey(ctx: RequestContext, credential: CredentialRecord, assertion: Assertion) {
  const { app } = ctx;
  const requestId = ctx.header(REQUEST_ID_HEADER);
  if (requestId === undefined)
    throw unauthorized(
      Reasons.missingRequestId,
      'Passkey verify needs the Request-Id header from the challenge.',
    );
  const pending = app.state.pendingSignedRequests.get(requestId);
  if (!pending || pending.operation !== 'CREATE_SESSION')
    throw unauthorized(Reasons.unknownRequestId, 'The Request-Id does not name a passkey challenge.');
  spendPending(ctx, pending, 'This challenge was already used; ask for a new one.');
  if (Date.parse(pending.expiresAt) <= app.clock.nowMs())
    throw unauthorized(Reasons.signedRequestExpired, 'The passkey challenge expired; ask for a new one.');
  if (pending.targetId !== credential.id)
    throw unauthorized(Reasons.bodyMismatch, 'The challenge was issued for another credential.');
  const data = pending.data as { clientPublicKey: string; challenge: string };
  if (assertion.signature !== MAGIC_PASSKEY_SIGNATURE) {
    const counter = await verifyPasskeyAssertion(app, data.challenge, assertion, credential.passkey!);
    credential.passkey!.counter = counter;
  }
  credential.updatedAt = app.nowIso();
  return openSession(app, credential, data.clientPublicKey);
}
