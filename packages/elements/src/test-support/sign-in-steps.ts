import { expect, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { KhOtpInput } from '../otp-input/otp-input.js';
import type { KhSignIn } from '../sign-in/sign-in.js';

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
