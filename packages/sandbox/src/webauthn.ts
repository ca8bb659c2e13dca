/**
 * Passkeys (wire-formats §6), verified with @simplewebauthn/server. Origins may use `*` for the port
 * (`http://localhost:*`); the origin in clientDataJSON is matched against the configured list, then
 * handed to the library as the exact expected origin.
 */
import type { verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { SandboxContext } from './host/context.js';
import { Reasons, unauthorized } from './errors.js';

/** @simplewebauthn/server is loaded on the first passkey check (it costs ~300 ms at start otherwise). */
const simpleWebAuthn = () => import('@simplewebauthn/server');

export const MAGIC_PASSKEY_SIGNATURE = 'sandbox-valid-passkey-signature';

export function originAllowed(origin: string, patterns: string[]): boolean {
  return patterns.some((pattern) => {
    if (pattern === '*') return true;
    if (pattern.endsWith(':*')) {
      const prefix = pattern.slice(0, -2);
      return (
        origin === prefix ||
        (origin.startsWith(`${prefix}:`) && /^\d{1,5}$/.test(origin.slice(prefix.length + 1)))
      );
    }
    return origin === pattern;
  });
}

function clientOrigin(clientDataJson: string): string | undefined {
  return clientData(clientDataJson)?.origin;
}

/**
 * The origins of clientDataJSON: `origin` (the document that ran the ceremony) and, for a ceremony in a
 * cross-origin frame (a vault frame), `topOrigin` (the page that framed it).
 */
function clientData(clientDataJson: string): { origin?: string; topOrigin?: string } | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(clientDataJson, 'base64url').toString('utf8')) as {
      origin?: unknown;
      topOrigin?: unknown;
    };
    return {
      ...(typeof parsed.origin === 'string' ? { origin: parsed.origin } : {}),
      ...(typeof parsed.topOrigin === 'string' ? { topOrigin: parsed.topOrigin } : {}),
    };
  } catch {
    return undefined;
  }
}

export interface Attestation {
  credentialId: string;
  clientDataJson: string;
  attestationObject: string;
  transports: string[];
}

export interface Assertion {
  credentialId: string;
  clientDataJson: string;
  authenticatorData: string;
  signature: string;
  userHandle?: string;
}

export interface RegisteredPasskey {
  credentialId: string;
  /** base64url COSE public key */
  publicKey: string;
  counter: number;
  transports: string[];
}

/** Verifies a registration against the integrator-issued `challenge` (base64url text). */
export async function verifyPasskeyRegistration(
  sandbox: SandboxContext,
  challenge: string,
  attestation: Attestation,
): Promise<RegisteredPasskey> {
  const fail = (message: string, check: string) =>
    unauthorized(Reasons.invalidPasskeyAttestation, message, check);
  const origin = clientOrigin(attestation.clientDataJson);
  if (origin === undefined) throw fail('clientDataJson is not valid.', 'CLIENT_DATA');
  if (!originAllowed(origin, sandbox.options.origins))
    throw fail(`The origin ${origin} is not allowed.`, 'ORIGIN');
  let result: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    result = await (
      await simpleWebAuthn()
    ).verifyRegistrationResponse({
      response: {
        id: attestation.credentialId,
        rawId: attestation.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: attestation.clientDataJson,
          attestationObject: attestation.attestationObject,
          transports: attestation.transports as never,
        },
        clientExtensionResults: {},
      },
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: sandbox.options.rpIds,
      requireUserVerification: true,
      supportedAlgorithmIDs: [-7],
    });
  } catch (err) {
    throw fail(`The passkey attestation did not verify: ${(err as Error).message}`, 'ATTESTATION');
  }
  if (!result.verified) throw fail('The passkey attestation did not verify.', 'ATTESTATION');
  const { credential } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: attestation.transports,
  };
}

/**
 * Verifies an assertion whose challenge is the UTF-8 bytes of `challenge` (hex text issued by the
 * challenge operation). Returns the new signature counter.
 */
export async function verifyPasskeyAssertion(
  sandbox: SandboxContext,
  challenge: string,
  assertion: Assertion,
  passkey: RegisteredPasskey,
): Promise<number> {
  const fail = (message: string, check: string) =>
    unauthorized(Reasons.invalidPasskeySignature, message, check);
  if (assertion.credentialId !== passkey.credentialId)
    throw fail('The assertion is for another passkey.', 'CREDENTIAL_ID');
  const origin = clientOrigin(assertion.clientDataJson);
  if (origin === undefined) throw fail('clientDataJson is not valid.', 'CLIENT_DATA');
  if (!originAllowed(origin, sandbox.options.origins))
    throw fail(`The origin ${origin} is not allowed.`, 'ORIGIN');
  // A ceremony in a cross-origin frame (the vault's) names the page above it: that origin is checked too.
  const topOrigin = clientData(assertion.clientDataJson)?.topOrigin;
  if (topOrigin !== undefined && !originAllowed(topOrigin, sandbox.options.origins))
    throw fail(`The top origin ${topOrigin} is not allowed.`, 'ORIGIN');
  let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    result = await (
      await simpleWebAuthn()
    ).verifyAuthenticationResponse({
      response: {
        id: assertion.credentialId,
        rawId: assertion.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: assertion.clientDataJson,
          authenticatorData: assertion.authenticatorData,
          signature: assertion.signature,
          ...(assertion.userHandle !== undefined ? { userHandle: assertion.userHandle } : {}),
        },
        clientExtensionResults: {},
      },
      expectedChallenge: Buffer.from(challenge, 'utf8').toString('base64url'),
      expectedOrigin: origin,
      ...(topOrigin !== undefined ? { expectedTopOrigin: topOrigin } : {}),
      expectedRPID: sandbox.options.rpIds,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports as never,
      },
      requireUserVerification: true,
    });
  } catch (err) {
    throw fail(`The passkey assertion did not verify: ${(err as Error).message}`, 'ASSERTION');
  }
  if (!result.verified) throw fail('The passkey assertion did not verify.', 'ASSERTION');
  return result.authenticationInfo.newCounter;
}
