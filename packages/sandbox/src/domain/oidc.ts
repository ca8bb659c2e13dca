/**
 * ID tokens (wire-formats §7): the development issuer's keys and minting, and the checks OAUTH
 * credentials make (structure, issuer, signature, audience, nonce, freshness, single use).
 */
import { createHash } from 'node:crypto';
// jose is imported on first use (a sign or a verify): it is 46 modules the sandbox's start need not load.
import type { createLocalJWKSet, createRemoteJWKSet, JWK, JWTPayload, jwtVerify } from 'jose';
import type { SandboxContext } from '../host/context.js';
import { Reasons, ServiceError, unauthorized } from '../errors.js';
import { libraries } from '../host/libraries.js';

export const OIDC_PATH = '/oidc';
export const MAGIC_OIDC_TOKEN = 'sandbox-valid-oidc-token';
export const WELL_KNOWN_ISSUERS: Readonly<Record<string, string>> = {
  'https://accounts.google.com': 'https://www.googleapis.com/oauth2/v3/certs',
  'https://appleid.apple.com': 'https://appleid.apple.com/auth/keys',
};
const MAX_TOKEN_AGE_SECONDS = 60;
/** Longest `oidcToken` accepted (checked before anything decodes it). */
export const MAX_OIDC_TOKEN_LENGTH = 16384;

export function devIssuer(sandbox: SandboxContext): string {
  return `${sandbox.origin}${OIDC_PATH}`;
}

/** A stable subject per email, so signing in again yields the same `sub`. */
export function devSubject(email: string): string {
  return `dev|${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24)}`;
}

/** Nonce the service expects: lowercase hex SHA-256 of the exact `clientPublicKey` string. */
export function nonceFor(clientPublicKey: string): string {
  return createHash('sha256').update(clientPublicKey, 'utf8').digest('hex');
}

export function publicJwk(sandbox: SandboxContext): JWK {
  const { d: _d, ...pub } = sandbox.state.meta.oidcPrivateJwk as JWK;
  return { ...pub, kid: sandbox.state.meta.oidcKeyId, alg: 'ES256', use: 'sig' };
}

function signingKey(sandbox: SandboxContext): Promise<CryptoKey | Uint8Array> {
  return sandbox.memo(`oidc-signing-key:${sandbox.state.meta.oidcKeyId}`, () =>
    import('jose').then(({ importJWK }) => importJWK(sandbox.state.meta.oidcPrivateJwk as JWK, 'ES256')),
  );
}

export interface MintOptions {
  email: string;
  nonce?: string;
  aud?: string;
  sub?: string;
  iatOffsetSeconds?: number;
}

/** Signs a development ID token on the sandbox clock. */
export async function mintIdToken(sandbox: SandboxContext, opts: MintOptions): Promise<string> {
  const iat = Math.floor(sandbox.clock.nowMs() / 1000) + (opts.iatOffsetSeconds ?? 0);
  const claims: JWTPayload = { email: opts.email, email_verified: true, auth_time: iat };
  if (opts.nonce !== undefined) claims['nonce'] = opts.nonce;
  const { SignJWT } = await import('jose');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: sandbox.state.meta.oidcKeyId, typ: 'JWT' })
    .setIssuer(devIssuer(sandbox))
    .setSubject(opts.sub ?? devSubject(opts.email))
    .setAudience(opts.aud ?? sandbox.options.oidcAudience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 600)
    .sign(await signingKey(sandbox));
}

export interface TokenIdentity {
  iss: string;
  sub: string;
  aud: string;
  email?: string;
  iat: number;
}

function invalidToken(message: string, check: string): ServiceError {
  return unauthorized(Reasons.invalidOidcToken, message, check);
}

/** Issuers whose tokens OAUTH credentials accept, with their JWKS URL (`local` for the dev issuer). */
export function recognisedIssuers(sandbox: SandboxContext): Map<string, string> {
  const map = new Map<string, string>([[devIssuer(sandbox), 'local']]);
  for (const [iss, jwks] of Object.entries(WELL_KNOWN_ISSUERS)) map.set(iss, jwks);
  for (const c of sandbox.options.oidcIssuers) map.set(c.issuer, c.jwksUri);
  return map;
}

/**
 * Structural check for credential creation (§5(8)): a three-part JWT whose `iss` is recognised, with
 * `sub`, `aud` and an `iat` within 60 s of `at` (default now). The signature is not checked here.
 */
