import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import { cleanup, deepFocus, expectNoAxeViolations, mount } from '../test-support/axe.js';
import { FakeWallet, keyholdError } from '../test-support/fake-wallet.js';
import type { KhCredentialManager } from './credential-manager.js';
import { flush } from '../test-support/flush.js';

/** A manager on `wallet`, in a column `width` px wide if given. */
async function setup(wallet = new FakeWallet({ signedIn: true }), width?: number) {
  const el = mount<KhCredentialManager>('<kh-credential-manager></kh-credential-manager>');
  if (width !== undefined) (el.parentElement as HTMLElement).style.width = `${width}px`;
  el.wallet = wallet;
  await flush(el);
  return { el, wallet };
}

const q = <T extends Element = HTMLElement>(el: KhCredentialManager, s: string) =>
  el.shadowRoot!.querySelector<T>(s)!;
const dialog = (el: KhCredentialManager) => q<KhApproveDialog>(el, 'kh-approve-dialog');
const all = (el: Element, s: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(s)];

afterEach(() => cleanup());

describe('<kh-credential-manager>', () => {
  it('lists the credentials with the current one marked, with no axe violations', async () => {
    const wallet = new FakeWallet({ signedIn: true });
    wallet.seedCredential({
      id: 'AuthMethod:2',
      type: 'EMAIL_OTP',
      nickname: 'ada@example.com',
      createdAt: '2026-01-03T09:00:00Z',
    });
    const { el } = await setup(wallet);
    const items = [...el.shadowRoot!.querySelectorAll('[part=item]')];
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Laptop');
    expect(items[0]!.querySelector('[part=current-badge]')).not.toBeNull();
    expect(items[1]!.textContent).toContain('email code');
    expect(items[1]!.querySelector('[part=current-badge]')).toBeNull();
    expect(items[1]!.querySelector('[part=remove-button]')!.getAttribute('aria-label')).toBe(
      'Remove ada@example.com',
    );
    expect(el.credentials).toHaveLength(2);
    await expectNoAxeViolations(el);
  });

  it('asks to sign in while signed out, and loads once a session appears', async () => {
    const wallet = new FakeWallet();
    const { el } = await setup(wallet);
    expect(el.shadowRoot!.textContent).toContain('Sign in to manage your wallet.');
    wallet.seedCredential({ id: 'AuthMethod:1', type: 'PASSKEY', nickname: 'Phone' });
    await wallet.passkey.signIn();
    await flush(el);
    expect(el.shadowRoot!.querySelectorAll('[part=item]')).toHaveLength(1);
  });

  it('removing shows the signed request first; approving removes it and announces it', async () => {
    const wallet = new FakeWallet({ signedIn: true });
    wallet.seedCredential({ id: 'AuthMethod:2', type: 'EMAIL_OTP', nickname: 'ada@example.com' });
    const { el } = await setup(wallet);
    const revoked: string[] = [];
    el.addEventListener('kh-credential-revoked', (e) => revoked.push(e.detail.credentialId));
    await userEvent.click(el.shadowRoot!.querySelectorAll<HTMLElement>('[part=remove-button]')[1]!);
    await flush(el);
    const d = dialog(el);
    expect(d.open).toBe(true);
    expect(d.shadowRoot!.querySelector('[part=operation]')!.textContent).toContain(
      'Remove an email code from your wallet',
    );
    expect(wallet.credentials).toHaveLength(2);
    await userEvent.click(d.shadowRoot!.querySelector<HTMLElement>('[part=approve-button]')!);
    await flush(el);
    expect(revoked).toEqual(['AuthMethod:2']);
    expect(el.shadowRoot!.querySelectorAll('[part=item]')).toHaveLength(1);
    expect(q(el, '[part=status]').textContent!.trim()).toBe('ada@example.com was removed.');
    expect(deepFocus()).toBe(q(el, 'h2'));
  });

  it('declining a removal keeps the credential', async () => {
    // Two credentials: the only one has no Remove button.
    const second = new FakeWallet({ signedIn: true });
    second.seedCredential({ id: 'AuthMethod:2', type: 'EMAIL_OTP', nickname: 'ada@example.com' });
    const { el, wallet } = await setup(second);
    const revoked: string[] = [];
    el.addEventListener('kh-credential-revoked', (e) => revoked.push(e.detail.credentialId));
    await userEvent.click(q(el, '[part=remove-button]'));
    await flush(el);
    await userEvent.keyboard('{Escape}');
    await flush(el);
    expect(revoked).toEqual([]);
    expect(wallet.credentials).toHaveLength(2);
    expect(dialog(el).open).toBe(false);
  });

  it('adds a passkey after approval of the signed request', async () => {
    // Signed in with an email: a wallet holds one passkey, so a second is not offered.
    const { el, wallet } = await setup(
      new FakeWallet({ signedIn: true, signedInWith: { type: 'EMAIL_OTP', nickname: 'ada@example.com' } }),
    );
    const added: unknown[] = [];
    el.addEventListener('kh-credential-added', (e) => added.push(e.detail));
    await userEvent.click(q(el, '[part=add-passkey-button]'));
    await flush(el);
    await expectNoAxeViolations(el);
    const input = q<HTMLInputElement>(el, '#add-value');
    await userEvent.clear(input);
    await userEvent.type(input, 'Phone{Enter}');
    await flush(el);
    await userEvent.click(dialog(el).shadowRoot!.querySelector<HTMLElement>('[part=approve-button]')!);
    await flush(el);
    expect(added).toEqual([{ credentialId: 'AuthMethod:2', type: 'PASSKEY' }]);
    expect(wallet.credentials.map((c) => c.nickname)).toEqual(['ada@example.com', 'Phone']);
    expect(el.shadowRoot!.querySelectorAll('[part=item]')).toHaveLength(2);
    expect(q(el, '[part=status]').textContent!.trim()).toBe('Phone was added.');
  });

  it('adds an email; a refused address shows the error and adds nothing', async () => {
    const { el, wallet } = await setup();
    await userEvent.click(q(el, '[part=add-email-button]'));
    await flush(el);
    const input = q<HTMLInputElement>(el, '#add-value');
    expect(input.type).toBe('email');
    wallet.failNext.set('emailOtp.start', keyholdError('INVALID_INPUT', 'Enter a valid email address.'));
    await userEvent.type(input, 'bob@example.com{Enter}');
    await flush(el);
    expect(q(el, '[part=error]').textContent).toBe(
      'Something you entered is not valid. Check it and try again.',
    );
    expect(wallet.credentials).toHaveLength(1);
    await userEvent.click(q(el, '[part=add-form] button[type=submit]'));
    await flush(el);
    await userEvent.click(dialog(el).shadowRoot!.querySelector<HTMLElement>('[part=approve-button]')!);
    await flush(el);
    expect(wallet.credentials.map((c) => c.type)).toEqual(['PASSKEY', 'EMAIL_OTP']);
  });

  it('a failed list load is shown', async () => {
    const wallet = new FakeWallet({ signedIn: true });
    wallet.failNext.set('listCredentials', keyholdError('NETWORK_ERROR', 'fetch failed'));
    const { el } = await setup(wallet);
    expect(q(el, '[part=error]').textContent).toContain('could not be reached');
  });
});

