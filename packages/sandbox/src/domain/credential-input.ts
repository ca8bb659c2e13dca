/**
 * The bodies of `POST /auth/credentials` and of a passkey verify, validated (§4.1, wire-formats §6).
 */
import { isValidPoint } from '../keys.js';
import { type CredentialType, credentialTypes } from '../model.js';
import { Validator } from '../validation.js';
import type { Assertion, Attestation } from '../webauthn.js';

/** Validated `clientPublicKey` (uncompressed hex, on the curve). */
export function clientPublicKey(v: Validator, required = true): string | undefined {
  const key = v.clientPublicKey('clientPublicKey', { required });
  if (key !== undefined && !isValidPoint(key)) return v.fail('clientPublicKey', 'is not a point on P-256');
  return key;
}

export interface CreateInput {
  type: CredentialType;
  accountId: string;
  email?: string;
  oidcToken?: string;
  nickname?: string;
  challenge?: string;
  attestation?: Attestation;
}

export function parseCreate(body: unknown): CreateInput {
  const v = Validator.body(body);
  const type = v.enum('type', credentialTypes, { required: true });
  const accountId = v.string('accountId', { required: true, max: 200 });
  const out: Partial<CreateInput> = {};
  if (type === 'EMAIL_OTP') {
    const email = v.email('email', { required: true, max: 254 });
    if (email !== undefined) out.email = email;
  } else if (type === 'OAUTH') {
    const token = v.string('oidcToken', { required: true, max: 16384 });
    if (token !== undefined) out.oidcToken = token;
  } else if (type === 'PASSKEY') {
    const nickname = v.label('nickname', { max: 64 });
    const challenge = v.string('challenge', {
      required: true,
      max: 1024,
      pattern: /^[A-Za-z0-9_-]+$/,
      patternMessage: 'must be base64url text',
    });
    const att = v.object('attestation', { required: true });
    if (att) {
      const b64 = {
        required: true,
        max: 65536,
        pattern: /^[A-Za-z0-9_-]+$/,
        patternMessage: 'must be base64url without padding',
      };
      const credentialId = att.string('credentialId', b64);
      const clientDataJson = att.string('clientDataJson', b64);
      const attestationObject = att.string('attestationObject', b64);
      const transports = att.array('transports', { required: true });
      transports?.forEach((t, i) => {
        if (typeof t !== 'string') att.fail(`transports[${i}]`, 'must be a string');
      });
      if (credentialId && clientDataJson && attestationObject && transports) {
        out.attestation = {
          credentialId,
          clientDataJson,
          attestationObject,
          transports: transports as string[],
        };
      }
    }
    if (nickname !== undefined) out.nickname = nickname;
    if (challenge !== undefined) out.challenge = challenge;
  }
  v.done();
  return { type: type!, accountId: accountId!, ...out };
}

export function parseAssertion(v: Validator): Assertion {
  const a = v.object('assertion', { required: true });
  // wire-formats §6: every WebAuthn byte field is base64url without padding.
  const format = { pattern: /^[A-Za-z0-9_-]+$/, patternMessage: 'must be base64url without padding' };
  const b64 = { required: true, max: 65536, ...format };
  const out: Partial<Assertion> = {};
  if (a) {
    const credentialId = a.string('credentialId', b64);
    const clientDataJson = a.string('clientDataJson', b64);
    const authenticatorData = a.string('authenticatorData', b64);
    const signature = a.string('signature', b64);
    const userHandle = a.string('userHandle', { max: 1024, ...format });
    Object.assign(out, { credentialId, clientDataJson, authenticatorData, signature });
    if (userHandle !== undefined) out.userHandle = userHandle;
  }
  v.done();
  return out as Assertion;
}
