/**
 * The development OIDC issuer (`{origin}/oidc`) and ID-token checks for OAUTH credentials
 * (wire-formats §7).
 *
 * The issuer signs in any email: `/oidc/authorize` renders a sign-in page; submitting it returns an
 * ES256 ID token carrying the given `nonce`, by redirect fragment or by `postMessage` to the opener.
 * `POST /oidc/token-for-testing` mints a token without a page.
 */
import { createHash } from 'node:crypto';
import {
  SignJWT,
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  importJWK,
  jwtVerify,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { SandboxApp } from './app.js';
import { Reasons, ServiceError, invalidInput, unauthorized } from './errors.js';
import { html, json } from './router.js';
import { Validator, isEmail } from './validation.js';

export const OIDC_PATH = '/oidc';
export const MAGIC_OIDC_TOKEN = 'sandbox-valid-oidc-token';
export const WELL_KNOWN_ISSUERS: Readonly<Record<string, string>> = {
  'https://accounts.google.com': 'https://www.googleapis.com/oauth2/v3/certs',
  'https://appleid.apple.com': 'https://appleid.apple.com/auth/keys',
};
const MAX_TOKEN_AGE_SECONDS = 60;

export function devIssuer(app: SandboxApp): string {
  return `${app.origin}${OIDC_PATH}`;
}

/** A stable subject per email, so signing in again yields the same `sub`. */
export function devSubject(email: string): string {
  return `dev|${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24)}`;
}

/** Nonce the service expects: lowercase hex SHA-256 of the exact `clientPublicKey` string. */
export function nonceFor(clientPublicKey: string): string {
  return createHash('sha256').update(clientPublicKey, 'utf8').digest('hex');
}

function publicJwk(app: SandboxApp): JWK {
  const { d: _d, ...pub } = app.state.meta.oidcPrivateJwk as JWK;
  return { ...pub, kid: app.state.meta.oidcKeyId, alg: 'ES256', use: 'sig' };
}

async function signingKey(app: SandboxApp): Promise<CryptoKey | Uint8Array> {
  const cacheKey = `oidc-signing-key:${app.state.meta.oidcKeyId}`;
  let key = app.cache.get(cacheKey) as Promise<CryptoKey | Uint8Array> | undefined;
  if (!key) {
    key = importJWK(app.state.meta.oidcPrivateJwk as JWK, 'ES256');
    app.cache.set(cacheKey, key);
  }
  return key;
}

export interface MintOptions {
  email: string;
  nonce?: string;
  aud?: string;
  sub?: string;
  iatOffsetSeconds?: number;
}

/** Signs a development ID token on the sandbox clock. */
export async function mintIdToken(app: SandboxApp, opts: MintOptions): Promise<string> {
  const iat = Math.floor(app.clock.nowMs() / 1000) + (opts.iatOffsetSeconds ?? 0);
  const claims: JWTPayload = { email: opts.email, email_verified: true, auth_time: iat };
  if (opts.nonce !== undefined) claims['nonce'] = opts.nonce;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: app.state.meta.oidcKeyId, typ: 'JWT' })
    .setIssuer(devIssuer(app))
    .setSubject(opts.sub ?? devSubject(opts.email))
    .setAudience(opts.aud ?? app.options.oidcAudience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 600)
    .sign(await signingKey(app));
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
export function recognisedIssuers(app: SandboxApp): Map<string, string> {
  const map = new Map<string, string>([[devIssuer(app), 'local']]);
  for (const [iss, jwks] of Object.entries(WELL_KNOWN_ISSUERS)) map.set(iss, jwks);
  for (const c of app.options.oidcIssuers) map.set(c.issuer, c.jwksUri);
  return map;
}

/**
 * Structural check for credential creation (§5(8)): a three-part JWT whose `iss` is recognised, with
 * `sub`, `aud` and an `iat` within 60 s of `at` (default now). The signature is not checked here.
 */
