// RFC 9180 HPKE, base mode, single shot, for the one suite the service uses:
// DHKEM(P-256, HKDF-SHA256) 0x0010, HKDF-SHA256 0x0001, AES-256-GCM 0x0002.
// WebCrypto does ECDH and AES-GCM; the labelled HKDF steps use @noble/hashes (simpler than WebCrypto's
// combined HKDF for RFC 9180's separate extract/expand labels).
import { expand, extract } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { KeyholdError } from '../errors.js';
import { concatBytes, utf8Encode } from './encoding.js';
import {
  bufferSource,
  importPrivateScalar,
  importPublicKey,
  subtle,
  uncompressedPointBytes,
} from './p256.js';

const KEM_ID = 0x0010;
const KDF_ID = 0x0001;
const AEAD_ID = 0x0002;
const N_SECRET = 32;
const N_KEY = 32;
const N_NONCE = 12;

const i2osp2 = (n: number) => Uint8Array.of(n >> 8, n & 0xff);
const HPKE_V1 = utf8Encode('HPKE-v1');
const KEM_SUITE = concatBytes(utf8Encode('KEM'), i2osp2(KEM_ID));
const HPKE_SUITE = concatBytes(utf8Encode('HPKE'), i2osp2(KEM_ID), i2osp2(KDF_ID), i2osp2(AEAD_ID));

// The labelled IKM copies the input keying material (the raw ECDH output for `eae_prk`), so it is
// wiped once extracted.
function labeledExtract(suite: Uint8Array, salt: Uint8Array, label: string, ikm: Uint8Array): Uint8Array {
  const labeledIkm = concatBytes(HPKE_V1, suite, utf8Encode(label), ikm);
  try {
    return extract(sha256, labeledIkm, salt);
  } finally {
    labeledIkm.fill(0);
  }
}

function labeledExpand(suite: Uint8Array, prk: Uint8Array, label: string, info: Uint8Array, length: number) {
  return expand(sha256, prk, concatBytes(i2osp2(length), HPKE_V1, suite, utf8Encode(label), info), length);
}

/** DHKEM shared secret from the raw ECDH output and the KEM context (enc ‖ pkR, both uncompressed). */
function extractAndExpand(dh: Uint8Array, kemContext: Uint8Array): Uint8Array {
  const eaePrk = labeledExtract(KEM_SUITE, new Uint8Array(), 'eae_prk', dh);
  try {
    return labeledExpand(KEM_SUITE, eaePrk, 'shared_secret', kemContext, N_SECRET);
  } finally {
    eaePrk.fill(0);
  }
}

/** Key schedule (mode_base, no PSK): the AEAD key and the nonce of sequence 0. */
async function keySchedule(
  sharedSecret: Uint8Array,
  info: Uint8Array,
): Promise<{ key: CryptoKey; nonce: Uint8Array }> {
  const empty = new Uint8Array();
  const pskIdHash = labeledExtract(HPKE_SUITE, empty, 'psk_id_hash', empty);
  const infoHash = labeledExtract(HPKE_SUITE, empty, 'info_hash', info);
  const context = concatBytes(Uint8Array.of(0), pskIdHash, infoHash);
  const secret = labeledExtract(HPKE_SUITE, sharedSecret, 'secret', empty);
  let rawKey: Uint8Array | undefined;
  try {
    rawKey = labeledExpand(HPKE_SUITE, secret, 'key', context, N_KEY);
    const nonce = labeledExpand(HPKE_SUITE, secret, 'base_nonce', context, N_NONCE);
    const key = await subtle().importKey('raw', bufferSource(rawKey), 'AES-GCM', false, [
      'encrypt',
      'decrypt',
    ]);
    return { key, nonce };
  } finally {
    rawKey?.fill(0);
    secret.fill(0);
  }
}

async function ecdh(privateKey: CryptoKey, publicKey: Uint8Array): Promise<Uint8Array> {
  const pub = await importPublicKey(publicKey, 'ECDH');
  return new Uint8Array(await subtle().deriveBits({ name: 'ECDH', public: pub }, privateKey, 256));
}

