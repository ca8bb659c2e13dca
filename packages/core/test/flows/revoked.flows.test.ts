// Revoked is not expired (issue 12): a session revoked at the service, seen when it signs, is reported as
// revoked; a sign-out in one tab reaches every other tab, also one whose keys it cannot see.
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryKeyStore, type Session, type SessionEndedDetail } from '../../src/index.js';
import {
  closeWallets,
  isolatedStore,
  newCustomer,
  nextEvent,
  signInWithOtp,
  storeAt,
  uniqueEmail,
  walletFor,
} from './helpers.js';

afterEach(closeWallets);

describe('a session revoked at the service', () => {
  it('is reported as revoked (session-revoked, reason revoked), never as expired', async () => {
    const customer = await newCustomer();
    const email = uniqueEmail('revoked');
    const laptop = walletFor(customer);
    const phone = walletFor(customer); // another device: its own keys
    await signInWithOtp(laptop, customer, email);
    const phoneSession = await signInWithOtp(phone, customer, email);
    await (await laptop.revokeSession(phoneSession.id)).approve();

    const events: string[] = [];
    for (const type of ['session-expired', 'session-revoked', 'session-ended', 'session'] as const) {
      phone.addEventListener(type, () => events.push(type));
    }
    const revoked = nextEvent<SessionEndedDetail>(phone, 'session-revoked');
    const ended = nextEvent<SessionEndedDetail>(phone, 'session-ended');
    const reauth = nextEvent<{ previous: Session | null; reason?: string }>(phone, 'reauth-required');
    const request = await phone.exportWallet();
    const done = request.approve().catch((e: unknown) => e);
    expect(await revoked).toMatchObject({
      session: { id: phoneSession.id },
      source: 'service',
      reason: 'revoked',
    });
    expect(await ended).toMatchObject({ session: { id: phoneSession.id }, reason: 'revoked' });
    expect(await reauth).toMatchObject({ previous: { id: phoneSession.id }, reason: 'revoked' });
    expect(events).toEqual(['session-revoked', 'session-ended', 'session']);
    expect(phone.session).toBeNull();
    expect(await phone.keyStore.getSession(phoneSession.id)).toBeUndefined();
    request.reject();
    await expect(done).resolves.toMatchObject({ code: 'REJECTED' });
  });
});

describe('sign-out across tabs', () => {
  it('the other tab says signed-out (session-ended, source tab) before session null', async () => {
    const customer = await newCustomer();
    const { dbName } = isolatedStore();
    const channelName = `tabs-${dbName}`;
    const a = walletFor(customer, { keyStore: storeAt(dbName), channelName });
    const b = walletFor(customer, { keyStore: storeAt(dbName), channelName });
    await Promise.all([a.ready, b.ready]);
    const session = await signInWithOtp(a, customer, uniqueEmail('tab-out'));
    await expect.poll(() => b.session?.id).toBe(session.id);
    const order: string[] = [];
    b.addEventListener('session-ended', () => order.push('session-ended'));
    b.addEventListener('session', () => order.push('session'));
    const ended = nextEvent<SessionEndedDetail>(b, 'session-ended', 2000);
    await a.signOut();
    expect(await ended).toMatchObject({ session: { id: session.id }, source: 'tab', reason: 'signed-out' });
    await expect.poll(() => order).toEqual(['session-ended', 'session']);
    expect(b.previousSession?.id).toBe(session.id);
  });

  it('reaches a tab whose session the signing-out tab cannot see (keys in memory, no shared IndexedDB)', async () => {
    const customer = await newCustomer();
    const channelName = `tabs-memory-${crypto.randomUUID()}`;
    const email = uniqueEmail('tab-memory');
    const a = walletFor(customer, { keyStore: createMemoryKeyStore(), channelName });
    const b = walletFor(customer, { keyStore: createMemoryKeyStore(), channelName });
    await Promise.all([a.ready, b.ready]);
    await signInWithOtp(a, customer, email);
    // b's own sign-in also reaches a (signed-in message), but a cannot read b's key: a keeps its own session.
    const bSession = await signInWithOtp(b, customer, email);
    const ended = nextEvent<SessionEndedDetail>(b, 'session-ended', 2000);
    await a.signOut();
    expect(await ended).toMatchObject({ session: { id: bSession.id }, source: 'tab', reason: 'signed-out' });
    expect(b.session).toBeNull();
    expect(await b.keyStore.listSessions()).toEqual([]);
    await expect(b.signPayload('p')).rejects.toMatchObject({ code: 'NO_SESSION' });
  });
});
