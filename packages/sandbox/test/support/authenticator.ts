/**
 * A small software WebAuthn authenticator (ES256, "none" attestation, user verified) for tests:
 * node:crypto P-256 keys and the CBOR encoder of @simplewebauthn/server's helpers.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (b: Uint8Array | string): string => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string): Buffer => createHash('sha256').update(b).digest();

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private counter = 0;

  constructor(
    readonly origin = 'http://localhost:5173',
    readonly rpId = 'localhost',
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    this.privateKey = pair.privateKey;
    const jwk = pair.publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x!, y: jwk.y! };
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** navigator.credentials.create(): `challenge` is the raw challenge bytes. */
  register(challenge: Uint8Array, opts: { origin?: string; rpId?: string; flags?: number } = {}) {
    const clientData = JSON.stringify({
      type: 'webauthn.create',
      challenge: b64url(challenge),
      origin: opts.origin ?? this.origin,
      crossOrigin: false,
    });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(this.publicJwk.x, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(this.publicJwk.y, 'base64url'))],
    ]);
    const idLen = Buffer.alloc(2);
    idLen.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(opts.rpId ?? this.rpId),
      Buffer.from([opts.flags ?? 0x45]), // UP | UV | AT
      Buffer.alloc(4),
      Buffer.alloc(16), // AAGUID
      idLen,
      this.credentialId,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    return {
      credentialId: this.id,
      clientDataJson: b64url(clientData),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    };
  }

  /**
   * navigator.credentials.get(): `challenge` is the raw challenge bytes; `topOrigin`: made in a
   * cross-origin frame under a page of that origin (`crossOrigin: true`, as browsers write it).
   */
  assert(challenge: Uint8Array, opts: { origin?: string; flags?: number; topOrigin?: string } = {}) {
    this.counter++;
    const clientData = JSON.stringify({
      type: 'webauthn.get',
      challenge: b64url(challenge),
      origin: opts.origin ?? this.origin,
      crossOrigin: opts.topOrigin !== undefined,
      ...(opts.topOrigin !== undefined ? { topOrigin: opts.topOrigin } : {}),
    });
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const authData = Buffer.concat([sha256(this.rpId), Buffer.from([opts.flags ?? 0x05]), count]);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    return {
      credentialId: this.id,
      clientDataJson: b64url(clientData),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
    };
  }
}
