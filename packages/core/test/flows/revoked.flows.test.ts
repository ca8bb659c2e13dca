// Revoked is not expired: a session revoked at the service, seen when it signs, is reported as
// revoked.
import { afterEach, describe, expect, it } from 'vitest';
import type { Session, SessionEndedDetail } from '../../src/index.js';
import { closeWallets, newCustomer, nextEvent, signInWithOtp, uniqueEmail, walletFor } from './helpers.js';

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
