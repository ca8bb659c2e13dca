import { type ClientKeyPair, fromBase64Url, sha256Hex, toHex, utf8Decode } from '../crypto/index.js';
import { KeyholdError } from '../errors.js';
import { type OnSignedRequest, type WalletInternals, pathId } from '../internals.js';
import type { Session } from '../session.js';
import type { AuthMethod, SessionCreation } from '../types.js';

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

export interface OAuthOpenOptions {
  /** `window.open` features; a centred 480×640 popup by default. */
  popupFeatures?: string;
  /** Give up after this long (default 5 minutes). */
  timeoutMs?: number;
  onSignedRequest?: OnSignedRequest<AuthMethod>;
}

/** The message the provider's popup (or our callback page) posts to the opener. */
export interface OidcMessage {
  type: 'keyhold-oidc';
  idToken?: string;
  state: string;
  error?: string;
}

const PENDING = 'oauth:';

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
    const pending = await this.#w.store.getPending(PENDING + state);
    if (!pending) return null;
    clearFragment();
    const error = params.get('error');
    const idToken = params.get('id_token');
    const publicKey = String(pending['clientPublicKey']);
    if (error !== null || idToken === null) {
      await this.discard(state, publicKey);
      throw providerRefused(error);
    }
    const stored = await this.#w.store.getClientKey(publicKey);
    if (!stored) {
      await this.discard(state, publicKey);
      throw new KeyholdError('OAUTH_STATE_LOST', 'The sign-in key was lost; start the sign-in again.');
    }
    return this.complete(idToken, { publicKey: stored.publicKey, privateKey: stored.privateKey }, state);
  }

  /** @internal Drops a pending sign-in: its state record and its client key. */
  async discard(state: string, publicKey: string): Promise<void> {
    await this.#w.store.deletePending(PENDING + state).catch(() => undefined);
    await this.#w.forgetClientKey(publicKey).catch(() => undefined);
  }

  /** @internal Registers the OAUTH credential when needed, verifies with the token, opens the session. */
  async complete(
    idToken: string,
    clientKey: ClientKeyPair,
    state: string,
    onSignedRequest?: OnSignedRequest<AuthMethod>,
  ): Promise<Session> {
    try {
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
      const { accountId } = await this.#w.prepared();
      let credential = (await this.#w.listCredentials()).find((c) => c.type === 'OAUTH');
      credential ??= await this.#w.registerCredential(
        { type: 'OAUTH', accountId, oidcToken: idToken },
        onSignedRequest,
      );
      const { data: creation } = await this.#w.client.post<SessionCreation>(
        `/auth/credentials/${pathId(credential.id)}/verify`,
        { oidcToken: idToken, clientPublicKey: clientKey.publicKey },
      );
      return await this.#w.completeSession(creation, clientKey, credential);
    } finally {
      await this.discard(state, clientKey.publicKey);
    }
  }
}

/** A prepared OAuth sign-in: its key, nonce and state exist; open it in the gesture. */
export class PreparedOAuth {
  readonly nonce: string;
  readonly state: string;
  readonly #flow: OAuthFlow;
  readonly #provider: OAuthProvider & { redirectUri: string };
  readonly #clientKey: ClientKeyPair;

  constructor(
    flow: OAuthFlow,
    provider: OAuthProvider & { redirectUri: string },
    clientKey: ClientKeyPair,
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
    const w = browserWindow();
    const providerOrigin = new URL(this.#provider.authorizationEndpoint).origin;
    const idToken = await new Promise<string>((resolve, reject) => {
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
        if (!data || data.type !== 'keyhold-oidc' || data.state !== this.state) return;
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
      }, options.timeoutMs ?? 300_000);
      w.addEventListener('message', onMessage);
    }).catch(async (error: unknown) => {
      await this.#flow.discard(this.state, this.#clientKey.publicKey);
      throw error;
    });
    return this.complete(
      idToken,
      options.onSignedRequest === undefined ? {} : { onSignedRequest: options.onSignedRequest },
    );
  }
}

/** The `nonce` claim of an ID token, or undefined when the payload cannot be read. */
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
