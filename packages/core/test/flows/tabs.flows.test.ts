// Several tabs: two Wallets over one IndexedDB and one BroadcastChannel name, as two tabs of one origin.
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeWallets,
  isolatedStore,
  storeAt,
  newCustomer,
  nextEvent,
  signInWithOtp,
  uniqueEmail,
  walletFor,
} from './helpers.js';
import type { Session } from '../../src/index.js';

afterEach(closeWallets);

async function twoTabs() {
  const customer = await newCustomer();
  const { dbName } = isolatedStore();
  const channelName = `tabs-${dbName}`;
  const a = walletFor(customer, { keyStore: storeAt(dbName), channelName });
  const b = walletFor(customer, { keyStore: storeAt(dbName), channelName });
  await Promise.all([a.ready, b.ready]);
  return { customer, a, b };
}

describe('tabs', () => {
  it('a sign-in in one tab reaches the other within a second', async () => {
    const { customer, a, b } = await twoTabs();
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
    const { customer, a, b } = await twoTabs();
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
    const { customer, a } = await twoTabs();
    const session = await signInWithOtp(a, customer, uniqueEmail('tab-missed'));
    // Another tab with no channel in common (it missed the broadcast) but the same IndexedDB.
    const deaf = walletFor(customer, { keyStore: a.keyStore, channelName: 'somewhere-else' });
    await expect(deaf.ready).resolves.toMatchObject({ id: session.id });
    await a.signOut();
    await expect(deaf.signPayload('p')).rejects.toMatchObject({ code: 'NO_SESSION' });
    expect(deaf.session).toBeNull();
  });
});
