// The runtime's WebCrypto, read lazily so that importing the crypto module stays SSR-safe.
import { KeyholdError } from '../errors.js';

/** The WebCrypto of this runtime (Node 20 and browsers); throws `CRYPTO_UNAVAILABLE` without one. */
export function subtle(): SubtleCrypto {
  const c = globalThis.crypto;
  if (!c?.subtle) {
    throw new KeyholdError(
      'CRYPTO_UNAVAILABLE',
      'WebCrypto is not available (a secure context is required).',
    );
  }
  return c.subtle;
}

/** A copy whose buffer is a plain ArrayBuffer, as WebCrypto's `BufferSource` wants. */
export function bufferSource(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}
