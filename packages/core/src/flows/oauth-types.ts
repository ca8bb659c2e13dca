// The types the two halves of the OAuth flow share: oauth.ts, and oauth-finish.ts, which it loads with
// import(). A leaf, so the finishing half never imports the flow it is loaded by.
import type { OnSignedRequest } from '../internals.js';
import type { Session } from '../session.js';
import type { AuthMethod } from '../types.js';
import type { ClientKeyRef } from '../wallet/keys.js';

/** The message the provider's popup (or our callback page) posts to the opener. */
export interface OidcMessage {
  type: 'keyhold-oidc';
  idToken?: string;
  state: string;
  error?: string;
}

/** What the finishing half calls back on the flow that loaded it: drop a pending sign-in, or complete one. */
export interface OAuthPending {
  /** Drops a pending sign-in: its state record and its client key. */
  discard(state: string, publicKey: string): Promise<void>;
  /** Registers the OAUTH credential when needed, verifies with the token, opens the session. */
  complete(
    idToken: string,
    clientKey: ClientKeyRef,
    state: string,
    onSignedRequest?: OnSignedRequest<AuthMethod>,
  ): Promise<Session>;
}
