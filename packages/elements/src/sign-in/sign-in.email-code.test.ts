import { KeyholdError } from '@keyhold/core/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import type { KhEmailInput } from '../email-input/email-input.js';
import type { KhOtpInput } from '../otp-input/otp-input.js';
import { cleanup, deepFocus, expectNoAxeViolations } from '../test-support/axe.js';
import { paste } from '../test-support/clipboard.js';
import { FakeWallet, keyholdError } from '../test-support/fake-wallet.js';
import { flush } from '../test-support/flush.js';
import { mountSignIn, shadow } from '../test-support/sign-in-steps.js';
import type { KhSignIn } from './sign-in.js';

// <kh-sign-in>'s email step: the address, the code, and what the card says when a code no longer works.

/** The person pastes `code` into the first box of the code step. */
const pasteCode = (otp: KhOtpInput, code: string) => paste(otp.shadowRoot!.querySelector('input')!, code);

/** Types `email` and presses Enter: the code step's boxes. */
async function toCodeStep(el: KhSignIn, email = 'ada@example.com'): Promise<KhOtpInput> {
  await userEvent.click(shadow(el, '[part=email-input]'));
  await userEvent.keyboard(`${email}{Enter}`);
  await flush(el);
  return shadow<KhOtpInput>(el, 'kh-otp-input');
}

afterEach(cleanup);

