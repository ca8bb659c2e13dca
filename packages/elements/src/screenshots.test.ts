import { afterAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import './all.js';
import './locales/fr/register.js';
import type { KhApproveDialog } from './approve-dialog/approve-dialog.js';
import { expectNoAxeViolations, mount } from './test-support/axe.js';
import { FakeWallet, fakeSignedRequest } from './test-support/fake-wallet.js';

// Issue 12 deliverable 6: every element state in light and dark, at 375 px and wide, kept as test artifacts
// (test-results/elements/*.png from the repository root), each with zero axe violations.

async function settle(el: Element & { updateComplete?: Promise<boolean> }): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 0));
    await el.updateComplete;
  }
}

const quotePayload = JSON.stringify({
  accountId: 'InternalAccount:0b1c',
  expiresAt: new Date(Date.now() + 300_000).toISOString(),
  operation: 'EXECUTE_QUOTE',
  parameters: {
    destinationAccountId: 'ExternalAccount:9f8e7d6c5b4a',
    receivingCurrency: 'EUR',
    sendingCurrency: 'USD',
    totalReceivingAmount: 893,
    totalSendingAmount: 1000,
  },
  requestId: 'Request:42',
});

/** Each state: mounts it under `theme` and returns the element to capture (a dialog: its open <dialog>). */
const states: Record<string, (theme: string) => Promise<Element>> = {
  'sign-in': async (theme) => {
    const el = mount<HTMLElement & { wallet: unknown }>(`<kh-sign-in theme="${theme}"></kh-sign-in>`);
    el.wallet = new FakeWallet();
    await settle(el);
    return el;
  },
  'credential-manager': async (theme) => {
    const wallet = new FakeWallet({ signedIn: true });
    wallet.seedCredential({
      id: 'AuthMethod:2',
      type: 'EMAIL_OTP',
      nickname: 'ada.lovelace.analytical.engine@example.org',
      createdAt: new Date().toISOString(),
    });
    const el = mount<HTMLElement & { wallet: unknown }>(
      `<kh-credential-manager theme="${theme}"></kh-credential-manager>`,
    );
    el.wallet = wallet;
    await settle(el);
    return el;
  },
  'session-list': async (theme) => {
    const el = mount<HTMLElement & { wallet: unknown }>(
      `<kh-session-list theme="${theme}"></kh-session-list>`,
    );
    el.wallet = new FakeWallet({ signedIn: true });
    await settle(el);
    return el;
  },
  'session-status': async (theme) => {
    const el = mount<HTMLElement & { wallet: unknown }>(
      `<kh-session-status theme="${theme}"></kh-session-status>`,
    );
    el.wallet = new FakeWallet({ signedIn: true });
    await settle(el);
    return el;
  },
  export: async (theme) => {
    const el = mount<HTMLElement & { wallet: unknown }>(`<kh-export theme="${theme}"></kh-export>`);
    el.wallet = new FakeWallet({ signedIn: true });
    await settle(el);
    return el;
  },
  'approve-quote': async (theme) => {
    const el = mount<KhApproveDialog>(`<kh-approve-dialog theme="${theme}"></kh-approve-dialog>`);
    const request = { ...fakeSignedRequest('EXECUTE_QUOTE', () => undefined), payloadToSign: quotePayload };
    void el.show(request);
    await settle(el);
    return el;
  },
  'approve-add-credential-fr': async (theme) => {
    const el = mount<KhApproveDialog>(`<kh-approve-dialog lang="fr" theme="${theme}"></kh-approve-dialog>`);
    void el.show(fakeSignedRequest('ADD_CREDENTIAL', () => undefined, { type: 'PASSKEY' }));
    await settle(el);
    return el;
  },
};

afterAll(async () => {
  document.body.replaceChildren();
  await page.viewport(414, 896);
});

describe('element states, light and dark, 375 px and wide', () => {
  for (const [name, make] of Object.entries(states)) {
    for (const theme of ['light', 'dark']) {
      for (const width of [375, 1024]) {
        it(`${name} ${theme} ${width}px: no axe violations, screenshot kept`, async () => {
          document.body.replaceChildren();
          document.body.style.margin = '0';
          await page.viewport(width, 800);
          const el = await make(theme);
          await expectNoAxeViolations(el);
          expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
          const path = await page.screenshot({
            path: `../../../test-results/elements/${name}-${theme}-${width}.png`,
          });
          expect(path).toContain(`${name}-${theme}-${width}.png`);
        });
      }
    }
  }
});
