import { afterEach, describe, expect, it } from 'vitest';
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

afterEach(cleanup);

describe('<kh-credential-manager> truth', () => {
  // The manager is laid out by the width it is given (no media query): a 375 px column is a phone's page.
  it('in a 375 px column a long email wraps and Remove stays inside the card (no sideways scroll)', async () => {
    const wallet = new FakeWallet({ signedIn: true });
    wallet.seedCredential({
      id: 'AuthMethod:2',
      type: 'EMAIL_OTP',
      nickname: 'ada.lovelace.countess.of.lovelace.analytical.engine@mathematics-society.example.org',
    });
    const el = await manager(wallet, 375);
    const column = el.parentElement!;
    const card = el.shadowRoot!.querySelector<HTMLElement>('[part=card]')!;
    const cardBox = card.getBoundingClientRect();
    expect(cardBox.right).toBeLessThanOrEqual(column.getBoundingClientRect().right + 0.5);
    for (const button of all(el, '[part=remove-button]')) {
      expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(cardBox.right + 0.5);
    }
    expect(column.scrollWidth).toBeLessThanOrEqual(375);
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
