// The passkey ceremonies with `@simplewebauthn/browser`: loaded by passkey.ts through import() when a
// passkey flow first runs, so pages that never use passkeys do not ship them.
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { toBase64Url, utf8Encode } from '../crypto/index.js';
import { KeyholdError } from '../errors.js';
import { type WalletInternals, pathId } from '../internals.js';
import type { Session } from '../session.js';
import type { AuthMethod, SessionCreation } from '../types.js';
import type { PasskeyRegisterOptions, PasskeySignInOptions } from './passkey-options.js';
import { REQUEST_ID_HEADER } from '../protocol.js';

export { browserSupportsWebAuthnAutofill };

/**
 * True when the page has an input whose autocomplete ends with `webauthn` (conditional mediation needs it),
 * also inside open shadow roots (a web component's email field, e.g. `<kh-sign-in>`'s).
 */
function hasAutofillInput(): boolean {
  if (typeof document === 'undefined') return false;
  const inRoot = (root: Document | ShadowRoot): boolean =>
    Array.from(root.querySelectorAll('input[autocomplete]')).some((el) =>
      /(^|\s)webauthn$/i.test((el.getAttribute('autocomplete') ?? '').trim()),
    ) || Array.from(root.querySelectorAll('*')).some((el) => el.shadowRoot !== null && inRoot(el.shadowRoot));
  return inRoot(document);
}

/** Maps WebAuthn failures to stable codes. */
function webauthnError(error: unknown): KeyholdError {
  const name = (error as { name?: string })?.name;
  const code = (error as { code?: string })?.code;
  const cause = { cause: error };
  if (name === 'NotAllowedError' || code === 'ERROR_CEREMONY_ABORTED' || name === 'AbortError') {
    return new KeyholdError('PASSKEY_CANCELLED', 'The passkey prompt was cancelled or timed out.', cause);
  }
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return new KeyholdError(
      'PASSKEY_ALREADY_REGISTERED',
      'This device already holds a passkey for this account.',
      cause,
    );
  }
  if (name === 'SecurityError' || code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID') {
    return new KeyholdError('PASSKEY_NOT_ALLOWED_HERE', 'Passkeys are not allowed on this domain.', cause);
  }
  if (name === 'NotSupportedError') {
    return new KeyholdError(
      'PASSKEY_UNSUPPORTED',
      'This browser or device does not support passkeys.',
      cause,
    );
  }
  return new KeyholdError('PASSKEY_FAILED', 'The passkey operation failed.', cause);
}

/** {@link PasskeyFlow.register}. */
export async function register(w: WalletInternals, options: PasskeyRegisterOptions): Promise<AuthMethod> {
  const nickname = typeof options?.nickname === 'string' ? options.nickname.trim() : '';
  if (nickname === '') throw new KeyholdError('INVALID_INPUT', 'Give the passkey a nickname.');
  if (!browserSupportsWebAuthn()) {
    throw new KeyholdError('PASSKEY_UNSUPPORTED', 'This browser does not support passkeys.');
  }
  const { accountId } = await w.prepared();
  const { data } = await w.client.post<{ options: PublicKeyCredentialCreationOptionsJSON }>(
    '/passkeys/registration-options',
    { accountId, nickname },
  );
  const optionsJSON = data?.options;
  if (!optionsJSON || typeof optionsJSON.challenge !== 'string') {
    throw new KeyholdError('INVALID_RESPONSE', 'The backend sent no passkey registration options.');
  }
  let attestation: RegistrationResponseJSON;
  try {
    attestation = await startRegistration({ optionsJSON });
  } catch (error) {
    throw webauthnError(error);
  }
  return w.registerCredential(
    {
      type: 'PASSKEY',
      accountId,
      nickname,
      challenge: optionsJSON.challenge,
      attestation: {
        credentialId: attestation.rawId,
        clientDataJson: attestation.response.clientDataJSON,
        attestationObject: attestation.response.attestationObject,
        transports: attestation.response.transports ?? [],
      },
    },
    options.onSignedRequest,
  );
}

/** {@link PasskeyFlow.signIn}. */
export async function signIn(w: WalletInternals, options: PasskeySignInOptions): Promise<Session> {
  const { config } = await w.prepared();
  if (!browserSupportsWebAuthn()) {
    throw new KeyholdError('PASSKEY_UNSUPPORTED', 'This browser does not support passkeys.');
  }
  const credentials = await w.listCredentials();
  const credential =
    options.credentialId === undefined
      ? credentials.find((c) => c.type === 'PASSKEY')
      : credentials.find((c) => c.id === options.credentialId);
  if (!credential || credential.type !== 'PASSKEY') {
    throw new KeyholdError('NO_PASSKEY_CREDENTIAL', 'This account has no passkey credential.');
  }
  const useBrowserAutofill = options.autofill === true && (await browserSupportsWebAuthnAutofill());
  if (useBrowserAutofill && !hasAutofillInput()) {
    // Checked before asking for a challenge: an unused challenge would hold up the next one (rate limit).
    throw new KeyholdError(
      'PASSKEY_AUTOFILL_INPUT_MISSING',
      'Passkey autofill needs an <input autocomplete="username webauthn"> on the page.',
    );
  }
  const clientKey = await w.newClientKey();
  let creation: SessionCreation;
  try {
    const { data: challenge } = await w.client.post<{
      challenge: string;
      requestId: string;
      allowCredentials?: PublicKeyCredentialRequestOptionsJSON['allowCredentials'];
    }>(`/auth/credentials/${pathId(credential.id)}/challenge`, { clientPublicKey: clientKey.publicKey });
    if (typeof challenge?.challenge !== 'string' || typeof challenge.requestId !== 'string') {
      throw new KeyholdError('INVALID_RESPONSE', 'The passkey challenge answer is malformed.');
    }
    // The service's challenge string goes to WebAuthn as its UTF-8 bytes (not base64url-decoded).
    const optionsJSON: PublicKeyCredentialRequestOptionsJSON = {
      challenge: toBase64Url(utf8Encode(challenge.challenge)),
      rpId: config.rpId,
      userVerification: 'required',
      timeout: 120_000,
      // The service names the passkey when it knows it; empty = a discoverable credential.
      allowCredentials: Array.isArray(challenge.allowCredentials) ? challenge.allowCredentials : [],
    };
    let assertion: AuthenticationResponseJSON;
    try {
      // The autofill input was found above, in shadow roots too (a web component's email field); the
      // library's own check looks at the document only and would refuse it.
      assertion = await startAuthentication({
        optionsJSON,
        useBrowserAutofill,
        verifyBrowserAutofillInput: false,
      });
    } catch (error) {
      throw webauthnError(error);
    }
    const body: Record<string, unknown> = {
      assertion: {
        credentialId: assertion.rawId,
        clientDataJson: assertion.response.clientDataJSON,
        authenticatorData: assertion.response.authenticatorData,
        signature: assertion.response.signature,
        ...(assertion.response.userHandle ? { userHandle: assertion.response.userHandle } : {}),
      },
    };
    ({ data: creation } = await w.client.post<SessionCreation>(
      `/auth/credentials/${pathId(credential.id)}/verify`,
      body,
      { headers: { [REQUEST_ID_HEADER]: challenge.requestId } },
    ));
  } catch (error) {
    await w.forgetClientKey(clientKey.publicKey).catch(() => undefined);
    throw error;
  }
  return w.completeSession(creation, clientKey, credential);
}
