import { afterAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import './balance/define.js';
import './activity/define.js';
import './receive/define.js';
import './send/define.js';
import './locales/fr/register.js';
import './locales/ar/register.js';
import { expectNoAxeViolations, mount } from './test-support/axe.js';
import { FakeMoneyWallet, fakeTransaction } from './test-support/fake-money-wallet.js';
import { setViewport } from '../../../test-support/engines.js';
import { flush } from './test-support/flush.js';
import type { KhSend } from './send/send.js';

// Every state of <kh-balance>, <kh-activity>, <kh-receive> and <kh-send> in light and dark, at 375 px and 1024 px, kept beside the
// other elements' screenshots in .ci-out/elements-screenshots/, each with zero axe violations.

type Walleted = HTMLElement & { wallet: unknown; updateComplete: Promise<boolean> };

async function withWallet(markup: string, wallet: FakeMoneyWallet): Promise<Walleted> {
  const el = mount<Walleted>(markup);
  el.wallet = wallet;
  for (let i = 0; i < 4; i++) await flush(el);
  // <kh-receive> draws its QR code once the encoder loaded.
  if (el.localName === 'kh-receive' && el.shadowRoot!.querySelector('[part=address]'))
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('svg[part=qr]')).not.toBeNull());
  return el;
}

/** A ledger with every kind of line: in progress, completed, failed with a reason, incoming. */
function busyWallet(): FakeMoneyWallet {
  const wallet = new FakeMoneyWallet({ signedIn: true });
  wallet.entries = [
    fakeTransaction(1, { status: 'PROCESSING', minutesAgo: 0 }),
    fakeTransaction(2, { minutesAgo: 42 }),
    fakeTransaction(3, { status: 'FAILED', failureReason: 'OFFRAMP_FAILED', minutesAgo: 180 }),
    fakeTransaction(4, {
      type: 'INCOMING',
      minutesAgo: 60 * 30,
      source: { sourceType: 'UMA_ADDRESS', umaAddress: '$grace.hopper.compiler@sandbox.example' },
      destination: { destinationType: 'ACCOUNT', accountId: 'InternalAccount:1' },
      sentAmount: undefined,
      receivedAmount: { amount: 25_000, currency: { code: 'USD', decimals: 2 } },
    }),
  ];
  return wallet;
}

const offline = (): FakeMoneyWallet => {
  const wallet = new FakeMoneyWallet({ signedIn: true });
  wallet.offline = true;
  return wallet;
};

/** `<kh-send>` driven to `step` (the amount typed, the quote asked for, sent, approved, settled). */
async function sendAt(
  theme: string,
  step: 'form' | 'problem' | 'quoted' | 'approving' | 'following' | 'completed' | 'failed',
  attrs = '',
): Promise<Element> {
  const wallet = new FakeMoneyWallet({ signedIn: true });
  const el = (await withWallet(`<kh-send ${attrs} theme="${theme}"></kh-send>`, wallet)) as KhSend;
  if (step === 'form') return el;
  const amount = el.shadowRoot!.querySelector<HTMLInputElement>('[part=amount]')!;
  amount.value = step === 'problem' ? '10.999' : '10';
  amount.dispatchEvent(new Event('input'));
  await el.updateComplete;
  el.shadowRoot!.querySelector('form')!.requestSubmit();
  if (step === 'problem') {
    await flush(el);
    return el;
  }
  await vi.waitFor(() => expect(el.state).toBe('quoted'));
  await flush(el);
  if (step === 'quoted') return el;
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part~=send-button]')!.click();
  const dialog = el.shadowRoot!.querySelector<HTMLElement & { open: boolean }>('kh-approve-dialog')!;
  await vi.waitFor(() => expect(dialog.open).toBe(true));
  const approve = await vi.waitFor(() => {
    const b = dialog.shadowRoot!.querySelector<HTMLButtonElement>('[part~=approve-button]');
    expect(b?.disabled).toBe(false);
    return b!;
  });
  await flush(el, dialog);
  if (step === 'approving') return dialog;
  approve.click();
  await vi.waitFor(() => expect(el.state).toBe('following'));
  if (step !== 'following') {
    wallet.settle(
      wallet.entries[0]!.id,
      step === 'completed' ? 'COMPLETED' : 'FAILED',
      step === 'failed' ? 'OFFRAMP_FAILED' : undefined,
    );
    await vi.waitFor(() => expect(el.state).toBe(step), { timeout: 10_000 });
  }
  await flush(el);
  return el;
}

