import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import '../balance/define.js';
import '../locales/fr/register.js';
import '../locales/ar/register.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import type { KhBalance } from '../balance/balance.js';
import { cleanup, expectNoAxeViolations, mount } from '../test-support/axe.js';
import { FakeMoneyWallet } from '../test-support/fake-money-wallet.js';
import type { KhSend } from './send.js';

// <kh-send> over a stand-in wallet and the real <kh-approve-dialog>: every step in words, the amount
// read in the reader's language, nothing signed twice, an expired quote replaced, the payment followed.

afterEach(cleanup);

const part = <T extends Element = HTMLElement>(el: KhSend, name: string) =>
  el.shadowRoot!.querySelector<T>(`[part~=${name}]`);
const text = (el: KhSend, name: string) =>
  part(el, name)
    ?.textContent?.replace(/[\t\n ]+/g, ' ')
    .trim() ?? '';
const dialogOf = (el: KhSend) => part<KhApproveDialog>(el, 'approve-dialog')!;

async function ready(wallet = new FakeMoneyWallet({ signedIn: true }), html = '<kh-send></kh-send>') {
  const el = mount<KhSend>(html);
  el.wallet = wallet;
  await vi.waitFor(() => expect(el.state).toBe('form'));
  await el.updateComplete;
  return { el, wallet };
}

async function quote(el: KhSend, amount: string): Promise<void> {
  await userEvent.click(part(el, 'amount')!);
  await userEvent.keyboard(amount);
  await userEvent.keyboard('{Enter}');
  await vi.waitFor(() => expect(el.state).toBe('quoted'));
  await el.updateComplete;
}

/** Approves in the element's own dialog, by keyboard on its approve button. */
async function approve(el: KhSend): Promise<void> {
  const dialog = dialogOf(el);
  await vi.waitFor(() => expect(dialog.open).toBe(true));
  await dialog.updateComplete;
  const button = await vi.waitFor(() => {
    const b = dialog.shadowRoot!.querySelector<HTMLButtonElement>('[part~=approve-button]');
    expect(b?.disabled).toBe(false);
    return b!;
  });
  button.focus();
  await userEvent.keyboard('{Enter}');
}

