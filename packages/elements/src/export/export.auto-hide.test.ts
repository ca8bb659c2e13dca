import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import { cleanup, mount } from '../test-support/axe.js';
import { FakeWallet } from '../test-support/fake-wallet.js';
import type { KhExport } from './export.js';
import { flush } from '../test-support/flush.js';

// The revealed recovery phrase hides itself after a delay and when the page is hidden.

const q = <T extends Element = HTMLElement>(el: KhExport, s: string) => el.shadowRoot!.querySelector<T>(s);

async function revealed(markup: string): Promise<KhExport> {
  const el = mount<KhExport>(markup);
  el.wallet = new FakeWallet({ signedIn: true });
  await flush(el);
  await userEvent.click(q(el, '[part=start-button]')!);
  await flush(el);
  const dialog = q<KhApproveDialog>(el, 'kh-approve-dialog')!;
  await userEvent.click(dialog.shadowRoot!.querySelector<HTMLElement>('[part=approve-button]')!);
  await flush(el);
  await userEvent.click(q(el, '[part=reveal-button]')!);
  await flush(el);
  expect(q(el, '[part=words]')).not.toBeNull();
  return el;
}

afterEach(() => {
  cleanup();
  // Back to the real property after the page-hidden case.
  delete (document as { visibilityState?: unknown }).visibilityState;
});

describe('<kh-export> hides the revealed phrase by itself', () => {
  it('after hide-after seconds, and says so; the phrase can be revealed again', async () => {
    const el = await revealed('<kh-export hide-after="1"></kh-export>');
    await new Promise((r) => setTimeout(r, 1300));
    await flush(el);
    expect(q(el, '[part=words]')).toBeNull();
    expect(el.holdsPhrase).toBe(true);
    expect(q(el, '[part=status]')!.textContent).toContain('The recovery phrase was hidden.');
    expect(q(el, '[part=reveal-button]')).not.toBeNull();
  });

  it('as soon as the page is hidden', async () => {
    const el = await revealed('<kh-export></kh-export>');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await flush(el);
    expect(q(el, '[part=words]')).toBeNull();
  });
});
