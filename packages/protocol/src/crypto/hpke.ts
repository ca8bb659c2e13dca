// RFC 9180 HPKE, base mode, single shot, for the one suite the service uses:
// DHKEM(P-256, HKDF-SHA256) 0x0010, HKDF-SHA256 0x0001, AES-256-GCM 0x0002. Everything runs in WebCrypto.
// Each labelled extract-then-expand pair is one WebCrypto HKDF: the DHKEM shared secret is
// HKDF(salt "", IKM labelled(dh), info labelled(kem_context)); the key and base nonce are
// HKDF(salt shared_secret, IKM labelled("secret", ""), info labelled(key_schedule_context)), so the AEAD
// key is derived straight into a non-extractable AES-GCM key. The two lone extracts of the key schedule
// context (psk_id_hash, info_hash) are HMACs, computed once per `info`.
import { KeyholdError } from '../errors.js';
import { concatBytes, toHex, utf8Encode } from './encoding.js';
import { importPoint, importPointDeferred, importPrivateScalar } from './p256.js';
import { bufferSource, subtle } from './webcrypto.js';

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
const EMPTY = new Uint8Array();

const labeledIkm = (suite: Uint8Array, label: string, ikm: Uint8Array) =>
  concatBytes(HPKE_V1, suite, utf8Encode(label), ikm);
const labeledInfo = (suite: Uint8Array, label: string, info: Uint8Array, length: number) =>
  concatBytes(i2osp2(length), HPKE_V1, suite, utf8Encode(label), info);

const hkdfParams = (salt: Uint8Array, info: Uint8Array): HkdfParams => ({
  name: 'HKDF',
  hash: 'SHA-256',
  salt: bufferSource(salt),
  info: bufferSource(info),
});

const importHkdf = (ikm: Uint8Array) =>
  subtle().importKey('raw', bufferSource(ikm), 'HKDF', false, ['deriveBits', 'deriveKey']);

