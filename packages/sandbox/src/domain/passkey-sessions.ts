/**
 * Passkey sign-in (§4.1, wire-formats §6): the challenge is the hex SHA-256 of a pending
 * `CREATE_SESSION` request bound to the credential and the client key; the assertion over it opens a
 * session sealed to that key.
 */
import type { SandboxContext } from '../host/context.js';
import { Reasons, unauthorized } from '../errors.js';
import type { CredentialRecord, PendingSignedRequest } from '../model.js';
import { type AuthSession, openSession } from '../session-keys.js';
import { createPendingRequest } from '../signed-retry.js';
import { canonicalJson, sha256Hex } from '../util.js';
import { type Assertion, MAGIC_PASSKEY_SIGNATURE, verifyPasskeyAssertion } from '../webauthn.js';
import { checkChallengeRate } from './email-otp.js';

export interface PasskeyChallenge {
  challenge: string;
  requestId: string;
  expiresAt: string;
  allowCredentials: Array<{ id: string; type: 'public-key'; transports: string[] }>;
}

/** Issues a passkey challenge for `credential` (429 while the last one is open and recent). */
export function issuePasskeyChallenge(
  sandbox: SandboxContext,
  credential: CredentialRecord,
  clientPublicKey: string,
  at: { method: string; path: string },
): PasskeyChallenge {
  const open = sandbox.state.pendingSignedRequests.find(
    (p) =>
      p.operation === 'CREATE_SESSION' &&
      p.targetId === credential.id &&
      p.usedAt === undefined &&
      Date.parse(p.expiresAt) > sandbox.clock.nowMs(),
  );
  checkChallengeRate(sandbox, credential, open !== undefined);
  const pending = createPendingRequest(sandbox, {
    operation: 'CREATE_SESSION',
    accountId: credential.accountId,
    type: 'PASSKEY',
    targetId: credential.id,
    parameters: { clientPublicKey, credentialId: credential.id },
    method: at.method,
    path: at.path,
    bodyDigest: sha256Hex(canonicalJson({ clientPublicKey })),
    data: { clientPublicKey },
  });
  // The WebAuthn challenge is the hex SHA-256 of the pending session-creation request.
  const challenge = sha256Hex(pending.payloadToSign);
  pending.data = { clientPublicKey, challenge };
  credential.lastChallengeAt = sandbox.nowIso();
  return {
    challenge,
    requestId: pending.id,
    expiresAt: pending.expiresAt,
    allowCredentials: [
      {
        id: credential.passkey!.credentialId,
        type: 'public-key',
        transports: credential.passkey!.transports,
      },
    ],
  };
}

/** Checks the (already spent) challenge and the assertion over it, then opens the session. */
export async function openPasskeySession(
  sandbox: SandboxContext,
  credential: CredentialRecord,
  pending: PendingSignedRequest,
  assertion: Assertion,
): Promise<AuthSession> {
  if (Date.parse(pending.expiresAt) <= sandbox.clock.nowMs())
    throw unauthorized(Reasons.signedRequestExpired, 'The passkey challenge expired; ask for a new one.');
  if (pending.targetId !== credential.id)
    throw unauthorized(Reasons.bodyMismatch, 'The challenge was issued for another credential.');
  const data = pending.data as { clientPublicKey: string; challenge: string };
  if (assertion.signature !== MAGIC_PASSKEY_SIGNATURE) {
    const counter = await verifyPasskeyAssertion(sandbox, data.challenge, assertion, credential.passkey!);
    credential.passkey!.counter = counter;
  }
  credential.updatedAt = sandbox.nowIso();
  return openSession(sandbox, credential, data.clientPublicKey);
}
