import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import '../balance/define.js';
import '../activity/define.js';
import '../send/define.js';
import type { KhActivity } from '../activity/activity.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import type { KhBalance } from '../balance/balance.js';
import type { KhSend } from '../send/send.js';
import { cleanup, expectNoAxeViolations, mount } from '../test-support/axe.js';
import {
  closeRealWallets,
  realWallet,
  signInHeadless,
  startRealStack,
  type RealStack,
} from '../test-support/real-stack.js';

// <kh-send> on the real stack (the core in this page, the @keyhold/server wallet handler, the sandbox as a
// child process): a payment typed, quoted, approved in the element's <kh-approve-dialog> with the wallet's
// key, followed to Completed (and to Failed with the sandbox's IBAN …002), <kh-activity> and <kh-balance>
// following it; an expired quote replaced when the service's clock passes it; the service gone mid-flow.

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

const part = <T extends Element = HTMLElement>(el: KhSend, name: string) =>
  el.shadowRoot!.querySelector<T>(`[part~=${name}]`)!;
const text = (el: Element, selector: string) =>
  el
    .shadowRoot!.querySelector(selector)
    ?.textContent?.replace(/[\t\n ]+/g, ' ')
    .trim() ?? '';
const items = (el: KhActivity) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part=transaction]')].map((li) =>
    li.textContent!.replace(/\s+/g, ' ').trim(),
  );

async function payee(customerId: string, iban: string, fullName: string): Promise<string> {
  const created = (await commands.walletServiceCall('POST', '/customers/external-accounts', {
    customerId,
    currency: 'EUR',
    accountInfo: { accountType: 'EUR_ACCOUNT', iban },
    beneficiaryVerifiedData: { fullName },
  })) as { id: string };
  return created.id;
}

/** A signed-in wallet with sandbox money, its payees, and balance, send and activity on the page. */
async function page(payees: [iban: string, name: string][]) {
  const wallet = await realWallet(stack);
  await signInHeadless(wallet, email);
  await commands.walletServiceCall('POST', `/sandbox/internal-accounts/${wallet.accountId}/fund`, {
    amount: 100_000,
  });
  const ids: string[] = [];
  for (const [iban, name] of payees) ids.push(await payee(wallet.config!.customerId, iban, name));
  const root = mount<HTMLDivElement>(
    '<div><kh-balance></kh-balance><kh-send></kh-send><kh-activity></kh-activity></div>',
  );
  const balance = root.querySelector<KhBalance>('kh-balance')!;
  const send = root.querySelector<KhSend>('kh-send')!;
  const activity = root.querySelector<KhActivity>('kh-activity')!;
  for (const el of [balance, send, activity]) el.wallet = wallet;
  await vi.waitFor(
    () => expect([balance.state, send.state, activity.state]).toEqual(['ready', 'form', 'ready']),
    {
      timeout: 10_000,
    },
  );
  return { wallet, root, balance, send, activity, ids };
}

/** Chooses the payee, types the amount and asks for a quote, as a person does. */
async function quote(send: KhSend, payeeId: string, amount: string): Promise<void> {
  const select = part<HTMLSelectElement>(send, 'payee');
  select.value = payeeId;
  select.dispatchEvent(new Event('change'));
  await userEvent.click(part(send, 'amount'));
  await userEvent.keyboard(`${amount}{Enter}`);
  await vi.waitFor(() => expect(send.state).toBe('quoted'), { timeout: 10_000 });
  await send.updateComplete;
}

/** Clicks Send and approves in the element's dialog (signed with the wallet's key in this page). */
async function sendAndApprove(send: KhSend): Promise<void> {
  await userEvent.click(part(send, 'send-button'));
  const dialog = part<KhApproveDialog>(send, 'approve-dialog');
  await vi.waitFor(() => expect(dialog.open).toBe(true), { timeout: 10_000 });
  const approve = await vi.waitFor(
    () => {
      const b = dialog.shadowRoot!.querySelector<HTMLButtonElement>('[part~=approve-button]');
      expect(b?.disabled).toBe(false);
      return b!;
    },
    { timeout: 10_000 },
  );
  await userEvent.click(approve);
}

