import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import { cleanup, deepFocus, expectNoAxeViolations, mount } from '../test-support/axe.js';
import { FakeWallet } from '../test-support/fake-wallet.js';
import type { KhExport } from './export.js';

async function flush(el: KhExport) {
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 0));
    await el.updateComplete;
  }
}

async function setup() {
  const wallet = new FakeWallet({ signedIn: true });
  const el = mount<KhExport>('<kh-export></kh-export>');
  el.wallet = wallet;
  await flush(el);
  return { el, wallet };
}

const q = <T extends Element = HTMLElement>(el: KhExport, s: string) => el.shadowRoot!.querySelector<T>(s)!;

async function approveExport(el: KhExport): Promise<KhApproveDialog> {
  await userEvent.click(q(el, '[part=start-button]'));
  await flush(el);
  const dialog = q<KhApproveDialog>(el, 'kh-approve-dialog');
  expect(dialog.shadowRoot!.querySelector('[part=operation]')!.textContent).toContain(
    "Export your wallet's recovery phrase",
  );
  await userEvent.click(dialog.shadowRoot!.querySelector<HTMLElement>('[part=approve-button]')!);
  await flush(el);
  return dialog;
}

afterEach(() => cleanup());

describe('<kh-export>', () => {
  it('warns first, with no axe violations', async () => {
    const { el } = await setup();
    expect(q(el, '[part=warning]').textContent).toContain('full control of your wallet');
    expect(q(el, '[part=start-button]')).not.toBeNull();
    await expectNoAxeViolations(el);
  });

  it('shows the phrase only after approval and an explicit reveal, and never in an event', async () => {
    const { el, wallet } = await setup();
    const seen: string[] = [];
    for (const type of ['kh-approved', 'kh-export-revealed', 'kh-error', 'kh-rejected']) {
      el.addEventListener(type, (e) => seen.push(JSON.stringify((e as CustomEvent).detail) ?? ''));
    }
    await approveExport(el);
    expect(el.holdsPhrase).toBe(true);
    expect(el.shadowRoot!.textContent).not.toContain('abandon');
    expect(deepFocus()).toBe(q(el, '[part=reveal-button]'));
    await expectNoAxeViolations(el);
    await userEvent.click(q(el, '[part=reveal-button]'));
    await flush(el);
    const words = [...el.shadowRoot!.querySelectorAll('[part=words] li')].map((li) => li.textContent);
    expect(words.join(' ')).toBe(wallet.mnemonic);
    expect(deepFocus()).toBe(q(el, '[part=words]'));
    await expectNoAxeViolations(el);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.some((s) => s.includes('abandon'))).toBe(false);
    expect(el.outerHTML).not.toContain('abandon');
  });

  it('Hide takes it off screen; Done forgets it', async () => {
    const { el } = await setup();
    await approveExport(el);
    await userEvent.click(q(el, '[part=reveal-button]'));
    await flush(el);
    await userEvent.click(q(el, '[part=hide-button]'));
    await flush(el);
    expect(el.shadowRoot!.textContent).not.toContain('abandon');
    expect(el.holdsPhrase).toBe(true);
    await userEvent.click(q(el, '[part=done-button]'));
    await flush(el);
    expect(el.holdsPhrase).toBe(false);
    expect(q(el, '[part=start-button]')).not.toBeNull();
  });

  it('declining the export holds nothing', async () => {
    const { el } = await setup();
    await userEvent.click(q(el, '[part=start-button]'));
    await flush(el);
    const dialog = q<KhApproveDialog>(el, 'kh-approve-dialog');
    await userEvent.click(dialog.shadowRoot!.querySelector<HTMLElement>('[part=reject-button]')!);
    await flush(el);
    expect(el.holdsPhrase).toBe(false);
    expect(q(el, '[part=start-button]')).not.toBeNull();
  });

  it('forgets the phrase when the session ends or the element is removed', async () => {
    const { el, wallet } = await setup();
    await approveExport(el);
    await userEvent.click(q(el, '[part=reveal-button]'));
    await flush(el);
    wallet.expire();
    await flush(el);
    expect(el.holdsPhrase).toBe(false);
    expect(el.shadowRoot!.textContent).not.toContain('abandon');

    const second = await setup();
    await approveExport(second.el);
    second.el.remove();
    expect(second.el.holdsPhrase).toBe(false);
  });

  it('Copy puts the phrase on the clipboard or says it cannot', async () => {
    const { el, wallet } = await setup();
    await approveExport(el);
    await userEvent.click(q(el, '[part=reveal-button]'));
    await flush(el);
    let written: string | null = null;
    const clipboard = navigator.clipboard;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void (written = text) },
    });
    try {
      await userEvent.click(q(el, '[part=copy-button]'));
      await flush(el);
      expect(written).toBe(wallet.mnemonic);
      expect(q(el, '[part=status]').textContent!.trim()).toBe('Copied to the clipboard.');
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
      await userEvent.click(q(el, '[part=copy-button]'));
      await flush(el);
      expect(q(el, '[part=error]').textContent).toContain('Write the words down');
    } finally {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
    }
  });
});
