import { afterAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import './balance/define.js';
import './activity/define.js';
import './receive/define.js';
import './locales/fr/register.js';
import './locales/ar/register.js';
import { expectNoAxeViolations, mount } from './test-support/axe.js';
import { FakeMoneyWallet, fakeTransaction } from './test-support/fake-money-wallet.js';
import { setViewport } from '../../../test-support/engines.js';
import { flush } from './test-support/flush.js';

// Every state of <kh-balance>, <kh-activity> and <kh-receive> in light and dark, at 375 px and 1024 px, kept beside the
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
