import type { KeyStore } from '@keyhold/core';
import { generateClientKeyPair, importSessionKey, openSessionKeyBundle } from '@keyhold/core/crypto';
import type { VaultSignedIn } from '@keyhold/core/vault-protocol';
import { VaultRefusal } from './approval-view.js';
import { BackendRefusal, type Credential, type VaultBackend, signedInReport } from './backend.js';
import { createPasskey, getAssertion, hasWebAuthn } from './webauthn.js';

/**
 * The frame's passkey sign-in, after the person's click in it: the account's passkey signs the service's
 * challenge, which names a client key made here (in memory only); the sealed session key comes back here,
 * is opened here and stored in the vault's storage. An account without any credential gets its first one
 * first: a passkey created here, on this device, now (then signed in with, a second prompt). The page
 * sends and receives none of it: no challenge, no assertion, no bundle.
 */
export async function passkeySignIn(
  backend: VaultBackend,
  store: KeyStore,
  wantedAccount: string | undefined,
  nickname: string,
): Promise<VaultSignedIn> {
  if (!hasWebAuthn())
    throw new VaultRefusal(
      'PASSKEY_UNSUPPORTED',
      'This browser offers no passkeys (no PublicKeyCredential).',
    );
  const accountId = await backend.account(wantedAccount);
  const list = await backend.credentials(accountId);
  let credential: Credential | undefined = list.find((c) => c.type === 'PASSKEY');
  if (credential === undefined) {
    if (list.length > 0) {
      throw new VaultRefusal(
        'NO_PASSKEY_CREDENTIAL',
        'This account has sign-in methods but no passkey: sign in with one of them, then add a passkey.',
      );
    }
    const options = await backend.registrationOptions(accountId, nickname);
    credential = await backend.addFirstPasskey(
      accountId,
      nickname,
      options.challenge,
      await createPasskey(options),
    );
  }
  const rpId = await backend.rpId();
  const clientKey = await generateClientKeyPair();
  const challenge = await backend.passkeyChallenge(credential, clientKey.publicKey);
  const assertion = await getAssertion(challenge.challenge, rpId, challenge.allowCredentials);
  let creation;
  try {
    creation = await backend.passkeyVerify(credential, challenge.requestId, assertion);
  } catch (error) {
    // The service did not take the assertion: the person reads the passkey's failure, never a code's.
    if (error instanceof BackendRefusal && error.code === 'UNAUTHORIZED')
      throw new VaultRefusal('PASSKEY_FAILED', `The service refused the passkey: ${error.message}`);
    throw error;
  }
  const signer = await importSessionKey(
    await openSessionKeyBundle(creation.encryptedSessionSigningKey, clientKey),
  );
  await store.putSession({
    id: creation.id,
    accountId: credential.accountId || accountId,
    credentialId: credential.id,
    credentialType: 'PASSKEY',
    nickname: credential.nickname,
    expiresAt: creation.expiresAt,
    publicKey: signer.publicKey,
    privateKey: signer.privateKey,
    stub: false,
    storedAt: new Date().toISOString(),
  });
  return signedInReport(
    creation,
    { ...credential, accountId: credential.accountId || accountId },
    signer.publicKey,
  );
}
