/**
 * Sessions: a fresh P-256 session key per verify, sealed to the client's `clientPublicKey` (HPKE,
 * wire-formats §3). The sandbox keeps only the public half. With `stubSessionKeys` the bundle is random
 * bytes of the same shape (the interface's "stub encrypted key").
 */
import { randomBytes } from 'node:crypto';
import type { SandboxContext } from './host/context.js';
import type { CredentialRecord, SessionRecord } from './model.js';

export interface AuthSession {
  id: string;
  accountId: string;
  type: string;
  nickname: string;
  createdAt: string;
  updatedAt: string;
  credentialId: string;
  expiresAt: string;
  encryptedSessionSigningKey?: string;
}

export function presentSession(sandbox: SandboxContext, s: SessionRecord): AuthSession {
  const c = sandbox.state.credentials.get(s.credentialId);
  return {
    id: s.id,
    accountId: s.accountId,
    type: c?.type ?? 'EMAIL_OTP',
    nickname: c?.nickname ?? '',
    createdAt: s.createdAt,
    updatedAt: s.revokedAt ?? s.createdAt,
    credentialId: s.credentialId,
    expiresAt: s.expiresAt,
  };
}

/** Opens a session for `credential`, returning the verify response body. */
export async function openSession(
  sandbox: SandboxContext,
  credential: CredentialRecord,
  clientPublicKey: string,
): Promise<AuthSession> {
  // The core's crypto is imported on the first session, not at start.
  const { base58checkEncode, generateP256PrivateKey, getPublicKey, sealSessionKeyBundle } = await import(
    '@keyhold/protocol/crypto'
  );
  const privateKey = generateP256PrivateKey();
  let bundle: string;
  if (sandbox.options.stubSessionKeys) {
    bundle = await base58checkEncode(new Uint8Array(randomBytes(81)));
  } else {
    bundle = await sealSessionKeyBundle(privateKey, clientPublicKey);
  }
  const session: SessionRecord = {
    id: sandbox.newId('Session'),
    accountId: credential.accountId,
    credentialId: credential.id,
    publicKey: getPublicKey(privateKey, true),
    createdAt: sandbox.nowIso(),
    expiresAt: sandbox.clock.isoIn(sandbox.options.sessionTtlSeconds),
  };
  privateKey.fill(0);
  sandbox.state.sessions.set(session);
  return { ...presentSession(sandbox, session), encryptedSessionSigningKey: bundle };
}
