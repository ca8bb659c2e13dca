import { sha256Hex, toHex } from '../crypto/index.js';
import type { ClientKeyRef } from '../wallet/keys.js';
import { KeyholdError } from '../errors.js';
import type { OnSignedRequest, WalletInternals } from '../internals.js';
import type { Session } from '../session.js';
import type { AuthMethod } from '../types.js';
import type { OidcMessage } from './oauth-types.js';

/** An OpenID Connect provider the integrator set up (its `client_id` is the token audience). */
export interface OAuthProvider {
  /** e.g. `https://accounts.example/authorize`, or the sandbox's `{origin}/oidc/authorize`. */
  authorizationEndpoint: string;
  clientId: string;
  /** Where the provider returns; by default this page (origin + path). Its origin receives the postMessage. */
  redirectUri?: string;
  /** `openid email` by default. */
  scope?: string;
  loginHint?: string;
  /** Extra authorization parameters (e.g. `prompt`). */
  params?: Record<string, string>;
}

/** Options of the OAuth popup: its window features, how long to wait, and a hook for a signed approval. */
export interface OAuthOpenOptions {
  /** `window.open` features; a centred 480×640 popup by default. */
  popupFeatures?: string;
  /** Give up after this long (default 5 minutes). */
  timeoutMs?: number;
  onSignedRequest?: OnSignedRequest<AuthMethod>;
}

const PENDING = 'oauth:';

/** The rest of the flow (token checks, verify, the popup's answer), loaded when a sign-in finishes. */
const finish = () => import('./oauth-finish.js');

function browserWindow(): Window {
  if (typeof window === 'undefined')
    throw new KeyholdError('UNSUPPORTED', 'OAuth sign-in needs a browser window.');
  return window;
}

function randomHex(bytes: number): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(bytes)));
}