export function parseTokenStructure(app: SandboxApp, token: string, at = app.clock.nowMs()): TokenIdentity {
  let payload: JWTPayload;
  try {
    if (token.split('.').length !== 3) throw new Error('parts');
    decodeProtectedHeader(token);
    payload = decodeJwt(token);
  } catch {
    throw invalidToken('The oidcToken is not a structurally valid JWT.', 'STRUCTURE');
  }
  const iss = payload.iss;
  if (typeof iss !== 'string' || !recognisedIssuers(app).has(iss)) {
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

function remoteKeySet(app: SandboxApp, where: string): ReturnType<typeof createRemoteJWKSet> {
  const cacheKey = `jwks:${where}`;
  let set = app.cache.get(cacheKey) as ReturnType<typeof createRemoteJWKSet> | undefined;
  if (!set) {
    set = createRemoteJWKSet(new URL(where), { timeoutDuration: 5000 });
    app.cache.set(cacheKey, set);
  }
  return set;
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
  app: SandboxApp,
  token: string,
): Promise<PrefetchedIssuerKey | undefined> {
  try {
    const parts = token.split('.');
    if (parts.length !== 3) return undefined;
    const header = decodeProtectedHeader(token);
    const iss = decodeJwt(token).iss;
    const where = typeof iss === 'string' ? recognisedIssuers(app).get(iss) : undefined;
    if (where === undefined || where === 'local') return undefined;
    const key = await remoteKeySet(app, where)(header, {
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
  app: SandboxApp,
  token: string,
  expected: { iss: string; sub: string; aud: string; clientPublicKey: string },
  prefetched?: PrefetchedIssuerKey,
): Promise<TokenIdentity> {
  const identity = parseTokenStructure(app, token);
  if (identity.iss !== expected.iss)
    throw invalidToken('The oidcToken was issued by another provider than the credential.', 'ISSUER');
  // The dev issuer's key is local. A remote issuer's key was resolved before the lock was taken; it is
  // never fetched here, where a slow provider would hold up every other request.
  const where = recognisedIssuers(app).get(identity.iss);
  let key: CryptoKey | ReturnType<typeof createLocalJWKSet>;
  if (where === 'local') key = createLocalJWKSet({ keys: [publicJwk(app)] });
  else if (prefetched && 'key' in prefetched) key = prefetched.key;
  else throw invalidToken('The oidcToken did not verify (signature).', 'SIGNATURE');
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, key as Parameters<typeof jwtVerify>[1], {
      issuer: expected.iss,
      audience: expected.aud,
      currentDate: app.clock.now(),
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

interface UsedToken {
  /** sha256 hex of the token text. */
  id: string;
  /** After this instant the token fails the `iat` check anyway, so the record can go. */
  forgetAt: number;
}

function usedTokens(app: SandboxApp) {
  return app.state.collection<UsedToken>('usedOidcTokens');
}

/** 401 when this ID token already opened a session (§5(6): a fresh token for each verify). */
export function checkTokenNotUsed(app: SandboxApp, token: string): void {
  const now = app.clock.nowMs();
  const col = usedTokens(app);
  for (const t of col.filter((t) => t.forgetAt <= now)) col.delete(t.id);
  if (col.has(sha256(token)))
    throw invalidToken('This oidcToken was already used for a verify; get a fresh one.', 'REUSED');
}

/** Records an ID token that opened a session. */
export function markTokenUsed(app: SandboxApp, token: string, identity: TokenIdentity): void {
  usedTokens(app).set({ id: sha256(token), forgetAt: (identity.iat + 2 * MAX_TOKEN_AGE_SECONDS) * 1000 });
}

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

// ---- the issuer's HTTP surface ------------------------------------------------------------------

const escape = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'";

interface AuthorizeParams {
  clientId: string;
  redirectUri: string;
  nonce: string;
  state: string;
  responseMode: 'fragment' | 'web_message';
  loginHint: string;
}

function readAuthorizeParams(get: (name: string) => string | null): AuthorizeParams {
  const errors: Array<{ field: string; message: string }> = [];
  const redirectUri = get('redirect_uri') ?? '';
  let parsed: URL | undefined;
  try {
    parsed = new URL(redirectUri);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    errors.push({ field: 'redirect_uri', message: 'must be an absolute http(s) URL' });
  }
  const nonce = get('nonce') ?? '';
  if (nonce === '') errors.push({ field: 'nonce', message: 'is required' });
  const mode = get('response_mode') ?? 'fragment';
  if (mode !== 'fragment' && mode !== 'web_message')
    errors.push({ field: 'response_mode', message: 'must be fragment or web_message' });
  if (errors.length) throw invalidInput(errors);
  return {
    clientId: get('client_id') || '',
    redirectUri,
    nonce,
    state: get('state') ?? '',
    responseMode: mode as AuthorizeParams['responseMode'],
    loginHint: get('login_hint') ?? '',
  };
}

function signInPage(p: AuthorizeParams, error?: string): string {
  const hidden = (name: string, value: string): string =>
    `<input type="hidden" name="${name}" value="${escape(value)}">`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox sign-in</title>
<style>body{font:16px system-ui,sans-serif;max-width:26rem;margin:4rem auto;padding:0 1rem}label{display:block;margin:.5rem 0}
input[type=email]{width:100%;padding:.5rem;font:inherit}button{margin-top:1rem;padding:.5rem 1rem;font:inherit}.err{color:#b00020}</style>
</head><body>
<h1>Keyhold sandbox identity provider</h1>
<p>Development only: any email signs in.</p>
${error ? `<p class="err" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="authorize">
<label for="email">Email</label>
<input type="email" id="email" name="email" required autocomplete="email" value="${escape(p.loginHint)}">
${hidden('client_id', p.clientId)}${hidden('redirect_uri', p.redirectUri)}${hidden('nonce', p.nonce)}${hidden('state', p.state)}${hidden('response_mode', p.responseMode)}
<button type="submit" id="sign-in">Sign in</button>
</form></body></html>`;
}

const WEB_MESSAGE_SCRIPT = `(function(){var d=document.getElementById('kh-result').dataset;
if(window.opener){window.opener.postMessage({type:'keyhold-oidc',idToken:d.idToken,state:d.state},d.origin);}
window.close();})();`;

export function registerOidcRoutes(app: SandboxApp): void {
  const { router } = app;
  const none = { auth: 'none' as const };
  const cors = { 'access-control-allow-origin': '*' };

  router.get(
    `${OIDC_PATH}/.well-known/openid-configuration`,
    () => {
      const issuer = devIssuer(app);
      return json(
        {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['id_token'],
          response_modes_supported: ['fragment', 'web_message'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['ES256'],
          scopes_supported: ['openid', 'email'],
          claims_supported: [
            'iss',
            'sub',
            'aud',
            'iat',
            'exp',
            'nonce',
            'email',
            'email_verified',
            'auth_time',
          ],
        },
        200,
        cors,
      );
    },
    none,
  );

  router.get(`${OIDC_PATH}/jwks`, () => json({ keys: [publicJwk(app)] }, 200, cors), none);

  router.get(
    `${OIDC_PATH}/authorize`,
    (ctx) =>
      html(signInPage(readAuthorizeParams((n) => ctx.query.get(n))), 200, {
        'content-security-policy': PAGE_CSP,
      }),
    none,
  );

  router.post(
    `${OIDC_PATH}/authorize`,
    async (ctx) => {
      const form = new URLSearchParams(await ctx.text());
      const p = readAuthorizeParams((n) => form.get(n));
      const email = (form.get('email') ?? '').trim();
      if (!isEmail(email)) {
        return html(signInPage({ ...p, loginHint: email }, 'Enter an email address.'), 400, {
          'content-security-policy': PAGE_CSP,
        });
      }
      const idToken = await mintIdToken(app, {
        email,
        nonce: p.nonce,
        ...(p.clientId ? { aud: p.clientId } : {}),
      });
      if (p.responseMode === 'fragment') {
        const fragment = new URLSearchParams({ id_token: idToken, state: p.state }).toString();
        return new Response(null, {
          status: 303,
          headers: { location: `${p.redirectUri.split('#')[0]}#${fragment}` },
        });
      }
      const origin = new URL(p.redirectUri).origin;
      const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signed in</title></head><body>
<p>Signed in. You can close this window.</p>
<div id="kh-result" hidden data-id-token="${escape(idToken)}" data-state="${escape(p.state)}" data-origin="${escape(origin)}"></div>
<script src="web-message.js"></script></body></html>`;
      return html(page, 200, { 'content-security-policy': PAGE_CSP });
    },
    none,
  );

  router.get(
    `${OIDC_PATH}/web-message.js`,
    () => new Response(WEB_MESSAGE_SCRIPT, { headers: { 'content-type': 'text/javascript; charset=utf-8' } }),
    { auth: 'none', unlocked: true },
  );

  router.post(
    `${OIDC_PATH}/token-for-testing`,
    async (ctx) => {
      const v = Validator.body(await ctx.json());
      const email = v.email('email', { required: true });
      const nonce = v.string('nonce', { required: true });
      const aud = v.string('aud', { min: 1 });
      const sub = v.string('sub', { min: 1 });
      const offset = v.integer('iatOffsetSeconds', { min: -86400 * 365, max: 86400 });
      v.done();
      const idToken = await mintIdToken(app, {
        email: email!,
        nonce: nonce!,
        ...(aud !== undefined ? { aud } : {}),
        ...(sub !== undefined ? { sub } : {}),
        ...(offset !== undefined ? { iatOffsetSeconds: offset } : {}),
      });
      return json({ idToken }, 200, cors);
    },
    none,
  );
}