describe('<kh-send>', () => {
  it('says why it cannot pay: no wallet, signed out, unreachable, no payee', async () => {
    const el = mount<KhSend>('<kh-send></kh-send>');
    await el.updateComplete;
    expect(text(el, 'message')).toBe('No wallet is connected.');
    el.wallet = new FakeMoneyWallet();
    await vi.waitFor(() => expect(el.state).toBe('signed-out'));
    await el.updateComplete;
    expect(text(el, 'message')).toBe('Sign in to send money.');
    await expectNoAxeViolations(el);

    const offline = new FakeMoneyWallet({ signedIn: true });
    offline.offline = true;
    const down = mount<KhSend>('<kh-send></kh-send>');
    down.wallet = offline;
    await vi.waitFor(() => expect(down.state).toBe('unreachable'));
    await down.updateComplete;
    expect(text(down, 'message')).toBe(
      'Payments cannot be made right now: the wallet service cannot be reached.',
    );

    const none = new FakeMoneyWallet({ signedIn: true });
    none.payeeList = [];
    const empty = mount<KhSend>('<kh-send></kh-send>');
    empty.wallet = none;
    await vi.waitFor(() => expect(empty.state).toBe('no-payees'));
    await empty.updateComplete;
    expect(text(empty, 'message')).toBe('You have no payee yet: add the bank account you want to pay first.');
  });

  it('quotes in words (rate as a person reads it, fees, what they receive, time left); no axe violation', async () => {
    const { el, wallet } = await ready();
    expect(text(el, 'payee')).toBe('Marie Curie (EUR)');
    await expectNoAxeViolations(el);
    await quote(el, '10');
    expect(wallet.calls).toContain('quotePayment');
    expect(wallet.quotes[0]!.totalSendingAmount).toBe(1000);
    expect(text(el, 'quote-sent')).toBe('$10.00');
    expect(text(el, 'quote-received')).toBe('€8.48');
    expect(text(el, 'quote-rate')).toBe('1 EUR = 1.12 USD');
    expect(text(el, 'countdown')).toMatch(/^[45]:\d\d$/);
    expect(text(el, 'send-button')).toBe('Send $10.00');
    expect(el.shadowRoot!.textContent).not.toContain('1000');
    await expectNoAxeViolations(el);
  });

  it('the amount can fix what they receive; an amount it cannot read exactly is refused in words', async () => {
    const { el, wallet } = await ready();
    await userEvent.click(part(el, 'amount')!);
    await userEvent.keyboard('10.999{Enter}');
    await el.updateComplete;
    expect(text(el, 'problem')).toBe('Amounts in USD have at most 2 decimals.');
    expect(part(el, 'amount')!.getAttribute('aria-invalid')).toBe('true');
    expect(wallet.calls).not.toContain('quotePayment');
    const receiving = el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part=side] input')[1]!;
    await userEvent.click(receiving);
    await userEvent.clear(part(el, 'amount')!);
    await quote(el, '20');
    expect(wallet.quotes[0]!.totalReceivingAmount).toBe(2000);
    expect(text(el, 'quote-received')).toBe('€20.00');
  });

  it('in French and Arabic the amount is read and shown as the reader writes it', async () => {
    const fr = await ready(undefined, '<kh-send lang="fr"></kh-send>');
    await quote(fr.el, '12,5');
    expect(fr.wallet.quotes[0]!.totalSendingAmount).toBe(1250);
    expect(text(fr.el, 'title')).toBe('Envoyer de l’argent');
    expect(text(fr.el, 'quote-sent')).toBe(
      new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD' }).format(12.5),
    );
    const ar = await ready(undefined, '<kh-send lang="ar" dir="rtl"></kh-send>');
    await quote(ar.el, '١٢٫٥');
    expect(ar.wallet.quotes[0]!.totalSendingAmount).toBe(1250);
    expect(text(ar.el, 'title')).toBe('إرسال المال');
    await expectNoAxeViolations(ar.el);
  });

  it('approve, then the payment followed to completed; a second click signs nothing; kh-balance reads again', async () => {
    const wallet = new FakeMoneyWallet({ signedIn: true });
    const root = mount<HTMLDivElement>('<div><kh-balance></kh-balance><kh-send></kh-send></div>');
    const balance = root.querySelector<KhBalance>('kh-balance')!;
    const { el } = { el: root.querySelector<KhSend>('kh-send')! };
    balance.wallet = wallet;
    el.wallet = wallet;
    await vi.waitFor(() => expect([el.state, balance.state]).toEqual(['form', 'ready']));
    await el.updateComplete;
    await quote(el, '10');
    const events: string[] = [];
    el.addEventListener('kh-transaction', (e) => events.push(e.detail.status));
    const send = part<HTMLButtonElement>(el, 'send-button')!;
    send.click();
    send.click();
    await vi.waitFor(() => expect(el.state).toBe('approving'));
    await el.updateComplete;
    expect(text(el, 'send-button')).toBe('Send $10.00');
    expect(part<HTMLButtonElement>(el, 'send-button')!.disabled).toBe(true);
    expect(wallet.executions).toHaveLength(1);
    await approve(el);
    await vi.waitFor(() => expect(el.state).toBe('following'));
    expect(wallet.executions[0]!.approvals).toBe(1);
    await el.updateComplete;
    expect(text(el, 'outcome')).toBe('Payment sent. On its way…');
    await vi.waitFor(() =>
      expect(balance.shadowRoot!.querySelector('[part=amount]')!.textContent).toBe('$1,224.56'),
    );
    wallet.settle(wallet.entries[0]!.id, 'COMPLETED');
    await vi.waitFor(() => expect(el.state).toBe('completed'), { timeout: 10_000 });
    await el.updateComplete;
    expect(text(el, 'outcome')).toBe('Done: Marie Curie received €8.48.');
    expect(events).toEqual(['PROCESSING', 'PROCESSING', 'COMPLETED']);
    expect(wallet.executions).toHaveLength(1);
    await expectNoAxeViolations(el);
    part<HTMLButtonElement>(el, 'another-button')!.click();
    await vi.waitFor(() => expect(el.state).toBe('form'));
  });

  it('a payment that fails says why in words', async () => {
    const { el, wallet } = await ready();
    await quote(el, '10');
    part<HTMLButtonElement>(el, 'send-button')!.click();
    await approve(el);
    await vi.waitFor(() => expect(el.state).toBe('following'));
    wallet.settle(wallet.entries[0]!.id, 'FAILED', 'OFFRAMP_FAILED');
    await vi.waitFor(() => expect(el.state).toBe('failed'), { timeout: 10_000 });
    await el.updateComplete;
    expect(text(el, 'outcome')).toBe(
      'The payment did not go through (failed). The money could not be paid out to the receiving account.',
    );
    expect(part(el, 'outcome')!.dataset.outcome).toBe('failed');
  });

  it('declining signs nothing and keeps the quote to send or change', async () => {
    const { el, wallet } = await ready();
    await quote(el, '10');
    part<HTMLButtonElement>(el, 'send-button')!.click();
    const dialog = dialogOf(el);
    await vi.waitFor(() => expect(dialog.open).toBe(true));
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(el.state).toBe('quoted'));
    await el.updateComplete;
    expect(wallet.executions[0]!.approvals).toBe(0);
    expect(el.shadowRoot!.querySelector('[role=status]:not([part])')!.textContent).toBe(
      'You declined the payment. Nothing was signed or sent.',
    );
    part<HTMLButtonElement>(el, 'change-button')!.click();
    await vi.waitFor(() => expect(el.state).toBe('form'));
  });

  it('an expired quote is replaced by a fresh one, said in words', async () => {
    const wallet = new FakeMoneyWallet({ signedIn: true });
    wallet.quoteTtlMs = 1_500;
    const { el } = await ready(wallet);
    await quote(el, '10');
    expect(wallet.quotes).toHaveLength(1);
    wallet.quoteTtlMs = 300_000;
    await vi.waitFor(() => expect(wallet.quotes).toHaveLength(2), { timeout: 10_000 });
    await vi.waitFor(() => expect(el.state).toBe('quoted'));
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).toContain('The quote expired, so here is a new one.');
    expect(text(el, 'countdown')).toMatch(/^[45]:\d\d$/);
  });

  it('the service unreachable when sending: said, nothing sent, the quote stays', async () => {
    const { el, wallet } = await ready();
    await quote(el, '10');
    wallet.offline = true;
    part<HTMLButtonElement>(el, 'send-button')!.click();
    await vi.waitFor(() => expect(el.state).toBe('quoted'));
    await vi.waitFor(() => expect(text(el, 'problem')).toContain('cannot be reached'));
    expect(text(el, 'problem')).toBe(
      'The payment could not be sent: the wallet service cannot be reached. Nothing was sent; try again in a moment.',
    );
    expect(wallet.entries).toHaveLength(0);
  });
});
