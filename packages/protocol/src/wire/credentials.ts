/** Wire types: §2.1–2.4 credentials, signed requests, sessions, export. */
import type { DateTime } from './common.js';

/** How a person signs in to an embedded wallet. */
export type CredentialType = 'OAUTH' | 'EMAIL_OTP' | 'PASSKEY';

/** §2.1 A credential record. */
export interface AuthMethod {
  id: string;
  accountId: string;
  type: CredentialType;
  nickname: string;
  createdAt: DateTime;
  updatedAt: DateTime;
}

/** §2.2 Body of every 202 on a signed-retry operation. `type` only on /auth/* operations. */
export interface SignedRequestChallenge {
  payloadToSign: string;
  requestId: string;
  expiresAt: DateTime;
  type?: CredentialType;
}

/** §2.3 Passkey authentication challenge. */
export interface PasskeyChallenge {
  challenge: string;
  requestId: string;
  expiresAt?: DateTime;
}

/** §2.4 Session-creation result (verify). Wire-formats §9: AuthSession fields plus the sealed key. */
export interface SessionCreationResult extends Partial<Omit<AuthSession, 'expiresAt'>> {
  encryptedSessionSigningKey: string;
  expiresAt: DateTime;
}

/** Wire-formats §9: a session, listed by `GET /auth/sessions`. Never carries key material. */
export interface AuthSession extends Omit<AuthMethod, 'id'> {
  /** `Session:<uuid>` */
  id: string;
  expiresAt: DateTime;
}

/** A new passkey's registration (WebAuthn attestation, base64url fields). */
export interface PasskeyAttestation {
  credentialId: string;
  clientDataJson: string;
  attestationObject: string;
  transports: string[];
}

/** A passkey's answer to a sign-in challenge (WebAuthn assertion, base64url fields). */
export interface PasskeyAssertion {
  credentialId: string;
  clientDataJson: string;
  authenticatorData: string;
  signature: string;
  userHandle?: string;
}

/** The body that adds a credential (email code, passkey or OAuth) to an embedded wallet. */
export type CreateCredentialRequest =
  | { type: 'EMAIL_OTP'; accountId: string; email: string }
  | { type: 'OAUTH'; accountId: string; oidcToken: string }
  | {
      type: 'PASSKEY';
      accountId: string;
      nickname: string;
      challenge: string;
      attestation: PasskeyAttestation;
    };

/** The body that verifies a credential and opens a session for a client public key. */
export type VerifyCredentialRequest =
  | { type: 'EMAIL_OTP'; otp: string; clientPublicKey: string }
  | { type: 'OAUTH'; oidcToken: string; clientPublicKey: string }
  | { type: 'PASSKEY'; assertion: PasskeyAssertion };

/** Signature headers of a signed retry (§5.5). */
export interface SignedRetry {
  /** `Service-Wallet-Signature`: the full stamp over the previous `payloadToSign`. */
  signature: string;
  /** `Request-Id`: the `requestId` of the 202. */
  requestId: string;
}

/** Result of a signed-retry operation: done, or a challenge that needs a stamped retry. */
export type SignedResult<T> =
  | { signatureRequired: false; status: number; result: T }
  | { signatureRequired: true; status: 202; challenge: SignedRequestChallenge };

/** Wire-formats §8 export result. */
export interface WalletExport {
  id: string;
  encryptedWalletCredentials: string;
}
