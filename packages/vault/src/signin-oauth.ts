import type { KeyStore } from '@keyhold/core';
import {
  fromBase64Url,
  generateClientKeyPair,
  importSessionKey,
  openSessionKeyBundle,
  sha256Hex,
  toHex,
  utf8Decode,
} from '@keyhold/core/crypto';
import type { VaultOAuthProvider, VaultSignedIn } from '@keyhold/core/vault-protocol';
import { VaultRefusal } from './approval-view.js';
import { type Credential, type VaultBackend, signedInReport } from './backend.js';

/** How long the provider's window may take before the sign-in ends (`OAUTH_TIMEOUT`). */
const OAUTH_TIMEOUT_MS = 5 * 60_000;
/** The longest ID token read (providers' are 1-2 kB). */
const ID_TOKEN_MAX_CHARS = 16_384;

/**
 * Opens the provider's window: called in the click's own task, before anything is awaited (WebKit, as
 * Safari, opens a window only from there). Null when the browser blocked it.
 */
export function openProviderWindow(): Window | null {
  const width = 480;
  const height = 640;
  const left = Math.max(0, Math.round(screenX + (outerWidth - width) / 2));
  const top = Math.max(0, Math.round(screenY + (outerHeight - height) / 2));
  try {
    // A window of its own (`_blank`), never one found by name: a page could hold a window of that name.
    return window.open('', '_blank', `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
  } catch {
    return null;
  }
}

/** The `nonce` claim of an ID token, or undefined when its payload cannot be read. */
function tokenNonce(idToken: string): string | undefined {
  try {
    const payload = JSON.parse(utf8Decode(fromBase64Url(idToken.split('.')[1] ?? ''))) as { nonce?: unknown };
    return typeof payload?.nonce === 'string' ? payload.nonce : undefined;
  } catch {
    return undefined;
  }
}

/** Waits for the provider window's `keyhold-oidc` message to this frame (its opener): the ID token. */
function waitForToken(popup: Window, providerOrigin: string, state: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let closedSince = 0;
    const cleanup = (): void => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      clearTimeout(timer);
    };
    const onMessage = (event: MessageEvent): void => {
      // Only the window this frame opened, from the provider (or this origin's callback), may answer.
      if (event.source !== popup || (event.origin !== providerOrigin && event.origin !== location.origin))
        return;
      const data = event.data as { type?: unknown; state?: unknown; idToken?: unknown } | null;
      if (data?.type !== 'keyhold-oidc' || data.state !== state) return;
      cleanup();
      if (typeof data.idToken === 'string') resolve(data.idToken);
      else reject(new VaultRefusal('OAUTH_FAILED', 'The identity provider did not sign the person in.'));
    };
    const poll = setInterval(() => {
      // A message posted just before the window closed gets a second to arrive.
      if (!popup.closed) return;
      if (closedSince === 0) closedSince = Date.now();
      else if (Date.now() - closedSince > 1000) {
        cleanup();
        reject(new VaultRefusal('OAUTH_CANCELLED', 'The sign-in window was closed.'));
      }
    }, 300);
    const timer = setTimeout(() => {
      cleanup();
      reject(new VaultRefusal('OAUTH_TIMEOUT', 'The sign-in took too long.'));
    }, OAUTH_TIMEOUT_MS);
    window.addEventListener('message', onMessage);
  });
}

/**
 * The frame's OAuth sign-in, in the window `popup` its click opened: a client key made here (in memory
 * only) is bound to the ID token by its nonce; the provider returns the token to this frame (the
 * `redirect_uri` is the vault document, `web_message`), which registers the account's first OAUTH
 * credential when it has none, verifies, opens the sealed session key and keeps it. The page sees no
 * token, no key and no bundle.
 */
export async function oauthSignIn(
  popup: Window,
  provider: VaultOAuthProvider,
  backend: VaultBackend,
  store: KeyStore,
  wantedAccount: string | undefined,
  loginHint: string | undefined,
): Promise<VaultSignedIn> {
  let idToken: string;
  const clientKey = await generateClientKeyPair();
  try {
    const endpoint = new URL(provider.authorizationEndpoint);
    const state = toHex(crypto.getRandomValues(new Uint8Array(16)));
    const p = endpoint.searchParams;
    p.set('client_id', provider.clientId);
    p.set('redirect_uri', `${location.origin}${location.pathname}`);
    p.set('response_type', 'id_token');
    p.set('scope', provider.scope ?? 'openid email');
    p.set('nonce', await sha256Hex(clientKey.publicKey));
    p.set('state', state);
    p.set('response_mode', 'web_message');
    if (loginHint !== undefined) p.set('login_hint', loginHint);
    popup.location.href = endpoint.href;
    idToken = await waitForToken(popup, endpoint.origin, state);
  } finally {
    try {
      if (!popup.closed) popup.close();
    } catch {
      // a window of another origin may refuse; the provider's page closes itself
    }
  }
  if (idToken.length > ID_TOKEN_MAX_CHARS || idToken.split('.').length !== 3)
    throw new VaultRefusal('OAUTH_FAILED', 'The identity provider sent no well-formed ID token.');
  // A token made for another key (injected, left over) would still register an OAUTH credential.
  if (tokenNonce(idToken) !== (await sha256Hex(clientKey.publicKey)))
    throw new VaultRefusal('OAUTH_NONCE_MISMATCH', 'The ID token was not made for this sign-in.');
  const accountId = await backend.account(wantedAccount);
  const list = await backend.credentials(accountId);
  let credential: Credential | undefined = list.find((c) => c.type === 'OAUTH');
  if (credential === undefined) {
    if (list.length > 0) {
      throw new VaultRefusal(
        'NO_OAUTH_CREDENTIAL',
        'This account has sign-in methods but no OAuth identity: sign in with one of them, then add it.',
      );
    }
    credential = await backend.addFirstOAuth(accountId, idToken);
  }
  const creation = await backend.oauthVerify(credential, idToken, clientKey.publicKey);
  const signer = await importSessionKey(
    await openSessionKeyBundle(creation.encryptedSessionSigningKey, clientKey),
  );
  await store.putSession({
    id: creation.id,
    accountId: credential.accountId,
    credentialId: credential.id,
    credentialType: 'OAUTH',
    nickname: credential.nickname,
    expiresAt: creation.expiresAt,
    publicKey: signer.publicKey,
    privateKey: signer.privateKey,
    stub: false,
    storedAt: new Date().toISOString(),
  });
  return signedInReport(creation, credential, signer.publicKey);
}
