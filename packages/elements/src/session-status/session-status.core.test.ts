import { createKeyStore, createWallet } from '@keyhold/core';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import './define.js';
import '../sign-in/define.js';
import type { KhSignIn } from '../sign-in/sign-in.js';
import { cleanup, mount } from '../test-support/axe.js';
import { closeRealWallets, signInByEmail, startRealStack } from '../test-support/real-stack.js';
import { shadow } from '../test-support/sign-in-steps.js';
import type { KhSessionStatus } from './session-status.js';

// A session that expired while no page of the app was open: the next start of the wallet (a reload)
// drops it from IndexedDB, and the elements say the person is signed out. Real core, IndexedDB, wallet
// handler and sandbox process; the sandbox issues 3-second sessions so the expiry is real.
const email = 'ada@example.com';

afterEach(() => {
  cleanup();
  closeRealWallets();
});
afterAll(() => commands.stopWalletBackend());

describe('an expired session at start-up, on the real stack', () => {
  it('a reload after expiry removes the stored session from IndexedDB and the screen says signed out', async () => {
    const stack = await startRealStack({ sessionTtlSeconds: 3 });
    const dbName = `kh-elements-${crypto.randomUUID()}`;
    const channelName = `kh-elements-${crypto.randomUUID()}`;
    const open = () =>
      createWallet({ backendUrl: stack.backendUrl, keyStore: createKeyStore({ dbName }), channelName });

    // The first page: signed in through <kh-sign-in>, the session stored in IndexedDB; then the page goes.
    const first = open();
    await first.ready;
    const signIn = mount<KhSignIn>('<kh-sign-in methods="email"></kh-sign-in>');
    signIn.wallet = first;
    await signInByEmail(signIn, email);
    const session = first.session!;
    expect((await createKeyStore({ dbName }).listSessions()).map((s) => s.id)).toEqual([session.id]);
    expect(await rawSessionKeys(dbName)).toEqual([`session:${session.id}`]);
    first.close();
    cleanup();

    // No page is open while the session runs out (its expiry is on this device's clock).
    const left = Date.parse(session.expiresAt) - Date.now();
    await new Promise((r) => setTimeout(r, Math.max(0, left) + 250));

    // The reload: a new wallet over the same database.
    const root = mount<HTMLDivElement>(
      '<div><kh-session-status></kh-session-status><kh-sign-in methods="email"></kh-sign-in></div>',
    );
    const status = root.querySelector<KhSessionStatus>('kh-session-status')!;
    const again = root.querySelector<KhSignIn>('kh-sign-in')!;
    const reloaded = open();
    status.wallet = reloaded;
    again.wallet = reloaded;
    await expect(reloaded.ready).resolves.toBeNull();
    expect(await createKeyStore({ dbName }).listSessions()).toEqual([]);
    expect(await rawSessionKeys(dbName)).toEqual([]);
    expect(reloaded.previousSession?.id).toBe(session.id);

    await vi.waitFor(() => expect(status.state).toBe('signed-out'));
    await status.updateComplete;
    expect(shadow(status, '[part=status]').textContent!.trim()).toBe('You are not signed in to your wallet.');
    expect(status.shadowRoot!.querySelector('[part=sign-out-button]')).toBeNull();
    await again.updateComplete;
    expect(again.shadowRoot!.textContent).not.toContain('Signed in with');
    expect(shadow(again, '[part=email-input]')).not.toBeNull();
    reloaded.close();
  });
});

/** The keys of the session records in the database, read with IndexedDB itself (not the key store). */
async function rawSessionKeys(dbName: string): Promise<string[]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(dbName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    const keys: string[] = [];
    for (const name of Array.from(db.objectStoreNames)) {
      const all = await new Promise<IDBValidKey[]>((resolve, reject) => {
        const request = db.transaction(name).objectStore(name).getAllKeys();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      keys.push(...all.map(String).filter((k) => k.startsWith('session:')));
    }
    return keys;
  } finally {
    db.close();
  }
}
