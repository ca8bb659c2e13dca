// Session life: restore after a reload, expiry (local timers and the sandbox clock), re-auth resuming a
// pending signed action, sessions list/revoke, sign-out, export, key hygiene.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyStamp } from '../../src/crypto/index.js';
import { type SessionEndedDetail } from '../../src/index.js';
import {
  advanceClock,
  caught,
  closeWallets,
  isolatedStore,
  newCustomer,
  nextEvent,
  outbox,
  readOtp,
  serviceNow,
  signInWithOtp,
  storeAt,
  uniqueEmail,
  walletFor,
} from './helpers.js';

afterEach(() => {
  vi.useRealTimers();
  closeWallets();
});

/** A customer signed in by email code in a wallet then closed: its database and stored session. */
async function signedInThenClosed(tag: string) {
  const customer = await newCustomer();
  const { dbName } = isolatedStore();
  const first = walletFor(customer, { keyStore: storeAt(dbName) });
  const session = await signInWithOtp(first, customer, uniqueEmail(tag));
  first.close();
  const disk = storeAt(dbName);
  const stored = (await disk.getSession(session.id))!;
  return { customer, dbName, session, disk, stored };
}

describe('sessions', () => {
  it('a reload restores the live session from IndexedDB, and it still signs', async () => {
    const customer = await newCustomer();
    const { dbName } = isolatedStore();
    const first = walletFor(customer, { keyStore: storeAt(dbName) });
    const session = await signInWithOtp(first, customer, uniqueEmail('reload'));
    first.close();

    const reloaded = walletFor(customer, {
      keyStore: storeAt(dbName),
    });
    await expect(reloaded.ready).resolves.toEqual(session);
    expect(reloaded.session).toEqual(session);
    const stamp = await reloaded.signPayload('{"hello":"world"}');
    const check = await verifyStamp('{"hello":"world"}', stamp);
    expect(check.valid).toBe(true);
    const stored = await reloaded.keyStore.getSession(session.id);
    expect(check.publicKey).toBe(stored?.publicKey);
  });

  it('a wallet started over an IndexedDB holding an expired session deletes its key at start and names it as the previous session', async () => {
    const { customer, dbName, session, disk, stored } = await signedInThenClosed('purge');
    // The browser was closed past the session's expiry: the record (key included) is still on disk.
    const past = new Date(Date.now() - 60_000).toISOString();
    await disk.putSession({ ...stored, expiresAt: past, serviceExpiresAt: past });
    // Another account's live session in the same database is not this start's to delete.
    await disk.putSession({ ...stored, id: 'Session:other-live', accountId: 'EmbeddedWallet:other' });

    const started = walletFor(customer, { keyStore: storeAt(dbName) });
    await expect(started.ready).resolves.toBeNull();
    expect(started.session).toBeNull();
    expect(started.previousSession).toMatchObject({ id: session.id });
    expect(await storeAt(dbName).getSession(session.id)).toBeUndefined();
    expect((await storeAt(dbName).listSessions()).map((s) => s.id)).toEqual(['Session:other-live']);
  });

  it('a start after the device clock moved keeps a session the service still counts live (its key too)', async () => {
    const { customer, dbName, session, disk, stored } = await signedInThenClosed('clock-moved');
    // The device estimate says expired (the device clock was set forward); the service's expiry has not passed.
    await disk.putSession({ ...stored, expiresAt: new Date(Date.now() - 60_000).toISOString() });

    const started = walletFor(customer, { keyStore: storeAt(dbName) });
    await expect(started.ready).resolves.toMatchObject({ id: session.id });
    expect((await storeAt(dbName).getSession(session.id))?.privateKey).toBeInstanceOf(CryptoKey);
    const check = await verifyStamp('{"still":"signs"}', await started.signPayload('{"still":"signs"}'));
    expect(check.valid).toBe(true);
  });

  it('keys are non-extractable, nothing lands in localStorage or sessionStorage, and the one cookie holds no key or session id', async () => {
    const customer = await newCustomer();
    const { store } = isolatedStore();
    const wallet = walletFor(customer, { keyStore: store });
    const session = await signInWithOtp(wallet, customer, uniqueEmail('hygiene'));
    const stored = await store.getSession(session.id);
    expect(stored?.privateKey?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', stored!.privateKey!)).rejects.toThrow();
    await expect(crypto.subtle.exportKey('jwk', stored!.privateKey!)).rejects.toThrow();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    // The only cookie notes that a session of the account is held here (to tell cleared storage apart).
    const heldName = `kh_held_${customer.accountId.replace(/[^A-Za-z0-9]/g, '_')}`;
    expect(document.cookie.split(/;\s*/)).toContain(`${heldName}=1`);
    expect(document.cookie).not.toContain(session.id.split(':')[1]!);
    expect(document.cookie).not.toContain(stored!.publicKey!);
    for (const cookie of document.cookie.split(/;\s*/)) expect(cookie).toMatch(/^kh_held_\w+=1$/);
    expect(JSON.stringify(wallet.session)).not.toContain(stored!.publicKey!);
  });

  it('fires session-expiring (lead) and session-expired on the local clock, deleting the keys', async () => {
    const customer = await newCustomer();
    const { dbName, store } = isolatedStore();
    const first = walletFor(customer, { keyStore: store });
    const session = await signInWithOtp(first, customer, uniqueEmail('timers'));
    first.close();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const wallet = walletFor(customer, {
      keyStore: storeAt(dbName),
      expiringLeadSeconds: 120,
    });
    await wallet.ready;
    const events: string[] = [];
    let expiring: { secondsLeft: number } | undefined;
    let expired: SessionEndedDetail | undefined;
    wallet.addEventListener('session-expiring', (e) => {
      events.push('expiring');
      expiring = e.detail;
    });
    wallet.addEventListener('session-expired', (e) => {
      events.push('expired');
      expired = e.detail;
    });
    wallet.addEventListener('session', (e) => events.push(`session:${e.detail === null ? 'null' : 'set'}`));
    const left = Date.parse(session.expiresAt) - Date.now();
    await vi.advanceTimersByTimeAsync(left - 120_000 + 10);
    expect(events).toEqual(['expiring']);
    expect(expiring?.secondsLeft).toBeLessThanOrEqual(120);
    await vi.advanceTimersByTimeAsync(120_000);
    vi.useRealTimers();
    await vi.waitFor(() => expect(events).toEqual(['expiring', 'expired', 'session:null']));
    expect(expired).toMatchObject({ session: { id: session.id }, source: 'local' });
    expect(wallet.session).toBeNull();
    expect(wallet.previousSession?.id).toBe(session.id);
    expect(await wallet.keyStore.getSession(session.id)).toBeUndefined();
    await expect(wallet.signPayload('x')).rejects.toMatchObject({ code: 'NO_SESSION' });
  });

  it('expired at the service (sandbox clock): a pending action asks for re-auth, then resumes with the new session', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    const email = uniqueEmail('reauth');
    const first = await signInWithOtp(wallet, customer, email);
    const request = await wallet.exportWallet();
    await advanceClock(customer.backend, 16 * 60); // past the 15-minute session
    const expired = nextEvent<SessionEndedDetail>(wallet, 'session-expired');
    const reauth = new Promise<void>((resolve, reject) => {
      wallet.addEventListener(
        'reauth-required',
        (e) => {
          expect(e.detail.previous?.id).toBe(first.id);
          // Re-auth: the same credential again.
          void (async () => {
            const before = (await outbox(customer.backend, email)).length;
            const otp = await wallet.emailOtp.start({ email: e.detail.previous!.nickname! });
            await otp.verify(await readOtp(customer.backend, email, before + 1));
            resolve();
          })().catch(reject);
        },
        { once: true },
      );
    });
    const mnemonic = request.approve();
    expect((await expired).source).toBe('service');
    await reauth;
    expect((await mnemonic).split(' ')).toHaveLength(12);
    expect(wallet.session?.id).not.toBe(first.id);
    expect(wallet.session?.credentialId).toBe(first.credentialId);
    expect(await wallet.keyStore.getSession(first.id)).toBeUndefined();
  });

  it('lists sessions and revokes another device’s session; that device never signs with it again', async () => {
    const customer = await newCustomer();
    const email = uniqueEmail('devices');
    const laptop = walletFor(customer);
    await signInWithOtp(laptop, customer, email);
    await advanceClock(customer.backend, 31);
    const phone = walletFor(customer);
    const phoneSession = await signInWithOtp(phone, customer, email);

    const listed = await laptop.listSessions();
    expect(listed.map((s) => s.id).sort()).toEqual([laptop.session!.id, phoneSession.id].sort());
    expect(listed.every((s) => !('encryptedSessionSigningKey' in s))).toBe(true);

    const revoke = await laptop.revokeSession(phoneSession.id);
    expect(revoke).toMatchObject({ operation: 'REVOKE_SESSION', type: 'EMAIL_OTP' });
    await revoke.approve();
    expect((await laptop.listSessions()).map((s) => s.id)).toEqual([laptop.session!.id]);

    // The phone still holds the key, but the service refuses it: the phone drops it and asks for re-auth.
    const request = await phone.exportWallet();
    const asked = nextEvent(phone, 'reauth-required');
    const approving = request.approve();
    await asked;
    expect(phone.session).toBeNull();
    expect(await phone.keyStore.getSession(phoneSession.id)).toBeUndefined();
    request.reject();
    await expect(approving).rejects.toMatchObject({ code: 'REJECTED' });
  });

  it('revoking this browser’s own session signs out: keys deleted, session null', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    const session = await signInWithOtp(wallet, customer, uniqueEmail('own'));
    const ended = nextEvent(wallet, 'session');
    await (await wallet.revokeSession(session.id)).approve();
    expect(await ended).toBeNull();
    expect(wallet.session).toBeNull();
    expect(await wallet.keyStore.listSessions()).toEqual([]);
    expect(await wallet.listSessions()).toEqual([]);
  });

  it('signOut() revokes at the service and deletes the keys', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    const errors: unknown[] = [];
    wallet.addEventListener('error', (e) => errors.push(e.detail));
    await signInWithOtp(wallet, customer, uniqueEmail('out'));
    await wallet.signOut();
    expect(wallet.session).toBeNull();
    expect(await wallet.keyStore.listSessions()).toEqual([]);
    expect(await wallet.listSessions()).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('device clock', () => {
  it('an hour ahead of the service: the session still lasts its lifetime and signed requests go through', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    await wallet.ready;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((await serviceNow(customer.backend)) + 3_600_000);
    const session = await signInWithOtp(wallet, customer, uniqueEmail('skew'));
    const left = Date.parse(session.expiresAt) - Date.now();
    expect(left).toBeGreaterThan(14 * 60_000);
    expect(left).toBeLessThanOrEqual(15 * 60_000);
    // The 202's expiresAt looks past on this clock: renewed once, then the service accepts the stamp.
    const request = await wallet.exportWallet();
    expect(Date.parse(request.expiresAt)).toBeLessThan(Date.now());
    await expect(request.approve()).resolves.toMatch(/^[a-z]+( [a-z]+){11}$/);
  });
});

describe('export', () => {
  it('returns the mnemonic to the caller in sandbox mode (unsigned envelope allowed there only)', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    await signInWithOtp(wallet, customer, uniqueEmail('export'));
    const request = await wallet.exportWallet();
    expect(request).toMatchObject({ operation: 'EXPORT_WALLET', state: 'pending' });
    const mnemonic = await request.approve();
    expect(mnemonic).toMatch(/^[a-z]+( [a-z]+){11}$/);
    expect(await wallet.exportWallet().then((r) => r.approve())).toBe(mnemonic);
  });

  it('outside sandbox mode it needs trusted enclave keys, and refuses an envelope they did not sign', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer, { sandbox: false });
    await signInWithOtp(wallet, customer, uniqueEmail('prod-export'));
    expect(await caught(wallet.exportWallet())).toMatchObject({ code: 'EXPORT_SIGNER_NOT_CONFIGURED' });

    const strict = walletFor(customer, {
      sandbox: false,
      keyStore: wallet.keyStore,
      exportTrustedSigners: ['02' + '11'.repeat(32)],
    });
    await strict.ready;
    const error = await caught((await strict.exportWallet()).approve());
    expect(['UNSIGNED_ENVELOPE', 'UNTRUSTED_SIGNER', 'INVALID_ENVELOPE_SIGNATURE']).toContain(error.code);
  });
});