describe('<kh-credential-manager> says only what is true', () => {
  // The manager is laid out by the width it is given (no media query): a 375 px column is a phone's page.
  it('in a 375 px column a long email wraps and Remove stays inside the card (no sideways scroll)', async () => {
    const wallet = new FakeWallet({ signedIn: true });
    wallet.seedCredential({
      id: 'AuthMethod:2',
      type: 'EMAIL_OTP',
      nickname: 'ada.lovelace.countess.of.lovelace.analytical.engine@mathematics-society.example.org',
    });
    const { el } = await setup(wallet, 375);
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

  it('an OAuth credential is a "linked account", never "Google"', async () => {
    const wallet = new FakeWallet({ signedIn: true });
    wallet.seedCredential({ id: 'AuthMethod:3', type: 'OAUTH', nickname: 'ada@example.com' });
    const { el } = await setup(wallet);
    const text = el.shadowRoot!.textContent!;
    expect(text).toContain('linked account');
    expect(text).not.toMatch(/Google|OAuth/);
  });

  it('the only credential has no Remove, with the reason; a second passkey or email is not offered', async () => {
    const wallet = new FakeWallet({ signedIn: true }); // one passkey
    const { el } = await setup(wallet);
    expect(all(el, '[part=remove-button]')).toHaveLength(0);
    const rules = all(el, '[part=rule]').map((p) => p.textContent!.trim());
    expect(rules).toContain(
      'This is your only sign-in method, so it cannot be removed. Add another one first.',
    );
    expect(all(el, '[part=add-passkey-button]')).toHaveLength(0);
    expect(all(el, '[part=add-email-button]')).toHaveLength(1);
    await expectNoAxeViolations(el);
  });

  it('"Added" follows the service clock: a credential just added is not added in the future', async () => {
    const wallet = new FakeWallet({ signedIn: true });
    const ahead = 15 * 60_000; // the sandbox clock was advanced
    Object.assign(wallet, { serviceNow: () => Date.now() + ahead });
    wallet.seedCredential({
      id: 'AuthMethod:2',
      type: 'EMAIL_OTP',
      nickname: 'ada@example.com',
      createdAt: new Date(Date.now() + ahead - 5_000).toISOString(),
    });
    const { el } = await setup(wallet);
    const added = all(el, '[part=item] time').map((t) => t.textContent!.trim());
    expect(added).toContain('Added now');
  });
});
