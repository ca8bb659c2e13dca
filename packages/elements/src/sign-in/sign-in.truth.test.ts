import { KeyholdError } from '@keyhold/core/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import type { KhOtpInput } from '../otp-input/otp-input.js';
import { cleanup, mount } from '../test-support/axe.js';
import { FakeWallet } from '../test-support/fake-wallet.js';
import type { KhSignIn } from './sign-in.js';

// Issue 12: <kh-sign-in> tells the truth (defects 1, 4, 9) and issue 11 item 7 (no wallet).

async function setup(wallet: FakeWallet | null = new FakeWallet()) {
  const el = mount<KhSignIn>('<kh-sign-in></kh-sign-in>');
  if (wallet) {
    el.wallet = wallet;
    await wallet.ready;
  }
  await flush(el);
  return el;
}

const q = <T extends Element = HTMLElement>(el: KhSignIn, selector: string): T =>
  el.shadowRoot!.querySelector<T>(selector)!;
async function flush(el: KhSignIn): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 0));
    await el.updateComplete;
  }
}

async function toCodeStep(el: KhSignIn, email = 'ada@example.com'): Promise<KhOtpInput> {
  await userEvent.click(q(el, '[part=email-input]'));
  await userEvent.keyboard(`${email}{Enter}`);
  await flush(el);
  return q<KhOtpInput>(el, 'kh-otp-input');
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('<kh-sign-in> truth', () => {
  it('defect 1: a code burnt by too many wrong guesses says so, offers a new one at once, and the error goes once a new code is sent', async () => {
    const wallet = new FakeWallet();
    const el = await setup(wallet);
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

  it('defect 1: an expired code and a lockout (429) stay dead too until a new code is sent', async () => {
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
      const el = await setup(wallet);
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

  it('defect 4: "Email me a code" for an address the wallet does not have, while signed out, explains instead of asking for an approval and a re-auth', async () => {
    const wallet = new FakeWallet();
    wallet.seedCredential({ id: 'AuthMethod:1', type: 'PASSKEY', nickname: 'Laptop' });
    const el = await setup(wallet);
    await userEvent.click(q(el, '[part=email-input]'));
    await userEvent.keyboard('ada@example.com{Enter}');
    await flush(el);
    expect(q<KhApproveDialog>(el, 'kh-approve-dialog').open).toBe(false);
    expect(wallet.calls).not.toContain('emailOtp.start');
    expect(q(el, '[part=error]').textContent).toContain(
      'This wallet does not have an email code for that yet. Sign in with a method it has',
    );
  });

  it('defect 4: an approval that would wait for a re-auth while signed out is declined and explained', async () => {
    const wallet = new FakeWallet();
    wallet.seedCredential({ id: 'AuthMethod:1', type: 'EMAIL_OTP', nickname: 'ada@example.com' });
    const el = await setup(wallet);
    await userEvent.click(q(el, '[part=create-passkey-button]'));
    await flush(el);
    await userEvent.click(q(el, 'form button[type=submit]'));
    await flush(el);
    const dialog = q<KhApproveDialog>(el, 'kh-approve-dialog');
    expect(dialog.open).toBe(true);
    // As the core does when a stamp finds no session.
    wallet.dispatchEvent(new CustomEvent('reauth-required', { detail: { operation: 'ADD_CREDENTIAL' } }));
    await flush(el);
    expect(dialog.open).toBe(false);
    expect(wallet.lastSignedRequest!.rejections).toBe(1);
    expect(q(el, '[part=error]').textContent).toContain('does not have a passkey for that yet');
  });

  it('defect 9: a wallet with no passkey does not lead with "Sign in with a passkey"', async () => {
    const wallet = new FakeWallet();
    wallet.seedCredential({ id: 'AuthMethod:1', type: 'EMAIL_OTP', nickname: 'ada@example.com' });
    const el = await setup(wallet);
    const stack = q(el, '.stack');
    expect(stack.firstElementChild!.getAttribute('part')).toBe('email-form');
    expect(q(el, '[part=passkey-button]').classList.contains('primary')).toBe(false);
  });

  it('what a person types before the credential lookup answers stays typed and focused (the layout does not move)', async () => {
    const wallet = new FakeWallet();
    wallet.seedCredential({ id: 'AuthMethod:1', type: 'EMAIL_OTP', nickname: 'ada@example.com' });
    const list = wallet.listCredentials.bind(wallet);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    Object.assign(wallet, { listCredentials: async () => (await answered, list()) });
    const el = await setup(wallet);
    await userEvent.click(q(el, '[part=email-input]'));
    await userEvent.keyboard('ada@exa');
    answer();
    await flush(el);
    await userEvent.keyboard('mple.com');
    const input = q(el, '[part=email-input]').shadowRoot!.querySelector('input')!;
    expect(input.value).toBe('ada@example.com');
    expect(q(el, '[part=passkey-button]').classList.contains('primary')).toBe(false);
    await userEvent.keyboard('{Enter}');
    await flush(el);
    expect(q(el, 'kh-otp-input')).not.toBeNull();
  });

  it('a wallet with a passkey leads with it', async () => {
    const wallet = new FakeWallet();
    wallet.seedCredential({ id: 'AuthMethod:1', type: 'PASSKEY', nickname: 'Laptop' });
    const el = await setup(wallet);
    expect(q(el, '.stack').firstElementChild!.getAttribute('part')).toBe('passkey-button');
    expect(q(el, '[part=passkey-button]').classList.contains('primary')).toBe(true);
  });

  it('issue 11: no wallet: the developer reads what to set in the console, the person a plain sentence', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = await setup(null);
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(String(error.mock.calls[0]![0])).toContain(
      '<kh-sign-in> has no wallet: set its `wallet` property (not an attribute) to the object createWallet()',
    );
    const codes: string[] = [];
    el.addEventListener('kh-error', (e) => codes.push(e.detail.error.code));
    await userEvent.click(q(el, '[part=passkey-button]'));
    await flush(el);
    expect(codes).toEqual(['NO_WALLET']);
    expect(q(el, '[part=error]').textContent!.trim()).toBe('The wallet is not available on this page.');
    expect(error).toHaveBeenCalledTimes(1);
  });

  // Picking the passkey from the field is tested on the real stack (sign-in.core.test.ts); that no call is
  // made at all is seen only by a stand-in wallet.
  it('passkey autofill is opt-in: by default no passkey challenge is held, so the passkey button gets one', async () => {
    const wallet = new FakeWallet();
    wallet.seedCredential({ id: 'AuthMethod:1', type: 'PASSKEY', nickname: 'Laptop' });
    const asked: unknown[] = [];
    const signIn = wallet.passkey.signIn;
    Object.assign(wallet.passkey, {
      supportsAutofill: async () => true,
      signIn: async (options: { autofill?: boolean } = {}) => {
        asked.push(options);
        return signIn(options);
      },
    });
    await setup(wallet);
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toEqual([]);
  });
});