export function parseTokenStructure(
  sandbox: SandboxContext,
  token: string,
  at = sandbox.clock.nowMs(),
): TokenIdentity {
  let payload: JWTPayload;
  try {
    const parts = token.split('.');
    if (parts.length !== 3) throw new Error('parts');
    if (!parts.every(isCanonicalBase64url)) {
      throw invalidToken(
        'The oidcToken segments must be canonical base64url (no padding, no stray bits).',
        'ENCODING',
      );
    }
    const { jose } = libraries();
    jose.decodeProtectedHeader(token);
    payload = jose.decodeJwt(token);
  } catch (err) {
    if (err instanceof ServiceError) throw err;
    throw invalidToken('The oidcToken is not a structurally valid JWT.', 'STRUCTURE');
  }
  const iss = payload.iss;
  if (typeof iss !== 'string' || !recognisedIssuers(sandbox).has(iss)) {
    throw invalidToken('The oidcToken issuer is not recognised.', 'ISSUER');
  }
  const aud = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
  if (typeof payload.sub !== 'string' || payload.sub === '' || typeof aud !== 'string') {
    throw invalidToken('The oidcToken lacks sub or aud.', 'CLAIMS');
  }
  checkIat(payload.iat, at);
  const identity: TokenIdentity = { iss, sub: payload.sub, aud, iat: payload.iat as number };
  if (typeof payload['email'] === 'string') identity.email = payload['email'];
  return identity;
}

function checkIat(iat: unknown, at: number): void {
  if (typeof iat !== 'number') throw invalidToken('The oidcToken has no iat.', 'IAT');
  const age = at / 1000 - iat;
  if (age > MAX_TOKEN_AGE_SECONDS)
    throw invalidToken('The oidcToken is older than 60 seconds; get a fresh one.', 'IAT');
  if (age < -MAX_TOKEN_AGE_SECONDS) throw invalidToken('The oidcToken iat is in the future.', 'IAT');
}

function remoteKeySet(
  sandbox: SandboxContext,
  where: string,
): Promise<ReturnType<typeof createRemoteJWKSet>> {
  return sandbox.memo(`jwks:${where}`, () =>
    import('jose').then(({ createRemoteJWKSet }) =>
      createRemoteJWKSet(new URL(where), { timeoutDuration: 5000 }),
    ),
  );
}

/** The verification key of an ID token of a remote issuer, resolved before the request lock is taken. */
export type PrefetchedIssuerKey = { key: CryptoKey } | { error: string };

/**
 * Resolves the key that should verify `token` when its issuer publishes a remote JWKS (Google, Apple,
 * `--oidc-issuer`): fetches or refreshes the key set (jose caches it, with a cool-down between
 * refreshes) and picks the key named by the token's header. Run OUTSIDE the global request lock (see
 * the verify route's `prepare`): a slow identity provider then delays only this request. Undefined for
 * the dev issuer, unrecognised issuers and unparsable tokens (the locked checks reject those). Never
 * throws.
 */
export async function prefetchIssuerKey(
  sandbox: SandboxContext,
  token: string,
): Promise<PrefetchedIssuerKey | undefined> {
  try {
    const parts = token.split('.');
    if (parts.length !== 3) return undefined;
    const { jose } = libraries();
    const header = jose.decodeProtectedHeader(token);
    const iss = jose.decodeJwt(token).iss;
    const where = typeof iss === 'string' ? recognisedIssuers(sandbox).get(iss) : undefined;
    if (where === undefined || where === 'local') return undefined;
    const keySet = await remoteKeySet(sandbox, where);
    const key = await keySet(header as Parameters<typeof keySet>[0], {
      protected: parts[0]!,
      payload: parts[1]!,
      signature: parts[2]!,
    });
    return { key: key as CryptoKey };
  } catch (err) {
    return { error: (err as { code?: string }).code ?? 'ERR_JWKS' };
  }
}

/**
 * Full check for verify (§7): signature against the issuer's JWKS, `iss`, `aud`, `sub` equal to the
 * credential's, `iat` within 60 s, `exp` in the future, `nonce` = sha256hex(clientPublicKey).
 */
