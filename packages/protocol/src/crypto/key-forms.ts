// Which P-256 key forms this runtime's WebCrypto imports, found once and then used on purpose. The engines
// differ: Chromium and Node import both forms below; Firefox refuses a PKCS#8 ECPrivateKey without its
// optional public key (so it cannot derive a scalar's point for us); WebKit refuses a compressed SEC1
// point. The core picks its path from this answer instead of trying a form and falling back when it is
// refused, so no call pays for a refused import and each engine's path is the one its tests cover.
import { concatBytes, fromHex, toBase64Url } from './encoding.js';
import { bufferSource, subtle } from './webcrypto.js';

/** What this WebCrypto accepts when importing P-256 keys. */
export interface KeyForms {
  /** PKCS#8 holding only the scalar (WebCrypto derives the public point); false in Firefox. */
  readonly pkcs8WithoutPublicKey: boolean;
  /** A 33-byte compressed SEC1 point as a 'raw' public key; false in WebKit. */
  readonly compressedPoints: boolean;
}

// PKCS#8 PrivateKeyInfo of a P-256 ECPrivateKey without its optional public key; the scalar follows.
export const PKCS8_PREFIX = fromHex('3041020100301306072a8648ce3d020106082a8648ce3d030107042730250201010420');

// The curve's generator G: the public point of the scalar 1 (its y is odd: compressed prefix 03).
const GX = fromHex('6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296');
const GY = fromHex('4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5');
const ECDH = { name: 'ECDH', namedCurve: 'P-256' };

async function importsPkcs8WithoutPublicKey(): Promise<boolean> {
  try {
    const one = new Uint8Array(32);
    one[31] = 1;
    const key = await subtle().importKey('pkcs8', bufferSource(concatBytes(PKCS8_PREFIX, one)), ECDH, true, [
      'deriveBits',
    ]);
    const jwk = await subtle().exportKey('jwk', key);
    return jwk.x === toBase64Url(GX) && jwk.y === toBase64Url(GY);
  } catch {
    return false;
  }
}

async function importsCompressedPoints(): Promise<boolean> {
  try {
    const key = await subtle().importKey(
      'raw',
      bufferSource(concatBytes(Uint8Array.of(3), GX)),
      ECDH,
      true,
      [],
    );
    const raw = new Uint8Array(await subtle().exportKey('raw', key));
    return raw.length === 65 && toBase64Url(raw) === toBase64Url(concatBytes(Uint8Array.of(4), GX, GY));
  } catch {
    return false;
  }
}

let forms: Promise<KeyForms> | undefined;

/**
 * The key forms this runtime imports, probed on first use (two imports of the generator) and kept.
 * @example
 * if ((await keyForms()).compressedPoints) { ... import the 33 bytes as they are ... }
 */
export function keyForms(): Promise<KeyForms> {
  forms ??= Promise.all([importsPkcs8WithoutPublicKey(), importsCompressedPoints()]).then(
    ([pkcs8WithoutPublicKey, compressedPoints]) => ({ pkcs8WithoutPublicKey, compressedPoints }),
  );
  return forms;
}
