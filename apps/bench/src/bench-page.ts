// Runs in real Chromium: times the core's crypto beside the raw WebCrypto floor for the same work,
// @hpke/core, @turnkey/crypto and @turnkey/api-key-stamper, in interleaved rounds (every candidate runs
// one batch per round, so drift in the machine's load hits them all alike). Then times how fast
// oversized or malformed inputs are refused.
import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { p256 } from '@noble/curves/nist.js';
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { decryptCredentialBundle } from '@turnkey/crypto';
import {
  base58checkDecode,
  concatBytes,
  decompressPublicKey,
  fromHex,
  generateClientKeyPair,
  generateP256PrivateKey,
  getPublicKey,
  importSessionKey,
  openExportEnvelope,
  openSessionKeyBundle,
  sealSessionKeyBundle,
  stamp,
  toHex,
  utf8Encode,
  verifyStamp,
} from '@keyhold/core/crypto';
import { PKCS8_PREFIX, sameWorkFloor } from './same-work-floor.js';

interface Row {
  name: string;
  iterations: number;
  medianMs: number;
  p95Ms: number;
  opsPerSecond: number;
  note?: string;
}

const BATCH = 20;
const ROUNDS = 50;
const subtle = crypto.subtle;

type Job = () => Promise<unknown> | unknown;

// performance.now() is coarse (0.1 ms) in a page that is not cross-origin isolated, so time batches.
async function interleaved(jobs: Array<[string, Job]>): Promise<Map<string, Row>> {
  const samples = new Map<string, number[]>(jobs.map(([name]) => [name, []]));
  for (const [, fn] of jobs) for (let i = 0; i < 5; i++) await fn(); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, fn] of jobs) {
      const t0 = performance.now();
      for (let i = 0; i < BATCH; i++) await fn();
      samples.get(name)!.push((performance.now() - t0) / BATCH);
    }
  }
  const rows = new Map<string, Row>();
  for (const [name, list] of samples) {
    list.sort((a, b) => a - b);
    const mean = list.reduce((a, b) => a + b, 0) / list.length;
    rows.set(name, {
      name,
      iterations: ROUNDS * BATCH,
      medianMs: list[Math.floor(list.length / 2)]!,
      p95Ms: list[Math.floor(list.length * 0.95)]!,
      opsPerSecond: 1000 / mean,
    });
  }
  return rows;
}

/** Time of one call that must be refused, in ms (median of 5). */
async function refusal(name: string, fn: () => Promise<unknown>): Promise<Row> {
  const times: number[] = [];
  let code = '';
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    try {
      await fn();
      code = 'accepted!';
    } catch (err) {
      code = (err as { code?: string }).code ?? String(err);
    }
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    iterations: 5,
    medianMs: times[2]!,
    p95Ms: times[4]!,
    opsPerSecond: 1000 / times[2]!,
    note: code,
  };
}

const SAME_OPEN = 'floor (same work): base58check + RFC 9180 open of the bundle';
const SAME_OPEN_IMPORT = 'floor (same work): open + import with its public key';

const HKDF = { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(), info: utf8Encode('floor') };

/** The raw WebCrypto floor: the fewest calls that do an ECDH + HKDF + AES-GCM open of the same size. */
async function floorSetup() {
  const recipient = (await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
    'deriveBits',
  ])) as CryptoKeyPair;
  const sender = (await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
    'deriveBits',
  ])) as CryptoKeyPair;
  const enc = new Uint8Array(await subtle.exportKey('raw', sender.publicKey));
  const iv = new Uint8Array(12);
  const aesKey = async (priv: CryptoKey, pub: CryptoKey, usage: KeyUsage) => {
    const dh = await subtle.deriveBits({ name: 'ECDH', public: pub }, priv, 256);
    const ikm = await subtle.importKey('raw', dh, 'HKDF', false, ['deriveKey']);
    return subtle.deriveKey(HKDF, ikm, { name: 'AES-GCM', length: 256 }, false, [usage]);
  };
  const scalar = generateP256PrivateKey();
  const ct = await subtle.encrypt(
    { name: 'AES-GCM', iv },
    await aesKey(sender.privateKey, recipient.publicKey, 'encrypt'),
    new Uint8Array(scalar),
  );
  const open = async () => {
    const pub = await subtle.importKey('raw', enc, { name: 'ECDH', namedCurve: 'P-256' }, true, []);
    const key = await aesKey(recipient.privateKey, pub, 'decrypt');
    return new Uint8Array(await subtle.decrypt({ name: 'AES-GCM', iv }, key, ct));
  };
  const importKey = (raw: Uint8Array) =>
    subtle.importKey(
      'pkcs8',
      concatBytes(PKCS8_PREFIX, raw) as Uint8Array<ArrayBuffer>,
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['sign'],
    );
  return { open, importKey };
}

