// Runs in real Chromium: times the core's crypto beside @hpke/core and @noble/curves doing the same jobs.
import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { p256 } from '@noble/curves/nist.js';
import {
  base58checkDecode,
  concatBytes,
  decompressPublicKey,
  fromHex,
  generateClientKeyPair,
  generateP256PrivateKey,
  importSessionKey,
  openSessionKeyBundle,
  sealSessionKeyBundle,
  stamp,
  utf8Encode,
  verifyStamp,
} from '@keyhold/core/crypto';

interface Row {
  name: string;
  iterations: number;
  medianMs: number;
  p95Ms: number;
  opsPerSecond: number;
}

const BATCH = 20;

// performance.now() is coarse (0.1 ms) in a page that is not cross-origin isolated, so time batches.
async function time(name: string, batches: number, fn: () => Promise<unknown> | unknown): Promise<Row> {
  for (let i = 0; i < 5; i++) await fn(); // warm-up
  const samples: number[] = [];
  for (let b = 0; b < batches; b++) {
    const t0 = performance.now();
    for (let i = 0; i < BATCH; i++) await fn();
    samples.push((performance.now() - t0) / BATCH);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)]!;
  const p95 = samples[Math.floor(samples.length * 0.95)]!;
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return { name, iterations: batches * BATCH, medianMs: median, p95Ms: p95, opsPerSecond: 1000 / mean };
}

async function run(): Promise<Row[]> {
  const N = 25; // batches of BATCH operations
  const rows: Row[] = [];
  const client = await generateClientKeyPair();
  const bundle = await sealSessionKeyBundle(generateP256PrivateKey(), client.publicKey);
  const signer = await importSessionKey(await openSessionKeyBundle(bundle, client));
  const payload = JSON.stringify({ operation: 'EXPORT', accountId: 'EmbeddedWallet:1', nickname: 'Zoë' });
  const header = await stamp(payload, signer);

  rows.push(await time('keyhold generateClientKeyPair', N, () => generateClientKeyPair()));
  rows.push(await time('keyhold openSessionKeyBundle', N, () => openSessionKeyBundle(bundle, client)));
  rows.push(
    await time('keyhold open + importSessionKey', N, async () =>
      importSessionKey(await openSessionKeyBundle(bundle, client)),
    ),
  );
  rows.push(await time('keyhold stamp', N, () => stamp(payload, signer)));
  rows.push(await time('keyhold verifyStamp', N, () => verifyStamp(payload, header)));
  rows.push(
    await time('keyhold sealSessionKeyBundle', N, () =>
      sealSessionKeyBundle(generateP256PrivateKey(), client.publicKey),
    ),
  );

  // Anchor 1: @hpke/core opening the same bundle (enc given uncompressed, as RFC 9180 wants).
  const suite = new CipherSuite({
    kem: new DhkemP256HkdfSha256(),
    kdf: new HkdfSha256(),
    aead: new Aes256Gcm(),
  });
  const recipient = await suite.kem.generateKeyPair();
  const recipientPublic = new Uint8Array(await suite.kem.serializePublicKey(recipient.publicKey));
  const payloadBytes = base58checkDecode(
    await sealSessionKeyBundle(generateP256PrivateKey(), decompressPublicKey(recipientPublic)),
  );
  const enc = fromHex(decompressPublicKey(payloadBytes.subarray(0, 33)));
  const info = utf8Encode('turnkey_hpke');
  rows.push(
    await time('anchor @hpke/core open', N, () =>
      suite.open(
        { recipientKey: recipient, enc: enc.buffer as ArrayBuffer, info },
        payloadBytes.subarray(33),
        concatBytes(enc, recipientPublic),
      ),
    ),
  );
  // Anchor 2: @noble/curves signing and verifying in pure JS (what WebCrypto replaces).
  const sk = generateP256PrivateKey();
  const pk = p256.getPublicKey(sk);
  const msg = utf8Encode(payload);
  const sig = p256.sign(msg, sk);
  rows.push(await time('anchor @noble/curves p256.sign', N, () => p256.sign(msg, sk)));
  rows.push(
    await time('anchor @noble/curves p256.verify', N, () => p256.verify(sig, msg, pk, { lowS: false })),
  );
  return rows;
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