const money = (minor: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(minor / 100);

describe('<kh-send> on the real stack', () => {
  it('pays a payee through the approval to Completed; activity and balance follow; one signature', async () => {
    const { wallet, root, balance, send, activity, ids } = await page([
      ['DE89370400440532013000', 'Ada Payee'],
    ]);
    await expectNoAxeViolations(root);
    const before = (await (await wallet.ledger()).balances())[0]!.amount;
    await quote(send, ids[0]!, '12.50');
    expect(text(send, '[part~=quote-sent]')).toBe('$12.50');
    expect(text(send, '[part~=quote-rate]')).toMatch(/^1 EUR = [\d.]+ USD$/);
    expect(text(send, '[part~=quote-received]')).toMatch(/^€[\d,.]+$/);
    const signed: string[] = [];
    send.addEventListener('kh-transaction', (e) => signed.push(e.detail.transactionId));
    await sendAndApprove(send);
    await vi.waitFor(() => expect(send.state).toBe('completed'), { timeout: 20_000 });
    expect(text(send, '[part~=outcome]')).toMatch(/^Done: .+ received €[\d,.]+\.$/);
    expect(new Set(signed).size).toBe(1);
    await vi.waitFor(() => expect(items(activity)[0]).toMatch(/^Sent to .+ Completed$/), {
      timeout: 20_000,
    });
    await vi.waitFor(() => expect(text(balance, '[part=amount]')).toBe(money(before - 1250)), {
      timeout: 20_000,
    });
    const page1 = await (await wallet.ledger()).transactions({ limit: 10 });
    expect(page1.transactions.filter((t) => t.type === 'OUTGOING')).toHaveLength(1);
    await expectNoAxeViolations(root);
  }, 60_000);

  it('a payment the sandbox fails (IBAN …002) ends Failed with the reason in words', async () => {
    const { send, activity, ids } = await page([['DE35370400440532013002', 'Ada Fail']]);
    await quote(send, ids[0]!, '5');
    await sendAndApprove(send);
    await vi.waitFor(() => expect(send.state).toBe('failed'), { timeout: 20_000 });
    expect(text(send, '[part~=outcome]')).toBe(
      'The payment did not go through (failed). The payment could not be carried out.',
    );
    await vi.waitFor(
      () =>
        expect(items(activity)[0]).toMatch(/^Sent to .+ Failed\. The payment could not be carried out\.$/),
      { timeout: 20_000 },
    );
  }, 60_000);

  it('a quote the service’s clock passes is replaced by a fresh one, said in words', async () => {
    const { wallet, send, ids } = await page([['DE89370400440532013000', 'Ada Payee']]);
    await quote(send, ids[0]!, '3');
    const first = text(send, '[part~=countdown]');
    expect(first).toMatch(/^\d:\d\d$/);
    await commands.advanceSandboxClock(600);
    // The wallet learns the service's clock from its next answer (a balance read here).
    await (await wallet.ledger()).balances();
    await vi.waitFor(
      () => expect(text(send, '[role=status]:not([part])')).toBe('The quote expired, so here is a new one.'),
      {
        timeout: 20_000,
      },
    );
    expect(send.state).toBe('quoted');
    expect(text(send, '[part~=countdown]')).toMatch(/^\d:\d\d$/);
    expect(text(send, '[part~=countdown]')).not.toBe('0:00');
  }, 60_000);

  it('the service gone while a payment is followed: said in words, and the element keeps trying', async () => {
    // IBAN …003: the payment stays on its way (six minutes of the sandbox's clock).
    const { send, ids } = await page([['DE08370400440532013003', 'Ada Slow']]);
    await quote(send, ids[0]!, '4');
    await sendAndApprove(send);
    await vi.waitFor(() => expect(text(send, '[part~=outcome]')).toMatch(/^Payment sent\. .+…$/), {
      timeout: 20_000,
    });
    await commands.stopWalletBackend();
    await vi.waitFor(
      () =>
        expect(text(send, '[part~=problem]')).toBe(
          'The payment was sent, but its progress cannot be read right now: the wallet service cannot be reached. Still trying…',
        ),
      { timeout: 30_000 },
    );
    expect(send.state).toBe('following');
    await expectNoAxeViolations(send);
  }, 60_000);
});
