import { describe, expect, it } from 'vitest';
import { KeyholdError } from '../src/errors.js';
import { ServiceClock } from '../src/service-clock.js';
import { refusedSessionEnd } from '../src/session-refusal.js';

// Issue 12 defects 5 and 6: times on the service's clock; revoked is not expired.
describe('ServiceClock', () => {
  it('is the device clock until the service said a time, then follows the latest lower bound', () => {
    const clock = new ServiceClock();
    expect(clock.offsetMs).toBe(0);
    const arrived = Date.parse('2026-01-01T10:00:00Z');
    clock.observeResponse({ id: 'Quote:1', createdAt: '2026-01-01T10:15:00Z' }, new Headers(), arrived);
    expect(clock.offsetMs).toBe(15 * 60_000);
    // An older time (a credential added last week) never moves it back.
    clock.observeResponse({ data: [{ createdAt: '2025-12-24T10:00:00Z' }] }, new Headers(), arrived);
    expect(clock.offsetMs).toBe(15 * 60_000);
    // A later one (the sandbox clock advanced again) moves it on; so does a Date header.
    clock.observeResponse(null, new Headers({ date: 'Thu, 01 Jan 2026 10:30:00 GMT' }), arrived);
    expect(clock.offsetMs).toBe(30 * 60_000);
    expect(Math.abs(clock.now() - (Date.now() + 30 * 60_000))).toBeLessThan(1000);
  });

  it('ignores what is not a time', () => {
    const clock = new ServiceClock();
    clock.observeResponse({ createdAt: 'yesterday', updatedAt: 42 }, new Headers({ date: 'soon' }));
    expect(clock.offsetMs).toBe(0);
  });
});

describe('refusedSessionEnd', () => {
  it("revoked only on the service's word; any other refusal (or none) is an expiry", () => {
    expect(refusedSessionEnd(new KeyholdError('SESSION_REVOKED', 'x', { status: 401 }))).toBe('revoked');
    expect(refusedSessionEnd(new KeyholdError('SESSION_EXPIRED', 'x', { status: 401 }))).toBe('expired');
    expect(refusedSessionEnd(new KeyholdError('UNAUTHORIZED', 'not a live session', { status: 401 }))).toBe(
      'expired',
    );
    expect(refusedSessionEnd(undefined)).toBe('expired');
  });
});
