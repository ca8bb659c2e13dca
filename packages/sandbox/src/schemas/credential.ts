/**
 * The bodies of `POST /auth/credentials`, of a passkey challenge and of a verify (§4.1,
 * wire-formats §6: every WebAuthn byte field is base64url without padding).
 */
import * as v from 'valibot';
import { MAX_OIDC_TOKEN_LENGTH } from '../domain/oidc.js';
import { isValidPoint } from '../keys.js';
import { type CredentialType, credentialTypes } from '../model.js';
import { isRecord } from '../validation.js';
import type { Assertion, Attestation } from '../webauthn.js';
import * as f from './fields.js';

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const base64url = { pattern: BASE64URL, patternMessage: 'must be base64url without padding' };
const webAuthnBytes = f.string({ required: true, max: 65536, ...base64url });

/** `clientPublicKey`: uncompressed hex, on the curve. */
export const clientPublicKey = v.pipe(
  f.clientPublicKey({ required: true }),
  v.check(isValidPoint, 'is not a point on P-256'),
);

const attestation = f.object({
  credentialId: webAuthnBytes,
  clientDataJson: webAuthnBytes,
  attestationObject: webAuthnBytes,
  transports: f.present(v.array(v.string('must be a string'), 'must be an array'), true),
});

const assertion = f.object({
  credentialId: webAuthnBytes,
  clientDataJson: webAuthnBytes,
  authenticatorData: webAuthnBytes,
  signature: webAuthnBytes,
  userHandle: f.string({ max: 1024, ...base64url }),
});

/** What each credential type adds to a create. */
const createFields = {
  EMAIL_OTP: { email: f.email({ required: true, max: 254 }) },
  OAUTH: { oidcToken: f.string({ required: true, max: 16384 }) },
  PASSKEY: {
    nickname: f.label({ max: 64 }),
    challenge: f.string({
      required: true,
      max: 1024,
      pattern: BASE64URL,
      patternMessage: 'must be base64url text',
    }),
    attestation: f.present(attestation, true),
  },
} as const;

export interface CreateInput {
  type: CredentialType;
  accountId: string;
  email?: string;
  oidcToken?: string;
  nickname?: string;
  challenge?: string;
  attestation?: Attestation;
}

/** `POST /auth/credentials {type, accountId, …the type's fields}` */
export const NewCredential = v.pipe(
  v.lazy((body) => {
    const type = isRecord(body) ? body['type'] : undefined;
    const extra =
      typeof type === 'string' && type in createFields ? createFields[type as CredentialType] : {};
    return f.object({
      type: f.picklist(credentialTypes, { required: true }),
      accountId: f.string({ required: true, max: 200 }),
      ...extra,
    });
  }),
  v.transform((input) => f.defined(input) as CreateInput),
);

/** A passkey challenge: `{clientPublicKey}` (the body may be empty). */
export const PasskeyChallenge = f.object({ clientPublicKey });

/** A verify of `credential`: `type`, when sent, must be its type; then the type's proof. */
export function verifyBody(credential: { id: string; type: CredentialType }) {
  const type = v.pipe(
    f.picklist(credentialTypes),
    v.check(
      (t) => t === undefined || t === credential.type,
      `must be ${credential.type}, the type of credential ${credential.id}`,
    ),
  );
  return f.object({
    type,
    otp: credential.type === 'EMAIL_OTP' ? f.string({ required: true, max: 16 }) : v.optional(v.any()),
    oidcToken:
      credential.type === 'OAUTH'
        ? f.string({ required: true, max: MAX_OIDC_TOKEN_LENGTH })
        : v.optional(v.any()),
    clientPublicKey: credential.type === 'PASSKEY' ? v.optional(v.any()) : clientPublicKey,
    assertion:
      credential.type === 'PASSKEY'
        ? v.pipe(
            f.present(assertion, true),
            v.transform((a) => f.defined(a) as Assertion),
          )
        : v.optional(v.any()),
  });
}
