// The key store on real IndexedDB in Chromium: CryptoKeys by structured clone, non-extractable; memory
// fallback when IndexedDB fails.
import { describe, expect, it } from 'vitest';
import {
  generateClientKeyPair,
  importSessionKey,
  generateP256PrivateKey,
  stamp,
  verifyStamp,
} from '../../src/crypto/index.js';
import { createKeyStore, createMemoryKeyStore, type StoredSession } from '../../src/index.js';

async function sessionRecord(id: string, expiresInMs: number): Promise<StoredSession> {
  const signer = await importSessionKey(generateP256PrivateKey());
  return {
    id,
    accountId: 'EmbeddedWallet:test',
    credentialId: 'AuthMethod:test',
    credentialType: 'EMAIL_OTP',
    nickname: 'a@example.com',
    expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
    publicKey: signer.publicKey,
    privateKey: signer.privateKey,
    stub: false,
    storedAt: new Date().toISOString(),
  };
}

describe('key store (IndexedDB)', () => {
  it('keeps a non-extractable session key across store instances (a reload) and it still signs', async () => {
    const dbName = `keyhold-ks-${crypto.randomUUID()}`;
    const first = createKeyStore({ dbName });
    const record = await sessionRecord('Session:one', 60_000);
    await first.putSession(record);
    expect(first.kind).toBe('indexeddb');

    const second = createKeyStore({ dbName });
    const restored = await second.getSession('Session:one');
    expect(restored?.privateKey).toBeInstanceOf(CryptoKey);
    expect(restored?.privateKey?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('jwk', restored!.privateKey!)).rejects.toThrow();
    const header = await stamp('payload', {
      privateKey: restored!.privateKey!,
      publicKey: restored!.publicKey!,
    });
    expect((await verifyStamp('payload', header)).valid).toBe(true);
  });

  it('purges expired sessions and lists the live ones', async () => {
    const store = createKeyStore({ dbName: `keyhold-ks-${crypto.randomUUID()}` });
    await store.putSession(await sessionRecord('Session:live', 60_000));
    await store.putSession(await sessionRecord('Session:dead', -1));
    expect(await store.purgeExpired()).toEqual(['Session:dead']);
    expect((await store.listSessions()).map((s) => s.id)).toEqual(['Session:live']);
  });

  it('deletes a client key once used', async () => {
    const store = createKeyStore({ dbName: `keyhold-ks-${crypto.randomUUID()}` });
    const key = await generateClientKeyPair();
    await store.putClientKey({ ...key, createdAt: new Date().toISOString() });
    expect((await store.getClientKey(key.publicKey))?.privateKey.extractable).toBe(false);
    await store.deleteClientKey(key.publicKey);
    expect(await store.getClientKey(key.publicKey)).toBeUndefined();
    expect(await store.listClientKeys()).toEqual([]);
  });

  it('uses its own database, not idb-keyval’s default one', async () => {
    const store = createKeyStore();
    await store.putPending('probe-own-db', { ok: true });
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(names).toContain('keyhold');
    expect(names).not.toContain('keyval-store');
    await store.deletePending('probe-own-db');
  });

  it('falls back to memory, announced once, when IndexedDB throws (a database without the store)', async () => {
    const dbName = `keyhold-broken-${crypto.randomUUID()}`;
    // A database that exists at version 1 without our object store: every transaction throws NotFoundError.
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open(dbName, 1);
      req.onsuccess = () => {
        req.result.close();
        resolve();
      };
      req.onerror = () => reject(req.error);
    });
    const store = createKeyStore({ dbName });
    const events: unknown[] = [];
    store.addEventListener('storage-fallback', (e) => events.push((e as CustomEvent).detail));
    const record = await sessionRecord('Session:mem', 60_000);
    await store.putSession(record);
    expect(store.kind).toBe('memory');
    expect(events).toHaveLength(1);
    expect(String((events[0] as { reason: string }).reason)).toMatch(/IndexedDB failed/);
    expect((await store.getSession('Session:mem'))?.id).toBe('Session:mem');
    await store.putPending('p', { a: 1 });
    expect(events).toHaveLength(1);
  });

  it('has a plain memory store', async () => {
    const store = createMemoryKeyStore();
    expect(store.kind).toBe('memory');
    await store.putSession(await sessionRecord('Session:m', 60_000));
    expect((await store.listSessions()).length).toBe(1);
    await store.deleteSession('Session:m');
    expect(await store.listSessions()).toEqual([]);
  });
});
