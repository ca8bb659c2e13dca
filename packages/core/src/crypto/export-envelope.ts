// encryptedWalletCredentials (wire-formats.md §8): a signed JSON envelope around an HPKE-sealed mnemonic.
import { KeyholdError } from '../errors.js';
import { type ClientKeyPair, toRecipient } from './client-key.js';
import { fromHex, toHex, utf8Decode, utf8Encode } from './encoding.js';
import { hpkeOpen, hpkeSeal } from './hpke.js';
import {
  decompressPublicKey,
  importPrivateScalar,
  signDer,
  uncompressedPointBytes,
  verifyDerSignature,
} from './p256.js';
import { HPKE_INFO, hpkeAad } from './session-key.js';

export const EXPORT_ENVELOPE_VERSION = 'v1.0.0';

/** Options of {@link openExportEnvelope}. */
export interface OpenExportOptions {
  /** Enclave signing keys (either point form) whose signature is trusted. */
  trustedSigners?: string[];
  /** Accept an envelope without a signature, or signed by an unlisted key (sandbox mode only). */
  allowUnsigned?: boolean;
  /** When given, the envelope's `organizationId` must equal it. */
  organizationId?: string;
}

function field(obj: Record<string, unknown>, name: string): string {
  const v = obj[name];
  if (typeof v !== 'string')
    throw new KeyholdError('MALFORMED_ENVELOPE', `The export envelope has no ${name} string.`);
  return v;
}

function parseObject(text: string, what: string): Record<string, unknown> {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (cause) {
    throw new KeyholdError('MALFORMED_ENVELOPE', `The ${what} is not JSON.`, { cause });
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    throw new KeyholdError('MALFORMED_ENVELOPE', `The ${what} is not a JSON object.`);
  }
  return v as Record<string, unknown>;
}

function sameKey(a: string, b: string): boolean {
  try {
    return decompressPublicKey(a) === decompressPublicKey(b);
  } catch {
    return false;
  }
}

/**
 * Checks the envelope's enclave signature (before anything is decrypted), then opens the mnemonic.
 *
 * Errors: `MALFORMED_ENVELOPE`, `UNSUPPORTED_VERSION`, `UNSIGNED_ENVELOPE`, `INVALID_ENVELOPE_SIGNATURE`,
 * `UNTRUSTED_SIGNER`, `ORGANIZATION_MISMATCH`, `DECRYPTION_FAILED`, `TRUNCATED_CIPHERTEXT`, `INVALID_UTF8`.
 */
export async function openExportEnvelope(
  envelope: string,
  recipient: ClientKeyPair | Uint8Array,
  options: OpenExportOptions = {},
): Promise<string> {
  const outer = parseObject(envelope, 'export envelope');
  if (outer.version !== EXPORT_ENVELOPE_VERSION) {
    throw new KeyholdError(
      'UNSUPPORTED_VERSION',
      `The export envelope version must be ${EXPORT_ENVELOPE_VERSION}.`,
    );
  }
  let data: Uint8Array;
  try {
    data = fromHex(field(outer, 'data'));
  } catch (cause) {
    if (cause instanceof KeyholdError && cause.code === 'MALFORMED_ENVELOPE') throw cause;
    throw new KeyholdError('MALFORMED_ENVELOPE', 'The export envelope data is not hex.', { cause });
  }
  const signature = typeof outer.dataSignature === 'string' ? outer.dataSignature : '';
  const signer = typeof outer.enclaveQuorumPublic === 'string' ? outer.enclaveQuorumPublic : '';
  if (!signature || !signer) {
    if (!options.allowUnsigned) {
      throw new KeyholdError('UNSIGNED_ENVELOPE', 'The export envelope is not signed by the enclave.');
    }
  } else {
    let sig: Uint8Array;
    try {
      sig = fromHex(signature);
    } catch (cause) {
      throw new KeyholdError('INVALID_ENVELOPE_SIGNATURE', 'The export envelope signature is not hex.', {
        cause,
      });
    }
    if (!(await verifyDerSignature(signer, data, sig))) {
      throw new KeyholdError('INVALID_ENVELOPE_SIGNATURE', 'The export envelope signature does not verify.');
    }
    const trusted = options.trustedSigners ?? [];
    if (trusted.length > 0 ? !trusted.some((t) => sameKey(t, signer)) : !options.allowUnsigned) {
      throw new KeyholdError(
        'UNTRUSTED_SIGNER',
        'The export envelope is signed by a key that is not trusted.',
      );
    }
  }
  const inner = parseObject(utf8Decode(data), 'export envelope data');
  if (options.organizationId !== undefined && inner.organizationId !== options.organizationId) {
    throw new KeyholdError('ORGANIZATION_MISMATCH', 'The export envelope belongs to another organization.');
  }
  let enc: Uint8Array;
  let ciphertext: Uint8Array;
  try {
    enc = uncompressedPointBytes(field(inner, 'encappedPublic'));
    ciphertext = fromHex(field(inner, 'ciphertext'));
  } catch (cause) {
    if (cause instanceof KeyholdError && cause.code === 'MALFORMED_ENVELOPE') throw cause;
    throw new KeyholdError('MALFORMED_ENVELOPE', 'The export envelope key or ciphertext is malformed.', {
      cause,
    });
  }
  const opener = await toRecipient(recipient);
  const plaintext = await hpkeOpen(opener, enc, ciphertext, HPKE_INFO, hpkeAad(enc, opener.publicKey));
  try {
    return utf8Decode(plaintext);
  } finally {
    plaintext.fill(0);
  }
}

/** Options of {@link sealExportEnvelope}. */
export interface SealExportOptions {
  organizationId: string;
  /** The enclave signing scalar; without it the envelope is unsigned (sandbox default). */
  signerPrivateKey?: Uint8Array;
  /** Pins the HPKE ephemeral key (test vectors only). */
  ephemeralPrivateKey?: Uint8Array;
}

/** Seals `plaintext` (a mnemonic) to `recipientPublicKey` in the export envelope format. For the sandbox. */
export async function sealExportEnvelope(
  plaintext: string,
  recipientPublicKey: string,
  options: SealExportOptions,
): Promise<string> {
  const { enc, ciphertext } = await hpkeSeal(
    recipientPublicKey,
    utf8Encode(plaintext),
    HPKE_INFO,
    hpkeAad,
    options.ephemeralPrivateKey,
  );
  const inner = JSON.stringify({
    encappedPublic: toHex(enc),
    ciphertext: toHex(ciphertext),
    organizationId: options.organizationId,
  });
  const data = utf8Encode(inner);
  let dataSignature = '';
  let enclaveQuorumPublic = '';
  if (options.signerPrivateKey) {
    const { key, publicKey } = await importPrivateScalar(options.signerPrivateKey, 'ECDSA');
    dataSignature = toHex(await signDer(key, data));
    enclaveQuorumPublic = toHex(publicKey);
  }
  return JSON.stringify({
    version: EXPORT_ENVELOPE_VERSION,
    data: toHex(data),
    dataSignature,
    enclaveQuorumPublic,
  });
}
