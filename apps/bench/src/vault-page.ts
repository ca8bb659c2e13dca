// Runs in real Chromium: what frame mode costs beside page mode. (1) The frame ready: from the vault
// iframe's load event (and from its insertion) to the handshake's `ready` on the port. (2) A stamp with no
// click (a session revocation, the one kind the frame signs without asking): a round trip on the key
// frame's port (the frame reads the session key from its IndexedDB, checks the payload, signs) against the
// same work in page mode (the session key read from this origin's IndexedDB, then signed here).
import { createKeyStore, createWallet, type Wallet } from '@keyhold/core';
import { stamp } from '@keyhold/core/crypto';
import { VAULT_MARKER, VAULT_PROTOCOL_VERSION } from '@keyhold/core/vault-protocol';

interface Row {
  name: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
  minMs: number;
}

const vaultUrl = new URLSearchParams(location.search).get('vault')!;
const FRAME_LOADS = 30;
const STAMPS = 300;
const WARM_UP = 30;

function summarise(name: string, samples: number[]): Row {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
  return { name, runs: s.length, medianMs: at(0.5), p95Ms: at(0.95), minMs: s[0]! };
}

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const r = await fetch(url, init);
  if (!r.ok) throw new Error(`${url}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

interface KeyFrame {
  frame: HTMLIFrameElement;
  port: MessagePort;
  insertedToReadyMs: number;
  loadToReadyMs: number;
}

/** Mounts a key-view vault frame and runs the page's half of the handshake, timing it. */
function mountKeyFrame(): Promise<KeyFrame> {
  const frame = document.createElement('iframe');
  const src = new URL(vaultUrl);
  src.searchParams.set('view', 'key');
  return new Promise((resolve, reject) => {
    let loadAt = NaN;
    const insertedAt = performance.now();
    frame.addEventListener('load', () => (loadAt = performance.now()), { once: true });
    const onMessage = (event: MessageEvent): void => {
      if (event.source !== frame.contentWindow || event.origin !== src.origin) return;
      if ((event.data as { type?: string })?.type !== 'loaded') return;
      window.removeEventListener('message', onMessage);
      const channel = new MessageChannel();
      channel.port1.onmessage = (e: MessageEvent) => {
        if ((e.data as { type?: string })?.type !== 'ready') return reject(new Error(JSON.stringify(e.data)));
        const readyAt = performance.now();
        channel.port1.onmessage = null;
        resolve({
          frame,
          port: channel.port1,
          insertedToReadyMs: readyAt - insertedAt,
          loadToReadyMs: readyAt - loadAt,
        });
      };
      frame.contentWindow!.postMessage(
        { marker: VAULT_MARKER, v: VAULT_PROTOCOL_VERSION, type: 'hello' },
        src.origin,
        [channel.port2],
      );
    };
    window.addEventListener('message', onMessage);
    frame.src = src.href;
    document.body.append(frame);
  });
}

let nextId = 1;
function ask(port: MessagePort, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const id = nextId++;
  return new Promise((resolve) => {
    port.onmessage = (e: MessageEvent) => {
      if ((e.data as { id?: number }).id === id) resolve(e.data as Record<string, unknown>);
    };
    port.postMessage({ ...body, v: VAULT_PROTOCOL_VERSION, id });
  });
}

/** A fresh customer (its cookie signs the page in), then a wallet made for it, signed in by email code. */
async function signIn(make: () => Wallet): Promise<{ sessionId: string; accountId: string }> {
  const setup = await getJson<{ email: string }>('/bench-api/customer', { method: 'POST' });
  const wallet = make();
  const otp = await wallet.emailOtp.start({ email: setup.email });
  const { code } = await getJson<{ code: string }>(`/bench-api/otp?email=${encodeURIComponent(setup.email)}`);
  const session = await otp.verify(code);
  return { sessionId: session.id, accountId: session.accountId };
}

const revocation = (accountId: string, sessionId: string, i: number) =>
  JSON.stringify({
    accountId,
    expiresAt: new Date(Date.now() + 300_000).toISOString(),
    operation: 'REVOKE_SESSION',
    parameters: { sessionId },
    requestId: `Request:bench-${i}`,
  });

async function main(): Promise<Row[]> {
  const rows: Row[] = [];
  // 1. Frame ready.
  const fromLoad: number[] = [];
  const fromInsert: number[] = [];
  for (let i = 0; i < FRAME_LOADS + 1; i++) {
    const k = await mountKeyFrame();
    if (i > 0) {
      fromLoad.push(k.loadToReadyMs);
      fromInsert.push(k.insertedToReadyMs);
    }
    k.port.close();
    k.frame.remove();
  }
  rows.push(summarise('frame ready: iframe load event → handshake ready', fromLoad));
  rows.push(summarise('frame ready: iframe inserted → handshake ready', fromInsert));

  // 2. A no-click stamp, frame mode: a session opened in the vault, stamped over the key frame's port.
  let framed!: Wallet;
  const inVault = await signIn(
    () =>
      (framed = createWallet({
        backendUrl: '/api/wallet',
        vault: { url: vaultUrl },
        channelName: 'bench-frame',
      })),
  );
  const key = await mountKeyFrame();
  const frameSamples: number[] = [];
  for (let i = 0; i < WARM_UP + STAMPS; i++) {
    const payloadToSign = revocation(inVault.accountId, inVault.sessionId, i);
    const t0 = performance.now();
    const answer = await ask(key.port, { type: 'stamp', sessionId: inVault.sessionId, payloadToSign });
    const ms = performance.now() - t0;
    if (answer['type'] !== 'result') throw new Error(JSON.stringify(answer));
    if (i >= WARM_UP) frameSamples.push(ms);
  }
  rows.push(
    summarise('no-click stamp, frame mode (port round trip: read key, check payload, sign)', frameSamples),
  );

  // The same work in page mode: the session key read from this origin's IndexedDB, then signed here.
  const store = createKeyStore({ dbName: 'keyhold-bench-page' });
  let paged!: Wallet;
  const inPage = await signIn(
    () => (paged = createWallet({ backendUrl: '/api/wallet', keyStore: store, channelName: 'bench-page' })),
  );
  const pageSamples: number[] = [];
  for (let i = 0; i < WARM_UP + STAMPS; i++) {
    const payloadToSign = revocation(inPage.accountId, inPage.sessionId, i);
    const t0 = performance.now();
    const session = await store.getSession(inPage.sessionId);
    await stamp(payloadToSign, { privateKey: session!.privateKey!, publicKey: session!.publicKey! });
    const ms = performance.now() - t0;
    if (i >= WARM_UP) pageSamples.push(ms);
  }
  rows.push(summarise('no-click stamp, page mode (read key from IndexedDB, sign)', pageSamples));
  framed.close();
  paged.close();
  return rows;
}

declare global {
  interface Window {
    __vault?: Promise<Row[]>;
  }
}

window.__vault = main();
window.__vault.then(
  (rows) => (document.getElementById('out')!.textContent = JSON.stringify(rows, null, 2)),
  (error: unknown) => (document.getElementById('out')!.textContent = String(error)),
);
