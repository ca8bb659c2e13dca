import { KeyholdError } from '../errors.js';
import { VAULT_CONFIG_FILE, isVaultConfig } from './protocol.js';

/**
 * Why a vault frame did not answer the handshake, found by reading the vault's public configuration (served
 * beside its document, readable from any origin): the URL cannot be reached, it is not a Keyhold vault,
 * or the vault does not list this page's origin (its `frame-ancestors` then refused the frame). Otherwise
 * the handshake simply timed out. Diagnosis only: nothing the page reads here is trusted by the frame.
 */
export async function diagnoseVault(documentUrl: string, pageOrigin: string): Promise<KeyholdError> {
  const configUrl = new URL(VAULT_CONFIG_FILE, documentUrl);
  configUrl.search = '';
  let response: Response | null = null;
  try {
    response = await fetch(configUrl, { credentials: 'omit', cache: 'no-store' });
  } catch {
    // Not readable from here: either nothing answers, or something that is not a vault (no CORS) does.
  }
  if (response === null) {
    const reachable = await fetch(documentUrl, {
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
    }).then(
      () => true,
      () => false,
    );
    if (reachable) {
      return new KeyholdError('VAULT_NOT_A_VAULT', `${documentUrl} does not serve a Keyhold vault.`, {
        details: { url: documentUrl },
      });
    }
    return new KeyholdError(
      'VAULT_UNREACHABLE',
      `The vault frame at ${new URL(documentUrl).origin} cannot be loaded (is it running, is the URL right?).`,
      { details: { url: documentUrl } },
    );
  }
  let config: unknown = null;
  try {
    config = response.ok ? await response.json() : null;
  } catch {
    config = null;
  }
  if (!isVaultConfig(config)) {
    return new KeyholdError(
      'VAULT_NOT_A_VAULT',
      `${documentUrl} does not serve a Keyhold vault (no ${VAULT_CONFIG_FILE} beside it).`,
      { details: { url: documentUrl, status: response.status } },
    );
  }
  if (!config.parentOrigins.includes(pageOrigin)) {
    return new KeyholdError(
      'VAULT_PARENT_REFUSED',
      `The vault does not serve ${pageOrigin}: add it to the vault's parent origins (its frame-ancestors).`,
      { details: { url: documentUrl, origin: pageOrigin } },
    );
  }
  return new KeyholdError('VAULT_HANDSHAKE_TIMEOUT', 'The vault frame did not answer in time.', {
    details: { url: documentUrl },
  });
}
