// The same-work floor: opening an `encryptedSessionSigningKey` (and importing the key it holds) with the
// fewest raw WebCrypto calls that do everything the format requires, and no JavaScript beyond joining
// byte strings. The bundle is decoded from base58 before the clock starts, so this floor does less than
// the code it is compared with. What it does per open, in order of dependence:
//   SHA-256(SHA-256(payload)) for the base58check checksum (beside everything else),
//   import the compressed enc (WebCrypto decompresses it), export it raw (uncompressed, for the context),
//   ECDH, the DHKEM shared secret (one HKDF of the labelled DH output over enc ‖ pkR),
//   the key schedule (one HKDF for the AES key, one for the base nonce; the labelled `secret` IKM and the
//   psk_id/info hashes are constants, computed before the clock starts), AES-256-GCM decrypt.
// Import: the scalar as extractable PKCS#8 (WebCrypto derives its point), JWK export for the point, the
// kept key imported non-extractable from that JWK.
// Where an engine's WebCrypto cannot do a step, the floor does it as any code must there, with the core's
// BigInt helpers: WebKit refuses a compressed point (the enc is decompressed first), Firefox cannot derive
// a scalar's point from PKCS#8 (the point is computed, then one JWK import).
import {
  concatBytes,
  decompressPublicKey,
  fromBase64Url,
  fromHex,
  getPublicKey,
  toBase64Url,
  utf8Encode,
} from '@keyhold/core/crypto';

const subtle = crypto.subtle;
const i2 = (n: number) => Uint8Array.of(n >> 8, n & 0xff);
const V1 = utf8Encode('HPKE-v1');
const KEM = concatBytes(utf8Encode('KEM'), i2(0x10));
const SUITE = concatBytes(utf8Encode('HPKE'), i2(0x10), i2(1), i2(2));
/** PKCS#8 PrivateKeyInfo of a P-256 key without its public half; the 32-byte scalar follows. */
export const PKCS8_PREFIX = fromHex('3041020100301306072a8648ce3d020106082a8648ce3d030107042730250201010420');
const label = (...parts: Array<Uint8Array | string>) =>
  concatBytes(...parts.map((p) => (typeof p === 'string' ? utf8Encode(p) : p))) as Uint8Array<ArrayBuffer>;
// The constant heads of the two labelled DHKEM inputs, encoded once (as the code compared with does).
const EAE_PRK = label(V1, KEM, 'eae_prk');
const SHARED_SECRET = label(i2(32), V1, KEM, 'shared_secret');
const hkdf = (salt: BufferSource, info: BufferSource): HkdfParams => ({
  name: 'HKDF',
  hash: 'SHA-256',
  salt,
  info,
});

export interface SameWorkFloor {
  open(): Promise<Uint8Array>;
  importKey(scalar: Uint8Array): Promise<{ key: CryptoKey; point: Uint8Array }>;
}

/**
 * @param payload the bundle's base58check payload (compressed enc ‖ ciphertext + tag)
 * @param checksum the bundle's 4 checksum bytes
 * @param recipient the client's ECDH private key and its uncompressed public point
 */
