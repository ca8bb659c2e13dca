import { generateClientKeyPair, type OpenExportOptions } from '../crypto/index.js';
import { KeyholdError } from '../errors.js';
import { type SessionControl, type Signing, pathId } from '../internals.js';
import type { SignedRequest } from '../signed-request.js';
import type { SignedOperation } from '../protocol.js';

/**
 * Exports the wallet's mnemonic: a fresh client key, the signed two-step request, then the envelope's
 * enclave signature is checked (against `exportTrustedSigners`; unsigned envelopes only in sandbox mode)
 * before decrypting. The mnemonic is returned to the caller only.
 */
export async function exportWallet(s: SessionControl, signing: Signing): Promise<SignedRequest<string>> {
  const { accountId } = await s.prepared();
  const sandbox = s.sandboxMode;
  const trusted = s.options.exportTrustedSigners ?? [];
  if (!sandbox && trusted.length === 0) {
    const message =
      'Export needs createWallet({ exportTrustedSigners }) (the service enclave keys that sign export ' +
      'envelopes). Against the Keyhold sandbox, mount the backend with createWalletHandler({ sandbox: true }) ' +
      'instead: its /config then tells the wallet it is in sandbox mode.';
    console.error(`[keyhold] ${message}`);
    throw new KeyholdError('EXPORT_SIGNER_NOT_CONFIGURED', message, {
      details: { option: 'exportTrustedSigners', sandboxOption: 'createWalletHandler({ sandbox: true })' },
    });
  }
  const clientKey = await generateClientKeyPair();
  const body = JSON.stringify({ clientPublicKey: clientKey.publicKey });
  return signing.signed<string>(
    signing.signedCall(
      'EXPORT_WALLET' satisfies SignedOperation,
      'POST',
      `/internal-accounts/${pathId(accountId)}/export`,
      body,
      async (res) => {
        const data = (res.data ?? {}) as { encryptedWalletCredentials?: unknown };
        if (typeof data.encryptedWalletCredentials !== 'string') {
          throw new KeyholdError('INVALID_RESPONSE', 'The export answer has no encryptedWalletCredentials.');
        }
        const options: OpenExportOptions = { trustedSigners: trusted };
        if (sandbox) options.allowUnsigned = true;
        const organizationId = s.options.exportOrganizationId;
        if (organizationId !== undefined) options.organizationId = organizationId;
        // Loaded on first export: the envelope code stays out of the bundle a page loads up front.
        const { openExportEnvelope } = await import('@keyhold/protocol/crypto/export-envelope');
        return openExportEnvelope(data.encryptedWalletCredentials, clientKey, options);
      },
    ),
  );
}
