import { expect, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { KhOtpInput } from '../otp-input/otp-input.js';
import type { KhSignIn } from '../sign-in/sign-in.js';
import { mount } from './axe.js';
import { FakeWallet } from './fake-wallet.js';
import { flush } from './flush.js';

/** The first element matching `selector` in `host`'s shadow root. */
export const shadow = <T extends Element = HTMLElement>(host: Element, selector: string): T =>
  host.shadowRoot!.querySelector<T>(selector)!;

/** Types `email` into <kh-sign-in>'s email step and returns the code input that appears. */
export async function requestEmailCode(signIn: KhSignIn, email: string): Promise<KhOtpInput> {
  await userEvent.click(shadow(signIn, '[part=email-input]'));
  await userEvent.keyboard(`${email}{Enter}`);
  return vi.waitFor(
    () => {
      const el = shadow<KhOtpInput>(signIn, 'kh-otp-input');
      expect(el).not.toBeNull();
      return el;
    },
    { timeout: 10_000 },
  );
}

/**
 * A `<kh-sign-in>` (of `markup`) on `wallet` (none: `null`), settled, with the `kh-session` and `kh-error`
 * events it fires from then on.
 */
export async function mountSignIn<W extends FakeWallet | null = FakeWallet>(
  wallet: W = new FakeWallet() as W,
  markup = '<kh-sign-in></kh-sign-in>',
) {
  const el = mount<KhSignIn>(markup);
  if (wallet) {
    el.wallet = wallet;
    await wallet.ready;
  }
  await flush(el);
  const sessions: unknown[] = [];
  const errors: string[] = [];
  el.addEventListener('kh-session', (e) => sessions.push(e.detail.session));
  el.addEventListener('kh-error', (e) => errors.push(e.detail.error.code));
  return { el, wallet, sessions, errors };
}