const states: Record<string, (theme: string) => Promise<Element>> = {
  balance: (theme) => withWallet(`<kh-balance theme="${theme}"></kh-balance>`, busyWallet()),
  'balance-signed-out': (theme) =>
    withWallet(`<kh-balance theme="${theme}"></kh-balance>`, new FakeMoneyWallet()),
  'balance-unreachable': (theme) => withWallet(`<kh-balance theme="${theme}"></kh-balance>`, offline()),
  'balance-fr': (theme) => withWallet(`<kh-balance lang="fr" theme="${theme}"></kh-balance>`, busyWallet()),
  activity: (theme) => withWallet(`<kh-activity page-size="3" theme="${theme}"></kh-activity>`, busyWallet()),
  'activity-empty': (theme) =>
    withWallet(`<kh-activity theme="${theme}"></kh-activity>`, new FakeMoneyWallet({ signedIn: true })),
  'activity-signed-out': (theme) =>
    withWallet(`<kh-activity theme="${theme}"></kh-activity>`, new FakeMoneyWallet()),
  'activity-unreachable': (theme) => withWallet(`<kh-activity theme="${theme}"></kh-activity>`, offline()),
  'activity-fr': (theme) =>
    withWallet(`<kh-activity lang="fr" theme="${theme}"></kh-activity>`, busyWallet()),
  receive: (theme) => withWallet(`<kh-receive theme="${theme}"></kh-receive>`, busyWallet()),
  'receive-unreachable': (theme) => withWallet(`<kh-receive theme="${theme}"></kh-receive>`, offline()),
  'receive-ar-rtl': (theme) =>
    withWallet(`<kh-receive lang="ar" dir="rtl" theme="${theme}"></kh-receive>`, busyWallet()),
  'activity-ar-rtl': (theme) =>
    withWallet(`<kh-activity lang="ar" dir="rtl" theme="${theme}"></kh-activity>`, busyWallet()),
  send: (theme) => sendAt(theme, 'form'),
  'send-signed-out': (theme) => withWallet(`<kh-send theme="${theme}"></kh-send>`, new FakeMoneyWallet()),
  'send-unreachable': (theme) => withWallet(`<kh-send theme="${theme}"></kh-send>`, offline()),
  'send-no-payees': (theme) => {
    const wallet = new FakeMoneyWallet({ signedIn: true });
    wallet.payeeList = [];
    return withWallet(`<kh-send theme="${theme}"></kh-send>`, wallet);
  },
  'send-amount-refused': (theme) => sendAt(theme, 'problem'),
  'send-quoted': (theme) => sendAt(theme, 'quoted'),
  'send-approving': (theme) => sendAt(theme, 'approving'),
  'send-following': (theme) => sendAt(theme, 'following'),
  'send-completed': (theme) => sendAt(theme, 'completed'),
  'send-failed': (theme) => sendAt(theme, 'failed'),
  'send-fr': (theme) => sendAt(theme, 'quoted', 'lang="fr"'),
  'send-ar-rtl': (theme) => sendAt(theme, 'quoted', 'lang="ar" dir="rtl"'),
};

afterAll(async () => {
  document.body.replaceChildren();
  await setViewport(414, 896);
});

describe('money element states, light and dark, 375 px and wide', () => {
  for (const [name, make] of Object.entries(states)) {
    for (const theme of ['light', 'dark']) {
      for (const width of [375, 1024]) {
        it(`${name} ${theme} ${width}px: no axe violations, screenshot kept`, async () => {
          document.body.replaceChildren();
          document.body.style.margin = '0';
          await setViewport(width, 800);
          const el = await make(theme);
          await expectNoAxeViolations(el);
          expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
          const path = await page.screenshot({
            path: `../../../.ci-out/elements-screenshots/${name}-${theme}-${width}.png`,
          });
          expect(path).toContain(`${name}-${theme}-${width}.png`);
        });
      }
    }
  }
});