export async function sameWorkFloor(
  payload: Uint8Array,
  checksum: Uint8Array,
  recipient: { privateKey: CryptoKey; point: Uint8Array },
): Promise<SameWorkFloor> {
  const zeroKey = await subtle.importKey(
    'raw',
    new Uint8Array(32),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const pskIdHash = new Uint8Array(await subtle.sign('HMAC', zeroKey, label(V1, SUITE, 'psk_id_hash')));
  const infoHash = new Uint8Array(
    await subtle.sign('HMAC', zeroKey, label(V1, SUITE, 'info_hash', 'turnkey_hpke')),
  );
  const context = concatBytes(Uint8Array.of(0), pskIdHash, infoHash);
  const keyInfo = label(i2(32), V1, SUITE, 'key', context);
  const nonceInfo = label(i2(12), V1, SUITE, 'base_nonce', context);
  const secret = await subtle.importKey('raw', label(V1, SUITE, 'secret'), 'HKDF', false, [
    'deriveBits',
    'deriveKey',
  ]);
  const enc = payload.slice(0, 33);
  const sealed = payload.slice(33);
  const ecdh = { name: 'ECDH', namedCurve: 'P-256' };
  const ecdsa = { name: 'ECDSA', namedCurve: 'P-256' };
  // What this engine's WebCrypto imports (found before the clock starts).
  const compressedPoints = await subtle.importKey('raw', enc, ecdh, true, []).then(
    () => true,
    () => false,
  );
  const one = new Uint8Array(32);
  one[31] = 1;
  const pkcs8WithoutPublicKey = await subtle
    .importKey('pkcs8', label(PKCS8_PREFIX, one), ecdsa, true, ['sign'])
    .then((k) => subtle.exportKey('jwk', k))
    .then(
      () => true,
      () => false,
    );
  const loadEnc = async (): Promise<{ encKey: CryptoKey; encPoint: Promise<ArrayBuffer> | Uint8Array }> => {
    if (compressedPoints) {
      const encKey = await subtle.importKey('raw', enc, ecdh, true, []);
      return { encKey, encPoint: subtle.exportKey('raw', encKey) };
    }
    const encPoint = fromHex(decompressPublicKey(enc)) as Uint8Array<ArrayBuffer>;
    return { encKey: await subtle.importKey('raw', encPoint, ecdh, true, []), encPoint };
  };

  const open = async () => {
    const sum = subtle
      .digest('SHA-256', payload as Uint8Array<ArrayBuffer>)
      .then((first) => subtle.digest('SHA-256', first));
    const { encKey, encPoint } = await loadEnc();
    const dh = await subtle.deriveBits({ name: 'ECDH', public: encKey }, recipient.privateKey, 256);
    const dhKey = await subtle.importKey('raw', label(EAE_PRK, new Uint8Array(dh)), 'HKDF', false, [
      'deriveBits',
    ]);
    const point = new Uint8Array(await encPoint);
    const shared = await subtle.deriveBits(
      hkdf(new Uint8Array(), label(SHARED_SECRET, point, recipient.point)),
      dhKey,
      256,
    );
    const [key, nonce] = await Promise.all([
      subtle.deriveKey(hkdf(shared, keyInfo), secret, { name: 'AES-GCM', length: 256 }, false, ['decrypt']),
      subtle.deriveBits(hkdf(shared, nonceInfo), secret, 96),
    ]);
    const plaintext = new Uint8Array(
      await subtle.decrypt(
        { name: 'AES-GCM', iv: nonce, additionalData: label(point, recipient.point) },
        key,
        sealed,
      ),
    );
    const digest = new Uint8Array(await sum);
    if (digest.subarray(0, 4).some((b, i) => b !== checksum[i])) throw new Error('checksum');
    return plaintext;
  };

  const importKey = async (scalar: Uint8Array) => {
    if (!pkcs8WithoutPublicKey) {
      const point = fromHex(getPublicKey(scalar, false));
      const jwk = {
        kty: 'EC',
        crv: 'P-256',
        x: toBase64Url(point.subarray(1, 33)),
        y: toBase64Url(point.subarray(33)),
        d: toBase64Url(scalar),
      };
      return { key: await subtle.importKey('jwk', jwk, ecdsa, false, ['sign']), point };
    }
    const pkcs8 = label(PKCS8_PREFIX, scalar);
    const jwk = await subtle.exportKey('jwk', await subtle.importKey('pkcs8', pkcs8, ecdsa, true, ['sign']));
    const key = await subtle.importKey('jwk', jwk, ecdsa, false, ['sign']);
    return { key, point: label(Uint8Array.of(4), fromBase64Url(jwk.x!), fromBase64Url(jwk.y!)) };
  };

  return { open, importKey };
}
