/**
 * `@keyhold/core/crypto`: the wire-format cryptography of the service (isomorphic: Node 20 and browsers).
 * WebCrypto does ECDH, ECDSA, AES-GCM and SHA-256; @noble/curves and @noble/hashes do only point
 * (de)compression, scalar → public key, DER ⇄ raw signatures, HPKE's labelled HKDF and base58check's hash.
 * @packageDocumentation
 */
export { KeyholdError, isKeyholdError, type KeyholdErrorOptions } from '../errors.js';
export {
  base58checkDecode,
  base58checkEncode,
  concatBytes,
  equalBytes,
  fromBase64Url,
  fromHex,
  toBase64Url,
  toHex,
  utf8Decode,
  utf8Encode,
} from './encoding.js';
export {
  compressPublicKey,
  decompressPublicKey,
  derToRawSignature,
  generateP256PrivateKey,
  getPublicKey,
  rawToDerSignature,
  verifyDerSignature,
} from './p256.js';
export { type ClientKeyPair, generateClientKeyPair } from './client-key.js';
export { hpkeOpen, hpkeSeal, type HpkeRecipient } from './hpke.js';
export {
  HPKE_INFO,
  importSessionKey,
  openSessionKeyBundle,
  sealSessionKeyBundle,
  type SessionSigner,
} from './session-key.js';
export {
  parseStamp,
  sha256Hex,
  stamp,
  STAMP_SCHEME,
  verifyStamp,
  type StampContents,
  type StampVerification,
} from './stamp.js';
export {
  EXPORT_ENVELOPE_VERSION,
  openExportEnvelope,
  sealExportEnvelope,
  type OpenExportOptions,
  type SealExportOptions,
} from './export-envelope.js';