describe('<kh-sign-in> email code', () => {
  it('email: Enter in the field sends a code, the code step focuses the boxes, a pasted code signs in', async () => {
    const { el, wallet, sessions } = await mountSignIn();
    await userEvent.click(shadow(el, '[part=email-input]'));
    await userEvent.keyboard('ada@example.com{Enter}');
    await flush(el);
    expect(wallet.calls).toContain('emailOtp.start');
    const otp = shadow<KhOtpInput>(el, 'kh-otp-input');
    expect(el.shadowRoot!.textContent).toContain('We sent a 6-digit code to ada@example.com.');
    expect(deepFocus()).toBe(otp.shadowRoot!.querySelector('input'));
    await expectNoAxeViolations(el);
    await pasteCode(otp, '123456');
    await flush(el);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ credentialType: 'EMAIL_OTP', nickname: 'ada@example.com' });
    expect(el.shadowRoot!.textContent).toContain('Signed in with ada@example.com.');
    expect(deepFocus()).toBe(shadow(el, '[part=title]'));
  });

  it('email: a wrong code marks the boxes invalid and keeps the step; typing the right one signs in', async () => {
    const { el, sessions, errors } = await mountSignIn();
    await userEvent.click(shadow(el, '[part=email-input]'));
    await userEvent.keyboard('ada@example.com{Enter}');
    await flush(el);
    const otp = shadow<KhOtpInput>(el, 'kh-otp-input');
    await pasteCode(otp, '000000');
    await flush(el);
    expect(errors).toEqual(['UNAUTHORIZED']);
    expect(otp.error).toBe('That code is not right. Check it and try again.');
    expect(otp.validity.customError).toBe(true);
    expect(otp.value).toBe('');
    expect(sessions).toHaveLength(0);
    await expectNoAxeViolations(el);
    await pasteCode(otp, '123456');
    await flush(el);
    expect(sessions).toHaveLength(1);
  });

  it('email: an invalid address is refused by the field before anything is sent', async () => {
    const { el, wallet } = await mountSignIn();
    await userEvent.click(shadow(el, '[part=email-input]'));
    await userEvent.keyboard('not-an-email{Enter}');
    await flush(el);
    expect(wallet.calls).not.toContain('emailOtp.start');
    expect(shadow<KhEmailInput>(el, '[part=email-input]').validity.typeMismatch).toBe(true);
  });

  it('email: a rate-limited resend shows the message and cools down for Retry-After', async () => {
    const { el, wallet, errors } = await mountSignIn();
    await userEvent.click(shadow(el, '[part=email-input]'));
    await userEvent.keyboard('ada@example.com{Enter}');
    await flush(el);
    const otp = shadow<KhOtpInput>(el, 'kh-otp-input');
    // The first code just went out: the resend button starts cooling down.
    expect(otp.resendRemaining).toBeGreaterThan(0);
    otp.startResendCooldown(0);
    await flush(el);
    wallet.failNext.set(
      'resend',
      keyholdError('RATE_LIMITED', 'Too many requests', { status: 429, retryAfter: 90 }),
    );
    await userEvent.click(otp.shadowRoot!.querySelector<HTMLElement>('[part=resend]')!);
    await flush(el);
    expect(errors).toEqual(['RATE_LIMITED']);
    expect(shadow(el, '[part=error]').textContent).toContain('Too many attempts');
    expect(otp.resendRemaining).toBeGreaterThan(80);
  });

  it('"Use a different email" goes back to the first step', async () => {
    const { el } = await mountSignIn();
    await userEvent.click(shadow(el, '[part=email-input]'));
    await userEvent.keyboard('ada@example.com{Enter}');
    await flush(el);
    const back = [...el.shadowRoot!.querySelectorAll('button')].find((b) =>
      b.textContent!.includes('different email'),
    )!;
    await userEvent.click(back);
    await flush(el);
    expect(shadow(el, '[part=email-form]')).not.toBeNull();
    expect(shadow<KhEmailInput>(el, '[part=email-input]').value).toBe('ada@example.com');
  });

  it('a code burnt by too many wrong guesses says so, offers a new one at once, and the error goes once a new code is sent', async () => {
    const wallet = new FakeWallet();
    const { el } = await mountSignIn(wallet);
    const otp = await toCodeStep(el);
    await otp.updateComplete;
    expect(otp.resendRemaining).toBeGreaterThan(0);
    wallet.failNext.set(
      'verify',
      new KeyholdError(
        'UNAUTHORIZED',
        'Too many wrong codes: this code no longer works; ask for a new one.',
        {
          status: 401,
          reason: 'Invalid OTP code',
          details: { check: 'OTP_ATTEMPTS' },
        },
      ),
    );
    await userEvent.click(otp.shadowRoot!.querySelector('input')!);
    await userEvent.keyboard('999999');
    await flush(el);
    const dead = 'Too many wrong codes: this code no longer works. Ask for a new one.';
    expect(otp.error).toBe(dead);
    expect(otp.resendRemaining).toBe(0);
    // The right code typed after the burn: the code is still dead, and the card keeps saying so (not "not
    // right"), without sending the dead code to be refused as one more wrong guess.
    const verifies = wallet.calls.filter((c) => c === 'verify').length;
    await userEvent.click(otp.shadowRoot!.querySelector('input')!);
    await userEvent.keyboard(wallet.code);
    await flush(el);
    expect(otp.error).toBe(dead);
    expect(wallet.calls.filter((c) => c === 'verify')).toHaveLength(verifies);
    expect(wallet.session).toBeNull();
    await userEvent.click(otp.shadowRoot!.querySelector<HTMLElement>('[part=resend]')!);
    await flush(el);
    expect(wallet.calls).toContain('resend');
    expect(otp.error).toBe('');
    expect(el.shadowRoot!.querySelector('[part=error]')).toBeNull();
    // The new code works.
    await userEvent.click(otp.shadowRoot!.querySelector('input')!);
    await userEvent.keyboard(wallet.code);
    await flush(el);
    expect(wallet.session).not.toBeNull();
  });

  it('an expired code and a lockout (429) stay dead too until a new code is sent', async () => {
    for (const failure of [
      new KeyholdError('UNAUTHORIZED', 'The OTP code expired: ask for a new one.', {
        status: 401,
        details: { check: 'OTP_EXPIRED' },
      }),
      new KeyholdError('RATE_LIMITED', 'Too many wrong codes: sign-in with this email is locked for 60 s.', {
        status: 429,
        retryAfter: 60,
      }),
    ]) {
      cleanup();
      const wallet = new FakeWallet();
      const { el } = await mountSignIn(wallet);
      const otp = await toCodeStep(el);
      wallet.failNext.set('verify', failure);
      await userEvent.click(otp.shadowRoot!.querySelector('input')!);
      await userEvent.keyboard(wallet.code);
      await flush(el);
      const reason = otp.error;
      expect(reason).toMatch(failure.status === 429 ? /paused for a while/ : /That code expired/);
      await userEvent.click(otp.shadowRoot!.querySelector('input')!);
      await userEvent.keyboard(wallet.code);
      await flush(el);
      expect(otp.error).toBe(reason);
      expect(wallet.session).toBeNull();
      if (failure.status === 429) expect(otp.resendRemaining).toBeGreaterThan(50);
    }
  });

  it('"Email me a code" for an address the wallet does not have, while signed out, explains instead of asking for an approval and a re-auth', async () => {
    const wallet = new FakeWallet();
    wallet.seedCredential({ id: 'AuthMethod:1', type: 'PASSKEY', nickname: 'Laptop' });
    const { el } = await mountSignIn(wallet);
    await userEvent.click(shadow(el, '[part=email-input]'));
    await userEvent.keyboard('ada@example.com{Enter}');
    await flush(el);
    expect(shadow<KhApproveDialog>(el, 'kh-approve-dialog').open).toBe(false);
    expect(wallet.calls).not.toContain('emailOtp.start');
    expect(shadow(el, '[part=error]').textContent).toContain(
      'This wallet does not have an email code for that yet. Sign in with a method it has',
    );
  });

  it('what a person types before the credential lookup answers stays typed and focused (the layout does not move)', async () => {
    const wallet = new FakeWallet();
    wallet.seedCredential({ id: 'AuthMethod:1', type: 'EMAIL_OTP', nickname: 'ada@example.com' });
    const list = wallet.listCredentials.bind(wallet);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    Object.assign(wallet, { listCredentials: async () => (await answered, list()) });
    const { el } = await mountSignIn(wallet);
    await userEvent.click(shadow(el, '[part=email-input]'));
    await userEvent.keyboard('ada@exa');
    answer();
    await flush(el);
    await userEvent.keyboard('mple.com');
    const input = shadow(el, '[part=email-input]').shadowRoot!.querySelector('input')!;
    expect(input.value).toBe('ada@example.com');
    expect(shadow(el, '[part=passkey-button]').classList.contains('primary')).toBe(false);
    await userEvent.keyboard('{Enter}');
    await flush(el);
    expect(shadow(el, 'kh-otp-input')).not.toBeNull();
  });
});
