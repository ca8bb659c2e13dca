/**
 * `@keyhold/protocol/crypto`: the wire-format cryptography of the service (isomorphic: Node 20 and browsers).
 * WebCrypto does everything cryptographic: ECDH, ECDSA, AES-GCM, SHA-256, HPKE's HKDF, point
 * decompression and a scalar's public key. Small linear code does the encodings (hex, base64url, base58,
 * DER); a few lines of BigInt back the synchronous point helpers and a WebCrypto without PKCS#8 import.
 * Every decoder checks its format's maximum length before decoding (`INPUT_TOO_LARGE`).
 * @packageDocumentation
 */
export { KeyholdError, isKeyholdError, type KeyholdErrorOptions } from '../errors.js';
export { BASE58CHECK_MAX_CHARS, base58checkDecode, base58checkEncode } from './base58.js';
export {
  concatBytes,
  equalBytes,
  fromBase64Url,
  fromHex,
  toBase64Url,
  toHex,
  utf8Decode,
  utf8Encode,
} from './encoding.js';
export { derToRawSignature, rawToDerSignature, verifyDerSignature } from './p256.js';
export { compressPublicKey, decompressPublicKey, generateP256PrivateKey, getPublicKey } from './p256-sync.js';
export { type ClientKeyPair, generateClientKeyPair } from './client-key.js';
export { hpkeOpen, hpkeSeal, type HpkeRecipient } from './hpke.js';
export {
  HPKE_INFO,
  SESSION_BUNDLE_MAX_CHARS,
  importSessionKey,
  openSessionKeyBundle,
  sealSessionKeyBundle,
  type SessionSigner,
} from './session-key.js';
export { sha256Hex, stamp, STAMP_MAX_CHARS, STAMP_SCHEME, type StampContents } from './stamp.js';
export { parseStamp, verifyStamp, type StampVerification } from './stamp-verify.js';
export {
  EXPORT_ENVELOPE_MAX_CHARS,
  EXPORT_ENVELOPE_VERSION,
  openExportEnvelope,
  sealExportEnvelope,
  type OpenExportOptions,
  type SealExportOptions,
} from './export-envelope.js';
