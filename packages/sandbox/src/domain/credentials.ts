/**
 * Authentication credentials (§4.1): the wire shape, look-ups, the rules for adding one (one EMAIL_OTP
 * and one PASSKEY per account, one OAUTH credential per identity, a passkey registered once) and for
 * revoking one (never the last; its sessions end with it).
 */
import type { SandboxContext } from '../host/context.js';
import { badRequest, notFound } from '../errors.js';
import type { AuthMethod, CredentialRecord, CredentialType } from '../model.js';
import type { RegisteredPasskey } from '../webauthn.js';
import { sendOtp } from './email-otp.js';
import type { TokenIdentity } from './oidc.js';

export function presentCredential(c: CredentialRecord): AuthMethod {
  return {
    id: c.id,
    accountId: c.accountId,
    type: c.type,
    nickname: c.nickname,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

/** Credentials of an account that are not revoked. */
export function liveCredentials(sandbox: SandboxContext, accountId: string): CredentialRecord[] {
  return sandbox.state.credentials.indexed('accountId', accountId).filter((c) => c.revokedAt === undefined);
}

export function getCredential(sandbox: SandboxContext, id: string): CredentialRecord {
  const c = sandbox.state.credentials.get(id);
  if (!c || c.revokedAt !== undefined) throw notFound('Credential', id);
  return c;
}

/** 400 when the account already has a credential of this (single-instance) type. */
export function assertTypeFree(existing: CredentialRecord[], type: CredentialType, accountId: string): void {
  if (type === 'EMAIL_OTP' && existing.some((c) => c.type === 'EMAIL_OTP')) {
    throw badRequest(
      'EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS',
      'This account already has an EMAIL_OTP credential.',
      {
        accountId,
      },
    );
  }
  if (type === 'PASSKEY' && existing.some((c) => c.type === 'PASSKEY')) {
    throw badRequest('PASSKEY_CREDENTIAL_ALREADY_EXISTS', 'This account already has a PASSKEY credential.', {
      accountId,
    });
  }
}

/** 400 when this OIDC identity is already a credential of the account. */
export function assertIdentityFree(
  existing: CredentialRecord[],
  identity: TokenIdentity,
  accountId: string,
): void {
  if (existing.some((c) => c.oidc && c.oidc.iss === identity.iss && c.oidc.sub === identity.sub)) {
    throw badRequest(
      'OAUTH_CREDENTIAL_ALREADY_EXISTS',
      'This identity is already an OAUTH credential of the account.',
      {
        accountId,
      },
    );
  }
}

/** 400 when this passkey is registered already (on any account). */
export function assertPasskeyFree(sandbox: SandboxContext, passkey: RegisteredPasskey): void {
  if (
    sandbox.state.credentials.find(
      (c) => c.revokedAt === undefined && c.passkey?.credentialId === passkey.credentialId,
    )
  ) {
    throw badRequest('PASSKEY_ALREADY_REGISTERED', 'This passkey is already registered.', {});
  }
}

export interface NewCredential {
  accountId: string;
  type: CredentialType;
  nickname: string;
  identity?: TokenIdentity;
  passkey?: RegisteredPasskey;
}

/** Stores a credential; an EMAIL_OTP credential gets its first code at once. */
export function addCredential(sandbox: SandboxContext, spec: NewCredential): CredentialRecord {
  const now = sandbox.nowIso();
  const credential: CredentialRecord = {
    id: sandbox.newId('AuthMethod'),
    accountId: spec.accountId,
    type: spec.type,
    nickname: spec.nickname,
    createdAt: now,
    updatedAt: now,
  };
  const { identity } = spec;
  if (identity) {
    credential.oidc = { iss: identity.iss, sub: identity.sub, aud: identity.aud };
    if (identity.email !== undefined) credential.oidc.email = identity.email;
  }
  if (spec.passkey) credential.passkey = spec.passkey;
  sandbox.state.credentials.set(credential);
  if (credential.type === 'EMAIL_OTP') sendOtp(sandbox, credential);
  return credential;
}

/** 400 `CANNOT_REVOKE_LAST_CREDENTIAL` when this is the account's only live credential. */
export function assertNotLastCredential(sandbox: SandboxContext, credential: CredentialRecord): void {
  if (liveCredentials(sandbox, credential.accountId).length <= 1) {
    throw badRequest(
      'CANNOT_REVOKE_LAST_CREDENTIAL',
      'An account keeps at least one credential: add another before revoking this one.',
      { accountId: credential.accountId },
    );
  }
}

/** Revokes a credential and every live session it opened. */
export function revokeCredential(sandbox: SandboxContext, credential: CredentialRecord): void {
  const now = sandbox.nowIso();
  credential.revokedAt = now;
  credential.updatedAt = now;
  for (const s of sandbox.state.sessions.filter(
    (s) => s.credentialId === credential.id && s.revokedAt === undefined,
  ))
    s.revokedAt = now;
}
