import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeFor } from '@keyhold/locales';
import './define.js';
import '../locales/fr/register.js';
import '../locales/ar/register.js';
import { cleanup, expectNoAxeViolations, mount } from '../test-support/axe.js';
import { FakeMoneyWallet } from '../test-support/fake-money-wallet.js';
import { flush } from '../test-support/flush.js';
import type { KhBalance } from './balance.js';

// <kh-balance> over a stand-in wallet: every state in words, amounts in currency, reads again on a payment.

const text = (el: KhBalance) => el.shadowRoot!.querySelector('[role=status]')!.textContent!.trim();

afterEach(cleanup);

describe('<kh-balance>', () => {
  it('loading, then the balance in currency, never in minor units; no axe violation', async () => {
    const wallet = new FakeMoneyWallet({ signedIn: true });
    const el = mount<KhBalance>('<kh-balance></kh-balance>');
    await el.updateComplete;
    expect(el.state).toBe('loading');
    expect(text(el)).toBe('No wallet is connected.');
    el.wallet = wallet;
    await vi.waitFor(() => expect(el.state).toBe('ready'));
    await el.updateComplete;
    expect(text(el)).toBe('$1,234.56');
    expect(text(el)).not.toContain('123456');
    const amount = el.shadowRoot!.querySelector('data[part=amount]')!;
    expect(amount.getAttribute('value')).toBe('1234.56');
    expect(el.shadowRoot!.querySelector('h2')!.textContent!.trim()).toBe('Balance');
    await expectNoAxeViolations(el);
  });

  it('in French and Arabic, the amount is formatted for the reader', async () => {
    const wallet = new FakeMoneyWallet({ signedIn: true });
    const root = mount<HTMLDivElement>(
      '<div><kh-balance lang="fr"></kh-balance><kh-balance lang="ar" dir="rtl"></kh-balance></div>',
    );
    const [fr, ar] = [...root.querySelectorAll<KhBalance>('kh-balance')];
    fr!.wallet = wallet;
    ar!.wallet = wallet;
    await vi.waitFor(() => expect([fr!.state, ar!.state]).toEqual(['ready', 'ready']));
    await flush(fr!, ar!);
    const money = (lang: string) =>
      new Intl.NumberFormat(localeFor(lang), { style: 'currency', currency: 'USD' }).format(1234.56);
    expect(text(fr!)).toBe(money('fr'));
    expect(text(ar!)).toBe(money('ar'));
    expect(fr!.shadowRoot!.querySelector('h2')!.textContent!.trim()).toBe('Solde');
    expect(ar!.shadowRoot!.querySelector('h2')!.textContent!.trim()).toBe('الرصيد');
  });

  it('signed out says so, and reads nothing', async () => {
    const wallet = new FakeMoneyWallet();
    const el = mount<KhBalance>('<kh-balance></kh-balance>');
    el.wallet = wallet;
    await vi.waitFor(() => expect(el.state).toBe('signed-out'));
    await el.updateComplete;
    expect(text(el)).toBe('Sign in to see your balance.');
    expect(wallet.calls).not.toContain('balances');
    await expectNoAxeViolations(el);
  });

  it('an unreachable service is said, not shown as an amount; the next read brings the balance back', async () => {
    const wallet = new FakeMoneyWallet({ signedIn: true });
    wallet.offline = true;
    const el = mount<KhBalance>('<kh-balance></kh-balance>');
    el.wallet = wallet;
    await vi.waitFor(() => expect(el.state).toBe('unreachable'));
    await el.updateComplete;
    expect(text(el)).toBe('Your balance cannot be shown right now: the wallet service cannot be reached.');
    expect(el.shadowRoot!.querySelector('data')).toBeNull();
    await expectNoAxeViolations(el);
    wallet.offline = false;
    await el.refresh();
    await el.updateComplete;
    expect(el.state).toBe('ready');
    expect(text(el)).toBe('$1,234.56');
  });

  it('a payment on the page (kh-transaction) makes it read again and show the new balance', async () => {
    const wallet = new FakeMoneyWallet({ signedIn: true });
    const el = mount<KhBalance>('<kh-balance></kh-balance>');
    el.wallet = wallet;
    await vi.waitFor(() => expect(el.state).toBe('ready'));
    wallet.balance[0]!.amount = 113_456;
    document.body.dispatchEvent(
      new CustomEvent('kh-transaction', {
        detail: { transactionId: 'Transaction:1', status: 'COMPLETED' },
        bubbles: true,
        composed: true,
      }),
    );
    await vi.waitFor(() => expect(text(el)).toBe('$1,134.56'));
  });

  it('signing out while shown forgets the amount', async () => {
    const wallet = new FakeMoneyWallet({ signedIn: true });
    const el = mount<KhBalance>('<kh-balance></kh-balance>');
    el.wallet = wallet;
    await vi.waitFor(() => expect(el.state).toBe('ready'));
    await wallet.signOut();
    await vi.waitFor(() => expect(el.state).toBe('signed-out'));
    await el.updateComplete;
    expect(text(el)).toBe('Sign in to see your balance.');
  });
});
