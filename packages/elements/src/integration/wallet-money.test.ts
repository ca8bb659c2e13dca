import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import '../balance/define.js';
import '../activity/define.js';
import '../receive/define.js';
import decodeQR from 'qr/decode.js';
import type { KhActivity } from '../activity/activity.js';
import type { KhBalance } from '../balance/balance.js';
import type { KhReceive } from '../receive/receive.js';
import { cleanup, expectNoAxeViolations, mount } from '../test-support/axe.js';
import {
  closeRealWallets,
  realWallet,
  signInHeadless,
  startRealStack,
  type RealStack,
} from '../test-support/real-stack.js';

// <kh-balance> and <kh-activity> on the real stack (core in this page, the @keyhold/server wallet handler,
// the sandbox as a child process): the balance after funding, a payment approved with the wallet's key,
// its transaction on screen, a long payment followed live to its end when the sandbox clock moves, the
// balance following, and a payment the sandbox fails (IBAN …002) shown with its reason in words.

let stack: RealStack;
const email = 'ada@example.com';

beforeAll(async () => {
  stack = await startRealStack();
});
afterEach(() => {
  cleanup();
  closeRealWallets();
});
afterAll(() => commands.stopWalletBackend());

const items = (el: KhActivity) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part=transaction]')].map((li) =>
    li.textContent!.replace(/\s+/g, ' ').trim(),
  );
const balanceText = (el: KhBalance) => el.shadowRoot!.querySelector('[role=status]')!.textContent!.trim();

async function payee(customerId: string, iban: string, fullName: string): Promise<string> {
  const created = (await commands.walletServiceCall('POST', '/customers/external-accounts', {
    customerId,
    currency: 'EUR',
    accountInfo: { accountType: 'EUR_ACCOUNT', iban },
    beneficiaryVerifiedData: { fullName },
  })) as { id: string };
  return created.id;
}

/** A payment made on the page: a quote, approved with the wallet's key, and `kh-transaction` on the page. */
async function pay(wallet: Awaited<ReturnType<typeof realWallet>>, to: string, amount: number) {
  const quote = await (await wallet.ledger()).quotePayment({ to, amount });
  const executed = await (await wallet.executeQuote(quote)).approve();
  document.body.dispatchEvent(
    new CustomEvent('kh-transaction', {
      detail: { transactionId: executed.transactionId!, status: 'PROCESSING' },
      bubbles: true,
      composed: true,
    }),
  );
  return quote;
}

describe('the money elements on the real stack', () => {
  it('balance and activity follow payments: a long one live to Completed, a failed one with its reason', async () => {
    const wallet = await realWallet(stack);
    await signInHeadless(wallet, email);
    const customerId = wallet.config!.customerId;
    await commands.walletServiceCall('POST', `/sandbox/internal-accounts/${wallet.accountId}/fund`, {
      amount: 100_000,
    });
    const root = mount<HTMLDivElement>('<div><kh-balance></kh-balance><kh-activity></kh-activity></div>');
    const balance = root.querySelector<KhBalance>('kh-balance')!;
    const activity = root.querySelector<KhActivity>('kh-activity')!;
    balance.wallet = wallet;
    activity.wallet = wallet;
    const before = (await (await wallet.ledger()).balances())[0]!;
    const money = (minor: number) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: before.currency.code }).format(minor / 100);
    await vi.waitFor(() => expect(balanceText(balance)).toBe(money(before.amount)), { timeout: 10_000 });
    await vi.waitFor(() => expect(activity.state).toBe('ready'), { timeout: 10_000 });
    await expectNoAxeViolations(root);

    // A long payment (sandbox IBAN …003) stays on its way until the sandbox clock passes six minutes.
    const slow = await payee(customerId, 'DE08370400440532013003', 'Ada Slow');
    const quote = await pay(wallet, slow, 1_000);
    await vi.waitFor(() => expect(items(activity)[0]).toMatch(/^Sent to .+ You sent .+ On its way$/), {
      timeout: 10_000,
    });
    await vi.waitFor(
      () => expect(balanceText(balance)).toBe(money(before.amount - quote.totalSendingAmount)),
      { timeout: 10_000 },
    );
    await commands.advanceSandboxClock(400);
    await vi.waitFor(() => expect(items(activity)[0]).toMatch(/ Completed$/), { timeout: 30_000 });
    expect(items(activity)).toHaveLength(1);

    // A payment the sandbox fails at once (IBAN …002): refunded, the reason in words.
    const failing = await payee(customerId, 'DE35370400440532013002', 'Ada Fail');
    await pay(wallet, failing, 500);
    await vi.waitFor(
      () =>
        expect(items(activity)[0]).toMatch(/^Sent to .+ Failed\. The payment could not be carried out\.$/),
      { timeout: 10_000 },
    );
    expect(items(activity)).toHaveLength(2);
    await vi.waitFor(
      () => expect(balanceText(balance)).toBe(money(before.amount - quote.totalSendingAmount)),
      { timeout: 10_000 },
    );
    expect(items(activity).join(' ')).not.toMatch(/Transaction:|ExternalAccount:|InternalAccount:/);
  });

  it('receive shows the customer’s own UMA address from the service, as text and as a QR code that reads back', async () => {
    const wallet = await realWallet(stack);
    await signInHeadless(wallet, email);
    const customer = (await commands.walletServiceCall('GET', `/customers/${wallet.config!.customerId}`)) as {
      umaAddress: string;
    };
    const el = mount<KhReceive>('<kh-receive></kh-receive>');
    el.wallet = wallet;
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('svg[part=qr]')).not.toBeNull(), {
      timeout: 10_000,
    });
    const address = el.shadowRoot!.querySelector('[part=address]')!.textContent;
    expect(address).toBe(customer.umaAddress);
    const svgEl = el.shadowRoot!.querySelector('svg[part=qr]')!;
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svgEl))}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 400;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0, 400, 400);
    expect(decodeQR(context.getImageData(0, 0, 400, 400))).toBe(customer.umaAddress);
    await expectNoAxeViolations(el);
  });
});
