// encryptedWalletCredentials (wire-formats.md §8): a signed JSON envelope around an HPKE-sealed mnemonic.
import { KeyholdError, tooLarge } from '../errors.js';
import type { ClientKeyPair } from './client-key.js';
import { toRecipient } from './recipient.js';
import { fromHex, toHex, utf8Decode, utf8Encode } from './encoding.js';
import { hpkeOpenWith, hpkeSeal } from './hpke.js';
import { decompressPublicKey, uncompressedPointBytes } from './p256-sync.js';
import { importPrivateScalar, signDer, verifyDerSignature } from './p256.js';
import { HPKE_INFO, hpkeAad } from './session-key.js';

/** The export envelope version this library reads and writes. */
export const EXPORT_ENVELOPE_VERSION = 'v1.0.0';

/**
 * The longest `encryptedWalletCredentials` read: 16 KiB holds a 24-word mnemonic (at most 216 bytes)
 * sealed and hex-encoded twice over with room for a long `organizationId`; a longer value is
 * `INPUT_TOO_LARGE` before it is parsed.
 */
export const EXPORT_ENVELOPE_MAX_CHARS = 16_384;

/** Options of {@link openExportEnvelope}. */
export interface OpenExportOptions {
  /** Enclave signing keys (either point form) whose signature is trusted. */
  trustedSigners?: string[];
  /** Accept an envelope without a signature, or signed by an unlisted key (sandbox mode only). */
  allowUnsigned?: boolean;
  /** When given, the envelope's `organizationId` must equal it. */
  organizationId?: string;
  /**
   * When given, the envelope's signed data must name this account and this request (the export the
   * person approved: its payload's `accountId` and `requestId`), or `EXPORT_NOT_BOUND` is thrown before
   * anything is decrypted. An envelope naming neither is refused too.
   */
  boundTo?: { accountId: string; requestId: string };
}

const malformed = (problem: string, cause?: unknown) =>
  new KeyholdError(
    'MALFORMED_ENVELOPE',
    `The export envelope is malformed: ${problem}.`,
    cause === undefined ? {} : { cause },
  );

function field(obj: Record<string, unknown>, name: string): string {
  const v = obj[name];
  if (typeof v !== 'string') throw malformed(`no ${name} string`);
  return v;
}

function parseObject(text: string, what: string): Record<string, unknown> {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (cause) {
    throw malformed(`the ${what} is not JSON`, cause);
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    throw malformed(`the ${what} is not a JSON object`);
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
 * `UNTRUSTED_SIGNER`, `ORGANIZATION_MISMATCH`, `EXPORT_NOT_BOUND`, `DECRYPTION_FAILED`, `TRUNCATED_CIPHERTEXT`, `INVALID_UTF8`.
 */
export async function openExportEnvelope(
  envelope: string,
  recipient: ClientKeyPair | Uint8Array,
  options: OpenExportOptions = {},
): Promise<string> {
  if (typeof envelope !== 'string') throw malformed('not a string');
  if (envelope.length > EXPORT_ENVELOPE_MAX_CHARS) {
    throw tooLarge('export envelope', envelope.length, EXPORT_ENVELOPE_MAX_CHARS);
  }
  const outer = parseObject(envelope, 'text');
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
    throw malformed('the data is not hex', cause);
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
  const inner = parseObject(utf8Decode(data), 'data');
  if (options.organizationId !== undefined && inner.organizationId !== options.organizationId) {
    throw new KeyholdError('ORGANIZATION_MISMATCH', 'The export envelope belongs to another organization.');
  }
  const bound = options.boundTo;
  if (bound && (inner.accountId !== bound.accountId || inner.requestId !== bound.requestId)) {
    throw new KeyholdError(
      'EXPORT_NOT_BOUND',
      'The export envelope does not name the account and the request that were approved.',
      {
        details: {
          expected: bound,
          got: {
            accountId: typeof inner.accountId === 'string' ? inner.accountId : null,
            requestId: typeof inner.requestId === 'string' ? inner.requestId : null,
          },
        },
      },
    );
  }
  let enc: Uint8Array;
  let ciphertext: Uint8Array;
  try {
    enc = uncompressedPointBytes(field(inner, 'encappedPublic'));
    ciphertext = fromHex(field(inner, 'ciphertext'));
  } catch (cause) {
    if (cause instanceof KeyholdError && cause.code === 'MALFORMED_ENVELOPE') throw cause;
    throw malformed('the encapsulated key or the ciphertext is not a point or hex', cause);
  }
  const plaintext = await hpkeOpenWith(toRecipient(recipient), enc, ciphertext, HPKE_INFO, hpkeAad);
  try {
    return utf8Decode(plaintext);
  } finally {
    plaintext.fill(0);
  }
}

/** Options of {@link sealExportEnvelope}. */
export interface SealExportOptions {
  organizationId: string;
  /** The exported account, named in the signed data (binds the envelope to it; see `boundTo`). */
  accountId?: string;
  /** The export request it answers, named in the signed data. */
  requestId?: string;
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
    ...(options.accountId === undefined ? {} : { accountId: options.accountId }),
    ...(options.requestId === undefined ? {} : { requestId: options.requestId }),
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
