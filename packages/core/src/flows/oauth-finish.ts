// The part of the OAuth flow that runs once the provider answers: the popup's message, the redirect's
// fragment, the ID token's nonce check, credential registration and verify. Loaded by oauth.ts through
// import() so pages that never sign in with OAuth do not ship it.
import { fromBase64Url, sha256Hex, utf8Decode } from '../crypto/index.js';
import type { ClientKeyRef } from '../wallet/keys.js';
import { tooLarge } from '@keyhold/protocol/errors';
import { KeyholdError } from '../errors.js';
import { type OnSignedRequest, type WalletInternals, pathId } from '../internals.js';
import type { Session } from '../session.js';
import type { AuthMethod, SessionCreation } from '../types.js';
import type { OAuthPending, OidcMessage } from './oauth-types.js';

/**
 * The longest ID token read (a JWS of three base64url parts; providers' tokens are 1-2 kB): a longer one
 * is `INPUT_TOO_LARGE` before it is decoded.
 */
export const ID_TOKEN_MAX_CHARS = 16_384;

/** The `nonce` claim of an ID token (already bounded), or undefined when the payload cannot be read. */
function tokenNonce(idToken: string): string | undefined {
  try {
    const payload = JSON.parse(utf8Decode(fromBase64Url(idToken.split('.')[1] ?? ''))) as unknown;
    const nonce = (payload as { nonce?: unknown } | null)?.nonce;
    return typeof nonce === 'string' ? nonce : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The provider's refusal as a sentence. Only an OAuth error code (`access_denied`, …) is shown: the
 * `error` parameter comes from a URL anyone can craft, so free text is never put in front of the user.
 */
function providerRefused(error: unknown): KeyholdError {
  const code = typeof error === 'string' && /^[a-z_]{1,64}$/.test(error) ? error : undefined;
  return new KeyholdError(
    'OAUTH_FAILED',
    `The identity provider did not sign you in${code ? ` (${code})` : ''}.`,
  );
}

/** `OAuthFlow.completeRedirect`. */
export async function completeRedirect(
  flow: OAuthPending,
  w: WalletInternals,
  hash: string | undefined,
  pendingPrefix: string,
): Promise<Session | null> {
  const loc = (globalThis as { location?: Location }).location;
  const params = new URLSearchParams((hash ?? loc?.hash ?? '').replace(/^#/, ''));
  const state = params.get('state');
  const clearFragment = (): void => {
    if (hash === undefined && loc && typeof history !== 'undefined') {
      history.replaceState(history.state, '', `${loc.pathname}${loc.search}`);
    }
  };
  // An ID token never stays in the address bar (history, screenshots, Referer), even one we did not ask
  // for or whose state is unknown.
  if (params.has('id_token')) clearFragment();
  if (state === null) return null;
  const pending = await w.store.getPending(pendingPrefix + state);
  if (!pending) return null;
  clearFragment();
  const error = params.get('error');
  const idToken = params.get('id_token');
  const publicKey = String(pending['clientPublicKey']);
  if (error !== null || idToken === null) {
    await flow.discard(state, publicKey);
    throw providerRefused(error);
  }
  const stored = await w.findClientKey(publicKey);
  if (!stored) {
    await flow.discard(state, publicKey);
    throw new KeyholdError('OAUTH_STATE_LOST', 'The sign-in key was lost; start the sign-in again.');
  }
  return flow.complete(idToken, stored, state);
}

/** `OAuthFlow.complete`. */
export async function complete(
  flow: OAuthPending,
  w: WalletInternals,
  idToken: string,
  clientKey: ClientKeyRef,
  state: string,
  onSignedRequest?: OnSignedRequest<AuthMethod>,
): Promise<Session> {
  try {
    if (typeof idToken === 'string' && idToken.length > ID_TOKEN_MAX_CHARS) {
      throw tooLarge('ID token', idToken.length, ID_TOKEN_MAX_CHARS);
    }
    if (typeof idToken !== 'string' || idToken.split('.').length !== 3) {
      throw new KeyholdError('INVALID_INPUT', 'The identity provider sent no ID token.');
    }
    // The token must be bound to this sign-in's key: a token made for another key (injected, or left
    // over) would otherwise still register an OAUTH credential, which the service checks without nonce.
    if (tokenNonce(idToken) !== (await sha256Hex(clientKey.publicKey))) {
      throw new KeyholdError(
        'OAUTH_NONCE_MISMATCH',
        'The sign-in answer was not made for this sign-in; start the sign-in again.',
      );
    }
    const { accountId } = await w.prepared();
    let credential = (await w.listCredentials()).find((c) => c.type === 'OAUTH');
    credential ??= await w.registerCredential(
      { type: 'OAUTH', accountId, oidcToken: idToken },
      onSignedRequest,
    );
    const { data: creation } = await w.client.post<SessionCreation>(
      `/auth/credentials/${pathId(credential.id)}/verify`,
      { oidcToken: idToken, clientPublicKey: clientKey.publicKey },
    );
    return await w.completeSession(creation, clientKey, credential);
  } finally {
    await flow.discard(state, clientKey.publicKey);
  }
}

/** Waits for the popup's `keyhold-oidc` message and resolves with its ID token. */
export function waitForToken(
  w: Window,
  popup: Window,
  providerOrigin: string,
  state: string,
  timeoutMs: number,
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let closedSince = 0;
    const cleanup = (): void => {
      w.removeEventListener('message', onMessage);
      clearInterval(poll);
      clearTimeout(timer);
    };
    const onMessage = (event: MessageEvent): void => {
      // Only the window we opened (the provider's page, or our callback page inside it) may answer.
      if (event.source !== popup) return;
      if (event.origin !== providerOrigin && event.origin !== w.location.origin) return;
      const data = event.data as Partial<OidcMessage> | null;
      if (!data || data.type !== 'keyhold-oidc' || data.state !== state) return;
      cleanup();
      try {
        if (!popup.closed) popup.close();
      } catch {
        // a cross-origin popup may refuse; it closes itself
      }
      if (typeof data.idToken === 'string') resolve(data.idToken);
      else reject(providerRefused(data.error));
    };
    const poll = setInterval(() => {
      // Give a message posted just before closing the time to arrive.
      if (!popup.closed) return;
      if (closedSince === 0) closedSince = Date.now();
      else if (Date.now() - closedSince > 1000) {
        cleanup();
        reject(new KeyholdError('OAUTH_CANCELLED', 'The sign-in window was closed.'));
      }
    }, 300);
    const timer = setTimeout(() => {
      cleanup();
      reject(new KeyholdError('OAUTH_TIMEOUT', 'The sign-in took too long.'));
    }, timeoutMs);
    w.addEventListener('message', onMessage);
  });
}