/**
 * ECDH with `peer`, DHKEM shared secret over `enc ‖ pkR`, key schedule. Every intermediate secret (the
 * raw ECDH output, the labelled IKM, `eae_prk`, the shared secret, the key schedule's `secret` and raw
 * AEAD key) is zeroed once used, also when a step throws.
 */
async function deriveContext(
  privateKey: CryptoKey,
  peer: Uint8Array,
  enc: Uint8Array,
  pkR: Uint8Array,
  info: Uint8Array,
): Promise<{ key: CryptoKey; nonce: Uint8Array }> {
  const dh = await ecdh(privateKey, peer);
  let sharedSecret: Uint8Array | undefined;
  try {
    sharedSecret = extractAndExpand(dh, concatBytes(enc, pkR));
  } finally {
    dh.fill(0);
  }
  try {
    return await keySchedule(sharedSecret, info);
  } finally {
    sharedSecret.fill(0);
  }
}

/** The recipient of an HPKE message: a non-extractable ECDH key and its uncompressed public point. */
export interface HpkeRecipient {
  privateKey: CryptoKey;
  publicKey: Uint8Array;
}

/**
 * Opens one HPKE message. `enc` and the recipient public key are uncompressed points. Throws
 * `DECRYPTION_FAILED` when the key is wrong or the ciphertext, tag or AAD was altered.
 */
export async function hpkeOpen(
  recipient: HpkeRecipient,
  enc: Uint8Array,
  ciphertext: Uint8Array,
  info: Uint8Array,
  aad: Uint8Array,
): Promise<Uint8Array> {
  if (ciphertext.length < 16) {
    throw new KeyholdError(
      'TRUNCATED_CIPHERTEXT',
      'The ciphertext is shorter than its 16-byte authentication tag.',
    );
  }
  const { key, nonce } = await deriveContext(recipient.privateKey, enc, enc, recipient.publicKey, info);
  try {
    return new Uint8Array(
      await subtle().decrypt(
        { name: 'AES-GCM', iv: bufferSource(nonce), additionalData: bufferSource(aad), tagLength: 128 },
        key,
        bufferSource(ciphertext),
      ),
    );
  } catch (cause) {
    throw new KeyholdError(
      'DECRYPTION_FAILED',
      'The sealed data could not be opened: it was made for another key, or it was altered.',
      { cause },
    );
  } finally {
    nonce.fill(0);
  }
}

/**
 * Seals one HPKE message to `recipientPublicKey` (either point form) with a fresh ephemeral key, or the
 * given one (test vectors only). `aad` may depend on `enc`, so it is a function of the uncompressed enc.
 */
export async function hpkeSeal(
  recipientPublicKey: string | Uint8Array,
  plaintext: Uint8Array,
  info: Uint8Array,
  aad: (enc: Uint8Array, recipient: Uint8Array) => Uint8Array,
  ephemeralPrivateKey?: Uint8Array,
): Promise<{ enc: Uint8Array; ciphertext: Uint8Array }> {
  const pkR = uncompressedPointBytes(recipientPublicKey);
  let ephemeral: { key: CryptoKey; publicKey: Uint8Array };
  if (ephemeralPrivateKey) {
    ephemeral = await importPrivateScalar(ephemeralPrivateKey, 'ECDH');
  } else {
    const pair = (await subtle().generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
      'deriveBits',
    ])) as CryptoKeyPair;
    ephemeral = {
      key: pair.privateKey,
      publicKey: new Uint8Array(await subtle().exportKey('raw', pair.publicKey)),
    };
  }
  const enc = ephemeral.publicKey;
  const { key, nonce } = await deriveContext(ephemeral.key, pkR, enc, pkR, info);
  try {
    const ciphertext = new Uint8Array(
      await subtle().encrypt(
        {
          name: 'AES-GCM',
          iv: bufferSource(nonce),
          additionalData: bufferSource(aad(enc, pkR)),
          tagLength: 128,
        },
        key,
        bufferSource(plaintext),
      ),
    );
    return { enc, ciphertext };
  } finally {
    nonce.fill(0);
  }
}
