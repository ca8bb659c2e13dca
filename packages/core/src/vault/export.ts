import { KeyholdError } from '../errors.js';
import { type SessionControl, type Signing, pathId } from '../internals.js';
import type { SignedRequest, StampProvider } from '../signed-request.js';
import type { FrameKeys } from './keys.js';
import type { SignedOperation } from '../protocol.js';

/**
 * Frame mode's export: a visible vault frame makes the export's client key (the frame signs an export only
 * for a key it made for this export), the person approves in it, and the envelope is opened and the phrase
 * shown there, checked against the vault's own trusted enclave keys. The page gets no word of it: the
 * request resolves with an empty string once the phrase is shown; the frame goes when the person presses
 * Done in it (or the request is rejected).
 */
export async function exportInVault(
  s: SessionControl,
  signing: Signing,
  keys: FrameKeys,
): Promise<SignedRequest<string>> {
  const { accountId } = await s.prepared();
  const visible = await keys.surface.open('Export your recovery phrase');
  try {
    const { publicKey } = await visible.connection.request('begin-export', {});
    const signer: StampProvider = {
      stamp: (request) => signing.signer.stamp({ ...request, surface: visible }),
      ...(signing.signer.sessionRejected
        ? { sessionRejected: signing.signer.sessionRejected.bind(signing.signer) }
        : {}),
    };
    const request = await signing.signed<string>(
      signing.signedCall(
        'EXPORT_WALLET' satisfies SignedOperation,
        'POST',
        `/internal-accounts/${pathId(accountId)}/export`,
        JSON.stringify({ clientPublicKey: publicKey }),
        async (res) => {
          const data = (res.data ?? {}) as { encryptedWalletCredentials?: unknown };
          if (typeof data.encryptedWalletCredentials !== 'string') {
            throw new KeyholdError(
              'INVALID_RESPONSE',
              'The export answer has no encryptedWalletCredentials.',
            );
          }
          await visible.connection.request('show-export', {
            encryptedWalletCredentials: data.encryptedWalletCredentials,
          });
          return '';
        },
        { signer },
      ),
    );
    request.done.then(
      () => visible.closed.then(() => visible.dispose()),
      () => visible.dispose(),
    );
    return request;
  } catch (error) {
    visible.dispose();
    throw error;
  }
}