function defaultFeatures(): string {
  const w = browserWindow();
  const width = 480;
  const height = 640;
  const left = Math.max(0, Math.round(w.screenX + (w.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(w.screenY + (w.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * OAuth / OpenID Connect: the client key is made first (the ID token's `nonce` is the lowercase hex
 * SHA-256 of its `clientPublicKey` string), then the provider opens in a popup inside the caller's gesture
 * (or by redirect), the ID token comes back by `postMessage` (or the redirect fragment), the credential is
 * registered when needed, and verify opens the session.
 *
 * @example
 * // prepare before the click, open synchronously in it
 * const request = await wallet.oauth.prepare({ authorizationEndpoint, clientId })
 * button.onclick = () => request.open().then(showSession)
 */
export class OAuthFlow {
  readonly #w: WalletInternals;
  constructor(internals: WalletInternals) {
    this.#w = internals;
  }

  /** Makes the client key, nonce and state; nothing is opened yet. */
  async prepare(provider: OAuthProvider): Promise<PreparedOAuth> {
    if (
      !provider ||
      typeof provider.authorizationEndpoint !== 'string' ||
      typeof provider.clientId !== 'string'
    ) {
      throw new KeyholdError('INVALID_INPUT', 'An OAuth provider needs authorizationEndpoint and clientId.');
    }
    let endpoint: URL;
    try {
      endpoint = new URL(provider.authorizationEndpoint);
    } catch (cause) {
      throw new KeyholdError('INVALID_INPUT', 'The OAuth authorizationEndpoint is not a URL.', { cause });
    }
    const { accountId } = await this.#w.prepared();
    const clientKey = await this.#w.newClientKey();
    const nonce = await sha256Hex(clientKey.publicKey);
    const state = randomHex(16);
    const loc = (globalThis as { location?: Location }).location;
    const redirectUri = provider.redirectUri ?? (loc ? `${loc.origin}${loc.pathname}` : '');
    if (redirectUri === '')
      throw new KeyholdError('INVALID_INPUT', 'An OAuth redirectUri is needed outside a page.');
    await this.#w.store.putPending(PENDING + state, {
      clientPublicKey: clientKey.publicKey,
      accountId,
      providerOrigin: endpoint.origin,
      createdAt: new Date().toISOString(),
    });
    return new PreparedOAuth(this, { ...provider, redirectUri }, clientKey, nonce, state);
  }

  /**
   * Opens the provider in a popup at once (call it directly in a click handler: the popup is opened before
   * anything is awaited), then prepares and navigates it. Popup blocked: `OAUTH_POPUP_BLOCKED`.
   */
  signIn(provider: OAuthProvider, options: OAuthOpenOptions = {}): Promise<Session> {
    let popup: Window | null;
    try {
      popup = browserWindow().open('', 'keyhold-oauth', options.popupFeatures ?? defaultFeatures());
    } catch (cause) {
      return Promise.reject(
        new KeyholdError('OAUTH_POPUP_BLOCKED', 'The sign-in window was blocked.', { cause }),
      );
    }
    if (!popup)
      return Promise.reject(new KeyholdError('OAUTH_POPUP_BLOCKED', 'The sign-in window was blocked.'));
    const opened = popup;
    return (async () => {
      let prepared: PreparedOAuth;
      try {
        prepared = await this.prepare(provider);
      } catch (error) {
        opened.close();
        throw error;
      }
      opened.location.href = prepared.url('web_message');
      return prepared.waitForPopup(opened, options);
    })();
  }

  /**
   * On the page the provider redirected back to: reads `#id_token=…&state=…`, finishes the sign-in and
   * clears the fragment. Resolves null when the fragment holds no Keyhold sign-in.
   */
  async completeRedirect(hash?: string): Promise<Session | null> {
    return (await finish()).completeRedirect(this, this.#w, hash, PENDING);
  }

  /** @internal Drops a pending sign-in: its state record and its client key. */
  async discard(state: string, publicKey: string): Promise<void> {
    await this.#w.store.deletePending(PENDING + state).catch(() => undefined);
    await this.#w.forgetClientKey(publicKey).catch(() => undefined);
  }

  /** @internal Registers the OAUTH credential when needed, verifies with the token, opens the session. */
  async complete(
    idToken: string,
    clientKey: ClientKeyRef,
    state: string,
    onSignedRequest?: OnSignedRequest<AuthMethod>,
  ): Promise<Session> {
    return (await finish()).complete(this, this.#w, idToken, clientKey, state, onSignedRequest);
  }
}

/** A prepared OAuth sign-in: its key, nonce and state exist; open it in the gesture. */
export class PreparedOAuth {
  readonly nonce: string;
  readonly state: string;
  readonly #flow: OAuthFlow;
  readonly #provider: OAuthProvider & { redirectUri: string };
  readonly #clientKey: ClientKeyRef;

  constructor(
    flow: OAuthFlow,
    provider: OAuthProvider & { redirectUri: string },
    clientKey: ClientKeyRef,
    nonce: string,
    state: string,
  ) {
    this.#flow = flow;
    this.#provider = provider;
    this.#clientKey = clientKey;
    this.nonce = nonce;
    this.state = state;
  }

  /** The `clientPublicKey` the ID token's nonce is bound to. */
  get clientPublicKey(): string {
    return this.#clientKey.publicKey;
  }

  /** The provider's authorization URL (`web_message` for a popup, `fragment` for a redirect). */
  url(responseMode: 'web_message' | 'fragment' = 'web_message'): string {
    const url = new URL(this.#provider.authorizationEndpoint);
    const p = url.searchParams;
    p.set('client_id', this.#provider.clientId);
    p.set('redirect_uri', this.#provider.redirectUri);
    p.set('response_type', 'id_token');
    p.set('scope', this.#provider.scope ?? 'openid email');
    p.set('nonce', this.nonce);
    p.set('state', this.state);
    p.set('response_mode', responseMode);
    if (this.#provider.loginHint !== undefined) p.set('login_hint', this.#provider.loginHint);
    for (const [k, v] of Object.entries(this.#provider.params ?? {})) p.set(k, v);
    return url.href;
  }

  /**
   * Opens the provider popup synchronously (call it inside the click handler, before any await) and
   * resolves with the session. Blocked: `OAUTH_POPUP_BLOCKED` (use `redirect()` instead); closed:
   * `OAUTH_CANCELLED`.
   */
  open(options: OAuthOpenOptions = {}): Promise<Session> {
    let popup: Window | null;
    try {
      popup = browserWindow().open(
        this.url('web_message'),
        'keyhold-oauth',
        options.popupFeatures ?? defaultFeatures(),
      );
    } catch (cause) {
      return Promise.reject(
        new KeyholdError('OAUTH_POPUP_BLOCKED', 'The sign-in window was blocked.', { cause }),
      );
    }
    if (!popup)
      return Promise.reject(new KeyholdError('OAUTH_POPUP_BLOCKED', 'The sign-in window was blocked.'));
    return this.waitForPopup(popup, options);
  }

  /** Navigates this page to the provider; finish on return with `wallet.oauth.completeRedirect()`. */
  redirect(): void {
    browserWindow().location.assign(this.url('fragment'));
  }

  /** Finishes with an ID token obtained some other way (a native bridge, a test). */
  complete(
    idToken: string,
    options: { onSignedRequest?: OnSignedRequest<AuthMethod> } = {},
  ): Promise<Session> {
    return this.#flow.complete(idToken, this.#clientKey, this.state, options.onSignedRequest);
  }

  /** @internal Waits for the popup's `keyhold-oidc` message. */
  async waitForPopup(popup: Window, options: OAuthOpenOptions): Promise<Session> {
    const providerOrigin = new URL(this.#provider.authorizationEndpoint).origin;
    const w = browserWindow();
    const timeoutMs = options.timeoutMs ?? 300_000;
    const idToken = await finish()
      .then((f) => f.waitForToken(w, popup, providerOrigin, this.state, timeoutMs))
      .catch(async (error: unknown) => {
        await this.#flow.discard(this.state, this.#clientKey.publicKey);
        throw error;
      });
    return this.complete(
      idToken,
      options.onSignedRequest === undefined ? {} : { onSignedRequest: options.onSignedRequest },
    );
  }
}

/**
 * For a callback page opened in the popup with `response_mode=fragment`: passes the ID token to the opener
 * (same origin only) and closes the window. Returns false when the page is not such a callback.
 */
export function handleOAuthCallback(): boolean {
  if (typeof window === 'undefined' || !window.opener) return false;
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const state = params.get('state');
  if (state === null) return false;
  const message: OidcMessage = { type: 'keyhold-oidc', state };
  const idToken = params.get('id_token');
  const error = params.get('error');
  if (idToken !== null) message.idToken = idToken;
  if (error !== null) message.error = error;
  history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}`);
  (window.opener as Window).postMessage(message, window.location.origin);
  window.close();
  return true;
}