async function run(): Promise<Row[]> {
  const payload = JSON.stringify({ operation: 'EXPORT', accountId: 'EmbeddedWallet:1', nickname: 'Zoë' });
  const msg = utf8Encode(payload);

  // Keyhold: a client key pair (non-extractable), a bundle sealed to it, a session key.
  const client = await generateClientKeyPair();
  const sessionScalar = generateP256PrivateKey();
  const bundle = await sealSessionKeyBundle(sessionScalar, client.publicKey);
  const signer = await importSessionKey(await openSessionKeyBundle(bundle, client));
  const header = await stamp(payload, signer);

  // @turnkey/crypto opens the same format with a raw recipient key (hex).
  const turnkeyRecipient = generateP256PrivateKey();
  const turnkeyBundle = await sealSessionKeyBundle(sessionScalar, getPublicKey(turnkeyRecipient, false));
  const turnkeyRecipientHex = toHex(turnkeyRecipient);
  if (decryptCredentialBundle(turnkeyBundle, turnkeyRecipientHex) !== toHex(sessionScalar)) {
    throw new Error('@turnkey/crypto did not open the bundle to the same key');
  }
  const stamper = () =>
    new ApiKeyStamper({
      apiPublicKey: getPublicKey(sessionScalar, true),
      apiPrivateKey: toHex(sessionScalar),
    });

  // @hpke/core opens the same bundle (enc given uncompressed, as RFC 9180 wants).
  const suite = new CipherSuite({
    kem: new DhkemP256HkdfSha256(),
    kdf: new HkdfSha256(),
    aead: new Aes256Gcm(),
  });
  const recipient = await suite.kem.generateKeyPair();
  const recipientPublic = new Uint8Array(await suite.kem.serializePublicKey(recipient.publicKey));
  const payloadBytes = await base58checkDecode(
    await sealSessionKeyBundle(sessionScalar, toHex(recipientPublic)),
  );
  const enc = fromHex(decompressPublicKey(payloadBytes.subarray(0, 33)));
  const info = utf8Encode('turnkey_hpke');

  const floor = await floorSetup();
  const bundlePayload = await base58checkDecode(bundle);
  const bundleChecksum = new Uint8Array(
    await subtle.digest('SHA-256', await subtle.digest('SHA-256', new Uint8Array(bundlePayload))),
  ).slice(0, 4);
  const same = await sameWorkFloor(bundlePayload, bundleChecksum, {
    privateKey: client.privateKey,
    point: fromHex(client.publicKey),
  });
  if (toHex(await same.open()) !== toHex(sessionScalar)) throw new Error('the same-work floor opened wrong');
  const sk = generateP256PrivateKey();
  const pk = p256.getPublicKey(sk);
  const sig = p256.sign(msg, sk);

  const rows = await interleaved([
    ['floor: WebCrypto ECDH + HKDF + AES-GCM open', () => floor.open()],
    [SAME_OPEN, () => same.open()],
    ['keyhold openSessionKeyBundle', () => openSessionKeyBundle(bundle, client)],
    [
      'anchor @hpke/core open',
      () =>
        suite.open(
          { recipientKey: recipient, enc: enc.buffer as ArrayBuffer, info },
          payloadBytes.subarray(33),
          concatBytes(enc, recipientPublic),
        ),
    ],
    [
      'anchor @turnkey/crypto decryptCredentialBundle',
      () => decryptCredentialBundle(turnkeyBundle, turnkeyRecipientHex),
    ],
    ['floor: open + PKCS#8 import', async () => floor.importKey(await floor.open())],
    [SAME_OPEN_IMPORT, async () => same.importKey(await same.open())],
    [
      'keyhold open + importSessionKey',
      async () => importSessionKey(await openSessionKeyBundle(bundle, client)),
    ],
    [
      'floor: PKCS#8 import + ECDSA sign',
      async () =>
        subtle.sign(
          { name: 'ECDSA', hash: 'SHA-256' },
          await floor.importKey(sessionScalar),
          new Uint8Array(msg),
        ),
    ],
    [
      'keyhold importSessionKey + stamp',
      async () => stamp(payload, await importSessionKey(sessionScalar.slice())),
    ],
    ['anchor @turnkey/api-key-stamper new + stamp', () => stamper().stamp(payload)],
    ['keyhold stamp', () => stamp(payload, signer)],
    ['keyhold verifyStamp', () => verifyStamp(payload, header)],
    ['keyhold generateClientKeyPair', () => generateClientKeyPair()],
    ['keyhold sealSessionKeyBundle', () => sealSessionKeyBundle(generateP256PrivateKey(), client.publicKey)],
    ['anchor @noble/curves p256.sign', () => p256.sign(msg, sk)],
    ['anchor @noble/curves p256.verify', () => p256.verify(sig, msg, pk, { lowS: false })],
  ]);
  const ratio = (name: string, base: string) =>
    `${(rows.get(name)!.medianMs / rows.get(base)!.medianMs).toFixed(2)}x ${base}`;
  const note = (name: string, text: string) => (rows.get(name)!.note = text);
  const floorOpen = 'floor: WebCrypto ECDH + HKDF + AES-GCM open';
  note(SAME_OPEN, ratio(SAME_OPEN, floorOpen));
  note(
    'keyhold openSessionKeyBundle',
    `${ratio('keyhold openSessionKeyBundle', SAME_OPEN)}; ${ratio('keyhold openSessionKeyBundle', floorOpen)}`,
  );
  note('anchor @hpke/core open', ratio('anchor @hpke/core open', floorOpen));
  note(SAME_OPEN_IMPORT, ratio(SAME_OPEN_IMPORT, 'floor: open + PKCS#8 import'));
  note(
    'anchor @turnkey/crypto decryptCredentialBundle',
    ratio('anchor @turnkey/crypto decryptCredentialBundle', floorOpen),
  );
  note(
    'keyhold open + importSessionKey',
    `${ratio('keyhold open + importSessionKey', SAME_OPEN_IMPORT)}; ${ratio('keyhold open + importSessionKey', 'floor: open + PKCS#8 import')}`,
  );
  note(
    'keyhold importSessionKey + stamp',
    ratio('keyhold importSessionKey + stamp', 'anchor @turnkey/api-key-stamper new + stamp'),
  );

  // Oversized and malformed input: how long until the typed error.
  const huge = (n: number) => '2'.repeat(n);
  const refused = [
    await refusal('refuse: encryptedSessionSigningKey of 200 000 chars', () =>
      openSessionKeyBundle(huge(200_000), client),
    ),
    await refusal('refuse: encryptedSessionSigningKey of 118 chars', () =>
      openSessionKeyBundle(huge(118), client),
    ),
    await refusal('refuse: malformed bundle (bad character), 117 chars', () =>
      openSessionKeyBundle(huge(116) + '0', client),
    ),
    await refusal('refuse: stamp header of 1 000 000 chars', async () => {
      const r = await verifyStamp(payload, 'e'.repeat(1_000_000));
      throw Object.assign(new Error(r.error), { code: r.error });
    }),
    await refusal('refuse: export envelope of 1 000 000 chars', () =>
      openExportEnvelope(`{"version":"v1.0.0","data":"${'00'.repeat(500_000)}"}`, client),
    ),
    await refusal('refuse: base58checkDecode of 200 000 chars', () => base58checkDecode(huge(200_000))),
  ];
  return [...rows.values(), ...refused];
}

declare global {
  interface Window {
    __bench?: Promise<Row[]>;
  }
}
window.__bench = run();
window.__bench.then(
  (rows) => (document.getElementById('out')!.textContent = JSON.stringify(rows, null, 2)),
  (err) => (document.getElementById('out')!.textContent = String(err)),
);
