// Helpers of the hostile-page tests: a clean app origin, the recorder reset per test, the checks that
// nothing secret reached it, and the recovery phrase as the person reads it in the frame.
import { commands, server } from 'vitest/browser';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { type Recorder, installRecorder, phraseLeaks } from './hostile-recorder.js';
import { closeWallets, type TestCustomer } from './helpers.js';
import { removeVaultFrames, useUnscaledViewport } from './vault-helpers.js';

/** The engine of this run. */
export const engine = server.browser;

/** True where IntersectionObserver v2 (occlusion, opacity, transforms) exists: Chromium today. */
export const hasVisibilityV2 =
  typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype;

/**
 * Deletes every IndexedDB database of this origin before a file's wallets open theirs (earlier test files
 * left page-mode keys in theirs): the recorder then reads only what this file's flows stored.
 */
export async function cleanOrigin(): Promise<void> {
  for (const { name } of await indexedDB.databases()) {
    if (name)
      await new Promise((resolve) => {
        const r = indexedDB.deleteDatabase(name);
        r.onsuccess = r.onerror = r.onblocked = resolve;
      });
  }
  localStorage.clear();
  sessionStorage.clear();
}

/** Forgets what the recorder saw so far (each test checks its own flow). */
export function resetRecorder(recorder: Recorder): void {
  recorder.entries.length = 0;
  recorder.keys.clear();
  recorder.sent.length = 0;
}

/**
 * The hostile page of a test file: an unscaled viewport, the origin cleaned first (`cleanOrigin`), the
 * recorder installed for the file and uninstalled after it; after each test the wallets and vault frames
 * closed, the hostile script's elements removed and the recorder reset. The recorder returned is filled
 * in before the file's first test.
 */
export function recordedPage(options: { cleanOrigin?: boolean } = {}): Recorder {
  const recorder = {} as Recorder;
  beforeAll(async () => {
    await useUnscaledViewport();
    if (options.cleanOrigin) await cleanOrigin();
    Object.assign(recorder, installRecorder());
  });
  afterAll(() => recorder.uninstall());
  afterEach(() => {
    resetRecorder(recorder);
    closeWallets();
    removeVaultFrames();
    for (const el of document.querySelectorAll('[data-hostile]')) el.remove();
  });
  return recorder;
}

/**
 * The recorder, after a snapshot of the DOM, storage and clipboard, holds no private key (no private
 * CryptoKey ever passed through anything it saw, no JWK private scalar) and no two words of `phrase` in a row.
 */
export async function expectNothingSecret(recorder: Recorder, phrase: string[] = []): Promise<void> {
  await recorder.snapshot();
  const privateKeys = [...recorder.keys].filter((k) => k.type === 'private');
  expect(privateKeys.map((k) => `${k.type} ${k.algorithm.name} ${k.usages.join(',')}`)).toEqual([]);
  expect(recorder.text()).not.toMatch(/"d":"[A-Za-z0-9_-]{40,}"/);
  expect(phraseLeaks(recorder.text(), phrase)).toEqual([]);
}

/** The phrase as the person reads it in the frame (the numbered words of its list). */
export async function phraseInFrame(): Promise<string[]> {
  const text = await commands.vaultText('Write these words down');
  const words = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[a-z]+$/.test(line));
  expect(words.length).toBeGreaterThanOrEqual(12);
  return words;
}

export { fundedCustomer } from './helpers.js';

/** A quote body of `amount` cents from the customer's account to `destination`. */
export const quoteBody = (customer: TestCustomer, destination: string, amount = 1234) => ({
  source: { sourceType: 'ACCOUNT', accountId: customer.accountId },
  destination: { destinationType: 'ACCOUNT', accountId: destination },
  lockedCurrencySide: 'SENDING',
  lockedCurrencyAmount: amount,
});

/** A call of the hostile script to the integrator's wallet backend, as the core makes them. */
export async function hostileBackendCall(
  customer: TestCustomer,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; data: Record<string, unknown> }> {
  const res = await fetch(`${customer.backendUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Keyhold-Client': '1' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, data: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}
