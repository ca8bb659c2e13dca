import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import './define.js';
import { cleanup, expectNoAxeViolations, mount } from '../test-support/axe.js';
import { FakeWallet } from '../test-support/fake-wallet.js';
import type { KhCredentialManager } from './credential-manager.js';

// Issue 12: the credential manager says only true things (defects 5, 7, 8, 10).

async function flush(el: HTMLElement & { updateComplete: Promise<boolean> }) {
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 0));
    await el.updateComplete;
  }
}

async function manager(wallet: FakeWallet, width?: number): Promise<KhCredentialManager> {
  const el = mount<KhCredentialManager>('<kh-credential-manager></kh-credential-manager>');
  if (width !== undefined) (el.parentElement as HTMLElement).style.width = `${width}px`;
  el.wallet = wallet;
  await flush(el);
  return el;
}

const all = (el: Element, s: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(s)];

afterEach(async () => {
  cleanup();
  await page.viewport(414, 896);
});

describe('<kh-credential-manager> truth', () => {
  it('defect 7: at 375 px a long email wraps and Remove stays inside the card (no sideways scroll)', async () => {
    await page.viewport(375, 700);
    const wallet = new FakeWallet({ signedIn: true });
    wallet.seedCredential({
      id: 'AuthMethod:2',
      type: 'EMAIL_OTP',
      nickname: 'ada.lovelace.countess.of.lovelace.analytical.engine@mathematics-society.example.org',
    });
    const el = await manager(wallet);
    const card = el.shadowRoot!.querySelector<HTMLElement>('[part=card]')!;
    const cardBox = card.getBoundingClientRect();
    for (const button of all(el, '[part=remove-button]')) {
      expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(cardBox.right + 0.5);
    }
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  });

  it('defect 8: an OAuth credential is a "linked account", never "Google"', async () => {
    const wallet = new FakeWallet({ signedIn: true });
    wallet.seedCredential({ id: 'AuthMethod:3', type: 'OAUTH', nickname: 'ada@example.com' });
    const el = await manager(wallet);
    const text = el.shadowRoot!.textContent!;
    expect(text).toContain('linked account');
    expect(text).not.toMatch(/Google|OAuth/);
  });

  it('defect 10: the only credential has no Remove, with the reason; a second passkey or email is not offered', async () => {
    const wallet = new FakeWallet({ signedIn: true }); // one passkey
    const el = await manager(wallet);
    expect(all(el, '[part=remove-button]')).toHaveLength(0);
    const rules = all(el, '[part=rule]').map((p) => p.textContent!.trim());
    expect(rules).toContain(
      'This is your only sign-in method, so it cannot be removed. Add another one first.',
    );
    expect(all(el, '[part=add-passkey-button]')).toHaveLength(0);
    expect(all(el, '[part=add-email-button]')).toHaveLength(1);
    await expectNoAxeViolations(el);
  });

  it('defect 5: "Added" follows the service clock: a credential just added is not added in the future', async () => {
    const wallet = new FakeWallet({ signedIn: true });
    const ahead = 15 * 60_000; // the sandbox clock was advanced
    Object.assign(wallet, { serviceNow: () => Date.now() + ahead });
    wallet.seedCredential({
      id: 'AuthMethod:2',
      type: 'EMAIL_OTP',
      nickname: 'ada@example.com',
      createdAt: new Date(Date.now() + ahead - 5_000).toISOString(),
    });
    const el = await manager(wallet);
    const added = all(el, '[part=item] time').map((t) => t.textContent!.trim());
    expect(added).toContain('Added now');
  });
});