export async function verifyIdToken(
  sandbox: SandboxContext,
  token: string,
  expected: { iss: string; sub: string; aud: string; clientPublicKey: string },
  prefetched?: PrefetchedIssuerKey,
): Promise<TokenIdentity> {
  const identity = parseTokenStructure(sandbox, token);
  if (identity.iss !== expected.iss)
    throw invalidToken('The oidcToken was issued by another provider than the credential.', 'ISSUER');
  // The dev issuer's key is local. A remote issuer's key was resolved before the lock was taken; it is
  // never fetched here, where a slow provider would hold up every other request.
  const where = recognisedIssuers(sandbox).get(identity.iss);
  const jose = await import('jose');
  let key: CryptoKey | ReturnType<typeof createLocalJWKSet>;
  if (where === 'local') key = jose.createLocalJWKSet({ keys: [publicJwk(sandbox)] });
  else if (prefetched && 'key' in prefetched) key = prefetched.key;
  else throw invalidToken('The oidcToken did not verify (signature).', 'SIGNATURE');
  let payload: JWTPayload;
  try {
    ({ payload } = await jose.jwtVerify(token, key as Parameters<typeof jwtVerify>[1], {
      issuer: expected.iss,
      audience: expected.aud,
      currentDate: sandbox.clock.now(),
      clockTolerance: 5,
    }));
  } catch (err) {
    const code = (err as { code?: string }).code ?? 'SIGNATURE';
    const check =
      code === 'ERR_JWT_EXPIRED' ? 'EXP' : code === 'ERR_JWT_CLAIM_VALIDATION_FAILED' ? 'AUD' : 'SIGNATURE';
    throw invalidToken(`The oidcToken did not verify (${check.toLowerCase()}).`, check);
  }
  if (payload.exp === undefined) throw invalidToken('The oidcToken has no exp.', 'EXP');
  if (payload.sub !== expected.sub)
    throw invalidToken('The oidcToken names another subject than the credential.', 'SUB');
  if (payload['nonce'] !== nonceFor(expected.clientPublicKey)) {
    throw invalidToken('The oidcToken nonce is not sha256(clientPublicKey).', 'NONCE');
  }
  return identity;
}

/** Exactly what base64url without padding encodes: re-encoding the decoded bytes gives the same text. */
export function isCanonicalBase64url(segment: string): boolean {
  return (
    /^[A-Za-z0-9_-]+$/.test(segment) && Buffer.from(segment, 'base64url').toString('base64url') === segment
  );
}

/**
 * What a token means, for replay detection: the decoded signature bytes (however the segment is
 * spelled: padding, the standard alphabet or stray trailing bits do not change them), checked before
 * anything else, and the claims `(iss, sub, iat, nonce)`, checked once the signature verified (so a
 * forged token with a used token's claims is still refused as a bad signature). A token whose any key
 * was used is a replay.
 */
export function replayKeys(token: string): string[] {
  const parts = token.split('.');
  const keys: string[] = [];
  const signature = (parts[2] ?? '').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  if (signature !== '') {
    const bytes = Buffer.from(signature, 'base64url');
    keys.push(`sig:${createHash('sha256').update(bytes).digest('hex')}`);
  }
  try {
    const claims = libraries().jose.decodeJwt(token);
    const meaning = JSON.stringify([claims.iss, claims.sub, claims.iat, claims['nonce']]);
    keys.push(`claims:${sha256(meaning)}`);
  } catch {
    // not decodable: the signature key alone (the full check refuses it anyway)
  }
  return keys;
}

interface UsedToken {
  /** A replay key (`replayKeys`). */
  id: string;
  /** After this instant the token fails the `iat` check anyway, so the record can go. */
  forgetAt: number;
}

function usedTokens(sandbox: SandboxContext) {
  return sandbox.state.collection<UsedToken>('usedOidcTokens');
}

/** 401 when this ID token already opened a session (§5(6): a fresh token for each verify). */
export function checkTokenNotUsed(
  sandbox: SandboxContext,
  token: string,
  which: 'sig' | 'all' = 'all',
): void {
  const now = sandbox.clock.nowMs();
  const col = usedTokens(sandbox);
  for (const t of col.filter((t) => t.forgetAt <= now)) col.delete(t.id);
  const keys = replayKeys(token).filter((key) => which === 'all' || key.startsWith('sig:'));
  if (keys.some((key) => col.has(key)))
    throw invalidToken('This oidcToken was already used for a verify; get a fresh one.', 'REUSED');
}

/** Records an ID token that opened a session. */
export function markTokenUsed(sandbox: SandboxContext, token: string, identity: TokenIdentity): void {
  const forgetAt = (identity.iat + 2 * MAX_TOKEN_AGE_SECONDS) * 1000;
  for (const id of replayKeys(token)) usedTokens(sandbox).set({ id, forgetAt });
}

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Accepts an ID token for verify: single use, then every §7 check. `MAGIC_OIDC_TOKEN` passes.
 * The token is recorded as used only when it opened the session.
 */
export async function acceptIdToken(
  sandbox: SandboxContext,
  token: string,
  expected: { iss: string; sub: string; aud: string; clientPublicKey: string },
  prefetched?: PrefetchedIssuerKey,
): Promise<void> {
  if (token === MAGIC_OIDC_TOKEN) return;
  checkTokenNotUsed(sandbox, token, 'sig');
  const identity = await verifyIdToken(sandbox, token, expected, prefetched);
  checkTokenNotUsed(sandbox, token, 'all');
  markTokenUsed(sandbox, token, identity);
}
