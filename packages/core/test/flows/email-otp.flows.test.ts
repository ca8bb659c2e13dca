// Email OTP end to end: the real handler and sandbox; the code comes from the sandbox outbox.
import { afterEach, describe, expect, it } from 'vitest';

import {
  advanceClock,
  caught,
  closeWallets,
  isolatedStore,
  newCustomer,
  outbox,
  readOtp,
  signInWithOtp,
  uniqueEmail,
  walletFor,
} from './helpers.js';

afterEach(closeWallets);

describe('email OTP', () => {
  it('registers the first credential unsigned, verifies the emailed code and opens a session', async () => {
    const customer = await newCustomer();
    const { store } = isolatedStore();
    const wallet = walletFor(customer, { keyStore: store });
    await wallet.ready;
    const email = uniqueEmail('otp');
    const events: unknown[] = [];
    wallet.addEventListener('session', (e) => events.push(e.detail));

    const otp = await wallet.emailOtp.start({ email });
    expect(otp.credential).toMatchObject({
      type: 'EMAIL_OTP',
      nickname: email,
      accountId: customer.accountId,
    });
    expect(otp.codeSent).toBe(true);
    const code = await readOtp(customer.backend, email);
    const session = await otp.verify(code);

    expect(session).toMatchObject({
      accountId: customer.accountId,
      credentialId: otp.credential.id,
      credentialType: 'EMAIL_OTP',
      stub: false,
    });
    expect(session.id).toMatch(/^Session:/);
    expect(wallet.session).toEqual(session);
    expect(events).toEqual([session]);
    // The session key: non-extractable; the client key: gone once used.
    const stored = await store.getSession(session.id);
    expect(stored?.privateKey?.extractable).toBe(false);
    expect(stored?.privateKey?.usages).toEqual(['sign']);
    expect(await store.listClientKeys()).toEqual([]);
    // Listed by the service.
    expect((await wallet.listSessions()).map((s) => s.id)).toContain(session.id);
  });

  it('a wrong code is UNAUTHORIZED with the reason, and the flow can still verify the right code', async () => {
    const customer = await newCustomer();
    const { store } = isolatedStore();
    const wallet = walletFor(customer, { keyStore: store });
    const email = uniqueEmail('wrong');
    const otp = await wallet.emailOtp.start({ email });
    const code = await readOtp(customer.backend, email);
    const wrong = code === '123456' ? '654321' : '123456';
    const error = await caught(otp.verify(wrong));
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', status: 401, reason: 'Invalid OTP code' });
    expect(wallet.session).toBeNull();
    expect(await store.listClientKeys()).toEqual([]);
    await expect(otp.verify(code)).resolves.toMatchObject({ credentialType: 'EMAIL_OTP' });
  });

  it('re-sending too soon is RATE_LIMITED with Retry-After as seconds', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    const otp = await wallet.emailOtp.start({ email: uniqueEmail('rate') });
    const error = await caught(otp.resend());
    expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(typeof error.retryAfter).toBe('number');
    expect(error.retryAfter).toBeGreaterThan(0);
    expect(otp.retryAfter).toBe(error.retryAfter);
  });

  it('signing in again on the same address sends a fresh code (after the re-issue window)', async () => {
    const customer = await newCustomer();
    const email = uniqueEmail('again');
    const first = walletFor(customer);
    await signInWithOtp(first, customer, email);
    await advanceClock(customer.backend, 31);
    const second = walletFor(customer); // another device: its own key store
    const before = (await outbox(customer.backend, email)).length;
    const otp = await second.emailOtp.start({ email: email.toUpperCase() });
    expect(otp.codeSent).toBe(true);
    expect(otp.credential.id).toBe(first.session?.credentialId);
    const session = await otp.verify(await readOtp(customer.backend, email, before + 1));
    expect(session.id).not.toBe(first.session?.id);
  });

  it('a second EMAIL_OTP address is refused with EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    await signInWithOtp(wallet, customer, uniqueEmail('one'));
    const error = await caught(wallet.emailOtp.start({ email: uniqueEmail('two') }));
    expect(error).toMatchObject({ code: 'EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS', status: 400 });
  });

  it('refuses malformed input before calling anyone', async () => {
    const wallet = walletFor(await newCustomer());
    expect(await caught(wallet.emailOtp.start({ email: 'not-an-email' }))).toMatchObject({
      code: 'INVALID_INPUT',
    });
    const customer = await newCustomer();
    const other = walletFor(customer);
    const otp = await other.emailOtp.start({ email: uniqueEmail('fmt') });
    expect(await caught(otp.verify('12ab'))).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('a code past its validity is UNAUTHORIZED “OTP code expired”; a fresh code then works', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    const email = uniqueEmail('stale');
    const otp = await wallet.emailOtp.start({ email });
    const code = await readOtp(customer.backend, email);
    await advanceClock(customer.backend, 301);
    expect(await caught(otp.verify(code))).toMatchObject({
      code: 'UNAUTHORIZED',
      reason: 'OTP code expired',
    });
    await otp.resend();
    await expect(otp.verify(await readOtp(customer.backend, email, 2))).resolves.toMatchObject({
      credentialType: 'EMAIL_OTP',
    });
  });
});
