// Storage an engine evicts: a reload that finds the session's storage cleared says so (storageCleared and
// a warning) instead of looking like a sign-out, and a sign-in asks the browser to keep the storage.
import { afterEach, describe, expect, it } from 'vitest';
import type { WalletWarning } from '../../src/index.js';
import {
  closeWallets,
  isolatedStore,
  newCustomer,
  signInWithOtp,
  storeAt,
  uniqueEmail,
  walletFor,
} from './helpers.js';
import { noStorageManager } from '../../../../test-support/engines.js';

afterEach(closeWallets);

/**
 * Empties the key store's database as an engine's eviction leaves it. (Deleting the database would wait
 * forever for the closed wallet's open connection, which a real reload closes.)
 */
async function clearDatabase(dbName: string): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(dbName);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction('keys', 'readwrite');
    tx.objectStore('keys').clear();
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}

function warningsOf(target: EventTarget): WalletWarning[] {
  const seen: WalletWarning[] = [];
  target.addEventListener('warning', (e) => seen.push((e as CustomEvent<WalletWarning>).detail));
  return seen;
}

describe('storage the browser clears', () => {
  it('a reload after the browser cleared the stored session says so, until the next sign-in', async () => {
    const customer = await newCustomer();
    const { store, dbName } = isolatedStore();
    const before = walletFor(customer, { keyStore: store });
    const email = uniqueEmail('evicted');
    await signInWithOtp(before, customer, email);
    before.close();
    await clearDatabase(dbName);

    const after = walletFor(customer, { keyStore: storeAt(dbName) });
    const warnings = warningsOf(after);
    await expect(after.ready).resolves.toBeNull();
    expect(after.storageCleared).toBe(true);
    expect(warnings.map((w) => w.code)).toEqual(['SESSION_STORAGE_CLEARED']);

    await signInWithOtp(after, customer, email);
    expect(after.storageCleared).toBe(false);
  });

  it('a reload after a sign-out, or with nothing ever stored, is a plain signed-out wallet', async () => {
    const customer = await newCustomer();
    const { store, dbName } = isolatedStore();
    const before = walletFor(customer, { keyStore: store });
    await signInWithOtp(before, customer, uniqueEmail('signed-out'));
    await before.signOut();
    before.close();

    const after = walletFor(customer, { keyStore: storeAt(dbName) });
    const warnings = warningsOf(after);
    await expect(after.ready).resolves.toBeNull();
    expect(after.storageCleared).toBe(false);
    expect(warnings).toEqual([]);

    const stranger = walletFor(await newCustomer());
    await expect(stranger.ready).resolves.toBeNull();
    expect(stranger.storageCleared).toBe(false);
  });

  it('a session that ended by expiry while the page was closed is not reported as cleared storage', async () => {
    const customer = await newCustomer();
    const { store, dbName } = isolatedStore();
    const before = walletFor(customer, { keyStore: store });
    const session = await signInWithOtp(before, customer, uniqueEmail('expired'));
    before.close();
    // Its record says it has expired (this device's clock ran ahead of the cookie's max-age).
    const stored = (await store.getSession(session.id))!;
    const past = new Date(Date.now() - 1000).toISOString();
    await store.putSession({ ...stored, expiresAt: past, serviceExpiresAt: past });

    const after = walletFor(customer, { keyStore: storeAt(dbName) });
    await expect(after.ready).resolves.toBeNull();
    expect(after.previousSession?.id).toBe(session.id);
    expect(after.storageCleared).toBe(false);
  });

  it('asks the browser to keep the storage at each sign-in here, not on a restore, unless told not to', async ({
    skip,
  }) => {
    skip(noStorageManager !== undefined, noStorageManager);
    const storage = navigator.storage;
    const persist = storage.persist.bind(storage);
    let asked = 0;
    storage.persist = () => {
      asked += 1;
      return persist();
    };
    try {
      const customer = await newCustomer();
      const { store, dbName } = isolatedStore();
      const wallet = walletFor(customer, { keyStore: store });
      const email = uniqueEmail('persist');
      await signInWithOtp(wallet, customer, email);
      await expect.poll(() => asked).toBe(1);
      await signInWithOtp(wallet, customer, email);
      await expect.poll(() => asked).toBe(2);

      const reloaded = walletFor(customer, { keyStore: storeAt(dbName) });
      await expect(reloaded.ready).resolves.not.toBeNull();
      const quiet = walletFor(customer, { persistStorage: false });
      await signInWithOtp(quiet, customer, email);
      await new Promise((r) => setTimeout(r, 200));
      expect(asked).toBe(2);
    } finally {
      delete (storage as { persist?: unknown }).persist;
    }
  });
});
