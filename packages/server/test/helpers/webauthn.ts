import {
  rawToDerSignature,
  sha256Hex,
  fromHex,
  toBase64Url,
  utf8Encode,
  concatBytes,
} from '@keyhold/protocol/crypto';

/** A tiny CBOR encoder: enough for a `none` attestation object and a COSE EC2 key. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [k: string]: Cbor };

function head(major: number, n: number): Uint8Array {
  if (n < 24) return new Uint8Array([(major << 5) | n]);
  if (n < 0x100) return new Uint8Array([(major << 5) | 24, n]);
  if (n < 0x10000) return new Uint8Array([(major << 5) | 25, n >> 8, n & 0xff]);
  return new Uint8Array([(major << 5) | 26, (n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]);
}

export function cbor(value: Cbor): Uint8Array {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = utf8Encode(value);
    return concatBytes(head(3, bytes.length), bytes);
  }
  if (value instanceof Uint8Array) return concatBytes(head(2, value.length), value);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return concatBytes(head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)]));
}

/** A software WebAuthn authenticator (ES256, `none` attestation, user verified) for Node tests. */
export class SoftAuthenticator {
  readonly credentialId = crypto.getRandomValues(new Uint8Array(16));
  #keys: CryptoKeyPair | undefined;
  #counter = 0;

  constructor(
    readonly rpId: string,
    readonly origin: string,
  ) {}

  async #keyPair(): Promise<CryptoKeyPair> {
    this.#keys ??= await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ]);
    return this.#keys;
  }

  async #rpIdHash(): Promise<Uint8Array> {
    return fromHex(await sha256Hex(this.rpId));
  }

  /** `navigator.credentials.create()` answer for a challenge given as base64url text. */
  async register(challenge: string): Promise<{
    credentialId: string;
    clientDataJson: string;
    attestationObject: string;
    transports: string[];
  }> {
    const keys = await this.#keyPair();
    const jwk = await crypto.subtle.exportKey('jwk', keys.publicKey);
    const b64 = (s: string) => Uint8Array.from(Buffer.from(s, 'base64url'));
    const cose = new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, b64(jwk.x!)],
      [-3, b64(jwk.y!)],
    ]);
    const idLength = new Uint8Array([this.credentialId.length >> 8, this.credentialId.length & 0xff]);
    const authData = concatBytes(
      await this.#rpIdHash(),
      new Uint8Array([0x45]), // UP | UV | AT
      new Uint8Array(4),
      new Uint8Array(16), // AAGUID
      idLength,
      this.credentialId,
      cbor(cose),
    );
    const clientData = JSON.stringify({
      type: 'webauthn.create',
      challenge,
      origin: this.origin,
      crossOrigin: false,
    });
    return {
      credentialId: toBase64Url(this.credentialId),
      clientDataJson: toBase64Url(utf8Encode(clientData)),
      attestationObject: toBase64Url(cbor({ fmt: 'none', attStmt: {}, authData })),
      transports: ['internal'],
    };
  }

  /** `navigator.credentials.get()` answer; the challenge string is used as its UTF-8 bytes (wire-formats §6). */
  async assert(challenge: string): Promise<{
    credentialId: string;
    clientDataJson: string;
    authenticatorData: string;
    signature: string;
  }> {
    const keys = await this.#keyPair();
    this.#counter++;
    const counter = new Uint8Array([0, 0, 0, this.#counter]);
    const authenticatorData = concatBytes(await this.#rpIdHash(), new Uint8Array([0x05]), counter);
    const clientData = utf8Encode(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: toBase64Url(utf8Encode(challenge)),
        origin: this.origin,
        crossOrigin: false,
      }),
    );
    const clientDataHash = fromHex(await sha256Hex(clientData));
    const raw = new Uint8Array(
      await crypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        keys.privateKey,
        concatBytes(authenticatorData, clientDataHash) as Uint8Array<ArrayBuffer>,
      ),
    );
    return {
      credentialId: toBase64Url(this.credentialId),
      clientDataJson: toBase64Url(clientData),
      authenticatorData: toBase64Url(authenticatorData),
      signature: toBase64Url(rawToDerSignature(raw)),
    };
  }
}
