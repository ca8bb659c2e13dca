// The options of the passkey flow, shared by passkey.ts and the ceremonies it loads with import()
// (passkey-ceremony.ts): a leaf, so neither module imports the other for its types.
import type { OnSignedRequest } from '../internals.js';
import type { AuthMethod } from '../types.js';

/**
 * Options of a passkey registration: the credential's nickname, and a hook for the signed approval that
 * adding it to an existing account asks for.
 */
export interface PasskeyRegisterOptions {
  /** Shown in credential lists ("MacBook", "Phone"). */
  nickname: string;
  onSignedRequest?: OnSignedRequest<AuthMethod>;
}

/** Options of a passkey sign-in: a credential to ask for, or conditional UI (`autofill`). */
export interface PasskeySignInOptions {
  /** The PASSKEY AuthMethod id; by default the account's passkey credential. */
  credentialId?: string;
  /**
   * Conditional mediation (passkey autofill): the browser offers the passkey in an
   * `<input autocomplete="username webauthn">`. Ignored where the browser lacks support.
   */
  autofill?: boolean;
}
