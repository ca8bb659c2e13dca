// Runs in real Chromium against the real wallet handler and sandbox process (flows-backend.mjs): times
// what a person waits for, end to end through @keyhold/core. Each run uses a fresh customer (set up
// outside the timed parts); the first run is a warm-up and is not counted.
import { createWallet } from '@keyhold/core';

interface Row {
  name: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
}

interface Setup {
  customerId: string;
  email: string;
  walletId: string;
  destinationId: string;
}

const RUNS = 10;

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const r = await fetch(url, init);
  if (!r.ok) throw new Error(`${url}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

function summarise(name: string, samples: number[]): Row {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
  return { name, runs: s.length, medianMs: at(0.5), p95Ms: at(0.95), minMs: s[0]!, maxMs: s.at(-1)! };
}

async function oneRun(i: number, samples: Record<string, number[]>, counted: boolean): Promise<void> {
  const setup = await getJson<Setup>('/bench-api/customer', { method: 'POST' });
  const wallet = createWallet({ backendUrl: '/api/wallet', channelName: `keyhold-bench-${i}` });
  try {
    await wallet.ready;
    const record = (name: string, ms: number) => counted && (samples[name] ??= []).push(ms);

    // 1. Email OTP sign-in: start (registers the address, mails a code) → code from the outbox →
    //    verify (client key, HPKE-sealed session key opened, stored in IndexedDB) → session ready.
    let t0 = performance.now();
    const otp = await wallet.emailOtp.start({ email: setup.email });
    const { code } = await getJson<{ code: string }>(
      `/bench-api/otp?email=${encodeURIComponent(setup.email)}`,
    );
    const session = await otp.verify(code);
    record('email OTP sign-in (start → outbox → verify → session)', performance.now() - t0);
    if (!session) throw new Error('no session');

    // 2. A signed request round trip: export = 202 challenge, stamp, signed retry, envelope opened.
    t0 = performance.now();
    const mnemonic = await (await wallet.exportWallet()).approve();
    record('export (202 → stamp → signed retry → open envelope)', performance.now() - t0);
    if (mnemonic.split(' ').length < 12) throw new Error('export did not open to a mnemonic');

    // 3. Quote create + execute approve (stamp over the EMBEDDED_WALLET payload).
    t0 = performance.now();
    const quote = await wallet.createQuote(
      {
        source: { sourceType: 'ACCOUNT', accountId: setup.walletId },
        destination: { destinationType: 'ACCOUNT', accountId: setup.destinationId },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 1000,
        description: 'bench',
      },
      { idempotencyKey: crypto.randomUUID() },
    );
    const t1 = performance.now();
    const executed = await (await wallet.executeQuote(quote)).approve();
    const t2 = performance.now();
    record('quote create', t1 - t0);
    record('quote execute (stamp → execute)', t2 - t1);
    record('quote create + execute', t2 - t0);
    if (!executed.transactionId) throw new Error('quote was not executed');

    // 4. Revoking a session: 202 challenge, stamp, signed retry (this browser's own session = sign-out).
    t0 = performance.now();
    await (await wallet.revokeSession(session.id)).approve();
    record('revoke session (202 → stamp → signed retry)', performance.now() - t0);
  } finally {
    wallet.close();
  }
}

async function run(): Promise<Row[]> {
  const samples: Record<string, number[]> = {};
  await oneRun(0, samples, false);
  for (let i = 1; i <= RUNS; i++) await oneRun(i, samples, true);
  return Object.entries(samples).map(([name, s]) => summarise(name, s));
}

declare global {
  interface Window {
    __flows?: Promise<Row[]>;
  }
}
window.__flows = run();
window.__flows.then(
  (rows) => (document.getElementById('out')!.textContent = JSON.stringify(rows, null, 2)),
  (err) => (document.getElementById('out')!.textContent = String(err)),
);
