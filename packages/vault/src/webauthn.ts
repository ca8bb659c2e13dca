import { fromBase64Url, toBase64Url, utf8Encode } from '@keyhold/core/crypto';
import { VaultRefusal } from './approval-view.js';

/**
 * The passkey ceremonies of the frame, on `navigator.credentials` directly (not `@simplewebauthn/browser`:
 * the frame needs only these two calls and its document is one script with a size budget). The JSON ↔
 * bytes conversions are the WebAuthn Level 3 JSON encodings the handler and the sandbox speak.
 */

/** A registration as `POST /auth/credentials` takes it (wire-formats §6). */
export interface Attestation {
  credentialId: string;
  clientDataJson: string;
  attestationObject: string;
  transports: string[];
}

/** An assertion as the credential's verify takes it (wire-formats §6). */
export interface Assertion {
  credentialId: string;
  clientDataJson: string;
  authenticatorData: string;
  signature: string;
  userHandle?: string;
}

/** The registration options of `POST /passkeys/registration-options` (the fields the frame reads). */
export interface CreationOptionsJSON {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
  pubKeyCredParams: { type: 'public-key'; alg: number }[];
  timeout?: number;
  attestation?: AttestationConveyancePreference;
  authenticatorSelection?: AuthenticatorSelectionCriteria;
  excludeCredentials?: { id: string; type: 'public-key'; transports?: string[] }[];
}

type Descriptor = { id: string; type?: string; transports?: string[] };

const bytes = (text: string): BufferSource => fromBase64Url(text) as BufferSource;
const text = (buffer: ArrayBuffer): string => toBase64Url(new Uint8Array(buffer));
const descriptors = (list: Descriptor[] | undefined): PublicKeyCredentialDescriptor[] =>
  (list ?? []).map((d) => ({
    id: bytes(d.id),
    type: 'public-key',
    ...(d.transports ? { transports: d.transports as AuthenticatorTransport[] } : {}),
  }));

/** A WebAuthn failure as a typed refusal (the view says it in the person's words). */
function refusalOf(error: unknown): VaultRefusal {
  if (error instanceof VaultRefusal) return error;
  const name = (error as { name?: unknown })?.name;
  const detail = error instanceof Error ? error.message : String(error);
  if (name === 'NotAllowedError' || name === 'AbortError')
    return new VaultRefusal('PASSKEY_CANCELLED', `The passkey prompt was cancelled or timed out: ${detail}`);
  if (name === 'InvalidStateError')
    return new VaultRefusal('PASSKEY_ALREADY_REGISTERED', 'This device already holds a passkey for it.');
  if (name === 'SecurityError' || name === 'NotSupportedError')
    return new VaultRefusal('PASSKEY_UNSUPPORTED', `Passkeys are not available in this frame: ${detail}`);
  return new VaultRefusal('PASSKEY_FAILED', `The passkey operation failed: ${detail}`);
}

/** True where this document may run a ceremony at all (the engine has WebAuthn). */
export function hasWebAuthn(): boolean {
  return typeof PublicKeyCredential === 'function' && typeof navigator.credentials?.create === 'function';
}

/** Creates a passkey with the backend's registration options. */
export async function createPasskey(options: CreationOptionsJSON): Promise<Attestation> {
  let credential: PublicKeyCredential;
  try {
    credential = (await navigator.credentials.create({
      publicKey: {
        challenge: bytes(options.challenge),
        rp: options.rp,
        user: { ...options.user, id: bytes(options.user.id) },
        pubKeyCredParams: options.pubKeyCredParams,
        ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
        ...(options.attestation !== undefined ? { attestation: options.attestation } : {}),
        ...(options.authenticatorSelection ? { authenticatorSelection: options.authenticatorSelection } : {}),
        excludeCredentials: descriptors(options.excludeCredentials),
      },
    })) as PublicKeyCredential;
  } catch (error) {
    throw refusalOf(error);
  }
  if (credential === null) throw refusalOf(new DOMException('No passkey was created.', 'NotAllowedError'));
  const response = credential.response as AuthenticatorAttestationResponse;
  return {
    credentialId: text(credential.rawId),
    clientDataJson: text(response.clientDataJSON),
    attestationObject: text(response.attestationObject),
    transports: typeof response.getTransports === 'function' ? response.getTransports() : [],
  };
}

/**
 * Signs the service's challenge with a passkey: the challenge string goes to WebAuthn as its UTF-8 bytes
 * (not base64url-decoded), as the page-mode ceremony does.
 */
export async function getAssertion(
  challenge: string,
  rpId: string,
  allowCredentials: Descriptor[] | undefined,
): Promise<Assertion> {
  let credential: PublicKeyCredential;
  try {
    credential = (await navigator.credentials.get({
      publicKey: {
        challenge: utf8Encode(challenge) as BufferSource,
        rpId,
        userVerification: 'required',
        timeout: 120_000,
        allowCredentials: descriptors(allowCredentials),
      },
    })) as PublicKeyCredential;
  } catch (error) {
    throw refusalOf(error);
  }
  if (credential === null) throw refusalOf(new DOMException('No passkey answered.', 'NotAllowedError'));
  const response = credential.response as AuthenticatorAssertionResponse;
  return {
    credentialId: text(credential.rawId),
    clientDataJson: text(response.clientDataJSON),
    authenticatorData: text(response.authenticatorData),
    signature: text(response.signature),
    ...(response.userHandle ? { userHandle: text(response.userHandle) } : {}),
  };
}
