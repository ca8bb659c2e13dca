import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeFor } from '@keyhold/locales';
import { userEvent } from 'vitest/browser';
import './define.js';
import '../locales/fr/register.js';
import '../locales/ar/register.js';
import { cleanup, expectNoAxeViolations, mount } from '../test-support/axe.js';
import { FakeMoneyWallet, fakeTransaction } from '../test-support/fake-money-wallet.js';
import type { KhActivity } from './activity.js';

// <kh-activity> over a stand-in wallet: newest first, paged, everything in words, a payment in progress
// followed to its end on screen, and the loading, signed-out and unreachable states.

const items = (el: KhActivity) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part=transaction]')].map((li) =>
    li.textContent!.replace(/\s+/g, ' ').trim(),
  );
const message = (el: KhActivity) => el.shadowRoot!.querySelector('[part=message]')?.textContent?.trim();

afterEach(cleanup);

describe('<kh-activity>', () => {
  it('lists payments newest first in words, pages with "Show older payments" (keyboard too), no axe violation', async () => {
    const wallet = new FakeMoneyWallet({ signedIn: true });
    wallet.entries = [
      fakeTransaction(3),
      fakeTransaction(1),
      fakeTransaction(2, {
        type: 'INCOMING',
        source: { sourceType: 'UMA_ADDRESS', umaAddress: '$alice@sandbox.example' },
        destination: { destinationType: 'ACCOUNT', accountId: 'InternalAccount:1' },
        sentAmount: undefined,
        receivedAmount: { amount: 2_500, currency: { code: 'USD', decimals: 2 } },
      }),
    ];
    const el = mount<KhActivity>('<kh-activity page-size="2"></kh-activity>');
    el.wallet = wallet;
    await vi.waitFor(() => expect(items(el)).toHaveLength(2));
    const [first, second] = items(el);
    expect(first).toMatch(/^Sent to Marie Curie .+ You sent \$10\.00 · They received €8\.93 Completed$/);
    expect(second).toMatch(/^Received from \$alice@sandbox\.example .+ \$25\.00 Completed$/);
    const time = el.shadowRoot!.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe(wallet.entries[1]!.createdAt);
    expect(time.textContent!.trim()).toBe('1 minute ago');
    expect(time.getAttribute('title')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(wallet.entries[1]!.createdAt),
      ),
    );
    await expectNoAxeViolations(el);

    const more = el.shadowRoot!.querySelector<HTMLButtonElement>('[part=more-button]')!;
    expect(more.textContent!.trim()).toBe('Show older payments');
    more.focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(items(el)).toHaveLength(3));
    expect(items(el)[2]).toMatch(
      /^Sent to Marie Curie .+ You sent \$30\.00 · They received €26\.79 Completed$/,
    );
    expect(el.shadowRoot!.querySelector('[part=more-button]')).toBeNull();
    expect(items(el).join(' ')).not.toMatch(/Transaction:|ExternalAccount:|3000\b/);
  });

  it('follows a payment in progress to FAILED with the reason in words, without a reload, and fires kh-transaction', async () => {
    const wallet = new FakeMoneyWallet({ signedIn: true });
    wallet.entries = [fakeTransaction(1, { status: 'PROCESSING' })];
    const events: string[] = [];
    document.addEventListener('kh-transaction', (e) => events.push(e.detail.status));
    const el = mount<KhActivity>('<kh-activity></kh-activity>');
    el.wallet = wallet;
    await vi.waitFor(() => expect(items(el)[0]).toMatch(/On its way$/));
    const transactionsRead = wallet.calls.filter((c) => c === 'transactions').length;
    wallet.settle('Transaction:1', 'FAILED', 'OFFRAMP_FAILED');
    await vi.waitFor(
      () =>
        expect(items(el)[0]).toMatch(/Failed\. The money could not be paid out to the receiving account\.$/),
      { timeout: 10_000 },
    );
    expect(events).toContain('FAILED');
    // Followed by reading the one transaction, not by reloading the list.
    expect(wallet.calls).toContain('getTransaction');
    expect(wallet.calls.filter((c) => c === 'transactions').length).toBe(transactionsRead);
    const li = el.shadowRoot!.querySelector('[part=transaction]')!;
    expect(li.getAttribute('data-status')).toBe('FAILED');
    expect(el.shadowRoot!.querySelector('.live')!.textContent).toBe('Marie Curie: Failed.');
  });

  it('a payment made elsewhere on the page (kh-transaction) is looked for at once and shows up first', async () => {
    const wallet = new FakeMoneyWallet({ signedIn: true });
    wallet.entries = [fakeTransaction(5)];
    const el = mount<KhActivity>('<kh-activity></kh-activity>');
    el.wallet = wallet;
    await vi.waitFor(() => expect(items(el)).toHaveLength(1));
    wallet.entries.push(fakeTransaction(7, { minutesAgo: 0 }));
    document.body.dispatchEvent(
      new CustomEvent('kh-transaction', {
        detail: { transactionId: 'Transaction:7', status: 'COMPLETED' },
        bubbles: true,
        composed: true,
      }),
    );
    await vi.waitFor(() => expect(items(el)).toHaveLength(2));
    expect(items(el)[0]).toContain('You sent $70.00');
  });

  it('signed out, empty, unreachable: each said in words', async () => {
    const out = mount<KhActivity>('<kh-activity></kh-activity>');
    out.wallet = new FakeMoneyWallet();
    await vi.waitFor(() => expect(out.state).toBe('signed-out'));
    await out.updateComplete;
    expect(message(out)).toBe('Sign in to see your payments.');

    const empty = mount<KhActivity>('<kh-activity></kh-activity>');
    empty.wallet = new FakeMoneyWallet({ signedIn: true });
    await vi.waitFor(() => expect(message(empty)).toBe('No payments yet.'));
    await expectNoAxeViolations(empty);

    const offline = new FakeMoneyWallet({ signedIn: true });
    offline.offline = true;
    const down = mount<KhActivity>('<kh-activity></kh-activity>');
    down.wallet = offline;
    await vi.waitFor(() => expect(down.state).toBe('unreachable'));
    await down.updateComplete;
    expect(message(down)).toBe(
      'Your payments cannot be shown right now: the wallet service cannot be reached.',
    );
    await expectNoAxeViolations(down);
  });

  it('French and Arabic: statuses, reasons and amounts in the reader’s language', async () => {
    const wallet = new FakeMoneyWallet({ signedIn: true });
    wallet.entries = [fakeTransaction(1, { status: 'FAILED', failureReason: 'QUOTE_EXPIRED' })];
    const root = mount<HTMLDivElement>(
      '<div><kh-activity lang="fr"></kh-activity><kh-activity lang="ar" dir="rtl"></kh-activity></div>',
    );
    const [fr, ar] = [...root.querySelectorAll<KhActivity>('kh-activity')];
    fr!.wallet = wallet;
    ar!.wallet = wallet;
    await vi.waitFor(() => expect([items(fr!).length, items(ar!).length]).toEqual([1, 1]));
    // items() reads spaces as plain spaces (French puts narrow no-break spaces in amounts).
    const eur = (lang: string) =>
      new Intl.NumberFormat(localeFor(lang), { style: 'currency', currency: 'EUR' })
        .format(8.93)
        .replace(/\s+/g, ' ');
    expect(items(fr!)[0]).toContain('Envoyé à Marie Curie');
    expect(items(fr!)[0]).toContain(`Reçu par le destinataire : ${eur('fr')}`);
    expect(items(fr!)[0]).toContain('Échoué. Le devis a expiré avant le paiement.');
    expect(items(ar!)[0]).toContain('فشلت. انتهت صلاحية عرض السعر قبل إتمام الدفعة.');
    expect(items(ar!)[0]).toContain(eur('ar'));
  });
});
