// Several tabs: two Wallets over one IndexedDB and one BroadcastChannel name, as two tabs of one origin; a
// sign-out in one tab reaches every other tab, also one whose keys it cannot see.
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeWallets,
  newCustomer,
  nextEvent,
  signInWithOtp,
  twoTabs,
  uniqueEmail,
  walletFor,
} from './helpers.js';
import { createMemoryKeyStore, type Session, type SessionEndedDetail } from '../../src/index.js';

afterEach(closeWallets);

describe('tabs', () => {
  it('a sign-in in one tab reaches the other within a second', async () => {
    const customer = await newCustomer();
    const { a, b } = await twoTabs(customer);
    let inA = 0;
    a.addEventListener('session', () => (inA = performance.now()), { once: true });
    const seen = nextEvent<Session | null>(b, 'session', 15_000).then((s) => ({ s, at: performance.now() }));
    const session = await signInWithOtp(a, customer, uniqueEmail('tab-in'));
    const { s, at } = await seen;
    expect(s?.id).toBe(session.id);
    expect(at - inA).toBeLessThan(1000);
    // The other tab signs with the shared key.
    await expect(b.signPayload('p')).resolves.toMatch(/\S/);
  });

  it('a sign-out in one tab reaches the other within a second, and that tab never signs with it', async () => {
    const customer = await newCustomer();
    const { a, b } = await twoTabs(customer);
    await signInWithOtp(a, customer, uniqueEmail('tab-out'));
    await nextEvent(b, 'session').catch(() => undefined);
    await expect.poll(() => b.session?.id).toBe(a.session!.id);
    const gone = nextEvent<Session | null>(b, 'session', 1000);
    await a.signOut();
    expect(await gone).toBeNull();
    expect(b.session).toBeNull();
    await expect(b.signPayload('p')).rejects.toMatchObject({ code: 'NO_SESSION' });
  });

  it('a tab that missed the message still refuses to sign with a session another tab deleted', async () => {
    const customer = await newCustomer();
    const { a } = await twoTabs(customer);
    const session = await signInWithOtp(a, customer, uniqueEmail('tab-missed'));
    // Another tab with no channel in common (it missed the broadcast) but the same IndexedDB.
    const deaf = walletFor(customer, { keyStore: a.keyStore, channelName: 'somewhere-else' });
    await expect(deaf.ready).resolves.toMatchObject({ id: session.id });
    await a.signOut();
    await expect(deaf.signPayload('p')).rejects.toMatchObject({ code: 'NO_SESSION' });
    expect(deaf.session).toBeNull();
  });
});

describe('sign-out across tabs', () => {
  it('the other tab says signed-out (session-ended, source tab) before session null', async () => {
    const customer = await newCustomer();
    const { a, b } = await twoTabs(customer);
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
