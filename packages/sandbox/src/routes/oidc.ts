/**
 * The development OIDC issuer (`{origin}/oidc`) and ID-token checks for OAUTH credentials
 * (wire-formats §7).
 *
 * The issuer signs in any email: `/oidc/authorize` renders a sign-in page; submitting it returns an
 * ES256 ID token carrying the given `nonce`, by redirect fragment or by `postMessage` to the opener.
 * `POST /oidc/token-for-testing` mints a token without a page.
 */
import type { Ctx, RouteRow, SandboxModule } from '../http/env.js';
import { query } from '../http/request.js';
import { devIssuer, mintIdToken, OIDC_PATH, publicJwk } from '../domain/oidc.js';
import { invalidInput } from '../errors.js';
import { html, json } from '../http/responses.js';
import * as f from '../schemas/fields.js';
import { parseBody } from '../schemas/parse.js';
import { isEmail } from '../validation.js';

// ---- the issuer's HTTP surface ------------------------------------------------------------------

const escape = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'";

// An empty icon in the page itself: without one Firefox fetches /favicon.ico, which the CSP refuses and
// reports as a violation on every sign-in.
const NO_ICON = '<link rel="icon" href="data:,">';

/**
 * The sign-in page's policy. Browsers check `form-action` on the redirect that answers the form too, so
 * the fragment mode's 303 back to the app needs the app's origin there (else the browser blocks the
 * sign-in at the last step).
 */
function signInPageCsp(p: AuthorizeParams): string {
  if (p.responseMode !== 'fragment') return PAGE_CSP;
  const app = new URL(p.redirectUri).origin;
  return PAGE_CSP.replace("form-action 'self'", `form-action 'self' ${app}`);
}

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
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${NO_ICON}
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

const none = { auth: 'none' as const };
const cors = { 'access-control-allow-origin': '*' };

function readOpenIdConfiguration(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  const issuer = devIssuer(sandbox);
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
      claims_supported: ['iss', 'sub', 'aud', 'iat', 'exp', 'nonce', 'email', 'email_verified', 'auth_time'],
    },
    200,
    cors,
  );
}

function readJwks(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  return json({ keys: [publicJwk(sandbox)] }, 200, cors);
}

function showSignInPage(ctx: Ctx): Response {
  const p = readAuthorizeParams((n) => query(ctx).get(n));
  return html(signInPage(p), 200, { 'content-security-policy': signInPageCsp(p) });
}

async function signIn(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  const form = new URLSearchParams(await ctx.req.text());
  const p = readAuthorizeParams((n) => form.get(n));
  const email = (form.get('email') ?? '').trim();
  if (!isEmail(email)) {
    return html(signInPage({ ...p, loginHint: email }, 'Enter an email address.'), 400, {
      'content-security-policy': signInPageCsp(p),
    });
  }
  const idToken = await mintIdToken(sandbox, {
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
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8">${NO_ICON}<title>Signed in</title></head><body>
<p>Signed in. You can close this window.</p>
<div id="kh-result" hidden data-id-token="${escape(idToken)}" data-state="${escape(p.state)}" data-origin="${escape(origin)}"></div>
<script src="web-message.js"></script></body></html>`;
  return html(page, 200, { 'content-security-policy': PAGE_CSP });
}

function readWebMessageScript(_ctx: Ctx): Response {
  return new Response(WEB_MESSAGE_SCRIPT, { headers: { 'content-type': 'text/javascript; charset=utf-8' } });
}

/** `POST /oidc/token-for-testing {email, nonce, aud?, sub?, iatOffsetSeconds?}` */
const TokenForTesting = f.object({
  email: f.email({ required: true }),
  nonce: f.string({ required: true }),
  aud: f.string({ min: 1 }),
  sub: f.string({ min: 1 }),
  iatOffsetSeconds: f.integer({ min: -86400 * 365, max: 86400 }),
});

async function mintTestToken(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  const {
    email,
    nonce,
    aud,
    sub,
    iatOffsetSeconds: offset,
  } = parseBody(TokenForTesting, await ctx.var.json());
  const idToken = await mintIdToken(sandbox, {
    email,
    nonce,
    ...(aud !== undefined ? { aud } : {}),
    ...(sub !== undefined ? { sub } : {}),
    ...(offset !== undefined ? { iatOffsetSeconds: offset } : {}),
  });
  return json({ idToken }, 200, cors);
}

export const oidcRoutes: readonly RouteRow[] = [
  ['GET', `${OIDC_PATH}/.well-known/openid-configuration`, readOpenIdConfiguration, none],
  ['GET', `${OIDC_PATH}/jwks`, readJwks, none],
  ['GET', `${OIDC_PATH}/authorize`, showSignInPage, none],
  ['POST', `${OIDC_PATH}/authorize`, signIn, none],
  ['GET', `${OIDC_PATH}/web-message.js`, readWebMessageScript, { auth: 'none', unlocked: true }],
  ['POST', `${OIDC_PATH}/token-for-testing`, mintTestToken, none],
];

export const oidcModule: SandboxModule = { routes: oidcRoutes };
