// Signing with a WebCrypto ECDSA key, as DER: all a stamp needs (no point or curve arithmetic).
import { rawToDerSignature } from './der-encode.js';
import { bufferSource, subtle } from './webcrypto.js';

/** ECDSA P-256 / SHA-256 signature of `message` as DER, with a WebCrypto key. */
export async function signDer(privateKey: CryptoKey, message: Uint8Array): Promise<Uint8Array> {
  const raw = new Uint8Array(
    await subtle().sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, bufferSource(message)),
  );
  return rawToDerSignature(raw);
}
