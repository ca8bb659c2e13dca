import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import { cleanup, deepFocus, expectNoAxeViolations, mount } from '../test-support/axe.js';
import { FakeWallet } from '../test-support/fake-wallet.js';
import type { KhExport } from './export.js';
import { toErrorInfo } from '../shared/events.js';
import { en } from '@keyhold/locales/en/copy';
import { loadFrameMode } from '../shared/vault-host.js';
import { flush } from '../test-support/flush.js';

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

  describe('an export in flight and re-auth', () => {
    async function approveWhileSignedOut(el: KhExport, wallet: FakeWallet, end: 'expire' | 'revoke') {
      await userEvent.click(q(el, '[part=start-button]'));
      await flush(el);
      const dialog = q<KhApproveDialog>(el, 'kh-approve-dialog');
      expect(dialog.open).toBe(true);
      // The session ends while the person reads the request; approving then waits for a new session.
      wallet[end]();
      await flush(el);
      const asked: string[] = [];
      wallet.addEventListener('reauth-required', (e) => asked.push((e as CustomEvent).detail.operation));
      await userEvent.click(dialog.shadowRoot!.querySelector<HTMLElement>('[part=approve-button]')!);
      await flush(el);
      expect(asked).toEqual(['EXPORT_WALLET']);
      expect(el.exporting).toBe(true);
      expect(dialog.busy).toBe(true);
      return dialog;
    }

    for (const end of ['expire', 'revoke'] as const) {
      it(`after the session ends (${end}), re-auth of the same account lets the export finish by itself`, async () => {
        const { el, wallet } = await setup();
        const dialog = await approveWhileSignedOut(el, wallet, end);
        wallet.signInAgain();
        await flush(el);
        expect(dialog.open).toBe(false);
        expect(el.exporting).toBe(false);
        expect(el.holdsPhrase).toBe(true);
        expect(wallet.lastExport!.approvals).toBe(1);
        expect(wallet.lastExport!.rejections).toBe(0);
        expect(el.shadowRoot!.textContent).not.toContain('abandon');
        expect(deepFocus()).toBe(q(el, '[part=reveal-button]'));
        await userEvent.click(q(el, '[part=reveal-button]'));
        await flush(el);
        const words = [...el.shadowRoot!.querySelectorAll('[part=words] li')].map((li) => li.textContent);
        expect(words.join(' ')).toBe(wallet.mnemonic);
        // Done still forgets it.
        await userEvent.click(q(el, '[part=done-button]'));
        await flush(el);
        expect(el.holdsPhrase).toBe(false);
      });
    }

    it('a sign-in to a different account abandons the waiting export and shows nothing', async () => {
      const { el, wallet } = await setup();
      wallet.mnemonics['InternalAccount:2'] = 'zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong';
      const dialog = await approveWhileSignedOut(el, wallet, 'expire');
      wallet.signInAgain('InternalAccount:2');
      await flush(el);
      expect(dialog.open).toBe(false);
      expect(el.exporting).toBe(false);
      expect(el.holdsPhrase).toBe(false);
      expect(wallet.lastExport!.rejections).toBeGreaterThanOrEqual(1);
      expect(el.shadowRoot!.textContent).not.toContain('zoo');
      expect(q(el, '[part=start-button]')).not.toBeNull();
    });

    it('dismissing the re-auth declines the waiting export; a later sign-in brings nothing', async () => {
      const { el, wallet } = await setup();
      const dialog = await approveWhileSignedOut(el, wallet, 'expire');
      window.dispatchEvent(
        new CustomEvent('kh-reauth-cancelled', { detail: { operation: 'EXPORT_WALLET' } }),
      );
      await flush(el);
      expect(dialog.open).toBe(false);
      expect(el.exporting).toBe(false);
      wallet.signInAgain();
      await flush(el);
      expect(el.holdsPhrase).toBe(false);
      expect(q(el, '[part=start-button]')).not.toBeNull();
    });

    it('removing the element while the export waits declines it', async () => {
      const { el, wallet } = await setup();
      await approveWhileSignedOut(el, wallet, 'expire');
      el.remove();
      await new Promise((r) => setTimeout(r, 0));
      expect(wallet.lastExport!.rejections).toBe(1);
      expect(el.exporting).toBe(false);
      wallet.signInAgain();
      await flush(el);
      expect(el.holdsPhrase).toBe(false);
    });

    it('signing out while the export is shown for approval declines and closes it', async () => {
      const { el, wallet } = await setup();
      const rejected: string[] = [];
      el.addEventListener('kh-rejected', (e) => rejected.push(e.detail.operation));
      await userEvent.click(q(el, '[part=start-button]'));
      await flush(el);
      const dialog = q<KhApproveDialog>(el, 'kh-approve-dialog');
      expect(dialog.open).toBe(true);
      await wallet.signOut();
      await flush(el);
      expect(dialog.open).toBe(false);
      expect(rejected).toEqual(['EXPORT_WALLET']);
      expect(wallet.lastExport!.approvals).toBe(0);
      expect(el.exporting).toBe(false);
    });

    it('a different wallet abandons the export in flight', async () => {
      const { el, wallet } = await setup();
      await approveWhileSignedOut(el, wallet, 'expire');
      el.wallet = new FakeWallet({ signedIn: true });
      await flush(el);
      expect(wallet.lastExport!.rejections).toBe(1);
      expect(el.exporting).toBe(false);
      wallet.signInAgain();
      await flush(el);
      expect(el.holdsPhrase).toBe(false);
    });
  });
});

describe('frame mode loaded on demand', () => {
  it('a frame-mode view that cannot load (offline) ends in VAULT_UNREACHABLE, never in page mode', async () => {
    // A real failed fetch of the module: nothing listens on port 9.
    const offline = 'http://localhost:9/frame-export.js';
    let error: unknown;
    await loadFrameMode(() => import(/* @vite-ignore */ offline)).catch((e: unknown) => (error = e));
    const info = toErrorInfo(error);
    expect(info.code).toBe('VAULT_UNREACHABLE');
    expect(en.errorMessages.VAULT_UNREACHABLE).toContain('nothing was signed');
    // A part that loads is returned as it is.
    const frame = await loadFrameMode(() => import('./frame-export.js'));
    expect(typeof frame.exportInFrame).toBe('function');
  });
});