/** LabeledExtract with an empty salt: HMAC-SHA256 keyed with HashLen zero bytes (RFC 5869). */
async function labeledExtractNoSalt(label: string, ikm: Uint8Array): Promise<Uint8Array> {
  const key = await subtle().importKey('raw', new Uint8Array(32), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return new Uint8Array(await subtle().sign('HMAC', key, bufferSource(labeledIkm(HPKE_SUITE, label, ikm))));
}

// The key schedule's infos for the last `info` seen (public values; the service uses one): labelled
// key_schedule_context = mode ‖ psk_id_hash ‖ info_hash, once for the AEAD key and once for the base
// nonce; and the HKDF key of the constant labelled IKM of `secret`.
type Schedule = { keyInfo: Uint8Array; nonceInfo: Uint8Array };
let lastSchedule: { info: string; schedule: Promise<Schedule> } | undefined;
let secretIkm: Promise<CryptoKey> | undefined;
const EAE_PRK = labeledIkm(KEM_SUITE, 'eae_prk', EMPTY);

function keySchedule(info: Uint8Array): Promise<Schedule> {
  const id = toHex(info);
  if (lastSchedule?.info !== id) {
    const schedule = Promise.all([
      labeledExtractNoSalt('psk_id_hash', EMPTY),
      labeledExtractNoSalt('info_hash', info),
    ]).then(([pskIdHash, infoHash]) => {
      const context = concatBytes(Uint8Array.of(0), pskIdHash, infoHash);
      return {
        keyInfo: labeledInfo(HPKE_SUITE, 'key', context, N_KEY),
        nonceInfo: labeledInfo(HPKE_SUITE, 'base_nonce', context, N_NONCE),
      };
    });
    lastSchedule = { info: id, schedule };
    schedule.catch(() => (lastSchedule = undefined));
  }
  return lastSchedule.schedule;
}

/**
 * ECDH with `peer`, the DHKEM shared secret over `enc ‖ pkR` (uncompressed, given lazily because a
 * compressed enc is decompressed while the ECDH runs), then the key schedule: a non-extractable AES-GCM
 * key and the base nonce. The raw ECDH output, its labelled copy and the shared secret are zeroed once
 * used, also when a step throws; the AEAD key never exists as bytes.
 */
async function deriveContext(
  privateKey: CryptoKey,
  peer: CryptoKey,
  kemContext: Promise<Uint8Array>,
  info: Uint8Array,
): Promise<{ key: CryptoKey; nonce: Uint8Array }> {
  const schedule = keySchedule(info);
  secretIkm ??= importHkdf(labeledIkm(HPKE_SUITE, 'secret', EMPTY));
  const dh = new Uint8Array(
    await subtle().deriveBits({ name: 'ECDH', public: peer }, privateKey, 8 * N_SECRET),
  );
  const ikm = concatBytes(EAE_PRK, dh);
  let sharedSecret: Uint8Array | undefined;
  try {
    const dhKey = await importHkdf(ikm);
    ikm.fill(0);
    dh.fill(0);
    const sharedInfo = labeledInfo(KEM_SUITE, 'shared_secret', await kemContext, N_SECRET);
    sharedSecret = new Uint8Array(
      await subtle().deriveBits(hkdfParams(EMPTY, sharedInfo), dhKey, 8 * N_SECRET),
    );
    const [{ keyInfo, nonceInfo }, secret] = await Promise.all([schedule, secretIkm]);
    const [key, nonce] = await Promise.all([
      subtle().deriveKey(
        hkdfParams(sharedSecret, keyInfo),
        secret,
        { name: 'AES-GCM', length: 8 * N_KEY },
        false,
        ['encrypt', 'decrypt'],
      ),
      subtle().deriveBits(hkdfParams(sharedSecret, nonceInfo), secret, 8 * N_NONCE),
    ]);
    return { key, nonce: new Uint8Array(nonce) };
  } finally {
    ikm.fill(0);
    dh.fill(0);
    sharedSecret?.fill(0);
  }
}

/** The recipient of an HPKE message: a non-extractable ECDH key and its uncompressed public point. */
export interface HpkeRecipient {
  privateKey: CryptoKey;
  publicKey: Uint8Array;
}

/**
 * Opens one HPKE message whose `enc` is a point in either SEC1 form; `aad` is made from the uncompressed
 * enc and recipient point. Throws `INVALID_PUBLIC_KEY`, `TRUNCATED_CIPHERTEXT` or `DECRYPTION_FAILED`.
 */
export async function hpkeOpenWith(
  recipient: HpkeRecipient | Promise<HpkeRecipient>,
  enc: Uint8Array,
  ciphertext: Uint8Array,
  info: Uint8Array,
  aad: (enc: Uint8Array, recipient: Uint8Array) => Uint8Array,
): Promise<Uint8Array> {
  const [{ privateKey, publicKey }, { key: peer, point: encPoint }] = await Promise.all([
    recipient,
    importPointDeferred(enc, 'ECDH'),
  ]);
  if (ciphertext.length < 16) {
    throw new KeyholdError(
      'TRUNCATED_CIPHERTEXT',
      'The ciphertext is shorter than its 16-byte authentication tag.',
    );
  }
  const { key, nonce } = await deriveContext(
    privateKey,
    peer,
    encPoint.then((point) => concatBytes(point, publicKey)),
    info,
  );
  const point = await encPoint;
  try {
    return new Uint8Array(
      await subtle().decrypt(
        {
          name: 'AES-GCM',
          iv: bufferSource(nonce),
          additionalData: bufferSource(aad(point, publicKey)),
          tagLength: 128,
        },
        key,
        bufferSource(ciphertext),
      ),
    );
  } catch (cause) {
    throw new KeyholdError(
      'DECRYPTION_FAILED',
      'Decryption failed: the data was sealed to another key, or altered.',
      { cause },
    );
  } finally {
    nonce.fill(0);
  }
}

/**
 * Opens one HPKE message. `enc` (either SEC1 form) and the recipient public key (uncompressed) are
 * points. Throws `DECRYPTION_FAILED` when the key is wrong or the ciphertext, tag or AAD was altered.
 */
export async function hpkeOpen(
  recipient: HpkeRecipient,
  enc: Uint8Array,
  ciphertext: Uint8Array,
  info: Uint8Array,
  aad: Uint8Array,
): Promise<Uint8Array> {
  return hpkeOpenWith(recipient, enc, ciphertext, info, () => aad);
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
  const { key: recipientKey, point: pkR } = await importPoint(recipientPublicKey, 'ECDH');
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
  const { key, nonce } = await deriveContext(
    ephemeral.key,
    recipientKey,
    Promise.resolve(concatBytes(enc, pkR)),
    info,
  );
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
