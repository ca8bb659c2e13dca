// The service's clock: the wallet follows the offset between this device's clock and the
// service's (the sandbox clock moved forward stands for a device clock that is behind), so session timers,
// `expiring soon`, challenge countdowns and the session's times agree with the service.
import { afterEach, describe, expect, it } from 'vitest';
import type { Session, SessionExpiringDetail } from '../../src/index.js';
import {
  advanceClock,
  closeWallets,
  newCustomer,
  nextEvent,
  serviceNow,
  signInWithOtp,
  uniqueEmail,
  walletFor,
} from './helpers.js';

afterEach(closeWallets);

describe("the service's clock", () => {
  it('knows the service clock after sign-in and moves with the sandbox clock', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    await signInWithOtp(wallet, customer, uniqueEmail('clock'));
    // The sandbox clock is shared by the tests (others move it too): compare with its own reading.
    expect(Math.abs(wallet.serviceNow() - (await serviceNow(customer.backend)))).toBeLessThan(2000);
    const before = wallet.clockOffsetMs;

    await advanceClock(customer.backend, 10 * 60);
    const moved = nextEvent<{ offsetMs: number }>(wallet, 'service-clock');
    await wallet.listSessions(); // any answer of the service carries its clock
    expect((await moved).offsetMs).toBe(wallet.clockOffsetMs);
    expect(wallet.clockOffsetMs - before).toBeGreaterThan(10 * 60_000 - 2000);
    expect(wallet.clockOffsetMs - before).toBeLessThan(10 * 60_000 + 2000);
    expect(Math.abs(wallet.serviceNow() - (await serviceNow(customer.backend)))).toBeLessThan(2000);
  });

  it('a challenge counts down from its lifetime on the service clock, not from the device clock', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    await advanceClock(customer.backend, 10 * 60);
    await signInWithOtp(wallet, customer, uniqueEmail('countdown'));
    const request = await wallet.exportWallet();
    // The sandbox's signed requests live 5 minutes; on the device clock its expiresAt is 15 minutes away.
    expect(Date.parse(request.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(request.msLeft()).toBeGreaterThan(295_000);
    expect(request.msLeft()).toBeLessThanOrEqual(301_000); // the `Date` header counts whole seconds
    expect(Math.abs(wallet.msUntil(request.expiresAt) - request.msLeft())).toBeLessThan(1000);
    await expect(request.approve()).resolves.toMatch(/^[a-z]+( [a-z]+){11}$/);
  });

  it('session timers follow the service clock: moved 14 minutes on, expiring soon comes at once', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer, { expiringLeadSeconds: 120 });
    const session = await signInWithOtp(wallet, customer, uniqueEmail('timers'));
    expect(session.serviceExpiresAt).toBeDefined();
    const expiring = nextEvent<SessionExpiringDetail>(wallet, 'session-expiring', 10_000);
    await advanceClock(customer.backend, 14 * 60); // 15-minute sessions: one minute left at the service
    await wallet.listSessions();
    const detail = await expiring;
    expect(detail.session.id).toBe(session.id);
    expect(detail.secondsLeft).toBeLessThanOrEqual(62);
    expect(detail.secondsLeft).toBeGreaterThan(40);
    // The session's times agree: this device's expiresAt is the service's expiry moved by the offset.
    const now = wallet.session!;
    const onDevice = Date.parse(now.expiresAt) - Date.now();
    expect(Math.abs(onDevice - wallet.msUntil(now.serviceExpiresAt!))).toBeLessThan(1000);
    expect(onDevice).toBeLessThan(62_000);
    const listed = (await wallet.listSessions()).find((s) => s.id === session.id);
    expect(listed?.expiresAt).toBe(now.serviceExpiresAt);
  });

  it('a session the service let expire is reported as expired (reason), with its reason in reauth-required', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    const first = await signInWithOtp(wallet, customer, uniqueEmail('expired-reason'));
    const request = await wallet.exportWallet();
    await advanceClock(customer.backend, 16 * 60);
    const ended = nextEvent<{ session: Session; source: string; reason: string }>(wallet, 'session-ended');
    const reauth = nextEvent<{ previous: Session | null; reason?: string }>(wallet, 'reauth-required');
    const done = request.approve().catch((e: unknown) => e);
    expect(await ended).toMatchObject({ session: { id: first.id }, source: 'service', reason: 'expired' });
    expect(await reauth).toMatchObject({ previous: { id: first.id }, reason: 'expired' });
    request.reject();
    await expect(done).resolves.toMatchObject({ code: 'REJECTED' });
  });
});
