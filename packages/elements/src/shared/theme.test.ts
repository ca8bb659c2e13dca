import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { noColorSchemeEmulation } from '../../../../test-support/engines.js';
import '../all.js';
import type { KhOtpInput } from '../otp-input/otp-input.js';
import { axeViolationIds, cleanup, expectNoAxeViolations, mount } from '../test-support/axe.js';
import { FakeWallet } from '../test-support/fake-wallet.js';

async function emulateScheme(value: 'light' | 'dark' | ''): Promise<void> {
  await commands.emulateColorScheme(value);
}

const surfaceOf = (el: KhOtpInput) =>
  getComputedStyle(el.shadowRoot!.querySelector('input')!).backgroundColor;

beforeEach(({ skip }) => {
  skip(noColorSchemeEmulation !== undefined, noColorSchemeEmulation);
});

afterEach(async () => {
  cleanup();
  if (!noColorSchemeEmulation) await emulateScheme('');
});

describe('colour schemes', () => {
  it('follows prefers-color-scheme unless theme forces one', async () => {
    const el = mount<KhOtpInput>('<kh-otp-input></kh-otp-input>');
    await el.updateComplete;
    await emulateScheme('light');
    expect(surfaceOf(el)).toBe('rgb(255, 255, 255)');
    await emulateScheme('dark');
    expect(surfaceOf(el)).toBe('rgb(23, 25, 30)');
    el.setAttribute('theme', 'light');
    expect(surfaceOf(el)).toBe('rgb(255, 255, 255)');
    el.setAttribute('theme', 'dark');
    await emulateScheme('light');
    expect(surfaceOf(el)).toBe('rgb(23, 25, 30)');
  });

  it.each([
    ['the system dark scheme', 'dark', ''],
    ['theme="dark" on a light system (nested elements included)', 'light', ' theme="dark"'],
  ] as const)('every element passes axe (contrast included) in %s', async (_name, system, attr) => {
    await emulateScheme(system);
    const wallet = new FakeWallet({ signedIn: true });
    const root = mount<HTMLDivElement>(`<div style="background:#17191e;color:#e8eaed">
      <kh-otp-input error="Wrong code" resend${attr}></kh-otp-input>
      <kh-email-input${attr}></kh-email-input>
      <kh-sign-in mode="reauth"${attr}></kh-sign-in>
      <kh-credential-manager${attr}></kh-credential-manager>
      <kh-session-list${attr}></kh-session-list>
      <kh-export${attr}></kh-export>
    </div>`);
    for (const el of root.querySelectorAll('kh-sign-in, kh-credential-manager, kh-session-list, kh-export')) {
      (el as HTMLElement & { wallet: FakeWallet }).wallet = wallet;
    }
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
    // Before the modal opens (a modal makes the rest inert, which axe then skips).
    await expectNoAxeViolations(root);
    const dialog = document.createElement('kh-approve-dialog');
    if (attr) dialog.setAttribute('theme', 'dark');
    root.append(dialog);
    void dialog.show({
      operation: 'EXPORT_WALLET',
      payloadToSign: '{"a":1}',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      approve: async () => undefined,
      reject: () => undefined,
    });
    await dialog.updateComplete;
    await expectNoAxeViolations(dialog);
  });

  it('the axe check is not vacuous: a low-contrast token is reported inside the shadow tree', async () => {
    await emulateScheme('light');
    const wallet = new FakeWallet({ signedIn: true });
    const el = mount<HTMLElement & { wallet: FakeWallet; updateComplete: Promise<boolean> }>(
      '<kh-export style="--kh-color-text:#d0d0d0"></kh-export>',
    );
    el.wallet = wallet;
    await el.updateComplete;
    expect(await axeViolationIds(el)).toContain('color-contrast');
  });
});
